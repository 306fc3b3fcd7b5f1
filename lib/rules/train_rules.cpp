// The train facts every train rule reads (xxroute/train_rules.h).
#include "xxroute/train_rules.h"

namespace xxroute {

std::vector<std::string> TrainsOwned(const Company& company) {
  std::vector<std::string> v;
  for (const Train* t : company.trains) v.push_back(t->name);
  v.insert(v.end(), company.owned_only.begin(), company.owned_only.end());
  return v;
}

int PhaseOpenedBy(const Game& g, const std::string& train_or_card) {
  for (size_t i = 0; i < g.phases.size(); ++i)
    if (g.phases[i].on == train_or_card) return static_cast<int>(i);
  return -1;
}

}  // namespace xxroute
