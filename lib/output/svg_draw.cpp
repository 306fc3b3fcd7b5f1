#include "svg_draw.h"

#include <algorithm>
#include <set>

#include "svg_style.h"
#include "xxroute/game.h"
#include "xxroute/network.h"
#include "xxroute/palette.h"
#include "xxroute/report.h"
#include "xxroute/text.h"

namespace xxroute::svg {

TokenPaints CompanyPaints(const Board& board, const SvgOptions& options) {
  TokenPaints out;
  std::set<std::string> names;
  for (const auto& s : board.stops())
    for (const auto& t : s.tokens) names.insert(t);
  for (const auto& c : board.companies()) names.insert(c.name);
  const Game* game = board.game();
  int i = 0;
  for (const auto& n : names) {
    Paint& p = out.by_company[n];
    if (game) {
      auto it = game->companies.find(n);
      if (it != game->companies.end() && !ColorCode(it->second.color).empty()) {
        p.fill = ColorCode(it->second.color);
        p.word = it->second.color;
      }
    }
    if (p.fill.empty()) p.fill = kCompanyColors[i++ % 16];
    p.light = IsLight(p.fill);
  }
  out.highlight = options.company ? *options.company : options.network ? options.network->company().name : "";
  return out;
}

void DrawHexes(std::ostream& o, const SvgLayout& layout, const SvgBonuses& bonuses) {
  const Board& b = layout.board();
  o << "<g class=\"hexes\" stroke=\"#8a8578\" stroke-width=\"" << F(0.025 * S) << "\">\n";
  for (const auto& c : layout.cells()) {
    o << "<polygon class=\"hex" << (c.hex < 0 ? " blank" : "") << "\" data-hex=\"" << XmlEscape(c.coord) << "\"";
    if (c.hex >= 0 && !ShownTile(b, c.hex).empty()) o << " data-tile=\"" << XmlEscape(ShownTile(b, c.hex)) << "\"";
    o << " points=\"" << Points(layout.Corners(c.c)) << "\" fill=\"" << TileFill(c.color) << "\"/>\n";
  }
  // Bonus hexes: a dashed outline inside the edge.
  for (const auto& c : layout.cells()) {
    auto it = bonuses.tags.find(c.coord);
    if (it == bonuses.tags.end()) continue;
    std::vector<P> inner;
    for (P p : layout.Corners(c.c)) inner.push_back(c.c + (p - c.c) * 0.88);
    const std::string names = Join(it->second, "; ");
    o << "<polygon class=\"bonus-hex\" data-hex=\"" << XmlEscape(c.coord) << "\" data-bonus=\"" << XmlEscape(names)
      << "\" points=\"" << Points(inner) << "\" fill=\"none\" stroke=\"" << kBonusColor << "\" stroke-width=\""
      << F(0.05 * S) << "\" stroke-dasharray=\"" << F(0.14 * S) << " " << F(0.08 * S) << "\"/>\n";
  }
  o << "</g>\n";
}

void DrawTrack(std::ostream& o, const SvgLayout& layout) {
  const Board& b = layout.board();
  const std::vector<Bez>& curves = layout.curves();
  o << "<g class=\"track-layer\" fill=\"none\" stroke-linecap=\"butt\">\n";
  // A pale edging under every piece, then the rails.
  for (int pass = 0; pass < 2; ++pass) {
    for (int s = 0; s < static_cast<int>(curves.size()); ++s) {
      const Bez& c = curves[s];
      std::string d = "M " + F(c.p[0].x) + " " + F(c.p[0].y) + " C " + F(c.p[1].x) + " " + F(c.p[1].y) + " " +
                      F(c.p[2].x) + " " + F(c.p[2].y) + " " + F(c.p[3].x) + " " + F(c.p[3].y);
      if (pass == 0)
        o << "<path d=\"" << d << "\" stroke=\"#ffffff\" stroke-opacity=\"0.6\" stroke-width=\"" << F(0.13 * S)
          << "\"/>\n";
      else
        o << "<path class=\"track\" data-segment=\"" << s << "\" data-hex=\""
          << XmlEscape(b.hexes()[b.segments()[s].hex].coord) << "\" d=\"" << d
          << "\" stroke=\"#111111\" stroke-width=\"" << F(0.075 * S) << "\"/>\n";
    }
  }
  o << "</g>\n";
}

namespace {

void Token(std::ostream& o, const TokenPaints& paints, P at, double r, const std::string& company) {
  auto it = paints.by_company.find(company);
  const Paint paint = it == paints.by_company.end() ? Paint{"#444444", "", false} : it->second;
  const bool mine = !paints.highlight.empty() && company == paints.highlight;
  if (mine)
    o << "<circle class=\"token-halo\" cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\"" << F(r + 0.035 * S)
      << "\" fill=\"#ffd400\" stroke=\"#000\" stroke-width=\"" << F(0.012 * S) << "\"/>\n";
  o << "<circle class=\"token" << (mine ? " highlight" : "") << "\" data-company=\"" << XmlEscape(company) << "\"";
  if (!paint.word.empty()) o << " data-color=\"" << XmlEscape(paint.word) << "\"";
  o << " cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\"" << F(r * 0.92) << "\" fill=\"" << paint.fill
    << "\" stroke=\"#000\" stroke-width=\"" << F(0.02 * S) << "\"/>\n";
  double size = std::min(0.85 * r, 1.6 * r / (std::max(1, Chars(company)) * kSansWidth));
  o << "<text x=\"" << F(at.x) << "\" y=\"" << F(at.y) << "\" dy=\"0.35em\" font-size=\"" << F(size)
    << "\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"" << (paint.light ? "#000000" : "#ffffff") << "\">"
    << XmlEscape(company) << "</text>\n";
}

// A city: its outline, a slot for each token, the tokens in them (any
// beyond the slots, as a file may list, beside the city).
void DrawCity(std::ostream& o, const SvgLayout& layout, const TokenPaints& paints, int h, const NodeRef& n) {
  const Stop& s = layout.board().stops()[n.index];
  const P at = layout.StopAt(n.index);
  const int k = layout.CitySlots(n.index);
  const double r = layout.CityRadius(h);
  const double ext = layout.Extent(h, n);
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
  std::vector<P> offs = layout.SlotOffsets(k, r);
  for (int i = 0; i < k; ++i) {
    P p = at + offs[i];
    o << "<circle class=\"slot\" cx=\"" << F(p.x) << "\" cy=\"" << F(p.y) << "\" r=\"" << F(r)
      << "\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"" << F(sw) << "\"/>\n";
    if (i < static_cast<int>(s.tokens.size())) Token(o, paints, p, r, s.tokens[i]);
  }
  for (int i = k; i < static_cast<int>(s.tokens.size()); ++i)
    Token(o, paints, at + P{ext + (2 * (i - k) + 1) * r * 0.8, 0}, r * 0.8, s.tokens[i]);
}

// A town: a bar across the track that runs through it, else a dot.
void DrawTown(std::ostream& o, const SvgLayout& layout, int h, int stop) {
  const P at = layout.StopAt(stop);
  P tangent;
  if (layout.TownTangent(h, stop, &tangent)) {
    P across = P{-tangent.y, tangent.x} * (0.16 * S);
    P a = at + across, b = at - across;
    o << "<line x1=\"" << F(a.x) << "\" y1=\"" << F(a.y) << "\" x2=\"" << F(b.x) << "\" y2=\"" << F(b.y)
      << "\" stroke=\"#000\" stroke-width=\"" << F(0.09 * S) << "\"/>\n";
  } else {
    o << "<circle cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\"" << F(0.075 * S)
      << "\" fill=\"#000\" stroke=\"#fff\" stroke-width=\"" << F(0.015 * S) << "\"/>\n";
  }
}

// A mine: a dark square with its token, or crossed hammer and pick.
void DrawMine(std::ostream& o, const TokenPaints& paints, const Stop& s, P at) {
  const double m = 0.16 * S;
  o << "<rect x=\"" << F(at.x - m) << "\" y=\"" << F(at.y - m) << "\" width=\"" << F(2 * m) << "\" height=\""
    << F(2 * m) << "\" rx=\"" << F(0.03 * S) << "\" fill=\"#2b2b2b\" stroke=\"#fff\" stroke-width=\""
    << F(0.015 * S) << "\"/>\n";
  if (!s.tokens.empty()) {
    Token(o, paints, at, 0.13 * S, s.tokens[0]);
  } else {
    const double k = 0.09 * S;
    o << "<path d=\"M " << F(at.x - k) << " " << F(at.y - k) << " L " << F(at.x + k) << " " << F(at.y + k)
      << " M " << F(at.x + k) << " " << F(at.y - k) << " L " << F(at.x - k) << " " << F(at.y + k)
      << "\" stroke=\"#fff\" stroke-width=\"" << F(0.035 * S) << "\"/>\n";
  }
}

}  // namespace

void DrawStops(std::ostream& o, const SvgLayout& layout, const TokenPaints& paints) {
  const Board& b = layout.board();
  o << "<g class=\"stops\">\n";
  for (int h = 0; h < static_cast<int>(b.hexes().size()); ++h) {
    for (const NodeRef& n : layout.Nodes(h)) {
      if (n.junction) continue;
      const Stop& s = b.stops()[n.index];
      const P at = layout.StopAt(n.index);
      o << "<g class=\"stop " << KindName(s.kind) << "\" data-stop=\"" << XmlEscape(s.label) << "\">\n";
      switch (s.kind) {
        case StopKind::kCity: DrawCity(o, layout, paints, h, n); break;
        case StopKind::kTown: DrawTown(o, layout, h, n.index); break;
        case StopKind::kOffboard:
          o << "<circle cx=\"" << F(at.x) << "\" cy=\"" << F(at.y) << "\" r=\"" << F(0.06 * S)
            << "\" fill=\"#000\"/>\n";
          break;
        case StopKind::kMine: DrawMine(o, paints, s, at); break;
      }
      o << "</g>\n";
    }
  }
  o << "</g>\n";
}

void DrawRouteLines(std::ostream& o, const SvgLayout& layout, const std::vector<Route>& routes) {
  const Board& b = layout.board();
  o << "<g class=\"routes\" fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n";
  for (size_t i = 0; i < routes.size(); ++i) {
    const Route& r = routes[i];
    const RouteDraw& d = layout.traces()[i];
    std::vector<std::string> stops, paid, segs;
    for (size_t k = 0; k < r.stops.size(); ++k) {
      stops.push_back(XmlEscape(b.stops()[r.stops[k]].label));
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

void DrawRouteStops(std::ostream& o, const SvgLayout& layout, const std::vector<Route>& routes) {
  const Board& b = layout.board();
  std::map<int, int> rings;  // stop -> rings drawn round it so far
  o << "<g class=\"route-stop-layer\">\n";
  for (size_t i = 0; i < routes.size(); ++i) {
    const Route& r = routes[i];
    const char* color = kRouteColors[i % 8];
    o << "<g class=\"route-stops\" data-index=\"" << i << "\" data-train=\"" << XmlEscape(r.train->name) << "\">\n";
    for (size_t k = 0; k < r.stops.size(); ++k) {
      const int s = r.stops[k];
      const bool paid = k < r.value.paid.size() && r.value.paid[k];
      // A mine pays the treasury, not the income: visited, never skipped.
      const bool skipped = SkipsStop(b, r, k);
      const int hex = b.stops()[s].hex;
      const double rr = layout.RingRadius(hex, s, rings[s]++);
      const P at = layout.StopAt(s);
      o << "<circle class=\"route-stop" << (skipped ? " skipped" : "") << "\" data-stop=\""
        << XmlEscape(b.stops()[s].label) << "\" data-paid=\"" << (paid ? 1 : 0) << "\" cx=\"" << F(at.x)
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

}  // namespace xxroute::svg
