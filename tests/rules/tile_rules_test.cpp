// Tests lib/rules/tile_rules.cpp: the tile lays the rules module allows
// (Rules::CheckLay, Lays): special tiles, red home tiles, 18Lilliput's cards,
// the terrain a first tile pays (and 18xx.games' reading of it).
// Each case cites the rulebook line it comes from (shared/rules/).
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/reach.h"
#include "xxroute/rules.h"

using namespace xxroute;

TEST_CASE("18CZ VIII.6: purple-edged tiles only with a local railway's ability, never proposed") {
  // 000_*.txt lines 758-759.
  auto lp = test::LoadFile(test::kSource + "fixtures/example.yaml");
  Rules rules = lp->rules();
  CHECK(test::Contains(rules.CheckLay("E14", "8866p", 0).why, "laid only with a local railway's ability"));
  for (const Lay& lay : rules.Lays({})) CHECK(lp->game()->Tiles().at(lay.tile).special.empty());
}

TEST_CASE("18CZ VIII.6: a purple-edged tile keeps the phase's colours, on a loaded board as in a lay") {
  // 000_*.txt lines 217-220: the local railway's ability lays a purple-edged
  // tile, "В остальном укладка тайла должна соответствовать правилам"
  // (otherwise the lay must keep the rules); lines 751-752: "Зеленые тайлы
  // становятся доступными после продажи или экспорта первого d-поезда"
  // (green tiles from the first d-train). A green 8866p on H7 in phase c
  // (yellow only) is no state of a game; in phase d it is.
  auto board = [](const std::string& phase) {
    return "game: 18CZ\nphase: " + phase + "\nhexes:\n  H7: {tile: \"8866p\", rotation: 2}\n"
           "companies:\n  BCB: {trains: [\"2\"]}\n";
  };
  CHECK_THROWS_WITH_AS(test::LoadText(board("c")), "test.yaml:4: hex H7: tile 8866p (green) is not available in phase c",
                       InputError);
  CHECK_NOTHROW(test::LoadText(board("d")));
}

TEST_CASE("18CZ VII.5: a red home tile is its own company's") {
  // 000_*.txt lines 732-734: only the state railway lays its red tile.
  auto lp = test::LoadFile(test::kSource + "fixtures/example.yaml");
  CHECK(test::Contains(lp->rules().CheckLay("H5", "8898", 0).why, "only BY lays it"));
}

TEST_CASE("18Lilliput: a new card touches the table and alternates with its neighbours") {
  // 001_*.txt lines 195-196 (touching), 208-217 (city cards and plain cards alternate).
  auto lp = test::LoadFile(test::kSource + "fixtures/18Lilliput/gvr-scenario-mine-passed.yaml");
  Rules rules = lp->rules();
  CHECK(test::Contains(rules.CheckLay("A1", "track-straight", 0).why, "must touch a card already laid"));
  CHECK(test::Contains(rules.CheckLay("C3", "city-straight", 1).why, "city cards may not share a side"));
  bool new_cell = false;
  for (const Lay& lay : rules.Lays({})) new_cell = new_cell || lp->board().FindHex(lay.hex) < 0;
  CHECK(new_cell);  // the table grows
}

TEST_CASE("18Lilliput: a character card is never upgraded (001 lines 392-393, 472)") {
  // The general's city is laid as a yellow city and stays one, though a yellow city
  // card takes the green one by the colour rule.
  auto lp = test::LoadText(R"(game: 18Lilliput
phase: "3"
base_map: false
hexes:
  D3: {tile: general-straight, rotation: 0, tokens: [GVR]}
companies:
  GVR: {trains: ["2"]}
)", "GVR");
  Rules rules = lp->rules();
  CHECK(test::Contains(rules.CheckLay("D3", "city-green", 0).why, "general-straight is never upgraded"));
  for (const Lay& lay : rules.Lays({})) CHECK(lay.hex != "D3");
}

TEST_CASE("1836jr 003 line 166: the first tile on a printed yellow hex is an upgrade, free (18xx.games charges it)") {
  // tests/data/turn/jr56-nbds-e11.yaml: NBDS at home on E11 (printed yellow, water 40).
  auto book = test::LoadFile(test::kSource + "tests/data/turn/jr56-nbds-e11.yaml", "NBDS");
  const Lay free = book->rules().CheckLay("E11", "59", 4);
  REQUIRE(free.ok);
  CHECK(free.cost == 0);
  CHECK(free.reading.empty());
  // terrain_reading: 18xx.games, as its records pay it (R56 actions 91, 234, 333).
  auto engine = test::LoadFile(test::kSource + "tests/data/turn/jr56-nbds-e11-engine.yaml", "NBDS");
  const Lay paid = engine->rules().CheckLay("E11", "59", 4);
  REQUIRE(paid.ok);
  CHECK(paid.cost == 40);
  CHECK(paid.cost_text == "terrain 40");
  CHECK(test::Contains(paid.reading, "as 18xx.games charges it"));
}

