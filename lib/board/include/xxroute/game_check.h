// GameCheck: a game's data checked for consistency, and summarised.
#pragma once

#include <string>
#include <vector>

#include "xxroute/game.h"

namespace xxroute {

// Problems in the game's files, each "FILE:LINE: what": track off the map, a
// company home on no city, a train name the phases or cards do not know, ...
// Malformed files throw InputError instead.
std::vector<std::string> CheckGame(const Game& game);

// A player's summary: hexes, stops, tiles by colour, phases and trains.
std::string SummarizeGame(const Game& game);

}  // namespace xxroute
