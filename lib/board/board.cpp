#include "xxroute/board.h"

#include <algorithm>
#include <deque>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <stdexcept>

#include "xxroute/company_trains.h"
#include "xxroute/error.h"
#include "xxroute/limits.h"
#include "xxroute/text.h"
#include "xxroute/tile_fit.h"

namespace xxroute {

bool Stop::HasToken(const std::string& company) const {
  return std::find(tokens.begin(), tokens.end(), company) != tokens.end();
}

bool Stop::BlocksFor(const std::string& company) const {
  return kind == StopKind::kCity && !tokens.empty() &&
         static_cast<int>(tokens.size()) >= slots && !HasToken(company);
}

std::string Stop::PassThroughRule(const std::string& company) const {
  if (kind == StopKind::kOffboard || (kind == StopKind::kMine && !pass_through))
    return "passes through the " + std::string(KindName(kind)) + " " + label + ", which may only end a route";
  if (BlocksFor(company)) return "passes through " + label + ", a city filled by other companies' tokens";
  return "";
}

int TileColorRank(const std::string& c) {
  if (c.empty() || c == "white") return 0;
  if (c == "yellow" || c == "red") return 1;
  if (c == "green") return 2;
  if (c == "brown") return 3;
  if (c == "gray") return 4;
  return -1;
}

bool TileColorBefore(const std::string& a, const std::string& b) {
  auto key = [](const std::string& c) {
    const int rank = TileColorRank(c);
    return rank < 0 ? 1 << 20 : rank;
  };
  return key(a) < key(b);
}

int OnlyCity(const std::vector<Stop>& stops, const std::vector<int>& hex_stops) {
  auto only = [&](StopKind kind) {
    int one = -1;
    for (int s : hex_stops)
      if (stops[s].kind == kind) one = one == -1 ? s : -2;
    return one;
  };
  const int city = only(StopKind::kCity);
  return city != -1 ? city : only(StopKind::kMine);
}

std::string ShownTile(const Board& board, int hex) {
  const BoardHex& bh = board.hexes()[hex];
  if (!bh.tile.empty()) return bh.tile;
  const HexSpec* spec = board.position().FindHex(bh.coord);
  if (spec && !spec->tile_name.empty() && spec->tile_name != bh.coord) return spec->tile_name;
  return "";
}

bool ParseCoord(const std::string& coord, int* letter, int* number) {
  size_t i = 0;
  int l = 0;
  while (i < coord.size() && coord[i] >= 'A' && coord[i] <= 'Z') {
    l = l * 26 + (coord[i] - 'A' + 1);
    if (++i > 3) return false;
  }
  if (i == 0 || i == coord.size() || coord.size() - i > 4) return false;
  int n = 0;
  for (size_t j = i; j < coord.size(); ++j) {
    if (coord[j] < '0' || coord[j] > '9') return false;
    n = n * 10 + (coord[j] - '0');
  }
  *letter = l;
  *number = n;
  return true;
}

namespace {

// Neighbour offsets by edge, in doubled coordinates (square: plain).
constexpr int kPointy[6][2] = {{-1, 1}, {-2, 0}, {-1, -1}, {1, -1}, {2, 0}, {1, 1}};
constexpr int kFlat[6][2] = {{0, 2}, {-1, 1}, {-1, -1}, {0, -2}, {1, -1}, {1, 1}};
constexpr int kSquare[4][2] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};

}  // namespace

std::pair<int, int> NeighbourStep(Layout layout, int edge) {
  const int* d = layout == Layout::kSquare ? kSquare[edge] : layout == Layout::kFlat ? kFlat[edge] : kPointy[edge];
  return {d[0], d[1]};
}


class BoardBuilder {
 public:
  BoardBuilder(const Position& p, Board* b) : p_(p), b_(*b) {}

