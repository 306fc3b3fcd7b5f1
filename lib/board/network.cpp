#include "xxroute/network.h"

#include "track_graph.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>
#include <algorithm>
#include <map>
#include <tuple>

namespace xxroute {

namespace {

// The compiled graph's kind of node for a vertex of the fine graph.
Node::Kind NodeKind(Vertex v) {
  switch (v) {
    case Vertex::kStop: return Node::kStop;
    case Vertex::kJunction: return Node::kJunction;
    case Vertex::kSide: return Node::kSide;
  }
  return Node::kStop;
}

// Removes track no route can use: at a hex side, a segment with nothing to
// cross to; at a junction or side, a dead end.
void Prune(FineGraph& g) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (int v = 0; v < g.vertices; ++v) {
      if (g.kind[v] == Vertex::kStop) continue;
      int sides_seen[2] = {0, 0};
      int live = 0;
      for (int e : g.incident[v])
        if (g.edges[e].alive) {
          ++live;
          if (g.kind[v] == Vertex::kSide) ++sides_seen[g.edges[e].side[g.EndAt(e, v)]];
        }
      bool dead = live <= 1 || (g.kind[v] == Vertex::kSide && (sides_seen[0] == 0 || sides_seen[1] == 0));
      if (!dead || live == 0) continue;
      for (int e : g.incident[v]) g.edges[e].alive = false;
      changed = true;
    }
    for (auto& e : g.edges)
      if (e.alive && e.v[0] == e.v[1]) e.alive = false, changed = true;
  }
}

// Keeps only the track connected to a vertex of one of the company's
// stations (`station`, per board stop).
void KeepStationTrack(FineGraph& g, const std::vector<bool>& station) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  Graph bg(g.vertices);
  for (const auto& e : g.edges)
    if (e.alive) boost::add_edge(e.v[0], e.v[1], bg);
  std::vector<int> component(g.vertices);
  boost::connected_components(bg, component.data());
  std::vector<bool> reached(g.vertices, false);
  for (int v = 0; v < g.vertices; ++v)
    if (g.kind[v] == Vertex::kStop && station[g.stop[v]]) reached[component[v]] = true;
  for (auto& e : g.edges)
    if (e.alive && !reached[component[e.v[0]]]) e.alive = false;
}

// Whether a vertex becomes a node of the compiled graph: a stop, or a track
// point with live track that is not a plain pass-through (two pieces of
// track, at a hex side from its two hexes).
bool IsKeyVertex(const FineGraph& g, int v) {
  const int deg = g.Degree(v);
  if (deg == 0) return false;
  bool pass = g.kind[v] != Vertex::kStop && deg == 2;
  if (pass && g.kind[v] == Vertex::kSide) {
    int s[2], k = 0;
    for (int e : g.incident[v])
      if (g.edges[e].alive) s[k++] = g.edges[e].side[g.EndAt(e, v)];
    pass = s[0] != s[1];
  }
  return !pass;
}

}  // namespace

Network::Network(const Board& board, const Company& company) : board_(board), company_(company) {
  MarkStops();
  CompileScoring();
  FineGraph g = BuildFine(board, company.name);
  segment_count_ = static_cast<int>(g.edges.size());
  Prune(g);
  KeepStationTrack(g, stop_station_);
  AddLinks(g, AddNodes(g));
}

void Network::MarkStops() {
  const auto& stops = board_.stops();
  stop_node_.assign(stops.size(), -1);
  stop_terminal_.assign(stops.size(), false);
  stop_station_.assign(stops.size(), false);
  for (size_t i = 0; i < stops.size(); ++i) {
    stop_terminal_[i] = !PassThroughRule(static_cast<int>(i)).empty();
    stop_station_[i] = stops[i].HasToken(company_.name);
  }
}

std::vector<int> Network::AddNodes(const FineGraph& g) {
  std::vector<int> key(g.vertices, -1);
  for (int v = 0; v < g.vertices; ++v) {
    if (!IsKeyVertex(g, v)) continue;
    key[v] = static_cast<int>(nodes_.size());
    Node n;
    n.kind = NodeKind(g.kind[v]);
    n.stop = g.stop[v];
    n.where = g.where[v];
    if (n.kind == Node::kSide) n.resource = resources_++;
    if (n.kind == Node::kStop) {
      stop_node_[n.stop] = key[v];
      if (stop_station_[n.stop]) ++stations_;
    }
    nodes_.push_back(std::move(n));
  }
  // Stations with no live track still count as nodes, for messages.
  const auto& stops = board_.stops();
  for (size_t i = 0; i < stops.size(); ++i)
    if (stop_node_[i] < 0 && stop_station_[i]) {
      Node n;
      n.stop = static_cast<int>(i);
      n.where = stops[i].label;
      stop_node_[i] = static_cast<int>(nodes_.size());
      nodes_.push_back(n);
      ++stations_;
    }
  return key;
}

