// Tests lib/rules/station_rules.cpp: where a company may place a station
// (Rules::CheckStation): one per hex, slots held for homes, markers left and
// their cost. Each case cites the rulebook line it comes from (shared/rules/).
#include <doctest/doctest.h>

#include "corpus.h"
#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/rules.h"

using namespace xxroute;

TEST_CASE("stations: one per hex, a free slot not held for another company's home, the next marker's cost") {
  if (!xxroute::test::HaveCorpus()) return;
  // 1836jr 003_*.txt lines 176-178; 18xx.games reserves a home slot until
  // the company places its home station.
  auto lp = test::LoadFile(xxroute::test::kCorpus + "1836jr56/1836jr56_game_end_bank-120.yaml");
  Rules rules = lp->rules();
  Station antwerp = rules.CheckStation("G7", "");
  REQUIRE(antwerp.ok);
  CHECK(antwerp.cost == 100);  // B's third marker: 0, 40, 100, 100
  CHECK(test::Contains(rules.CheckStation("I3", "").why, "held for Nord's home station"));
  CHECK(test::Contains(rules.CheckStation("H6", "").why, "B already has a station in hex H6 (one per hex)"));
}

TEST_CASE("18CZ VIII.6: no station without a marker left") {
  // 000_*.txt lines 800-807: BN has 3 markers, all on the board.
  auto lp = test::LoadFile(test::kSource + "fixtures/example.yaml");
  CHECK(test::Contains(lp->rules().CheckStation("B13", "").why, "BN has no station marker left (3, all on the board)"));
}

TEST_CASE("1824 IV.4.4 (002 lines 341-342, 644): a state railway's home is its pre-state railways' stations") {
  // tests/data/turn/1824-wien-kk.yaml: a corpus position, MS's station in
  // Wien taken off. KK1 and KK2 stand in E12.c1 (brown 493's three-slot
  // city): they are KK's home, so its third slot is not held for KK.
  auto lp = test::LoadFile(test::kSource + "tests/data/turn/1824-wien-kk.yaml", "MS");
  const Station s = lp->rules().CheckStation("E12", "c1");
  CHECK_MESSAGE(s.ok, s.why);
}

TEST_CASE("18CZ VIII.9, 000 lines 1008-1013: after a takeover a station costs the next of the markers the file lists") {
  // BN's 3 markers are on the board; a takeover gave it two more at 100 (`markers:`).
  const std::string example = test::ReadText(test::kSource + "fixtures/example.yaml");
  auto more = test::LoadText(test::Replaced(example, "    type: medium\n", "    type: medium\n    markers: [100, 100]\n"), "BN");
  const Station liberec = more->rules().CheckStation("B13", "");
  REQUIRE(liberec.ok);
  CHECK(liberec.cost == 100);
  REQUIRE(MarkersLeft(more->board(), "BN"));
  CHECK(*MarkersLeft(more->board(), "BN") == std::vector<int>{100, 100});
  // Without the key, those of its charter its stations leave: none.
  CHECK(*MarkersLeft(test::LoadText(example, "BN")->board(), "BN") == std::vector<int>{});
  auto none = test::LoadText(test::Replaced(example, "    type: medium\n", "    type: medium\n    markers: []\n"), "BN");
  CHECK(test::Contains(none->rules().CheckStation("B13", "").why, "BN has no station marker left (its markers: all on the board)"));
}

TEST_CASE("1824 X.4 (002 lines 977-978): the bond railway's stations placed for it anywhere (company_types stations_anywhere)") {
  auto board = [](const std::string& ms_hexes) {
    return "game: \"1824-cisleithania\"\nphase: \"5\"\nhexes:\n" + ms_hexes +
           "companies:\n  MS: {type: bond_railway, share_price: 50, shares: {pool: 100}, trains: []}\n"
           "  BK: {trains: [\"5\"], treasury: 100}\n";
  };
  auto one = test::LoadText(board("  C12: {tokens: [MS]}\n"), "BK");
  CHECK(AnywhereStationRefusal(one->board(), "MS") == "");
  CHECK(AnywhereStationRefusal(one->board(), "BK") == "BK is placed no station by another company");
  // Its three markers on the board: none left.
  auto three = test::LoadText(board("  C12: {tokens: [MS]}\n  B9: {tokens: [MS]}\n  B23: {tokens: [MS]}\n"), "BK");
  CHECK(test::Contains(AnywhereStationRefusal(three->board(), "MS"), "MS has no station marker left"));
}