  void Build(std::shared_ptr<const Game> game) {
    b_.file_ = p_.file;
    b_.position_ = &p_;
    if (p_.game.empty() && !p_.variant.empty()) throw InputError(p_.file, 0, "'variant' needs a 'game'");
    if (p_.game.empty() != !game)
      throw std::logic_error("Board::Build: the position " + p_.file +
                             (game ? " names no game" : " names a game: read it first"));
    b_.game_ = std::move(game);
    const Game* g = b_.game_.get();
    b_.layout_ = p_.layout ? *p_.layout : g ? g->layout : Layout::kPointy;
    if (g && p_.layout && *p_.layout != g->layout)
      throw InputError(p_.file, 0, "layout differs from game " + g->name + "'s");
    b_.x_is_number_ = p_.axes ? p_.axes->x_is_number
                      : (g && g->axes) ? g->axes->x_is_number
                                       : b_.layout_ == Layout::kPointy;
    ResolveColor(g);
    ReadRevenueKeys(g);
    if (g) CheckPrivatesHeld(*g);
    // The printed map first, each hex replaced whole by the position's, except
    // that a position hex with only tokens keeps the printed geometry.
    const bool printed = g && p_.base_map && !g->MapHexes().empty();
    auto printed_hex = [&](const std::string& coord) { return printed ? g->FindMapHex(coord) : nullptr; };
    std::unordered_set<std::string> listed;
    for (const auto& h : p_.hexes) {
      listed.insert(h.coord);
      if (!h.tile.empty() || !h.paths.empty()) laid_.insert(h.coord);
    }
    if (printed)
      for (const auto& h : g->MapHexes())
        if (!listed.count(h.coord)) specs_.push_back(&h);
    for (const auto& h : p_.hexes) {
      const HexSpec* map_hex = printed_hex(h.coord);
      if (h.overlay()) {
        if (!map_hex)
          Fail(h.tokens_line, "hex " + h.coord + ": tokens without a tile need a printed hex of the game's map");
        HexSpec merged = *map_hex;
        merged.line = h.line;
        merged.tokens = h.tokens;
        merged.tokens_line = h.tokens_line;
        if (!h.name.empty()) merged.name = h.name;
        made_.push_back(std::move(merged));
        specs_.push_back(&made_.back());
      } else {
        // A hex the game's map does not have (a typo, or one a variant's
        // map removes) is not the board's.
        if (printed && !map_hex)
          Fail(h.line, "hex " + h.coord + " is not on " + WithVariant(g->name, g->variant) +
                           "'s map");
        // A laid or redrawn hex keeps the printed name (Praha stays Praha).
        const bool named = map_hex && ((h.name.empty() && !map_hex->name.empty()) ||
                                       (h.aliases.empty() && !map_hex->aliases.empty()));
        if (named) {
          made_.push_back(h);
          if (made_.back().name.empty()) made_.back().name = map_hex->name;
          if (made_.back().aliases.empty()) made_.back().aliases = map_hex->aliases;
        }
        specs_.push_back(named ? &made_.back() : &h);
        if (!h.tile.empty()) CheckTileLay(*specs_.back(), g);
      }
    }
    for (const HexSpec* h : specs_) PlaceHex(*h, g);
    for (const HexSpec* h : specs_) AddTrack(*h, g);
    CheckTileCounts(g);
    ResolveCompanies(g);
    CheckTokenOwners(g);
    b_.route_bonuses_ = p_.route_bonuses;
    if (g) {
      // A position's bonus replaces the game's bonus of the same name.
      for (const auto& gb : g->route_bonuses) {
        bool given = false;
        for (const auto& pb : p_.route_bonuses) given = given || pb.name == gb.name;
        if (!given) b_.route_bonuses_.push_back(gb);
      }
      b_.home_bonus_ = g->home_bonus;
    }
    if (p_.home_bonus) b_.home_bonus_ = p_.home_bonus;
  }

 private:
  [[noreturn]] void Fail(int line, const std::string& what) { throw InputError(p_.file, line, what); }

