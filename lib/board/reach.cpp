#include "xxroute/reach.h"

#include "track_graph.h"

namespace xxroute {

namespace {

// The walk from the station on stop `start`, as a route its trains could
// run (1824 VII.6, 002 line 591: a lay must be reached as a route, VII.2,
// without a second revenue place): each edge run away from one of its ends
// once, never reversing, never passing a stop that ends routes, and never
// entering another city of the station's own place (Wien's three cities are
// one: from E12.c0 the walk does not go on through E12.c1).
void Walk(const Board& b, const FineGraph& g, const std::string& company, int start, Reach* r) {
  auto mark_sides = [&](int e) {
    const Segment& seg = b.segments()[g.edges[e].segment];
    for (const TrackEnd* end : {&seg.a, &seg.b})
      if (end->kind == TrackEnd::kEdge) {
        r->sides[static_cast<size_t>(seg.hex) * r->edges + end->index] = 1;
        if (int nb = b.Neighbour(seg.hex, end->index); nb >= 0)
          r->sides[static_cast<size_t>(nb) * r->edges + (end->index + r->edges / 2) % r->edges] = 1;
      }
  };
  std::vector<char> seen(g.edges.size() * 2, 0);
  std::vector<std::pair<int, int>> todo;  // (edge, the end it starts from)
  auto push = [&](int e, int from_end) {
    if (!g.edges[e].alive || seen[e * 2 + from_end]) return;
    seen[e * 2 + from_end] = 1;
    todo.push_back({e, from_end});
  };
  const int place = b.stops()[start].group;
  for (int e : g.incident[start]) push(e, g.EndAt(e, start));  // (stops are the first vertices of the fine graph)
  while (!todo.empty()) {
    auto [e, from] = todo.back();
    todo.pop_back();
    const FineEdge& fe = g.edges[e];
    const int v = fe.v[1 - from];
    const int arrived_side = fe.side[1 - from];
    if (g.kind[v] == Vertex::kStop && g.stop[v] != start && b.stops()[g.stop[v]].group == place) continue;
    mark_sides(e);
    if (g.kind[v] == Vertex::kStop) {
      const int stop = g.stop[v];
      r->stop[stop] = 1;
      if (!b.stops()[stop].PassThroughRule(company).empty() || b.segments()[fe.segment].terminal) continue;
    }
    for (int next : g.incident[v]) {
      if (next == e) continue;
      const int end = g.EndAt(next, v);
      if (g.kind[v] == Vertex::kStop && b.segments()[g.edges[next].segment].terminal) continue;
      if (g.kind[v] == Vertex::kSide && g.edges[next].side[end] == arrived_side) continue;  // must cross
      push(next, end);
    }
  }
}

}  // namespace

bool TrackJoins(const Board& b, const std::string& from, const std::string& to) {
  const int start = b.FindHex(from), goal = b.FindHex(to);
  if (start < 0 || goal < 0) return false;
  const FineGraph g = BuildFine(b, "");
  std::vector<char> seen(g.vertices, 0);
  std::vector<int> todo;
  for (int s : b.hexes()[start].stops) todo.push_back(s), seen[s] = 1;  // (stops are the first vertices)
  while (!todo.empty()) {
    const int v = todo.back();
    todo.pop_back();
    for (int e : g.incident[v]) {
      if (!g.edges[e].alive) continue;
      const Segment& seg = b.segments()[g.edges[e].segment];
      if (seg.hex == goal) return true;
      const int w = g.edges[e].v[1 - g.EndAt(e, v)];
      if (seen[w]) continue;
      seen[w] = 1;
      if (!(seg.terminal && g.kind[w] == Vertex::kStop)) todo.push_back(w);  // (a terminal path ends there)
    }
  }
  return false;
}

Reach ComputeReach(const Board& b, const Company& company) {
  Reach r;
  r.stop.assign(b.stops().size(), 0);
  r.station_hex.assign(b.hexes().size(), 0);
  r.edges = b.edges();
  r.sides.assign(b.hexes().size() * static_cast<size_t>(r.edges), 0);
  FineGraph g = BuildFine(b, company.name);
  for (size_t s = 0; s < b.stops().size(); ++s) {
    if (!b.stops()[s].HasToken(company.name)) continue;
    r.stop[s] = 1;
    r.station_hex[b.stops()[s].hex] = 1;
    Walk(b, g, company.name, static_cast<int>(s), &r);
  }
  return r;
}

}  // namespace xxroute
