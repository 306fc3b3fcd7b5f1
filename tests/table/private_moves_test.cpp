// Tests lib/table/private_moves.cpp: a company's moves with private
// companies at the table (18CZ IV.1, shared/rules 000 lines 205-225): a
// private bought from the player who owns it, one sold to the bank (it
// closes, its card off the file's privates and privates_used); a player's
// private exchanged for a share (1824's mountain railways, --exchange-private).
#include <doctest/doctest.h>

#include "helpers.h"
#include "stock_moves.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/table.h"

using namespace xxroute;
using test::k1824Stock;
using test::MadeAtTable;
using test::RefusedAtTable;

namespace {

// 18CZ, phase b: MW owns S2, whose ability it has used; M4 is Anna's.
const char* kPrivates = R"(game: 18CZ
phase: b
cash: {Anna: 100}
privates: {S2: MW, M4: Anna, S1: Anna}
privates_used: [S2]
hexes:
  F23: {tokens: [MW]}
companies:
  MW: {trains: ["2"], treasury: 50}
  BN: {trains: [], treasury: 300}
)";

TableTurn MovesOnPrivates(const std::string& company, const std::vector<Edit>& edits) {
  TableTurn t = ApplyAtTable(kPrivates, test::Load(ParsePosition(kPrivates, "game.yaml"), "", LoadOptions::kBoardOnly),
                             company, {}, Change{"", edits});
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
  return t;
}

// The moves `company` makes at the table on the file `text` (the 1846 markers below).
TableTurn MarkersPlayed(const std::string& text, const std::string& company, const std::vector<Edit>& edits) {
  return ApplyAtTable(text, test::Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly), company, {},
                      Change{"", edits});
}

// The run withheld, for nothing (no train): a move of the company's turn.
Edit Withheld() {
  Edit run = test::E(Edit::kRun, "withhold", "--withhold");
  run.amount = 0;
  return run;
}

}  // namespace

TEST_CASE("18CZ 000 lines 224-225: a company's private sold to the bank closes, its used card with it") {
  const TableTurn t = MovesOnPrivates("MW", {test::E(Edit::kSellPrivate, "S2 60")});
  CHECK(*t.after.FindCompany("MW")->treasury == 110);
  CHECK_FALSE(t.after.PrivateOwner("S2"));
  CHECK(t.after.privates_used.empty());
  CHECK(test::Contains(t.text, "privates_used: []"));
}

TEST_CASE("18CZ 000 lines 205-206, 280, 332: a company buys a private from its owner, of a size it may own") {
  const TableTurn t = MovesOnPrivates("BN", {test::E(Edit::kBuyPrivate, "BN: M4 55")});
  CHECK(*t.after.PrivateOwner("M4") == "BN");
  CHECK(t.after.cash == std::vector<std::pair<std::string, int>>{{"Anna", 155}});
  CHECK(*t.after.FindCompany("BN")->treasury == 245);
  CHECK_THROWS_WITH_AS(MovesOnPrivates("MW", {test::E(Edit::kBuyPrivate, "MW: M4 55")}),
                       doctest::Contains("a small company may not buy M4"), InputError);
}

