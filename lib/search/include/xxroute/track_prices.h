// TrackPrices: a price on each piece of track for the assignment's
// Lagrangian bound. Any prices of zero or more give a true upper bound;
// these are chosen to make it low.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "xxroute/route_index.h"

namespace xxroute {

// For train types with `trains[t]` trains each (routes in `index[t]`, ordered
// by score), prices p >= 0 such that
//   sum of p over all track + sum over types of trains[t] * max(0, best
//   score less the prices of its track)
// (an upper bound on any assignment, see assign.cpp) is low; `reached`: the
// value of some assignment, to size the steps. Deterministic.
// `stop` (optional): asked now and then; true ends the search for prices
// early (the best so far are returned).
std::vector<int64_t> PriceTrack(const std::vector<const RouteIndex*>& index, const std::vector<int>& trains,
                                int words, int64_t reached, const std::function<bool()>& stop = nullptr);

// The bound above for these prices (with no track taken).
int64_t PricedBound(const std::vector<const RouteIndex*>& index, const std::vector<int>& trains,
                    const std::vector<int64_t>& price);

}  // namespace xxroute
