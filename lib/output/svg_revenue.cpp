#include "svg_revenue.h"

#include <algorithm>
#include <string>
#include <utility>

#include "svg_style.h"
#include "xxroute/game.h"

namespace xxroute::svg {

namespace {

// The revenue a stop shows: one value, or the phase row with the current
// colour picked out.
const Revenue* StopRevenue(const SvgLayout& layout, const Stop& s) {
  const std::string& coord = layout.board().hexes()[s.hex].coord;
  const HexSpec* spec = layout.SpecOf(coord);
  if (!spec || spec->overlay()) spec = layout.PrintedOf(coord);
  if (!spec) return nullptr;
  const std::vector<StopSpec>* stops = &spec->stops;
  if (!spec->tile.empty()) {
    const Game* game = layout.game();
    if (!game) return nullptr;
    auto it = game->Tiles().find(spec->tile);
    if (it == game->Tiles().end()) return nullptr;
    stops = &it->second.shape.stops;
  }
  for (const auto& st : *stops)
    if (st.id == s.id) return &st.revenue;
  return nullptr;
}

// Whether hex h is the printed map's own, no tile laid there (an exported
// position marks it with its own coordinate as `tile_name`).
bool IsPrinted(const SvgLayout& layout, int h) {
  const BoardHex& bh = layout.board().hexes()[h];
  if (!ShownTile(layout.board(), h).empty()) return false;
  const HexSpec* spec = layout.SpecOf(bh.coord);
  if (!spec || spec->overlay() || spec->tile_name == bh.coord) return true;
  const HexSpec* printed = layout.PrintedOf(bh.coord);
  return printed && printed->color == bh.color && !printed->stops.empty();
}

// The phases' values in a row of boxes, the current one picked out.
void DrawRevenueRow(std::ostream& o, const SvgLayout& layout, const SvgOptions& options, int h, const Stop& s,
                    const std::vector<std::pair<std::string, int>>& row, P at, std::vector<Obstacle>* obstacles) {
  const double bw = 0.27 * S, bh2 = 0.23 * S;
  Item it{bw * row.size(), bh2, at, 1.0, {}};
  Place(layout, h, &it, obstacles);
  o << "<g class=\"revenue phased\" data-stop=\"" << XmlEscape(s.label) << "\">\n";
  for (size_t i = 0; i < row.size(); ++i) {
    const bool now = !options.tile_sheet && row[i].first == layout.board().color();
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
}

// A stop's revenue: a bubble, or a row of the phases' values with the
// current one picked out. A red tile (18CZ's home tiles; not a printed red
// hex such as 1824's Sarajevo) shows only the value of the current phase.
void DrawRevenue(std::ostream& o, const SvgLayout& layout, const SvgOptions& options, int h, const Stop& s, P at,
                 std::vector<Obstacle>* obstacles) {
  const Revenue* rev = StopRevenue(layout, s);
  std::vector<std::pair<std::string, int>> row;
  const bool red_tile = layout.board().hexes()[h].color == "red" && !IsPrinted(layout, h) &&
                        (s.kind == StopKind::kCity || s.kind == StopKind::kTown);
  if (rev && rev->phased() && (options.tile_sheet || !red_tile)) {
    for (const auto& [color, v] : rev->by_color) row.push_back({color, v});
    std::stable_sort(row.begin(), row.end(), [](const auto& a, const auto& b) {
      return TileColorBefore(a.first, b.first);  // (the phases' colours in the tiles' order, board.h)
    });
  }
  if (!row.empty()) {
    DrawRevenueRow(o, layout, options, h, s, row, at, obstacles);
  } else if (s.value != 0 || s.kind == StopKind::kOffboard || (rev && rev->phased())) {
    std::string v = std::to_string(s.value);
    double size = v.size() <= 2 ? 0.16 * S : 0.13 * S;
    double rr = std::max(0.12 * S, Chars(v) * size * kSansWidth / 2 + 0.03 * S);
    Item it{2 * rr, 2 * rr, at, 1.0, {}};
    Place(layout, h, &it, obstacles);
    o << "<g class=\"revenue" << (rev && rev->phased() ? " current-value" : "") << "\" data-stop=\""
      << XmlEscape(s.label) << "\">\n<circle cx=\"" << F(it.at.x) << "\" cy=\"" << F(it.at.y) << "\" r=\"" << F(rr)
      << "\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"" << F(0.012 * S) << "\"/>\n";
    EmitText(o, {it.at, size, v});
    o << "</g>\n";
  }
}

// The value for a company with a token there (18Lilliput castle): drawn as
// a token, black.
void DrawTokenRevenue(std::ostream& o, const SvgLayout& layout, int h, const Stop& s, P at,
                      std::vector<Obstacle>* obstacles) {
  const std::string v = std::to_string(s.token_revenue);
  const double size = v.size() <= 2 ? 0.15 * S : 0.12 * S;
  const double rr = std::max(0.12 * S, Chars(v) * size * kSansWidth / 2 + 0.035 * S);
  Item it{2 * rr, 2 * rr, at, 1.0, {}};
  Place(layout, h, &it, obstacles);
  o << "<g class=\"revenue token-revenue\" data-stop=\"" << XmlEscape(s.label) << "\">\n<circle cx=\"" << F(it.at.x)
    << "\" cy=\"" << F(it.at.y) << "\" r=\"" << F(rr) << "\" fill=\"#222\"/>\n";
  EmitText(o, {it.at, size, v, true, "middle", "#fff"});
  o << "</g>\n";
}

// A printed stop bonus (18CZ Moravia-Silesia red tiles).
void DrawStopBonus(std::ostream& o, const SvgLayout& layout, int h, const Stop& s, P at,
                   std::vector<Obstacle>* obstacles) {
  std::string v = "+";
  v += std::to_string(s.bonus);
  const double size = 0.14 * S;
  Item it{Chars(v) * size * kSansWidth + 0.06 * S, 0.2 * S, at, 1.0, {}};
  Place(layout, h, &it, obstacles);
  o << "<g class=\"revenue stop-bonus\" data-stop=\"" << XmlEscape(s.label) << "\">\n<rect x=\""
    << F(it.at.x - it.w / 2) << "\" y=\"" << F(it.at.y - it.h / 2) << "\" width=\"" << F(it.w) << "\" height=\""
    << F(it.h) << "\" rx=\"" << F(0.04 * S) << "\" fill=\"#fff\" stroke=\"" << kBonusColor << "\" stroke-width=\""
    << F(0.02 * S) << "\"/>\n";
  EmitText(o, {it.at, size, v, true, "middle", kBonusColor});
  o << "</g>\n";
}

}  // namespace

void DrawStopValues(std::ostream& o, const SvgLayout& layout, const SvgOptions& options, int h, const Stop& s, P at,
                    std::vector<Obstacle>* obstacles, StopValueMarks* marks) {
  DrawRevenue(o, layout, options, h, s, at, obstacles);
  if (s.token_revenue >= 0) {
    DrawTokenRevenue(o, layout, h, s, at, obstacles);
    marks->token_values = true;
  }
  if (s.bonus > 0) {
    DrawStopBonus(o, layout, h, s, at, obstacles);
    marks->stop_bonuses = true;
  }
}

}  // namespace xxroute::svg