TEST_CASE("1824 IV.1 (002 lines 173-178): a mountain railway exchanged for a regional railway's 10% from the first 3") {
  // Dan holds B5 (120, 25 an operating round: lines 170, 172); EOD lists MS.
  const std::string text =
      MadeAtTable(k1824Stock, {{Edit::kBuyPrivate, "Dan: B5 120"}, {Edit::kBuyPrivate, "Ben: EOD 200"}}).text;
  CHECK(ParsePosition(text, "game.yaml").privates == std::vector<std::pair<std::string, std::string>>{{"B5", "Dan"}});
  CHECK(test::Contains(RefusedAtTable(text, {{Edit::kExchangePrivate, "B5=MS"}}),
                       "1824 IV.1, 002 lines 170-178: B5 is exchanged from phase 3, the phase is 2"));
  const std::string three = test::InPhase(text, "3");
  const TableTurn t = MadeAtTable(three, {{Edit::kExchangePrivate, "B5=MS"}});
  CHECK(t.after.privates.empty());
  CHECK(t.after.FindCompany("MS")->shares == std::map<std::string, int>{{"ipo", 90}, {"Dan", 10}});
  CHECK(test::CashOf(t.after, "Dan") == 680 - 120);  // (the share is not paid for)
  CHECK(t.after.FindCompany("MS")->floated == false);
  // For a regional railway's share only, one with a share price, by its owner.
  CHECK(test::Contains(RefusedAtTable(MadeAtTable(three, {{Edit::kBuyShares, "Dan: SD 10"}}).text,
                                      {{Edit::kExchangePrivate, "B5=SD"}}),
                       "B5 is exchanged for a share of a major company, SD is national"));
  CHECK(test::Contains(RefusedAtTable(three, {{Edit::kExchangePrivate, "B5=BH"}}), "BH has no share price"));
  CHECK(test::Contains(RefusedAtTable(three, {{Edit::kExchangePrivate, "B6=MS"}}), "B6 is no player's"));
}

TEST_CASE("1846: Boomtown's and Meat Packing's markers go on their own hexes and leave with phase IV") {
  // 18xx.games g_1846/entities.rb: BT assign_hexes H12 (+20), MPC I1 or D6
  // (+30), each to the owning corporation's routes there; game.rb
  // event_remove_bonuses! with the first 6 (phase IV) removes them.
  const std::string text = "game: \"1846\"\nphase: III\nprivates: {BT: NYC, MPC: NYC}\nhexes:\n  D20: {tokens: [NYC]}\n"
                           "companies:\n  NYC: {trains: [\"5\"], treasury: 100}\n";
  CHECK_THROWS_WITH_AS(MarkersPlayed(text, "NYC", {test::E(Edit::kMarker, "MPC:D14")}),
                       doctest::Contains("MPC's marker goes on I1 or D6, not on D14"), InputError);
  const TableTurn marked = MarkersPlayed(text, "NYC", {test::E(Edit::kMarker, "BT:H12"), test::E(Edit::kMarker, "MPC:I1")});
  const auto& bonus = marked.after.FindCompany("NYC")->hex_bonus;
  REQUIRE(bonus.size() == 2);
  CHECK(bonus[0].amount == 20);
  CHECK(bonus[1].amount == 30);
  const TableTurn six = MarkersPlayed(marked.text, "NYC", {test::E(Edit::kPhase, "IV")});
  CHECK(six.after.FindCompany("NYC")->hex_bonus.empty());
}