  void ResolveColor(const Game* g) {
    b_.color_ = p_.color;
    if (g && !p_.phase.empty()) {
      const Phase* ph = g->FindPhase(p_.phase);
      if (!ph) {
        std::string known;
        for (const auto& x : g->phases) known += (known.empty() ? "" : ", ") + x.name;
        Fail(p_.phase_line, "game " + g->name + " has no phase '" + p_.phase + "' (phases: " + known + ")");
      }
      if (b_.color_.empty()) b_.color_ = ph->color;
    }
  }

  // Whether the game allows the tile laid on `h` over the printed hex (the
  // map's, even where the position does not merge the map): the tile rules
  // (TileFitsHex: hex kind, labels, colour order, printed track) and the
  // phase's colours (PhaseAllowsColor).
  void CheckTileLay(const HexSpec& h, const Game* g) {
    if (!g) return;
    const auto& tiles = g->Tiles();
    auto it = tiles.find(h.tile);
    if (it == tiles.end()) return;  // Shape() says so
    const TileDef& t = it->second;
    const HexSpec* printed = g->FindMapHex(h.coord);
    if (std::string why = TileFitsHex(*g, printed, t, h.rotation, p_.phase, b_.edges()); !why.empty())
      Fail(h.tile_line, "hex " + h.coord + ": " + why);
    if (const Phase* ph = g->FindPhase(p_.phase); !PhaseAllowsColor(*g, ph, t.color))
      Fail(h.tile_line, "hex " + h.coord + ": tile " + h.tile + " (" + t.color + ") is not available in phase " + ph->name);
    ++tile_use_[h.tile];
    if (!tile_line_.count(h.tile)) tile_line_[h.tile] = h.tile_line;
  }

  // Every token belongs to a company of the game or of the position: a typo
  // (BYY for BY) would otherwise leave a company without its station.
  void CheckTokenOwners(const Game* g) {
    if (!g) return;
    for (const Stop& s : b_.stops_)
      for (const auto& t : s.tokens)
        if (!g->companies.count(t) && !p_.FindCompany(t) &&
            !std::count(g->blocking_tokens.begin(), g->blocking_tokens.end(), t)) {
          std::string known;
          for (const auto& [name, c] : g->companies) known += (known.empty() ? "" : ", ") + name;
          Fail(s.tokens_line ? s.tokens_line : b_.hexes_[s.hex].line,
               "stop " + s.label + ": token of '" + t + "', which is no company of " + g->name + " (" + known + ")");
        }
  }

  // The tile counts of the manifest are not exceeded.
  void CheckTileCounts(const Game* g) {
    if (!g) return;
    for (const auto& [id, used] : tile_use_) {
      const TileDef& t = g->Tiles().at(id);
      if (t.count && used > *t.count)
        Fail(tile_line_[id], "tile " + id + " is laid " + std::to_string(used) + " times; the game has " +
                                 std::to_string(*t.count));
    }
  }


  // The hex's own geometry: inline, or a manifest tile rotated.
  const HexSpec& Shape(const HexSpec& h, const Game* g, HexSpec* rotated) {
    if (h.tile.empty()) return h;
    if (!g) Fail(h.tile_line, "hex " + h.coord + ": tile '" + h.tile + "' needs a 'game' with a tile manifest");
    const auto& tiles = g->Tiles();
    auto it = tiles.find(h.tile);
    if (it == tiles.end())
      Fail(h.tile_line, "hex " + h.coord + ": tile '" + h.tile + "' is not in " + g->name + "'s tile manifest");
    *rotated = it->second.shape;
    const int E = b_.edges();
    for (auto& path : rotated->paths) {
      for (PathEnd* e : {&path.a, &path.b})
        if (e->is_edge()) e->edge = (e->edge + h.rotation) % E;
      std::map<int, EdgeLane> lanes;
      for (const auto& [edge, el] : path.edge_lanes) lanes[(edge + h.rotation) % E] = el;
      path.edge_lanes = lanes;
      path.line = h.tile_line;
    }
    for (auto& s : rotated->stops) s.line = h.tile_line;
    return *rotated;
  }

