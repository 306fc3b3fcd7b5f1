// The tile-lay rules: which tile may stand on which hex (for the loader and
// for a lay), and may this company lay this tile now (Rules::CheckLay).
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "tile_track.h"
#include "xxroute/rules.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

int Rank(const std::string& c) { return c.empty() ? 0 : TileColorRank(c); }

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
    if (Rank(c) <= Rank(color) && Rank(c) > from) from = Rank(c), labels = l;
  return labels;
}

// The exits of a track: every edge it reaches.
std::set<int> Exits(const Track& t) {
  std::set<int> e;
  for (const auto& p : t.through) e.insert(p.first), e.insert(p.second);
  for (const auto& s : t.stops) e.insert(s.edges.begin(), s.edges.end());
  return e;
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
  if (Rank(tile.color) >= 0 && Rank(printed_color) >= Rank(tile.color))
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
    const std::set<int> old_exits = Exits(from), new_exits = Exits(to);
    if (!std::includes(new_exits.begin(), new_exits.end(), old_exits.begin(), old_exits.end()))
      return where + " at rotation " + std::to_string(rotation) + " does not keep the printed track";
    return "";
  }
  std::vector<int> match;
  if (!KeepsTrack(from, to, &match, !want.empty()))
    return where + " at rotation " + std::to_string(rotation) + " does not keep the printed track";
  return "";
}

namespace {

// Whether the phase allows a tile of this colour; colours no phase lists
// (18CZ red home tiles, 18Lilliput's gray scenario cards) are laid by rule.
bool PhaseAllows(const Game& g, const Phase* phase, const std::string& color) {
  bool phased = false;
  for (const auto& ph : g.phases) phased = phased || std::count(ph.tiles.begin(), ph.tiles.end(), color);
  return !phase || !phased || std::count(phase->tiles.begin(), phase->tiles.end(), color);
}

}  // namespace

