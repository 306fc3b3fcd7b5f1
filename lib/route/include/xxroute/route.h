// Route: one train's run (stops in order, the track between them) and what
// it earns. Evaluate is the one place that decides whether a route's stops
// keep the rules and what they earn; the track is the walk's (enumerate.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "xxroute/network.h"
#include "xxroute/train.h"

namespace xxroute {

struct RouteValue {
  bool legal = false;
  std::string why;         // when not legal: which rule
  int revenue = 0;         // income
  int subsidy = 0;         // to the treasury (mines)
  std::vector<bool> paid;  // per stop of the route
  int bonus = 0;           // part of revenue from bonuses (before the divisor)
  // Part of revenue: the company's bonus for the route of its set visiting
  // the most stops, where this is that route (ScoreMostStops, after the
  // divisor). Evaluate leaves it 0: it depends on the company's other routes.
  int most_stops = 0;
};

// How results rank: by income, and where incomes tie by subsidy (position
// format, formats/position.md: "Where two choices tie, the larger mine
// subsidy wins"). The larger key is the better route or set of routes; keys
// add up over a company's trains while the subsidies stay below 2^24.
constexpr int64_t IncomeRank(int income, int subsidy) { return (static_cast<int64_t>(income) << 24) + subsidy; }

// Checks the stops of a route (board stop indices in visiting order) against
// every rule that needs no track (each stop and location once, nothing passed
// that may only end a route, mines, a station, the train's rows) and scores
// them for a train of the network's company: the paid stops are the choice
// with the highest revenue, bonuses included (pay.h). The revenue depends on
// the set of stops, never on their order. Throws InputError only past the
// bonus-stop limit.
enum class Why { kExplain, kSilent };  // kSilent: leave RouteValue::why empty (the search)
RouteValue Evaluate(const Network& net, const Train& train, const std::vector<int>& stops,
                    Why why = Why::kExplain);

struct Route {
  const Train* train = nullptr;
  int train_slot = -1;       // which of the company's trains
  std::vector<int> stops;    // board stops, in order
  std::vector<int> links;    // network links, in order
  RouteValue value;
};

// What the company's most-stops bonus (Company::most_stops) pays a route
// visiting `stops` stops, were it the route of the set with the most.
inline int MostStopsAmount(const Company& co, size_t stops) {
  return co.most_stops.per_stop * static_cast<int>(stops);
}

// The most-stops bonus over a company's set of routes (position key
// `most_stops_bonus`): the route that visits the most stops (every stop it
// visits, paid or not, offboards and towns too) earns per_stop for each, on
// top of its revenue: not multiplied, not divided, after the train's
// divisor. Where routes tie for the most, the first of them in `routes`
// (the company's train order, or the order declared) earns it; the amount is
// the same. Any most-stops bonus the routes held before is taken off first,
// so a set can be scored again as it grows (solve --fix). Returns the bonus
// paid (0 where the company has none, or no route runs).
int ScoreMostStops(const Network& net, const std::vector<Route*>& routes);

}  // namespace xxroute
