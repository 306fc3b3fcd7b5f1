// Tests lib/board/game_check.cpp: every game and variant in maps/ is
// consistent (CheckGame, as `show` asks), and broken game data is reported
// with its file and line.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "helpers.h"
#include "xxroute/game.h"
#include "xxroute/game_check.h"

using namespace xxroute;

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

TEST_CASE("inconsistent game data is reported with file and line (track, homes, phases, a face's card, privates' hexes and tiles, a side's cost on one hex only)") {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / "xxroute-game-test" / "Broken";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "game.yaml") << R"(game: Broken
title: Broken
layout: pointy
phases:
  - {name: a, color: yellow, rusts: ["9"]}
trains:
  - {name: "2", distance: 2}
  - {name: "3/5", distance: 3, face_of: "2"}
companies:
  X: {type: major, home: A3}
privates:
  P: {price: 10, blocks: {hexes: [Z9], rule: r}, lays: {hexes: [A3], tiles: ["99"], rule: r}}
)";
  std::ofstream(dir / "map.yaml") << R"(hexes:
  A1: {stops: {c0: {kind: city, revenue: 20}}, paths: [[c0, 1]]}
  A3: {side_costs: {0: 20}}
)";
  std::ofstream(dir / "tiles.yaml") << "tiles: {}\n";
  setenv("XXROUTE_MAPS", dir.parent_path().c_str(), 1);
  auto problems = CheckGame(*ReadGame("Broken", ""));
  unsetenv("XXROUTE_MAPS");
  REQUIRE(problems.size() == 7);
  CHECK(problems[0].find("map.yaml:2: hex A1: track to edge 1 leads off the map") != std::string::npos);
  CHECK(problems[1].find("game.yaml:10: company X: home A3 has no city") != std::string::npos);
  CHECK(problems[2].find("game.yaml:5: phase a names train '9', which the game does not have") != std::string::npos);
  CHECK(problems[3].find("game.yaml:8: train 3/5: face_of names '2', not a counted train of its own") != std::string::npos);
  CHECK(problems[4].find("game.yaml:12: private P: no hex Z9 on the map") != std::string::npos);
  CHECK(problems[5].find("game.yaml:12: private P lays tile 99, which is not in the manifest") != std::string::npos);
  CHECK_MESSAGE(problems[6].find("map.yaml:3: hex A3: side 0 costs 20, which") != std::string::npos, problems[6]);
}
