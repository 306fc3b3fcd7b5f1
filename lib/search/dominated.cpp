#include "dominated.h"

#include <algorithm>

#include "assign_search.h"

namespace xxroute {

// Why dropping them is exact. Say route b of a type is dominated by route a
// of that type: a is numbered before b (so scores at least as much: routes
// are best first) and runs no track outside b's. In an assignment that runs
// b, put a in its place: a shares no track with the other routes (b did not,
// and a's track is part of b's), and no other train runs a (it would share
// a's track with b; a type with a route that runs no track is kept whole).
// The value is no less, so the maximum is reached without b. Nor does the
// assignment Assign reports run b: where the value stays the same, a's
// smaller number makes the new assignment come first in Assign's order (its
// type's routes, sorted again, are each no higher, one of them lower).

namespace {

// Routes of a type looked at to see whether any is dominated at all.
constexpr int kDominanceSample = 256;
// Routes over all types from which the check runs on several threads.
constexpr long kParallelCheck = 20'000;

}  // namespace

Undominated DropDominated(const AssignInput& in, const std::vector<RouteIndex>& index) {
  Undominated u;
  u.in = in;
  const size_t types = in.types.size();
  u.number.resize(types);
  u.kept.resize(types);
  for (size_t t = 0; t < types; ++t) {
    const TrainRoutes& routes = in.types[t];
    const int n = static_cast<int>(routes.score.size());
    auto track = [&](int r) { return in.track + static_cast<size_t>(routes.track[r]) * in.words; };
    std::vector<int> by(n, -1);  // per route: a route dominating it, or -1
    // (a route running no track could be run beside the route it would
    // stand for: such a type is kept whole)
    bool some_empty = false;
    for (int r = 0; r < n && !some_empty; ++r)
      some_empty = std::all_of(track(r), track(r) + in.words, [](uint64_t w) { return w == 0; });
    if (t < index.size() && !index[t].empty() && !some_empty) {
      const RouteIndex& ix = index[t];
      bool any = false;
      for (int k = 0; k < kDominanceSample && !any; ++k) {
        const int r = static_cast<int>(static_cast<int64_t>(n) * k / kDominanceSample);
        any = ix.Within(track(r), r) >= 0;
      }
      if (any) {
#pragma omp parallel for schedule(dynamic, 1024) if (n > kParallelCheck)
        for (int r = 0; r < n; ++r) by[r] = ix.Within(track(r), r);
      }
    }
    std::vector<int>& kept = u.kept[t];
    kept.assign(n, -1);
    TrainRoutes& out = u.in.types[t];
    out.score.clear();
    out.track.clear();
    for (int r = 0; r < n; ++r) {
      if (by[r] >= 0) {
        kept[r] = kept[by[r]];  // (its dominator comes before it: already placed)
        ++u.dropped;
        continue;
      }
      kept[r] = static_cast<int>(out.score.size());
      u.number[t].push_back(r);
      out.score.push_back(routes.score[r]);
      out.track.push_back(routes.track[r]);
    }
  }
  return u;
}

Assignment Undominated::Keep(const Assignment& full) const {
  Assignment a = full;
  a.value = 0;
  const int slots = static_cast<int>(in.slot_type.size());
  for (int s = 0; s < slots; ++s) {
    const int t = in.slot_type[s];
    if (a.choice[s] < 0) continue;
    a.choice[s] = kept[t][a.choice[s]];
    a.value += in.types[t].score[a.choice[s]];
  }
  assign_search::InAssignOrder(in.slot_type, &a.choice);
  return a;
}

Assignment Undominated::Full(const Assignment& kept_choice) const {
  Assignment a = kept_choice;
  for (size_t s = 0; s < a.choice.size(); ++s)
    if (a.choice[s] >= 0) a.choice[s] = number[in.slot_type[s]][a.choice[s]];
  return a;
}

}  // namespace xxroute
