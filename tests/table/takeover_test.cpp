// Tests lib/table/takeover.cpp: a takeover made on the file at the table
// (18CZ VIII.9, shared/rules 000 lines 991-1029): the players paid into
// `cash:`, the smaller company's treasury, privates, trains and stations the
// buyer's, a station sent back, the markers priced (`markers:`), the
// company closed; the trains taken over turned or scrapped in the same turn;
// the turn's order (after the run, before trains); each file written read
// back as made. The position: tests/data/table/ate-takeover.yaml.
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/table.h"

using namespace xxroute;

namespace {

const std::string kTakeover = test::ReadText(test::kSource + "tests/data/table/ate-takeover.yaml");

// The edits made by `company` on `text` as apply makes them; the written
// text read back must be the position the moves made.
TableTurn Moves(const std::string& text, const std::string& company, const std::vector<Edit>& edits) {
  TableTurn t = ApplyAtTable(text, test::Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly), company,
                             {}, Change{"", edits});
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
  return t;
}

std::string Refused(const std::string& text, const std::string& company, const std::vector<Edit>& edits) {
  try {
    Moves(text, company, edits);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

Edit TakeOver(const std::string& value) { return test::E(Edit::kTakeOver, value, "--take-over"); }

// The tokens of the position's hex `coord`, whatever the stop.
std::vector<std::string> TokensOn(const Position& pos, const std::string& coord) {
  std::vector<std::string> out;
  if (const HexSpec* h = pos.FindHex(coord)) {
    for (const auto& st : h->stops) out.insert(out.end(), st.tokens.begin(), st.tokens.end());
    for (const auto& [id, tokens] : h->tokens) out.insert(out.end(), tokens.begin(), tokens.end());
  }
  return out;
}

}  // namespace

TEST_CASE("18CZ VIII.9: ATE takes over BCB: the players paid, its treasury, local railway, trains and stations ATE's, BCB closed") {
  const TableTurn t = Moves(kTakeover, "ATE", {TakeOver("BCB:97")});
  const Position& p = t.after;
  // 000 lines 998, 1004: Anna's 50% is two shares, Ben's 25% one, the pool's nothing.
  CHECK(*p.FindCompany("ATE")->treasury == 400 - 291 + 105);  // (line 1008: BCB's treasury)
  CHECK(p.cash == std::vector<std::pair<std::string, int>>{{"Anna", 294}, {"Ben", 147}});
  CHECK(*p.PrivateOwner("S3") == "ATE");
  CHECK(test::Sorted([&] {
          std::vector<std::string> v;
          for (const auto& tr : p.FindCompany("ATE")->trains) v.push_back(tr.name);
          return v;
        }()) == std::vector<std::string>{"2", "2+2", "3"});
  // Lines 1010-1014: BCB's stations are ATE's; in E16, where both stood, ATE's own went back.
  CHECK(TokensOn(p, "E16") == std::vector<std::string>{"ATE"});
  CHECK(TokensOn(p, "E12") == std::vector<std::string>{"ATE"});
  // Lines 1008-1010, 1013: its own third marker (100), BCB's one not placed and the one sent back, 100 each.
  REQUIRE(p.FindCompany("ATE")->markers);
  CHECK(*p.FindCompany("ATE")->markers == std::vector<int>{100, 100, 100});
  // Lines 1025-1026: BCB closes, its shares gone.
  CHECK(p.Closed("BCB"));
  CHECK(p.FindCompany("BCB")->shares.empty());
  CHECK(p.FindCompany("BCB")->trains.empty());
  CHECK(*p.FindCompany("BCB")->treasury == 0);
  REQUIRE(p.turn);
  CHECK(p.turn->took_over == std::vector<std::string>{"BCB"});
  CHECK(p.turn->taken_trains == std::vector<std::string>{"2", "3"});
  CHECK(test::Contains(t.text, "took_over: [BCB], taken_trains: [\"2\", \"3\"]"));
  CHECK(test::Contains(t.text, "closed: [BCB]"));
}

TEST_CASE("18CZ VIII.9: a refused takeover names its rule") {
  CHECK(test::Contains(Refused(kTakeover, "ATE", {TakeOver("BCB:98")}), "--take-over: take over BCB at 98 a share: "
                                                                           "18CZ VIII.9, 000 lines 991-1029: the price a share is"));
  CHECK(test::Contains(Refused(kTakeover, "ATE", {TakeOver("EKJ:50")}), "no company 'EKJ' in the file"));
  // Praha: ATE on c2, BCB on c1 (different cities of a hex): the players say which goes back.
  const std::string praha = test::Replaced(kTakeover, "tokens: {c1: [BCB]}", "tokens: {c1: [BCB], c2: [ATE]}");
  CHECK(test::Contains(Refused(praha, "ATE", {TakeOver("BCB:97")}), "say which, e.g. --take-over BCB:PRICE:E12.c2"));
  const TableTurn named = Moves(praha, "ATE", {TakeOver("BCB:97:E12.c2")});
  CHECK(TokensOn(named.after, "E12") == std::vector<std::string>{"ATE"});
  CHECK(named.after.FindHex("E12")->tokens.at("c1") == std::vector<std::string>{"ATE"});
}

TEST_CASE("18CZ VIII.3, 000 line 680, VIII.9 line 994: a takeover comes after the run and before trains are bought") {
  const std::string not_run = test::Replaced(kTakeover, "ran: true", "ran: false");
  CHECK(test::Contains(Refused(not_run, "ATE", {TakeOver("BCB:65")}),
                       "a takeover comes after the run, and ATE has not run its trains this turn"));
  CHECK(test::Contains(Refused(kTakeover, "ATE", {test::E(Edit::kBuy, "3+3"), TakeOver("BCB:65")}),
                       "ATE has had a train purchase this turn, so a takeover comes too late"));
}

TEST_CASE("18CZ 000 lines 1017-1023: a train taken over turned to a larger face, paying the difference, or scrapped") {
  const TableTurn t = Moves(kTakeover, "ATE",
                            {TakeOver("BCB:65"), test::E(Edit::kTurnTrain, "2:2+2"), test::E(Edit::kScrap, "3")});
  const CompanySpec& ate = *t.after.FindCompany("ATE");
  CHECK(ate.trains.size() == 2);
  CHECK(ate.trains[1].name == "2+2");
  CHECK(*ate.treasury == 400 - 195 + 105 - 10);  // (65 a share: 130 to Anna, 65 to Ben; the turn 80 - 70)
  CHECK(t.after.turn->taken_trains == std::vector<std::string>{"2+2"});
  CHECK(test::Contains(Refused(kTakeover, "ATE", {test::E(Edit::kScrap, "2+2")}),
                       "a train is turned or scrapped only as it is taken over, and ATE has taken over no train this turn"));
  CHECK(test::Contains(Refused(kTakeover, "ATE", {TakeOver("BCB:65"), test::E(Edit::kScrap, "2+2")}),
                       "ATE has taken over 2, 3 this turn, no 2+2"));
}

TEST_CASE("18CZ 000 lines 1008-1013: the buyer's own markers keep their cost, 18xx.games' reading prices them all at 100") {
  const std::string home = test::Replaced(kTakeover, "tokens: [BCB, ATE]", "tokens: [BCB]");
  const TableTurn t = Moves(home, "ATE", {TakeOver("BCB:65")});
  REQUIRE(t.after.FindCompany("ATE")->markers);
  CHECK(*t.after.FindCompany("ATE")->markers == std::vector<int>{40, 100, 100});
  // 18xx.games prices them all at 100 (takeover_reading: 18xx.games), and says so.
  const TableTurn site = Moves("takeover_reading: 18xx.games\n" + home, "ATE", {TakeOver("BCB:65")});
  CHECK(*site.after.FindCompany("ATE")->markers == std::vector<int>{100, 100, 100});
  REQUIRE(site.moves.size() == 1);
  REQUIRE(site.moves[0].readings.size() == 1);
  CHECK(test::Contains(site.moves[0].readings[0], "as 18xx.games prices them (takeover_reading: 18xx.games)"));
}
