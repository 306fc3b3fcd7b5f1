// Tests lib/rules/stock_rules.cpp: a stock round's rules from the game's
// data: the shares on sale (not those held back), a float (not while any is
// held back) and its capital, the operating rounds after a stock round (by
// the phase, or by the site's reading).
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/stock_rules.h"

using namespace xxroute;

namespace {

const Game& Game1824() { return *test::Games()->Get("1824", ""); }

// A regional railway of 1824 at 100, its IPO holding what the players do not.
CompanySpec Regional(const std::string& name, std::map<std::string, int> players, std::optional<int> reserved) {
  CompanySpec c;
  c.name = name;
  c.par = 100;
  c.share_price = 100;
  c.floated = false;
  c.reserved = reserved;
  int held = 0;
  for (const auto& [p, percent] : players) held += percent;
  c.shares = players;
  c.shares["ipo"] = 100 - held;
  return c;
}

}  // namespace

TEST_CASE("1824 IV.4.2 (002 lines 307-309): shares held back are not on sale, nor float the company") {
  const Game& g = Game1824();
  const CompanySpec held = Regional("BK", {{"Ben", 30}, {"Cleo", 20}}, 20);
  CHECK_FALSE(FloatsNow(g, held));  // (line 308: the president's share among the 50%)
  CHECK(CheckBuyShares(g, held, "Dan", 10, "").ok);
  const CompanySpec sold = Regional("BK", {{"Ben", 30}, {"Cleo", 20}, {"Dan", 30}}, 20);
  const ShareDeal d = CheckBuyShares(g, sold, "Dan", 10, "");
  CHECK_FALSE(d.ok);
  CHECK(d.why == "the ipo holds 0% of BK, not 10%");
  // Handed over, it floats with 8 times its share price (line 309), BH with
  // 10 times its par (line 321).
  CompanySpec bk = Regional("BK", {{"Anna", 20}, {"Ben", 30}}, std::nullopt);
  CHECK(FloatsNow(g, bk));
  bk.share_price = 110;
  CHECK(FloatCapital(g, bk) == 880);
  const CompanySpec bh = Regional("BH", {{"Anna", 20}, {"Ben", 30}}, std::nullopt);
  CHECK(FloatCapital(g, bh) == 1000);
}

TEST_CASE("1824 VII.1 (002 lines 508-510): the operating rounds by phase, the site's reading 3 from the first 5") {
  const Game& g = Game1824();
  CHECK(OperatingRounds(g, 1, "2") == 1);
  CHECK(OperatingRounds(g, 3, "3") == 2);
  CHECK(OperatingRounds(g, 6, "5") == 2);
  CHECK(OperatingRounds(g, 6, "5", "18xx.games") == 3);
  CHECK(OperatingRounds(g, 7, "6") == 3);
  CHECK(OperatingRounds(g, 4, "4", "18xx.games") == 2);  // (no reading of its own there)
}
