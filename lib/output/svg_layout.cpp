#include "svg_layout.h"

#include <algorithm>

#include "xxroute/game.h"
#include "xxroute/network.h"

namespace xxroute::svg {

SvgLayout::SvgLayout(const Board& board, const SvgOptions& options) : b_(board) {
  for (const auto& h : b_.position().hexes) spec_[h.coord] = &h;
  layout_ = b_.layout();
  if (layout_ == Layout::kSquare) {
    inr_ = 0.85 * S;
    rad_ = inr_ * std::sqrt(2.0);
  } else {
    inr_ = S * std::sqrt(3.0) / 2;
    rad_ = S;
  }
  for (int e = 0; e < 6; ++e) edge_dir_[e] = Dir(EdgeAngle(e));
  game_ = b_.shared_game();
  if (game_)
    for (const auto& h : game_->MapHexes()) printed_[h.coord] = &h;
  PlaceCells();
  PlaceNodes();
  for (int s = 0; s < static_cast<int>(b_.segments().size()); ++s) curves_.push_back(SegmentCurve(s));
  TraceRoutes(options);
}

const HexSpec* SvgLayout::SpecOf(const std::string& coord) const {
  auto it = spec_.find(coord);
  return it == spec_.end() ? nullptr : it->second;
}

const HexSpec* SvgLayout::PrintedOf(const std::string& coord) const {
  auto it = printed_.find(coord);
  return it == printed_.end() ? nullptr : it->second;
}

std::string SvgLayout::HexName(int h) const {
  const BoardHex& bh = b_.hexes()[h];
  if (!bh.name.empty()) return bh.name;
  const HexSpec* printed = PrintedOf(bh.coord);
  return printed ? printed->name : "";
}

const std::pair<Bez, double>* SvgLayout::TownCurve(int stop) const {
  auto it = town_curve_.find(stop);
  return it == town_curve_.end() ? nullptr : &it->second;
}

// ---- the grid ----

double SvgLayout::EdgeAngle(int edge) const {
  switch (layout_) {
    case Layout::kPointy: return 120 + 60.0 * edge;
    case Layout::kFlat: return 90 + 60.0 * edge;
    case Layout::kSquare: return 90 + 90.0 * edge;
  }
  return 0;
}

P SvgLayout::Raw(int x, int y) const {
  switch (layout_) {
    case Layout::kPointy: return {x * inr_, y * 1.5 * S};
    case Layout::kFlat: return {x * 1.5 * S, y * inr_};
    case Layout::kSquare: return {x * 2 * inr_, y * 2 * inr_};
  }
  return {};
}

std::vector<P> SvgLayout::Corners(P c) const {
  std::vector<P> v;
  if (layout_ == Layout::kSquare) {
    for (int k = 0; k < 4; ++k) v.push_back(c + Dir(225 + 90.0 * k) * rad_);
  } else {
    double start = layout_ == Layout::kPointy ? 270 : 180;
    for (int k = 0; k < 6; ++k) v.push_back(c + Dir(start + 60.0 * k) * rad_);
  }
  return v;
}

double SvgLayout::Outside(P c, P p, double margin) const {
  double worst = 0;
  const int n = layout_ == Layout::kSquare ? 4 : 6;
  for (int e = 0; e < n; ++e) {
    const P d = edge_dir_[e];
    double along = (p.x - c.x) * d.x + (p.y - c.y) * d.y;
    worst = std::max(worst, along - (inr_ - margin));
  }
  return worst;
}

bool SvgLayout::XIsNumber() const {
  for (const auto& h : b_.hexes()) {
    int letter, number;
    if (ParseCoord(h.coord, &letter, &number) && letter != number) return h.x == number;
  }
  if (game_ && game_->axes) return game_->axes->x_is_number;
  return layout_ == Layout::kPointy;
}

void SvgLayout::PlaceCells() {
  for (int h = 0; h < static_cast<int>(b_.hexes().size()); ++h) {
    const BoardHex& bh = b_.hexes()[h];
    cells_.push_back({bh.coord, bh.x, bh.y, bh.color, h, {}});
  }
  // A position that lists only the hexes with track: the rest of the
  // printed map is drawn blank around it.
  if (game_ && !b_.position().base_map) {
    for (const HexSpec& hs : game_->MapHexes()) {
      if (b_.FindHex(hs.coord) >= 0) continue;
      int letter, number;
      if (!ParseCoord(hs.coord, &letter, &number)) continue;
      bool x_is_number = XIsNumber();
      Cell c{hs.coord, x_is_number ? number : letter, x_is_number ? letter : number,
             hs.color.empty() ? "white" : hs.color, -1, {}};
      cells_.push_back(c);
    }
  }
  double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
  for (auto& c : cells_) {
    c.c = Raw(c.x, c.y);
    for (P p : Corners(c.c)) {
      x0 = std::min(x0, p.x), x1 = std::max(x1, p.x);
      y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
    }
  }
  if (cells_.empty()) x0 = y0 = x1 = y1 = 0;
  const double margin = 0.75 * S;
  map_width_ = x1 - x0 + 2 * margin;
  width_ = std::max(map_width_, 14 * S);
  P shift{margin - x0 + (width_ - map_width_) / 2, margin - y0};
  for (auto& c : cells_) c.c = c.c + shift;
  map_box_ = {x0 + shift.x, y0 + shift.y, x1 + shift.x, y1 + shift.y};
  centre_.assign(b_.hexes().size(), P{});
  for (const auto& c : cells_)
    if (c.hex >= 0) centre_[c.hex] = c.c;
}

// ---- stops and junctions inside a hex ----

namespace {

bool Is(const TrackEnd& e, const NodeRef& n) {
  return (n.junction ? e.kind == TrackEnd::kJunction : e.kind == TrackEnd::kStop) && e.index == n.index;
}

}  // namespace

double SvgLayout::CityRadius(int hex) const {
  int n = static_cast<int>(nodes_[hex].size());
  return n <= 1 ? 0.2 * S : n == 2 ? 0.17 * S : 0.14 * S;
}

std::vector<P> SvgLayout::SlotOffsets(int n, double r) const {
  std::vector<P> v;
  if (n == 1) v = {{0, 0}};
  else if (n == 2) v = {{-r, 0}, {r, 0}};
  else if (n == 3) v = {Dir(270) * (r * 1.16), Dir(30) * (r * 1.16), Dir(150) * (r * 1.16)};
  else if (n == 4) v = {{-r, -r}, {r, -r}, {-r, r}, {r, r}};
  else
    for (int i = 0; i < n; ++i) v.push_back({(i - (n - 1) / 2.0) * 2 * r, 0});
  return v;
}

double SvgLayout::Extent(int hex, const NodeRef& n) const {
  if (n.junction) return 0.03 * S;
  const Stop& s = b_.stops()[n.index];
  switch (s.kind) {
    case StopKind::kCity: {
      int k = CitySlots(n.index);
      double r = CityRadius(hex);
      return k == 1 ? r : k == 2 ? 2 * r : k == 3 ? 2.16 * r : k == 4 ? 2.42 * r : k * r;
    }
    case StopKind::kTown: return 0.13 * S;
    case StopKind::kOffboard: return 0.07 * S;
    case StopKind::kMine: return 0.17 * S;
  }
  return 0.1 * S;
}

double SvgLayout::RingRadius(int hex, int stop, int k) const {
  return Extent(hex, {false, stop}) + 0.06 * S + k * 0.07 * S;
}

std::vector<NodeRef> SvgLayout::HexNodes(int h) const {
  std::vector<NodeRef> nodes;
  // Cities first (the largest), then offboards and mines, towns, junctions.
  for (StopKind k : {StopKind::kCity, StopKind::kOffboard, StopKind::kMine, StopKind::kTown})
    for (int s : b_.hexes()[h].stops)
      if (b_.stops()[s].kind == k) nodes.push_back({false, s});
  for (int j = 0; j < static_cast<int>(b_.junctions().size()); ++j)
    if (b_.junctions()[j].hex == h) nodes.push_back({true, j});
  return nodes;
}

void SvgLayout::PlaceNodes() {
  const int H = static_cast<int>(b_.hexes().size());
  nodes_.assign(H, {});
  hex_segments_.assign(H, {});
  stop_pos_.assign(b_.stops().size(), P{});
  junction_pos_.assign(b_.junctions().size(), P{});
  for (int s = 0; s < static_cast<int>(b_.segments().size()); ++s) hex_segments_[b_.segments()[s].hex].push_back(s);
  for (int h = 0; h < H; ++h) {
    nodes_[h] = HexNodes(h);
    std::vector<std::pair<P, double>> placed;
    for (const NodeRef& n : nodes_[h]) PlaceNode(h, n, &placed);
  }
}

// The node at the first of its candidate places clear of those `placed`,
// else at the one with the most room.
void SvgLayout::PlaceNode(int h, const NodeRef& n, std::vector<std::pair<P, double>>* placed) {
  const P c = centre_[h];
  const double ext = Extent(h, n);
  std::vector<int> edges;
  int touching = 0;
  for (int s : hex_segments_[h]) {
    const Segment& seg = b_.segments()[s];
    for (int k = 0; k < 2; ++k) {
      const TrackEnd& me = k ? seg.b : seg.a;
      const TrackEnd& other = k ? seg.a : seg.b;
      if (!Is(me, n)) continue;
      ++touching;
      if (other.kind == TrackEnd::kEdge && std::find(edges.begin(), edges.end(), other.index) == edges.end())
        edges.push_back(other.index);
    }
  }
  std::vector<P> candidates;
  double curve_t[] = {0.5, 0.36, 0.64, 0.24, 0.76};
  const bool on_curve =
      !n.junction && b_.stops()[n.index].kind == StopKind::kTown && touching == 2 && edges.size() == 2;
  Bez curve;
  if (on_curve) {
    // A town on a run of track from one side to another sits on the curve.
    curve = EdgeToEdge(h, {TrackEnd::kEdge, edges[0]}, {TrackEnd::kEdge, edges[1]});
    for (double t : curve_t) candidates.push_back(curve.At(t));
  } else if (nodes_[h].size() == 1) {
    candidates.push_back(c);
  } else {
    const double d = std::max(0.0, std::min(0.5 * inr_, inr_ - ext - 0.06 * S));
    P v;
    for (int e : edges) v = v + Dir(EdgeAngle(e));
    if (!edges.empty()) v = v * (1.0 / edges.size());
    candidates.push_back(Len(v) > 0.3 ? c + Unit(v) * d : c);
    for (int e : edges) candidates.push_back(c + Dir(EdgeAngle(e)) * d);
    candidates.push_back(c);
    for (int k = 0; k < 12; ++k) candidates.push_back(c + Dir(EdgeAngle(0) + 30.0 * k) * d);
  }
  int best = 0;
  double best_gap = -1e18;
  for (int i = 0; i < static_cast<int>(candidates.size()); ++i) {
    double gap = 1e18;
    for (const auto& [p, e] : *placed) gap = std::min(gap, Dist(p, candidates[i]) - e - ext);
    if (gap >= 0.06 * S) {
      best = i;
      break;
    }
    if (gap > best_gap) best_gap = gap, best = i;
  }
  (n.junction ? junction_pos_[n.index] : stop_pos_[n.index]) = candidates[best];
  if (on_curve) town_curve_[n.index] = {curve, curve_t[best]};
  placed->push_back({candidates[best], ext});
}

// ---- track ----

P SvgLayout::EdgePoint(int hex, const TrackEnd& e, P* inward) const {
  const double a = EdgeAngle(e.index);
  const P out = Dir(a);
  const P clockwise{-out.y, out.x};
  const double lane = e.lane_width > 1 ? (e.lane - (e.lane_width - 1) / 2.0) * 0.2 * S : 0;
  *inward = out * -1;
  return centre_[hex] + out * inr_ + clockwise * lane;
}

Bez SvgLayout::EdgeToEdge(int hex, const TrackEnd& a, const TrackEnd& b) const {
  P ia, ib;
  P pa = EdgePoint(hex, a, &ia), pb = EdgePoint(hex, b, &ib);
  // Straight through, or a curve bending round the centre.
  const double k = 0.55 * inr_;
  return {{pa, pa + ia * k, pb + ib * k, pb}};
}

Bez SvgLayout::SegmentCurve(int s) const {
  const Segment& seg = b_.segments()[s];
  const TrackEnd &a = seg.a, &b = seg.b;
  const bool ea = a.kind == TrackEnd::kEdge, eb = b.kind == TrackEnd::kEdge;
  auto node_at = [&](const TrackEnd& e) { return NodeAt({e.kind == TrackEnd::kJunction, e.index}); };
  if (ea && eb) return EdgeToEdge(seg.hex, a, b);
  if (!ea && !eb) return Bez::Line(node_at(a), node_at(b));
  const TrackEnd& edge = ea ? a : b;
  const TrackEnd& node = ea ? b : a;
  Bez from_edge;
  auto tc = node.kind == TrackEnd::kStop ? town_curve_.find(node.index) : town_curve_.end();
  if (tc != town_curve_.end() && edge.lane_width == 1) {
    // The town's two pieces of track are the halves of one curve.
    const auto& [curve, t] = tc->second;
    auto [first, second] = curve.Split(t);
    P in;
    if (Dist(EdgePoint(seg.hex, edge, &in), curve.p[0]) < 1e-6) from_edge = first;
    else from_edge = second.Reversed();
  } else {
    P in;
    P pe = EdgePoint(seg.hex, edge, &in);
    P pn = node_at(node);
    double d = Dist(pe, pn);
    from_edge = {{pe, pe + in * (0.5 * d), Lerp(pn, pe + in * (0.5 * d), 0.2), pn}};
  }
  return ea ? from_edge : from_edge.Reversed();
}

bool SvgLayout::TownTangent(int hex, int stop, P* out) const {
  if (const auto* tc = TownCurve(stop)) {
    *out = Unit(tc->first.Tangent(tc->second));
    return Len(*out) > 0.5;
  }
  std::vector<P> near;
  for (int s : hex_segments_[hex]) {
    const Segment& seg = b_.segments()[s];
    const Bez& c = curves_[s];
    if (seg.a.kind == TrackEnd::kStop && seg.a.index == stop) near.push_back(c.p[1] - c.p[0]);
    if (seg.b.kind == TrackEnd::kStop && seg.b.index == stop) near.push_back(c.p[2] - c.p[3]);
  }
  if (near.size() != 2) return false;
  P d = Unit(near[0]) - Unit(near[1]);
  if (Len(d) < 0.5) return false;
  *out = Unit(d);
  return true;
}

// ---- routes ----

void SvgLayout::TraceRoutes(const SvgOptions& options) {
  rings_.assign(b_.stops().size(), 0);
  if (!options.routes) return;
  for (const Route& r : *options.routes) {
    traces_.push_back(Trace(r, *options.network));
    for (int s : r.stops) ++rings_[s];
  }
}

RouteDraw SvgLayout::Trace(const Route& r, const Network& net) const {
  RouteDraw d;
  // Links list their segments from node[0]: run each from the node reached.
  int node = r.stops.empty() ? -1 : net.NodeOfStop(r.stops[0]);
  for (int l : r.links) {
    const Link& link = net.links()[l];
    if (link.node[0] == node) {
      d.segments.insert(d.segments.end(), link.segments.begin(), link.segments.end());
      node = link.node[1];
    } else {
      d.segments.insert(d.segments.end(), link.segments.rbegin(), link.segments.rend());
      node = link.node[0];
    }
  }
  P cur = r.stops.empty() ? P{} : stop_pos_[r.stops[0]];
  bool first = true;
  for (int s : d.segments) {
    Bez c = curves_[s];
    // Run each piece from the end where the last one stopped.
    if (Dist(c.p[3], cur) < Dist(c.p[0], cur)) c = c.Reversed();
    for (int k = 0; k <= 8; ++k) {
      P p = c.At(k / 8.0);
      if (k == 0 && !first && Dist(p, d.points.back()) < 0.01) continue;
      d.points.push_back(p);
    }
    cur = c.p[3];
    first = false;
  }
  return d;
}

}  // namespace xxroute::svg
