// A game's set-up laid out in a position (game_start.h).
#include "game_start.h"

#include "xxroute/board.h"
#include "xxroute/error.h"

namespace xxroute {

HexSpec StartCardHex(const StartCard& start) {
  HexSpec h;
  h.coord = start.hex;
  h.tile = start.tile;
  return h;
}

namespace {

// The board edge of `home` that faces `start` (square cards: 0 S, 1 W, 2 N,
// 3 E; x the letter, y the number); -1 where they do not share a side.
int Facing(const std::string& home, const std::string& start) {
  int hl, hn, sl, sn;
  if (!ParseCoord(home, &hl, &hn) || !ParseCoord(start, &sl, &sn)) return -1;
  if (hl == sl && hn == sn - 1) return 0;  // home north of the start: its south side
  if (hl == sl && hn == sn + 1) return 2;
  if (hn == sn && hl == sl + 1) return 1;  // home east: its west side
  if (hn == sn && hl == sl - 1) return 3;
  return -1;
}

// The first rotation putting one of the tile's track ends on board edge
// `edge` (a card's edge k lies on board edge (k + r) mod 4).
int RotationTo(const TileDef& tile, int edge) {
  for (int r = 0; r < 4; ++r)
    for (const auto& p : tile.shape.paths)
      for (const PathEnd* e : {&p.a, &p.b})
        if (e->is_edge() && (e->edge + r) % 4 == edge) return r;
  return -1;
}

}  // namespace

std::string StartCompany(const Game& g, Position& pos, CompanySpec& c, bool treasury_given, const std::string& source) {
  auto gc = g.companies.find(c.name);
  if (gc == g.companies.end() || !g.start || gc->second.start_tile.empty()) return "";
  if (g.phases.empty() || pos.phase != g.phases.front().name) return "";  // (later: it floats as any other)
  const GameCompany& start = gc->second;
  for (const auto& t : start.start_trains) c.trains.push_back(TrainRef{t, 0, std::nullopt});
  if (!treasury_given && start.start_treasury) c.treasury = start.start_treasury;
  std::string hex;
  for (const auto& h : g.start->homes)
    if (!pos.FindHex(h)) {
      hex = h;
      break;
    }
  if (hex.empty())
    throw InputError(source, 0, c.name + ": every side of " + g.start->tile + " holds a home card already (" +
                                    g.name + ": each starting company on another side)");
  auto tile = g.Tiles().find(start.start_tile);
  if (tile == g.Tiles().end()) throw InputError(g.file, start.line, c.name + ": start tile " + start.start_tile + " is not in the manifest");
  const int rotation = RotationTo(tile->second, Facing(hex, g.start->hex));
  if (rotation < 0) throw InputError(g.file, start.line, c.name + ": start tile " + start.start_tile + " cannot join " + g.start->hex);
  HexSpec h;
  h.coord = hex;
  h.tile = start.start_tile;
  h.rotation = rotation;
  std::string stop;
  for (const auto& s : tile->second.shape.stops)
    if (s.kind == StopKind::kCity && stop.empty()) stop = s.id;
  h.has_tokens = true;
  h.tokens[stop].push_back(c.name);
  pos.hexes.push_back(h);
  return "home card " + hex + "=" + start.start_tile + "@" + std::to_string(rotation) + " with its station";
}

}  // namespace xxroute
