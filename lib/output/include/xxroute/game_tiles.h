// GameTiles: a game's tiles and printed map as a player reads them (`show
// --tiles`, `show --map`): each tile or hex with its stops and their ids, and
// the manifest laid out as a sheet to draw.
#pragma once

#include <string>
#include <vector>

#include "xxroute/game.h"
#include "xxroute/position.h"

namespace xxroute {

// The manifest's tiles in the order players sort them: by colour (yellow,
// red, green, brown, gray, then the rest), then by number.
std::vector<const TileDef*> SortedTiles(const Game& game);

// Every tile of the manifest, one a line: id, colour, count, labels,
// upgrades (the manifest's list, or "colour rule"), and its stops with
// their ids, kinds and values.
std::string TilesText(const Game& game);

// Every hex of the printed map that has a name, a stop or a label, one a
// line: coordinate, name, colour, labels, stops with their ids.
std::string MapText(const Game& game);

// A position holding every tile of the manifest once, in rows by colour
// with a blank cell between tiles, drawn inline (no game: no map around)
// with each hex's `tile_name` the tile's id, for RenderSvg with
// SvgOptions::tile_sheet.
Position TileSheet(const Game& game);

}  // namespace xxroute
