// TileFit: the tile-on-hex rules every lay and every loaded position keeps.
#include "xxroute/tile_fit.h"

#include <algorithm>
#include <set>

#include "xxroute/board.h"
#include "xxroute/text.h"
#include "xxroute/tile_track.h"

namespace xxroute {

namespace {

struct Kinds {
  int cities = 0, towns = 0, ends = 0;  // ends: offboards and mines
};

Kinds KindsOf(const std::vector<StopSpec>& stops) {
  Kinds k;
  for (const auto& s : stops) {
    if (s.kind == StopKind::kCity) ++k.cities;
    else if (s.kind == StopKind::kTown) ++k.towns;
    else ++k.ends;
  }
  return k;
}

std::string Many(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

// The labels a tile of `color` must carry on the printed hex: its own, or
// those its `upgrade_labels` give from the latest colour not after it.
std::vector<std::string> LabelsFor(const HexSpec& printed, const std::string& color) {
  std::vector<std::string> labels = printed.labels;
  int from = -1;
  for (const auto& [c, l] : printed.upgrade_labels)
    if (TileColorRank(c) <= TileColorRank(color) && TileColorRank(c) > from) from = TileColorRank(c), labels = l;
  return labels;
}

}  // namespace

std::string TileFitsHex(const Game& g, const HexSpec* printed, const TileDef& tile, int rotation,
                        const std::string& phase, int edges) {
  if (!printed) return "";  // a cell the map does not print (18Lilliput's growing table): any card
  const std::string where = "tile " + tile.id + " (" + tile.color + ")";
  const Kinds hex = KindsOf(printed->stops), t = KindsOf(tile.shape.stops);
  const std::string printed_color = printed->color.empty() ? "white" : printed->color;
  // Red and gray hexes, offboards and mines take no tile (1824 VII.6, 002
  // line 586; 18CZ: printed track only).
  if (hex.ends > 0) return "an offboard or a mine: no tile goes there";
  if (printed_color == "gray" || printed_color == "blue" || (printed_color == "red" && !printed->stops.empty()))
    return "printed " + printed_color + ": no tile goes there";
  if (TileColorRank(tile.color) >= 0 && TileColorRank(printed_color) >= TileColorRank(tile.color))
    return where + " cannot be laid on a " + printed_color + " hex (colour order yellow, green, brown, gray)";
  // Labels: Y, P, OO, T, a red home hex's company.
  std::vector<std::string> want_labels = LabelsFor(*printed, tile.color);
  std::set<std::string> want(want_labels.begin(), want_labels.end());
  std::set<std::string> have(tile.shape.labels.begin(), tile.shape.labels.end());
  if (want != have) return where + " has label(s) " + JoinOrNone(have, ",") + " but the hex has " + JoinOrNone(want, ",");
  // The kind of hex (18CZ VIII.4, 000 lines 704-714; 1824 VII.6, 002 lines
  // 593-596): town tiles only on towns (as many), city tiles only on cities,
  // plain track only on open hexes. 1836jr (003 lines 168-170): from its
  // phase a single town may become a city or plain track.
  const int town_phase = g.towns_upgrade_from.empty() ? -1 : g.PhaseIndex(g.towns_upgrade_from);
  const bool town_may_go = town_phase >= 0 && g.PhaseIndex(phase) >= town_phase && hex.towns == 1 &&
                           hex.cities == 0 && t.towns == 0 && t.cities <= 1;
  const bool towns_merge = tile.towns_may_merge && hex.towns == 2 && t.towns == 1 && t.cities == 0;
  if (hex.cities == 0 && hex.towns == 0) {
    // (A labelled open hex takes what its label says: 18CZ's red-edged home
    // hexes carry their company's name, and only its red tile goes there.)
    if ((t.cities || t.towns) && want.empty())
      return where + ": an open hex takes only plain track, and the tile has " +
             (t.cities ? Many(t.cities, "city", "cities") : Many(t.towns, "town", "towns"));
  } else if (hex.cities == 0) {
    if (!town_may_go && !towns_merge) {
      if (t.cities || !t.towns)
        return where + ": a town hex takes only town tiles, and the tile has " +
               (t.cities ? Many(t.cities, "city", "cities") : std::string("no town"));
      if (t.towns != hex.towns)
        return where + ": the hex has " + Many(hex.towns, "town", "towns") + ", the tile " +
               Many(t.towns, "town", "towns");
    }
  } else {
    if (t.cities == 0)
      return where + ": a city hex takes only city tiles, and the tile has " +
             (t.towns ? Many(t.towns, "town", "towns") : std::string("no city"));
    if (want.empty() && t.cities != hex.cities)
      return where + ": the hex has " + Many(hex.cities, "city", "cities") + ", the tile " +
             Many(t.cities, "city", "cities");
    if (t.towns != hex.towns)
      return where + ": the hex has " + Many(hex.towns, "town", "towns") + ", the tile " + Many(t.towns, "town", "towns");
  }
  // The printed track stays (its stops become the tile's of the same kind).
  const Track from = TrackOfTile(*printed, 0, edges), to = TrackOfTile(tile.shape, rotation, edges);
  if (town_may_go || towns_merge) {
    const std::set<int> old_exits = TrackExits(from), new_exits = TrackExits(to);
    if (!std::includes(new_exits.begin(), new_exits.end(), old_exits.begin(), old_exits.end()))
      return where + " at rotation " + std::to_string(rotation) + " does not keep the printed track";
    return "";
  }
  std::vector<int> match;
  if (!KeepsTrack(from, to, &match, !want.empty()))
    return where + " at rotation " + std::to_string(rotation) + " does not keep the printed track";
  return "";
}

bool PhasedColor(const Game& g, const std::string& color) {
  return std::any_of(g.phases.begin(), g.phases.end(),
                     [&](const Phase& ph) { return std::count(ph.tiles.begin(), ph.tiles.end(), color) > 0; });
}

bool PhaseAllowsColor(const Game& g, const Phase* phase, const std::string& color) {
  if (!phase) return true;
  return !PhasedColor(g, color) || std::count(phase->tiles.begin(), phase->tiles.end(), color) > 0;
}

}  // namespace xxroute
