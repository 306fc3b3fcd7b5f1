#include "lay_rotations.h"

#include <set>

#include "xxroute/text.h"
#include "xxroute/tile_track.h"

namespace xxroute {

namespace {

// "@2": a rotation as the command line writes it.
std::string At(int rotation) { return '@' + std::to_string(rotation); }

// The hex across `edge` of `coord`, or "edge N" off the board.
std::string Across(const Board& board, const std::string& coord, int edge) {
  std::string nb = board.NeighbourCoord(coord, edge);
  return !nb.empty() && board.FindHex(nb) >= 0 ? nb : "edge " + std::to_string(edge);
}

// What a tile's track joins on `coord`: each stop with the hexes it leads
// to, then the lines that pass no stop.
std::string Joins(const Board& board, const std::string& coord, const Track& track) {
  std::vector<std::string> parts;
  for (const auto& place : track.stops) {
    std::vector<std::string> to;
    for (int e : place.edges) to.push_back(Across(board, coord, e));
    parts.push_back(std::string(KindName(place.kind)) + (to.empty() ? "" : " to " + Join(to, ", ")));
  }
  for (const auto& [a, b] : track.through) parts.push_back(Across(board, coord, a) + "-" + Across(board, coord, b));
  return Join(parts, "; ");
}

}  // namespace

std::vector<RotationChoice> LegalRotations(const Rules& rules, const Board& board, const std::string& hex,
                                           const std::string& tile, std::string* why, const std::string& ability) {
  std::vector<RotationChoice> out;
  std::vector<std::string> broken;
  std::set<std::string> seen;
  for (int r = 0; r < board.edges(); ++r) {
    const Lay lay = rules.CheckLay(hex, tile, r, ability);
    if (!lay.ok) {
      broken.push_back(At(r) + ": " + lay.why);
      continue;
    }
    const TileDef& def = rules.game().Tiles().at(tile);  // (a legal lay: the game has the tile)
    std::string joins = Joins(board, hex, TrackOfTile(def.shape, r, board.edges()));
    if (seen.insert(joins).second) out.push_back({r, joins});
  }
  if (out.empty() && why) {
    std::set<std::string> reasons;
    for (const auto& b : broken) reasons.insert(b.substr(b.find(": ") + 2));
    *why = reasons.size() == 1 ? *reasons.begin() : "no rotation is legal: " + Join(broken, "; ");
  }
  return out;
}

std::string RotationList(const std::vector<RotationChoice>& choices) {
  std::vector<std::string> parts;
  for (const auto& c : choices) parts.push_back(At(c.rotation) + " (" + c.joins + ")");
  return Join(parts, ", ");
}

}  // namespace xxroute

namespace xxroute {

int ChosenRotation(const Rules& rules, const Board& board, const Edit& e, const Position& pos,
                   std::vector<std::string>* notes) {
  if (e.rotation >= 0) return e.rotation;
  std::string why;
  const auto legal = LegalRotations(rules, board, e.hex, e.tile, &why, e.ability);
  if (legal.empty()) RefuseEdit(e, pos, why);
  if (legal.size() > 1) RefuseEdit(e, pos, "say the rotation, one of " + RotationList(legal));
  notes->push_back("rotation " + std::to_string(legal[0].rotation) + ", the only legal one: " + legal[0].joins);
  return legal[0].rotation;
}

void WriteLaidHex(Position& pos, const std::string& coord, HexSpec result) {
  if (HexSpec* old = pos.FindHex(coord)) {
    result.line = old->line;
    result.tile_line = old->line;
    if (result.name.empty()) result.name = old->name;
    *old = std::move(result);
  } else {
    pos.hexes.push_back(std::move(result));
  }
}

}  // namespace xxroute
