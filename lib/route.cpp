#include "xxroute/route.h"

#include <algorithm>
#include <functional>

namespace xxroute {

namespace {

bool PaysStation(const std::vector<StopScore>& info, const std::vector<int>& stops, const Score& x) {
  for (size_t i = 0; i < stops.size(); ++i)
    if (x.paid[i] && info[stops[i]].station) return true;
  return false;
}

}  // namespace

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
  // Stops with a printed bonus the train may take. When it may take fewer
  // than the route visits, each choice of which to count is scored (routes
  // hold few such stops).
  thread_local std::vector<int> with_bonus;
  with_bonus.clear();
  if (train.stop_bonuses > 0)
    for (int i = 0; i < n; ++i)
      if (info[stops[i]].bonus > 0) with_bonus.push_back(i);
  const int counted = std::min<int>(train.stop_bonuses, static_cast<int>(with_bonus.size()));
  auto objective = [&](const Score& x) { return x.stop_sum * train.multiplier + x.pick_bonus; };
  bool no_station_paid = false;
  auto best_score = [&]() {
    Score sc = ScoreStops(train, scored);
    if (!sc.legal || !train.paid_stops_need_token || PaysStation(info, stops, sc)) return sc;
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
      if (!best.legal || objective(x) > objective(best)) best = x;
    }
    if (!best.legal) no_station_paid = true;
    return best;
  };
  Score sc;
  if (counted == static_cast<int>(with_bonus.size())) {
    for (int i : with_bonus) scored[i].pick_bonus += info[stops[i]].bonus;
    sc = best_score();
  } else {
    // Every choice of `counted` of them (lexicographic combinations).
    std::vector<int> pick(counted);
    for (int k = 0; k < counted; ++k) pick[k] = k;
    for (;;) {
      for (int k : pick) scored[with_bonus[k]].pick_bonus += info[stops[with_bonus[k]]].bonus;
      Score x = best_score();
      for (int k : pick) scored[with_bonus[k]].pick_bonus -= info[stops[with_bonus[k]]].bonus;
      if (x.legal && (!sc.legal || objective(x) > objective(sc))) sc = x;
      if (!x.legal) break;  // legality does not depend on which bonuses count
      int k = counted - 1;
      while (k >= 0 && pick[k] == static_cast<int>(with_bonus.size()) - counted + k) --k;
      if (k < 0) break;
      ++pick[k];
      for (int j = k + 1; j < counted; ++j) pick[j] = pick[j - 1] + 1;
    }
  }
  if (!sc.legal) {
    if (no_station_paid) {
      v.why = "no paid stop holds a station of " + co.name;
      v.subsidy = 0;
      return v;
    }
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
  if (counted > 0) {  // the best `counted` bonuses among the paid stops
    thread_local std::vector<int> earned;
    earned.clear();
    for (int i : with_bonus)
      if (v.paid[i]) earned.push_back(info[stops[i]].bonus);
    std::sort(earned.begin(), earned.end(), std::greater<int>());
    for (int k = 0; k < counted && k < static_cast<int>(earned.size()); ++k) plain_bonus += earned[k];
  }
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
