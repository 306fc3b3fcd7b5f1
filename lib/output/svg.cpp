#include "xxroute/svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>

#include "xxroute/palette.h"
#include "xxroute/game.h"
#include "xxroute/report.h"
#include "xxroute/text.h"

namespace xxroute {

std::string XmlEscape(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  const size_t n = s.size();
  for (size_t i = 0; i < n;) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
          if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') out += static_cast<char>(c);
      }
      ++i;
      continue;
    }
    // A UTF-8 sequence: copied when well formed, else one U+FFFD per byte.
    int len = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c <= 0xDF ? 2 : 0;
    if (c >= 0xF5) len = 0;
    bool ok = len > 0 && i + len <= n;
    for (int k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (ok && len >= 3) {
      const unsigned char c1 = static_cast<unsigned char>(s[i + 1]);
      if (c == 0xE0 && c1 < 0xA0) ok = false;             // overlong
      if (c == 0xED && c1 >= 0xA0) ok = false;            // surrogates
      if (c == 0xF0 && c1 < 0x90) ok = false;             // overlong
      if (c == 0xF4 && c1 >= 0x90) ok = false;            // above U+10FFFF
      if (c == 0xEF && c1 == 0xBF && len == 3) {          // U+FFFE, U+FFFF
        const unsigned char c2 = static_cast<unsigned char>(s[i + 2]);
        if (c2 == 0xBE || c2 == 0xBF) ok = false;
      }
    }
    if (ok) {
      out.append(s, i, len);
      i += len;
    } else {
      out += "\xEF\xBF\xBD";
      ++i;
    }
  }
  return out;
}

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double S = 60;  // a hex's circumradius in SVG units (pixels at scale 1)

struct P {
  double x = 0, y = 0;
};
P operator+(P a, P b) { return {a.x + b.x, a.y + b.y}; }
P operator-(P a, P b) { return {a.x - b.x, a.y - b.y}; }
P operator*(P a, double k) { return {a.x * k, a.y * k}; }
double Len(P a) { return std::hypot(a.x, a.y); }
double Dist(P a, P b) { return Len(a - b); }
P Unit(P a) {
  double l = Len(a);
  return l < 1e-9 ? P{0, 0} : a * (1 / l);
}
P Dir(double deg) { return {std::cos(deg * kPi / 180), std::sin(deg * kPi / 180)}; }
P Lerp(P a, P b, double t) { return a + (b - a) * t; }

// A cubic Bezier curve: every piece of track is one.
struct Bez {
  P p[4];
  P At(double t) const {
    double u = 1 - t;
    return p[0] * (u * u * u) + p[1] * (3 * u * u * t) + p[2] * (3 * u * t * t) + p[3] * (t * t * t);
  }
  P Tangent(double t) const {
    double u = 1 - t;
    return (p[1] - p[0]) * (3 * u * u) + (p[2] - p[1]) * (6 * u * t) + (p[3] - p[2]) * (3 * t * t);
  }
  Bez Reversed() const { return {{p[3], p[2], p[1], p[0]}}; }
  // The parts before and after t (de Casteljau).
  std::pair<Bez, Bez> Split(double t) const {
    P a = Lerp(p[0], p[1], t), b = Lerp(p[1], p[2], t), c = Lerp(p[2], p[3], t);
    P d = Lerp(a, b, t), e = Lerp(b, c, t), f = Lerp(d, e, t);
    return {Bez{{p[0], a, d, f}}, Bez{{f, e, c, p[3]}}};
  }
  static Bez Line(P a, P b) { return {{a, Lerp(a, b, 1.0 / 3), Lerp(a, b, 2.0 / 3), b}}; }
};

std::string F(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  std::string s = buf;
  if (s == "-0.0") s = "0.0";
  return s;
}

