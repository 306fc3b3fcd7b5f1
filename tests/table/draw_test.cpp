// Tests lib/table/draw.cpp: the railways of stack 1 drawn (1824 Cisleithania
// X.3, 002 lines 942-956; apply --draw), their charters started as
// construction railways, the bond railway listed (X.4, lines 968-976).
#include <doctest/doctest.h>

#include "draw.h"
#include "stock_moves.h"

using namespace xxroute;
using test::MadeAtTable;
using test::RefusedAtTable;

namespace {

const std::string kCisStock = test::ReadText(test::kSource + "tests/data/table/cis-stock.yaml");

}  // namespace

TEST_CASE("1824 X.3 (002 lines 942-944): one coal railway and one small pre-state railway drawn, before either starts") {
  const TableTurn t = MadeAtTable(kCisStock, {{Edit::kDraw, "KK2,EOD"}});
  CHECK(t.after.draw == std::vector<std::string>{"EOD", "KK2"});  // (in the order of the lists)
  CHECK(test::Contains(RefusedAtTable(kCisStock, {{Edit::kDraw, "EOD,MLB"}}), "MLB: one railway of each list, not two"));
  CHECK(test::Contains(RefusedAtTable(kCisStock, {{Edit::kDraw, "EOD"}}), "one railway of each of 2 lists is drawn, not 1"));
  CHECK(test::Contains(RefusedAtTable(kCisStock, {{Edit::kDraw, "EOD,SD1"}}), "SD1 is not drawn from"));
  CHECK(test::Contains(RefusedAtTable(kCisStock, {{Edit::kBuyPrivate, "Anna: EOD 120"}, {Edit::kDraw, "EOD,KK2"}}),
                       "EOD has started: the draw comes first"));
  CHECK(test::Contains(RefusedAtTable(t.text, {{Edit::kDraw, "EPP,SD2"}}), "the railways were drawn already: EOD, KK2"));
  CHECK(test::Contains(RefusedAtTable(test::k1824Stock, {{Edit::kDraw, "EOD,KK2"}}), "1824 draws no railways"));
}

TEST_CASE("1824 X.3, X.4 (002 lines 952, 970-976): a drawn coal railway starts as a construction railway, its regional the bond railway") {
  const TableTurn t = MadeAtTable(kCisStock, {{Edit::kDraw, "EOD,KK2"}, {Edit::kBuyPrivate, "Anna: EOD 120"}});
  CHECK(test::CashOf(t.after, "Anna") == 710);
  const CompanySpec* eod = t.after.FindCompany("EOD");
  REQUIRE(eod);
  CHECK(eod->type == "construction_railway");
  CHECK(eod->treasury == 0);  // (its price to the bank: no treasury, line 952)
  CHECK(eod->trains.empty());  // (no 1g)
  CHECK((*t.after.bank_trains)[6] == std::make_pair(std::string("1g"), 3));
  const CompanySpec* ms = t.after.FindCompany("MS");
  REQUIRE(ms);
  CHECK(ms->type == "bond_railway");
  CHECK(ms->share_price == 50);  // (50 in the lowest row, line 972)
  CHECK(ms->share_price_cell == std::make_pair(6, 1));
  CHECK(ms->shares == std::map<std::string, int>{{"pool", 100}});  // (all in the pool, line 974)
  CHECK(ms->Floated());
  CHECK(!ms->reserved);
  CHECK(!ms->treasury);  // (no treasury, line 970)
  CHECK(t.after.HasStation("MS"));  // (its home station at the start, line 976)
}

TEST_CASE("1824 X.3 (002 lines 952-956): a drawn pre-state railway holds back no share of its state railway") {
  const TableTurn t = MadeAtTable(
      kCisStock, {{Edit::kDraw, "EOD,KK2"}, {Edit::kBuyPrivate, "Ben: KK2 120"}, {Edit::kBuyPrivate, "Anna: KK1 240"}});
  CHECK(t.after.FindCompany("KK2")->type == "construction_railway");
  CHECK(t.after.FindCompany("KK")->reserved == 20);  // (KK1's 20% alone)
}

