// Tests lib/rules/dividend.cpp (its main subject; the report is
// lib/output/dividend_report.cpp): dividends by each game's stock market and
// rules (maps/<game>/market.yaml).
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/dividend.h"
#include "xxroute/dividend_report.h"
#include "xxroute/error.h"

using namespace xxroute;

namespace {

Market MarketOf(const std::string& game, const std::string& variant = "") {
  return test::Games()->Get(game, variant)->market();
}

DividendResult Pay(const Market& m, std::map<std::string, int> shares, int income, const std::string& kind = "",
                   std::optional<int> price = std::nullopt, const std::string& type = "") {
  DividendInput in;
  in.company = "X";
  in.type = type;
  in.shares = std::move(shares);
  in.income = income;
  in.kind = kind;
  in.share_price = price;
  return PayDividend(m, in, "test");
}

}  // namespace

TEST_CASE("18CZ VIII.8: income 110 pays a 25% share 28, 50% 55, 75% 83 (each part rounded up)") {
  Market cz = MarketOf("18CZ");
  auto d = Pay(cz, {{"A", 25}, {"B", 50}, {"C", 25}}, 110);
  CHECK(d.per_holder == std::map<std::string, int>{{"A", 28}, {"B", 55}, {"C", 28}});
  CHECK(Pay(cz, {{"D", 75}, {"ipo", 25}}, 110).per_holder.at("D") == 83);
  CHECK(Pay(cz, {{"D", 75}, {"ipo", 25}}, 110).to_bank == 28);  // shares in the bank pay the bank
}

TEST_CASE("18CZ: the price moves right on payout (two for large companies), left on withholding") {
  Market cz = MarketOf("18CZ");
  CHECK(Pay(cz, {{"A", 100}}, 50, "payout", 65, "small").price_after == std::vector<int>{70});
  CHECK(Pay(cz, {{"A", 100}}, 50, "payout", 65, "large").price_after == std::vector<int>{80});
  CHECK(Pay(cz, {{"A", 100}}, 50, "withhold", 65, "small").price_after == std::vector<int>{60});
  CHECK(Pay(cz, {{"A", 100}}, 0, "payout", 65, "small").price_after == std::vector<int>{60});
  CHECK(Pay(cz, {{"A", 100}}, 50, "payout", 370, "small").price_after == std::vector<int>{370});  // row's end
  CHECK_THROWS_AS(Pay(cz, {{"A", 100}}, 50, "half"), InputError);  // no half payout in 18CZ
}

TEST_CASE("1824 VII.10: a coal railway pays half its income to its owner, keeps half, and the mine's 10") {
  Market m = MarketOf("1824");
  DividendInput in;
  in.company = "EPP";
  in.type = "minor";
  in.shares = {{"Player 1", 100}};
  in.income = 60;
  in.subsidy = 10;
  DividendResult d = PayDividend(m, in, "test");
  CHECK(d.kind == "half");
  CHECK(d.per_holder.at("Player 1") == 30);
  CHECK(d.to_treasury == 40);
}

TEST_CASE("1836jr: pool shares pay the company, loan interest is due first") {
  Market m = MarketOf("1836jr56");
  DividendInput in;
  in.company = "B";
  in.shares = {{"Player 1", 60}, {"pool", 20}, {"ipo", 20}};
  in.income = 200;
  in.kind = "payout";
  DividendResult d = PayDividend(m, in, "test");
  CHECK(d.per_holder.at("Player 1") == 120);
  CHECK(d.to_treasury == 40);
  in.loans = 3;     // 30 interest
  in.treasury = 15; // pays 10 of it; 20 comes off the income
  d = PayDividend(m, in, "test");
  CHECK(d.interest == 20);
  CHECK(d.per_holder.at("Player 1") == 108);
}

TEST_CASE("18Lilliput: the last round's income is doubled, Brobdingnag pays half, rounded up to tens") {
  Market m = MarketOf("18Lilliput");
  DividendInput in;
  in.shares = {{"A", 50}, {"B", 30}};
  in.income = 130;
  in.last_round = true;
  DividendResult d = PayDividend(m, in, "test");
  CHECK(d.income == 260);
  CHECK(d.per_holder.at("A") == 130);
  CHECK(d.to_bank == 52);  // the bank's 20%
  Market b = MarketOf("18Lilliput", "Brobdingnag");
  in.last_round = false;
  in.kind = "half";
  d = PayDividend(b, in, "test");
  CHECK(d.to_treasury == 60);  // holders' half 70 (65 up to tens), the company the rest
  CHECK(d.per_holder.at("A") == 35);
}

