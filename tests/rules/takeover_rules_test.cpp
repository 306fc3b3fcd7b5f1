// Tests lib/rules/takeover_rules.cpp: a company's takeover of a smaller one,
// 18CZ VIII.9 (shared/rules 000 lines 991-1029): who takes over whom, the
// price a share and who is paid it, the stations sent back, what the
// markers then cost, and the trains taken over turned or scrapped. Each case
// cites the rulebook line it comes from. The position:
// tests/data/table/ate-takeover.yaml.
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/loaded_position.h"
#include "xxroute/takeover_rules.h"

using namespace xxroute;

namespace {

const std::string kTakeover = test::ReadText(test::kSource + "tests/data/table/ate-takeover.yaml");

std::unique_ptr<LoadedPosition> Loaded(const std::string& text, const std::string& company = "ATE") {
  return test::LoadText(text, company);
}

TakeoverDeal Deal(const std::string& text, const std::string& buyer, const std::string& target, int price) {
  auto lp = Loaded(text, buyer);
  return CheckTakeOver(*lp->game(), lp->position(), buyer, target, price);
}

}  // namespace

TEST_CASE("18CZ 000 line 991: a company takes over a smaller one (a medium a small, a large a small or a medium)") {
  CHECK(Deal(kTakeover, "ATE", "BCB", 65).ok);
  const TakeoverDeal small = Deal(kTakeover, "BCB", "ATE", 70);
  CHECK_FALSE(small.ok);
  CHECK(test::Contains(small.why, "18CZ VIII.9, 000 lines 991-1029: a small company takes over no company, and ATE is medium"));
  // Two medium companies: neither takes the other over.
  const std::string two_medium = test::Replaced(kTakeover, "  BCB: {trains", "  BN: {trains: [], treasury: 0, share_price: 60, shares: {Ben: 60}}\n  BCB: {trains");
  CHECK(test::Contains(Deal(two_medium, "ATE", "BN", 60).why, "a medium company takes over a small company, and BN is medium"));
  CHECK(test::Contains(Deal(kTakeover, "ATE", "ATE", 70).why, "cannot take itself over"));
}

TEST_CASE("18CZ 000 lines 1000-1001: the price a share is 50% to 150% of the share price, both included") {
  // BCB's share price 65: 32.5 to 97.5, so 33 to 97.
  CHECK(Deal(kTakeover, "ATE", "BCB", 33).ok);
  CHECK(Deal(kTakeover, "ATE", "BCB", 97).ok);
  CHECK(test::Contains(Deal(kTakeover, "ATE", "BCB", 32).why, "50% to 150% of BCB's share price 65, 33 to 97, not 32"));
  CHECK(test::Contains(Deal(kTakeover, "ATE", "BCB", 98).why, "33 to 97, not 98"));
}

TEST_CASE("18CZ 000 lines 998, 1004, 261: each player is paid for each share, the president's certificate two, the bank nothing") {
  const TakeoverDeal d = Deal(kTakeover, "ATE", "BCB", 97);
  REQUIRE(d.ok);
  REQUIRE(d.paid.size() == 2);
  CHECK(d.paid[0] == std::make_pair(std::string("Anna"), 194));  // (50%: the president's certificate, 2 shares)
  CHECK(d.paid[1] == std::make_pair(std::string("Ben"), 97));    // (25%: 1 share; the pool's 25%: nothing)
  CHECK(d.cost == 291);
}

TEST_CASE("18CZ 000 lines 1005-1006: the buyer pays from its own treasury, the smaller company's money does not count") {
  const std::string poor = test::Replaced(kTakeover, "treasury: 400", "treasury: 290");
  const TakeoverDeal d = Deal(poor, "ATE", "BCB", 97);
  CHECK_FALSE(d.ok);
  CHECK(test::Contains(d.why, "ATE pays 291 from its own treasury, which has 290 (BCB's money does not count)"));
  CHECK(Deal(poor, "ATE", "BCB", 96).ok);  // (288)
}

TEST_CASE("18CZ 000 lines 1011-1014: where both have a station in a hex, one goes back to its charter") {
  // One city (E16): the buyer's own goes back.
  auto lp = Loaded(kTakeover);
  const StationsBack one = StationsSentBack(lp->board(), "ATE", "BCB", {});
  REQUIRE(one.ok);
  REQUIRE(one.stations.size() == 1);
  CHECK(one.stations[0].first == "E16.c0");
  CHECK(one.stations[0].second == "ATE");
  // Two cities of Praha: the players name the one that goes back.
  const std::string praha = test::Replaced(kTakeover, "tokens: {c1: [BCB]}", "tokens: {c1: [BCB], c2: [ATE]}");
  auto two = Loaded(praha);
  const StationsBack asked = StationsSentBack(two->board(), "ATE", "BCB", {});
  CHECK_FALSE(asked.ok);
  CHECK(test::Contains(asked.why, "ATE (E12.c2) and BCB (E12.c1) both have a station in E12, and one goes back to its "
                                  "charter: say which, e.g. --take-over BCB:PRICE:E12.c2"));
  const StationsBack theirs = StationsSentBack(two->board(), "ATE", "BCB", {"E12.c1"});
  REQUIRE(theirs.ok);
  CHECK(theirs.stations.front() == std::make_pair(std::string("E12.c1"), std::string("BCB")));
  CHECK(test::Contains(StationsSentBack(two->board(), "ATE", "BCB", {"E12.c2", "D3.c0"}).why, "D3.c0: not a station"));
}

