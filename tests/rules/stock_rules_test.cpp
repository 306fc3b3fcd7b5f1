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

TEST_CASE("1830: a corporation buys a private from its owner in phases 3 and 4, for half to twice its face value") {
  // 18xx.games base.rb PHASES (status can_buy_companies in 3 and 4),
  // company.rb min_price value / 2, max_price value * 2: CS's face is 40.
  const Game& g = *test::Games()->Get("1830", "");
  const GamePrivate& cs = g.privates.at("CS");
  CHECK(test::Contains(PrivatePurchaseRefusal(g, cs, "2", 40), "companies buy privates in phases 3 to 4, not in phase 2"));
  CHECK(PrivatePurchaseRefusal(g, cs, "3", 20) == "");
  CHECK(PrivatePurchaseRefusal(g, cs, "4", 80) == "");
  CHECK(test::Contains(PrivatePurchaseRefusal(g, cs, "3", 19), "CS (face 40) is bought for 20 to 80, not 19"));
  CHECK(test::Contains(PrivatePurchaseRefusal(g, cs, "3", 81), "not 81"));
  CHECK(test::Contains(PrivatePurchaseRefusal(g, cs, "5", 40), "not in phase 5"));
}

TEST_CASE("1846: a corporation buys a private in phases I and II, for 1 up to its face value") {
  // 18xx.games g_1846/game.rb PHASES and setup_company_price_up_to_face
  // (min_price 1, max_price the face value).
  const Game& g = *test::Games()->Get("1846", "");
  const auto& [name, p] = *g.privates.begin();
  CHECK(PrivatePurchaseRefusal(g, p, "I", 1) == "");
  CHECK(PrivatePurchaseRefusal(g, p, "II", p.price) == "");
  CHECK(test::Contains(PrivatePurchaseRefusal(g, p, "II", 0), "is bought for 1 to"));
  CHECK(test::Contains(PrivatePurchaseRefusal(g, p, "I", p.price + 1), "not " + std::to_string(p.price + 1)));
  CHECK(test::Contains(PrivatePurchaseRefusal(g, p, "III", 1), "not in phase III"));
}

TEST_CASE("a game without rules: private_purchase: any phase, any price") {
  const GamePrivate& s1 = Game1824().privates.begin()->second;
  CHECK(PrivatePurchaseRefusal(Game1824(), s1, "2", 0) == "");
}

TEST_CASE("18CZ VII.3 (000 lines 520-522): medium companies float from the first b, large ones from the first d") {
  const Game& g = *test::Games()->Get("18CZ", "");
  CHECK(EarlyFloatRefusal(g, "small", "a") == "");
  CHECK(EarlyFloatRefusal(g, "medium", "a").find("a medium company floats from phase b, not in phase a") !=
        std::string::npos);
  CHECK(EarlyFloatRefusal(g, "medium", "b") == "");
  CHECK(EarlyFloatRefusal(g, "large", "c").find("a large company floats from phase d, not in phase c") !=
        std::string::npos);
  CHECK(EarlyFloatRefusal(g, "large", "d") == "");
  CHECK(EarlyFloatRefusal(g, "large", "e") == "");
  CHECK(EarlyFloatRefusal(Game1824(), "regional", "2") == "");  // (1824's types float in any phase)
}