Lay Rules::CheckLay(const std::string& coord, const std::string& tile_id, int rotation) const {
  Lay lay;
  lay.hex = coord;
  lay.tile = tile_id;
  lay.rotation = rotation;
  auto fail = [&](const std::string& why) {
    lay.why = why;
    return lay;
  };
  if (!game_) return fail("laying a tile needs a 'game' with a tile manifest");
  const Game& g = *game_;
  auto it = g.Tiles().find(tile_id);
  if (it == g.Tiles().end()) return fail("tile " + tile_id + " is not in " + g.name + "'s tile manifest");
  const TileDef& tile = it->second;
  if (!tile.special.empty()) return fail("tile " + tile_id + " is laid only " + tile.special);
  const int E = board_.edges();
  if (rotation < 0 || rotation >= E)
    return fail("rotation " + std::to_string(rotation) + " is out of range 0.." + std::to_string(E - 1));
  const HexSpec* printed = g.FindMapHex(coord);
  const bool has_map = !g.MapHexes().empty();
  const int hex = board_.FindHex(coord);
  if (hex < 0 && !printed) {
    if (has_map) return fail("hex " + coord + " is not on " + g.name + "'s map");
    // 18Lilliput (001 lines 195-196): a new card touches a card already laid.
    bool touches = false;
    for (int e = 0; e < E && !touches; ++e) touches = board_.FindHex(board_.NeighbourCoord(coord, e)) >= 0;
    if (!touches) return fail("a new card on " + coord + " must touch a card already laid (18Lilliput, 001 lines 195-196)");
  }
  const Phase* phase = g.FindPhase(board_.position().phase);
  if (std::string why = TileFitsHex(g, printed, tile, rotation, board_.position().phase, E); !why.empty())
    return fail("hex " + coord + ": " + why);
  // What is there now.
  Track old_track;
  std::string old_color = "white", old_tile;
  std::vector<const Stop*> old_stops;
  if (hex >= 0) {
    old_track = TrackOfHex(board_, hex);
    if (!board_.hexes()[hex].color.empty()) old_color = board_.hexes()[hex].color;
    old_tile = board_.hexes()[hex].tile;
    for (int s : board_.hexes()[hex].stops) old_stops.push_back(&board_.stops()[s]);
  }
  const TileDef* from = old_tile.empty() ? nullptr : &g.Tiles().at(old_tile);
  if (from && from->upgrades_to) {  // listed: an empty list, never upgraded
    const std::vector<std::string>& to = *from->upgrades_to;
    if (to.empty()) return fail("tile " + old_tile + " is never upgraded");
    if (!std::count(to.begin(), to.end(), tile_id))
      return fail("tile " + old_tile + " does not upgrade to " + tile_id);
  } else if (!(Rank(tile.color) == Rank(old_color) + 1 || (tile.color == "red" && Rank(old_color) == 0))) {
    return fail("a " + tile.color + " tile cannot replace a " + old_color +
                " one (colour order yellow, green, brown, gray, one step at a time)");
  }
  // A red home tile is its company's (18CZ VII.5, 000 lines 732-734).
  if (tile.color == "red" && !tile.shape.labels.empty() &&
      !std::count(tile.shape.labels.begin(), tile.shape.labels.end(), company_.name))
    return fail("tile " + tile_id + " is " + tile.shape.labels.front() + "'s red home tile; only " +
                tile.shape.labels.front() + " lays it");
  std::vector<int> match;
  const Track new_track = TrackOfTile(tile.shape, rotation, E);
  if (!KeepsTrack(old_track, new_track, &match, !tile.shape.labels.empty()))
    return fail("tile " + tile_id + " at rotation " + std::to_string(rotation) + " does not keep the track already on " +
                coord);
  if (!PhaseAllows(g, phase, tile.color)) return fail(tile.color + " tiles are not laid in phase " + phase->name);
  if (tile.count) {
    int used = 0;
    for (const auto& h : board_.hexes()) used += h.tile == tile_id;
    if (used >= *tile.count)
      return fail("all " + std::to_string(*tile.count) + " copies of tile " + tile_id + " are on the board");
  }
  // Every exit leads onto the board (18CZ VIII.4, 000 lines 719-720; 1824
  // VII.6, 002 line 598); and one joins the company's track (18CZ VIII.4,
  // 000 lines 701-702; 1824 VII.6, 002 line 591; 18Lilliput 001 lines
  // 196-197): a side its track reaches, or a hex holding its station.
  bool joins = false;
  for (int e : Exits(new_track)) {
    const std::string nb = board_.NeighbourCoord(coord, e);
    const int nbi = nb.empty() ? -1 : board_.FindHex(nb);
    if (has_map && !g.FindMapHex(nb) && nbi < 0)
      return fail("tile " + tile_id + " at rotation " + std::to_string(rotation) + " leads off the map at " + coord +
                  " edge " + std::to_string(e));
    if (hex >= 0) joins = joins || reach_.Joins(hex, e);
    else joins = joins || (nbi >= 0 && reach_.sides.count({nbi, (e + E / 2) % E}));
  }
  // A large company's red home tile is where its track begins (18CZ VIII.4,
  // 000 lines 732-734; its home station goes on it, 800-801): it joins nothing.
  const bool red_home = tile.color == "red" && !tile.shape.labels.empty();
  if (!joins && !red_home) return fail("tile " + tile_id + " on " + coord + " does not join " + company_.name + "'s track");
  // 18Lilliput (001 lines 208-217): no two city cards share a side, nor two
  // other cards; the cards laid when the table is set up (Mildendo, the
  // scenario cards: special, and not of a track colour) are exempt.
  auto set_up = [](const TileDef& t) {
    return !t.special.empty() && t.color != "yellow" && t.color != "green" && t.color != "brown";
  };
  if (g.checkerboard && !set_up(tile)) {
    auto has_city = [](const std::vector<StopSpec>& stops) {
      return std::any_of(stops.begin(), stops.end(), [](const StopSpec& s) { return s.kind == StopKind::kCity; });
    };
    const bool city = has_city(tile.shape.stops);
    for (int e = 0; e < E; ++e) {
      const int nbi = board_.FindHex(board_.NeighbourCoord(coord, e));
      if (nbi < 0) continue;
      const BoardHex& nb = board_.hexes()[nbi];
      if (auto t = g.Tiles().find(nb.tile); t != g.Tiles().end() && set_up(t->second)) continue;
      bool nb_city = false;
      for (int s : nb.stops) nb_city = nb_city || board_.stops()[s].kind == StopKind::kCity;
      if (nb_city == city)
        return fail("tile " + tile_id + " on " + coord + " would touch " + nb.coord + ": " +
                    (city ? "city cards" : "cards without a city") +
                    " may not share a side (18Lilliput, 001 lines 208-217)");
    }
  }
  // A first tile pays the terrain printed on the hex (18CZ VIII.4, 000 lines
  // 716-717; 1824 VII.6, 002 line 597); upgrades are free (000 line 783,
  // 002 line 625). A card may cost to lay (18Lilliput Y, 001 lines 204-206).
  const bool first = Rank(old_color) == 0;  // a white hex: no tile on it yet
  if (first && printed && printed->cost > 0) lay.cost += printed->cost, lay.cost_text = "terrain " + std::to_string(printed->cost);
  if (first && tile.cost > 0)
    lay.cost += tile.cost, lay.cost_text += (lay.cost_text.empty() ? "" : ", ") + ("tile " + std::to_string(tile.cost));
  // The hex becomes the tile; tokens move to the stops they become.
  lay.result.coord = coord;
  lay.result.tile = tile_id;
  lay.result.rotation = rotation;
  lay.result.has_tokens = true;
  for (size_t i = 0; i < old_stops.size(); ++i)
    if (!old_stops[i]->tokens.empty()) {
      const std::string& id = new_track.stops[match[i]].id;
      lay.result.tokens[id].insert(lay.result.tokens[id].end(), old_stops[i]->tokens.begin(),
                                   old_stops[i]->tokens.end());
    }
  if (hex >= 0) lay.result.name = board_.hexes()[hex].name;
  lay.ok = true;
  return lay;
}

