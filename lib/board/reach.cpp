#include "xxroute/reach.h"

#include "track_graph.h"

namespace xxroute {

Reach ComputeReach(const Board& b, const Company& company) {
  Reach r;
  r.stop.assign(b.stops().size(), 0);
  r.station_hex.assign(b.hexes().size(), 0);
  FineGraph g = BuildFine(b, company.name);
  auto mark_sides = [&](int e) {
    const Segment& seg = b.segments()[g.edges[e].segment];
    for (const TrackEnd* end : {&seg.a, &seg.b})
      if (end->kind == TrackEnd::kEdge) {
        r.sides.insert({seg.hex, end->index});
        if (int nb = b.Neighbour(seg.hex, end->index); nb >= 0)
          r.sides.insert({nb, (end->index + b.edges() / 2) % b.edges()});
      }
  };
  // States: an edge run away from one of its ends.
  std::vector<char> seen(g.edges.size() * 2, 0);
  std::vector<std::pair<int, int>> todo;  // (edge, the end it starts from)
  auto push = [&](int e, int from_end) {
    if (!g.edges[e].alive || seen[e * 2 + from_end]) return;
    seen[e * 2 + from_end] = 1;
    todo.push_back({e, from_end});
  };
  for (size_t s = 0; s < b.stops().size(); ++s) {
    if (!b.stops()[s].HasToken(company.name)) continue;
    r.stop[s] = 1;
    r.station_hex[b.stops()[s].hex] = 1;
    const int v = static_cast<int>(s);  // stops are the first vertices of the fine graph
    for (int e : g.incident[v]) push(e, g.EndAt(e, v));
  }
  while (!todo.empty()) {
    auto [e, from] = todo.back();
    todo.pop_back();
    mark_sides(e);
    const FineEdge& fe = g.edges[e];
    const int v = fe.v[1 - from];
    const int arrived_side = fe.side[1 - from];
    if (g.kind[v] == Vertex::kStop) {
      const int stop = g.stop[v];
      r.stop[stop] = 1;
      if (!b.stops()[stop].PassThroughRule(company.name).empty() || b.segments()[fe.segment].terminal) continue;
    }
    for (int next : g.incident[v]) {
      if (next == e) continue;
      const int end = g.EndAt(next, v);
      if (g.kind[v] == Vertex::kStop && b.segments()[g.edges[next].segment].terminal) continue;
      if (g.kind[v] == Vertex::kSide && g.edges[next].side[end] == arrived_side) continue;  // must cross
      push(next, end);
    }
  }
  return r;
}

}  // namespace xxroute