// Number of characters (UTF-8 code points) of a string.
int Chars(const std::string& s) {
  int n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

constexpr double kSansWidth = 0.6;  // estimated advance of a character, in em
constexpr double kMonoWidth = 0.61;

const char* kSans = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif";
const char* kMono = "DejaVu Sans Mono, Menlo, Consolas, monospace";

const char* TileFill(const std::string& color) {
  static const std::map<std::string, const char*> fills = {
      {"white", "#ede4cc"}, {"yellow", "#fde25a"}, {"green", "#7cc35a"}, {"brown", "#c98a5a"},
      {"gray", "#b9bcc0"},  {"grey", "#b9bcc0"},   {"red", "#e34c4c"},   {"blue", "#6ab4f0"},
      {"purple", "#b48ad6"}, {"orange", "#f5a347"}, {"black", "#555555"}};
  auto it = fills.find(color);
  return it == fills.end() ? "#ede4cc" : it->second;
}

// Tokens of companies the game gives no colour: one colour each, in name order.
const char* kCompanyColors[] = {"#1f4e9c", "#b3261e", "#2e7d32", "#6a1b9a", "#e65100", "#00838f",
                                "#5d4037", "#ad1457", "#37474f", "#827717", "#283593", "#00695c",
                                "#4e342e", "#c62828", "#1565c0", "#558b2f"};
// Routes: strong colours that stand out on every tile colour.
const char* kRouteColors[] = {"#e6007e", "#0057ff", "#00b3c6", "#7b2ff7", "#ff6a00", "#111111",
                              "#c8005a", "#008f5a"};

// Bonus hexes: their outline and tags.
const char* kBonusColor = "#5e1f8c";
// Stop ids and coordinates written in the hexes.
const char* kIdColor = "#0d3b8c";

// Where a colour sits in a revenue row: the phases' colours in the tiles'
// order (TileColorRank, board.h; game data spells them yellow, green, brown,
// gray), the colours outside it last.
int RevenueColorRank(const std::string& c) {
  const int rank = TileColorRank(c);
  return rank < 0 ? 100 : rank;
}

struct Box {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  P Centre() const { return {(x0 + x1) / 2, (y0 + y1) / 2}; }
};

// Distance from a point to a box (0 inside).
double PointBox(P p, const Box& b) {
  double dx = std::max({b.x0 - p.x, 0.0, p.x - b.x1});
  double dy = std::max({b.y0 - p.y, 0.0, p.y - b.y1});
  return std::hypot(dx, dy);
}

// Gap between two boxes; negative (the smaller overlap) when they overlap.
double BoxBox(const Box& a, const Box& b) {
  double dx = std::max(b.x0 - a.x1, a.x0 - b.x1);
  double dy = std::max(b.y0 - a.y1, a.y0 - b.y1);
  if (dx >= 0 && dy >= 0) return std::hypot(dx, dy);
  return std::max(dx, dy);
}

struct Obstacle {
  bool is_box = false;
  P c;
  double r = 0;
  Box box;
  double Gap(const Box& b) const { return is_box ? BoxBox(b, box) : PointBox(c, b) - r; }
};

// Something written in a hex: its size, where it would like to be, and how
// much that matters.
struct Item {
  double w = 0, h = 0;
  P anchor;
  double pull = 1;  // weight of the distance to the anchor
  P at;             // chosen centre
  double score = 0;
};

struct Cell {
  std::string coord;
  int x = 0, y = 0;
  std::string color;
  int hex = -1;  // board hex, or -1 for a blank hex of the printed map
  P c;
};

struct Text {
  P at;
  double size = 0;
  std::string text = "";
  bool bold = false;
  std::string anchor = "middle";
  std::string fill = "#000";
  std::string cls = "";
  std::string font = "";
  bool halo = false;  // a white edge, for text over track
  std::string data = "";  // more attributes, escaped: data-stop="E12.c0"
};

class Renderer {
 public:
  Renderer(const Board& b, const SvgOptions& o) : b_(b), o_(o) {}

  std::string Render() {
    if (o_.routes && !o_.network) throw std::invalid_argument("RenderSvg: routes need their network");
    if (o_.network && &o_.network->board() != &b_)
      throw std::invalid_argument("RenderSvg: the network was compiled from another board");
    Setup();
    PlaceCells();
    FindBonuses();
    PlaceNodes();
    BuildTrack();
    CompanyColors();
    TraceRoutes();
    std::ostringstream body;
    DrawHexes(body);
    DrawRouteLines(body);
    DrawTrack(body);
    DrawStops(body);
    DrawHexTexts(body);
    DrawRouteStops(body);
    if (!o_.tile_sheet) DrawCoordinates(body);
    double legend_bottom = DrawLegend(body);
    height_ = legend_bottom + 0.3 * S;
    std::ostringstream o;
    o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << F(width_)
      << "\" height=\"" << F(height_) << "\" viewBox=\"0 0 " << F(width_) << " " << F(height_)
      << "\" font-family=\"" << kSans << "\" data-hex-size=\"" << F(S) << "\">\n"
      << "<title>" << XmlEscape(Title()) << "</title>\n"
      << "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" << F(width_) << "\" height=\""
      << F(height_) << "\" fill=\"#ffffff\"/>\n"
      << body.str() << "</svg>\n";
    return o.str();
  }

 private:
  // ---- geometry of the grid ----

  void Setup() {
    for (const auto& h : b_.position().hexes) spec_[h.coord] = &h;
    layout_ = b_.layout();
    if (layout_ == Layout::kSquare) {
      inr_ = 0.85 * S;
      rad_ = inr_ * std::sqrt(2.0);
    } else {
      inr_ = S * std::sqrt(3.0) / 2;
      rad_ = S;
    }
    game_ = b_.shared_game();
    if (game_)
      for (const auto& h : game_->MapHexes()) printed_[h.coord] = &h;
  }

  // The position's own hex, and the game's printed one, by coordinate.
  const HexSpec* SpecOf(const std::string& coord) const {
    auto it = spec_.find(coord);
    return it == spec_.end() ? nullptr : it->second;
  }
  const HexSpec* PrintedOf(const std::string& coord) const {
    auto it = printed_.find(coord);
    return it == printed_.end() ? nullptr : it->second;
  }

  // The hex's name: its own (or its tile's), else the printed map's (a
  // position that lists its hexes without the map keeps the map's names).
  std::string HexName(int h) const {
    const BoardHex& bh = b_.hexes()[h];
    if (!bh.name.empty()) return bh.name;
    const HexSpec* printed = PrintedOf(bh.coord);
    return printed ? printed->name : "";
  }

  // The direction (degrees, clockwise from east; y grows downwards) from a
  // cell's centre to the middle of its side `edge`.
  double EdgeAngle(int edge) const {
    switch (layout_) {
      case Layout::kPointy: return 120 + 60.0 * edge;
      case Layout::kFlat: return 90 + 60.0 * edge;
      case Layout::kSquare: return 90 + 90.0 * edge;
    }
    return 0;
  }

  P Raw(int x, int y) const {
    switch (layout_) {
      case Layout::kPointy: return {x * inr_, y * 1.5 * S};
      case Layout::kFlat: return {x * 1.5 * S, y * inr_};
      case Layout::kSquare: return {x * 2 * inr_, y * 2 * inr_};
    }
    return {};
  }

  std::vector<P> Corners(P c) const {
    std::vector<P> v;
    if (layout_ == Layout::kSquare) {
      for (int k = 0; k < 4; ++k) v.push_back(c + Dir(225 + 90.0 * k) * rad_);
    } else {
      double start = layout_ == Layout::kPointy ? 270 : 180;
      for (int k = 0; k < 6; ++k) v.push_back(c + Dir(start + 60.0 * k) * rad_);
    }
    return v;
  }

  // How far `p` lies outside the cell centred at `c`, with `margin` kept
  // clear of its sides (0 when inside).
  double Outside(P c, P p, double margin) const {
    double worst = 0;
    const int n = layout_ == Layout::kSquare ? 4 : 6;
    for (int e = 0; e < n; ++e) {
      P d = Dir(EdgeAngle(e));
      double along = (p.x - c.x) * d.x + (p.y - c.y) * d.y;
      worst = std::max(worst, along - (inr_ - margin));
    }
    return worst;
  }

  // ---- the cells ----

  void PlaceCells() {
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

  // Whether x is the number part of a coordinate (as the board read them).
  bool XIsNumber() const {
    for (const auto& h : b_.hexes()) {
      int letter, number;
      if (ParseCoord(h.coord, &letter, &number) && letter != number) return h.x == number;
    }
    if (game_ && game_->axes) return game_->axes->x_is_number;
    return layout_ == Layout::kPointy;
  }

  // ---- stops and junctions inside a hex ----

  struct NodeRef {
    bool junction = false;
    int index = 0;
    bool operator==(const NodeRef& o) const { return junction == o.junction && index == o.index; }
  };

  static bool Is(const TrackEnd& e, const NodeRef& n) {
    return (n.junction ? e.kind == TrackEnd::kJunction : e.kind == TrackEnd::kStop) && e.index == n.index;
  }

  int CitySlots(int stop) const { return std::max(1, b_.stops()[stop].slots); }

  double CityRadius(int hex) const {
    int n = static_cast<int>(nodes_[hex].size());
    return n <= 1 ? 0.2 * S : n == 2 ? 0.17 * S : 0.14 * S;
  }

  // Offsets of a city's token slots from its centre.
  std::vector<P> SlotOffsets(int n, double r) const {
    std::vector<P> v;
    if (n == 1) v = {{0, 0}};
    else if (n == 2) v = {{-r, 0}, {r, 0}};
    else if (n == 3) v = {Dir(270) * (r * 1.16), Dir(30) * (r * 1.16), Dir(150) * (r * 1.16)};
    else if (n == 4) v = {{-r, -r}, {r, -r}, {-r, r}, {r, r}};
    else
      for (int i = 0; i < n; ++i) v.push_back({(i - (n - 1) / 2.0) * 2 * r, 0});
    return v;
  }

  double Extent(int hex, const NodeRef& n) const {
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

  P& PosOf(const NodeRef& n) { return n.junction ? junction_pos_[n.index] : stop_pos_[n.index]; }

  void PlaceNodes() {
    const int H = static_cast<int>(b_.hexes().size());
    nodes_.assign(H, {});
    hex_segments_.assign(H, {});
    stop_pos_.assign(b_.stops().size(), P{});
    junction_pos_.assign(b_.junctions().size(), P{});
    for (int s = 0; s < static_cast<int>(b_.segments().size()); ++s) hex_segments_[b_.segments()[s].hex].push_back(s);
    for (int h = 0; h < H; ++h) {
      std::vector<NodeRef>& nodes = nodes_[h];
      // Cities first (the largest), then offboards and mines, towns, junctions.
      for (StopKind k : {StopKind::kCity, StopKind::kOffboard, StopKind::kMine, StopKind::kTown})
        for (int s : b_.hexes()[h].stops)
          if (b_.stops()[s].kind == k) nodes.push_back({false, s});
      for (int j = 0; j < static_cast<int>(b_.junctions().size()); ++j)
        if (b_.junctions()[j].hex == h) nodes.push_back({true, j});
      std::vector<std::pair<P, double>> placed;
      const P c = centre_[h];
      for (const NodeRef& n : nodes) {
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
            if (other.kind == TrackEnd::kEdge &&
                std::find(edges.begin(), edges.end(), other.index) == edges.end())
              edges.push_back(other.index);
          }
        }
        std::vector<P> candidates;
        double curve_t[] = {0.5, 0.36, 0.64, 0.24, 0.76};
        const bool on_curve = !n.junction && b_.stops()[n.index].kind == StopKind::kTown &&
                              touching == 2 && edges.size() == 2;
        Bez curve;
        if (on_curve) {
          // A town on a run of track from one side to another sits on the curve.
          curve = EdgeToEdge(h, {TrackEnd::kEdge, edges[0]}, {TrackEnd::kEdge, edges[1]});
          for (double t : curve_t) candidates.push_back(curve.At(t));
        } else if (nodes.size() == 1) {
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
          for (const auto& [p, e] : placed) gap = std::min(gap, Dist(p, candidates[i]) - e - ext);
          if (gap >= 0.06 * S) {
            best = i;
            break;
          }
          if (gap > best_gap) best_gap = gap, best = i;
        }
        PosOf(n) = candidates[best];
        if (on_curve) town_curve_[n.index] = {curve, curve_t[best]};
        placed.push_back({candidates[best], ext});
      }
    }
  }

  // ---- track ----

  P EdgePoint(int hex, const TrackEnd& e, P* inward) const {
    const double a = EdgeAngle(e.index);
    const P out = Dir(a);
    const P clockwise{-out.y, out.x};
    const double lane = e.lane_width > 1 ? (e.lane - (e.lane_width - 1) / 2.0) * 0.2 * S : 0;
    *inward = out * -1;
    return centre_[hex] + out * inr_ + clockwise * lane;
  }

  Bez EdgeToEdge(int hex, const TrackEnd& a, const TrackEnd& b) const {
    P ia, ib;
    P pa = EdgePoint(hex, a, &ia), pb = EdgePoint(hex, b, &ib);
    // Straight through, or a curve bending round the centre.
    const double k = 0.55 * inr_;
    return {{pa, pa + ia * k, pb + ib * k, pb}};
  }

  P NodePoint(const TrackEnd& e) const {
    return e.kind == TrackEnd::kJunction ? junction_pos_[e.index] : stop_pos_[e.index];
  }

  Bez SegmentCurve(int s) const {
    const Segment& seg = b_.segments()[s];
    const TrackEnd &a = seg.a, &b = seg.b;
    const bool ea = a.kind == TrackEnd::kEdge, eb = b.kind == TrackEnd::kEdge;
    if (ea && eb) return EdgeToEdge(seg.hex, a, b);
    if (!ea && !eb) return Bez::Line(NodePoint(a), NodePoint(b));
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
      P pn = NodePoint(node);
      double d = Dist(pe, pn);
      from_edge = {{pe, pe + in * (0.5 * d), Lerp(pn, pe + in * (0.5 * d), 0.2), pn}};
    }
    return ea ? from_edge : from_edge.Reversed();
  }

  void BuildTrack() {
    curves_.clear();
    for (int s = 0; s < static_cast<int>(b_.segments().size()); ++s) curves_.push_back(SegmentCurve(s));
  }

  // ---- bonus hexes ----

  // "A", "A or B", "A, B or C".
  static std::string Either(const std::vector<std::string>& v) {
    std::string s;
    for (size_t i = 0; i < v.size(); ++i) s += (i == 0 ? "" : i + 1 == v.size() ? " or " : ", ") + v[i];
    return s;
  }

  // The hexes that earn a bonus (route bonuses: their hexes, or the hexes
  // where their tiles lie; private companies' hex bonuses), each with its
  // tags, and a footnote for each bonus saying what earns it.
  void FindBonuses() {
    auto mark = [&](const std::string& coord, const std::string& tag) {
      auto& tags = bonus_tags_[coord];
      if (std::find(tags.begin(), tags.end(), tag) == tags.end()) tags.push_back(tag);
    };
    for (const RouteBonus& rb : b_.route_bonuses()) {
      const std::string tag = rb.name + " +" + std::to_string(rb.amount);
      std::vector<std::string> parts;
      for (const auto& list : rb.all_of) {
        for (const auto& coord : list) mark(coord, tag);
        parts.push_back(Either(list));
      }
      // Lists of one tile each (18Lilliput's named cities): "the tiles A, B and C".
      bool single_tiles = rb.all_of.empty() && !rb.of_tiles.empty();
      for (const auto& list : rb.of_tiles) single_tiles = single_tiles && list.size() == 1;
      for (const auto& list : rb.of_tiles) {
        for (int h = 0; h < static_cast<int>(b_.hexes().size()); ++h)
          if (std::count(list.begin(), list.end(), ShownTile(b_, h))) mark(b_.hexes()[h].coord, tag);
        parts.push_back(single_tiles ? list[0] : "tile " + Either(list));
      }
      if (parts.empty()) continue;
      std::string note = tag + ": a route that pays stops on ";
      const bool some = rb.at_least > 0 && rb.at_least < static_cast<int>(parts.size());
      if (some) note += "at least " + std::to_string(rb.at_least) + " of ";
      if (single_tiles) {
        note += std::string(some ? "" : "each of ") + "the tiles ";
        for (size_t i = 0; i < parts.size(); ++i) note += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
      } else {
        for (size_t i = 0; i < parts.size(); ++i) note += (i == 0 ? "" : some ? "; " : ", and on ") + parts[i];
      }
      notes_.push_back(note + " (hexes outlined dashed)");
    }
    for (const Company& c : b_.companies())
      for (const HexBonus& hb : c.hex_bonus) {
        const std::string tag = hb.company + " +" + std::to_string(hb.amount);
        for (const auto& coord : hb.hexes) mark(coord, tag);
        std::string hexes;
        for (size_t i = 0; i < hb.hexes.size(); ++i)
          hexes += (i == 0 ? "" : i + 1 == hb.hexes.size() ? " and " : ", ") + hb.hexes[i];
        notes_.push_back(tag + ": a route of " + c.name + " earns it " +
                         (hb.hexes.size() == 1 ? "when it pays a stop on " : "for each of ") + hexes +
                         (hb.hexes.size() == 1 ? "" : " where it pays a stop") + " (hexes outlined dashed)");
      }
  }

  // ---- companies ----

  // Each company's own colour where the game gives one (maps/<game>/game.yaml
  // `color`), else one of the palette.
  void CompanyColors() {
    std::set<std::string> names;
    for (const auto& s : b_.stops())
      for (const auto& t : s.tokens) names.insert(t);
    for (const auto& c : b_.companies()) names.insert(c.name);
    int i = 0;
    for (const auto& n : names) {
      Paint& p = company_color_[n];
      if (game_) {
        auto it = game_->companies.find(n);
        if (it != game_->companies.end() && !ColorCode(it->second.color).empty()) {
          p.fill = ColorCode(it->second.color);
          p.word = it->second.color;
        }
      }
      if (p.fill.empty()) p.fill = kCompanyColors[i++ % 16];
      p.light = IsLight(p.fill);
    }
    highlight_ = o_.company ? *o_.company : o_.network ? o_.network->company().name : "";
  }

  // ---- drawing ----

  static std::string Points(const std::vector<P>& ps) {
    std::string s;
    for (const P& p : ps) s += (s.empty() ? "" : " ") + F(p.x) + "," + F(p.y);
    return s;
  }

  void DrawHexes(std::ostream& o) {
    o << "<g class=\"hexes\" stroke=\"#8a8578\" stroke-width=\"" << F(0.025 * S) << "\">\n";
    for (const auto& c : cells_) {
      o << "<polygon class=\"hex" << (c.hex < 0 ? " blank" : "") << "\" data-hex=\"" << XmlEscape(c.coord) << "\"";
      if (c.hex >= 0 && !ShownTile(b_, c.hex).empty()) o << " data-tile=\"" << XmlEscape(ShownTile(b_, c.hex)) << "\"";
      o << " points=\"" << Points(Corners(c.c)) << "\" fill=\"" << TileFill(c.color) << "\"/>\n";
    }
    // Bonus hexes: a dashed outline inside the edge.
    for (const auto& c : cells_) {
      auto it = bonus_tags_.find(c.coord);
      if (it == bonus_tags_.end()) continue;
      std::vector<P> inner;
      for (P p : Corners(c.c)) inner.push_back(c.c + (p - c.c) * 0.88);
      const std::string names = Join(it->second, "; ");
      o << "<polygon class=\"bonus-hex\" data-hex=\"" << XmlEscape(c.coord) << "\" data-bonus=\"" << XmlEscape(names)
        << "\" points=\"" << Points(inner) << "\" fill=\"none\" stroke=\"" << kBonusColor << "\" stroke-width=\""
        << F(0.05 * S) << "\" stroke-dasharray=\"" << F(0.14 * S) << " " << F(0.08 * S) << "\"/>\n";
    }
    o << "</g>\n";
  }

  void DrawTrack(std::ostream& o) {
    o << "<g class=\"track-layer\" fill=\"none\" stroke-linecap=\"butt\">\n";
    // A pale edging under every piece, then the rails.
    for (int pass = 0; pass < 2; ++pass) {
      for (int s = 0; s < static_cast<int>(curves_.size()); ++s) {
        const Bez& c = curves_[s];
        std::string d = "M " + F(c.p[0].x) + " " + F(c.p[0].y) + " C " + F(c.p[1].x) + " " + F(c.p[1].y) +
                        " " + F(c.p[2].x) + " " + F(c.p[2].y) + " " + F(c.p[3].x) + " " + F(c.p[3].y);
        if (pass == 0)
          o << "<path d=\"" << d << "\" stroke=\"#ffffff\" stroke-opacity=\"0.6\" stroke-width=\""
            << F(0.13 * S) << "\"/>\n";
        else
          o << "<path class=\"track\" data-segment=\"" << s << "\" data-hex=\""
            << XmlEscape(b_.hexes()[b_.segments()[s].hex].coord) << "\" d=\"" << d
            << "\" stroke=\"#111111\" stroke-width=\"" << F(0.075 * S) << "\"/>\n";
      }
    }
    o << "</g>\n";
  }

  void Token(std::ostream& o, P at, double r, const std::string& company) {
    auto it = company_color_.find(company);
    const Paint paint = it == company_color_.end() ? Paint{"#444444", "", false} : it->second;
    const bool mine = !highlight_.empty() && company == highlight_;
    if (mine)
      o << "<circle class=\"token-halo\" cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\""
        << F(r + 0.035 * S) << "\" fill=\"#ffd400\" stroke=\"#000\" stroke-width=\"" << F(0.012 * S) << "\"/>\n";
    o << "<circle class=\"token" << (mine ? " highlight" : "") << "\" data-company=\"" << XmlEscape(company) << "\"";
    if (!paint.word.empty()) o << " data-color=\"" << XmlEscape(paint.word) << "\"";
    o << " cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\"" << F(r * 0.92) << "\" fill=\"" << paint.fill
      << "\" stroke=\"#000\" stroke-width=\"" << F(0.02 * S) << "\"/>\n";
    double size = std::min(0.85 * r, 1.6 * r / (std::max(1, Chars(company)) * kSansWidth));
    o << "<text x=\"" << F(at.x) << "\" y=\"" << F(at.y) << "\" dy=\"0.35em\" font-size=\"" << F(size)
      << "\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"" << (paint.light ? "#000000" : "#ffffff") << "\">"
      << XmlEscape(company) << "</text>\n";
  }

  void DrawStops(std::ostream& o) {
    o << "<g class=\"stops\">\n";
    for (int h = 0; h < static_cast<int>(nodes_.size()); ++h) {
      for (const NodeRef& n : nodes_[h]) {
        if (n.junction) continue;
        const Stop& s = b_.stops()[n.index];
        const P at = stop_pos_[n.index];
        o << "<g class=\"stop " << KindName(s.kind) << "\" data-stop=\"" << XmlEscape(s.label) << "\">\n";
        switch (s.kind) {
          case StopKind::kCity: {
            const int k = CitySlots(n.index);
            const double r = CityRadius(h);
            const double ext = Extent(h, n);
            const double sw = 0.022 * S;
            if (k == 2 || k > 4)
              o << "<rect x=\"" << F(at.x - k * r) << "\" y=\"" << F(at.y - r) << "\" width=\"" << F(2 * k * r)
                << "\" height=\"" << F(2 * r) << "\" rx=\"" << F(r) << "\" fill=\"#fff\" stroke=\"#000\" stroke-width=\""
                << F(sw) << "\"/>\n";
            else if (k == 3)
              o << "<circle cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\"" << F(ext)
                << "\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"" << F(sw) << "\"/>\n";
            else if (k == 4)
              o << "<rect x=\"" << F(at.x - 2 * r) << "\" y=\"" << F(at.y - 2 * r) << "\" width=\"" << F(4 * r)
                << "\" height=\"" << F(4 * r) << "\" rx=\"" << F(r) << "\" fill=\"#fff\" stroke=\"#000\" stroke-width=\""
                << F(sw) << "\"/>\n";
            std::vector<P> offs = SlotOffsets(k, r);
            for (int i = 0; i < k; ++i) {
              P p = at + offs[i];
              o << "<circle class=\"slot\" cx=\"" << F(p.x) << "\" cy=\"" << F(p.y) << "\" r=\"" << F(r)
                << "\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"" << F(sw) << "\"/>\n";
              if (i < static_cast<int>(s.tokens.size())) Token(o, p, r, s.tokens[i]);
            }
            // Tokens beyond the slots (a file may list more): beside the city.
            for (int i = k; i < static_cast<int>(s.tokens.size()); ++i)
              Token(o, at + P{ext + (2 * (i - k) + 1) * r * 0.8, 0}, r * 0.8, s.tokens[i]);
            break;
          }
          case StopKind::kTown: {
            P tangent;
            if (TownTangent(h, n.index, &tangent)) {
              P across = P{-tangent.y, tangent.x} * (0.16 * S);
              P a = at + across, b = at - across;
              o << "<line x1=\"" << F(a.x) << "\" y1=\"" << F(a.y) << "\" x2=\"" << F(b.x) << "\" y2=\"" << F(b.y)
                << "\" stroke=\"#000\" stroke-width=\"" << F(0.09 * S) << "\"/>\n";
            } else {
              o << "<circle cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\"" << F(0.075 * S)
                << "\" fill=\"#000\" stroke=\"#fff\" stroke-width=\"" << F(0.015 * S) << "\"/>\n";
            }
            break;
          }
          case StopKind::kOffboard:
            o << "<circle cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\"" << F(0.06 * S)
              << "\" fill=\"#000\"/>\n";
            break;
          case StopKind::kMine: {
            const double m = 0.16 * S;
            o << "<rect x=\"" << F(at.x - m) << "\" y=\"" << F(at.y - m) << "\" width=\"" << F(2 * m)
              << "\" height=\"" << F(2 * m) << "\" rx=\"" << F(0.03 * S)
              << "\" fill=\"#2b2b2b\" stroke=\"#fff\" stroke-width=\"" << F(0.015 * S) << "\"/>\n";
            if (!s.tokens.empty()) {
              Token(o, at, 0.13 * S, s.tokens[0]);
            } else {
              // crossed hammer and pick
              const double k = 0.09 * S;
              o << "<path d=\"M " << F(at.x - k) << " " << F(at.y - k) << " L " << F(at.x + k) << " "
                << F(at.y + k) << " M " << F(at.x + k) << " " << F(at.y - k) << " L " << F(at.x - k) << " "
                << F(at.y + k) << "\" stroke=\"#fff\" stroke-width=\"" << F(0.035 * S) << "\"/>\n";
            }
            break;
          }
        }
        o << "</g>\n";
      }
    }
    o << "</g>\n";
  }

  // The direction of the track through a town drawn as a bar; false for a
  // dot (a town where track does not simply run through).
  bool TownTangent(int hex, int stop, P* out) const {
    auto tc = town_curve_.find(stop);
    if (tc != town_curve_.end()) {
      *out = Unit(tc->second.first.Tangent(tc->second.second));
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

  // The revenue a stop shows: one value, or the phase row with the current
  // colour picked out.
  const Revenue* StopRevenue(const Stop& s) const {
    const std::string& coord = b_.hexes()[s.hex].coord;
    const HexSpec* spec = SpecOf(coord);
    if (!spec || spec->overlay()) spec = PrintedOf(coord);
    if (!spec) return nullptr;
    const std::vector<StopSpec>* stops = &spec->stops;
    if (!spec->tile.empty()) {
      if (!game_) return nullptr;
      auto it = game_->Tiles().find(spec->tile);
      if (it == game_->Tiles().end()) return nullptr;
      stops = &it->second.shape.stops;
    }
    for (const auto& st : *stops)
      if (st.id == s.id) return &st.revenue;
    return nullptr;
  }

  // Finds the best free place for `item` in hex `h`, avoiding `obstacles`;
  // with `commit` the item becomes an obstacle. Returns whether the place is
  // clear (inside the hex, overlapping nothing).
  bool Place(int h, Item* item, std::vector<Obstacle>* obstacles, bool commit = true) {
    const P c = centre_[h];
    const double step = 0.06 * S;
    double best = -1e18;
    bool best_clear = false;
    P best_at = item->anchor;
    for (double gy = -rad_; gy <= rad_ + 1e-9; gy += step) {
      for (double gx = -rad_; gx <= rad_ + 1e-9; gx += step) {
        P at = c + P{gx, gy};
        Box box{at.x - item->w / 2, at.y - item->h / 2, at.x + item->w / 2, at.y + item->h / 2};
        double out = 0;
        for (P corner : {P{box.x0, box.y0}, P{box.x1, box.y0}, P{box.x0, box.y1}, P{box.x1, box.y1}})
          out = std::max(out, Outside(c, corner, 0.04 * S));
        double gap = 0.12 * S;
        for (const auto& ob : *obstacles) gap = std::min(gap, ob.Gap(box));
        double score = 4 * gap + 12 * std::min(gap, 0.0) - item->pull * Dist(at, item->anchor) - 20 * out;
        if (score > best + 1e-9) best = score, best_at = at, best_clear = gap >= 0 && out == 0;
      }
    }
    item->at = best_at;
    item->score = best;
    if (commit) {
      Obstacle ob;
      ob.is_box = true;
      ob.box = {best_at.x - item->w / 2, best_at.y - item->h / 2, best_at.x + item->w / 2, best_at.y + item->h / 2};
      obstacles->push_back(ob);
    }
    return best_clear;
  }

  void DrawHexTexts(std::ostream& o) {
    o << "<g class=\"hex-texts\">\n";
    bool token_values = false, stop_bonuses = false;
    for (int h = 0; h < static_cast<int>(b_.hexes().size()); ++h) {
      const BoardHex& bh = b_.hexes()[h];
      const P c = centre_[h];
      std::vector<Obstacle> obstacles;
      for (int s : hex_segments_[h])
        for (int k = 0; k <= 8; ++k) obstacles.push_back({false, curves_[s].At(k / 8.0), 0.05 * S, {}});
      for (const NodeRef& n : nodes_[h]) {
        double r = Extent(h, n) + 0.02 * S;
        if (!n.junction && rings_[n.index] > 0) r = RingRadius(h, n.index, rings_[n.index] - 1) + 0.03 * S;
        obstacles.push_back({false, PosOf(n), r, {}});
      }
      for (const auto& d : traces_)
        for (const P& p : d.points)
          if (Dist(p, c) < rad_ + 0.2 * S) obstacles.push_back({false, p, 0.13 * S, {}});
      for (const NodeRef& n : nodes_[h]) {
        if (n.junction) continue;
        const Stop& s = b_.stops()[n.index];
        DrawRevenue(o, h, s, stop_pos_[n.index], &obstacles);
        if (s.token_revenue >= 0) {
          // The value for a company with a token there (18Lilliput castle):
          // drawn as a token, black.
          const std::string v = std::to_string(s.token_revenue);
          const double size = v.size() <= 2 ? 0.15 * S : 0.12 * S;
          const double rr = std::max(0.12 * S, Chars(v) * size * kSansWidth / 2 + 0.035 * S);
          Item it{2 * rr, 2 * rr, stop_pos_[n.index], 1.0, {}};
          Place(h, &it, &obstacles);
          o << "<g class=\"revenue token-revenue\" data-stop=\"" << XmlEscape(s.label) << "\">\n<circle cx=\""
            << F(it.at.x) << "\" cy=\"" << F(it.at.y) << "\" r=\"" << F(rr) << "\" fill=\"#222\"/>\n";
          EmitText(o, {it.at, size, v, true, "middle", "#fff"});
          o << "</g>\n";
          token_values = true;
        }
        if (s.bonus > 0) {
          // A printed stop bonus (18CZ Moravia-Silesia red tiles).
          const std::string v = "+" + std::to_string(s.bonus);
          const double size = 0.14 * S;
          Item it{Chars(v) * size * kSansWidth + 0.06 * S, 0.2 * S, stop_pos_[n.index], 1.0, {}};
          Place(h, &it, &obstacles);
          o << "<g class=\"revenue stop-bonus\" data-stop=\"" << XmlEscape(s.label) << "\">\n<rect x=\""
            << F(it.at.x - it.w / 2) << "\" y=\"" << F(it.at.y - it.h / 2) << "\" width=\"" << F(it.w)
            << "\" height=\"" << F(it.h) << "\" rx=\"" << F(0.04 * S) << "\" fill=\"#fff\" stroke=\"" << kBonusColor
            << "\" stroke-width=\"" << F(0.02 * S) << "\"/>\n";
          EmitText(o, {it.at, size, v, true, "middle", kBonusColor});
          o << "</g>\n";
          stop_bonuses = true;
        }
      }
      // Stop ids, right by their stops.
      if (o_.stop_ids)
        for (const NodeRef& n : nodes_[h]) {
          if (n.junction) continue;
          const Stop& s = b_.stops()[n.index];
          const double size = 0.14 * S;
          Item it{Chars(s.id) * size * kMonoWidth + 0.02 * S, size, stop_pos_[n.index], 5.0, {}};
          Place(h, &it, &obstacles);
          Text t{it.at, size, s.id, true, "middle", kIdColor, "stop-id", kMono};
          t.halo = true;
          t.data = "data-stop=\"" + XmlEscape(s.label) + "\"";
          EmitText(o, t);
        }
      // Labels (OO, Y, P, company home letters) toward the upper left.
      const std::string labels = Join(bh.labels, " ");
      if (!labels.empty()) {
        const double size = 0.2 * S;
        Item it{Chars(labels) * size * 0.68 + 0.02 * S, size, c + Dir(225) * (0.62 * inr_), 0.5, {}};
        Place(h, &it, &obstacles);
        Text t{it.at, size, labels, true, "middle", "#000", "label"};
        t.halo = true;
        EmitText(o, t);
      }
      DrawName(o, h, HexName(h), &obstacles);
      // Bonus tags toward the upper right.
      auto bt = bonus_tags_.find(bh.coord);
      if (bt != bonus_tags_.end())
        for (const auto& tag : bt->second) {
          double size;
          const std::vector<std::string> lines = TagLines(tag, &size);
          double w = 0;
          for (const auto& l : lines) w = std::max(w, Chars(l) * size * kSansWidth);
          Item it{w + 0.02 * S, lines.size() * size * 1.15, c + Dir(315) * (0.6 * inr_), 0.5, {}};
          Place(h, &it, &obstacles);
          EmitTag(o, bh.coord, lines, size, it.at);
        }
      // The tile's number toward the lower right, as printed on tiles (not
      // where the name says it: 18Lilliput's Mildendo).
      std::string tile = o_.tile_ids ? ShownTile(b_, h) : "";
      if (!o_.tile_sheet && tile == HexName(h)) tile.clear();
      if (!tile.empty()) {
        // On a sheet of tiles, large, under the tile, in the blank between rows.
        const double size = o_.tile_sheet ? 0.3 * S : 0.13 * S;
        Item it{Chars(tile) * size * kSansWidth + 0.02 * S, size, c + Dir(45) * (0.68 * inr_), 0.5, {}};
        if (o_.tile_sheet) it.at = c + P{0, (layout_ == Layout::kPointy ? rad_ : inr_) + 0.3 * S};
        else Place(h, &it, &obstacles);
        Text t{it.at, size, tile, o_.tile_sheet, "middle", "#333", "tile-id"};
        t.halo = true;
        t.data = "data-hex=\"" + XmlEscape(bh.coord) + "\" data-tile=\"" + XmlEscape(tile) + "\"";
        EmitText(o, t);
      }
      // The coordinate, toward the top, where stops are labelled.
      if (o_.stop_ids && !o_.tile_sheet && !bh.stops.empty()) {
        const double size = 0.13 * S;
        Item it{Chars(bh.coord) * size * kSansWidth + 0.02 * S, size, c + P{0, -0.7 * inr_}, 0.5, {}};
        Place(h, &it, &obstacles);
        Text t{it.at, size, bh.coord, false, "middle", kIdColor, "hex-id"};
        t.halo = true;
        t.data = "data-hex=\"" + XmlEscape(bh.coord) + "\"";
        EmitText(o, t);
      }
    }
    // Blank hexes of the printed map that earn a bonus: their tags.
    for (const auto& cell : cells_) {
      auto bt = cell.hex < 0 ? bonus_tags_.find(cell.coord) : bonus_tags_.end();
      if (bt == bonus_tags_.end()) continue;
      const size_t n = bt->second.size();
      for (size_t i = 0; i < n; ++i) {
        double size;
        const std::vector<std::string> lines = TagLines(bt->second[i], &size);
        EmitTag(o, cell.coord, lines, size, cell.c + P{0, (i - (n - 1) / 2.0) * 0.3 * S});
      }
    }
    o << "</g>\n";
    if (token_values) notes_.push_back("black circles: a stop's value for a company with a token there");
    if (stop_bonuses) notes_.push_back("+N boxes: a stop's bonus, for the trains that take stop bonuses");
  }

  // A bonus tag as it fits a hex: one line, or two split at the hyphen or
  // space nearest its middle ("Allenbeck-Tottenham-" / "Express +20"),
  // smaller where it must be.
  std::vector<std::string> TagLines(const std::string& tag, double* size) const {
    const double room = 1.5 * inr_;
    *size = 0.12 * S;
    if (Chars(tag) * *size * kSansWidth <= room) return {tag};
    std::vector<std::string> lines = {tag};
    size_t split = std::string::npos;
    for (size_t i = 1; i + 1 < tag.size(); ++i)
      if ((tag[i] == '-' || tag[i] == ' ') &&
          (split == std::string::npos || std::abs(static_cast<double>(i) - tag.size() / 2.0) <
                                             std::abs(static_cast<double>(split) - tag.size() / 2.0)))
        split = i;
    if (split != std::string::npos) lines = {tag.substr(0, split + (tag[split] == '-')), tag.substr(split + 1)};
    int widest = 0;
    for (const auto& l : lines) widest = std::max(widest, Chars(l));
    *size = std::max(0.07 * S, std::min(*size, room / (widest * kSansWidth)));
    return lines;
  }

  void EmitTag(std::ostream& o, const std::string& coord, const std::vector<std::string>& lines, double size, P at) {
    for (size_t i = 0; i < lines.size(); ++i) {
      Text t{at + P{0, (i - (lines.size() - 1) / 2.0) * size * 1.15}, size, lines[i], true, "middle", kBonusColor,
             "bonus-tag"};
      t.halo = true;
      t.data = "data-hex=\"" + XmlEscape(coord) + "\"";
      EmitText(o, t);
    }
  }

  // Whether hex h is the printed map's own, no tile laid there (an exported
  // position marks it with its own coordinate as `tile_name`).
  bool IsPrinted(int h) const {
    const BoardHex& bh = b_.hexes()[h];
    if (!ShownTile(b_, h).empty()) return false;
    const HexSpec* spec = SpecOf(bh.coord);
    if (!spec || spec->overlay() || spec->tile_name == bh.coord) return true;
    const HexSpec* printed = PrintedOf(bh.coord);
    return printed && printed->color == bh.color && !printed->stops.empty();
  }

  // A stop's revenue: a bubble, or a row of the phases' values with the
  // current one picked out. A red tile (18CZ's home tiles; not a printed red
  // hex such as 1824's Sarajevo) shows only the value of the current phase.
  void DrawRevenue(std::ostream& o, int h, const Stop& s, P at, std::vector<Obstacle>* obstacles) {
    const Revenue* rev = StopRevenue(s);
    std::vector<std::pair<std::string, int>> row;
    const bool red_tile = b_.hexes()[h].color == "red" && !IsPrinted(h) &&
                          (s.kind == StopKind::kCity || s.kind == StopKind::kTown);
    if (rev && rev->phased() && (o_.tile_sheet || !red_tile)) {
      for (const auto& [color, v] : rev->by_color) row.push_back({color, v});
      std::stable_sort(row.begin(), row.end(),
                       [](const auto& a, const auto& b) { return RevenueColorRank(a.first) < RevenueColorRank(b.first); });
    }
    if (!row.empty()) {
      const double bw = 0.27 * S, bh2 = 0.23 * S;
      Item it{bw * row.size(), bh2, at, 1.0, {}};
      Place(h, &it, obstacles);
      o << "<g class=\"revenue phased\" data-stop=\"" << XmlEscape(s.label) << "\">\n";
      for (size_t i = 0; i < row.size(); ++i) {
        const bool now = !o_.tile_sheet && row[i].first == b_.color();
        P box{it.at.x - it.w / 2 + i * bw, it.at.y - bh2 / 2};
        o << "<rect x=\"" << F(box.x) << "\" y=\"" << F(box.y) << "\" width=\"" << F(bw) << "\" height=\"" << F(bh2)
          << "\" fill=\"" << TileFill(row[i].first) << "\" stroke=\"#000\" stroke-width=\""
          << F(now ? 0.035 * S : 0.012 * S) << "\"" << (now ? " class=\"current\"" : "") << "/>\n";
        Text t{{box.x + bw / 2, it.at.y}, 0.15 * S, std::to_string(row[i].second), now};
        if (!now) t.fill = "#333";
        EmitText(o, t);
      }
      if (s.per_token) EmitText(o, {{it.at.x + it.w / 2 + 0.02 * S, it.at.y}, 0.13 * S, "\xC3\x97", true, "start"});
      o << "</g>\n";
    } else if (s.value != 0 || s.kind == StopKind::kOffboard || (rev && rev->phased())) {
      std::string v = std::to_string(s.value);
      double size = v.size() <= 2 ? 0.16 * S : 0.13 * S;
      double rr = std::max(0.12 * S, Chars(v) * size * kSansWidth / 2 + 0.03 * S);
      Item it{2 * rr, 2 * rr, at, 1.0, {}};
      Place(h, &it, obstacles);
      o << "<g class=\"revenue" << (rev && rev->phased() ? " current-value" : "") << "\" data-stop=\""
        << XmlEscape(s.label) << "\">\n<circle cx=\"" << F(it.at.x) << "\" cy=\"" << F(it.at.y) << "\" r=\""
        << F(rr) << "\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"" << F(0.012 * S) << "\"/>\n";
      EmitText(o, {it.at, size, v});
      o << "</g>\n";
    }
  }

  // The name, toward the bottom: on one line or two, smaller where the hex
  // is crowded; the first way that fits clear, else the best.
  void DrawName(std::ostream& o, int h, const std::string& name, std::vector<Obstacle>* obstacles) {
    if (name.empty()) return;
    const P c = centre_[h];
    auto width = [&](const std::vector<std::string>& ls, double sz) {
      double w = 0;
      for (const auto& l : ls) w = std::max(w, Chars(l) * sz * kSansWidth);
      return w;
    };
    std::vector<std::vector<std::string>> forms = {{name}};
    size_t split = std::string::npos;
    for (size_t i = 0; i < name.size(); ++i)
      if (name[i] == ' ' && (split == std::string::npos || std::abs(static_cast<double>(i) - name.size() / 2.0) <
                                                               std::abs(static_cast<double>(split) - name.size() / 2.0)))
        split = i;
    if (split != std::string::npos) forms.push_back({name.substr(0, split), name.substr(split + 1)});
    const double room = 1.55 * inr_;
    struct Way {
      std::vector<std::string> lines;
      double size;
      Item item;
    };
    std::vector<Way> ways;
    for (double size : {0.15 * S, 0.135 * S, 0.12 * S})
      for (const auto& lines : forms) {
        double sz = std::min(size, room / width(lines, 1.0));
        if (sz < 0.1 * S) continue;
        ways.push_back({lines, sz, Item{width(lines, sz) + 0.02 * S, lines.size() * sz * 1.15, c + P{0, 0.62 * inr_}, 0.5, {}}});
      }
    if (ways.empty())
      ways.push_back({{name}, 0.09 * S, Item{width({name}, 0.09 * S), 0.1 * S, c + P{0, 0.62 * inr_}, 0.5, {}}});
    size_t pick = 0;
    bool clear = false;
    for (size_t i = 0; i < ways.size() && !clear; ++i) {
      clear = Place(h, &ways[i].item, obstacles, false);
      if (clear || ways[i].item.score > ways[pick].item.score) pick = i;
    }
    Way& w = ways[pick];
    Place(h, &w.item, obstacles);
    for (size_t i = 0; i < w.lines.size(); ++i) {
      P at{w.item.at.x, w.item.at.y + (i - (w.lines.size() - 1) / 2.0) * w.size * 1.15};
      Text t{at, w.size, w.lines[i], false, "middle", "#000", "name"};
      t.halo = true;
      t.data = "data-hex=\"" + XmlEscape(b_.hexes()[h].coord) + "\"";
      EmitText(o, t);
    }
  }

  void EmitText(std::ostream& o, const Text& t) {
    o << "<text";
    if (!t.cls.empty()) o << " class=\"" << t.cls << "\"";
    if (!t.data.empty()) o << " " << t.data;
    o << " x=\"" << F(t.at.x) << "\" y=\"" << F(t.at.y) << "\" dy=\"0.35em\" font-size=\"" << F(t.size) << "\"";
    if (!t.font.empty()) o << " font-family=\"" << t.font << "\"";
    if (t.bold) o << " font-weight=\"bold\"";
    if (t.anchor != "start") o << " text-anchor=\"" << t.anchor << "\"";
    if (t.fill != "#000") o << " fill=\"" << t.fill << "\"";
    if (t.halo)
      o << " stroke=\"#ffffff\" stroke-opacity=\"0.85\" stroke-width=\"" << F(t.size * 0.22)
        << "\" stroke-linejoin=\"round\" paint-order=\"stroke\"";
    o << ">" << XmlEscape(t.text) << "</text>\n";
  }

  void DrawCoordinates(std::ostream& o) {
    const bool x_is_number = XIsNumber();
    std::map<int, std::string> cols, rows;
    for (const auto& c : cells_) {
      size_t i = 0;
      while (i < c.coord.size() && c.coord[i] >= 'A' && c.coord[i] <= 'Z') ++i;
      std::string letters = c.coord.substr(0, i), number = c.coord.substr(i);
      cols[c.x] = x_is_number ? number : letters;
      rows[c.y] = x_is_number ? letters : number;
    }
    if (cells_.empty()) return;
    const double size = 0.26 * S;
    o << "<g class=\"coordinates\" fill=\"#666\" font-size=\"" << F(size) << "\" text-anchor=\"middle\">\n";
    for (const auto& [x, label] : cols) {
      P p = Raw(x, 0);
      double px = p.x + cells_[0].c.x - Raw(cells_[0].x, cells_[0].y).x;
      for (double y : {map_box_.y0 - 0.38 * S, map_box_.y1 + 0.38 * S})
        o << "<text x=\"" << F(px) << "\" y=\"" << F(y) << "\" dy=\"0.35em\">" << XmlEscape(label) << "</text>\n";
    }
    for (const auto& [y, label] : rows) {
      P p = Raw(0, y);
      double py = p.y + cells_[0].c.y - Raw(cells_[0].x, cells_[0].y).y;
      for (double x : {map_box_.x0 - 0.38 * S, map_box_.x1 + 0.38 * S})
        o << "<text x=\"" << F(x) << "\" y=\"" << F(py) << "\" dy=\"0.35em\">" << XmlEscape(label) << "</text>\n";
    }
    o << "</g>\n";
  }

  // ---- routes ----

  struct RouteDraw {
    std::vector<int> segments;  // in running order
    std::vector<P> points;
  };

  void TraceRoutes() {
    rings_.assign(b_.stops().size(), 0);
    if (!o_.routes) return;
    for (const Route& r : *o_.routes) {
      traces_.push_back(Trace(r));
      for (int s : r.stops) ++rings_[s];
    }
  }

  // The radius of the k-th ring round a stop that routes visit.
  double RingRadius(int hex, int stop, int k) const {
    return Extent(hex, {false, stop}) + 0.06 * S + k * 0.07 * S;
  }

  RouteDraw Trace(const Route& r) const {
    RouteDraw d;
    const Network& net = *o_.network;
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

  void DrawRouteLines(std::ostream& o) {
    if (!o_.routes) return;
    o << "<g class=\"routes\" fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n";
    for (size_t i = 0; i < o_.routes->size(); ++i) {
      const Route& r = (*o_.routes)[i];
      const RouteDraw& d = traces_[i];
      std::vector<std::string> stops, paid, segs;
      for (size_t k = 0; k < r.stops.size(); ++k) {
        stops.push_back(XmlEscape(b_.stops()[r.stops[k]].label));
        paid.push_back(k < r.value.paid.size() && r.value.paid[k] ? "1" : "0");
      }
      for (int s : d.segments) segs.push_back(std::to_string(s));
      o << "<g class=\"route\" data-index=\"" << i << "\" data-train=\"" << XmlEscape(r.train->name)
        << "\" data-revenue=\"" << r.value.revenue << "\" data-subsidy=\"" << r.value.subsidy << "\" data-stops=\""
        << Join(stops, " ") << "\" data-paid=\"" << Join(paid, " ") << "\" data-segments=\"" << Join(segs, " ") << "\"";
      if (r.train->shares_track) o << " data-shares-track=\"1\"";
      o << ">\n";
      o << "<polyline class=\"route-line\" points=\"" << Points(d.points) << "\" stroke=\"" << kRouteColors[i % 8]
        << "\" stroke-opacity=\"0.8\" stroke-width=\"" << F(0.24 * S) << "\"/>\n</g>\n";
    }
    o << "</g>\n";
  }

  void DrawRouteStops(std::ostream& o) {
    if (!o_.routes) return;
    std::map<int, int> rings;  // stop -> rings drawn round it so far
    o << "<g class=\"route-stop-layer\">\n";
    for (size_t i = 0; i < o_.routes->size(); ++i) {
      const Route& r = (*o_.routes)[i];
      const char* color = kRouteColors[i % 8];
      o << "<g class=\"route-stops\" data-index=\"" << i << "\" data-train=\"" << XmlEscape(r.train->name) << "\">\n";
      for (size_t k = 0; k < r.stops.size(); ++k) {
        const int s = r.stops[k];
        const bool paid = k < r.value.paid.size() && r.value.paid[k];
        // A mine pays the treasury, not the income: visited, never skipped.
        const bool skipped = SkipsStop(b_, r, k);
        const int hex = b_.stops()[s].hex;
        const double rr = RingRadius(hex, s, rings[s]++);
        const P at = stop_pos_[s];
        o << "<circle class=\"route-stop" << (skipped ? " skipped" : "") << "\" data-stop=\""
          << XmlEscape(b_.stops()[s].label) << "\" data-paid=\"" << (paid ? 1 : 0) << "\" cx=\"" << F(at.x)
          << "\" cy=\"" << F(at.y) << "\" r=\"" << F(rr) << "\" stroke=\"" << color << "\" stroke-width=\""
          << F(0.045 * S) << "\"";
        if (!skipped) o << " fill=\"" << color << "\" fill-opacity=\"0.18\"";
        else o << " fill=\"none\" stroke-dasharray=\"" << F(0.07 * S) << " " << F(0.05 * S) << "\"";
        o << "/>\n";
      }
      o << "</g>\n";
    }
    o << "</g>\n";
  }

  std::string Title() const {
    if (!o_.title.empty()) return o_.title;
    const Position& p = b_.position();
    std::string t = p.game.empty() ? std::string("board") : p.game;
    if (!p.variant.empty()) t += " (" + p.variant + ")";
    if (!p.phase.empty()) t += ", phase " + p.phase;
    else if (!b_.color().empty()) t += ", " + b_.color() + " phase";
    std::string file = b_.file();
    size_t slash = file.find_last_of('/');
    if (slash != std::string::npos) file = file.substr(slash + 1);
    if (!file.empty()) t += " \xE2\x80\x94 " + file;
    return t;
  }

  // Splits "A-B-C-..." into lines of at most `width` characters, at dashes.
  static std::vector<std::string> Wrap(const std::string& s, size_t width) {
    std::vector<std::string> lines;
    std::string cur;
    size_t start = 0;
    while (start <= s.size()) {
      size_t dash = s.find('-', start);
      std::string piece = s.substr(start, dash == std::string::npos ? std::string::npos : dash - start + 1);
      if (!cur.empty() && static_cast<size_t>(Chars(cur + piece)) > width) {
        lines.push_back(cur);
        cur.clear();
      }
      cur += piece;
      if (dash == std::string::npos) break;
      start = dash + 1;
    }
    if (!cur.empty()) lines.push_back(cur);
    return lines;
  }

  double DrawLegend(std::ostream& o) {
    double y = map_box_.y1 + (o_.tile_sheet ? 1.2 : 0.9) * S;  // (a sheet's ids stand under its last row)
    const double left = 0.4 * S;
    const double size = 0.25 * S, line = size * 1.45;
    int income = 0, subsidy = 0;
    if (o_.routes)
      for (const auto& r : *o_.routes) income += r.value.revenue, subsidy += r.value.subsidy;
    o << "<g class=\"legend\"";
    if (o_.routes) o << " data-income=\"" << income << "\" data-subsidy=\"" << subsidy << "\"";
    o << ">\n";
    // The title, wrapped at spaces to the width.
    const double tsize = 0.3 * S;
    for (const auto& l : WrapWords(Title(), static_cast<size_t>((width_ - 2 * left) / (tsize * kSansWidth)))) {
      EmitText(o, {{left, y}, tsize, l, true, "start", "#000", "title"});
      y += tsize * 1.4;
    }
    if (!o_.routes) {
      y = DrawNotes(o, notes_, left, y);
      o << "</g>\n";
      return y;
    }
    y += 0.1 * S;
    size_t train_w = 5;
    for (const auto& r : *o_.routes) train_w = std::max(train_w, static_cast<size_t>(Chars(r.train->name)));
    const double cw = size * kMonoWidth;
    const double x_train = left + 0.8 * S, x_rev = x_train + (train_w + 5) * cw, x_stops = x_rev + cw;
    const size_t stop_chars = static_cast<size_t>(std::max(10.0, (width_ - x_stops - left) / cw));
    bool skipped = false;
    for (size_t i = 0; i < o_.routes->size(); ++i) {
      const Route& r = (*o_.routes)[i];
      std::string text = StopsText(b_, r);
      if (r.value.subsidy) text += "  (+" + std::to_string(r.value.subsidy) + " subsidy)";
      if (r.value.bonus) text += "  (incl. bonus " + std::to_string(r.value.bonus) + ")";
      skipped = skipped || SkipsStops(b_, r);
      const char* color = kRouteColors[i % 8];
      o << "<g class=\"legend-route\" data-index=\"" << i << "\" data-train=\"" << XmlEscape(r.train->name)
        << "\" data-revenue=\"" << r.value.revenue << "\">\n";
      o << "<line x1=\"" << F(left) << "\" y1=\"" << F(y) << "\" x2=\"" << F(left + 0.6 * S) << "\" y2=\"" << F(y)
        << "\" stroke=\"" << color << "\" stroke-opacity=\"0.8\" stroke-width=\"" << F(0.2 * S)
        << "\" stroke-linecap=\"round\"/>\n";
      EmitText(o, {{x_train, y}, size, r.train->name, true, "start", "#000", "", kMono});
      EmitText(o, {{x_rev - cw, y}, size, std::to_string(r.value.revenue), false, "end", "#000", "", kMono});
      for (const auto& l : Wrap(text, stop_chars)) {
        EmitText(o, {{x_stops, y}, size, l, false, "start", "#000", "", kMono});
        y += line;
      }
      o << "</g>\n";
    }
    std::string total = "Income " + std::to_string(income);
    if (subsidy) total += ", subsidy " + std::to_string(subsidy) + " to the treasury";
    const size_t trains = o_.network->company().trains.size();
    if (trains > o_.routes->size()) total += " (" + std::to_string(trains - o_.routes->size()) + " train(s) idle)";
    y += 0.05 * S;
    EmitText(o, {{left, y}, size * 1.1, total, true, "start", "#000", "total"});
    y += line;
    std::vector<std::string> notes;
    if (skipped) notes.push_back("stops in parentheses (dashed rings) are passed but not paid");
    notes.insert(notes.end(), notes_.begin(), notes_.end());
    y = DrawNotes(o, notes, left, y);
    o << "</g>\n";
    return y;
  }

  // Footnotes, each wrapped at spaces to the width; returns the y below them.
  double DrawNotes(std::ostream& o, const std::vector<std::string>& notes, double left, double y) {
    const double size = 0.25 * S * 0.85, line = size * 1.45;
    if (!notes.empty()) y += 0.05 * S;
    for (const auto& n : notes)
      for (const auto& l : WrapWords(n, static_cast<size_t>((width_ - 2 * left) / (size * kSansWidth)))) {
        EmitText(o, {{left, y}, size, l, false, "start", "#444", "note"});
        y += line;
      }
    return y;
  }

  // Splits text into lines of at most `width` characters, at spaces.
  static std::vector<std::string> WrapWords(const std::string& text, size_t width) {
    std::vector<std::string> lines;
    std::string cur;
    std::istringstream words(text);
    for (std::string w; words >> w;) {
      if (!cur.empty() && static_cast<size_t>(Chars(cur + " " + w)) > width) lines.push_back(cur), cur.clear();
      cur += (cur.empty() ? "" : " ") + w;
    }
    if (!cur.empty()) lines.push_back(cur);
    return lines;
  }

  const Board& b_;
  const SvgOptions& o_;
  std::shared_ptr<const Game> game_;
  Layout layout_ = Layout::kPointy;
  double inr_ = 0, rad_ = 0;
  double width_ = 0, height_ = 0, map_width_ = 0;
  Box map_box_;
  std::vector<Cell> cells_;
  std::vector<P> centre_;
  std::vector<std::vector<NodeRef>> nodes_;
  std::vector<std::vector<int>> hex_segments_;
  std::vector<P> stop_pos_, junction_pos_;
  std::map<int, std::pair<Bez, double>> town_curve_;
  std::vector<Bez> curves_;
  std::vector<RouteDraw> traces_;  // per route
  std::vector<int> rings_;         // per stop: how many routes visit it
  // A company's tokens: the fill, the game's word for it ("" from the
  // palette), whether it takes black text.
  struct Paint {
    std::string fill, word;
    bool light = false;
  };
  std::map<std::string, Paint> company_color_;
  std::string highlight_;
  std::map<std::string, const HexSpec*> spec_, printed_;  // by coordinate
  std::map<std::string, std::vector<std::string>> bonus_tags_;  // by coordinate: "Bukowina +50"
  std::vector<std::string> notes_;  // footnotes that apply to this picture
};

}  // namespace

std::string ResultTitle(const Board& board, const Result& r) {
  const Position& p = board.position();
  std::string t = p.game.empty() ? std::string("board") : p.game;
  if (!p.variant.empty()) t += " (" + p.variant + ")";
  if (!p.phase.empty()) t += ", phase " + p.phase;
  else if (!board.color().empty()) t += ", " + board.color() + " phase";
  t += ": " + r.company + " income " + std::to_string(r.income);
  if (r.subsidy) t += ", subsidy " + std::to_string(r.subsidy);
  t += r.optimal ? " (proven optimal)" : " (NOT proven optimal: the time limit cut the search)";
  return t;
}

std::string RenderSvg(const Board& board, const SvgOptions& options) {
  return Renderer(board, options).Render();
}

}  // namespace xxroute
