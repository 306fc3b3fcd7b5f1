// SolveFixed: the declared routes checked, every way to run them together
// found, and the other trains searched around each (SolveOptions::fixed).
#include "xxroute/solve_fixed.h"

#include <algorithm>
#include <set>

namespace xxroute {

namespace {

// Every way to run the fixed routes together without sharing track: the
// track they take, once per distinct set. Trains that may share track take
// none. Stops at kMaxFixedAlternatives (`*all` false).
std::vector<std::vector<uint64_t>> Alternatives(const Network& net, const CheckResult& check, bool* all) {
  const int words = ResourceWords(net);
  std::set<std::vector<uint64_t>> found;
  std::vector<uint64_t> used(words, 0);
  *all = true;
  auto place = [&](auto&& self, size_t i) -> void {
    if (!*all) return;
    if (i == check.routes.size()) {
      found.insert(used);
      if (found.size() >= kMaxFixedAlternatives) *all = false;
      return;
    }
    const RouteVerdict& v = check.routes[i];
    if (v.route.train->shares_track) return self(self, i + 1);
    for (const Walk& w : v.ways) {
      bool clash = false;
      for (int k = 0; k < words && !clash; ++k) clash = w.resources[k] & used[k];
      if (clash) continue;
      for (int k = 0; k < words; ++k) used[k] |= w.resources[k];
      self(self, i + 1);
      for (int k = 0; k < words; ++k) used[k] &= ~w.resources[k];
    }
  };
  place(place, 0);
  return {found.begin(), found.end()};
}

// The links of a way of route `v` that lies inside `track`.
std::vector<int> LinksWithin(const RouteVerdict& v, const std::vector<uint64_t>& track) {
  for (const Walk& w : v.ways) {
    bool inside = true;
    for (size_t k = 0; k < track.size() && inside; ++k) inside = (w.resources[k] & ~track[k]) == 0;
    if (inside) return w.links;
  }
  return v.route.links;
}

}  // namespace

FixedSolve SolveFixed(const Network& net, const std::vector<DeclaredRoute>& declared, const SolveOptions& options) {
  FixedSolve out;
  out.check = CheckRoutes(net, declared);
  if (!out.check.legal) return out;
  FixedRoutes fixed;
  for (const RouteVerdict& v : out.check.routes) {
    fixed.slots.push_back(v.route.train_slot);
    fixed.most_stops = std::max(fixed.most_stops, static_cast<int>(v.route.stops.size()));
  }
  bool all = true;
  fixed.alternatives = Alternatives(net, out.check, &all);
  SolveOptions with = options;
  int chosen = 0;
  with.fixed = &fixed;
  with.fixed_alternative = &chosen;
  Result others = Solve(net, with);

  // The fixed routes, on the way the best answer runs them, then the others,
  // in the company's train order.
  std::vector<std::pair<Route, bool>> routes;
  for (const RouteVerdict& v : out.check.routes) {
    Route r = v.route;
    if (!r.train->shares_track) r.links = LinksWithin(v, fixed.alternatives[chosen]);
    routes.push_back({std::move(r), true});
  }
  for (Route& r : others.routes) routes.push_back({std::move(r), false});
  std::stable_sort(routes.begin(), routes.end(),
                   [](const auto& a, const auto& b) { return a.first.train_slot < b.first.train_slot; });
  std::vector<Route*> set;
  for (auto& [r, is_fixed] : routes) set.push_back(&r);
  ScoreMostStops(net, set);  // (over the whole set: the check and the search each saw a part)
  out.result = std::move(others);
  out.result.routes.clear();
  out.result.income = out.result.subsidy = 0;
  out.result.optimal = out.result.optimal && all;
  for (auto& [r, is_fixed] : routes) {
    out.result.income += r.value.revenue;
    out.result.subsidy += r.value.subsidy;
    out.result.routes.push_back(std::move(r));
    out.fixed.push_back(is_fixed);
  }
  return out;
}

}  // namespace xxroute
