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

}  // namespace

Assignment BestAssignment(const std::vector<Walk>& walks, const std::vector<bool>& shares,
                          const std::vector<std::vector<Option>>& options, bool least_subsidy) {
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
