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

}  // namespace

RouteValue Evaluate(const Network& net, const Train& train, const std::vector<int>& stops, Why why) {
  const Board& b = net.board();
  const Company& co = net.company();
  const auto& info = net.stop_scores();
  RouteValue v;
  const int n = static_cast<int>(stops.size());
  // (the search only needs to know that a route breaks a rule, not which)
  const bool explain = why == Why::kExplain;
  auto fail = [&](auto&& text) {
    if (explain) v.why = text();
    return v;
  };
  if (n < 2) return fail([&] { return "a route needs at least two stops"; });
  // Each stop, and each location (group), once: the route's position of
  // each group seen, stamped so that the array is cleared only once.
  thread_local std::vector<std::pair<unsigned, int>> group_at;  // (stamp, index in the route)
  thread_local unsigned stamp = 0;
  if (group_at.size() < static_cast<size_t>(b.group_count())) group_at.assign(b.group_count(), {0, 0});
  if (++stamp == 0) std::fill(group_at.begin(), group_at.end(), std::pair<unsigned, int>{0, 0}), stamp = 1;
  for (int i = 0; i < n; ++i) {
    const Stop& s = b.stops()[stops[i]];
    auto& seen = group_at[s.group];
    if (seen.first == stamp) {
      const int j = seen.second;
      if (stops[j] == stops[i]) return fail([&] { return "visits " + s.label + " twice"; });
      return fail([&] { return "visits " + b.stops()[stops[j]].label + " and " + s.label + ", which are one location"; });
    }
    seen = {stamp, i};
  }
  for (int i = 1; i + 1 < n; ++i)
    if (net.StopIsTerminal(stops[i])) return fail([&] { return net.PassThroughRule(stops[i]); });

  KindCounts counts{};
  int stations = 0, token_cities = 0;
  bool home = false;
  for (int s : stops) {
    const StopScore& ss = info[s];
    ++counts[static_cast<int>(ss.kind)];
    stations += ss.station;
    token_cities += ss.station && ss.kind == StopKind::kCity;
    home = home || ss.home;
    if (ss.kind == StopKind::kMine && !train.CanVisit(StopKind::kMine))
      return fail([&] { return "visits the mine " + b.stops()[s].label + ", which a " + train.name + " train may not"; });
  }
  // must_visit: mines exactly so many, each at an end (a g train starts at its
  // mine); other kinds at least so many.
  for (int k = 0; k < kStopKinds; ++k) {
    const int need = train.must_visit[k];
    if (need == 0) continue;
    const StopKind kind = static_cast<StopKind>(k);
    if (k == kMineRow) {
      if (counts[k] != need)
        return fail([&] { return "a " + train.name + " train must visit exactly " + Plural(need, kind) + ", at an end of its route (this route visits " + std::to_string(counts[k]) + ")"; });
      for (int i = 1; i + 1 < n; ++i)
        if (info[stops[i]].kind == StopKind::kMine)
          return fail([&] { return "a " + train.name + " train visits its mine at an end of its route, not in the middle (" +
                      b.stops()[stops[i]].label + ")"; });
    } else if (counts[k] < need) {
      return fail([&] { return "a " + train.name + " train must visit at least " + Plural(need, kind) + " (this route visits " +
                  std::to_string(counts[k]) + ")"; });
    }
  }
  if (stations == 0) return fail([&] { return "no station of " + co.name + " on the route"; });

  thread_local std::vector<PayStop> pay_stops;
  pay_stops.resize(n);
  int subsidy = 0;
  for (int i = 0; i < n; ++i) {
    const StopScore& ss = info[stops[i]];
    PayStop& p = pay_stops[i];
    p.kind = ss.kind;
    // A per-station stop pays once per city of the route holding a station,
    // to a train of at least 3 (1836jr 003 line 190: "pociąg (przynajmniej
    // 3)"), or, as 18xx.games reads it, on a route of at least 3 stops.
    p.value = ss.per_token ? (PerTokenPaid(b, train, n) ? ss.value * token_cities : 0) : ss.value;
    p.hex = ss.hex;
    p.station = ss.station;
    p.bonus = ss.bonus;
    p.order = stops[i];
    if (ss.kind == StopKind::kMine) subsidy += b.stops()[stops[i]].value;
  }
  Pay pay;
  try {
    pay = ChoosePaid(train, pay_stops, net.bonus_rules(), home ? net.home_amount() : 0);
  } catch (const InputError& e) {
    throw InputError(b.file(), 0, e.message());
  }
  if (pay.status == Pay::kTooMany) return fail([&] { return TooMany(train, counts); });
  if (pay.status == Pay::kNoStationPaid) return fail([&] { return "no paid stop holds a station of " + co.name; });
  v.legal = true;
  v.revenue = pay.revenue;
  v.subsidy = subsidy;
  v.paid = std::move(pay.paid);
  v.bonus = pay.bonus;
  return v;
}

}  // namespace xxroute
