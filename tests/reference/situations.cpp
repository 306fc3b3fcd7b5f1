#include "situations.h"

#include <algorithm>

namespace ref {

namespace {

// The junctions and the hex sides a walk uses.
void Uses(const Track& t, const Walk& w, std::set<int>* junctions, std::set<int>* sides) {
  for (size_t seg = 0; seg < t.segments.size(); ++seg) {
    if (!w.used[seg]) continue;
    for (int v : t.segments[seg].v) {
      if (t.kind[v] == Track::kJunction) junctions->insert(v);
      if (t.kind[v] == Track::kSide) sides->insert(t.side[v]);
    }
  }
}

}  // namespace

std::set<std::string> SituationsOf(const Reference& ref, const Assignment& best) {
  std::set<std::string> s;
  const Track& t = ref.track();
  std::vector<std::set<int>> junctions, sides;
  int running = 0;
  for (size_t i = 0; i < best.walk.size(); ++i) {
    if (best.walk[i] < 0) {
      s.insert("optimum: a train stands idle");
      continue;
    }
    ++running;
    const Walk& w = ref.walks()[best.walk[i]];
    const Train& train = *ref.trains()[i];
    junctions.emplace_back(), sides.emplace_back();
    Uses(t, w, &junctions.back(), &sides.back());
    if (!junctions.back().empty()) s.insert("optimum: a route passes a junction");
    for (size_t k = 1; k + 1 < w.stops.size(); ++k)
      if (ref.facts().stops[w.stops[k]].kind == Kind::kMine) s.insert("optimum: a route passes a mine");
    for (int stop : w.stops) {
      const StopFacts& f = ref.facts().stops[stop];
      if (f.kind == Kind::kCity && !f.may_pass) s.insert("optimum: a route ends at a blocked city");
      if (f.per_token) s.insert("optimum: a route visits a per_token stop");
    }
    if (train.must_visit_mine) s.insert("optimum: a g train runs");
    if (train.shares_track) {
      for (size_t j = 0; j < best.walk.size(); ++j)
        if (j != i && best.walk[j] >= 0 && (ref.walks()[best.walk[j]].used & w.used).any())
          s.insert("optimum: a shares_track train runs on another's track");
    }
  }
  if (running >= 2) s.insert("optimum: two or more routes");
  if (best.most_stops > 0) {
    s.insert("optimum: a most-stops bonus earned");
    const int t = best.most_stops_train;
    if (t >= 0 && ref.trains()[t]->shares_track) s.insert("optimum: the most-stops bonus to a shares_track train");
    if (t >= 0 && ref.scorer().Score(*ref.trains()[t], ref.walks()[best.walk[t]].stops).revenue == 0)
      s.insert("optimum: the most-stops bonus to a route that earns nothing else");
    // (the routes best without the bonus earn more, before it, than these)
    if (best.income - best.most_stops < ref.Best(false, false).income)
      s.insert("optimum: the most-stops bonus changes the best routes");
  }
  // The contract says a route uses no hex SIDE twice; the project's rules,
  // no hex-side LANE twice: they differ on a walk out and back over two lanes.
  for (const Walk& w : ref.walks()) {
    std::set<int> seen;
    bool twice = false;
    for (size_t v = 0; v < t.kind.size() && !twice; ++v)
      if (t.kind[v] == Track::kSide && w.used[t.side_resource[v]]) twice = !seen.insert(t.side[v]).second;
    if (twice) {
      s.insert("board: a walk crosses one hex side twice, on two lanes");
      break;
    }
  }
  for (size_t a = 0; a < junctions.size(); ++a)
    for (size_t b = a + 1; b < junctions.size(); ++b) {
      for (int j : junctions[a])
        if (junctions[b].count(j)) s.insert("optimum: two routes through one junction");
      for (int side : sides[a])
        if (sides[b].count(side)) s.insert("optimum: two routes across one hex side (two lanes, or two tracks)");
    }
  return s;
}

}  // namespace ref
