// Tests lib/board/board.cpp: the board's reading of a position: tiles laid by
// id over the printed map (each asked of TileFitsHex), printed hexes kept, and
// the tile a hex shows (for route bonuses by tile and for the picture).
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/svg.h"

using namespace xxroute;
using xxroute::test::Case;

namespace {

// 18Lilliput, Allenbeck-Tottenham-Express: "Pokud jeden vlak projede během
// svého provozu třemi ze čtyř pojmenovaných měst (Mildendo, Tottenham,
// Allenbeck, Plips), získá bonus 20 £" (a train that runs through three of
// the four named cities earns 20; maps/18Lilliput/game.yaml). A column of
// cards C3-C6 (square; edges S W N E): Mildendo, Tottenham written out
// inline as an exported position does (its `tile_name` names the card, the
// table's LNR station in it), plain track, Allenbeck laid by id.
const char* kNamedCities = R"(
game: 18Lilliput
variant: Allenbeck-Tottenham-Express
phase: "6"
base_map: false
hexes:
  C3: {tile: Mildendo}
  C4: {color: brown, tile_name: Tottenham, tile_rotation: 0,
       stops: {c0: {kind: city, revenue: 40, slots: 2, tokens: [LNR]}},
       paths: [[0, c0], [1, c0], [2, c0], [3, c0]]}
  C5: {tile: track-straight}
  C6: {tile: Allenbeck}
companies:
  LNR: {trains: ["4D"]}
)";

}  // namespace

TEST_CASE("the tile a hex shows: its tile, else the tile_name written with inline track, never its own coordinate") {
  Case g(kNamedCities, "LNR");
  const Board& b = *g.board;
  CHECK(ShownTile(b, b.FindHex("C3")) == "Mildendo");
  CHECK(ShownTile(b, b.FindHex("C4")) == "Tottenham");
  Case printed(R"(
layout: pointy
color: yellow
hexes:
  A1: {tile_name: A1, stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
companies: {X: {trains: ["2"]}}
trains:
  - {name: "2", distance: 2}
)");
  CHECK(ShownTile(*printed.board, printed.board->FindHex("A1")).empty());  // an export's mark of the printed hex
  CHECK(ShownTile(*printed.board, printed.board->FindHex("A3")).empty());
}

TEST_CASE("18Lilliput ATE: a named city written inline with its tile_name counts for the bonus, as in the picture") {
  // "of_tiles ... matched by the tile a hex shows (`tile` or `tile_name`)"
  // (maps/18Lilliput/NOTES.md, schema additions). The 4D runs Mildendo -
  // Tottenham - Allenbeck: (30 + 40 + 40) doubled, and the bonus, not doubled.
  Case g(kNamedCities, "LNR");
  Result r = g.Solve();
  REQUIRE(r.routes.size() == 1);
  CHECK(r.routes[0].value.bonus == 20);
  CHECK(r.income == 2 * 110 + 20);
  // The picture outlines the same hexes the bonus counts.
  const std::string svg = RenderSvg(*g.board);
  CHECK(svg.find("class=\"bonus-hex\" data-hex=\"C4\"") != std::string::npos);
  CHECK(svg.find("class=\"bonus-hex\" data-hex=\"C6\"") != std::string::npos);
}

namespace {

// 18CZ: a position laying tiles by id over the printed map.
std::string Laid(const std::string& hexes, const std::string& phase = "g") {
  return "game: 18CZ\nphase: " + phase + "\nhexes:\n" + hexes +
         "companies:\n  BCB: {type: small, trains: [\"2\"]}\n";
}

}  // namespace

TEST_CASE("tiles laid by id are checked against the manifest: colour order, labels, counts, phase") {
  // E16 Pardubice is a printed white city; tile 57 a yellow city.
  CHECK(test::PositionError(Laid("  E16: {tile: \"57\", rotation: 1, tokens: [BCB]}\n")) == "");
  CHECK(test::PositionError(Laid("  E16: {tile: \"57\", rotation: 1, tokens: {c9: [BCB]}}\n")) ==
        "test.yaml:4: hex E16: tokens name stop 'c9', which the hex does not have");
  // Ostrava C26 is a Y city: an unlabelled city tile does not fit.
  CHECK(test::PositionError(Laid("  C26: {tile: \"57\"}\n")) == "test.yaml:4: hex C26: tile 57 (yellow) has label(s) none but the hex has Y");
  // A green tile in a yellow phase.
  CHECK(test::PositionError(Laid("  E16: {tile: \"14\"}\n", "a")) == "test.yaml:4: hex E16: tile 14 (green) is not available in phase a");
}

TEST_CASE("a printed hex keeps its track when the position only adds tokens") {
  // E12 Praha is printed with two cities; BN's token goes on c1.
  std::string yaml = Laid("  E12: {tokens: {c1: [BCB]}}\n");
  Case c(yaml);
  int s = c.board->FindStop("E12.c1");
  REQUIRE(s >= 0);
  CHECK(c.board->stops()[s].HasToken("BCB"));
}