TEST_CASE("18CZ VIII.3, 000 lines 672, 783: the first tile on Praha upgrades its printed cities, free") {
  // Praha E12 is printed white with its two cities' track and river 10.
  const std::string praha = R"(game: 18CZ
phase: b
hexes:
  E12: {tokens: {c1: [BN]}}
companies:
  BN: {trains: ["2+2"], treasury: 100}
)";
  const Lay free = test::LoadText(praha, "BN")->rules().CheckLay("E12", "8889", 1);
  REQUIRE(free.ok);
  CHECK(free.cost == 0);
  // 18xx.games charges the river with the first tile (29247 action 117: BCB pays 10).
  const Lay paid = test::LoadText("terrain_reading: 18xx.games\n" + praha, "BN")->rules().CheckLay("E12", "8889", 1);
  REQUIRE(paid.ok);
  CHECK(paid.cost == 10);
  CHECK(test::Contains(paid.reading, "by the rulebook an upgrade, free"));
}

TEST_CASE("18CZ IV.1, 000 lines 244-247: a local railway's purple tile by its size (small green, medium brown too, large gray too)") {
  const std::string example = test::ReadText(test::kSource + "fixtures/example.yaml");
  auto lp = test::LoadText(test::Replaced(example, "hexes:\n", "privates: {S1: BN, M4: BN, L1: BN}\nhexes:\n"), "BN");
  const Rules rules = lp->rules();
  CHECK(test::Contains(rules.CheckLay("C26", "216p", 0, "S1").why,
                       "S1 lays one of 14p, 15p, 887p, 888p, 8866p, or a tile free of terrain, not 216p"));
  CHECK_FALSE(test::Contains(rules.CheckLay("C26", "216p", 0, "M4").why, "M4 lays one of"));
  CHECK(test::Contains(rules.CheckLay("C26", "595p", 0, "M4").why, "M4 lays one of 14p, 15p, 887p, 888p, 8866p, 216p"));
  CHECK_FALSE(test::Contains(rules.CheckLay("C26", "595p", 0, "L1").why, "L1 lays one of"));
}

TEST_CASE("1824 VII.7 (002 lines 606, 627): the first tile on printed Wien is an upgrade, free (18xx.games charges it)") {
  // 002 lines 606, 627: a tile on printed Wien is an upgrade, free; the site
  // has it pay the hex's 20, which a position with terrain_reading:
  // 18xx.games does, said as such with the rulebook's line.
  const std::string text = "game: \"1824\"\nphase: \"2\"\nhexes:\n  E12: {tokens: {c0: [SD1]}}\ncompanies:\n  SD1: {trains: []}\n";
  for (const std::string reading : {"rulebook", "18xx.games"}) {
    auto lp = test::Load(ParsePosition(text + "terrain_reading: " + reading + "\n", "game.yaml"), "SD1");
    const Lay lay = lp->rules().CheckLay("E12", "499", 0);
    REQUIRE(lay.ok);
    CHECK(lay.cost == (reading == "rulebook" ? 0 : 20));
    CHECK(test::Contains(lay.reading, "as 18xx.games charges it (terrain_reading: 18xx.games); by the rulebook an "
                                      "upgrade, free (1824 VII.7, 002 lines 606, 627") == (reading != "rulebook"));
  }
  // A later tile there (green, phase 3) is free under either reading.
  const std::string yellow = test::Replaced(test::Replaced(text, "E12: {tokens: {c0: [SD1]}}",
                                                           "E12: {tile: \"499\", rotation: 0, tokens: {c0: [SD1]}}"),
                                            "phase: \"2\"", "phase: \"3\"");
  auto green = test::Load(ParsePosition(yellow + "terrain_reading: 18xx.games\n", "game.yaml"), "SD1");
  int legal = 0;
  for (int r = 0; r < 6; ++r)
    if (const Lay lay = green->rules().CheckLay("E12", "491", r); lay.ok) {
      ++legal;
      CHECK(lay.cost == 0);
      CHECK(lay.reading.empty());
    }
  CHECK(legal > 0);
}

