#include "xxroute/tile_track.h"

#include <algorithm>
#include <functional>
#include <map>

namespace xxroute {

Track TrackOfTile(const HexSpec& shape, int rotation, int edges) {
  Track t;
  std::map<std::string, int> stop_of;
  for (const auto& s : shape.stops) {
    stop_of[s.id] = static_cast<int>(t.stops.size());
    t.stops.push_back({s.kind, {}, s.id});
  }
  std::map<std::string, std::set<int>> junction;
  for (const auto& p : shape.paths) {
    const PathEnd* ends[2] = {&p.a, &p.b};
    auto edge = [&](const PathEnd* e) { return (e->edge + rotation) % edges; };
    if (ends[0]->is_edge() && ends[1]->is_edge()) {
      int a = edge(ends[0]), b = edge(ends[1]);
      t.through.insert({std::min(a, b), std::max(a, b)});
      continue;
    }
    for (int k = 0; k < 2; ++k) {
      if (!ends[k]->is_edge()) continue;
      const std::string& other = ends[1 - k]->node;
      if (stop_of.count(other)) t.stops[stop_of[other]].edges.insert(edge(ends[k]));
      else junction[other].insert(edge(ends[k]));
    }
  }
  for (const auto& [id, es] : junction)
    for (int a : es)
      for (int b : es)
        if (a < b) t.through.insert({a, b});
  return t;
}

Track TrackOfHex(const Board& b, int hex) {
  Track t;
  std::map<int, int> place;
  for (int s : b.hexes()[hex].stops) {
    place[s] = static_cast<int>(t.stops.size());
    t.stops.push_back({b.stops()[s].kind, {}, b.stops()[s].id});
  }
  std::map<int, std::set<int>> junction;
  for (const auto& seg : b.segments()) {
    if (seg.hex != hex) continue;
    const TrackEnd* ends[2] = {&seg.a, &seg.b};
    if (ends[0]->kind == TrackEnd::kEdge && ends[1]->kind == TrackEnd::kEdge) {
      int a = ends[0]->index, c = ends[1]->index;
      t.through.insert({std::min(a, c), std::max(a, c)});
      continue;
    }
    for (int k = 0; k < 2; ++k) {
      if (ends[k]->kind != TrackEnd::kEdge) continue;
      const TrackEnd* other = ends[1 - k];
      if (other->kind == TrackEnd::kStop) t.stops[place[other->index]].edges.insert(ends[k]->index);
      else junction[other->index].insert(ends[k]->index);
    }
  }
  for (const auto& [id, es] : junction)
    for (int a : es)
      for (int c : es)
        if (a < c) t.through.insert({a, c});
  return t;
}

// Whether `to` keeps all of `from`'s track; `match[i]` gets the stop of `to`
// that old stop i becomes.
bool KeepsTrack(const Track& from, const Track& to, std::vector<int>* match, bool may_merge) {
  for (const auto& p : from.through)
    if (!to.through.count(p)) return false;
  match->assign(from.stops.size(), -1);
  std::vector<bool> used(to.stops.size(), false);
  std::function<bool(size_t)> assign = [&](size_t i) {
    if (i == from.stops.size()) return true;
    for (size_t j = 0; j < to.stops.size(); ++j) {
      if ((used[j] && !may_merge) || to.stops[j].kind != from.stops[i].kind) continue;
      if (!std::includes(to.stops[j].edges.begin(), to.stops[j].edges.end(), from.stops[i].edges.begin(),
                         from.stops[i].edges.end()))
        continue;
      used[j] = true;
      (*match)[i] = static_cast<int>(j);
      if (assign(i + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return assign(0);
}

std::string HomeStopNow(const Board& b, const std::string& coord, const std::string& id) {
  const int hex = b.FindHex(coord);
  const HexSpec* printed = b.game() && !id.empty() ? b.game()->FindMapHex(coord) : nullptr;
  if (!printed || hex < 0) return id;
  const Track from = TrackOfTile(*printed, 0, b.edges()), now = TrackOfHex(b, hex);
  auto at = std::find_if(from.stops.begin(), from.stops.end(), [&](const Track::Place& p) { return p.id == id; });
  std::vector<int> match;
  if (at == from.stops.end() || at->edges.empty() || !KeepsTrack(from, now, &match, true)) return id;
  const int became = match[at - from.stops.begin()];
  return became < 0 ? id : now.stops[became].id;
}

std::set<int> TrackExits(const Track& t) {
  std::set<int> e;
  for (const auto& p : t.through) e.insert(p.first), e.insert(p.second);
  for (const auto& s : t.stops) e.insert(s.edges.begin(), s.edges.end());
  return e;
}

}  // namespace xxroute
