#include "assign.h"

#include <algorithm>
#include <cstdint>

namespace ref {

namespace {

// Income first, subsidy second (or its opposite), as one number.
int64_t Key(int income, int subsidy, bool least) {
  return int64_t{income} * (int64_t{1} << 24) + (least ? -subsidy : subsidy);
}

struct Search {
  const std::vector<Walk>& walks;
  const std::vector<std::vector<Option>>& options;
  std::vector<int> order;        // the trains that may not share track
  std::vector<int64_t> bound;    // best key of order[i..] each on its own
  std::vector<int> chosen;       // per train: option index, -1 idle
  Resources used;
  bool least = false;
  int64_t best = INT64_MIN;
  std::vector<int> best_chosen;

  // Every train from order[i] on: idle, or each option that shares nothing
  // with the routes chosen so far. The bound only skips branches that cannot
  // beat the best found, so every better combination is still tried.
  void Run(size_t i, int64_t sum) {
    if (i == order.size()) {
      if (sum > best) best = sum, best_chosen = chosen;
      return;
    }
    if (sum + bound[i] <= best) return;
    const int t = order[i];
    chosen[t] = -1;
    Run(i + 1, sum);
    for (size_t o = 0; o < options[t].size(); ++o) {
      const Walk& w = walks[options[t][o].walk];
      if ((w.used & used).any()) continue;
      used |= w.used;
      chosen[t] = static_cast<int>(o);
      Run(i + 1, sum + Key(options[t][o].income, options[t][o].subsidy, least));
      used &= ~w.used;
    }
    chosen[t] = -1;
  }
};

// With a most-stops bonus: every combination of routes for every train (a
// train that may share track among them, its track neither blocked nor
// blocking), each worth its routes plus the bonus of the one with the most
// stops. The bound: the trains' best routes each, and the bonus of the most
// stops any route left could visit.
struct StopsSearch {
  const std::vector<Walk>& walks;
  const std::vector<std::vector<Option>>& options;
  const std::vector<bool>& shares;
  int per_stop = 0;
  bool least = false;
  std::vector<int64_t> bound;   // best key of trains t.. each on its own
  std::vector<int> stops_after; // the most stops of a route of trains t..
  std::vector<int> chosen;
  Resources used;
  int64_t best = INT64_MIN;
  std::vector<int> best_chosen;

  int64_t Bonus(int stops) const { return Key(per_stop * stops, 0, least); }

  void Run(size_t t, int64_t sum, int most) {
    if (t == options.size()) {
      if (sum + Bonus(most) > best) best = sum + Bonus(most), best_chosen = chosen;
      return;
    }
    if (sum + bound[t] + Bonus(std::max(most, stops_after[t])) <= best) return;
    chosen[t] = -1;
    Run(t + 1, sum, most);
    for (size_t o = 0; o < options[t].size(); ++o) {
      const Walk& w = walks[options[t][o].walk];
      if (!shares[t] && (w.used & used).any()) continue;
      if (!shares[t]) used |= w.used;
      chosen[t] = static_cast<int>(o);
      Run(t + 1, sum + Key(options[t][o].income, options[t][o].subsidy, least),
          std::max(most, static_cast<int>(w.stops.size())));
      if (!shares[t]) used &= ~w.used;
    }
    chosen[t] = -1;
  }
};

Assignment WithMostStops(const std::vector<Walk>& walks, const std::vector<bool>& shares,
                         const std::vector<std::vector<Option>>& options, bool least_subsidy, MostStops most) {
  const size_t trains = options.size();
  StopsSearch s{walks, options, shares, most.per_stop, least_subsidy, {}, {}, std::vector<int>(trains, -1), {},
                INT64_MIN, {}};
  s.bound.assign(trains + 1, 0);
  s.stops_after.assign(trains + 1, 0);
  for (size_t t = trains; t-- > 0;) {
    int64_t top = 0;
    int stops = 0;
    for (const Option& o : options[t]) {
      top = std::max(top, Key(o.income, o.subsidy, least_subsidy));
      stops = std::max(stops, static_cast<int>(walks[o.walk].stops.size()));
    }
    s.bound[t] = s.bound[t + 1] + top;
    s.stops_after[t] = std::max(s.stops_after[t + 1], stops);
  }
  s.Run(0, 0, most.already);
  Assignment a;
  int longest = most.already;
  for (size_t t = 0; t < trains; ++t) {
    const int o = s.best_chosen[t];
    a.walk.push_back(o < 0 ? -1 : options[t][o].walk);
    if (o < 0) continue;
    a.income += options[t][o].income, a.subsidy += options[t][o].subsidy;
    longest = std::max(longest, static_cast<int>(walks[options[t][o].walk].stops.size()));
  }
  for (size_t t = 0; t < trains && longest > most.already; ++t)
    if (a.walk[t] >= 0 && static_cast<int>(walks[a.walk[t]].stops.size()) == longest && a.most_stops_train < 0)
      a.most_stops_train = static_cast<int>(t);
  if (longest > 0) a.most_stops = most.per_stop * longest, a.income += a.most_stops;
  return a;
}

}  // namespace

Assignment BestAssignment(const std::vector<Walk>& walks, const std::vector<bool>& shares,
                          const std::vector<std::vector<Option>>& options, bool least_subsidy, MostStops most) {
  if (most.per_stop > 0) return WithMostStops(walks, shares, options, least_subsidy, most);
  const size_t trains = options.size();
  Search s{walks, options, {}, {}, std::vector<int>(trains, -1), {}, least_subsidy, INT64_MIN, {}};
  for (size_t t = 0; t < trains; ++t)
    if (!shares[t]) s.order.push_back(static_cast<int>(t));
  s.bound.assign(s.order.size() + 1, 0);
  for (size_t i = s.order.size(); i-- > 0;) {
    int64_t top = 0;
    for (const Option& o : options[s.order[i]]) top = std::max(top, Key(o.income, o.subsidy, least_subsidy));
    s.bound[i] = s.bound[i + 1] + top;
  }
  s.Run(0, 0);
  std::vector<int> chosen = s.best_chosen;
  // A train that shares track runs its own best route, whatever the others do.
  for (size_t t = 0; t < trains; ++t) {
    if (!shares[t]) continue;
    int64_t top = 0;
    for (size_t o = 0; o < options[t].size(); ++o)
      if (int64_t k = Key(options[t][o].income, options[t][o].subsidy, least_subsidy); k > top) top = k, chosen[t] = static_cast<int>(o);
  }
  Assignment a;
  for (size_t t = 0; t < trains; ++t) {
    const int o = chosen[t];
    a.walk.push_back(o < 0 ? -1 : options[t][o].walk);
    if (o >= 0) a.income += options[t][o].income, a.subsidy += options[t][o].subsidy;
  }
  return a;
}

}  // namespace ref
