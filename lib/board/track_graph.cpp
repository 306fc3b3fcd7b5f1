#include "track_graph.h"

#include <map>
#include <tuple>

namespace xxroute {

namespace {

const char* kEdgeNames6P[] = {"SW", "W", "NW", "NE", "E", "SE"};
const char* kEdgeNames6F[] = {"S", "SW", "NW", "N", "NE", "SE"};
const char* kEdgeNames4[] = {"S", "W", "N", "E"};

}  // namespace

FineGraph BuildFine(const Board& b, const std::string& company) {
  FineGraph g;
  for (const auto& s : b.stops()) g.Add(Vertex::kStop, static_cast<int>(&s - b.stops().data()), s.label);
  const int first_junction = g.vertices;
  for (const auto& j : b.junctions()) g.Add(Vertex::kJunction, -1, b.hexes()[j.hex].coord + "." + j.id);
  // Hex-side lanes, keyed from the side's lower-numbered hex.
  std::map<std::tuple<int, int, int>, int> sides;
  auto side_vertex = [&](int hex, const TrackEnd& e, int* which) {
    int nb = b.Neighbour(hex, e.index);
    int h = hex, edge = e.index, lane = e.lane;
    *which = 0;
    if (nb >= 0 && nb < hex) {
      h = nb;
      edge = (e.index + b.edges() / 2) % b.edges();
      lane = e.lane_width - 1 - e.lane;
      *which = 1;
    }
    auto key = std::make_tuple(h, edge, lane);
    auto it = sides.find(key);
    if (it != sides.end()) return it->second;
    const char* const* names = b.edges() == 4 ? kEdgeNames4
                               : b.layout() == Layout::kFlat ? kEdgeNames6F
                                                             : kEdgeNames6P;
    std::string w = b.hexes()[h].coord + " " + names[edge] + " side";
    if (nb < 0) w += " (no hex beyond)";
    int v = g.Add(Vertex::kSide, -1, w);
    sides[key] = v;
    return v;
  };
  for (int si = 0; si < static_cast<int>(b.segments().size()); ++si) {
    const Segment& s = b.segments()[si];
    FineEdge fe;
    fe.segment = si;
    fe.alive = b.hexes()[s.hex].TrackUsableBy(company);
    int k = 0;
    for (const TrackEnd* e : {&s.a, &s.b}) {
      fe.side[k] = -1;
      switch (e->kind) {
        case TrackEnd::kStop: fe.v[k] = e->index; break;
        case TrackEnd::kJunction: fe.v[k] = first_junction + e->index; break;
        case TrackEnd::kEdge: fe.v[k] = side_vertex(s.hex, *e, &fe.side[k]); break;
      }
      ++k;
    }
    g.incident[fe.v[0]].push_back(static_cast<int>(g.edges.size()));
    if (fe.v[1] != fe.v[0]) g.incident[fe.v[1]].push_back(static_cast<int>(g.edges.size()));
    g.edges.push_back(fe);
  }
  return g;
}

}  // namespace xxroute