TEST_CASE("1824 X.3 (002 line 952): a construction railway lays track free of terrain (company_types free_terrain)") {
  // B13 is a double town with water (20, maps/1824-cisleithania/NOTES.md);
  // EOD's home is its mine A12. The same lay by a coal railway pays it.
  auto board = [](const std::string& type) {
    return "game: \"1824-cisleithania\"\nphase: \"2\"\nhexes:\n  A12: {tokens: [EOD]}\ncompanies:\n  EOD: {type: " + type +
           ", treasury: 0, trains: []}\n";
  };
  auto construction = test::LoadText(board("construction_railway"), "EOD");
  const Lay free = construction->rules().CheckLay("B13", "56", 5);
  REQUIRE_MESSAGE(free.ok, free.why);
  CHECK(free.cost == 0);
  CHECK(free.cost_text == "terrain 20 not paid");
  auto coal = test::LoadText(board("minor"), "EOD");
  const Lay paid = coal->rules().CheckLay("B13", "56", 5);
  REQUIRE_MESSAGE(paid.ok, paid.why);
  CHECK(paid.cost == 20);
}

TEST_CASE("1830: a private blocks its hexes while a player holds it, not once a corporation owns it or it closes") {
  // 18xx.games g_1830/entities.rb: BO blocks I13 and I15, Baltimore, the
  // B&O's home (ability blocks_hexes, owner_type player); the first 5
  // closes the privates. B&O upgrades its own Baltimore in phase 3.
  auto lay = [](const std::string& extra, const std::string& phase = "3") {
    const std::string yaml = "game: \"1830\"\nphase: \"" + phase + "\"\nhexes:\n  I15: {tokens: [B&O]}\n" + extra +
                             "companies:\n  B&O: {trains: [\"4\"]}\n";
    auto lp = test::Load(ParsePosition(yaml, "t.yaml"), "B&O");
    std::string why;
    for (const auto& [tile, def] : lp->game()->Tiles())
      for (int r = 0; r < 6; ++r)
        if (const Lay l = lp->rules().CheckLay("I15", tile, r); l.ok) return std::string("ok");
        else if (why.empty() || test::Contains(l.why, "blocked")) why = l.why;
    return why;
  };
  const std::string held = "privates: {BO: \"Player 2\"}\n";
  CHECK(test::Contains(lay(held), "hex I15 is blocked while a player holds the private BO (Player 2, 1830 (18xx.games"));
  CHECK(lay("privates: {BO: \"B&O\"}\n") == "ok");  // a corporation's
  CHECK(lay("") == "ok");                              // the bank's, or closed and off the list
  CHECK(lay(held + "closed: [BO]\n") == "ok");
  CHECK(lay(held, "5") == "ok");                        // the first 5 closes the privates
}

TEST_CASE("1830: the CS's owning corporation lays 3, 4 or 58 on B20, joined to its track or not, once") {
  // 18xx.games g_1830/entities.rb: CS ability tile_lay (owner_type
  // corporation, hexes B20, tiles 3 4 58, count 1): "may lay a tile on the
  // CS's hex even if this hex is not connected to the corporation's track".
  // NYC's track (Albany, E19) is far from Burlington (B20).
  auto rules_with = [](const std::string& extra) {
    const std::string yaml = "game: \"1830\"\nphase: \"3\"\nhexes:\n  E19: {tokens: [NYC]}\n" + extra +
                             "companies:\n  NYC: {trains: [\"3\"]}\n";
    return test::Load(ParsePosition(yaml, "t.yaml"), "NYC");
  };
  auto owned = rules_with("privates: {CS: NYC}\n");
  CHECK(owned->rules().CheckLay("B20", "3", 0, "CS").ok);
  CHECK(owned->rules().CheckLay("B20", "58", 0, "CS").ok);
  CHECK(test::Contains(owned->rules().CheckLay("B20", "3", 0).why, "does not join NYC's track"));  // not by the ability
  CHECK(test::Contains(owned->rules().CheckLay("B20", "57", 0, "CS").why, "CS lays one of 3, 4, 58, not 57"));
  CHECK(test::Contains(owned->rules().CheckLay("B22", "3", 0, "CS").why, "CS lays on B20, not on B22"));
  CHECK(test::Contains(rules_with("privates: {CS: NYC}\nprivates_used: [CS]\n")->rules().CheckLay("B20", "3", 0, "CS").why,
                       "CS's ability was used"));
  CHECK(test::Contains(rules_with("privates: {CS: PRR}\n")->rules().CheckLay("B20", "3", 0, "CS").why, "CS is PRR's, not NYC's"));
  CHECK(test::Contains(owned->rules().CheckLay("B20", "3", 0, "SV").why, "the private SV has no ability to lay a tile"));
}