  void PlaceHex(const HexSpec& h, const Game* g) {
    int letter, number;
    if (!ParseCoord(h.coord, &letter, &number))
      Fail(h.line, "hex '" + h.coord + "': a coordinate is letters then a number, e.g. E11");
    BoardHex bh;
    bh.coord = h.coord;
    bh.line = h.line;
    bh.x = b_.x_is_number_ ? number : letter;
    bh.y = b_.x_is_number_ ? letter : number;
    if (b_.by_xy_.count({bh.x, bh.y}))
      Fail(h.line, "hex " + h.coord + " is at the same place as hex " +
                       b_.hexes_[b_.by_xy_[{bh.x, bh.y}]].coord);
    HexSpec rotated;
    const HexSpec& shape = Shape(h, g, &rotated);
    bh.name = h.name.empty() ? shape.name : h.name;
    bh.aliases = h.aliases.empty() ? shape.aliases : h.aliases;
    bh.color = h.color.empty() ? shape.color : h.color;
    bh.labels = h.labels.empty() ? shape.labels : h.labels;
    bh.tile = h.tile;
    bh.rotation = h.rotation;
    bh.reserved_for = h.reserved_for.empty() ? shape.reserved_for : h.reserved_for;
    bh.terrain_cost = h.tile.empty() ? h.cost : 0;
    const int hex = static_cast<int>(b_.hexes_.size());
    for (const auto& s : shape.stops) {
      Stop st;
      st.hex = hex;
      st.id = s.id;
      st.label = h.coord + "." + s.id;
      st.kind = s.kind;
      st.slots = s.slots;
      st.tokens = s.tokens;
      st.per_token = s.per_token;
      st.token_revenue = s.token_revenue ? *s.token_revenue : -1;
      st.pass_through = s.pass_through;
      st.bonus = s.bonus;
      st.line = s.line;
      st.tokens_line = s.line;
      if (s.revenue.phased()) {
        if (b_.color_.empty()) {
          if (g) {
            std::string phases;
            for (const auto& ph : g->phases) phases += (phases.empty() ? "" : ", ") + ph.name;
            Fail(p_.game_line, "the position names no 'phase' (" + g->name + "'s phases: " + phases +
                                   "), and stop " + st.label + "'s revenue depends on it");
          }
          Fail(s.line, "stop " + st.label + " has revenue by colour; give the position a 'color' (or a game and phase)");
        }
        auto it = s.revenue.by_color.find(b_.color_);
        if (it == s.revenue.by_color.end())
          Fail(s.line, "stop " + st.label + " has no revenue for colour '" + b_.color_ + "'");
        st.value = it->second;
        st.keyed_values = KeyedValues(s);
      } else {
        st.value = s.revenue.flat;
      }
      std::string group = s.group.empty() ? "\x01" + st.label : s.group;
      auto [git, fresh] = groups_.emplace(group, b_.group_count_);
      if (fresh) ++b_.group_count_;
      st.group = git->second;
      bh.stops.push_back(static_cast<int>(b_.stops_.size()));
      b_.stops_.push_back(std::move(st));
    }
    PlaceTokens(h, hex, &bh);
    b_.by_xy_[{bh.x, bh.y}] = hex;
    b_.by_coord_[h.coord] = hex;
    b_.hexes_.push_back(std::move(bh));
  }

