// TileFit: whether a tile may stand on a hex at all, whoever lays it: the
// kind of hex, its labels, the colour order and the printed track. The board
// asks it of every tile a position lays; the lay rules (rules/tile_rules.cpp)
// ask it first.
#pragma once

#include <string>

#include "xxroute/game.h"
#include "xxroute/position.h"

namespace xxroute {

// Whether `tile` laid with `rotation` may stand on a hex printed as `printed`
// (the game's map; null where the map prints nothing there) in `phase`: the
// kind of hex (town tiles on towns, city tiles on cities, plain track on open
// hexes), no tile on a gray, red or offboard hex, the labels, a colour after
// the printed one, the printed track kept. "" or the rule broken.
std::string TileFitsHex(const Game& g, const HexSpec* printed, const TileDef& tile, int rotation,
                        const std::string& phase, int edges);

}  // namespace xxroute