TEST_CASE("1830: the DH's owning corporation lays 57 on F16 paying the mountain, then a free station there, unjoined") {
  // 18xx.games g_1830/entities.rb: DH ability teleport (tiles 57, hexes
  // F16): "place a tile and station token in the DH hex F16 for only the
  // $120 cost of the mountain. The station does not have to be connected".
  auto load = [](const std::string& extra) {
    const std::string yaml = "game: \"1830\"\nphase: \"3\"\nhexes:\n  H12: {tokens: [PRR]}\n" + extra +
                             "companies:\n  PRR: {trains: [\"3\"]}\n";
    return test::Load(ParsePosition(yaml, "t.yaml"), "PRR");
  };
  const Lay lay = load("privates: {DH: PRR}\n")->rules().CheckLay("F16", "57", 0, "DH");
  REQUIRE(lay.ok);
  CHECK(lay.cost == 120);
  // The station: only after the tile (the card turned over), on F16, free.
  CHECK(test::Contains(load("privates: {DH: PRR}\n")->rules().CheckStation("F16", "", "DH").why,
                       "DH's station follows its tile"));
  auto laid = load("  F16: {tile: \"57\", rotation: 0}\nprivates: {DH: PRR}\nprivates_used: [DH]\n");
  const Station st = laid->rules().CheckStation("F16", "", "DH");
  REQUIRE(st.ok);
  CHECK(st.cost == 0);
  CHECK(test::Contains(laid->rules().CheckStation("F16", "").why, "PRR's track does not reach"));  // not by the ability
  CHECK(test::Contains(laid->rules().CheckStation("H10", "", "DH").why, "DH's station goes on F16, not on H10"));
  CHECK(test::Contains(load("privates: {DH: NYC}\n")->rules().CheckLay("F16", "57", 0, "DH").why, "DH is NYC's, not PRR's"));
}

TEST_CASE("1830: the first tile on printed New York pays its 80 by any reading (no rule makes that upgrade free)") {
  // 18xx.games g_1830/map.rb: G19 printed yellow with upgrade=cost:80; the
  // game data writes no rules: printed_upgrade (maps/1830/NOTES.md).
  auto cost = [](const std::string& reading) {
    const std::string yaml = "game: \"1830\"\nphase: \"3\"\n" + reading + "hexes:\n  G19: {tokens: {c0: [NYNH]}}\n" +
                             "companies:\n  NYNH: {trains: [\"3\"]}\n";
    auto lp = test::Load(ParsePosition(yaml, "t.yaml"), "NYNH");
    for (int r = 0; r < 6; ++r)
      if (const Lay l = lp->rules().CheckLay("G19", "54", r); l.ok) return l.cost;
    return -1;
  };
  CHECK(cost("") == 80);
  CHECK(cost("terrain_reading: 18xx.games\n") == 80);
}

TEST_CASE("1846: every tile laid costs at least 20, the terrain where it is more (rules: tile_cost)") {
  // 18xx.games g_1846/game.rb: TILE_COST = 20, upgrade_cost [TILE_COST, super].max.
  // GT lays its home, Port Huron (B16, no terrain); C&O from I15: H16 a
  // mountain of 40.
  auto lay = [](const std::string& company, const std::string& home, const std::string& hex, const std::string& tile) {
    const std::string yaml = "game: \"1846\"\nphase: I\nhexes:\n  " + home + ": {tokens: [\"" + company + "\"]}\n" +
                             "companies:\n  \"" + company + "\": {trains: [\"4\"]}\n";
    auto lp = test::Load(ParsePosition(yaml, "t.yaml"), company);
    for (int r = 0; r < 6; ++r)
      if (const Lay l = lp->rules().CheckLay(hex, tile, r); l.ok) return l;
    return Lay{};
  };
  const Lay plain = lay("GT", "B16", "B16", "5");
  REQUIRE(plain.ok);
  CHECK(plain.cost == 20);
  CHECK(plain.cost_text == "tile lay 20");
  const Lay mountain = lay("C&O", "I15", "H16", "7");
  REQUIRE(mountain.ok);
  CHECK(mountain.cost == 40);
  CHECK(mountain.cost_text == "terrain 40");
}

