// Walk: every way over the track from a stop to a stop that rule 1 allows,
// the company's station aside (the scorer asks for it): no segment or
// hex-side lane twice, across each hex side into the hex beyond, no junction
// or stop twice, no two stops of a group, no passing an offboard, a mine that
// is not pass_through, a blocked city or a stop on a terminal path. Each
// route is found once in each direction.
#pragma once

#include <bitset>
#include <vector>

#include "facts.h"
#include "track.h"

namespace ref {

constexpr int kMaxResources = 1024;  // the bench boards' full maps need ~700
using Resources = std::bitset<kMaxResources>;

// One walk: its stops in order, the track it uses, and the segments it runs
// in order (for the hexes a declared route names as waypoints).
struct Walk {
  std::vector<int> stops;    // track stop numbers, in the order passed
  Resources used;            // segments and hex-side lanes
  std::vector<int> path;     // segments, in the order run
  std::vector<int> stop_at;  // per stop: how many of `path` were run on reaching it
};

// Every walk; false when there are more than `limit` (the board is too big
// for a brute force).
bool AllWalks(const Track& track, const Facts& facts, long limit, std::vector<Walk>* out);

}  // namespace ref
