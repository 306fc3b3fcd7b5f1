// Tests lib/table/charters.cpp: a company's charter bought from the bank
// starts the company (1824's coal and pre-state railways, --buy-private),
// with the par price and the shares held back it sets.
#include <doctest/doctest.h>

#include "stock_moves.h"

using namespace xxroute;
using test::k1824Stock;
using test::MadeAtTable;
using test::RefusedAtTable;

TEST_CASE("1824 IV.2, VI.3 (002 lines 189-195, 429): a coal railway at the price its buyer chooses, its 1g bought at once") {
  const TableTurn t = MadeAtTable(k1824Stock, {{Edit::kBuyPrivate, "Anna: EPP 200"}});
  CHECK(test::CashOf(t.after, "Anna") == 480);
  const CompanySpec* epp = t.after.FindCompany("EPP");
  REQUIRE(epp);
  CHECK(epp->shares == std::map<std::string, int>{{"Anna", 100}});
  CHECK(epp->treasury == 80);  // (200, less 120 for the 1g)
  REQUIRE(epp->trains.size() == 1);
  CHECK(epp->trains[0].name == "1g");
  CHECK((*t.after.bank_trains)[6] == std::make_pair(std::string("1g"), 5));
  CHECK(t.after.privates.empty());  // (the charter is not kept as a private)
  // 002 line 190: half the price is the regional railway's par, on its cell;
  // lines 200, 307: its president's share held back for EPP's owner.
  const CompanySpec* bk = t.after.FindCompany("BK");
  REQUIRE(bk);
  CHECK(bk->par == 100);
  CHECK(bk->share_price_cell == std::make_pair(2, 2));
  CHECK(bk->floated == false);
  CHECK(bk->reserved == 20);
  CHECK(bk->shares == std::map<std::string, int>{{"ipo", 100}});
  CHECK(test::Contains(RefusedAtTable(k1824Stock, {{Edit::kBuyPrivate, "Anna: EPP 130"}}),
                       "EPP costs one of 120, 140, 160, 180, 200, as its buyer chooses, not 130 (1824 IV.2"));
}

TEST_CASE("1824 IV.3 (002 lines 211-215, 335): a pre-state railway at its price, its state railway's shares held back") {
  const TableTurn t =
      MadeAtTable(k1824Stock, {{Edit::kBuyPrivate, "Ben: SD1 240"}, {Edit::kBuyPrivate, "Cleo: SD2 120"}});
  CHECK(t.after.FindCompany("SD1")->treasury == 240);
  CHECK(t.after.FindCompany("SD2")->shares == std::map<std::string, int>{{"Cleo", 100}});
  // SD is on sale at 120 (002 line 334), 20% held for SD1's owner, 10% for SD2's.
  const CompanySpec* sd = t.after.FindCompany("SD");
  REQUIRE(sd);
  CHECK(sd->share_price == 120);
  CHECK(sd->share_price_cell == std::make_pair(0, 2));
  CHECK(sd->reserved == 30);
  CHECK(test::Contains(RefusedAtTable(k1824Stock, {{Edit::kBuyPrivate, "Ben: SD1 120"}}), "SD1 costs 240, not 120"));
  CHECK(test::Contains(RefusedAtTable(t.text, {{Edit::kBuyPrivate, "Dan: SD1 240"}}), "SD1 has started already"));
}