  // Tokens given by stop id (a tiled or printed hex): checked like inline ones.
  void PlaceTokens(const HexSpec& h, int hex, BoardHex* bh) {
    (void)hex;
    for (const auto& [id, companies] : h.tokens) {
      int stop = -1;
      if (id.empty()) {
        stop = OnlyCity(b_.stops_, bh->stops);
        if (stop == -2) Fail(h.tokens_line, "hex " + h.coord + " has several cities: give tokens as {STOP: [COMPANY]}");
        if (stop < 0) Fail(h.tokens_line, "hex " + h.coord + " has no city to hold a token");
      } else {
        for (int s : bh->stops)
          if (b_.stops_[s].id == id) stop = s;
        if (stop < 0) Fail(h.tokens_line, "hex " + h.coord + ": tokens name stop '" + id + "', which the hex does not have");
      }
      Stop& st = b_.stops_[stop];
      st.tokens_line = h.tokens_line;
      if (st.kind != StopKind::kCity && st.kind != StopKind::kMine)
        Fail(h.tokens_line, "hex " + h.coord + " stop " + st.id + ": a " + KindName(st.kind) + " cannot hold a token");
      st.tokens.insert(st.tokens.end(), companies.begin(), companies.end());
      if (static_cast<int>(st.tokens.size()) > st.slots)
        Fail(h.tokens_line, "hex " + h.coord + " stop " + st.id + ": " + std::to_string(st.tokens.size()) +
                                " tokens but only " + std::to_string(st.slots) + " slot(s)");
    }
  }

  void AddTrack(const HexSpec& h, const Game* g) {
    const int hex = b_.by_coord_.at(h.coord);
    HexSpec rotated;
    const HexSpec& shape = Shape(h, g, &rotated);
    // Track the position lays (inline or a tile) over the game's printed map,
    // whose extent is known (it lists every hex): it must not lead off the
    // map. Without the map, track may end at an edge; the map's own track is
    // checked with the game data (CheckGame).
    const bool on_known_map = g && p_.base_map && laid_.count(h.coord);
    std::map<std::string, int> junction_of;
    for (const auto& j : shape.junctions) {
      junction_of[j] = static_cast<int>(b_.junctions_.size());
      b_.junctions_.push_back({hex, j});
    }
    for (const auto& path : shape.paths) {
      for (int lane = 0; lane < path.lanes; ++lane) {
        Segment s;
        s.hex = hex;
        s.terminal = path.terminal;
        s.line = path.line;
        int k = 0;
        for (const PathEnd* e : {&path.a, &path.b}) {
          TrackEnd& te = k++ == 0 ? s.a : s.b;
          if (e->is_edge()) {
            if (e->edge >= b_.edges())
              Fail(path.line, "hex " + h.coord + ": edge " + std::to_string(e->edge) +
                                  " is out of range for a " + (b_.edges() == 4 ? "square" : "hex") + " grid");
            if (on_known_map && b_.Neighbour(hex, e->edge) < 0)
              Fail(path.line, "hex " + h.coord + ": path to edge " + std::to_string(e->edge) + " leads off the map" +
                                  (g->MapHexes().empty() ? " (" + g->name + " prints no map: give the position "
                                                           "'base_map: false' and list every hex)"
                                                         : ""));
            te.kind = TrackEnd::kEdge;
            te.index = e->edge;
            auto el = path.edge_lanes.find(e->edge);
            if (el != path.edge_lanes.end()) te.lane_width = el->second.width, te.lane = el->second.index;
            else te.lane_width = path.lanes, te.lane = lane;
          } else if (junction_of.count(e->node)) {
            te.kind = TrackEnd::kJunction;
            te.index = junction_of[e->node];
          } else {
            te.kind = TrackEnd::kStop;
            te.index = LocalStop(hex, e->node, path.line, h.coord);
          }
        }
        b_.segments_.push_back(s);
      }
    }
  }

  int LocalStop(int hex, const std::string& id, int line, const std::string& coord) {
    for (int s : b_.hexes_[hex].stops)
      if (b_.stops_[s].id == id) return s;
    Fail(line, "hex " + coord + ": path names '" + id + "', which this hex does not have");
  }

  // The keys of a stop's revenue the trains read (Train::revenue_key), of
  // the game's trains and the position's.
  void ReadRevenueKeys(const Game* g) {
    for (const auto& t : p_.trains)
      if (!t.revenue_key.empty()) revenue_keys_.insert(t.revenue_key);
    if (g)
      for (const auto& t : g->trains)
        if (!t.revenue_key.empty()) revenue_keys_.insert(t.revenue_key);
  }

