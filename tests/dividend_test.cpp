// Dividends by each game's stock market and rules (maps/<game>/market.yaml).
#include <doctest/doctest.h>

#include "xxroute/dividend.h"
#include "xxroute/error.h"

using namespace xxroute;

namespace {

Market MarketOf(const std::string& game, const std::string& variant = "") {
  return LoadMarket(*LoadGame(game, variant));
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

TEST_CASE("1836jr: pool shares pay the company; loan interest is due first") {
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

TEST_CASE("18Lilliput: the last round's income is doubled; Brobdingnag pays half, rounded up to tens") {
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
