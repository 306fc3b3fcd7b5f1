// The station rules: may this company place a station marker here now, and
// what does it cost (Rules::CheckStation).
#include <algorithm>

#include "xxroute/rules.h"
#include "xxroute/tile_track.h"

namespace xxroute {

namespace {

// The stations `company` has on the board.
int StationsPlaced(const Board& board, const std::string& company) {
  int placed = 0;
  for (const auto& any : board.stops()) placed += any.HasToken(company);
  return placed;
}

// The first station goes on the company's home hex, whatever track there is
// (18CZ VIII.6, 000 lines 800-801; 1824 VII.3, 002 line 534: a coal
// railway's on its mine); the home, where the game names one. "" or why not.
std::string FirstStationAtHome(const std::string& co, const GameCompany* gc, int placed, bool home_hex) {
  if (placed == 0 && gc && !gc->home.empty() && !home_hex) {
    std::string homes;
    for (const auto& h : gc->home) homes += (homes.empty() ? "" : " or ") + h;
    return co + " has no station yet: its first goes on its home " + homes;
  }
  return "";
}

// The stop a station goes in: the one named (`id`), or the hex's only city;
// below 0 with why not.
int StationStop(const Board& board, int hex, const std::string& coord, const std::string& id, std::string* why) {
  if (!id.empty()) {
    const int stop = board.FindStop(coord + "." + id);
    if (stop < 0) *why = "no stop " + coord + "." + id + " on the board";
    return stop;
  }
  const int stop = OnlyCity(board.stops(), board.hexes()[hex].stops);  // the hex's only city
  if (stop == -2) *why = "hex " + coord + " has several cities: say which, e.g. " + coord + ".c0";
  else if (stop < 0) *why = "hex " + coord + " has no city for a station";
  return stop;
}

// One station of a company per hex (18CZ VIII.6, 000 line 809; 1824 VII.8,
// 002 line 642; 1836jr, 003 line 178; 18Lilliput, 001 line 364).
std::string OneStationPerHex(const Board& board, int hex, const std::string& coord, const std::string& co) {
  for (int other : board.hexes()[hex].stops)
    if (board.stops()[other].HasToken(co)) return co + " already has a station in hex " + coord + " (one per hex)";
  return "";
}

// Whether `name`'s home station is on the board: its own station, or a
// station of a company that merges into it, which becomes its home (1824
// IV.4.4, 002 lines 341-342: a state railway takes over its pre-state
// railways' stations, and places one of its own only where none of them
// ran), so no slot is held for it besides (002 line 644).
bool HomeOnBoard(const Board& board, const Game& game, const std::string& name) {
  for (const auto& any : board.stops()) {
    if (any.HasToken(name)) return true;
    for (const auto& holder : any.tokens)
      if (auto it = game.companies.find(holder); it != game.companies.end() && it->second.merges_into == name)
        return true;
  }
  return false;
}

// A free slot, not held for the home of a company yet to place it (18CZ
// 000 lines 815-817; 1824 002 line 644); a home station takes its own
// (1824: a state railway's home is its pre-state railway's, IV.4.4). A
// closed company holds nothing, nor one whose phase to close has come
// (1824 IV.2, IV.3: 002 lines 202, 216): it never places its home (`gone`).
template <class GoneFn>
std::string FreeSlot(const Board& board, const Game* game, const Stop& s, const std::string& coord,
                     const std::string& co, bool home, GoneFn gone) {
  int free = s.slots - static_cast<int>(s.tokens.size());
  if (free <= 0) return s.label + " has no free slot";
  // (a slot a company holds until a phase: game.yaml companies: reserved, 1846)
  if (game)
    for (const auto& [name, other] : game->companies) {
      if (name == co || !other.reserved || other.reserved->hex != coord || gone(name) || s.HasToken(name)) continue;
      if (game->PhaseIndex(board.position().phase) >= game->PhaseIndex(other.reserved->until)) continue;
      if (--free <= 0) return other.reserved->rule + ": " + s.label + "'s free slot is " + name + "'s until phase " + other.reserved->until;
    }
  if (game && !home) {
    for (const auto& [name, other] : game->companies) {
      if (name == co || other.home.size() != 1 || other.home[0] != coord) continue;
      if (!other.home_stop.empty() && HomeStopNow(board, coord, other.home_stop) != s.id) continue;
      if (gone(name) || HomeOnBoard(board, *game, name)) continue;
      if (--free <= 0) return s.label + "'s free slot is held for " + name + "'s home station";
    }
  }
  return "";
}

// A station marker left (18CZ VIII.6, 000 lines 800-807; 1824 VII.8, 002
// lines 639-641; 1836jr 003 line 176; 18Lilliput 001 line 359).
std::string MarkerLeft(const std::string& co, const GameCompany* gc, int placed) {
  if (gc) {
    const int markers = gc->stations;
    if (markers > 0 && placed >= markers)
      return co + " has no station marker left (" + std::to_string(markers) + ", all on the board)";
  }
  return "";
}

// A company's station costs: its own (the game's companies:), else its type's.
std::vector<int> CostsOf(const Game& g, const Company& co) {
  if (auto it = g.companies.find(co.name); it != g.companies.end() && !it->second.station_costs.empty())
    return it->second.station_costs;
  if (const CompanyType* t = g.FindCompanyType(co.type)) return t->station_costs;
  return {};
}

// The markers of the drawn railways that closed into nothing but whose
// state railway is `co` (1824 X.3: a construction railway), where the file
// reads the site's construction_marker: 18xx.games counts each against the
// state railway's markers, so its next station costs as if it had taken it
// over; by the rulebook only the stations on the board count (VII.8, 002
// line 633).
int DrawnMarkers(const Game& g, const Position& pos, const std::string& co) {
  if (!pos.Reads("construction_marker")) return 0;
  int n = 0;
  for (const std::string& d : pos.draw)
    if (auto it = g.companies.find(d); it != g.companies.end() && it->second.merges_into == co && pos.Closed(d)) ++n;
  return n;
}

}  // namespace

std::vector<int> Rules::StationCosts() const { return game_ ? CostsOf(*game_, company_) : std::vector<int>{}; }

std::optional<std::vector<int>> MarkersLeft(const Board& board, const std::string& company) {
  if (const CompanySpec* c = board.position().FindCompany(company); c && c->markers) return *c->markers;
  const Game* g = board.game();
  const Company* co = board.FindCompany(company);
  if (!g || !co) return std::nullopt;
  auto it = g->companies.find(company);
  if (it == g->companies.end() || it->second.stations <= 0) return std::nullopt;
  const std::vector<int> costs = CostsOf(*g, *co);
  std::vector<int> left;
  for (int i = StationsPlaced(board, company); i < it->second.stations; ++i)
    left.push_back(costs.empty() ? 0 : costs[std::min<size_t>(i, costs.size() - 1)]);
  return left;
}

std::string AnywhereStationRefusal(const Board& board, const std::string& company) {
  const Game* g = board.game();
  const Company* co = board.FindCompany(company);
  const CompanyType* type = g && co ? g->FindCompanyType(co->type) : nullptr;
  if (!type || type->stations_anywhere.empty()) return company + " is placed no station by another company";
  const std::optional<std::vector<int>> left = MarkersLeft(board, company);
  if (left && left->empty()) return type->stations_anywhere + ": " + company + " has no station marker left";
  return "";
}

bool Rules::Gone(const std::string& company) const {
  if (board_.position().Closed(company)) return true;
  if (!game_ || phase_ < 0) return false;
  auto it = game_->companies.find(company);
  if (it == game_->companies.end() || it->second.closes_on.empty()) return false;
  const int at = game_->PhaseIndex(it->second.closes_on);
  return at >= 0 && at <= phase_;
}

// A station by private `ability`'s own lay (game.yaml privates: lays,
// station): "" when it may: the company's private, its lay made (the card
// turned over: privates_used), on its hex. By its token (privates: token):
// the company's private, unused, on its hex.
std::string StationAbilityRule(const Game* g, const Position& pos, const std::string& company, const std::string& ability,
                               const std::string& coord) {
  const GamePrivate* p = g ? g->FindPrivate(ability) : nullptr;
  if (p && p->token) {
    const GamePrivate::Token& t = *p->token;
    const std::string* owner = pos.PrivateOwner(ability);
    if (!owner || *owner != company) return t.rule + ": " + ability + " is not " + company + "'s";
    if (std::count(pos.privates_used.begin(), pos.privates_used.end(), ability))
      return t.rule + ": " + ability + "'s ability was used (its card is turned over)";
    if (coord != t.hex) return t.rule + ": " + ability + "'s station goes on " + t.hex + ", not on " + coord;
    return "";
  }
  if (!p || !p->lays || !p->lays->station) return "the private " + ability + " places no station";
  const GamePrivate::Lay& lay = *p->lays;
  const std::string* owner = pos.PrivateOwner(ability);
  if (!owner || *owner != company) return lay.rule + ": " + ability + " is not " + company + "'s";
  if (!std::count(pos.privates_used.begin(), pos.privates_used.end(), ability))
    return lay.rule + ": " + ability + "'s station follows its tile (lay " + ability + ":" + lay.hexes.front() + "=...)";
  if (!std::count(lay.hexes.begin(), lay.hexes.end(), coord))
    return lay.rule + ": " + ability + "'s station goes on " + Join(lay.hexes) + ", not on " + coord;
  return "";
}

// A city slot a private reserves while a player holds it (game.yaml
// privates: token reserved; 1846's C&WI on Chicago D6 c3, entities.rb
// reservation): "" when `stop_id` of `coord` is none, or its private is a
// company's (the reservation gone), or `ability` is that private's.
std::string ReservedRule(const Game* g, const Position& pos, const std::string& coord, const std::string& stop_id,
                         const std::string& ability) {
  if (!g) return "";
  for (const auto& [name, p] : g->privates) {
    if (!p.token || !p.token->reserved || p.token->hex != coord || p.token->stop != stop_id || name == ability) continue;
    const std::string* owner = pos.PrivateOwner(name);
    if (owner && !pos.FindCompany(*owner))
      return p.token->rule + ": " + coord + "." + stop_id + " is reserved while a player holds " + name + " (" + *owner + ")";
  }
  return "";
}

// The rules a station keeps, in this order: the first at home, a stop for
// it, a city, one per hex, a free slot, a marker left; then its cost, and the
// company's track reaching it.
Station Rules::CheckStation(const std::string& coord, const std::string& stop_id, const std::string& ability) const {
  Station st;
  st.hex = coord;
  st.stop_id = stop_id;
  auto fail = [&](const std::string& why) {
    st.why = why;
    return st;
  };
  const int hex = board_.FindHex(coord);
  if (hex < 0) return fail("no hex " + coord + " on the board");
  const std::string& co = company_.name;
  const int placed = StationsPlaced(board_, co);
  const GameCompany* gc = nullptr;
  if (game_)
    if (auto it = game_->companies.find(co); it != game_->companies.end()) gc = &it->second;
  const bool home_hex = gc && std::count(gc->home.begin(), gc->home.end(), coord);
  std::string why;
  if (!ability.empty())
    if (why = StationAbilityRule(game_, board_.position(), co, ability, coord); !why.empty()) return fail(why);
  if (why = FirstStationAtHome(co, gc, placed, home_hex); !why.empty()) return fail(why);
  std::string id = stop_id;
  const GamePrivate* by = ability.empty() || !game_ ? nullptr : game_->FindPrivate(ability);
  const GamePrivate::Token* token = by && by->token ? &*by->token : nullptr;
  if (token && id.empty()) id = token->stop;  // (the private's own city)
  // (the home city where tiles laid on the hex have taken it)
  const std::string home_stop = home_hex ? HomeStopNow(board_, coord, gc->home_stop) : "";
  if (id.empty() && placed == 0 && home_hex) id = home_stop;
  const int stop = StationStop(board_, hex, coord, id, &why);
  if (stop < 0) return fail(why);
  const Stop& s = board_.stops()[stop];
  st.stop_id = s.id;
  if (token && s.id != token->stop)
    return fail(token->rule + ": " + ability + "'s station goes in " + coord + "." + token->stop + ", not " + s.id);
  if (why = ReservedRule(game_, board_.position(), coord, s.id, ability); !why.empty()) return fail(why);
  const bool home = placed == 0 && home_hex && (home_stop.empty() || home_stop == s.id);
  if (placed == 0 && home_hex && !home) return fail(co + "'s home station goes on " + coord + "." + home_stop);
  // Cities only (18Lilliput 001 line 360 "prázdný kruh města"; towns never,
  // 437-439); a mine holds only a coal railway's home (1824 VII.3, 002 line 534).
  if (s.kind != StopKind::kCity && !(home && s.kind == StopKind::kMine))
    return fail(s.label + " is a " + KindName(s.kind) + ": a station goes in a city");
  if (why = OneStationPerHex(board_, hex, coord, co); !why.empty()) return fail(why);
  if (why = FreeSlot(board_, game_, s, coord, co, home, [this](const std::string& name) { return Gone(name); });
      !why.empty())
    return fail(why);
  const CompanySpec* spec = board_.position().FindCompany(co);
  if (spec && spec->markers) {  // (its markers since a takeover: 18CZ VIII.9, 000 lines 1008-1013)
    if (spec->markers->empty()) return fail(co + " has no station marker left (its markers: all on the board)");
    st.cost = spec->markers->front();
    st.cost_text = "station " + std::to_string(st.cost);
  } else if (why = MarkerLeft(co, gc, placed); !why.empty()) {
    return fail(why);
  } else if (const std::vector<int> costs = StationCosts(); !costs.empty()) {
    const int drawn = game_ ? DrawnMarkers(*game_, board_.position(), co) : 0;
    if (drawn > 0) why = MarkerLeft(co, gc, placed + drawn);
    if (!why.empty()) return fail(why);
    st.cost = costs[std::min<size_t>(placed + drawn, costs.size() - 1)];
    st.cost_text = "station " + std::to_string(st.cost);
    if (drawn > 0 && st.cost != costs[std::min<size_t>(placed, costs.size() - 1)])
      st.reading = "the station costs " + std::to_string(st.cost) + ", " + co + "'s closed construction railway's marker "
                   "counted as taken over, as 18xx.games counts it (" + game_->ReadingRule("construction_marker") + ")";
  }
  // Reached by the company's track, not through a full city (18CZ 000 lines
  // 811-813; 1824 002 line 643; 18Lilliput 001 lines 361-363).
  const GameCompany::Reserved* res = gc && gc->reserved && gc->reserved->hex == coord && !home ? &*gc->reserved : nullptr;
  if (!ability.empty()) {  // (free and not reached: the private's station)
    st.cost = 0;
    st.cost_text = "station free by " + ability + "'s ability";
  } else if (res && (reach_.stop[stop] || res->unjoined_cost > 0)) {  // (its own reserved slot's price)
    st.cost = reach_.stop[stop] ? res->cost : res->unjoined_cost;
    st.cost_text = "station " + std::to_string(st.cost) + (reach_.stop[stop] ? " on its reserved " : ", not joined, on its reserved ") +
                   coord + " (" + res->rule + ")";
  } else if (!home && !reach_.stop[stop]) {
    return fail(co + "'s track does not reach " + s.label);
  }
  st.ok = true;
  return st;
}

std::vector<Station> Rules::Stations() const {
  std::vector<Station> out;
  for (const auto& s : board_.stops()) {
    if (s.kind != StopKind::kCity) continue;
    Station st = CheckStation(board_.hexes()[s.hex].coord, s.id);
    if (st.ok) out.push_back(std::move(st));
  }
  return out;
}

}  // namespace xxroute