TEST_CASE("1846: a printed side's cost is paid by the tile whose track first crosses it, once") {
  // 18xx.games g_1846/map.rb: E19 border=edge:5,type:mountain,cost:40 and F20
  // (PRR's home, printed track to its side 2) the same side; Engine::Step::
  // Tracker remove_border_calculate_cost! charges it when both hexes reach
  // the side, and removes it. PRR's first tile on E19 pays 20 and the side's
  // 40; its upgrade there, the side crossed already, pays 20.
  auto lay = [](const std::string& phase, const std::string& e19, const std::string& tile) {
    const std::string yaml = "game: \"1846\"\nphase: " + phase + "\nhexes:\n  F20: {tokens: [PRR]}\n" + e19 +
                             "companies:\n  PRR: {trains: [\"4\"]}\n";
    auto lp = test::Load(ParsePosition(yaml, "t.yaml"), "PRR");
    for (int r = 0; r < 6; ++r)
      if (const Lay l = lp->rules().CheckLay("E19", tile, r); l.ok) return l;
    return Lay{};
  };
  const Lay first = lay("I", "", "7");
  REQUIRE(first.ok);
  CHECK(first.cost == 60);
  CHECK(first.cost_text == "tile lay 20, side 5 40");
  const Lay upgrade = lay("II", "  E19: {tile: \"7\", rotation: 4}\n", "18");
  CHECK_MESSAGE(upgrade.ok, upgrade.why);
  CHECK(upgrade.cost == 20);
}

TEST_CASE("1889: the SMR's corporation pays no terrain on a mountain without a river (a private's terrain_discount)") {
  // 18xx.games g_1889/entities.rb: SMR tile_discount 80, terrain mountain,
  // owner_type corporation; map.rb: A8 and B9 terrain:mountain, 80. UR's
  // home is Uwajima (B7).
  auto lay = [](const std::string& privates) {
    const std::string yaml = "game: \"1889\"\nphase: \"2\"\nhexes:\n  B7: {tokens: [UR]}\n" + privates +
                             "companies:\n  UR: {trains: [\"2\"]}\n";
    auto lp = test::Load(ParsePosition(yaml, "t.yaml"), "UR");
    for (const std::string hex : {"A8", "B9"})
      for (int r = 0; r < 6; ++r)
        if (const Lay l = lp->rules().CheckLay(hex, "7", r); l.ok) return l;
    return Lay{};
  };
  const Lay plain = lay("");
  REQUIRE(plain.ok);
  CHECK(plain.cost == 80);
  const Lay smr = lay("privates: {SMR: UR}\n");
  REQUIRE(smr.ok);
  CHECK(smr.cost == 0);
  CHECK(smr.cost_text == "terrain 80, 80 off by SMR");
  CHECK(lay("privates: {SMR: Anna}\n").cost == 80);  // a player's: no discount
}

TEST_CASE("1846: the Lake Shore Line's corporation upgrades Toledo or Cleveland once more, free (a private's free lay)") {
  // 18xx.games g_1846/entities.rb: LSL tile_lay, free, hexes D14 E17, tiles
  // 14 15 619 294 295 296, count 1. NYC's station is on Toledo (D14, 57).
  auto lay = [](const std::string& privates, const std::string& ability) {
    const std::string yaml = "game: \"1846\"\nphase: II\nhexes:\n  D14: {tile: \"57\", rotation: 0, tokens: [NYC]}\n" +
                             privates + "companies:\n  NYC: {trains: [\"4\"]}\n";
    auto lp = test::Load(ParsePosition(yaml, "t.yaml"), "NYC");
    for (const std::string tile : {"14", "15", "619"})
      for (int r = 0; r < 6; ++r)
        if (const Lay l = lp->rules().CheckLay("D14", tile, r, ability); l.ok) return l;
    return Lay{};
  };
  const Lay paid = lay("", "");
  REQUIRE(paid.ok);
  CHECK(paid.cost == 20);  // (rules: tile_cost)
  const Lay free = lay("privates: {LSL: NYC}\n", "LSL");
  REQUIRE(free.ok);
  CHECK(free.cost == 0);
  CHECK(free.cost_text == "20 not paid: free by LSL");
  CHECK_FALSE(lay("privates: {LSL: NYC}\nprivates_used: [LSL]\n", "LSL").ok);
}

namespace {

// A position of `game` where `company` runs, the private lays of the move
// under way being `laid` (as apply records them: Position::move_so_far).
std::unique_ptr<LoadedPosition> MoveUnderWay(const std::string& yaml, const std::string& company,
                                             const std::vector<std::pair<std::string, std::string>>& laid,
                                             const std::vector<std::string>& bought = {}) {
  Position pos = ParsePosition(yaml, "t.yaml");
  pos.move_so_far.ability_lays = laid;
  pos.move_so_far.privates_bought = bought;
  return test::Load(std::move(pos), company);
}

}  // namespace

