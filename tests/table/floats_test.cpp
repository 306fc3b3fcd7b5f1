// Tests lib/table/floats.cpp: a company listed before it floats (its par
// price, or the par its game fixes), and its float once its players' shares
// float it, with the capital its game gives.
#include <doctest/doctest.h>

#include "stock_moves.h"

using namespace xxroute;
using test::k1824Stock;
using test::MadeAtTable;
using test::Noted;
using test::RefusedAtTable;

TEST_CASE("1824 IV.4.2 (002 lines 307-310): no float while the president's share is held back, then 8 x the price") {
  std::string text = MadeAtTable(k1824Stock, {{Edit::kBuyPrivate, "Anna: EPP 200"}}).text;
  for (const char* buyer : {"Ben", "Cleo", "Dan", "Ben", "Cleo"})
    text = MadeAtTable(text, {{Edit::kBuyShares, std::string(buyer) + ": BK 10"}}).text;
  const Position held = ParsePosition(text, "game.yaml");
  CHECK(held.FindCompany("BK")->floated == false);  // (50% sold, its president's share held back)
  CHECK(held.FindCompany("BK")->treasury == 0);
  // Three 10% shares left on sale: the 20% held back is not (the IPO's 50%).
  text = MadeAtTable(text, {{Edit::kBuyShares, "Dan: BK 10"}, {Edit::kBuyShares, "Dan: BK 10"}}).text;
  CHECK(test::Contains(RefusedAtTable(text, {{Edit::kBuyShares, "Dan: BK 20"}}), "the ipo holds 10% of BK, not 20%"));
  // The exchange (from the first 3: 002 line 199) hands Anna the 20%: BK floats
  // with 8 x 100 (line 309) and EPP's 80 and 1g.
  const TableTurn x = MadeAtTable(test::InPhase(text, "3"), {{Edit::kExchange, "EPP"}});
  const CompanySpec* bk = x.after.FindCompany("BK");
  CHECK(bk->shares.at("Anna") == 20);
  CHECK_FALSE(bk->reserved.has_value());
  CHECK(bk->floated == true);
  CHECK(bk->treasury == 800 + 80);
  CHECK(Noted(x, "Anna receives the 20% of BK held back for EPP"));
  CHECK(Noted(x, "BK floats with 800"));
}

TEST_CASE("1824 IV.4.3 (002 lines 316-321): BH floats with half its shares held, with 10 times its par") {
  std::string text = MadeAtTable(k1824Stock, {{Edit::kPar, "BH=100"}, {Edit::kBuyShares, "Anna: BH 20"}}).text;
  text = MadeAtTable(text, {{Edit::kBuyShares, "Ben: BH 10"}, {Edit::kBuyShares, "Cleo: BH 10"}}).text;
  CHECK(ParsePosition(text, "game.yaml").FindCompany("BH")->floated == false);
  const TableTurn t = MadeAtTable(text, {{Edit::kBuyShares, "Dan: BH 10"}});
  CHECK(t.after.FindCompany("BH")->floated == true);
  CHECK(t.after.FindCompany("BH")->treasury == 1000);
  // (its home station is placed as its first turn starts: VII.8, 002 line 639)
  CHECK(Noted(t, "BH places its home station as its first operating turn begins (1824 VII.8, 002 line 639"));
}

TEST_CASE("1824 IV.4.4, VI.3 (002 lines 334, 426): a state railway's 10% shares are on sale at 120 from the start") {
  const TableTurn t = MadeAtTable(k1824Stock, {{Edit::kBuyShares, "Anna: KK 10"}});
  CHECK(test::CashOf(t.after, "Anna") == 680 - 120);
  const CompanySpec* kk = t.after.FindCompany("KK");
  REQUIRE(kk);
  CHECK(kk->share_price == 120);
  CHECK(kk->floated == false);
  CHECK(kk->shares == std::map<std::string, int>{{"ipo", 90}, {"Anna", 10}});
  CHECK(Noted(t, "KK listed at its par 120"));
  // A regional railway has no par of its own: it comes first.
  CHECK(test::Contains(RefusedAtTable(k1824Stock, {{Edit::kBuyShares, "Anna: BH 10"}}), "its par price comes first"));
}
