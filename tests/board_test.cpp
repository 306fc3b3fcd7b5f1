// The board's reading of a position: the tile a hex shows (for route bonuses
// by tile and for the picture).
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
