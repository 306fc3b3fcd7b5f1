#include "xxroute/route.h"

#include <algorithm>

namespace xxroute {

RouteValue Evaluate(const Network& net, const Train& train, const std::vector<int>& stops) {
  const Company& co = net.company();
  const auto& info = net.stop_scores();
  RouteValue v;
  const int n = static_cast<int>(stops.size());
  if (n < 2) {
    v.why = "a route needs at least two stops";
    return v;
  }
  int stations = 0;
  for (int s : stops) stations += info[s].station;
  if (stations == 0) {
    v.why = "no station of " + co.name + " on the route";
    return v;
  }
  thread_local std::vector<ScoredStop> scored;
  scored.resize(n);
  int mines = 0;
  for (int i = 0; i < n; ++i) {
    const StopScore& s = info[stops[i]];
    ScoredStop& ss = scored[i];
    ss.kind = s.kind;
    ss.value = s.per_token ? (n >= 3 ? s.value * stations : 0) : s.value;
    ss.pick_bonus = s.pick_bonus;
    if (s.kind == StopKind::kMine) {
      ++mines;
      v.subsidy += net.board().stops()[stops[i]].value;
    }
  }
  if (mines > 0 && !train.CanVisit(StopKind::kMine)) {
    v.why = "a " + train.name + " train may not visit a mine";
    v.subsidy = 0;
    return v;
  }
  Score sc = ScoreStops(train, scored);
  if (!sc.legal) {
    KindCounts c{};
    for (const auto& s : scored) ++c[static_cast<int>(s.kind)];
    bool must = false;
    for (int k = 0; k < kStopKinds; ++k) must = must || c[k] < train.must_visit[k];
    v.why = must ? "a " + train.name + " train must visit " +
                       std::to_string(train.must_visit[static_cast<int>(StopKind::kMine)]) + " mine"
                 : "too many stops for a " + train.name + " train";
    v.subsidy = 0;
    return v;
  }
  auto pays_station = [&](const Score& x) {
    for (int i = 0; i < n; ++i)
      if (x.paid[i] && info[stops[i]].station) return true;
    return false;
  };
  if (train.paid_stops_need_token && !pays_station(sc)) {
    // Force each station in turn into the paid stops; keep the best.
    constexpr int kForce = 1 << 24;
    Score best;
    for (int i = 0; i < n; ++i) {
      if (!info[stops[i]].station) continue;
      scored[i].pick_bonus += kForce;
      Score x = ScoreStops(train, scored);
      scored[i].pick_bonus -= kForce;
      if (!x.legal || !x.paid[i]) continue;
      x.pick_bonus -= kForce;
      if (!best.legal || x.stop_sum * train.multiplier + x.pick_bonus >
                             best.stop_sum * train.multiplier + best.pick_bonus)
        best = x;
    }
    if (!best.legal) {
      v.why = "no paid stop holds a station of " + co.name;
      v.subsidy = 0;
      return v;
    }
    sc = best;
  }
  v.paid = sc.paid;
  // Hexes of the paid stops (a route has few: a linear scan beats a set).
  thread_local std::vector<int> paid_hexes;
  paid_hexes.clear();
  for (int i = 0; i < n; ++i)
    if (v.paid[i] && std::find(paid_hexes.begin(), paid_hexes.end(), info[stops[i]].hex) == paid_hexes.end())
      paid_hexes.push_back(info[stops[i]].hex);
  auto paid_hex = [&](int hex) { return std::find(paid_hexes.begin(), paid_hexes.end(), hex) != paid_hexes.end(); };
  int plain_bonus = 0, multiplied_bonus = 0, undivided_bonus = 0;
  for (int h : net.home_hexes())
    if (paid_hex(h)) {
      plain_bonus += net.home_amount();
      break;
    }
  for (int h : paid_hexes) plain_bonus += net.hex_bonus()[h];
  for (const auto& rb : net.bonuses()) {
    int met = 0;
    for (const auto& list : rb.lists) {
      bool any = false;
      for (int h : list) any = any || paid_hex(h);
      met += any;
    }
    if (met < rb.need) continue;
    if (!rb.divided) undivided_bonus += rb.multiplied ? rb.amount * train.multiplier : rb.amount;
    else if (rb.multiplied) multiplied_bonus += rb.amount;
    else plain_bonus += rb.amount;
  }
  v.bonus = plain_bonus + multiplied_bonus * train.multiplier + undivided_bonus;
  int gross = sc.stop_sum * train.multiplier + plain_bonus + multiplied_bonus * train.multiplier;
  v.revenue = Divide(gross, train.divisor, train.rounding) + undivided_bonus;
  v.legal = true;
  return v;
}

}  // namespace xxroute
