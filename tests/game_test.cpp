// Game data: every game and variant in maps/ loads and is consistent; broken
// game data is caught by `show`'s checks.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <yaml-cpp/yaml.h>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/pay.h"
#include "xxroute/game_check.h"
#include "xxroute/train.h"

using namespace xxroute;
using xxroute::test::Case;
namespace fs = std::filesystem;

TEST_CASE("every game and variant in maps/ is consistent") {
  auto games = ListGames();
  CHECK(games.size() >= 6);
  for (const auto& name : games) {
    auto g = test::Games()->Get(name, "");
    INFO(name);
    CHECK(CheckGame(*g).empty());
    CHECK(SummarizeGame(*g).find("phases:") != std::string::npos);
    for (const auto& v : g->variants) {
      INFO(v);
      CHECK(CheckGame(*test::Games()->Get(name, v)).empty());
    }
  }
}

TEST_CASE("inconsistent game data is reported with file and line") {
  fs::path dir = fs::temp_directory_path() / "xxroute-game-test" / "Broken";
  fs::create_directories(dir);
  std::ofstream(dir / "game.yaml") << R"(game: Broken
title: Broken
layout: pointy
phases:
  - {name: a, color: yellow, rusts: ["9"]}
trains:
  - {name: "2", distance: 2}
companies:
  X: {type: major, home: A3}
)";
  std::ofstream(dir / "map.yaml") << R"(hexes:
  A1: {stops: {c0: {kind: city, revenue: 20}}, paths: [[c0, 1]]}
  A3: {}
)";
  std::ofstream(dir / "tiles.yaml") << "tiles: {}\n";
  setenv("XXROUTE_MAPS", dir.parent_path().c_str(), 1);
  auto problems = CheckGame(*ReadGame("Broken", ""));
  unsetenv("XXROUTE_MAPS");
  REQUIRE(problems.size() == 3);
  CHECK(problems[0].find("map.yaml:2: hex A1: track to edge 1 leads off the map") != std::string::npos);
  CHECK(problems[1].find("game.yaml:9: company X: home A3 has no city") != std::string::npos);
  CHECK(problems[2].find("game.yaml:5: phase a names train '9', which the game does not have") != std::string::npos);
}

namespace {
// 18CZ: a position laying tiles by id over the printed map.
std::string Laid(const std::string& hexes, const std::string& phase = "g") {
  return "game: 18CZ\nphase: " + phase + "\nhexes:\n" + hexes +
         "companies:\n  BCB: {type: small, trains: [\"2\"]}\n";
}
std::string ErrorOf(const std::string& yaml) {
  try {
    Case c(yaml);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("tiles laid by id are checked against the manifest: colour order, labels, counts, phase") {
  // E16 Pardubice is a printed white city; tile 57 a yellow city.
  CHECK(ErrorOf(Laid("  E16: {tile: \"57\", rotation: 1, tokens: [BCB]}\n")) == "");
  CHECK(ErrorOf(Laid("  E16: {tile: \"57\", rotation: 1, tokens: {c9: [BCB]}}\n")) ==
        "test.yaml:4: hex E16: tokens name stop 'c9', which the hex does not have");
  // Ostrava C26 is a Y city: an unlabelled city tile does not fit.
  CHECK(ErrorOf(Laid("  C26: {tile: \"57\"}\n")) == "test.yaml:4: hex C26: tile 57 (yellow) has label(s) none but the hex has Y");
  // A green tile in a yellow phase.
  CHECK(ErrorOf(Laid("  E16: {tile: \"14\"}\n", "a")) == "test.yaml:4: hex E16: tile 14 (green) is not available in phase a");
}

TEST_CASE("a printed hex keeps its track when the position only adds tokens") {
  // E12 Praha is printed with two cities; BN's token goes on c1.
  std::string yaml = Laid("  E12: {tokens: {c1: [BCB]}}\n");
  Case c(yaml);
  int s = c.board->FindStop("E12.c1");
  REQUIRE(s >= 0);
  CHECK(c.board->stops()[s].HasToken("BCB"));
}

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
