// Tests lib/data/game.cpp: a game's data as read from maps/<game>/, here
// 18CZ's trains and train cards against the rulebook's examples.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>

#include <yaml-cpp/yaml.h>

#include "helpers.h"
#include "xxroute/game.h"
#include "xxroute/pay.h"
#include "xxroute/train.h"

using namespace xxroute;

TEST_CASE("18CZ Moravia-Silesia: 4+4 and 5+5 take two red tile bonuses, 2, 3, 4 none, the 3E shares track") {
  auto g = test::Games()->Get("18CZ", "Moravia-Silesia");
  for (const char* name : {"2", "3", "4"}) {
    INFO(name);
    REQUIRE(g->FindTrain(name));
    CHECK(g->FindTrain(name)->stop_bonuses == 0);
    CHECK_FALSE(g->FindTrain(name)->shares_track);
  }
  for (const char* name : {"4+4", "5+5"}) {
    INFO(name);
    REQUIRE(g->FindTrain(name));
    CHECK(g->FindTrain(name)->stop_bonuses == 2);
  }
  REQUIRE(g->FindTrain("3E"));
  CHECK(g->FindTrain("3E")->shares_track);
  CHECK(g->MapHexes().empty());  // the M-S board is not available: positions list every hex
  // The base game's trains take every bonus and share no track.
  auto base = test::Games()->Get("18CZ", "");
  CHECK(base->FindTrain("4+4")->stop_bonuses > 2);
  CHECK_FALSE(base->FindTrain("3E")->shares_track);
}

// 18CZ VIII.7 (shared/rules/000_*.txt lines 856-857): "Например, поезд 3+3 может
// посещать не более 6 мест дохода, не более 3 из которых могут быть городами или
// красными тайлами" (e.g. a 3+3 may visit at most 6 revenue places, at most 3
// of them cities or red tiles). The Chinese text (004_*.txt lines 760-762) has
// a 2+4, "which does not exist": at most 6 places, at most 2 cities or red tiles.
TEST_CASE("18CZ VIII.7 example: the game's 3+3 visits at most 6 places, at most 3 cities or red tiles, a 2+4 likewise") {
  auto g = test::Games()->Get("18CZ", "");
  const Train* t = g->FindTrain("3+3");
  REQUIRE(t);
  auto legal = [](const Train& train, int cities, int red, int towns) {
    std::vector<PayStop> s;
    auto add = [&](StopKind k, int value) {
      PayStop p;
      p.kind = k;
      p.value = value;
      p.order = static_cast<int>(s.size());
      s.push_back(p);
    };
    for (int i = 0; i < cities; ++i) add(StopKind::kCity, 30);
    for (int i = 0; i < red; ++i) add(StopKind::kOffboard, 40);
    for (int i = 0; i < towns; ++i) add(StopKind::kTown, 10);
    return ChoosePaid(train, s, BonusRules{}, 0).legal();
  };
  CHECK(legal(*t, 3, 0, 3));        // 6 places, 3 cities
  CHECK(legal(*t, 2, 1, 3));        // a red tile counts as a city
  CHECK(legal(*t, 1, 0, 5));        // towns fill the other places
  CHECK_FALSE(legal(*t, 4, 0, 0));  // a 4th city
  CHECK_FALSE(legal(*t, 3, 1, 0));  // a 4th city or red tile
  CHECK_FALSE(legal(*t, 3, 0, 4));  // a 7th place
  CHECK_FALSE(legal(*t, 0, 0, 7));
  // The 2+4 of the Chinese text, in the data's shape: towns in the first
  // row, any place in the second.
  Train two_four = *t;
  two_four.name = "2+4";
  REQUIRE(two_four.rows.size() == 2);
  two_four.rows[0].visit = two_four.rows[0].pay = 4;
  two_four.rows[1].visit = two_four.rows[1].pay = 2;
  CHECK(legal(two_four, 2, 0, 4));
  CHECK(legal(two_four, 1, 1, 4));
  CHECK_FALSE(legal(two_four, 3, 0, 0));
  CHECK_FALSE(legal(two_four, 2, 0, 5));
}

// 18CZ train card legend (shared/rules/004_*.txt lines 900-912): card f is the
// blue 4+4 at 400K, "perm." (never rusted); its back shows the red 4 at 250K and
// the green 4E at 350K.
TEST_CASE("18CZ card f: the 4+4 at 400, never rusted, on its back the 4 at 250 and the 4E at 350") {
  auto g = test::Games()->Get("18CZ", "");
  const TrainCard* f = nullptr;
  for (const auto& c : g->train_cards)
    if (c.card == "f") f = &c;
  REQUIRE(f);
  CHECK(f->faces == std::map<std::string, std::string>{{"small", "4"}, {"medium", "4+4"}, {"large", "4E"}});
  // Prices are informational in the library: read them from the data file.
  YAML::Node data = YAML::LoadFile(MapsDir() + "/18CZ/game.yaml");
  std::map<std::string, int> price;
  for (const auto& t : data["trains"]) price[t["name"].as<std::string>()] = t["price"].as<int>();
  CHECK(price.at("4+4") == 400);
  CHECK(price.at("4") == 250);
  CHECK(price.at("4E") == 350);
  for (const auto& p : g->phases) CHECK(std::count(p.rusts.begin(), p.rusts.end(), "4+4") == 0);
}

TEST_CASE("18CZ game.yaml: takeover (VIII.9), the purple tiles by a local's size, the home station's time, the president's money") {
  const auto g = test::Games()->Get("18CZ", "");
  REQUIRE(g->takeover);
  CHECK(g->takeover->targets.at("medium") == std::vector<std::string>{"small"});
  CHECK(g->takeover->targets.at("large") == std::vector<std::string>{"small", "medium"});
  CHECK(g->takeover->least == 50);
  CHECK(g->takeover->most == 150);
  CHECK(g->takeover->marker_cost == 100);
  CHECK(g->private_ability->TilesOf("S1").size() == 5);
  CHECK(g->private_ability->TilesOf("M1").size() == 11);
  CHECK(g->private_ability->TilesOf("L6").size() == 13);
  CHECK(g->stock->home_station == "first_turn");
  CHECK(g->president_pays.short_kind == "loan");
  CHECK(g->president_pays.penalty == 100);
  // Moravia-Silesia: five large companies, none smaller to take over.
  CHECK_FALSE(test::Games()->Get("18CZ", "Moravia-Silesia")->takeover);
}
