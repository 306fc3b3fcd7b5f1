#include "track.h"

#include <map>
#include <stdexcept>
#include <tuple>

#include "geometry.h"

namespace ref {

int Track::FindStop(const std::string& l) const {
  for (int s = 0; s < stop_count; ++s)
    if (label[s] == l) return s;
  return -1;
}

Track BuildTrack(const Board& board) {
  Track t;
  const Layout layout = board.layout;
  std::map<std::pair<int, int>, int> hex_at;  // cell -> hex index
  for (size_t h = 0; h < board.hexes.size(); ++h) {
    Cell c = CellOf(layout, board.hexes[h].coord);
    hex_at[{c.x, c.y}] = static_cast<int>(h);
  }
  auto add_vertex = [&](Track::VertexKind k) {
    t.kind.push_back(k);
    t.incident.emplace_back();
    t.side_resource.push_back(-1);
    t.side.push_back(-1);
    return static_cast<int>(t.kind.size()) - 1;
  };
  // Stops first, so that a stop's number is its vertex.
  for (size_t h = 0; h < board.hexes.size(); ++h)
    for (const Stop& s : board.hexes[h].stops) {
      add_vertex(Track::kStop);
      t.stop_hex.push_back(static_cast<int>(h));
      t.stop.push_back(&s);
      t.label.push_back(board.hexes[h].coord + "." + s.id);
    }
  t.stop_count = static_cast<int>(t.stop.size());
  std::map<std::pair<int, std::string>, int> node_at;  // (hex, id) -> vertex
  {
    int s = 0;
    for (size_t h = 0; h < board.hexes.size(); ++h) {
      for (const Stop& st : board.hexes[h].stops) node_at[{static_cast<int>(h), st.id}] = s++;
      for (const std::string& j : board.hexes[h].junctions)
        node_at[{static_cast<int>(h), j}] = add_vertex(Track::kJunction);
    }
  }
  // A hex side's lane k seen from one hex is lane (width - 1 - k) seen from
  // the other; the side is named from the hex listed first.
  std::map<std::tuple<int, int, int>, int> sides;
  std::vector<int> side_vertices;
  std::map<std::pair<int, int>, int> side_ids;  // (hex, edge) -> side number
  auto side_vertex = [&](int hex, int edge, int lane, int width) {
    Cell c = Across(layout, CellOf(layout, board.hexes[hex].coord), edge);
    auto nb = hex_at.find({c.x, c.y});
    std::tuple<int, int, int> key{hex, edge, lane};
    if (nb != hex_at.end() && nb->second < hex)
      key = {nb->second, OppositeEdge(layout, edge), width - 1 - lane};
    auto it = sides.find(key);
    if (it != sides.end()) return it->second;
    int v = add_vertex(Track::kSide);
    side_vertices.push_back(v);
    sides[key] = v;
    const std::pair<int, int> whole{std::get<0>(key), std::get<1>(key)};
    t.side[v] = side_ids.emplace(whole, static_cast<int>(side_ids.size())).first->second;
    return v;
  };
  for (size_t h = 0; h < board.hexes.size(); ++h)
    for (const Path& p : board.hexes[h].paths)
      for (int lane = 0; lane < p.lanes; ++lane) {
        Segment seg;
        seg.hex = static_cast<int>(h);
        seg.terminal = p.terminal;
        int k = 0;
        for (const End* e : {&p.a, &p.b}) {
          if (e->is_edge()) {
            auto el = p.edge_lanes.find(e->edge);
            seg.v[k] = el == p.edge_lanes.end() ? side_vertex(seg.hex, e->edge, lane, p.lanes)
                                                : side_vertex(seg.hex, e->edge, el->second.second, el->second.first);
          } else {
            auto it = node_at.find({seg.hex, e->node});
            if (it == node_at.end())
              throw std::runtime_error("reference: " + board.hexes[h].coord + " has no stop or junction " + e->node);
            seg.v[k] = it->second;
          }
          ++k;
        }
        const int id = static_cast<int>(t.segments.size());
        t.segments.push_back(seg);
        t.incident[seg.v[0]].push_back(id);
        t.incident[seg.v[1]].push_back(id);
      }
  t.resource_count = static_cast<int>(t.segments.size());
  for (int v : side_vertices) t.side_resource[v] = t.resource_count++;
  return t;
}

}  // namespace ref