// 18Lilliput (shared/rules/001_*.txt): paying dividends moves the marker one
// place right (lines 613-618), keeping them one place left (lines 624-626),
// the last round two places right (line 641). The board's prices are a lost
// picture: the move is reported and the new price is unknown, except at 150
// (the top, line 617-618) and 45 (the bottom, line 626), where it stays.
TEST_CASE("18Lilliput: the share price moves 1 right, 1 left, 2 right in the last round, the new price is unknown") {
  Market m = MarketOf("18Lilliput");
  auto pay = Pay(m, {{"A", 50}, {"B", 30}}, 100, "payout", 80);
  CHECK(pay.price_after.empty());
  CHECK(pay.price_moves == std::vector<std::string>{"1 right"});
  CHECK(pay.notes.back().find("the market's prices are unknown") != std::string::npos);
  auto kept = Pay(m, {{"A", 50}, {"B", 30}}, 100, "withhold", 80);
  CHECK(kept.price_after.empty());
  CHECK(kept.price_moves == std::vector<std::string>{"1 left"});
  DividendInput in;
  in.shares = {{"A", 50}, {"B", 30}};
  in.income = 100;
  in.share_price = 80;
  in.last_round = true;
  auto last = PayDividend(m, in, "test");
  CHECK(last.price_after.empty());
  CHECK(last.price_moves == std::vector<std::string>{"2 right"});
  auto top = Pay(m, {{"A", 50}}, 100, "payout", 150);
  CHECK(top.price_after == std::vector<int>{150});
  CHECK(top.price_moves == std::vector<std::string>{"no move: the top of the market"});
  auto bottom = Pay(m, {{"A", 50}}, 100, "withhold", 45);
  CHECK(bottom.price_after == std::vector<int>{45});
  CHECK_THROWS_AS(Pay(m, {{"A", 50}}, 100, "payout", 160), InputError);  // above 150
  CHECK(DividendText("X", pay).find("share price     80 -> unknown (1 right)") != std::string::npos);
}

// 18Lilliput Table 4 (001_*.txt lines 866-867): "Pokud vlak projede dolem,
// společnost získá do pokladny 10 nebo 20 £" (a train passing the mine earns the
// company 10 or 20 into its treasury), paid out or kept.
TEST_CASE("18Lilliput: the scenario mine's money goes to the treasury, whether the income is paid or kept") {
  Market m = MarketOf("18Lilliput");
  DividendInput in;
  in.shares = {{"A", 50}, {"B", 30}};
  in.income = 100;
  in.subsidy = 20;
  in.kind = "payout";
  DividendResult d = PayDividend(m, in, "test");
  CHECK(d.per_holder.at("A") == 50);
  CHECK(d.to_treasury == 20);
  in.kind = "withhold";
  CHECK(PayDividend(m, in, "test").to_treasury == 120);
}

// 1824 (002_*.txt) IV.2 line 197, IV.3 line 221: coal and pre-state railways
// pay half their income to the owner and keep half; there is no choice.
TEST_CASE("1824: a minor asked for a full payout or for withholding is refused with the rule") {
  Market m = MarketOf("1824");
  DividendInput in;
  in.company = "EPP";
  in.type = "minor";
  in.shares = {{"Player 1", 100}};
  in.income = 100;
  in.kind = "payout";
  CHECK_THROWS_WITH_AS(PayDividend(m, in, "f.yaml"),
                       "f.yaml: EPP: no full payout: 1824 IV.2, IV.3, 002 lines 197, 221: coal and pre-state "
                       "railways pay half their income to the owner and keep half",
                       InputError);
  in.kind = "withhold";
  CHECK_THROWS_AS(PayDividend(m, in, "f.yaml"), InputError);
  in.kind = "half";
  CHECK(PayDividend(m, in, "f.yaml").per_holder.at("Player 1") == 50);
  in.income = 0;  // nothing to split: nothing is paid
  in.kind = "withhold";
  CHECK(PayDividend(m, in, "f.yaml").kind == "withhold");
}

