// Game data: every game and variant in maps/ loads and is consistent; broken
// game data is caught by `show`'s checks.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/game_check.h"

using namespace xxroute;
using xxroute::test::Case;
namespace fs = std::filesystem;

TEST_CASE("every game and variant in maps/ is consistent") {
  auto games = ListGames();
  CHECK(games.size() >= 6);
  for (const auto& name : games) {
    auto g = LoadGame(name, "");
    INFO(name);
    CHECK(CheckGame(*g).empty());
    CHECK(SummarizeGame(*g).find("phases:") != std::string::npos);
    for (const auto& v : g->variants) {
      INFO(v);
      CHECK(CheckGame(*LoadGame(name, v)).empty());
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
  auto problems = CheckGame(*LoadGame("Broken", ""));
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

TEST_CASE("18CZ Moravia-Silesia: 4+4 and 5+5 take two red tile bonuses, 2, 3, 4 none; the 3E shares track") {
  auto g = LoadGame("18CZ", "Moravia-Silesia");
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
  auto base = LoadGame("18CZ", "");
  CHECK(base->FindTrain("4+4")->stop_bonuses > 2);
  CHECK_FALSE(base->FindTrain("3E")->shares_track);
}
