#include "svg_bonuses.h"

#include <algorithm>

namespace xxroute::svg {

namespace {

// "A", "A or B", "A, B or C".
std::string Either(const std::vector<std::string>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i == 0 ? "" : i + 1 == v.size() ? " or " : ", ") + v[i];
  return s;
}

void Mark(SvgBonuses* out, const std::string& coord, const std::string& tag) {
  auto& tags = out->tags[coord];
  if (std::find(tags.begin(), tags.end(), tag) == tags.end()) tags.push_back(tag);
}

void RouteBonusMarks(const Board& b, const RouteBonus& rb, SvgBonuses* out) {
  const std::string tag = rb.name + " +" + std::to_string(rb.amount);
  std::vector<std::string> parts;
  for (const auto& list : rb.all_of) {
    for (const auto& coord : list) Mark(out, coord, tag);
    parts.push_back(Either(list));
  }
  // Lists of one tile each (18Lilliput's named cities): "the tiles A, B and C".
  bool single_tiles = rb.all_of.empty() && !rb.of_tiles.empty();
  for (const auto& list : rb.of_tiles) single_tiles = single_tiles && list.size() == 1;
  for (const auto& list : rb.of_tiles) {
    for (int h = 0; h < static_cast<int>(b.hexes().size()); ++h)
      if (std::count(list.begin(), list.end(), ShownTile(b, h))) Mark(out, b.hexes()[h].coord, tag);
    parts.push_back(single_tiles ? list[0] : "tile " + Either(list));
  }
  if (parts.empty()) return;
  std::string note = tag + ": a route that pays stops on ";
  const bool some = rb.at_least > 0 && rb.at_least < static_cast<int>(parts.size());
  if (some) note += "at least " + std::to_string(rb.at_least) + " of ";
  if (single_tiles) {
    note += std::string(some ? "" : "each of ") + "the tiles ";
    for (size_t i = 0; i < parts.size(); ++i) note += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  } else {
    for (size_t i = 0; i < parts.size(); ++i) note += (i == 0 ? "" : some ? "; " : ", and on ") + parts[i];
  }
  out->notes.push_back(note + " (hexes outlined dashed)");
}

void HexBonusMarks(const Company& c, const HexBonus& hb, SvgBonuses* out) {
  const std::string tag = hb.company + " +" + std::to_string(hb.amount);
  for (const auto& coord : hb.hexes) Mark(out, coord, tag);
  std::string hexes;
  for (size_t i = 0; i < hb.hexes.size(); ++i)
    hexes += (i == 0 ? "" : i + 1 == hb.hexes.size() ? " and " : ", ") + hb.hexes[i];
  out->notes.push_back(tag + ": a route of " + c.name + " earns it " +
                       (hb.hexes.size() == 1 ? "when it pays a stop on " : "for each of ") + hexes +
                       (hb.hexes.size() == 1 ? "" : " where it pays a stop") + " (hexes outlined dashed)");
}

}  // namespace

SvgBonuses FindBonuses(const Board& board) {
  SvgBonuses out;
  for (const RouteBonus& rb : board.route_bonuses()) RouteBonusMarks(board, rb, &out);
  for (const Company& c : board.companies())
    for (const HexBonus& hb : c.hex_bonus) HexBonusMarks(c, hb, &out);
  return out;
}

}  // namespace xxroute::svg
