// The tile-lay rules: may this company lay this tile now (Rules::CheckLay),
// after the tile-on-hex rules every lay keeps (xxroute/tile_fit.h).
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "xxroute/tile_fit.h"
#include "xxroute/tile_track.h"
#include "xxroute/reach.h"
#include "xxroute/rules.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

// Where a tile may go at all: a hex of the game's map; where the game has no
// map (18Lilliput, 001 lines 195-196), beside a card already laid. "" when it may.
std::string PlaceRule(const Game& g, const Board& b, const std::string& coord, int hex, const HexSpec* printed) {
  if (hex >= 0 || printed) return "";
  if (!g.MapHexes().empty()) return "hex " + coord + " is not on " + g.name + "'s map";
  for (int e = 0; e < b.edges(); ++e)
    if (b.FindHex(b.NeighbourCoord(coord, e)) >= 0) return "";
  return "a new card on " + coord + " must touch a card already laid (" + g.Line("card_touches") + ")";
}

// A hex a private blocks while a player holds it (game.yaml privates
// blocks; 1830): "" when none does. Only a private the file's privates: give
// to a player blocks: one held by a company, the bank's (not listed), or
// closed (apply takes a closed private off the list; its phase begun, or
// the file's closed:) blocks nothing.
std::string BlockedRule(const Game& g, const Board& b, const std::string& coord) {
  const Position& pos = b.position();
  const int phase = g.PhaseIndex(pos.phase);
  for (const auto& [name, p] : g.privates) {
    if (std::find(p.blocks.begin(), p.blocks.end(), coord) == p.blocks.end()) continue;
    const std::string* owner = pos.PrivateOwner(name);
    if (!owner || pos.FindCompany(*owner) || g.companies.count(*owner) || pos.Closed(name)) continue;
    if (const int at = g.PhaseIndex(p.closes_on); !p.closes_on.empty() && at >= 0 && phase >= at) continue;
    return "hex " + coord + " is blocked while a player holds the private " + name + " (" + *owner + ", " +
           p.blocks_rule + ")";
  }
  return "";
}

// What a hex holds before a lay (hex -1: a place with nothing laid yet).
struct OnHex {
  Track track;
  std::string color = "white";
  std::string tile;
  std::vector<const Stop*> stops;
};

OnHex WhatIsOn(const Board& b, int hex) {
  OnHex on;
  if (hex < 0) return on;
  on.track = TrackOfHex(b, hex);
  if (!b.hexes()[hex].color.empty()) on.color = b.hexes()[hex].color;
  on.tile = b.hexes()[hex].tile;
  for (int s : b.hexes()[hex].stops) on.stops.push_back(&b.stops()[s]);
  return on;
}

// The tile may replace what is on the hex: the tiles the manifest lists as
// its upgrades (an empty list: never upgraded), else the next colour. "" when it may.
std::string UpgradeRule(const Game& g, const OnHex& old, const std::string& tile_id, const TileDef& tile) {
  const TileDef* from = old.tile.empty() ? nullptr : &g.Tiles().at(old.tile);
  if (from && from->upgrades_to) {
    const std::vector<std::string>& to = *from->upgrades_to;
    if (to.empty()) return "tile " + old.tile + " is never upgraded";
    if (!std::count(to.begin(), to.end(), tile_id)) return "tile " + old.tile + " does not upgrade to " + tile_id;
    return "";
  }
  if (TileColorRank(tile.color) == TileColorRank(old.color) + 1) return "";  // (red on a hex with no tile too)
  return "a " + tile.color + " tile cannot replace a " + old.color +
         " one (colour order yellow, green, brown, gray, one step at a time)";
}

// A red home tile: a red tile labelled with its large company (18CZ).
bool IsRedHome(const TileDef& tile) { return tile.color == "red" && !tile.shape.labels.empty(); }

// A red home tile is its company's (18CZ VII.5, 000 lines 732-734). "" when it may be laid.
std::string RedHomeRule(const std::string& tile_id, const TileDef& tile, const Company& company) {
  if (!IsRedHome(tile) || std::count(tile.shape.labels.begin(), tile.shape.labels.end(), company.name)) return "";
  return "tile " + tile_id + " is " + tile.shape.labels.front() + "'s red home tile; only " +
         tile.shape.labels.front() + " lays it";
}