void Network::AddLinks(const FineGraph& g, const std::vector<int>& key) {
  std::vector<bool> used(g.edges.size(), false);
  for (int v = 0; v < g.vertices; ++v) {
    if (key[v] < 0) continue;
    for (int e0 : g.incident[v]) {
      if (!g.edges[e0].alive || used[e0]) continue;
      Link l = WalkLink(g, key, v, e0, &used);
      if (l.node[1] < 0 || l.node[0] == l.node[1]) continue;  // a loop back to the same node can never be run
      l.resource = resources_++;
      const int id = static_cast<int>(links_.size());
      nodes_[l.node[0]].links.push_back(id);
      nodes_[l.node[1]].links.push_back(id);
      links_.push_back(std::move(l));
    }
  }
}

Link Network::WalkLink(const FineGraph& g, const std::vector<int>& key, int v, int e0, std::vector<bool>* used) const {
  const auto& segments = board_.segments();
  Link l;
  l.node[0] = key[v];
  const int end0 = g.EndAt(e0, v);
  l.side[0] = g.kind[v] == Vertex::kSide ? g.edges[e0].side[end0] : -1;
  l.terminal[0] = g.kind[v] == Vertex::kStop && segments[g.edges[e0].segment].terminal;
  int e = e0, at = v;
  for (;;) {
    (*used)[e] = true;
    l.segments.push_back(g.edges[e].segment);
    const int end = g.EndAt(e, at);
    const int next = g.edges[e].v[1 - end];
    if (key[next] >= 0) {
      l.node[1] = key[next];
      l.side[1] = g.kind[next] == Vertex::kSide ? g.edges[e].side[1 - end] : -1;
      l.terminal[1] = g.kind[next] == Vertex::kStop && segments[g.edges[e].segment].terminal;
      return l;
    }
    int following = -1;
    for (int f : g.incident[next])
      if (f != e && g.edges[f].alive) following = f;
    if (following < 0 || (*used)[following]) return l;  // a ring of track: nothing to run
    at = next;
    e = following;
  }
}

std::string Network::PassThroughRule(int stop) const {
  return board_.stops()[stop].PassThroughRule(company_.name);
}

void Network::CompileScoring() {
  const Board& b = board_;
  const Company& co = company_;
  BonusRules& rules = bonus_rules_;
  rules.hex_bonus.assign(b.hexes().size(), 0);
  rules.bonus_hex.assign(b.hexes().size(), 0);
  for (const auto& hb : co.hex_bonus)
    for (const auto& h : hb.hexes)
      if (int hex = b.FindHex(h); hex >= 0) rules.hex_bonus[hex] += hb.amount, rules.bonus_hex[hex] = 1;
  std::vector<char> home_hex(b.hexes().size(), 0);
  if (const auto& hb = b.home_bonus();
      hb && (hb->types.empty() || std::count(hb->types.begin(), hb->types.end(), co.type))) {
    home_amount_ = hb->amount;
    for (const auto& h : co.home)
      if (int hex = b.FindHex(h); hex >= 0) home_hex[hex] = 1;
  }
  for (const auto& s : b.stops()) {
    StopScore ss;
    ss.kind = s.kind;
    ss.value = s.kind == StopKind::kMine ? 0 : s.value;
    if (s.token_revenue >= 0 && s.HasToken(co.name)) ss.value = s.token_revenue;
    ss.per_token = s.per_token;
    ss.station = s.HasToken(co.name);
    ss.hex = s.hex;
    ss.bonus = s.kind == StopKind::kMine ? 0 : s.bonus;
    ss.home = home_amount_ > 0 && home_hex[s.hex];
    stop_scores_.push_back(ss);
  }
  for (const auto& rb : b.route_bonuses()) {
    CompiledBonus cb;
    for (const auto& list : rb.all_of) {
      std::vector<int> hexes;
      for (const auto& h : list)
        if (int hex = b.FindHex(h); hex >= 0) hexes.push_back(hex);
      cb.lists.push_back(hexes);
    }
    for (const auto& list : rb.of_tiles) {
      std::vector<int> hexes;
      for (size_t h = 0; h < b.hexes().size(); ++h)
        if (std::count(list.begin(), list.end(), ShownTile(b, static_cast<int>(h))))
          hexes.push_back(static_cast<int>(h));
      cb.lists.push_back(hexes);
    }
    for (const auto& list : cb.lists)
      for (int h : list) rules.bonus_hex[h] = 1;
    cb.need = rb.at_least > 0 ? rb.at_least : static_cast<int>(cb.lists.size());
    cb.amount = rb.amount;
    cb.multiplied = rb.multiplied;
    cb.divided = rb.divided;
    rules.route.push_back(cb);
  }
}

}  // namespace xxroute