TEST_CASE("1846: the Michigan Central lays two free yellow tiles on B10 and B12 in one move, the second joining the first") {
  // 18xx.games g_1846/entities.rb: MC tile_lay, free, count 2,
  // must_lay_together, hexes B10 B12, tiles 7 8 9; check_connect: the laid
  // tiles join each other. B12 lies beyond B10's side 1 (tile 9 at 1 runs
  // across both). GT's home is Detroit (C15), far from either.
  const std::string base = "game: \"1846\"\nphase: I\nhexes:\n  C15: {tokens: [GT]}\n";
  const std::string owned = "privates: {MC: GT}\ncompanies:\n  GT: {trains: [\"2\"]}\n";
  auto first = MoveUnderWay(base + owned, "GT", {});
  const Lay b10 = first->rules().CheckLay("B10", "9", 1, "MC");
  REQUIRE(b10.ok);
  CHECK(b10.cost == 0);
  CHECK(b10.cost_text == "20 not paid: free by MC");
  // The second, in the same move: joined to B10's straight, or refused.
  const std::string laid = base + "  B10: {tile: \"9\", rotation: 1}\n" + owned + "privates_used: [MC]\n";
  auto second = MoveUnderWay(laid, "GT", {{"MC", "B10"}});
  CHECK(second->rules().CheckLay("B12", "9", 1, "MC").ok);
  CHECK(test::Contains(second->rules().CheckLay("B12", "7", 4, "MC").why,
                       "MC's tiles join each other: the tile on B12 does not join B10"));
  // A later move: the card is turned over.
  auto later = MoveUnderWay(laid, "GT", {});
  CHECK(test::Contains(later->rules().CheckLay("B12", "9", 1, "MC").why,
                       "MC's ability was used (its card is turned over); its 2 lays are made in one move"));
  // Two lays at most.
  const std::string both = base + "  B10: {tile: \"9\", rotation: 1}\n  B12: {tile: \"9\", rotation: 1}\n" + owned +
                           "privates_used: [MC]\n";
  CHECK_FALSE(MoveUnderWay(both, "GT", {{"MC", "B10"}, {"MC", "B12"}})->rules().CheckLay("B12", "9", 1, "MC").ok);
}

TEST_CASE("18Chesapeake: the C-P's two tiles are laid in one move or none (a private's lays all)") {
  // 18xx.games g_18_chesapeake/entities.rb: C-P tile_lay count 2,
  // must_lay_together, must_lay_all, hexes H2 I3; special_track.rb
  // process_pass: "must use all its tile lays".
  const std::string yaml = "game: 18Chesapeake\nphase: \"3\"\nhexes:\n  H2: {tile: \"8\", rotation: 5}\n"
                           "privates: {C-P: PRR}\nprivates_used: [C-P]\ncompanies:\n  PRR: {trains: [\"2\"]}\n";
  auto one = MoveUnderWay(yaml, "PRR", {{"C-P", "H2"}});
  CHECK(test::Contains(UnfinishedAbilityLays(*one->game(), one->position()),
                       "C-P lays its 2 tiles in one move, on H2, I3; this move lays H2"));
  auto two = MoveUnderWay(yaml, "PRR", {{"C-P", "H2"}, {"C-P", "I3"}});
  CHECK(UnfinishedAbilityLays(*two->game(), two->position()).empty());
  auto none = MoveUnderWay(yaml, "PRR", {});
  CHECK(UnfinishedAbilityLays(*none->game(), none->position()).empty());
}

TEST_CASE("1846: the Little Miami joins Cincinnati and Dayton, 20 off each lay, only while no track joins them") {
  // 18xx.games g_1846/entities.rb: LM tile_lay discount 20, count 2,
  // must_lay_together, hexes H12 G13; game.rb check_little_miami_graph_before!:
  // "are already connected, cannot use Little Miami". Dayton's 5 at 0 and
  // Cincinnati's 291 at 2 join across their side.
  const std::string owned = "privates: {LM: NYC}\ncompanies:\n  NYC: {trains: [\"2\"]}\n";
  const std::string base = "game: \"1846\"\nphase: I\nhexes:\n  D20: {tokens: [NYC]}\n";
  auto first = MoveUnderWay(base + owned, "NYC", {});
  const Lay dayton = first->rules().CheckLay("G13", "5", 0, "LM");
  REQUIRE(dayton.ok);
  CHECK(dayton.cost == 0);
  CHECK(dayton.cost_text == "tile lay 20, 20 off by LM");
  const std::string one = base + "  G13: {tile: \"5\", rotation: 0}\n" + owned + "privates_used: [LM]\n";
  CHECK(MoveUnderWay(one, "NYC", {{"LM", "G13"}})->rules().CheckLay("H12", "291", 2, "LM").ok);
  CHECK(test::Contains(MoveUnderWay(one, "NYC", {{"LM", "G13"}})->rules().CheckLay("H12", "291", 0, "LM").why,
                       "does not join G13"));
  const std::string joined = base + "  G13: {tile: \"5\", rotation: 0}\n  H12: {tile: \"291\", rotation: 2}\n" + owned;
  CHECK(test::Contains(MoveUnderWay(joined, "NYC", {})->rules().CheckLay("G13", "14", 0, "LM").why,
                       "track already joins H12 and G13"));
}