// A copy of the tile is left off the board. "" when one is.
std::string CopiesRule(const Board& b, const std::string& tile_id, const TileDef& tile) {
  if (!tile.count) return "";
  int used = 0;
  for (const auto& h : b.hexes()) used += h.tile == tile_id;
  if (used < *tile.count) return "";
  return "all " + std::to_string(*tile.count) + " copies of tile " + tile_id + " are on the board";
}

// Every exit leads onto the board (18CZ VIII.4, 000 lines 719-720; 1824
// VII.6, 002 line 598); and one joins the company's track (18CZ VIII.4,
// 000 lines 701-702; 1824 VII.6, 002 line 591; 18Lilliput 001 lines
// 196-197): a side its track reaches, or a hex holding its station. A
// large company's red home tile is where its track begins (18CZ VIII.4,
// 000 lines 732-734; its home station goes on it, 800-801): it joins nothing.
// "" when the lay keeps both rules (the second only where `must_join`).
std::string ExitsRule(const Game& g, const Board& b, const Reach& reach, const Company& company,
                      const std::string& coord, int hex, const std::string& tile_id, const TileDef& tile,
                      int rotation, const Track& new_track, bool must_join) {
  const int E = b.edges();
  const bool has_map = !g.MapHexes().empty();
  bool joins = false;
  for (int e : TrackExits(new_track)) {
    const std::string nb = b.NeighbourCoord(coord, e);
    const int nbi = nb.empty() ? -1 : b.FindHex(nb);
    if (has_map && !g.FindMapHex(nb) && nbi < 0)
      return "tile " + tile_id + " at rotation " + std::to_string(rotation) + " leads off the map at " + coord +
             " edge " + std::to_string(e);
    if (hex >= 0) joins = joins || reach.Joins(hex, e);
    else joins = joins || (nbi >= 0 && reach.Reached(nbi, (e + E / 2) % E));
  }
  if (must_join && !joins && !IsRedHome(tile)) return "tile " + tile_id + " on " + coord + " does not join " + company.name + "'s track";
  return "";
}

// 18Lilliput (001 lines 208-217): no two city cards share a side, nor two
// other cards; the cards laid when the table is set up (Mildendo, the
// scenario cards: special, and of a colour no phase brings, PhasedColor)
// are exempt. "" when the lay keeps it (or the game has no such rule).
std::string CheckerboardRule(const Game& g, const Board& b, const std::string& coord, const std::string& tile_id,
                             const TileDef& tile) {
  auto set_up = [&](const TileDef& t) { return !t.special.empty() && !PhasedColor(g, t.color); };
  if (!g.checkerboard || set_up(tile)) return "";
  const bool city = std::any_of(tile.shape.stops.begin(), tile.shape.stops.end(),
                                [](const StopSpec& s) { return s.kind == StopKind::kCity; });
  for (int e = 0; e < b.edges(); ++e) {
    const int nbi = b.FindHex(b.NeighbourCoord(coord, e));
    if (nbi < 0) continue;
    const BoardHex& nb = b.hexes()[nbi];
    if (auto t = g.Tiles().find(nb.tile); t != g.Tiles().end() && set_up(t->second)) continue;
    bool nb_city = false;
    for (int s : nb.stops) nb_city = nb_city || b.stops()[s].kind == StopKind::kCity;
    if (nb_city == city)
      return "tile " + tile_id + " on " + coord + " would touch " + nb.coord + ": " +
             (city ? "city cards" : "cards without a city") + " may not share a side (" + g.Line("card_sides") + ")";
  }
  return "";
}

// The terrain a private takes off a lay: how much, and which private.
struct TerrainOff {
  int amount = 0;
  std::string by;
};

