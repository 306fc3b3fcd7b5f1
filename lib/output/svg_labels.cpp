#include "svg_labels.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "svg_place.h"
#include "svg_revenue.h"
#include "svg_style.h"
#include "xxroute/text.h"

namespace xxroute::svg {

namespace {

// A bonus tag as it fits a hex: one line, or two split at the hyphen or
// space nearest its middle ("Allenbeck-Tottenham-" / "Express +20"),
// smaller where it must be.
std::vector<std::string> TagLines(const SvgLayout& layout, const std::string& tag, double* size) {
  const double room = 1.5 * layout.inr();
  *size = 0.12 * S;
  if (Chars(tag) * *size * kSansWidth <= room) return {tag};
  std::vector<std::string> lines = {tag};
  size_t split = std::string::npos;
  for (size_t i = 1; i + 1 < tag.size(); ++i)
    if ((tag[i] == '-' || tag[i] == ' ') &&
        (split == std::string::npos ||
         std::abs(static_cast<double>(i) - tag.size() / 2.0) < std::abs(static_cast<double>(split) - tag.size() / 2.0)))
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

// The texts of one hex, each placed clear of what the hex holds and of the
// texts placed before it.
class HexText {
 public:
  HexText(const SvgLayout& layout, const SvgOptions& options, int h)
      : layout_(layout), options_(options), h_(h), c_(layout.Centre(h)), obstacles_(HexObstacles(layout, h)) {}

  void StopValues(std::ostream& o, StopValueMarks* marks) {
    for (const NodeRef& n : layout_.Nodes(h_))
      if (!n.junction)
        DrawStopValues(o, layout_, options_, h_, layout_.board().stops()[n.index], layout_.StopAt(n.index),
                       &obstacles_, marks);
  }

  // Stop ids, right by their stops.
  void StopIds(std::ostream& o) {
    for (const NodeRef& n : layout_.Nodes(h_)) {
      if (n.junction) continue;
      const Stop& s = layout_.board().stops()[n.index];
      const double size = 0.14 * S;
      Item it{Chars(s.id) * size * kMonoWidth + 0.02 * S, size, layout_.StopAt(n.index), 5.0, {}};
      Place(layout_, h_, &it, &obstacles_);
      Text t{it.at, size, s.id, true, "middle", kIdColor, "stop-id", kMono};
      t.halo = true;
      t.data = "data-stop=\"" + XmlEscape(s.label) + "\"";
      EmitText(o, t);
    }
  }

  // Labels (OO, Y, P, company home letters) toward the upper left.
  void Labels(std::ostream& o) {
    const std::string labels = Join(layout_.board().hexes()[h_].labels, " ");
    if (labels.empty()) return;
    const double size = 0.2 * S;
    Item it{Chars(labels) * size * 0.68 + 0.02 * S, size, c_ + Dir(225) * (0.62 * layout_.inr()), 0.5, {}};
    Place(layout_, h_, &it, &obstacles_);
    Text t{it.at, size, labels, true, "middle", "#000", "label"};
    t.halo = true;
    EmitText(o, t);
  }

  void Name(std::ostream& o);

  // Bonus tags toward the upper right.
  void BonusTags(std::ostream& o, const SvgBonuses& bonuses) {
    const std::string& coord = layout_.board().hexes()[h_].coord;
    auto bt = bonuses.tags.find(coord);
    if (bt == bonuses.tags.end()) return;
    for (const auto& tag : bt->second) {
      double size;
      const std::vector<std::string> lines = TagLines(layout_, tag, &size);
      double w = 0;
      for (const auto& l : lines) w = std::max(w, Chars(l) * size * kSansWidth);
      Item it{w + 0.02 * S, lines.size() * size * 1.15, c_ + Dir(315) * (0.6 * layout_.inr()), 0.5, {}};
      Place(layout_, h_, &it, &obstacles_);
      EmitTag(o, coord, lines, size, it.at);
    }
  }

  // The tile's number toward the lower right, as printed on tiles (not
  // where the name says it: 18Lilliput's Mildendo).
  void TileId(std::ostream& o) {
    std::string tile = options_.tile_ids ? ShownTile(layout_.board(), h_) : "";
    if (!options_.tile_sheet && tile == layout_.HexName(h_)) tile.clear();
    if (tile.empty()) return;
    // On a sheet of tiles, large, under the tile, in the blank between rows.
    const double size = options_.tile_sheet ? 0.3 * S : 0.13 * S;
    Item it{Chars(tile) * size * kSansWidth + 0.02 * S, size, c_ + Dir(45) * (0.68 * layout_.inr()), 0.5, {}};
    if (options_.tile_sheet)
      it.at = c_ + P{0, (layout_.grid() == Layout::kPointy ? layout_.rad() : layout_.inr()) + 0.3 * S};
    else Place(layout_, h_, &it, &obstacles_);
    Text t{it.at, size, tile, options_.tile_sheet, "middle", "#333", "tile-id"};
    t.halo = true;
    const std::string& coord = layout_.board().hexes()[h_].coord;
    t.data = "data-hex=\"" + XmlEscape(coord) + "\" data-tile=\"" + XmlEscape(tile) + "\"";
    EmitText(o, t);
  }

  // A printed hex's terrain cost, toward the lower left, as the map prints
  // it: what its first tile pays (a tile laid there has paid it).
  void TerrainCost(std::ostream& o) {
    const BoardHex& bh = layout_.board().hexes()[h_];
    if (bh.terrain_cost <= 0 || options_.tile_sheet) return;
    const std::string cost = std::to_string(bh.terrain_cost);
    const double size = 0.14 * S;
    Item it{Chars(cost) * size * kSansWidth + 0.02 * S, size, c_ + Dir(135) * (0.62 * layout_.inr()), 0.5, {}};
    Place(layout_, h_, &it, &obstacles_);
    Text t{it.at, size, cost, true, "middle", "#7a4a12", "terrain"};
    t.halo = true;
    t.data = "data-hex=\"" + XmlEscape(bh.coord) + "\"";
    EmitText(o, t);
  }

  // The coordinate, toward the top, where stops are labelled.
  void Coordinate(std::ostream& o) {
    const BoardHex& bh = layout_.board().hexes()[h_];
    if (!options_.stop_ids || options_.tile_sheet || bh.stops.empty()) return;
    const double size = 0.13 * S;
    Item it{Chars(bh.coord) * size * kSansWidth + 0.02 * S, size, c_ + P{0, -0.7 * layout_.inr()}, 0.5, {}};
    Place(layout_, h_, &it, &obstacles_);
    Text t{it.at, size, bh.coord, false, "middle", kIdColor, "hex-id"};
    t.halo = true;
    t.data = "data-hex=\"" + XmlEscape(bh.coord) + "\"";
    EmitText(o, t);
  }

 private:
  const SvgLayout& layout_;
  const SvgOptions& options_;
  const int h_;
  const P c_;
  std::vector<Obstacle> obstacles_;
};

// The name, toward the bottom: on one line or two, smaller where the hex
// is crowded; the first way that fits clear, else the best.
void HexText::Name(std::ostream& o) {
  const std::string name = layout_.HexName(h_);
  if (name.empty()) return;
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
  const double room = 1.55 * layout_.inr();
  const P anchor = c_ + P{0, 0.62 * layout_.inr()};
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
      ways.push_back({lines, sz, Item{width(lines, sz) + 0.02 * S, lines.size() * sz * 1.15, anchor, 0.5, {}}});
    }
  if (ways.empty()) ways.push_back({{name}, 0.09 * S, Item{width({name}, 0.09 * S), 0.1 * S, anchor, 0.5, {}}});
  size_t pick = 0;
  bool clear = false;
  for (size_t i = 0; i < ways.size() && !clear; ++i) {
    clear = Place(layout_, h_, &ways[i].item, &obstacles_, false);
    if (clear || ways[i].item.score > ways[pick].item.score) pick = i;
  }
  Way& w = ways[pick];
  Place(layout_, h_, &w.item, &obstacles_);
  for (size_t i = 0; i < w.lines.size(); ++i) {
    P at{w.item.at.x, w.item.at.y + (i - (w.lines.size() - 1) / 2.0) * w.size * 1.15};
    Text t{at, w.size, w.lines[i], false, "middle", "#000", "name"};
    t.halo = true;
    t.data = "data-hex=\"" + XmlEscape(layout_.board().hexes()[h_].coord) + "\"";
    EmitText(o, t);
  }
}

}  // namespace

void DrawHexTexts(std::ostream& o, const SvgLayout& layout, const SvgOptions& options, const SvgBonuses& bonuses,
                  std::vector<std::string>* notes) {
  o << "<g class=\"hex-texts\">\n";
  StopValueMarks marks;
  for (int h = 0; h < static_cast<int>(layout.board().hexes().size()); ++h) {
    HexText text(layout, options, h);
    text.StopValues(o, &marks);
    if (options.stop_ids) text.StopIds(o);
    text.Labels(o);
    text.Name(o);
    text.BonusTags(o, bonuses);
    text.TileId(o);
    text.TerrainCost(o);
    text.Coordinate(o);
  }
  // Blank hexes of the printed map that earn a bonus: their tags.
  for (const auto& cell : layout.cells()) {
    auto bt = cell.hex < 0 ? bonuses.tags.find(cell.coord) : bonuses.tags.end();
    if (bt == bonuses.tags.end()) continue;
    const size_t n = bt->second.size();
    for (size_t i = 0; i < n; ++i) {
      double size;
      const std::vector<std::string> lines = TagLines(layout, bt->second[i], &size);
      EmitTag(o, cell.coord, lines, size, cell.c + P{0, (i - (n - 1) / 2.0) * 0.3 * S});
    }
  }
  o << "</g>\n";
  if (marks.token_values) notes->push_back("black circles: a stop's value for a company with a token there");
  if (marks.stop_bonuses) notes->push_back("+N boxes: a stop's bonus, for the trains that take stop bonuses");
}

void DrawCoordinates(std::ostream& o, const SvgLayout& layout) {
  const std::vector<Cell>& cells = layout.cells();
  const bool x_is_number = layout.XIsNumber();
  std::map<int, std::string> cols, rows;
  for (const auto& c : cells) {
    size_t i = 0;
    while (i < c.coord.size() && c.coord[i] >= 'A' && c.coord[i] <= 'Z') ++i;
    std::string letters = c.coord.substr(0, i), number = c.coord.substr(i);
    cols[c.x] = x_is_number ? number : letters;
    rows[c.y] = x_is_number ? letters : number;
  }
  if (cells.empty()) return;
  const Box& box = layout.map_box();
  const double size = 0.26 * S;
  o << "<g class=\"coordinates\" fill=\"#666\" font-size=\"" << F(size) << "\" text-anchor=\"middle\">\n";
  for (const auto& [x, label] : cols) {
    P p = layout.Raw(x, 0);
    double px = p.x + cells[0].c.x - layout.Raw(cells[0].x, cells[0].y).x;
    for (double y : {box.y0 - 0.38 * S, box.y1 + 0.38 * S})
      o << "<text x=\"" << F(px) << "\" y=\"" << F(y) << "\" dy=\"0.35em\">" << XmlEscape(label) << "</text>\n";
  }
  for (const auto& [y, label] : rows) {
    P p = layout.Raw(0, y);
    double py = p.y + cells[0].c.y - layout.Raw(cells[0].x, cells[0].y).y;
    for (double x : {box.x0 - 0.38 * S, box.x1 + 0.38 * S})
      o << "<text x=\"" << F(x) << "\" y=\"" << F(py) << "\" dy=\"0.35em\">" << XmlEscape(label) << "</text>\n";
  }
  o << "</g>\n";
}

}  // namespace xxroute::svg
