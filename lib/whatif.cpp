#include "xxroute/whatif.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>

#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/game.h"
#include "tile_track.h"

namespace xxroute {

namespace {

int Rank(const std::string& c) { return c.empty() ? 0 : TileColorRank(c); }

HexSpec* PositionHex(Position& p, const std::string& coord) {
  for (auto& h : p.hexes)
    if (h.coord == coord) return &h;
  return nullptr;
}

CompanySpec& CompanyOf(Position& p, const std::string& name, const std::string& change) {
  for (auto& c : p.companies)
    if (c.name == name) return c;
  throw InputError(p.file, 0, change + ": no company '" + name + "'");
}

// The company whose trains run: the named one, or the only one with trains.
std::string Resolve(const Position& base, const std::string& company) {
  if (!company.empty()) return company;
  auto board = Board::Build(base);
  return board->SelectCompany(base.expect ? base.expect->company : "").name;
}

void Lay(Position& pos, const Edit& e, const std::string& where) {
  auto fail = [&](const std::string& what) { throw InputError(pos.file, 0, where + ": " + what); };
  if (pos.game.empty()) fail("laying a tile needs a 'game' with a tile manifest");
  auto game = LoadGame(pos.game, pos.variant, pos.file, 0);
  auto it = game->Tiles().find(e.tile);
  if (it == game->Tiles().end()) fail("tile " + e.tile + " is not in " + game->name + "'s tile manifest");
  const TileDef& tile = it->second;
  auto board = Board::Build(pos);
  const int E = board->edges();
  if (e.rotation >= E) fail("rotation " + std::to_string(e.rotation) + " is out of range 0.." + std::to_string(E - 1));
  int hex = board->FindHex(e.hex);
  Track old_track;
  std::string old_color = "white", old_tile;
  std::vector<const Stop*> old_stops;
  if (hex >= 0) {
    old_track = TrackOfHex(*board, hex);
    old_color = board->hexes()[hex].color.empty() ? "white" : board->hexes()[hex].color;
    old_tile = board->hexes()[hex].tile;
    for (int s : board->hexes()[hex].stops) old_stops.push_back(&board->stops()[s]);
  } else {
    bool on_map = false;
    for (const auto& h : game->MapHexes()) on_map = on_map || h.coord == e.hex;
    if (!on_map) fail("hex " + e.hex + " is not on " + game->name + "'s map");
  }
  // Colour order, or the manifest's own upgrade list.
  const TileDef* from = old_tile.empty() ? nullptr : &game->Tiles().at(old_tile);
  if (from && !from->upgrades_to.empty()) {
    if (!std::count(from->upgrades_to.begin(), from->upgrades_to.end(), e.tile))
      fail("tile " + old_tile + " does not upgrade to " + e.tile);
  } else if (!(Rank(tile.color) == Rank(old_color) + 1 || (tile.color == "red" && Rank(old_color) == 0))) {
    fail("a " + tile.color + " tile cannot replace a " + old_color + " one (colour order yellow, green, brown, gray)");
  }
  std::vector<int> match;
  Track new_track = TrackOfTile(tile.shape, e.rotation, E);
  if (!KeepsTrack(old_track, new_track, &match))
    fail("tile " + e.tile + " at rotation " + std::to_string(e.rotation) + " does not keep the track already on " + e.hex);
  // The hex becomes the tile; tokens move to the stops they become.
  HexSpec h;
  h.coord = e.hex;
  h.tile = e.tile;
  h.rotation = e.rotation;
  h.has_tokens = true;
  for (size_t i = 0; i < old_stops.size(); ++i)
    if (!old_stops[i]->tokens.empty()) {
      const std::string& id = new_track.stops[match[i]].id;
      h.tokens[id].insert(h.tokens[id].end(), old_stops[i]->tokens.begin(), old_stops[i]->tokens.end());
    }
  if (HexSpec* old = PositionHex(pos, e.hex)) {
    h.line = old->line;
    h.tile_line = old->line;
    h.name = old->name;
    *old = h;
  } else {
    pos.hexes.push_back(h);
  }
}

void Station(Position& pos, const Edit& e, const std::string& company, bool own, const std::string& where) {
  auto fail = [&](const std::string& what) { throw InputError(pos.file, 0, where + ": " + what); };
  auto board = Board::Build(pos);
  int stop = board->FindStop(e.stop.empty() ? e.hex : e.hex + "." + e.stop);
  if (stop < 0 && e.stop.empty()) {  // the hex's only city, among towns
    int hex = board->FindHex(e.hex);
    if (hex >= 0)
      for (int s : board->hexes()[hex].stops)
        if (board->stops()[s].kind == StopKind::kCity) stop = stop < 0 ? s : -2;
    if (stop == -2) fail("hex " + e.hex + " has several cities: say which, e.g. " + e.hex + ".c0");
  }
  if (stop < 0) fail("no stop " + e.hex + (e.stop.empty() ? "" : "." + e.stop) + " on the board");
  const Stop& s = board->stops()[stop];
  if (s.kind != StopKind::kCity && s.kind != StopKind::kMine) fail(s.label + " is a " + KindName(s.kind) + ": no token goes there");
  if (s.HasToken(company)) fail(company + " already has a station at " + s.label);
  if (static_cast<int>(s.tokens.size()) >= s.slots) fail(s.label + " has no free slot");
  if (own) {
    const Company* co = board->FindCompany(company);
    if (!co) fail("no company '" + company + "'");
    Network net(*board, *co);
    if (net.station_count() > 0 && (net.NodeOfStop(stop) < 0 || net.nodes()[net.NodeOfStop(stop)].links.empty()))
      fail(company + "'s track does not reach " + s.label);
  }
  HexSpec* h = PositionHex(pos, e.hex);
  if (h && !h->stops.empty()) {
    for (auto& st : h->stops)
      if (st.id == s.id) st.tokens.push_back(company);
    return;
  }
  if (!h) {
    pos.hexes.push_back(HexSpec{});
    h = &pos.hexes.back();
    h->coord = e.hex;
  }
  h->has_tokens = true;
  h->tokens[s.id].push_back(company);
}

void ChangePhase(Position& pos, const Edit& e, const std::string& company, const std::string& where) {
  auto fail = [&](const std::string& what) { throw InputError(pos.file, 0, where + ": " + what); };
  if (pos.game.empty()) fail("a phase change needs a 'game' with phases");
  auto game = LoadGame(pos.game, pos.variant, pos.file, 0);
  int from = -1, to = -1;
  for (size_t i = 0; i < game->phases.size(); ++i) {
    if (game->phases[i].name == pos.phase) from = static_cast<int>(i);
    if (game->phases[i].name == e.phase) to = static_cast<int>(i);
  }
  if (to < 0) fail("game " + game->name + " has no phase '" + e.phase + "'");
  std::set<std::string> rusted, obsolete;
  for (int i = from + 1; i <= to; ++i) {
    rusted.insert(game->phases[i].rusts.begin(), game->phases[i].rusts.end());
    obsolete.insert(game->phases[i].obsolete.begin(), game->phases[i].obsolete.end());
  }
  pos.phase = e.phase;
  pos.color = game->phases[to].color;
  CompanySpec& c = CompanyOf(pos, company, where);
  std::vector<TrainRef> kept;
  for (const auto& t : c.trains) {
    if (rusted.count(t.name)) continue;
    TrainRef ref = t;
    if (obsolete.count(t.name)) {
      const Train* def = game->FindTrain(t.name);
      if (def && !def->obsolete_as.empty()) ref.name = def->obsolete_as, ref.inline_train.reset();
    }
    kept.push_back(ref);
  }
  c.trains = kept;
}

}  // namespace

Position ApplyChange(const Position& base, const std::string& company_name, const Change& change) {
  Position pos = base;
  const std::string company = Resolve(base, company_name);
  for (const auto& e : change.edits) {
    const std::string where = "change '" + change.name + "' (" + e.Text() + ")";
    switch (e.kind) {
      case Edit::kTrains: {
        CompanySpec& c = CompanyOf(pos, company, where);
        c.trains.clear();
        for (const auto& t : e.trains) c.trains.push_back(TrainRef{t, 0, std::nullopt});
        break;
      }
      case Edit::kAddTrain: CompanyOf(pos, company, where).trains.push_back(TrainRef{e.train, 0, std::nullopt}); break;
      case Edit::kRemoveTrain: {
        CompanySpec& c = CompanyOf(pos, company, where);
        auto it = std::find_if(c.trains.begin(), c.trains.end(), [&](const TrainRef& t) { return t.name == e.train; });
        if (it == c.trains.end()) throw InputError(pos.file, 0, where + ": " + company + " has no " + e.train + " train");
        c.trains.erase(it);
        break;
      }
      case Edit::kLay: Lay(pos, e, where); break;
      case Edit::kToken: Station(pos, e, company, true, where); break;
      case Edit::kBlock: Station(pos, e, e.company, false, where); break;
      case Edit::kPhase: ChangePhase(pos, e, company, where); break;
    }
  }
  return pos;
}

namespace {

// Each run of track of a network as text: its pieces by place, not by index.
std::vector<std::string> LinkTexts(const Network& net) {
  const Board& b = net.board();
  auto end_text = [&](const Segment& s, const TrackEnd& e) {
    std::string t = b.hexes()[s.hex].coord + ":";
    switch (e.kind) {
      case TrackEnd::kEdge: return t + "e" + std::to_string(e.index) + "/" + std::to_string(e.lane_width) + "." + std::to_string(e.lane);
      case TrackEnd::kStop: return t + b.stops()[e.index].id;
      case TrackEnd::kJunction: return t + "j" + b.junctions()[e.index].id;
    }
    return t;
  };
  std::vector<std::string> out;
  for (const auto& l : net.links()) {
    std::vector<std::string> segs;
    for (int s : l.segments) {
      const Segment& seg = b.segments()[s];
      std::string a = end_text(seg, seg.a), c = end_text(seg, seg.b);
      if (c < a) std::swap(a, c);
      segs.push_back(a + "-" + c + (seg.terminal ? "T" : ""));
    }
    std::sort(segs.begin(), segs.end());
    std::string text;
    for (const auto& x : segs) text += x + ";";
    out.push_back(text);
  }
  return out;
}

// What the solver sees of a network: its shape (every run of track; the
// stops it joins, which may be passed, which are stations) and, with
// `values`, what each stop pays. Equal shapes: the same routes; equal values
// too: the same answer.
struct Signature {
  std::string shape, values;
  explicit Signature(const Network& net) {
    const Board& b = net.board();
    std::vector<std::string> links = LinkTexts(net);
    std::sort(links.begin(), links.end());
    for (const auto& l : links) shape += l + "\n";
    for (size_t s = 0; s < b.stops().size(); ++s) {
      const StopScore& ss = net.stop_scores()[s];
      if (net.NodeOfStop(static_cast<int>(s)) < 0) continue;
      shape += b.stops()[s].label + "/" + KindName(ss.kind) + "/" + std::to_string(net.StopIsTerminal(static_cast<int>(s))) +
               "/" + std::to_string(ss.station) + "/" + std::to_string(b.stops()[s].group) + ";";
      values += std::to_string(ss.value) + "/" + std::to_string(net.bonus_rules().hex_bonus[ss.hex]) + "/" +
                std::to_string(net.bonus_rules().bonus_hex[ss.hex]) + "/" + std::to_string(ss.home) + "/" +
                std::to_string(ss.bonus) + "/" + std::to_string(ss.per_token) + ";";
    }
    for (const auto& rb : net.bonus_rules().route) {  // (tile-based bonuses move with lays)
      values += "|" + std::to_string(rb.need) + "/" + std::to_string(rb.amount) + "/" +
                std::to_string(rb.multiplied) + std::to_string(rb.divided);
      for (const auto& list : rb.lists) {
        values += ":";
        for (int h : list) values += std::to_string(h) + ",";
      }
    }
  }
};

// The routes of network `from` as routes of `to`, a network of the same shape.
std::vector<Walk> Remap(const Network& from, const Network& to, const std::vector<Walk>& walks) {
  std::vector<std::string> a = LinkTexts(from), b = LinkTexts(to);
  std::unordered_map<std::string, int> index;
  for (size_t i = 0; i < b.size(); ++i) index[b[i]] = static_cast<int>(i);
  std::vector<int> link(a.size());
  for (size_t i = 0; i < a.size(); ++i) link[i] = index.at(a[i]);
  std::vector<int> stop(from.board().stops().size(), -1);
  for (size_t s = 0; s < stop.size(); ++s) stop[s] = to.board().FindStop(from.board().stops()[s].label);
  const int words = ResourceWords(to);
  std::vector<Walk> out;
  out.reserve(walks.size());
  for (const auto& w : walks) {
    Walk n;
    n.resources.assign(words, 0);
    auto set = [&](int r) { n.resources[r >> 6] |= uint64_t{1} << (r & 63); };
    for (int s : w.stops) n.stops.push_back(stop[s]);
    for (size_t k = 0; k < w.links.size(); ++k) {
      const Link& l = to.links()[link[w.links[k]]];
      n.links.push_back(link[w.links[k]]);
      set(l.resource);
      if (k > 0) {  // the node between two links: a shared hex side is a resource too
        const Link& prev = to.links()[n.links[k - 1]];
        int node = (l.node[0] == prev.node[0] || l.node[0] == prev.node[1]) ? l.node[0] : l.node[1];
        if (to.nodes()[node].resource >= 0) set(to.nodes()[node].resource);
      }
    }
    out.push_back(std::move(n));
  }
  return out;
}

}  // namespace

std::vector<Outcome> RunChanges(const Position& base, const std::string& company_name,
                                const std::vector<Change>& changes, const SolveOptions& options) {
  const std::string company = Resolve(base, company_name);
  std::vector<Outcome> out(changes.size() + 1);
  out[0].change = "as is";
  std::unique_ptr<Signature> base_signature;
  std::vector<Walk> base_walks;
  auto build = [&](Outcome& o, const Position& p) {
    o.position = std::make_unique<Position>(p);
    o.board = Board::Build(*o.position);
    o.network = std::make_unique<Network>(*o.board, o.board->SelectCompany(company));
  };
  try {
    build(out[0], base);
    SolveOptions keep = options;
    keep.legal_walks = &base_walks;
    out[0].result = Solve(*out[0].network, keep);
    out[0].ok = true;
    base_signature = std::make_unique<Signature>(*out[0].network);
  } catch (const InputError& e) {
    out[0].error = e.what();
    return out;
  }
#pragma omp parallel for schedule(dynamic, 1)
  for (size_t i = 1; i <= changes.size(); ++i) {
    Outcome& o = out[i];
    o.change = changes[i - 1].name;
    try {
      build(o, ApplyChange(base, company, changes[i - 1]));
      // The same network and trains as the base: the same answer, no search.
      bool same_trains = o.network->company().trains.size() == out[0].network->company().trains.size();
      for (size_t t = 0; same_trains && t < o.network->company().trains.size(); ++t)
        same_trains = o.network->company().trains[t]->name == out[0].network->company().trains[t]->name;
      const bool comparable = same_trains && o.position->phase == base.phase;
      std::unique_ptr<Signature> sig;
      if (comparable) sig = std::make_unique<Signature>(*o.network);
      const bool same_shape = comparable && sig->shape == base_signature->shape;
      if (same_shape && sig->values == base_signature->values) {
        o.result = out[0].result;
        o.result.stats = SolveStats{};
        // The routes' links are indices into this network, not the base's:
        // re-find them by checking the same stops.
        std::vector<DeclaredRoute> declared;
        for (const auto& r : o.result.routes) {
          DeclaredRoute d{r.train->name, {}, 0};
          for (int s : r.stops) d.stops.push_back(out[0].board->stops()[s].label);
          declared.push_back(d);
        }
        CheckResult c = CheckRoutes(*o.network, declared);
        if (c.legal && c.income == o.result.income) {
          o.result.routes.clear();
          for (auto& v : c.routes) o.result.routes.push_back(v.route);
          o.ok = true;
          continue;
        }
      }
      if (same_shape) {  // the same routes, other values: score them again, no walk
        std::vector<Walk> walks = Remap(*out[0].network, *o.network, base_walks);
        SolveOptions given = options;
        given.walks = &walks;
        o.result = Solve(*o.network, given);
      } else {
        o.result = Solve(*o.network, options);
      }
      o.ok = true;
    } catch (const InputError& e) {
      o.error = e.what();
    } catch (const std::exception& e) {
      o.error = base.file + ": " + o.change + ": " + e.what();
    }
  }
  return out;
}

std::vector<Change> LayOptions(const Position& base, const std::string& company_name,
                               const std::vector<std::string>& colors) {
  std::vector<Change> out;
  if (base.game.empty()) return out;
  const std::string company = Resolve(base, company_name);
  auto game = LoadGame(base.game, base.variant, base.file, 0);
  auto board = Board::Build(base);
  const Company& co = board->SelectCompany(company);
  Network net(*board, co);
  const int E = board->edges();
  // The board's hexes and the map's, by place.
  std::map<std::pair<int, int>, std::string> at;
  std::map<std::string, std::pair<int, int>> xy;
  const bool x_is_number = base.axes ? base.axes->x_is_number : game->axes ? game->axes->x_is_number
                                                                            : game->layout == Layout::kPointy;
  auto place = [&](const std::string& coord) {
    int l, n;
    ParseCoord(coord, &l, &n);
    std::pair<int, int> p = x_is_number ? std::make_pair(n, l) : std::make_pair(l, n);
    at[p] = coord;
    xy[coord] = p;
  };
  for (const auto& h : game->MapHexes()) place(h.coord);
  for (const auto& h : board->hexes()) place(h.coord);
  auto neighbour = [&](const std::string& coord, int edge) -> std::string {
    auto p = xy[coord];
    const auto [dx, dy] = NeighbourStep(board->layout(), edge);
    auto it = at.find({p.first + dx, p.second + dy});
    return it == at.end() ? "" : it->second;
  };
  // Hex sides the company's track reaches: (hex, edge) with a network segment.
  std::set<std::pair<std::string, int>> reached_sides;
  std::set<std::string> hexes;
  for (const auto& l : net.links())
    for (int s : l.segments) {
      const Segment& seg = board->segments()[s];
      const std::string& coord = board->hexes()[seg.hex].coord;
      hexes.insert(coord);
      for (const TrackEnd* e : {&seg.a, &seg.b})
        if (e->kind == TrackEnd::kEdge) {
          reached_sides.insert({coord, e->index});
          if (std::string nb = neighbour(coord, e->index); !nb.empty()) hexes.insert(nb);
        }
    }
  for (int s = 0; s < static_cast<int>(board->stops().size()); ++s)
    if (net.IsStation(s)) hexes.insert(board->hexes()[board->stops()[s].hex].coord);
  // Tiles still in the box.
  std::map<std::string, int> used;
  for (const auto& h : board->hexes())
    if (!h.tile.empty()) ++used[h.tile];
  const Phase* phase = game->FindPhase(base.phase);
  for (const auto& coord : hexes) {
    const int hex = board->FindHex(coord);
    const HexSpec* printed = nullptr;
    for (const auto& h : game->MapHexes())
      if (h.coord == coord) printed = &h;
    if (hex < 0 && !printed) continue;
    Track old_track = hex >= 0 ? TrackOfHex(*board, hex) : Track{};
    const std::string old_color = hex >= 0 && !board->hexes()[hex].color.empty() ? board->hexes()[hex].color : "white";
    const std::string old_tile = hex >= 0 ? board->hexes()[hex].tile : "";
    const TileDef* from = old_tile.empty() ? nullptr : &game->Tiles().at(old_tile);
    std::vector<std::string> labels = printed ? printed->labels : std::vector<std::string>{};
    for (const auto& [id, tile] : game->Tiles()) {
      if (!colors.empty() && !std::count(colors.begin(), colors.end(), tile.color)) continue;
      if (tile.count && used[id] >= *tile.count) continue;
      if (phase && !phase->tiles.empty() && !std::count(phase->tiles.begin(), phase->tiles.end(), tile.color)) continue;
      if (from && !from->upgrades_to.empty()) {
        if (!std::count(from->upgrades_to.begin(), from->upgrades_to.end(), id)) continue;
      } else if (Rank(tile.color) != Rank(old_color) + 1 || Rank(tile.color) < 1 || tile.color == "red") {
        continue;
      }
      std::vector<std::string> want = labels;
      if (printed)
        for (const auto& [color, l] : printed->upgrade_labels)
          if (Rank(color) <= Rank(tile.color)) want = l;
      if (std::set<std::string>(want.begin(), want.end()) !=
          std::set<std::string>(tile.shape.labels.begin(), tile.shape.labels.end()))
        continue;
      std::set<std::string> seen;  // rotations with the same track
      for (int r = 0; r < E; ++r) {
        Track t = TrackOfTile(tile.shape, r, E);
        std::ostringstream sig;
        for (const auto& p : t.through) sig << p.first << "-" << p.second << ";";
        for (const auto& s : t.stops) {
          sig << KindName(s.kind) << ":";
          for (int e : s.edges) sig << e << ",";
          sig << ";";
        }
        if (!seen.insert(sig.str()).second) continue;
        std::vector<int> match;
        if (!KeepsTrack(old_track, t, &match)) continue;
        // Every edge of the tile leads to a hex of the map; one joins our track.
        std::set<int> edges;
        for (const auto& p : t.through) edges.insert(p.first), edges.insert(p.second);
        for (const auto& s : t.stops) edges.insert(s.edges.begin(), s.edges.end());
        bool off = false, joins = hexes.count(coord) && hex >= 0 && !old_track.stops.empty();
        for (int e : edges) {
          std::string nb = neighbour(coord, e);
          if (nb.empty()) off = true;
          else if (reached_sides.count({nb, (e + E / 2) % E})) joins = true;
        }
        for (const auto& l : net.links())
          for (int s : l.segments)
            if (board->segments()[s].hex == hex) joins = true;
        if (off || !joins) continue;
        Edit e;
        e.kind = Edit::kLay;
        e.hex = coord;
        e.tile = id;
        e.rotation = r;
        out.push_back({e.Text(), {e}});
      }
    }
  }
  return out;
}

std::vector<Change> TokenOptions(const Position& base, const std::string& company_name) {
  const std::string company = Resolve(base, company_name);
  auto board = Board::Build(base);
  Network net(*board, board->SelectCompany(company));
  std::vector<Change> out;
  for (int s = 0; s < static_cast<int>(board->stops().size()); ++s) {
    const Stop& st = board->stops()[s];
    if (st.kind != StopKind::kCity || st.HasToken(company) || static_cast<int>(st.tokens.size()) >= st.slots) continue;
    if (net.NodeOfStop(s) < 0 || net.nodes()[net.NodeOfStop(s)].links.empty()) continue;
    Edit e;
    e.kind = Edit::kToken;
    e.hex = board->hexes()[st.hex].coord;
    e.stop = st.id;
    out.push_back({e.Text(), {e}});
  }
  return out;
}

std::vector<Change> BuyOptions(const Position& base, const std::string& company_name) {
  std::vector<Change> out;
  if (base.game.empty()) return out;
  const std::string company = Resolve(base, company_name);
  auto game = LoadGame(base.game, base.variant, base.file, 0);
  auto board = Board::Build(base);
  const Company& co = board->SelectCompany(company);
  int current = -1;
  for (size_t i = 0; i < game->phases.size(); ++i)
    if (game->phases[i].name == base.phase) current = static_cast<int>(i);
  std::set<std::string> rusted;
  for (int i = 0; i <= current; ++i) rusted.insert(game->phases[i].rusts.begin(), game->phases[i].rusts.end());
  // A train (or an 18CZ card's face for this company's type) by the phase it starts.
  auto face = [&](const std::string& name) -> std::string {
    for (const auto& c : game->train_cards)
      if (c.card == name) {
        auto it = c.faces.find(co.type);
        return it == c.faces.end() ? "" : it->second;
      }
    return game->FindTrain(name) ? name : "";
  };
  std::set<std::string> offered;
  for (int i = 0; i <= std::min<int>(current + 1, static_cast<int>(game->phases.size()) - 1); ++i) {
    const Phase& p = game->phases[i];
    std::string train = face(p.on.empty() && i == 0 && !game->trains.empty() ? game->trains.front().name : p.on);
    if (train.empty() || rusted.count(train) || !offered.insert(train).second) continue;
    if (game->company_type_trains.count(co.type)) {
      const auto& allowed = game->company_type_trains.at(co.type);
      if (!std::count(allowed.begin(), allowed.end(), train)) continue;
    }
    Edit add;
    add.kind = Edit::kAddTrain;
    add.train = train;
    Change c{"buy " + train, {add}};
    if (i > current && current >= 0) {
      Edit ph;
      ph.kind = Edit::kPhase;
      ph.phase = p.name;
      c.edits.push_back(ph);
      c.name += " (phase " + p.name + ")";
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace xxroute