// What a private `company` owns takes off a cost of `terrain` (a private's
// terrain_discount: 1889's SMR, 1846's TBC); none: 0.
TerrainOff DiscountOn(const Game& g, const Position& pos, const std::string& company, const std::string& terrain) {
  if (terrain.empty()) return {};
  for (const auto& [name, owner] : pos.privates) {
    const GamePrivate* p = g.FindPrivate(name);
    if (owner == company && p && p->discount_terrain == terrain) return {p->discount_amount, name};
  }
  return {};
}

// The terrain off a lay on `printed` (its printed `terrain`); none: 0.
TerrainOff TerrainDiscount(const Game& g, const Position& pos, const std::string& company, const HexSpec* printed) {
  return printed ? DiscountOn(g, pos, company, printed->terrain) : TerrainOff{};
}

// A first tile pays the terrain printed on the hex (18CZ VIII.4, 000 lines
// 716-717; 1824 VII.6, 002 line 597); upgrades are free (000 line 783,
// 002 line 625). A card may cost to lay (18Lilliput Y, 001 lines 204-206).
//
// A tile on a printed hex with track (1824 Wien and Budapest, 18CZ Praha)
// is an upgrade of it (1824 VII.5, 002 line 574: "модернизировать
// напечатанный на поле гекс (Vienna, Budapest)"; VII.7, line 606; 18CZ
// VIII.3, 000 line 672), so it is free whatever the terrain (1824 VII.7, 002
// line 627: "Модернизация тайлов не требует оплаты, независимо от типа
// местности"; 18CZ 000 line 783), and so is the first tile on a printed
// yellow hex (1836jr 003 line 166: "Modernizacja nie kosztuje"). Read as
// 18xx.games charges (the position's terrain_reading), the first tile laid
// on any printed hex pays the cost the map prints there (`printed_shown`:
// no tile laid on it yet); so too by a game whose data writes no rule that
// the first upgrade of a printed hex is free (`upgrade_rule`, game.yaml
// rules: printed_upgrade): 1830's New York, 1889's Kouchi, where
// 18xx.games is the reference. A private's ability may waive the terrain
// (`terrain_free`: game.yaml private_ability).
// Returns the terrain paid.
int PriceTerrain(const HexSpec* printed, const std::string& old_color, bool printed_shown, const std::string& reading,
                 bool terrain_free, const std::string& upgrade_rule, Lay* lay) {
  const bool first = TileColorRank(old_color) == 0;  // a white hex: no tile on it yet
  const bool rulebook = first && !(printed && !printed->paths.empty());
  const bool site = reading == "18xx.games" || upgrade_rule.empty();
  const bool pays = site ? printed_shown : rulebook;
  if (!pays) return 0;
  const int terrain = printed ? printed->cost : 0;
  if (terrain > 0 && terrain_free) lay->cost_text = "terrain " + std::to_string(terrain) + " not paid";
  else if (terrain > 0) lay->cost += terrain, lay->cost_text = "terrain " + std::to_string(terrain);
  if (terrain > 0 && !terrain_free && !rulebook && !upgrade_rule.empty())
    lay->reading = "the terrain paid with the first tile on a printed hex, as 18xx.games charges it (terrain_reading: "
                   "18xx.games); by the rulebook an upgrade, free (" + upgrade_rule + ")";
  return terrain > 0 && !terrain_free ? terrain : 0;
}

// The lay's price: the terrain (PriceTerrain) less what a private takes
// off it, raised to the least any lay costs where the game has one (rules:
// tile_cost: 1846's 20, 18xx.games g_1846 upgrade_cost max(TILE_COST,
// the terrain after its discounts)), and the tile's own cost.
void PriceLay(const HexSpec* printed, const TileDef& tile, const std::string& old_color, bool printed_shown,
              const std::string& reading, bool terrain_free, const std::string& upgrade_rule, const Game& g,
              const TerrainOff& off, Lay* lay) {
  const int terrain = PriceTerrain(printed, old_color, printed_shown, reading, terrain_free, upgrade_rule, lay);
  if (const int cut = std::min(terrain, off.amount); cut > 0) {
    lay->cost -= cut;
    lay->cost_text += ", " + std::to_string(cut) + " off by " + off.by;
  }
  if (g.lay_cost_least > lay->cost && !terrain_free) {
    lay->cost = g.lay_cost_least;
    lay->cost_text = "tile lay " + std::to_string(g.lay_cost_least);
  }
  if (tile.cost > 0)
    lay->cost += tile.cost, lay->cost_text += (lay->cost_text.empty() ? "" : ", ") + ("tile " + std::to_string(tile.cost));
}

