// Shrinker: the smallest board that keeps a property (a mismatch with the
// library, which the driver tests), found by taking pieces away one at a
// time (hexes, stops, paths, trains, keys) for as long as the property stays.
#pragma once

#include <functional>

#include "model.h"

namespace ref {

// `keeps` says whether a smaller board still shows what is being shrunk.
Board Shrink(Board board, const std::function<bool(const Board&)>& keeps);

}  // namespace ref
