#include "xxroute/route.h"

#include <algorithm>
#include <set>

namespace xxroute {

RouteValue Evaluate(const Network& net, const Train& train, const std::vector<int>& stops) {
  const Board& b = net.board();
  const Company& co = net.company();
  RouteValue v;
  const int n = static_cast<int>(stops.size());
  if (n < 2) {
    v.why = "a route needs at least two stops";
    return v;
  }
  int stations = 0;
  for (int s : stops) stations += net.IsStation(s);
  if (stations == 0) {
    v.why = "no station of " + co.name + " on the route";
    return v;
  }
  const bool home_rule = b.home_bonus() && !co.home.empty() &&
                         std::count(b.home_bonus()->types.begin(), b.home_bonus()->types.end(), co.type);
  std::vector<ScoredStop> scored(n);
  int mines = 0;
  for (int i = 0; i < n; ++i) {
    const Stop& s = b.stops()[stops[i]];
    const std::string& hex = b.hexes()[s.hex].coord;
    ScoredStop& ss = scored[i];
    ss.kind = s.kind;
    ss.value = s.kind == StopKind::kMine ? 0 : s.value;
    if (s.token_revenue >= 0 && s.HasToken(co.name)) ss.value = s.token_revenue;
    if (s.per_token) ss.value = n >= 3 ? s.value * stations : 0;
    ss.pick_bonus = 0;
    if (home_rule && std::count(co.home.begin(), co.home.end(), hex)) ss.pick_bonus += b.home_bonus()->amount;
    for (const auto& hb : co.hex_bonus)
      if (std::count(hb.hexes.begin(), hb.hexes.end(), hex)) ss.pick_bonus += hb.amount;
    if (s.kind == StopKind::kMine) {
      ++mines;
      v.subsidy += s.value;
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
      if (x.paid[i] && net.IsStation(stops[i])) return true;
    return false;
  };
  if (train.paid_stops_need_token && !pays_station(sc)) {
    // Force each station in turn into the paid stops; keep the best.
    constexpr int kForce = 1 << 24;
    Score best;
    for (int i = 0; i < n; ++i) {
      if (!net.IsStation(stops[i])) continue;
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
  std::set<std::string> paid_hexes, paid_tiles;
  for (int i = 0; i < n; ++i)
    if (v.paid[i]) {
      const BoardHex& h = b.hexes()[b.stops()[stops[i]].hex];
      paid_hexes.insert(h.coord);
      if (!h.tile.empty()) paid_tiles.insert(h.tile);
    }
  int plain_bonus = 0, multiplied_bonus = 0, undivided_bonus = 0;
  if (home_rule) {
    bool home_paid = false;
    for (const auto& h : co.home) home_paid = home_paid || paid_hexes.count(h);
    if (home_paid) plain_bonus += b.home_bonus()->amount;
  }
  for (const auto& hb : co.hex_bonus)
    for (const auto& h : hb.hexes)
      if (paid_hexes.count(h)) plain_bonus += hb.amount;
  for (const auto& rb : b.route_bonuses()) {
    int met = 0, lists = 0;
    for (const auto& list : rb.all_of) {
      bool any = false;
      for (const auto& h : list) any = any || paid_hexes.count(h);
      met += any, ++lists;
    }
    for (const auto& list : rb.of_tiles) {
      bool any = false;
      for (const auto& t : list) any = any || paid_tiles.count(t);
      met += any, ++lists;
    }
    if (met < (rb.at_least > 0 ? rb.at_least : lists)) continue;
    int amount = rb.multiplied ? rb.amount * train.multiplier : rb.amount;
    if (!rb.divided) undivided_bonus += amount;
    else if (rb.multiplied) multiplied_bonus += rb.amount;
    else plain_bonus += amount;
  }
  v.bonus = plain_bonus + multiplied_bonus * train.multiplier + undivided_bonus;
  int gross = sc.stop_sum * train.multiplier + plain_bonus + multiplied_bonus * train.multiplier;
  v.revenue = Divide(gross, train.divisor, train.rounding) + undivided_bonus;
  v.legal = true;
  return v;
}

}  // namespace xxroute