// The sides the new track crosses first from both hexes, each at the cost
// the map prints on it (a hex's side_costs, as 18xx.games' borders: paid
// once, by the tile whose track reaches the side when the neighbour's
// already does: Engine::Step::Tracker remove_border_calculate_cost!).
void PriceSides(const Board& b, const std::string& coord, const HexSpec* printed, const Track& old_track,
                const Track& new_track, const std::string& company, Lay* lay) {
  if (!printed || printed->side_costs.empty()) return;
  const int E = b.edges();
  const std::set<int> before = TrackExits(old_track);
  for (int e : TrackExits(new_track)) {
    const auto cost = printed->side_costs.find(e);
    if (cost == printed->side_costs.end() || cost->second == 0 || before.count(e)) continue;
    const int nb = b.FindHex(b.NeighbourCoord(coord, e));
    if (nb < 0 || !TrackExits(TrackOfHex(b, nb)).count((e + E / 2) % E)) continue;
    // (less a private's discount on the side's terrain: 1846's TBC, 20 off a tunnel)
    const auto terrain = printed->side_terrain.find(e);
    const TerrainOff off = b.game() && terrain != printed->side_terrain.end()
                               ? DiscountOn(*b.game(), b.position(), company, terrain->second)
                               : TerrainOff{};
    const int paid = cost->second - std::min(cost->second, off.amount);
    lay->cost += paid;
    lay->cost_text += (lay->cost_text.empty() ? "" : ", ") + ("side " + std::to_string(e) + " " + std::to_string(cost->second));
    if (paid < cost->second) lay->cost_text += ", " + std::to_string(cost->second - paid) + " off by " + off.by;
  }
}

// The hex once the tile is laid; tokens move to the stops they become
// (`match`: each old stop's stop of the new track).
HexSpec LaidHex(const Board& b, const std::string& coord, int hex, const std::string& tile_id, int rotation,
                const OnHex& old, const Track& new_track, const std::vector<int>& match) {
  HexSpec result;
  result.coord = coord;
  result.tile = tile_id;
  result.rotation = rotation;
  result.has_tokens = true;
  for (size_t i = 0; i < old.stops.size(); ++i)
    if (!old.stops[i]->tokens.empty()) {
      const std::string& id = new_track.stops[match[i]].id;
      result.tokens[id].insert(result.tokens[id].end(), old.stops[i]->tokens.begin(), old.stops[i]->tokens.end());
    }
  if (hex >= 0) result.name = b.hexes()[hex].name;
  return result;
}

// Whether `track` on `coord` joins the track of the neighbouring hex
// `other` across the side they share.
bool JoinsAcross(const Board& b, const std::string& coord, const Track& track, const std::string& other) {
  const int E = b.edges();
  const int nb = b.FindHex(other);
  if (nb < 0) return false;
  const std::set<int> exits = TrackExits(track);
  for (int e = 0; e < E; ++e)
    if (b.NeighbourCoord(coord, e) == other) return exits.count(e) && TrackExits(TrackOfHex(b, nb)).count((e + E / 2) % E);
  return false;
}

// The hexes the private `ability` laid in the move under way.
std::vector<std::string> LaidInMove(const Position& pos, const std::string& ability) {
  std::vector<std::string> out;
  for (const auto& [name, hex] : pos.move_so_far.ability_lays)
    if (name == ability) out.push_back(hex);
  return out;
}

// A private's lays made together (game.yaml privates: lays together): each
// after the first joins one laid before it in the move. "" when it does.
std::string TogetherRule(const Board& b, const GamePrivate::Lay* own, const std::string& ability, const std::string& coord,
                         const Track& new_track) {
  if (!own || !own->together) return "";
  const std::vector<std::string> earlier = LaidInMove(b.position(), ability);
  if (earlier.empty()) return "";
  for (const auto& hex : earlier)
    if (JoinsAcross(b, coord, new_track, hex)) return "";
  return own->rule + ": " + ability + "'s tiles join each other: the tile on " + coord + " does not join " + Join(earlier);
}