TEST_CASE("1824 X.3 (002 lines 954-956): the drawn railways close on the first 5 with KK2 drawn, KK getting 120") {
  const TableTurn t = MadeAtTable(kCisStock, {{Edit::kDraw, "EOD,KK2"},
                                              {Edit::kBuyPrivate, "Anna: EOD 120"},
                                              {Edit::kBuyPrivate, "Ben: KK2 120"},
                                              {Edit::kBuyPrivate, "Anna: KK1 240"}});
  const Game& g = *t.loaded->game();
  Position pos = t.after;
  const int kk_before = pos.FindCompany("KK")->treasury.value_or(0);
  std::vector<std::string> notes, readings;
  CloseDrawn(g, pos, "3", "4", &notes, &readings);  // (the first 4: not KK2's phase)
  CHECK(pos.closed.empty());
  CloseDrawn(g, pos, "4", "5", &notes, &readings);
  CHECK(pos.Closed("EOD"));
  CHECK(pos.Closed("KK2"));
  CHECK(!pos.Closed("KK1"));  // (KK1 forms KK at the round's end, as ever)
  CHECK(pos.FindCompany("KK")->treasury == kk_before + 120);
  CHECK(readings.empty());
  // The site's reading: nothing paid, said.
  Position site = t.after;
  site.readings = {"construction_unpaid"};
  notes.clear();
  CloseDrawn(g, site, "4", "5", &notes, &readings);
  CHECK(site.Closed("EOD"));
  CHECK(site.FindCompany("KK")->treasury.value_or(0) == kk_before);
  REQUIRE(readings.size() == 1);
  CHECK(test::Contains(readings[0], "KK gets nothing as EOD, KK2 close (1824 X.3, 002 line 956"));
}

TEST_CASE("1824 X.4 (002 line 979): the bond railway's third station on Wien as it turns brown, in the city with room") {
  const TableTurn t = MadeAtTable(kCisStock, {{Edit::kDraw, "EOD,KK2"}, {Edit::kBuyPrivate, "Anna: EOD 120"}});
  const Game& g = *t.loaded->game();
  Position pos = t.after;
  HexSpec wien;
  wien.coord = "E12";
  wien.tile = "491";  // (green: nothing placed)
  wien.has_tokens = true;
  wien.tokens["c0"] = {"SD"};
  wien.tokens["c1"] = {"KK"};
  pos.hexes.push_back(wien);
  std::vector<std::string> notes;
  BondStationOnLay(g, pos, "E12", "491", &notes);
  CHECK(notes.empty());
  pos.FindHex("E12")->tile = "493";  // (brown: c0 holds one, c1 three)
  BondStationOnLay(g, pos, "E12", "493", &notes);
  CHECK(pos.FindHex("E12")->tokens["c1"] == std::vector<std::string>{"KK", "MS"});
  REQUIRE(notes.size() == 1);
  BondStationOnLay(g, pos, "E12", "493", &notes);  // (once)
  CHECK(pos.FindHex("E12")->tokens["c1"] == std::vector<std::string>{"KK", "MS"});
}

TEST_CASE("1824 X.4 (002 line 970): the bond railway pays its share price at an operating round's end, its price moving right") {
  // Anna holds 20% of MS (50): 10 a round; its price moves right, 50 -> 60.
  const TableTurn t = MadeAtTable(kCisStock, {{Edit::kDraw, "EOD,KK2"},
                                              {Edit::kBuyPrivate, "Anna: EOD 120"},
                                              {Edit::kBuyShares, "Anna: MS 20 pool"},
                                              {Edit::kEndRound, ""},
                                              {Edit::kEndRound, ""}});
  CHECK(test::CashOf(t.after, "Anna") == 830 - 120 - 100 + 10);
  const CompanySpec* ms = t.after.FindCompany("MS");
  CHECK(ms->share_price == 60);
  CHECK(ms->share_price_cell == std::make_pair(6, 2));
  CHECK(test::Noted(t, "MS pays its share price, 50 (1824 X.4, 002 line 970)"));
}