// 18CZ IX.2 (000_*.txt lines 1183-1185): "Если маркер уже находится у правого
// края своего ряда - он больше не перемещается" (at the right edge of its row
// the marker moves no more): the move printed is the one that happened.
TEST_CASE("18CZ: at a row's end the move reported is the one that happened, not the rule's two steps") {
  Market cz = MarketOf("18CZ");
  auto one = Pay(cz, {{"A", 100}}, 50, "payout", 335, "large");  // top row: 335, 370, end
  CHECK(one.price_after == std::vector<int>{370});
  CHECK(one.price_moves == std::vector<std::string>{"1 right, then the end of its row"});
  auto none = Pay(cz, {{"A", 100}}, 50, "payout", 370, "large");
  CHECK(none.price_moves == std::vector<std::string>{"no move: the end of its row"});
  CHECK(DividendText("X", none).find("370 -> 370 (no move: the end of its row)") != std::string::npos);
  CHECK(DividendText("X", none).find("2 right") == std::string::npos);
  auto two = Pay(cz, {{"A", 100}}, 50, "payout", 65, "large");
  CHECK(two.price_moves == std::vector<std::string>{"2 right"});
  auto left = Pay(cz, {{"A", 100}}, 50, "withhold", 40, "small");  // bottom row's first cell
  CHECK(left.price_moves == std::vector<std::string>{"no move: the start of its row"});
}

// 1824 VIII.2 (002_*.txt line 872): at a row's end the marker goes up instead.
TEST_CASE("1824: right at a row's end is reported as the move up it is") {
  Market m = MarketOf("1824");
  auto up = Pay(m, {{"A", 100}}, 50, "payout", 330, "major");  // third row's end
  CHECK(up.price_after == std::vector<int>{340});
  CHECK(up.price_moves == std::vector<std::string>{"1 up"});
}

TEST_CASE("1824 X.4 (002 line 970): a bond railway pays its share price, each part rounded up (fixed_income rounding)") {
  Market m = MarketOf("1824-cisleithania");
  // 105, the sixth cell of row 5: 10% is 10.5, paid 11; 30% is 31.5, paid 32.
  DividendInput in;
  in.company = "MS";
  in.type = "bond_railway";
  in.shares = {{"Anna", 10}, {"Ben", 30}, {"pool", 60}};
  in.share_price = 105;
  in.cell = MarketCell{5, 5};
  DividendResult up = PayDividend(m, in, "test");
  CHECK(up.kind == "payout");
  CHECK(up.income == 105);
  CHECK(up.per_holder.at("Anna") == 11);
  CHECK(up.per_holder.at("Ben") == 32);
  REQUIRE(up.price_after.size() == 1);
  CHECK(up.price_after[0] == 120);
  m.fixed_income_up = false;  // (18xx.games: each part rounded down, readings bond_rounding)
  DividendResult down = PayDividend(m, in, "test");
  CHECK(down.per_holder.at("Anna") == 10);
  CHECK(down.per_holder.at("Ben") == 31);
}

TEST_CASE("1846: the marker moves by what the holders get against the share price (18xx.games share_price_change)") {
  // g_1846/step/dividend.rb: below half the price 1 left, up to the price no
  // move, the price 1 right, twice 2, three times at 165 or more 3; the row
  // ... 124 137 150 165 180 195 212 ... 550.
  Market m = MarketOf("1846");
  const std::map<std::string, int> all = {{"Player 1", 100}};
  CHECK(Pay(m, all, 810, "payout", 137, "major").price_after == std::vector<int>{165});  // 3x, but below 165: 2 right
  CHECK(Pay(m, all, 495, "payout", 165, "major").price_after == std::vector<int>{212});  // 3x at 165: 3 right
  CHECK(Pay(m, all, 494, "payout", 165, "major").price_after == std::vector<int>{195});
  CHECK(Pay(m, all, 137, "payout", 137, "major").price_after == std::vector<int>{150});
  CHECK(Pay(m, all, 136, "payout", 137, "major").price_after == std::vector<int>{137});  // from half to the price
  CHECK(Pay(m, all, 68, "payout", 137, "major").price_after == std::vector<int>{137});   // 137 / 2 = 68
  CHECK(Pay(m, all, 67, "payout", 137, "major").price_after == std::vector<int>{124});
  CHECK(Pay(m, all, 300, "withhold", 137, "major").price_after == std::vector<int>{124});
  // Half of 300: the holders get 150 (half, up to tens), at least the price 137.
  const DividendResult half = Pay(m, all, 300, "half", 137, "major");
  CHECK(half.per_holder.at("Player 1") == 150);
  CHECK(half.price_after == std::vector<int>{150});
  // Half of 260 at 137: 130 to the holders, no move.
  CHECK(Pay(m, all, 260, "half", 137, "major").price_after == std::vector<int>{137});
  // The row's end.
  const DividendResult top = Pay(m, all, 2000, "payout", 550, "major");
  CHECK(top.price_after == std::vector<int>{550});
  CHECK(top.price_moves == std::vector<std::string>{"no move: the end of its row"});
  // The other games keep their moves by the kind of payout.
  CHECK(MarketOf("18CZ").by_income.empty());
}