  // A stop's revenue under the keys trains read. (Another key is not read:
  // a position exported from 18xx.games writes every colour the site
  // knows; a game's own data may hold only keys it reads, CheckGame.)
  std::vector<std::pair<std::string, int>> KeyedValues(const StopSpec& s) {
    std::vector<std::pair<std::string, int>> out;
    for (const auto& [key, value] : s.revenue.by_color)
      if (revenue_keys_.count(key)) out.push_back({key, value});
    return out;
  }

  // The file's privates: are the game's.
  void CheckPrivatesHeld(const Game& g) {
    for (const auto& held : p_.privates)
      if (!g.privates.count(held.first))
        Fail(p_.privates_line, "privates: " + held.first + " is not a private of " + g.name);
  }

  // The most-stops bonus of a private `company` holds (game.yaml privates:
  // most_stops_bonus; 1846's Mail Contract), none where it holds none.
  MostStopsBonus HeldMostStopsBonus(const Game& g, const std::string& company) {
    MostStopsBonus out;
    for (const auto& [name, owner] : p_.privates)
      if (owner == company)
        if (const int per_stop = g.privates.at(name).most_stops_bonus; per_stop > 0)
          out = {per_stop, name, p_.privates_line};
    return out;
  }

  const Train* ResolveTrain(const CompanySpec& c, const TrainRef& ref, const Game* g) {
    if (ref.inline_train) {
      b_.owned_trains_.push_back(std::make_unique<Train>(*ref.inline_train));
      return b_.owned_trains_.back().get();
    }
    for (const auto& t : p_.trains)
      if (t.name == ref.name) return &t;
    if (g)
      if (const Train* t = g->FindTrain(ref.name)) return t;
    if (!ref.name.empty() && ref.name.find_first_not_of("0123456789") == std::string::npos) {
      int n = std::stoi(ref.name.substr(0, 4));
      if (n >= 1 && n <= 99) {
        b_.owned_trains_.push_back(std::make_unique<Train>(Train::Plain(ref.name, n)));
        return b_.owned_trains_.back().get();
      }
    }
    Fail(ref.line, "company " + c.name + ": unknown train '" + ref.name + "'" +
                       (g ? " (not in game " + g->name + " nor defined in the file)" : " (define it under 'trains')"));
  }

  void ResolveCompanies(const Game* g) {
    for (const auto& c : p_.companies) {
      Company co;
      co.name = c.name;
      co.spec = &c;
      co.line = c.line;
      co.type = c.type;
      if (!c.home.empty()) co.home.push_back(c.home);
      if (g) {
        auto it = g->companies.find(c.name);
        if (it != g->companies.end()) {
          if (co.type.empty()) co.type = it->second.type;
          if (co.home.empty()) co.home = it->second.home;
        }
      }
      for (const auto& ref : c.trains) {
        const Train* train = ResolveTrain(c, ref, g);
        if (g && !ref.inline_train) {
          if (const auto owns = MayOwnTrains(*g, co.name, co.type);
              !owns.empty() && std::find(owns.begin(), owns.end(), ref.name) == owns.end())
            Fail(ref.line, "company " + c.name + " (" + (co.type.empty() ? std::string("its kind") : co.type) +
                               ") may own only " + Join(owns) + " trains (" + g->name + "), not a " + ref.name);
          // Which trains a company of this type runs (18CZ: a train card's
          // face); one it may own but not run stands idle.
          if (const CompanyType* ct = g->FindCompanyType(co.type);
              ct && !ct->trains.empty() && std::find(ct->trains.begin(), ct->trains.end(), ref.name) == ct->trains.end()) {
            co.owned_only.push_back(ref.name);
            continue;
          }
        }
        co.trains.push_back(train);
      }
      co.hex_bonus = c.hex_bonus;
      if (c.most_stops_bonus) co.most_stops = *c.most_stops_bonus;
      else if (g) co.most_stops = HeldMostStopsBonus(*g, co.name);
      b_.companies_.push_back(std::move(co));
    }
  }

