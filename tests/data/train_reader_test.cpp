// A train read once (ReadTrain, lib/data/position.cpp): a game's trains with
// the bank's side (price, count, rusting, trade-in) and a position's own
// trains by the same reader.
#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/game.h"

using namespace xxroute;

TEST_CASE("a game's train: its counting rules and how the bank offers it, read together") {
  auto g = test::Games()->Get("1824", "");
  const TrainOffer* six = g->FindOffer("6");
  REQUIRE(six);
  CHECK(six->name == "6");
  CHECK(six->price == 600);
  CHECK(six->trade_in == std::vector<std::string>{"5"});  // (1824 VII.13, 002 lines 803-807)
  CHECK(six->trade_in_credit == 200);
  CHECK(six->line > 0);
  const TrainOffer* two = g->FindOffer("2");
  REQUIRE(two);
  CHECK(two->count == 9);
  auto cis = test::Games()->Get("1824-cisleithania", "");
  const TrainOffer* g2 = cis->FindOffer("2g");
  REQUIRE(g2);
  CHECK(std::count(g2->rusts_on.begin(), g2->rusts_on.end(), "4g") == 1);
  CHECK(g2->available_on == "3");
  auto lil = test::Games()->Get("18Lilliput", "");
  bool by_players = false;
  for (const auto& [name, o] : lil->offers) by_players = by_players || !o.count_by_players.empty();
  CHECK(by_players);  // (18Lilliput Table 6)
}

TEST_CASE("a position's own train: the same checks of the bank's side, which it then leaves to the game") {
  const std::string ok = R"(
layout: pointy
hexes: {}
trains:
  - {name: "X2", distance: 2, price: 80, count: 3, rusts_on: ["4"], trade_in: {trains: ["1"], credit: 10}}
)";
  const Position p = ParsePosition(ok, "t.yaml");
  REQUIRE(p.trains.size() == 1);
  CHECK(p.trains[0].name == "X2");
  std::string bad = ok;
  bad.replace(bad.find("price: 80"), 9, "price: -5");
  CHECK_THROWS_WITH_AS(ParsePosition(bad, "t.yaml"), doctest::Contains("train X2 price"), InputError);
  std::string players = ok;
  players.replace(players.find("count: 3"), 8, "count_by_players: {11: 2}");
  CHECK_THROWS_WITH_AS(ParsePosition(players, "t.yaml"), doctest::Contains("train X2 count_by_players players"),
                       InputError);
}
