// Tests lib/board/tile_track.cpp: the track of a tile on a hex, here where a
// printed stop has gone once tiles are laid (HomeStopNow): a company's home
// named by the game's data (home_stop) is the city its printed track became,
// as a station token moves with its city (1824 VII.6, 002 line 602).
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/tile_track.h"

using namespace xxroute;

TEST_CASE("a home on an upgraded tile is the city its printed track became (1824 VII.6, 002 line 602)") {
  auto board = [](const std::string& hexes) {
    return test::Load(ParsePosition("game: \"1824\"\nphase: \"4\"\nhexes:\n" + hexes, "game.yaml"), "",
                      LoadOptions::kBoardOnly);
  };
  // Budapest's yellow 498 turned half round: the printed c1 (edge 3) is the tile's c0.
  auto turned = board("  F17: {tile: \"498\", rotation: 3}\n");
  CHECK(HomeStopNow(turned->board(), "F17", "c1") == "c0");
  CHECK(HomeStopNow(turned->board(), "F17", "c0") == "c1");
  // Green 490: one city holds both printed cities' track.
  auto green = board("  F17: {tile: \"490\", rotation: 0}\n");
  CHECK(HomeStopNow(green->board(), "F17", "c1") == "c0");
  CHECK(HomeStopNow(green->board(), "F17", "c0") == "c0");
  // Nothing laid: the printed stop itself; a hex the map does not print: the id given.
  auto printed = board("  C12: {tokens: [MS]}\n");
  CHECK(HomeStopNow(printed->board(), "F17", "c1") == "c1");
  CHECK(HomeStopNow(printed->board(), "Z99", "c1") == "c1");
}
