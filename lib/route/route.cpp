#include "xxroute/route.h"

#include <algorithm>

#include "xxroute/error.h"
#include "xxroute/pay.h"

namespace xxroute {

namespace {

// Whether a per_token stop pays on a route of `stops` stops run by `train`:
// the rulebook's "a train of at least 3" (1836jr 003 line 190, the most
// stops a row of the train holds) or 18xx.games' "a route of at least 3
// stops", as the position reads it (Position::per_token_reading).
bool PerTokenPaid(const Board& b, const Train& train, int stops) {
  if (b.position().per_token_reading == "18xx.games") return stops >= 3;
  int range = 0;
  for (const TrainRow& row : train.rows) range = std::max(range, row.visit);
  return range >= 3;
}

constexpr int kMineRow = static_cast<int>(StopKind::kMine);  // (a train's row of mines)

std::string Plural(int n, StopKind k) {
  static const char* kPlural[] = {"cities", "towns", "offboards", "mines"};
  return std::to_string(n) + " " + (n == 1 ? KindName(k) : kPlural[static_cast<int>(k)]);
}

// "4 cities and 2 towns"
std::string CountsText(const KindCounts& n) {
  std::vector<std::string> parts;
  for (int k = 0; k < kStopKinds; ++k)
    if (n[k] > 0) parts.push_back(Plural(n[k], static_cast<StopKind>(k)));
  std::string s;
  for (size_t i = 0; i < parts.size(); ++i) s += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return s;
}

// Why the train cannot hold these stops, with what it may hold.
std::string TooMany(const Train& t, const KindCounts& n) {
  return "too many stops for a " + t.name + " train: the route visits " + CountsText(n) + "; a " + t.name +
         " train visits at most " + t.Capacity();
}

// Each step below checks one rule on the route's stops: false when the
// route breaks it, with why in `why` (null in the search, which only needs
// to know that a route breaks a rule, not which). Evaluate calls each once,
// and the search calls Evaluate for every walk and train type: the compiler
// inlines them, and they allocate nothing but the text of why.

// Each stop, and each location (group), once: the route's position of each
// group seen, stamped so that the array is cleared only once.
bool VisitsEachOnce(const Board& b, const std::vector<int>& stops, std::string* why) {
  thread_local std::vector<std::pair<unsigned, int>> group_at;  // (stamp, index in the route)
  thread_local unsigned stamp = 0;
  if (group_at.size() < static_cast<size_t>(b.group_count())) group_at.assign(b.group_count(), {0, 0});
  if (++stamp == 0) std::fill(group_at.begin(), group_at.end(), std::pair<unsigned, int>{0, 0}), stamp = 1;
  const int n = static_cast<int>(stops.size());
  for (int i = 0; i < n; ++i) {
    const Stop& s = b.stops()[stops[i]];
    auto& seen = group_at[s.group];
    if (seen.first == stamp) {
      const int j = seen.second;
      if (!why) return false;
      if (stops[j] == stops[i]) *why = "visits " + s.label + " twice";
      else *why = "visits " + b.stops()[stops[j]].label + " and " + s.label + ", which are one location";
      return false;
    }
    seen = {stamp, i};
  }
  return true;
}

// Offboards and mines end a route, and a city full of others' tokens may
// not be passed through (Stop::PassThroughRule): such a stop only at an end.
bool PassesThroughOnlyWhereItMay(const Network& net, const std::vector<int>& stops, std::string* why) {
  const int n = static_cast<int>(stops.size());
  for (int i = 1; i + 1 < n; ++i)
    if (net.StopIsTerminal(stops[i])) {
      if (why) *why = net.PassThroughRule(stops[i]);
      return false;
    }
  return true;
}

// What the route's stops hold for the rules that follow: how many of each
// kind, of the company's stations, of cities holding one; its home.
struct StopTally {
  KindCounts counts{};
  int stations = 0, token_cities = 0;
  bool home = false;
};

// The route's stops tallied; a mine only for a train that may visit mines.
// (Counted in locals, written once at the end: stores through `t` in the
// loop would make the compiler read the stops' scores again after each.)
bool TallyStops(const Network& net, const Train& train, const std::vector<int>& stops, StopTally* t,
                std::string* why) {
  const auto& info = net.stop_scores();
  KindCounts counts{};
  int stations = 0, token_cities = 0;
  bool home = false;
  for (int s : stops) {
    const StopScore& ss = info[s];
    ++counts[static_cast<int>(ss.kind)];
    stations += ss.station;
    token_cities += ss.station && ss.kind == StopKind::kCity;
    home = home || ss.home;
    if (ss.kind == StopKind::kMine && !train.CanVisit(StopKind::kMine)) {
      if (why) *why = "visits the mine " + net.board().stops()[s].label + ", which a " + train.name + " train may not";
      return false;
    }
  }
  *t = StopTally{counts, stations, token_cities, home};
  return true;
}

// Why a route breaks its train's must_visit for stop kind `k`: it visits
// `visits` of them, or (`middle` >= 0) has a mine in its middle. (Kept apart
// from the check below, so that the check is small enough to be inlined.)
std::string MustVisitWhy(const Network& net, const Train& train, int k, int visits, int middle) {
  const int need = train.must_visit[k];
  const StopKind kind = static_cast<StopKind>(k);
  if (middle >= 0)
    return "a " + train.name + " train visits its mine at an end of its route, not in the middle (" +
           net.board().stops()[middle].label + ")";
  if (k == kMineRow)
    return "a " + train.name + " train must visit exactly " + Plural(need, kind) +
           ", at an end of its route (this route visits " + std::to_string(visits) + ")";
  return "a " + train.name + " train must visit at least " + Plural(need, kind) + " (this route visits " +
         std::to_string(visits) + ")";
}

// must_visit: mines exactly so many, each at an end (a g train starts at its
// mine); other kinds at least so many.
bool VisitsWhatItMust(const Network& net, const Train& train, const std::vector<int>& stops, const KindCounts& counts,
                      std::string* why) {
  const auto& info = net.stop_scores();
  const int n = static_cast<int>(stops.size());
  for (int k = 0; k < kStopKinds; ++k) {
    const int need = train.must_visit[k];
    if (need == 0) continue;
    int middle = -1;
    if (k == kMineRow && counts[k] == need)
      for (int i = 1; i + 1 < n && middle < 0; ++i)
        if (info[stops[i]].kind == StopKind::kMine) middle = stops[i];
    if (k == kMineRow ? counts[k] != need || middle >= 0 : counts[k] < need) {
      if (why) *why = MustVisitWhy(net, train, k, counts[k], middle);
      return false;
    }
  }
  return true;
}

// The value `train` reads at stop `s`, whose value for the company is
// `value` (the phase's colour, or its token_revenue): the value under the
// train's revenue_key where the stop has one and no token_revenue applies
// (1889's D at an offboard: its diesel value; 18xx.games
// part/revenue_center.rb route_revenue).
int TrainValue(const Train& train, const Stop& s, const StopScore& ss) {
  if (train.revenue_key.empty() || ss.kind == StopKind::kMine || (s.token_revenue >= 0 && ss.station)) return ss.value;
  for (const auto& [key, value] : s.keyed_values)
    if (key == train.revenue_key) return value;
  return ss.value;
}

// What each stop of the route pays, for ChoosePaid; the route's subsidy
// (its mines') returned.
int FillPayStops(const Network& net, const Train& train, const std::vector<int>& stops, int token_cities,
                 std::vector<PayStop>* pay_stops) {
  const Board& b = net.board();
  const auto& info = net.stop_scores();
  const int n = static_cast<int>(stops.size());
  pay_stops->resize(n);
  int subsidy = 0;
  for (int i = 0; i < n; ++i) {
    const StopScore& ss = info[stops[i]];
    PayStop& p = (*pay_stops)[i];
    p.kind = ss.kind;
    // A per-station stop pays once per city of the route holding a station,
    // to a train of at least 3 (1836jr 003 line 190: "pociąg (przynajmniej
    // 3)"), or, as 18xx.games reads it, on a route of at least 3 stops.
    const int value = TrainValue(train, b.stops()[stops[i]], ss);
    p.value = ss.per_token ? (PerTokenPaid(b, train, n) ? value * token_cities : 0) : value;
    p.hex = ss.hex;
    p.station = ss.station;
    p.bonus = ss.bonus;
    p.order = stops[i];
    if (ss.kind == StopKind::kMine) subsidy += b.stops()[stops[i]].value;
  }
  return subsidy;
}

}  // namespace

RouteValue Evaluate(const Network& net, const Train& train, const std::vector<int>& stops, Why why) {
  const Board& b = net.board();
  const Company& co = net.company();
  RouteValue v;
  // (the search only needs to know that a route breaks a rule, not which)
  std::string* const explain = why == Why::kExplain ? &v.why : nullptr;
  if (stops.size() < 2) {
    if (explain) v.why = "a route needs at least two stops";
    return v;
  }
  if (!VisitsEachOnce(b, stops, explain)) return v;
  if (!PassesThroughOnlyWhereItMay(net, stops, explain)) return v;
  StopTally tally;
  if (!TallyStops(net, train, stops, &tally, explain)) return v;
  if (!VisitsWhatItMust(net, train, stops, tally.counts, explain)) return v;
  if (tally.stations == 0) {
    if (explain) v.why = "no station of " + co.name + " on the route";
    return v;
  }
  thread_local std::vector<PayStop> pay_stops;
  const int subsidy = FillPayStops(net, train, stops, tally.token_cities, &pay_stops);
  Pay pay;
  try {
    pay = ChoosePaid(train, pay_stops, net.bonus_rules(), tally.home ? net.home_amount() : 0);
  } catch (const InputError& e) {
    throw InputError(b.file(), 0, e.message());
  }
  if (pay.status == Pay::kTooMany) {
    if (explain) v.why = TooMany(train, tally.counts);
    return v;
  }
  if (pay.status == Pay::kNoStationPaid) {
    if (explain) v.why = "no paid stop holds a station of " + co.name;
    return v;
  }
  v.legal = true;
  v.revenue = pay.revenue;
  v.subsidy = subsidy;
  v.paid = std::move(pay.paid);
  v.bonus = pay.bonus;
  return v;
}

int ScoreMostStops(const Network& net, const std::vector<Route*>& routes) {
  Route* most = nullptr;
  for (Route* r : routes) {
    r->value.revenue -= r->value.most_stops;
    r->value.most_stops = 0;
    if (!most || r->stops.size() > most->stops.size()) most = r;
  }
  const int amount = most ? MostStopsAmount(net.company(), most->stops.size()) : 0;
  if (amount > 0) most->value.most_stops = amount, most->value.revenue += amount;
  return amount;
}

}  // namespace xxroute
