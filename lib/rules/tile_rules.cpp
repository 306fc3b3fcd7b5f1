// The tile-lay rules: may this company lay this tile now (Rules::CheckLay),
// after the tile-on-hex rules every lay keeps (xxroute/tile_fit.h).
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "xxroute/tile_fit.h"
#include "xxroute/tile_track.h"
#include "xxroute/rules.h"
#include "xxroute/text.h"

namespace xxroute {

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
  } else if (!(TileColorRank(tile.color) == TileColorRank(old_color) + 1 || (tile.color == "red" && TileColorRank(old_color) == 0))) {
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
  if (!PhaseAllowsColor(g, phase, tile.color)) return fail(tile.color + " tiles are not laid in phase " + phase->name);
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
  for (int e : TrackExits(new_track)) {
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
  const bool first = TileColorRank(old_color) == 0;  // a white hex: no tile on it yet
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
      if (!tile.special.empty() || !PhaseAllowsColor(g, phase, tile.color)) continue;
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