std::vector<Lay> Rules::Lays(const std::vector<std::string>& colors) const {
  std::vector<Lay> out;
  if (!game_) return out;
  const Game& g = *game_;
  const int E = board_.edges();
  // The hexes a lay could join: those the company's track reaches or holds a
  // station on, and those across a side it reaches.
  std::set<std::string> hexes;
  for (const auto& [hex, edge] : reach_.sides) {
    const std::string& c = board_.hexes()[hex].coord;
    hexes.insert(c);
    if (std::string nb = board_.NeighbourCoord(c, edge); !nb.empty()) hexes.insert(nb);
  }
  for (size_t h = 0; h < board_.hexes().size(); ++h)
    if (reach_.station_hex[h]) hexes.insert(board_.hexes()[h].coord);
  const Phase* phase = g.FindPhase(board_.position().phase);
  for (const auto& coord : hexes) {
    std::set<std::string> seen;  // rotations with the same track as one already tried
    for (const auto& [id, tile] : g.Tiles()) {
      if (!colors.empty() && !std::count(colors.begin(), colors.end(), tile.color)) continue;
      if (!tile.special.empty() || !PhaseAllows(g, phase, tile.color)) continue;
      for (int r = 0; r < E; ++r) {
        const Track t = TrackOfTile(tile.shape, r, E);
        std::ostringstream sig;
        sig << id << "|";
        for (const auto& p : t.through) sig << p.first << "-" << p.second << ";";
        for (const auto& s : t.stops) {
          sig << KindName(s.kind) << ":";
          for (int e : s.edges) sig << e << ",";
          sig << ";";
        }
        if (!seen.insert(sig.str()).second) continue;
        Lay lay = CheckLay(coord, id, r);
        if (lay.ok) out.push_back(std::move(lay));
      }
    }
  }
  return out;
}

}  // namespace xxroute