  const Position& p_;
  Board& b_;
  std::unordered_map<std::string, int> groups_;  // (looked up, never walked in order)
  std::unordered_set<std::string> laid_;         // the position's hexes with a tile or track of their own
  // The hexes placed, in order: the game's printed ones and the position's
  // as they are, those merged or named here kept in made_ (a deque: its
  // elements stay where they are as it grows).
  std::vector<const HexSpec*> specs_;
  std::deque<HexSpec> made_;
  std::map<std::string, int> tile_use_;
  std::map<std::string, int> tile_line_;
  std::set<std::string> revenue_keys_;
};

std::unique_ptr<Board> Board::Build(const Position& position, std::shared_ptr<const Game> game) {
  auto b = std::unique_ptr<Board>(new Board());
  BoardBuilder(position, b.get()).Build(std::move(game));
  if (b->hexes_.size() > static_cast<size_t>(kMaxHexes))
    throw InputError(b->file_, 0, std::to_string(b->hexes_.size()) + " hexes; the limit is " +
                                      std::to_string(kMaxHexes) + " (the hex limit)");
  if (b->stops_.size() > static_cast<size_t>(kMaxStops))
    throw InputError(b->file_, 0, std::to_string(b->stops_.size()) + " stops; the limit is " +
                                      std::to_string(kMaxStops) + " (the stop limit)");
  return b;
}

int Board::Neighbour(int hex, int edge) const {
  const auto& h = hexes_[hex];
  const auto [dx, dy] = NeighbourStep(layout_, edge);
  auto it = by_xy_.find({h.x + dx, h.y + dy});
  return it == by_xy_.end() ? -1 : it->second;
}

bool Board::PlaceOf(const std::string& coord, int* x, int* y) const {
  int letter, number;
  if (!ParseCoord(coord, &letter, &number)) return false;
  *x = x_is_number_ ? number : letter;
  *y = x_is_number_ ? letter : number;
  return true;
}

std::string Board::CoordAt(int x, int y) const {
  const int letter = x_is_number_ ? y : x, number = x_is_number_ ? x : y;
  if (letter < 1 || number < 1) return "";
  std::string letters;
  for (int l = letter; l > 0; l = (l - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (l - 1) % 26));
  return letters + std::to_string(number);
}

std::string Board::NeighbourCoord(const std::string& coord, int edge) const {
  int x, y;
  if (!PlaceOf(coord, &x, &y)) return "";
  const auto [dx, dy] = NeighbourStep(layout_, edge);
  return CoordAt(x + dx, y + dy);
}

int Board::FindHex(const std::string& coord) const {
  auto it = by_coord_.find(coord);
  return it == by_coord_.end() ? -1 : it->second;
}

int Board::FindStop(const std::string& label) const {
  auto dot = label.find('.');
  int hex = FindHex(label.substr(0, dot));
  if (hex < 0) return -1;
  const auto& stops = hexes_[hex].stops;
  if (dot == std::string::npos) return stops.size() == 1 ? stops[0] : -1;
  std::string id = label.substr(dot + 1);
  for (int s : stops)
    if (stops_[s].id == id) return s;
  return -1;
}

const Company* Board::FindCompany(const std::string& name) const {
  for (const auto& c : companies_)
    if (c.name == name) return &c;
  return nullptr;
}

const Company& Board::SelectCompany(const std::string& name) const {
  if (!name.empty()) {
    if (const Company* c = FindCompany(name)) return *c;
    std::string known;
    for (const auto& c : companies_) known += (known.empty() ? "" : ", ") + c.name;
    throw InputError(file_, 0, "no company '" + name + "' in the position (companies: " + known + ")");
  }
  const Company* found = nullptr;
  int with_trains = 0;
  for (const auto& c : companies_)
    if (!c.trains.empty()) found = &c, ++with_trains;
  if (with_trains == 1) return *found;
  if (with_trains == 0) throw InputError(file_, 0, "no company has trains to run");
  throw InputError(file_, 0, "several companies have trains: say which with --company");
}

}  // namespace xxroute
