#include "svg_legend.h"

#include <algorithm>

#include "svg_style.h"
#include "xxroute/network.h"
#include "xxroute/report.h"

namespace xxroute::svg {

std::string PositionHeading(const Board& board) {
  const Position& p = board.position();
  std::string t = p.game.empty() ? std::string("board") : WithVariant(p.game, p.variant);
  if (!p.phase.empty()) t += ", phase " + p.phase;
  else if (!board.color().empty()) t += ", " + board.color() + " phase";
  return t;
}

std::string PictureTitle(const Board& board, const SvgOptions& options) {
  if (!options.title.empty()) return options.title;
  std::string t = PositionHeading(board);
  std::string file = board.file();
  size_t slash = file.find_last_of('/');
  if (slash != std::string::npos) file = file.substr(slash + 1);
  if (!file.empty()) t += " \xE2\x80\x94 " + file;
  return t;
}

namespace {

// Splits "A-B-C-..." into lines of at most `width` characters, at dashes.
std::vector<std::string> Wrap(const std::string& s, size_t width) {
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

// Footnotes, each wrapped at spaces to the width; returns the y below them.
double DrawNotes(std::ostream& o, double width, const std::vector<std::string>& notes, double left, double y) {
  const double size = 0.25 * S * 0.85, line = size * 1.45;
  if (!notes.empty()) y += 0.05 * S;
  for (const auto& n : notes)
    for (const auto& l : WrapWords(n, static_cast<size_t>((width - 2 * left) / (size * kSansWidth)))) {
      EmitText(o, {{left, y}, size, l, false, "start", "#444", "note"});
      y += line;
    }
  return y;
}

// The routes, a line each (wrapped at dashes): the colour of its band, the
// train, the revenue, the stops. Returns the y below them; `skipped` says
// whether a route passes a stop it does not pay.
double DrawRoutes(std::ostream& o, const SvgLayout& layout, const std::vector<Route>& routes, double left, double y,
                  bool* skipped) {
  const Board& b = layout.board();
  const double size = 0.25 * S, line = size * 1.45;
  size_t train_w = 5;
  for (const auto& r : routes) train_w = std::max(train_w, static_cast<size_t>(Chars(r.train->name)));
  const double cw = size * kMonoWidth;
  const double x_train = left + 0.8 * S, x_rev = x_train + (train_w + 5) * cw, x_stops = x_rev + cw;
  const size_t stop_chars = static_cast<size_t>(std::max(10.0, (layout.width() - x_stops - left) / cw));
  for (size_t i = 0; i < routes.size(); ++i) {
    const Route& r = routes[i];
    std::string text = StopsText(b, r);
    if (r.value.subsidy) text += "  (+" + std::to_string(r.value.subsidy) + " subsidy)";
    if (r.value.bonus) text += "  (incl. bonus " + std::to_string(r.value.bonus) + ")";
    if (r.value.most_stops) text += "  (incl. most-stops bonus " + std::to_string(r.value.most_stops) + ")";
    *skipped = *skipped || SkipsStops(b, r);
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
  return y;
}

}  // namespace

double DrawLegend(std::ostream& o, const SvgLayout& layout, const SvgOptions& options,
                  const std::vector<std::string>& notes) {
  double y = layout.map_box().y1 + (options.tile_sheet ? 1.2 : 0.9) * S;  // (a sheet's ids stand under its last row)
  const double left = 0.4 * S;
  const double size = 0.25 * S, line = size * 1.45;
  int income = 0, subsidy = 0;
  if (options.routes)
    for (const auto& r : *options.routes) income += r.value.revenue, subsidy += r.value.subsidy;
  o << "<g class=\"legend\"";
  if (options.routes) o << " data-income=\"" << income << "\" data-subsidy=\"" << subsidy << "\"";
  o << ">\n";
  // The title, wrapped at spaces to the width.
  const double tsize = 0.3 * S;
  const std::string title = PictureTitle(layout.board(), options);
  for (const auto& l : WrapWords(title, static_cast<size_t>((layout.width() - 2 * left) / (tsize * kSansWidth)))) {
    EmitText(o, {{left, y}, tsize, l, true, "start", "#000", "title"});
    y += tsize * 1.4;
  }
  if (!options.routes) {
    y = DrawNotes(o, layout.width(), notes, left, y);
    o << "</g>\n";
    return y;
  }
  y += 0.1 * S;
  bool skipped = false;
  y = DrawRoutes(o, layout, *options.routes, left, y, &skipped);
  std::string total = "Income " + std::to_string(income);
  if (subsidy) total += ", subsidy " + std::to_string(subsidy) + " to the treasury";
  const size_t trains = options.network->company().trains.size();
  if (trains > options.routes->size())
    total += " (" + std::to_string(trains - options.routes->size()) + " train(s) idle)";
  y += 0.05 * S;
  EmitText(o, {{left, y}, size * 1.1, total, true, "start", "#000", "total"});
  y += line;
  std::vector<std::string> all;
  if (skipped) all.push_back("stops in parentheses (dashed rings) are passed but not paid");
  all.insert(all.end(), notes.begin(), notes.end());
  y = DrawNotes(o, layout.width(), all, left, y);
  o << "</g>\n";
  return y;
}

}  // namespace xxroute::svg
