#include "xxroute/game_tiles.h"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "xxroute/board.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

// Ids in the order people count: "9" before "14", "57" before "57p".
bool NaturalLess(const std::string& a, const std::string& b) {
  size_t i = 0, j = 0;
  auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  while (i < a.size() && j < b.size()) {
    if (digit(a[i]) && digit(b[j])) {
      size_t i2 = i, j2 = j;
      while (i2 < a.size() && digit(a[i2])) ++i2;
      while (j2 < b.size() && digit(b[j2])) ++j2;
      std::string x = a.substr(i, i2 - i), y = b.substr(j, j2 - j);
      x.erase(0, std::min(x.find_first_not_of('0'), x.size()));
      y.erase(0, std::min(y.find_first_not_of('0'), y.size()));
      if (x.size() != y.size()) return x.size() < y.size();
      if (x != y) return x < y;
      i = i2, j = j2;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i, ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

std::string RevenueText(const Revenue& r) {
  if (!r.phased()) return std::to_string(r.flat);
  std::vector<std::pair<std::string, int>> row(r.by_color.begin(), r.by_color.end());
  std::stable_sort(row.begin(), row.end(),
                   [](const auto& a, const auto& b) { return TileColorBefore(a.first, b.first); });
  std::vector<std::string> parts;
  for (const auto& [color, v] : row) parts.push_back(color + " " + std::to_string(v));
  return Join(parts, "/");
}

// "c0 city 30 (2 slots, 50 with a token)": a stop with its id, kind and value.
std::string StopText(const StopSpec& s, const std::vector<PathSpec>& paths) {
  std::string t = s.id + " " + KindName(s.kind) + " " + RevenueText(s.revenue);
  std::vector<std::string> more;
  if (s.kind == StopKind::kCity && s.slots != 1) more.push_back(std::to_string(s.slots) + " slots");
  if (s.token_revenue) more.push_back(std::to_string(*s.token_revenue) + " with a token");
  if (s.bonus) more.push_back("bonus " + std::to_string(s.bonus));
  if (s.per_token) more.push_back("per token");
  if (s.pass_through) more.push_back("passed through");
  bool terminal = false;
  for (const auto& p : paths) terminal = terminal || (p.terminal && (p.a.node == s.id || p.b.node == s.id));
  if (terminal && (s.kind == StopKind::kCity || s.kind == StopKind::kTown)) more.push_back("route end");
  if (!s.group.empty()) more.push_back("group " + s.group);
  if (!more.empty()) t += " (" + Join(more, ", ") + ")";
  return t;
}

std::string StopsText(const HexSpec& h) {
  std::vector<std::string> parts;
  for (const auto& s : h.stops) parts.push_back(StopText(s, h.paths));
  return parts.empty() ? "-" : Join(parts, "; ");
}

// Characters (UTF-8 code points) of a string: Mährisch-Ostrau is 15 wide.
size_t Chars(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// Rows printed as columns, the last one left ragged.
std::string Table(const std::vector<std::vector<std::string>>& rows) {
  std::vector<size_t> width;
  for (const auto& r : rows)
    for (size_t i = 0; i + 1 < r.size(); ++i) {
      if (width.size() <= i) width.resize(i + 1, 0);
      width[i] = std::max(width[i], Chars(r[i]));
    }
  std::ostringstream o;
  for (const auto& r : rows) {
    std::string line;
    for (size_t i = 0; i < r.size(); ++i) {
      line += r[i];
      if (i + 1 < r.size()) line += std::string(width[i] - Chars(r[i]) + 2, ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    o << "  " << line << "\n";
  }
  return o.str();
}

std::string CoordOf(int x, int y, bool x_is_number) {
  const int letter = x_is_number ? y : x, number = x_is_number ? x : y;
  std::string letters;
  for (int l = letter; l > 0; l = (l - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (l - 1) % 26));
  return letters + std::to_string(number);
}

}  // namespace

std::vector<const TileDef*> SortedTiles(const Game& g) {
  std::vector<const TileDef*> v;
  for (const auto& [id, t] : g.Tiles()) v.push_back(&t);
  std::stable_sort(v.begin(), v.end(), [](const TileDef* a, const TileDef* b) {
    if (TileColorBefore(a->color, b->color) || TileColorBefore(b->color, a->color))
      return TileColorBefore(a->color, b->color);
    return NaturalLess(a->id, b->id);
  });
  return v;
}

std::string TilesText(const Game& g) {
  const auto tiles = SortedTiles(g);
  int pieces = 0;
  bool unlimited = false, special = false;
  for (const TileDef* t : tiles) {
    if (t->count) pieces += *t->count;
    else unlimited = true;
    special = special || !t->special.empty();
  }
  std::ostringstream o;
  o << TitleWithVariant(g) << ": " << tiles.size() << " kinds of tile, "
    << pieces << " pieces" << (unlimited ? " and some unlimited" : "") << "\n";
  std::vector<std::vector<std::string>> rows = {{"tile", "colour", "count", "labels", "upgrades", "stops"}};
  for (const TileDef* t : tiles) {
    std::string id = t->id + (t->special.empty() ? "" : "*");
    if (!t->shape.name.empty() && t->shape.name != t->id) id += " (" + t->shape.name + ")";
    rows.push_back({id, t->color.empty() ? "-" : t->color, t->count ? std::to_string(*t->count) : "any",
                    t->shape.labels.empty() ? "-" : Join(t->shape.labels, " "),
                    !t->upgrades_to ? "colour rule" : JoinOrNone(*t->upgrades_to),
                    StopsText(t->shape)});
  }
  o << Table(rows);
  o << "upgrades: the manifest's list; none: never upgraded; colour rule: a tile of the next colour (yellow or red, "
       "green, brown, gray) that keeps the track and the labels\n";
  if (special) o << "* laid only by a special ability or at the set-up, not as an ordinary lay\n";
  o << "stops are written HEX.ID in routes: E12.c0 is the first city of the tile on E12\n";
  return o.str();
}

std::string MapText(const Game& g) {
  std::ostringstream o;
  o << TitleWithVariant(g) << ": the printed map\n";
  std::vector<std::vector<std::string>> rows = {{"hex", "name", "colour", "labels", "stops"}};
  int shown = 0;
  for (const HexSpec& h : g.MapHexes()) {
    const HexSpec* shape = &h;
    std::string color = h.color;
    if (!h.tile.empty()) {
      auto it = g.Tiles().find(h.tile);
      if (it != g.Tiles().end()) shape = &it->second.shape;
      if (color.empty() && it != g.Tiles().end()) color = it->second.color;
    }
    if (h.name.empty() && shape->stops.empty() && h.labels.empty() && shape->labels.empty()) continue;
    const auto& labels = h.labels.empty() ? shape->labels : h.labels;
    rows.push_back({h.coord, h.name.empty() ? "-" : h.name, color.empty() ? "white" : color,
                    labels.empty() ? "-" : Join(labels, " "),
                    StopsText(*shape) + (h.tile.empty() ? "" : " (tile " + h.tile + ")")});
    ++shown;
  }
  if (shown == 0) {
    o << "  no printed hexes: a position lists every hex itself (base_map: false)\n";
    return o.str();
  }
  o << Table(rows);
  o << "stops are written HEX.ID in routes (E12.c0), or HEX where the hex has one stop\n";
  return o.str();
}

Position TileSheet(const Game& g) {
  Position p;
  p.file = g.tiles_file;
  p.layout = g.layout;
  const bool x_is_number = g.layout == Layout::kPointy;
  p.axes = Axes{x_is_number};
  p.base_map = false;
  // The colour phase-dependent values are read with (every one is drawn as
  // its row): the latest phase's colour that every such value gives.
  const auto tiles = SortedTiles(g);
  std::vector<std::string> colors;
  for (auto it = g.phases.rbegin(); it != g.phases.rend(); ++it) colors.push_back(it->color);
  for (const TileDef* t : tiles)
    for (const auto& s : t->shape.stops)
      for (const auto& [c, v] : s.revenue.by_color) colors.push_back(c);
  for (const auto& c : colors) {
    bool all = true;
    for (const TileDef* t : tiles)
      for (const auto& s : t->shape.stops) all = all && (!s.revenue.phased() || s.revenue.by_color.count(c));
    if (all) {
      p.color = c;
      break;
    }
  }
  // Cells with one blank cell between neighbours; a new row for each colour.
  const int per_row = 10;
  int row = 0, col = 0;
  std::string last;
  for (const TileDef* t : tiles) {
    if ((col == per_row || (col > 0 && TileColorBefore(last, t->color)))) ++row, col = 0;
    last = t->color;
    int x = 0, y = 0;
    switch (g.layout) {
      case Layout::kPointy: x = 1 + 4 * col, y = 1 + 2 * row; break;
      case Layout::kFlat: x = 1 + 2 * col, y = 1 + 4 * row; break;
      case Layout::kSquare: x = 1 + 2 * col, y = 1 + 2 * row; break;
    }
    ++col;
    HexSpec h = t->shape;
    h.coord = CoordOf(x, y, x_is_number);
    h.tile.clear();
    h.tile_name = t->id;
    h.color = t->color;
    p.hexes.push_back(std::move(h));
  }
  return p;
}

}  // namespace xxroute
