// Shrinker: the smallest board on which a mismatch of one kind remains, found
// by taking pieces away one at a time (hexes, stops, paths, trains, keys)
// for as long as the mismatch stays.
#pragma once

#include <string>
#include <vector>

#include "model.h"
#include "reference.h"

namespace ref {

// The mismatch a smaller board must keep.
struct ShrinkTarget {
  std::string kind;                   // the mismatch's kind
  std::vector<DeclaredStops> routes;  // the declared routes of a check mismatch; empty for solve
};

bool StillFails(const Board& board, const ShrinkTarget& target);
Board Shrink(Board board, const ShrinkTarget& target);

}  // namespace ref
