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

// Whether `phase` (null: none named) lets a tile of `color` be laid: tile
// colours come with the phases that list them (18CZ VIII.4, 000 lines
// 751-756; 1824 VII.14, 002 lines 814-850); a colour no phase lists (18CZ
// red home tiles, 18Lilliput's red Mildendo and gray scenario cards) is laid
// by its own rule, whatever the phase. A tile of a special ability keeps the
// rule: 18CZ's purple-edged tiles are laid "otherwise by the rules" (VIII.6,
// 000 lines 217-220).
bool PhaseAllowsColor(const Game& g, const Phase* phase, const std::string& color);
// Whether some phase of the game lists `color` (a colour the phases bring;
// one none lists is laid by its own rule).
bool PhasedColor(const Game& g, const std::string& color);

}  // namespace xxroute