TEST_CASE("1846: Chicago's south-east city is C&WI's while a player holds it, then its corporation's free extra station") {
  // 18xx.games g_1846/entities.rb: C&WI token ability (hexes D6, city 3,
  // price 0, count 1, extra_action) and reservation D6 city 3, removed when
  // sold. NYC's track reaches no Chicago city: the ability needs none.
  auto rules_with = [](const std::string& privates) {
    const std::string yaml = "game: \"1846\"\nphase: II\nhexes:\n  D20: {tokens: [NYC]}\n" + privates +
                             "companies:\n  NYC: {trains: [\"4\"]}\n";
    return test::Load(ParsePosition(yaml, "t.yaml"), "NYC");
  };
  auto held = rules_with("privates: {\"C&WI\": Dee}\n");
  CHECK(test::Contains(held->rules().CheckStation("D6", "c3").why, "D6.c3 is reserved while a player holds C&WI (Dee)"));
  CHECK(test::Contains(held->rules().CheckStation("D6", "c2").why, "NYC's track does not reach D6.c2"));  // (no reservation)
  CHECK(test::Contains(held->rules().CheckStation("D6", "", "C&WI").why, "C&WI is not NYC's"));
  auto owned = rules_with("privates: {\"C&WI\": NYC}\n");
  const Station st = owned->rules().CheckStation("D6", "", "C&WI");
  REQUIRE(st.ok);
  CHECK(st.stop_id == "c3");
  CHECK(st.cost == 0);
  CHECK(test::Contains(owned->rules().CheckStation("D6", "c2", "C&WI").why, "C&WI's station goes in D6.c3, not c2"));
  CHECK(test::Contains(owned->rules().CheckStation("E7", "", "C&WI").why, "C&WI's station goes on D6, not on E7"));
  CHECK(test::Contains(owned->rules().CheckStation("D6", "c3").why, "NYC's track does not reach D6.c3"));  // (sold: no reservation)
  auto used = rules_with("privates: {\"C&WI\": NYC}\nprivates_used: [\"C&WI\"]\n");
  CHECK(test::Contains(used->rules().CheckStation("D6", "", "C&WI").why, "C&WI's ability was used"));
}

TEST_CASE("1846: a corporation's reserved slot is its own until phase IV, its station there 40 (or more, not joined)") {
  // 18xx.games g_1846/entities.rb CORPORATIONS: PRR token ability on E11
  // (price 40, teleport_price 60) and reservation E11 (remove IV); ERIE's
  // on Erie D20 slot 1, price 40, joined. NYC's home is Erie (two slots).
  auto rules_for = [](const std::string& phase, const std::string& company) {
    const std::string yaml = "game: \"1846\"\nphase: " + phase + "\nhexes:\n  D20: {tokens: [NYC]}\n  F20: {tokens: [PRR]}\n"
                             "  E21: {tokens: [ERIE]}\n  B16: {tokens: [GT]}\n"
                             "companies:\n  NYC: {trains: [\"4\"]}\n  PRR: {trains: [\"4\"]}\n  ERIE: {trains: [\"4\"]}\n"
                             "  GT: {trains: [\"4\"]}\n";
    return test::Load(ParsePosition(yaml, "t.yaml"), company);
  };
  CHECK(test::Contains(rules_for("II", "NYC")->rules().CheckStation("E11", "").why,
                       "E11.c0's free slot is PRR's until phase IV"));
  CHECK(test::Contains(rules_for("IV", "NYC")->rules().CheckStation("E11", "").why, "NYC's track does not reach"));
  const Station prr = rules_for("II", "PRR")->rules().CheckStation("E11", "");
  REQUIRE(prr.ok);
  CHECK(prr.cost == 60);
  CHECK(test::Contains(prr.cost_text, "station 60, not joined, on its reserved E11"));
  CHECK(test::Contains(rules_for("II", "GT")->rules().CheckStation("D20", "").why, "D20.c0's free slot is ERIE's until phase IV"));
  CHECK(test::Contains(rules_for("II", "ERIE")->rules().CheckStation("D20", "").why, "ERIE's track does not reach"));
}