TEST_CASE("18CZ 000 lines 1008-1010, 1013: the smaller company's markers and a station sent back cost 100, the buyer's own keep their cost") {
  // ATE only at home: its own 40 and 100 are left; BCB's one marker not placed costs 100.
  const std::string home = test::Replaced(kTakeover, "tokens: [BCB, ATE]", "tokens: [BCB]");
  auto lp = Loaded(home);
  std::string site;
  CHECK(MarkersAfterTakeOver(lp->board(), "ATE", "BCB", 0, "rulebook", &site) == std::vector<int>{40, 100, 100});
  CHECK(site.empty());
  // 18xx.games prices every marker of the buyer not placed at 100 (takeover_reading: 18xx.games).
  CHECK(MarkersAfterTakeOver(lp->board(), "ATE", "BCB", 0, "18xx.games", &site) == std::vector<int>{100, 100, 100});
  CHECK(test::Contains(site, "ATE's own markers not placed now cost 100, as 18xx.games prices them"));
  // A station sent back to the charter is one more at 100.
  auto shared = Loaded(kTakeover);
  CHECK(MarkersAfterTakeOver(shared->board(), "ATE", "BCB", 1, "rulebook", &site) == std::vector<int>{100, 100, 100});
}

TEST_CASE("18CZ 000 lines 1017, 1019, 1023: only a train just taken over is turned or scrapped") {
  auto lp = Loaded(kTakeover);
  bool unknown = false;
  CHECK(test::Contains(TakenOverRefusal(*lp->game(), lp->position(), "ATE", "2+2", &unknown),
                       "a train is turned or scrapped only as it is taken over, and ATE has taken over no train this turn"));
  const std::string taken = test::Replaced(kTakeover, "trade_ins: 0}", "trade_ins: 0, took_over: [BCB], taken_trains: [\"2\"]}");
  auto after = Loaded(taken);
  CHECK(TakenOverRefusal(*after->game(), after->position(), "ATE", "2", &unknown) == "");
  CHECK(test::Contains(TakenOverRefusal(*after->game(), after->position(), "ATE", "2+2", &unknown), "has taken over 2 this turn, no 2+2"));
  // A file that follows no turn: not known, said.
  const std::string no_turn = test::Replaced(kTakeover, "turn: {company: ATE, lays: 0, upgrades: 0, stations: 0, ran: true, bought: [], trade_ins: 0}\n", "");
  auto loose = Loaded(no_turn);
  CHECK(TakenOverRefusal(*loose->game(), loose->position(), "ATE", "2+2", &unknown) == "");
  CHECK(unknown);
}

TEST_CASE("18CZ 000 lines 1019-1021: a train turned to a larger face of its card pays the difference, none where it costs no more") {
  const std::string owns = test::Replaced(kTakeover, "trains: [\"2+2\"], treasury: 400", "trains: [\"2\", \"3\"], treasury: 400");
  auto lp = Loaded(owns);
  const Move up = CheckTurnTrain(lp->board(), "ATE", "2", "2+2");  // (card b: 70 -> 80)
  REQUIRE(up.ok);
  CHECK(up.cost == 10);
  CHECK(CheckTurnTrain(lp->board(), "ATE", "3", "3+3").cost == 60);  // (card d: 120 -> 180)
  const Move cheaper = CheckTurnTrain(lp->board(), "ATE", "3", "2+2");  // (card c: 120 -> 80)
  REQUIRE(cheaper.ok);
  CHECK(cheaper.cost == 0);
  CHECK(test::Contains(CheckTurnTrain(lp->board(), "ATE", "2", "3+3").why, "no card has both a 2 and a 3+3"));
  CHECK(test::Contains(CheckTurnTrain(lp->board(), "ATE", "3", "3E").why, "ATE may not own a 3E train"));
  CHECK(test::Contains(CheckTurnTrain(lp->board(), "ATE", "4", "4+4").why, "ATE has no 4 train"));
  const std::string large = test::Replaced(kTakeover, "trains: [\"2+2\"], treasury: 400", "trains: [\"3+3\"], treasury: 400");
  CHECK(test::Contains(CheckTurnTrain(Loaded(large)->board(), "ATE", "3+3", "3").why,
                       "a train is turned to a larger one, and a 3 (small) is no larger than a 3+3 (medium)"));
}