TEST_CASE("1846: track joining Cincinnati and Dayton by a detour, not across their side, also ends the Little Miami") {
  // game.rb check_little_miami_graph_before! walks any track from
  // Cincinnati (no blocking): a city tile on each pointing at G11, their
  // common neighbour, and a sharp curve 7 on G11 joining the two.
  const std::string owned = "privates: {LM: NYC}\ncompanies:\n  NYC: {trains: [\"2\"]}\n";
  const std::string base = "game: \"1846\"\nphase: I\nhexes:\n  D20: {tokens: [NYC]}\n";
  auto empty = MoveUnderWay(base + owned, "NYC", {});
  const Board& b = empty->board();
  auto edge_to = [&](const std::string& from, const std::string& to) {
    for (int e = 0; e < 6; ++e)
      if (b.Neighbour(b.FindHex(from), e) == b.FindHex(to)) return e;
    return -1;
  };
  const int g11_g13 = edge_to("G11", "G13"), g11_h12 = edge_to("G11", "H12");
  REQUIRE(g11_g13 >= 0);
  REQUIRE(g11_h12 >= 0);
  const bool next = (g11_g13 + 1) % 6 == g11_h12, before = (g11_h12 + 1) % 6 == g11_g13;
  REQUIRE(next != before);  // (G13 and H12 are neighbours: their sides of G11 are next to each other)
  const int curve = next ? g11_g13 : g11_h12;  // (tile 7 joins sides 0 and 1)
  auto at = [](const std::string& hex, const std::string& tile, int rotation) {
    return "  " + hex + ": {tile: \"" + tile + "\", rotation: " + std::to_string(rotation) + "}\n";
  };
  // Cincinnati's Z tile 292 (sides 0 and 2) turned to G11, its other side
  // onto a hex of the map other than Dayton.
  int cincinnati = -1;
  for (int r : {edge_to("H12", "G11"), (edge_to("H12", "G11") + 4) % 6}) {
    const int other = b.Neighbour(b.FindHex("H12"), r == edge_to("H12", "G11") ? (r + 2) % 6 : r);
    if (other >= 0 && other != b.FindHex("G13")) cincinnati = r;
  }
  REQUIRE(cincinnati >= 0);
  const std::string cities = at("G13", "57", edge_to("G13", "G11") % 3) + at("H12", "292", cincinnati);
  const std::string detour = base + cities + at("G11", "7", curve) + owned;
  const auto joined = MoveUnderWay(detour, "NYC", {});
  REQUIRE(TrackJoins(joined->board(), "H12", "G13"));
  CHECK(test::Contains(joined->rules().CheckLay("G13", "14", 0, "LM").why, "track already joins H12 and G13"));
  // Without the curve the two cities are not joined: the ability stands.
  const std::string apart = base + cities + owned;
  CHECK_FALSE(test::Contains(MoveUnderWay(apart, "NYC", {})->rules().CheckLay("G13", "14", 0, "LM").why, "already joins"));
}

TEST_CASE("1889: the Ehime Railway's green tile on Ohzu is laid as a corporation buys it, not later") {
  // 18xx.games g_1889/entities.rb: ER tile_lay when 'sold', hexes C4,
  // tiles 12 13 14 15 205 206: "When this company is sold to a
  // corporation, the selling player may immediately place a green tile".
  const std::string yaml = "game: \"1889\"\nphase: \"3\"\nprivates: {ER: AR}\n"
                           "companies:\n  AR: {trains: [\"3\"]}\n";
  CHECK(MoveUnderWay(yaml, "AR", {}, {"ER"})->rules().CheckLay("C4", "14", 1, "ER").ok);
  CHECK(test::Contains(MoveUnderWay(yaml, "AR", {})->rules().CheckLay("C4", "14", 1, "ER").why,
                       "ER lays only in the move that buys it"));
}