// The private's own lay (game.yaml privates: lays), or null.
const GamePrivate::Lay* OwnLay(const Game& g, const std::string& ability) {
  const GamePrivate* p = g.FindPrivate(ability);
  return p && p->lays ? &*p->lays : nullptr;
}

// A lay by the ability of private `ability`, "" when it may: the company
// owns it and has not used it, and lays on one of its own lay's hexes one of
// its tiles (game.yaml privates: lays), or, by the game's private_ability,
// one of the ability's tiles or (free_terrain) any other without its
// terrain cost; a tile laid only by an ability is refused to any other lay.
std::string AbilityRule(const Game& g, const Board& b, const std::string& company, const std::string& ability,
                        const std::string& coord, const std::string& tile_id, const TileDef& tile) {
  if (ability.empty())
    return tile.special.empty() ? "" : "tile " + tile_id + " is laid only " + tile.special;
  const GamePrivate::Lay* own = OwnLay(g, ability);
  if (!own && !g.private_ability) return "the private " + ability + " has no ability to lay a tile (" + g.name + "'s game data)";
  const std::string& rule = own ? own->rule : g.private_ability->rule;
  const Position& pos = b.position();
  const std::string* owner = pos.PrivateOwner(ability);
  if (!owner) return "the private " + ability + " is no one's in the file's privates:";
  if (own && own->by_player) {  // (its owning player's lay, a move of the game: 1889's MF)
    if (pos.FindCompany(*owner)) return rule + ": " + ability + " lays for a player who holds it, and " + *owner + " is a company";
    if (!company.empty()) return rule + ": " + ability + " is laid by " + *owner + ", who holds it, not by " + company;
  } else if (*owner != company) {
    return rule + ": " + ability + " is " + *owner + "'s, not " + (company.empty() ? "a company's that lays by it" : company + "'s");
  }
  const std::vector<std::string> earlier = LaidInMove(pos, ability);
  const bool more = own && own->together && !earlier.empty() && static_cast<int>(earlier.size()) < own->count;
  if (std::count(pos.privates_used.begin(), pos.privates_used.end(), ability) && !more)
    return rule + ": " + ability + "'s ability was used (its card is turned over)" +
           (own && own->together ? "; its " + std::to_string(own->count) + " lays are made in one move" : "");
  if (own && own->on_purchase && !std::count(pos.move_so_far.privates_bought.begin(), pos.move_so_far.privates_bought.end(), ability))
    return rule + ": " + ability + " lays only in the move that buys it (in one apply: --buy-private \"" + company + ": " +
           ability + " PRICE\" --lay " + ability + ":HEX=TILE)";
  // (18xx.games g_1846 game.rb check_little_miami_graph_before!: any track,
  // whoever's stations it passes, joins the two: TrackJoins)
  if (own && own->unjoined && earlier.empty() && TrackJoins(b, own->hexes[0], own->hexes[1]))
    return rule + ": track already joins " + own->hexes[0] + " and " + own->hexes[1];
  if (own) {
    if (!std::count(own->hexes.begin(), own->hexes.end(), coord))
      return rule + ": " + ability + " lays on " + Join(own->hexes) + ", not on " + coord;
    if (std::count(own->tiles.begin(), own->tiles.end(), tile_id)) return "";
    return rule + ": " + ability + " lays one of " + Join(own->tiles) + ", not " + tile_id;
  }
  const PrivateAbility& a = *g.private_ability;
  const std::vector<std::string> tiles = a.TilesOf(ability);
  if (std::count(tiles.begin(), tiles.end(), tile_id) || (a.free_terrain && tile.special.empty())) return "";
  return a.rule + ": " + ability + " lays one of " + Join(tiles) + (a.free_terrain ? ", or a tile free of terrain" : "") +
         ", not " + tile_id;
}

}  // namespace

