// Tests lib/data/game_stock.cpp: a game's privates, stock round and the
// site's readings as game.yaml gives them, here 1824's (maps/1824) and
// 1846's Mail Contract.
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/game.h"

using namespace xxroute;

TEST_CASE("1824: the private railways, their charters and the stock round as the data gives them") {
  const auto g = test::Games()->Get("1824", "");
  // IV.1 (002 lines 170-178): a mountain railway, exchanged from the first 3.
  const GamePrivate& b5 = g->privates.at("B5");
  CHECK(b5.price == 120);
  CHECK(b5.income == 25);
  CHECK(b5.exchange_types == std::vector<std::string>{"major"});
  CHECK(b5.exchange_from == "3");
  // IV.2 (lines 189-200): a coal railway's charter.
  const GamePrivate& epp = g->privates.at("EPP");
  CHECK(epp.company == "EPP");
  CHECK(epp.prices == std::vector<int>{120, 140, 160, 180, 200});
  CHECK(epp.train == "1g");
  CHECK(epp.pars == "BK");
  CHECK(epp.reserves == std::map<std::string, int>{{"BK", 20}});
  CHECK(g->privates.at("SD2").reserves == std::map<std::string, int>{{"SD", 10}});
  // IV.4.2, IV.4.4: BK's capital counts 8 shares, the state railways start at 120.
  CHECK(g->companies.at("BK").capital_shares == 8);
  CHECK(g->companies.at("KK").par == 120);
  REQUIRE(g->stock);
  CHECK(g->stock->first_round == "stock");
  CHECK(g->stock->sold_to == "ipo");
  CHECK(g->stock->start_cash.at(4) == 680);
  // The site's readings (NOTES.md) and the home station at the first turn.
  CHECK(g->stock->site_operating_rounds == std::map<std::string, int>{{"5", 3}});
  CHECK(g->ReadingRule("operating_rounds").rfind("1824 VII.1, 002 line 510", 0) == 0);
  CHECK(g->printed_upgrade_rule.rfind("1824 VII.7, 002 lines 606, 627", 0) == 0);
  CHECK(g->HomeAtFirstTurn());
  CHECK(g->record_title == "1824");
  // 18CZ reads no operating rounds of the site's, its first round the privates' own.
  const auto cz = test::Games()->Get("18CZ", "");
  CHECK(cz->stock->site_operating_rounds.empty());
  CHECK(cz->stock->first_round == "start");
  CHECK(cz->HomeAtFirstTurn());
}

TEST_CASE("1846: the Mail Contract's most-stops bonus is its private's key, no other private has one") {
  const auto g = test::Games()->Get("1846", "");
  CHECK(g->privates.at("MAIL").most_stops_bonus == 10);  // (g_1846/game.rb revenue_for, lines 455-458)
  for (const auto& held : g->privates)
    if (held.first != "MAIL") CHECK_MESSAGE(held.second.most_stops_bonus == 0, held.first);
}
