// Tests lib/board/board.cpp: the board's reading of a position: tiles laid by
// id over the printed map (each asked of TileFitsHex), printed hexes kept, and
// the tile a hex shows (for route bonuses by tile and for the picture).
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/svg.h"
#include "xxroute/board.h"
#include "xxroute/error.h"
#include "xxroute/position_writer.h"
#include "xxroute/rules.h"
#include <algorithm>
#include "xxroute/game_tiles.h"
#include "xxroute/tile_fit.h"

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

// The one city on a hex, one rule (OnlyCity, lib/board/board.cpp): where a
// token goes when no stop is said, for the board reading a file, the station
// rules, a blocking token and the file written back.
using namespace xxroute;

namespace {

Stop Of(StopKind kind) {
  Stop s;
  s.kind = kind;
  return s;
}

}  // namespace

TEST_CASE("a token with no stop said goes in the hex's one city (with no city, its one mine)") {
  // 18Lilliput 001 line 360: "Společnost smí žeton položit pouze na prázdný
  // kruh města nebo metropole" (a token only in a city's empty circle); 1824
  // VII.3, 002 line 534: "Маркер домашней станции угольной железной дороги
  // помещается на ее угольную шахту" (a coal railway's home token on its
  // mine). The board took a hex's one city or mine, the station rules and a
  // blocking token its one city: a hex with a city and a mine was read as
  // "several cities" by the board and as the city by the rules. Now the city.
  const std::vector<Stop> stops = {Of(StopKind::kMine), Of(StopKind::kCity), Of(StopKind::kTown),
                                   Of(StopKind::kCity), Of(StopKind::kMine)};
  CHECK(OnlyCity(stops, {0, 1, 2}) == 1);  // a mine, a city, a town: the city
  CHECK(OnlyCity(stops, {0, 2}) == 0);     // a mine and a town: the mine
  CHECK(OnlyCity(stops, {1, 3}) == -2);    // two cities: say which
  CHECK(OnlyCity(stops, {0, 4}) == -2);    // two mines, no city: say which
  CHECK(OnlyCity(stops, {2}) == -1);       // a town: none
}

TEST_CASE("1824: a file's token on a coal mine's hex is on the mine (on Wien's three cities it must say which)") {
  const std::string mine = "game: \"1824\"\nphase: \"2\"\nhexes:\n  C6: {tokens: [EPP]}\ncompanies:\n  EPP: {trains: [\"1g\"]}\n";
  auto lp = test::Load(ParsePosition(mine, "epp.yaml"), "EPP");
  const Board& b = lp->board();
  CHECK(b.stops()[b.FindStop("C6.m0")].HasToken("EPP"));
  // Written back, the token stays short: it is where OnlyCity reads it.
  CHECK(HexFlow(*lp->position().FindHex("C6"), &b).find("tokens: [EPP]") != std::string::npos);
  const std::string wien = "game: \"1824\"\nphase: \"2\"\nhexes:\n  E12: {tokens: [BK]}\ncompanies:\n  BK: {trains: [\"2\"]}\n";
  CHECK_THROWS_WITH_AS(test::Load(ParsePosition(wien, "wien.yaml"), "BK"), doctest::Contains("hex E12 has several cities"),
                       InputError);
}

TEST_CASE("1824: a station with no stop said on a coal mine's hex is the mine, refused to all but its railway") {
  // (The station rules saw no city there: "no city for a station"; the board
  // puts such a token on the mine. One rule: the mine, where only a coal
  // railway's home station goes.)
  const std::string text =
      "game: \"1824\"\nphase: \"2\"\nhexes:\n  B9: {tokens: [BK]}\ncompanies:\n  BK: {trains: [\"2\"]}\n";
  auto lp = test::Load(ParsePosition(text, "bk.yaml"), "BK");
  const Station st = lp->rules().CheckStation("C6", "");
  CHECK_FALSE(st.ok);
  CHECK(st.why.find("C6.m0 is a mine: a station goes in a city") != std::string::npos);
}