std::string UnfinishedAbilityLays(const Game& g, const Position& pos) {
  for (const auto& held : g.privates) {
    const GamePrivate::Lay* own = held.second.lays ? &*held.second.lays : nullptr;
    if (!own || !own->all) continue;
    const std::vector<std::string> laid = LaidInMove(pos, held.first);
    if (!laid.empty() && static_cast<int>(laid.size()) < own->count)
      return own->rule + ": " + held.first + " lays its " + std::to_string(own->count) + " tiles in one move, on " +
             Join(own->hexes) + "; this move lays " + Join(laid);
  }
  return "";
}

Lay Rules::CheckLay(const std::string& coord, const std::string& tile_id, int rotation, const std::string& ability) const {
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
  if (std::string why = AbilityRule(g, board_, company_.name, ability, coord, tile_id, tile); !why.empty()) return fail(why);
  const GamePrivate::Lay* own = ability.empty() ? nullptr : OwnLay(g, ability);
  const int E = board_.edges();
  if (rotation < 0 || rotation >= E)
    return fail("rotation " + std::to_string(rotation) + " is out of range 0.." + std::to_string(E - 1));
  const HexSpec* printed = g.FindMapHex(coord);
  const int hex = board_.FindHex(coord);
  if (std::string why = PlaceRule(g, board_, coord, hex, printed); !why.empty()) return fail(why);
  if (std::string why = BlockedRule(g, board_, coord); !why.empty()) return fail(why);
  if (std::string why = TileFitsHex(g, printed, tile, rotation, board_.position().phase, E); !why.empty())
    return fail("hex " + coord + ": " + why);
  const OnHex old = WhatIsOn(board_, hex);
  if (std::string why = UpgradeRule(g, old, tile_id, tile); !why.empty()) return fail(why);
  if (std::string why = RedHomeRule(tile_id, tile, company_); !why.empty()) return fail(why);
  std::vector<int> match;
  const Track new_track = TrackOfTile(tile.shape, rotation, E);
  if (!KeepsTrack(old.track, new_track, &match, !tile.shape.labels.empty()))
    return fail("tile " + tile_id + " at rotation " + std::to_string(rotation) + " does not keep the track already on " +
                coord);
  const Phase* phase = g.FindPhase(board_.position().phase);
  if (!PhaseAllowsColor(g, phase, tile.color)) return fail(tile.color + " tiles are not laid in phase " + phase->name);
  if (std::string why = CopiesRule(board_, tile_id, tile); !why.empty()) return fail(why);
  // (a private's own lay may need no join: 1830's CS on B20, DH on F16)
  if (std::string why = ExitsRule(g, board_, reach_, company_, coord, hex, tile_id, tile, rotation, new_track,
                                  !own || own->connected);
      !why.empty())
    return fail(why);
  if (std::string why = TogetherRule(board_, own, ability, coord, new_track); !why.empty()) return fail(why);
  if (std::string why = CheckerboardRule(g, board_, coord, tile_id, tile); !why.empty()) return fail(why);
  // (a private's ability beyond its own tiles, or a company type that pays no
  // terrain: 1824 X.3, 002 line 952, construction railways)
  const CompanyType* type = g.FindCompanyType(company_.type);
  const bool terrain_free =
      (!ability.empty() && !own && !std::count(g.private_ability->tiles.begin(), g.private_ability->tiles.end(), tile_id)) ||
      (type && !type->free_terrain.empty());
  PriceLay(printed, tile, old.color, old.tile.empty(), board_.position().terrain_reading, terrain_free,
           g.printed_upgrade_rule, g, TerrainDiscount(g, board_.position(), company_.name, printed), &lay);
  PriceSides(board_, coord, printed, old.track, new_track, company_.name, &lay);
  if (own && own->free && lay.cost > 0) {  // (a private's free lay: 1846's LSL)
    lay.cost_text = std::to_string(lay.cost) + " not paid: free by " + ability;
    lay.cost = 0;
  }
  if (own && own->discount > 0 && lay.cost > 0) {  // (a private's discount: 1846's LM, 20 off)
    const int off = std::min(lay.cost, own->discount);
    lay.cost -= off;
    lay.cost_text += ", " + std::to_string(off) + " off by " + ability;
  }
  if (auto gc = g.companies.find(company_.name); gc != g.companies.end() && gc->second.lay_discount && lay.cost > 0) {
    const GameCompany::LayDiscount& d = *gc->second.lay_discount;  // (the company's own: 1846's IC on its icons)
    if (std::count(d.hexes.begin(), d.hexes.end(), coord) && std::count(d.tiles.begin(), d.tiles.end(), tile_id)) {
      const int off = std::min(lay.cost, d.amount);
      lay.cost -= off;
      lay.cost_text += ", " + std::to_string(off) + " off by " + company_.name + "'s lay_discount";
    }
  }
  lay.result = LaidHex(board_, coord, hex, tile_id, rotation, old, new_track, match);
  lay.ok = true;
  return lay;
}

