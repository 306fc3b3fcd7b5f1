// TileTrack: a hex's track as the tile rules compare it (which edges each
// stop joins, which edges join each other), from a tile or from the board.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/position.h"

namespace xxroute {

// A hex's track as the rules compare it: which edges each stop joins, and
// which edges join each other (directly or through a junction).
struct Track {
  struct Place {
    StopKind kind;
    std::set<int> edges;
    std::string id;  // stop id; "" for a junction
  };
  std::vector<Place> stops;
  std::set<std::pair<int, int>> through;  // edge pairs joined without a stop
};

// The track of a manifest tile (or a printed hex's shape) laid with `rotation`.
Track TrackOfTile(const HexSpec& shape, int rotation, int edges);
// The exits of a track: every edge it reaches.
std::set<int> TrackExits(const Track& t);
// The track on the board's hex now.
Track TrackOfHex(const Board& b, int hex);
// Whether `to` keeps all of `from`'s track; `match[i]` gets the stop of `to`
// that old stop i becomes. With `may_merge`, several old stops may become one
// (a labelled hex's cities joining: 1824 Wien's three into brown 493).
bool KeepsTrack(const Track& from, const Track& to, std::vector<int>* match, bool may_merge = false);

// The stop of the board's hex `coord` that the printed map's stop `id`
// has become once tiles are laid there: the stop its track runs on, as a
// station token moves with its city (1824 VII.6, 002 line 602: "Маркеры
// станций переносятся с поля на тайл в той ориентации, как на гексе"). A
// company's home named by the game data (home_stop, a stop of the printed
// hex) is found so on an upgraded tile (Budapest's c1 on the green 490 is
// its one city, c0). `id` itself where the board has no game, the map does
// not print the hex, or the printed stop joins no track to follow.
std::string HomeStopNow(const Board& b, const std::string& coord, const std::string& id);

}  // namespace xxroute