TEST_CASE("1846: the Steamboat's marker moves once an operating round, by its player as the round starts") {
  // 18xx.games g_1846/entities.rb, SC: assign_hexes count_per_or 1, when
  // or_start while a player owns it; in its own turn while a corporation does.
  const std::string text = "game: \"1846\"\nphase: II\nround: {kind: operating, number: 2, operating: 1, of: 2}\n"
                           "turn: {}\nprivates: {SC: Cy}\nhexes:\n  D20: {tokens: [NYC]}\n  B16: {tokens: [GT]}\n"
                           "companies:\n  NYC: {trains: [], treasury: 100}\n  GT: {trains: [], treasury: 100}\n";
  Edit end_turn;
  end_turn.kind = Edit::kEndTurn;
  end_turn.source = "--end-turn";
  const TableTurn placed = MarkersPlayed(text, "NYC", {test::E(Edit::kMarker, "SC:G19")});
  CHECK(placed.after.round->markers == std::vector<std::string>{"SC"});
  CHECK(test::Contains(placed.text, "round: {kind: operating, number: 2, operating: 1, of: 2, markers: [SC]}"));
  CHECK_THROWS_WITH_AS(MarkersPlayed(placed.text, "GT", {test::E(Edit::kMarker, "SC:D14")}),
                       doctest::Contains("SC's marker has moved in this operating round: once a round"), InputError);
  // NYC's turn begins: the round writes that it has; the player's move waits for the next round.
  const TableTurn ran = MarkersPlayed(text, "NYC", {Withheld()});
  CHECK(ran.after.round->operated == std::vector<std::string>{"NYC"});
  CHECK_THROWS_WITH_AS(MarkersPlayed(ran.text, "GT", {test::E(Edit::kMarker, "SC:D14")}),
                       doctest::Contains("SC's marker moves as the operating round starts, while Cy holds it, not in NYC's turn"),
                       InputError);
  const TableTurn ended = MarkersPlayed(ran.text, "NYC", {end_turn});
  CHECK_THROWS_WITH_AS(MarkersPlayed(ended.text, "GT", {test::E(Edit::kMarker, "SC:D14")}),
                       doctest::Contains("while Cy holds it: NYC has operated in it"), InputError);
  // The next operating round starts afresh: the marker moves again.
  const TableTurn next = MarkersPlayed(placed.text, "", {test::E(Edit::kEndRound, "")});
  CHECK(next.after.round->markers.empty());
  CHECK(next.after.round->operating == 2);
  CHECK(MarkersPlayed(next.text, "GT", {test::E(Edit::kMarker, "SC:D14")}).after.FindCompany("GT")->hex_bonus.size() == 1);
  // Not in a stock round.
  const std::string stock = "game: \"1846\"\nphase: II\nround: {kind: stock, number: 2}\nprivates: {SC: Cy}\n"
                            "hexes:\n  D20: {tokens: [NYC]}\ncompanies:\n  NYC: {trains: [], treasury: 100}\n";
  CHECK_THROWS_WITH_AS(MarkersPlayed(stock, "NYC", {test::E(Edit::kMarker, "SC:G19")}),
                       doctest::Contains("SC's marker moves in an operating round, not in a stock round"), InputError);
}

TEST_CASE("1846: a corporation that holds the Steamboat moves its marker in its own turn, once a round") {
  const std::string text = "game: \"1846\"\nphase: II\nround: {kind: operating, number: 2, operating: 1, of: 2}\n"
                           "turn: {company: NYC}\nprivates: {SC: GT}\nhexes:\n  D20: {tokens: [NYC]}\n  B16: {tokens: [GT]}\n"
                           "companies:\n  NYC: {trains: [], treasury: 100}\n  GT: {trains: [], treasury: 100}\n";
  CHECK_THROWS_WITH_AS(MarkersPlayed(text, "GT", {test::E(Edit::kMarker, "SC:D14")}),
                       doctest::Contains("SC's marker moves in GT's own turn, not in NYC's"), InputError);
  const TableTurn own = MarkersPlayed(text, "GT", {Withheld(), test::E(Edit::kMarker, "SC:D14")});
  CHECK(own.after.round->operated == std::vector<std::string>{"GT"});
  CHECK(own.after.FindCompany("GT")->hex_bonus.size() == 1);
  CHECK_THROWS_WITH_AS(MarkersPlayed(own.text, "GT", {test::E(Edit::kMarker, "SC:B8")}),
                       doctest::Contains("once a round"), InputError);
}

TEST_CASE("A round's operated and markers are read in an operating round only, each name once") {
  auto read = [](const std::string& round) {
    return ParsePosition("game: \"1846\"\nround: " + round + "\ncompanies:\n  NYC: {trains: []}\n", "game.yaml");
  };
  CHECK(read("{kind: operating, number: 1, operating: 1, operated: [NYC, GT], markers: [SC]}").round->operated.size() == 2);
  CHECK_THROWS_WITH_AS(read("{kind: stock, number: 1, markers: [SC]}"),
                       doctest::Contains("round: markers is kept in an operating round only, not in a stock round"), InputError);
  CHECK_THROWS_WITH_AS(read("{kind: operating, number: 1, operating: 1, operated: [NYC, NYC]}"),
                       doctest::Contains("round operated: NYC is listed twice"), InputError);
}
