// Tests lib/table/private_moves.cpp: a player's private exchanged for a
// share (1824's mountain railways, --exchange-private).
#include <doctest/doctest.h>

#include "stock_moves.h"

using namespace xxroute;
using test::k1824Stock;
using test::MadeAtTable;
using test::RefusedAtTable;

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
