#include "coverage.h"

#include <algorithm>

namespace ref {

std::set<std::string> FeaturesOf(const Board& b) {
  std::set<std::string> f;
  f.insert(std::string("layout ") + LayoutName(b.layout));
  for (const Hex& h : b.hexes) {
    if (!h.junctions.empty()) f.insert("junction");
    if (h.stops.empty() && !h.paths.empty()) f.insert("plain track hex");
    if (h.stops.size() >= 2) f.insert("two stops in a hex");
    for (const Path& p : h.paths) {
      if (p.terminal) f.insert("terminal path");
      if (p.lanes > 1) f.insert("lanes: 2");
    }
    for (const Stop& s : h.stops) {
      f.insert(std::string("stop ") + KindName(s.kind));
      if (!s.by_colour.empty()) f.insert("revenue by colour");
      if (!s.group.empty()) f.insert("group");
      if (s.per_token) f.insert("per_token");
      if (s.token_revenue >= 0) f.insert("token_revenue");
      if (s.pass_through) f.insert("pass_through mine");
      if (s.bonus) f.insert("stop bonus");
      const bool mine = std::count(s.tokens.begin(), s.tokens.end(), b.runner) > 0;
      if (mine && s.kind == Kind::kMine) f.insert("station on a mine");
      if (!mine && s.kind == Kind::kCity && !s.tokens.empty() && static_cast<int>(s.tokens.size()) >= s.slots)
        f.insert("blocked city");
      if (mine && s.tokens.size() > 1) f.insert("city shared with another company");
    }
  }
  for (const Train& t : b.trains) {
    if (t.rows.empty()) f.insert(t.distance == 999 ? "diesel" : "plain distance");
    else f.insert("rows");
    for (const Row& r : t.rows) {
      if (r.pay >= 0) f.insert("row pay");
      if (r.Lists(Kind::kMine)) f.insert("row lists mine");
    }
    if (t.pay_total >= 0) f.insert("pay_total");
    if (!t.pay_first.empty()) f.insert("pay_first");
    if (t.paid_stops_need_token) f.insert("paid_stops_need_token");
    if (t.multiplier > 1) f.insert("multiplier");
    if (t.divisor > 1) f.insert("divisor rounding " + (t.rounding.empty() ? std::string("omitted") : t.rounding));
    if (t.must_visit_mine) f.insert("must_visit mine");
    if (t.stop_bonuses >= 0) f.insert("stop_bonuses " + std::to_string(t.stop_bonuses));
    if (t.shares_track) f.insert("shares_track");
    if (!t.revenue_key.empty()) f.insert("revenue_key");
  }
  const Company& x = b.RunningCompany();
  f.insert(std::to_string(x.trains.size()) + " trains");
  for (size_t i = 0; i < x.trains.size(); ++i)
    for (size_t j = i + 1; j < x.trains.size(); ++j)
      if (x.trains[i] == x.trains[j]) f.insert("same train twice");
  if (!x.hex_bonus.empty()) f.insert("hex_bonus");
  if (x.most_stops_per_stop > 0) f.insert("most_stops_bonus");
  if (!x.type.empty()) f.insert("company type");
  if (!x.home.empty()) f.insert("home");
  for (const RouteBonus& rb : b.route_bonuses) {
    f.insert("route bonus");
    if (rb.at_least > 0) f.insert("route bonus at_least");
    if (rb.multiplied) f.insert("route bonus multiplied");
    if (!rb.divided) f.insert("route bonus divided: false");
  }
  if (b.home_bonus.given) {
    f.insert(b.home_bonus.has_types ? "home_bonus with types" : "home_bonus for every company");
    const bool applies = !b.home_bonus.has_types ||
                         std::count(b.home_bonus.types.begin(), b.home_bonus.types.end(), x.type) > 0;
    if (applies && !x.home.empty()) f.insert("home_bonus applies");
  }
  return f;
}

}  // namespace ref