std::vector<std::string> Rules::LayHexes() const {
  std::set<std::string> hexes;
  for (size_t hex = 0; hex < board_.hexes().size(); ++hex)
    for (int edge = 0; edge < reach_.edges; ++edge) {
      if (!reach_.Reached(static_cast<int>(hex), edge)) continue;
      const std::string& c = board_.hexes()[hex].coord;
      hexes.insert(c);
      if (std::string nb = board_.NeighbourCoord(c, edge); !nb.empty()) hexes.insert(nb);
    }
  for (size_t h = 0; h < board_.hexes().size(); ++h)
    if (reach_.station_hex[h]) hexes.insert(board_.hexes()[h].coord);
  return {hexes.begin(), hexes.end()};
}

std::vector<Lay> Rules::Lays(const std::vector<std::string>& colors, const std::string& only) const {
  std::vector<Lay> out;
  if (!game_) return out;
  const Game& g = *game_;
  const int E = board_.edges();
  std::vector<std::string> hexes = LayHexes();
  if (!only.empty()) hexes = std::count(hexes.begin(), hexes.end(), only) ? std::vector<std::string>{only} : std::vector<std::string>{};
  const Phase* phase = g.FindPhase(board_.position().phase);
  // The tiles that may be laid now anywhere: of the colours asked, not
  // special, of a colour the phase lays, a copy left (CheckLay's rules that
  // depend on the tile alone, asked once rather than at every rotation).
  std::vector<std::pair<const std::string*, const TileDef*>> tiles;
  for (const auto& [id, tile] : g.Tiles()) {
    if (!colors.empty() && !std::count(colors.begin(), colors.end(), tile.color)) continue;
    if (!tile.special.empty() || !PhaseAllowsColor(g, phase, tile.color)) continue;
    if (CopiesRule(board_, id, tile).empty()) tiles.push_back({&id, &tile});
  }
  for (const auto& coord : hexes) {
    // (and those of the hex alone, and of the hex and tile: where one fails,
    // CheckLay refuses every rotation)
    const int hex = board_.FindHex(coord);
    if (!PlaceRule(g, board_, coord, hex, g.FindMapHex(coord)).empty() || !BlockedRule(g, board_, coord).empty()) continue;
    const OnHex old = WhatIsOn(board_, hex);
    for (const auto& [id, tile] : tiles) {
      if (!UpgradeRule(g, old, *id, *tile).empty()) continue;
      std::set<std::vector<int>> seen;  // rotations with the same track as one already tried
      for (int r = 0; r < E; ++r) {
        const Track t = TrackOfTile(tile->shape, r, E);
        std::vector<int> sig;
        for (const auto& p : t.through) sig.insert(sig.end(), {p.first, p.second});
        for (const auto& st : t.stops) {
          sig.push_back(-1 - static_cast<int>(st.kind));
          sig.insert(sig.end(), st.edges.begin(), st.edges.end());
        }
        if (!seen.insert(std::move(sig)).second) continue;
        Lay lay = CheckLay(coord, *id, r);
        if (lay.ok) out.push_back(std::move(lay));
      }
    }
  }
  return out;
}

}  // namespace xxroute