// The order of tile colours, one rule (TileColorRank, lib/board/board.cpp):
// the lays, the tile listing and sheet (show --tiles, once SheetRank of their
// own) and the revenue rows all ask it.
using namespace xxroute;

namespace {

size_t At(const std::vector<std::string>& ids, const std::string& id) {
  return static_cast<size_t>(std::find(ids.begin(), ids.end(), id) - ids.begin());
}

std::vector<std::string> Ids(const Game& g) {
  std::vector<std::string> ids;
  for (const TileDef* t : SortedTiles(g)) ids.push_back(t->id);
  return ids;
}

}  // namespace

TEST_CASE("18CZ (000 lines 731-734): a red home tile is laid where no tile is, as a yellow one: the two rank alike") {
  // "Красные тайлы: только государственная железная дорога (крупная
  // компания) может размещать свой красный домашний тайл на 1 из 2
  // напечатанных гексов с красными краями на карте (другой остается
  // пустым). Это в дополнение к обычному размещению тайла."
  CHECK(TileColorRank("red") == TileColorRank("yellow"));
  CHECK(TileColorRank("") == 0);
  CHECK(TileColorRank("white") == 0);
  CHECK(TileColorRank("yellow") < TileColorRank("green"));
  CHECK(TileColorRank("green") < TileColorRank("brown"));
  CHECK(TileColorRank("brown") < TileColorRank("gray"));
  CHECK(TileColorRank("blue") == -1);
  // A listing's order: the same, the colours off the order last.
  CHECK_FALSE(TileColorBefore("red", "yellow"));
  CHECK_FALSE(TileColorBefore("yellow", "red"));
  CHECK(TileColorBefore("gray", "blue"));
  CHECK(TileColorBefore("white", "yellow"));
  CHECK_FALSE(TileColorBefore("blue", "gray"));
}

TEST_CASE("show --tiles orders by the rules' colour order: a red tile among the yellow ones by its number") {
  // (The listing's own order put red after every yellow tile; the lays'
  // put it with yellow. 18CZ's red tiles are numbered after its yellow ones,
  // so its listing reads as before.)
  auto cz = test::Games()->Get("18CZ", "");
  const auto ids = Ids(*cz);
  CHECK(ids[0] == "1");
  CHECK(At(ids, "8890") < At(ids, "8894"));
  CHECK(At(ids, "8898") < At(ids, "14"));
  // 18Lilliput's red start card Mildendo (001 line 38: "Červený startovní
  // dílek trati (pojmenovaný Mildendo) umístěte doprostřed stolu", the first
  // card on the table) now sorts with the yellow cards by name: the first
  // of them, after the white terrain cards (no track yet).
  auto lil = test::Games()->Get("18Lilliput", "");
  const auto cards = Ids(*lil);
  size_t first = 0;
  while (first < cards.size() && lil->Tiles().at(cards[first]).color == "white") ++first;
  REQUIRE(first < cards.size());
  CHECK(cards[first] == "Mildendo");
  CHECK(At(cards, "terminus-60") < At(cards, "track-straight"));
  CHECK(At(cards, "track-straight") < At(cards, "Y-green"));
  // Every yellow and red card before every green one, every gray one before the blue sea.
  size_t last_first = 0, first_green = cards.size();
  for (size_t i = 0; i < cards.size(); ++i) {
    const std::string& color = lil->Tiles().at(cards[i]).color;
    if (color == "yellow" || color == "red") last_first = i;
    if (color == "green") first_green = std::min(first_green, i);
  }
  CHECK(last_first < first_green);
  CHECK(At(cards, "fixed-city") < At(cards, "sea"));
}