TEST_CASE("1889: the Mitsubishi Ferry's port tile is laid by the player who holds it, never by a company") {
  // 18xx.games g_1889/entities.rb: MF tile_lay, owner_type player, hexes B11
  // G10 I12 J9, tiles 437: "Player owner may place the port tile on a
  // coastal town ... need not control a corporation or have connectivity".
  const std::string yaml = "game: \"1889\"\nphase: \"3\"\nprivates: {MF: Cy}\ncompanies:\n  KO: {trains: [\"3\"]}\n";
  auto lp = test::Load(ParsePosition(yaml, "t.yaml"), "KO");
  const Company nobody;  // (Rules keeps a reference to its company)
  const Rules players(lp->board(), nobody);
  CHECK(players.CheckLay("G10", "437", 2, "MF").ok);
  CHECK(test::Contains(players.CheckLay("G12", "437", 2, "MF").why, "MF lays on B11, G10, I12, J9, not on G12"));
  CHECK(test::Contains(lp->rules().CheckLay("G10", "437", 2, "MF").why, "MF is laid by Cy, who holds it, not by KO"));
  CHECK(test::Contains(lp->rules().CheckLay("G10", "437", 2).why, "tile 437 is laid only with the Mitsubishi Ferry"));
  auto held = test::Load(ParsePosition("game: \"1889\"\nphase: \"3\"\nprivates: {MF: KO}\ncompanies:\n  KO: {trains: [\"3\"]}\n",
                                       "t.yaml"), "KO");
  CHECK(test::Contains(Rules(held->board(), nobody).CheckLay("G10", "437", 2, "MF").why, "KO is a company"));
}

TEST_CASE("1846: IC lays its yellow tiles on the IC icons for free (a company's lay_discount)") {
  // 18xx.games g_1846/entities.rb IC tile_lay ability: discount 20, hexes
  // E5 F6 G5 H6 J4, tiles 7 8 9. IC's home is Cairo (K3), beside J4.
  auto lay = [](const std::string& company, const std::string& hex) {
    const std::string yaml = "game: \"1846\"\nphase: I\nhexes:\n  K3: {tokens: [" + company + "]}\ncompanies:\n  " + company +
                             ": {trains: [\"2\"]}\n";
    return test::Load(ParsePosition(yaml, "t.yaml"), company)->rules().CheckLay(hex, "8", 0);
  };
  const Lay ic = lay("IC", "J4");
  REQUIRE(ic.ok);
  CHECK(ic.cost == 0);
  CHECK(ic.cost_text == "tile lay 20, 20 off by IC's lay_discount");
  const Lay other = lay("GT", "J4");  // (GT stationed on Cairo, as a hypothesis)
  REQUIRE(other.ok);
  CHECK(other.cost == 20);
}

TEST_CASE("1846: the Tunnel Blasting Company's corporation pays 20 less for each mountain side its track crosses") {
  // 18xx.games g_1846/entities.rb: TBC tile_discount 20, terrain mountain;
  // tracker.rb border_cost_discount: a border of the ability's terrain costs
  // the discount less. map.rb: E19 border edge 5, type mountain, cost 40,
  // toward PRR's home Pittsburgh (F20).
  auto lay = [](const std::string& privates) {
    const std::string yaml = "game: \"1846\"\nphase: I\nhexes:\n  F20: {tokens: [PRR]}\n" + privates +
                             "companies:\n  PRR: {trains: [\"2\"]}\n";
    return test::Load(ParsePosition(yaml, "t.yaml"), "PRR")->rules().CheckLay("E19", "9", 2);
  };
  const Lay plain = lay("");
  REQUIRE(plain.ok);
  CHECK(plain.cost == 60);
  CHECK(plain.cost_text == "tile lay 20, side 5 40");
  const Lay tbc = lay("privates: {TBC: PRR}\n");
  REQUIRE(tbc.ok);
  CHECK(tbc.cost == 40);
  CHECK(tbc.cost_text == "tile lay 20, side 5 40, 20 off by TBC");
  CHECK(lay("privates: {TBC: Dee}\n").cost == 60);  // a player's: no discount
}

TEST_CASE("The lays on one hex are the lays of every hex on it, and a hex no lay could join has none") {
  // (the page's sheet of a hex and the apply sequences ask for one hex)
  auto lp = test::LoadFile(test::kSource + "fixtures/example.yaml");
  const Rules rules = lp->rules();
  const std::vector<Lay> all = rules.Lays({});
  const std::vector<std::string> hexes = rules.LayHexes();
  REQUIRE(hexes.size() >= 2);
  size_t found = 0;
  for (const std::string& hex : hexes) {
    CAPTURE(hex);
    std::vector<std::string> want, got;
    for (const Lay& l : all)
      if (l.hex == hex) want.push_back(l.tile + "@" + std::to_string(l.rotation));
    for (const Lay& l : rules.Lays({}, hex)) got.push_back(l.tile + "@" + std::to_string(l.rotation));
    CHECK(got == want);
    found += got.size();
  }
  CHECK(found == all.size());  // (every lay is on one of LayHexes)
  CHECK(rules.Lays({}, "A1").empty());
}