TEST_CASE("18Lilliput (001 lines 208-217): the set-up cards, of colours no phase brings, are exempt from the checkerboard") {
  auto lil = test::Games()->Get("18Lilliput", "");
  CHECK(PhasedColor(*lil, "yellow"));
  CHECK(PhasedColor(*lil, "brown"));
  CHECK_FALSE(PhasedColor(*lil, "gray"));  // (mines and fixed cards: scenario cards)
  CHECK_FALSE(PhasedColor(*lil, "red"));   // (Mildendo)
}

// 1846's Mail Contract (g_1846/game.rb revenue_for, lines 455-458; maps/1846
// privates: MAIL most_stops_bonus: 10): the company holding it earns 10 for
// each stop of its route visiting the most. B&O's 7/8 and 6 earn 530
// (fixtures/1846/bo-cumberland-stlouis-7-8.yaml); the 7/8 visits 8 stops.
TEST_CASE("1846: the company holding the Mail Contract earns the game's most-stops bonus, no other company") {
  const std::string fixture = test::ReadText(test::kFixtures + "1846/bo-cumberland-stlouis-7-8.yaml");
  auto held_by = [&](const std::string& owner) {
    return test::Replaced(fixture, "\ncompanies:\n", "\nprivates: {MAIL: \"" + owner + "\"}\ncompanies:\n");
  };
  const Case bo(held_by("B&O"), "B&O");
  CHECK(bo.net->company().most_stops.per_stop == 10);
  CHECK(bo.net->company().most_stops.company == "MAIL");
  CHECK(bo.Income() == 530 + 8 * 10);
  const Case other(held_by("NYC"), "B&O");
  CHECK(other.net->company().most_stops.per_stop == 0);
  CHECK(other.Income() == 530);
  // (a company key says it otherwise: the file's word is kept)
  const Case own(test::Replaced(held_by("B&O"), "{trains: [\"7/8\", \"6\"]}",
                                "{trains: [\"7/8\", \"6\"], most_stops_bonus: {per_stop: 20, company: MAIL}}"),
                 "B&O");
  CHECK(own.Income() == 530 + 8 * 20);
}

TEST_CASE("a private the game does not have, held in a position's privates:, is refused on its line") {
  const std::string text = test::Replaced(test::ReadText(test::kFixtures + "1846/bo-cumberland-stlouis-7-8.yaml"),
                                          "\ncompanies:\n", "\nprivates: {MAYL: \"B&O\"}\ncompanies:\n");
  CHECK_THROWS_WITH_AS(test::Load(ParsePosition(text, "mayl.yaml"), "B&O"),
                       doctest::Contains("privates: MAYL is not a private of 1846"), InputError);
}

// A position exported from 18xx.games writes every colour the site knows
// (1836jr30's offboards a gray value, though no phase of 1836jr30 reads
// gray): a key no phase's colour nor any train's revenue_key is not read,
// the phase's colour is. (The game's own data may hold only keys it reads:
// CheckGame, tests/cli/show.cmake cli.show.revenue_key_unread.)
TEST_CASE("a position's stop revenue under a key no train reads is left unread, a train's revenue_key is read") {
  const std::string fixture = test::ReadText(test::kFixtures + "1889/ir-imabari-diesel.yaml");
  const std::string inline_g4 = test::Replaced(
      fixture, "  G4: {tile: \"57\", rotation: 2}\n",
      "  G4: {color: yellow, stops: {c0: {kind: city, revenue: {yellow: 20, brown: 40, gray: 50}}}, "
      "paths: [[2, c0], [c0, 5]]}\n");
  const Case g4(inline_g4, "IR");
  CHECK(g4.board->stops()[g4.board->FindStop("G4.c0")].value == 40);
  CHECK(g4.board->stops()[g4.board->FindStop("G4.c0")].keyed_values.empty());
  const Case imabari(fixture, "IR");
  const Stop& f1 = imabari.board->stops()[imabari.board->FindStop("F1.o0")];
  CHECK(f1.value == 60);
  CHECK(f1.keyed_values == std::vector<std::pair<std::string, int>>{{"diesel", 100}});
  CHECK(imabari.Income() == 270);
}
