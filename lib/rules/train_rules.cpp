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

std::string BankTrain(const Game& g, int phase) {
  if (phase < 0 || phase >= static_cast<int>(g.phases.size())) return "";
  const std::string& on = g.phases[phase].on;
  if (!on.empty() || phase > 0) return on;
  if (!g.train_cards.empty()) return g.train_cards.front().card;
  return g.trains.empty() ? "" : g.trains.front().name;
}

bool SoldEarly(const Game& g, const std::string& train, int phase) {
  const TrainOffer* o = g.FindOffer(train);
  return o && !o->available_on.empty() && g.PhaseIndex(o->available_on) <= phase;
}

Rust TrainRusted(const Game& g, const std::string& train, int phase) {
  Rust rust;
  const TrainOffer* offer = g.FindOffer(train);
  if (!offer) return rust;
  for (const auto& r : offer->rusts_on) {
    const int at = PhaseOpenedBy(g, r);
    if (at >= 0 && at <= phase) return {Rust::kYes, r, at};
    if (SoldEarly(g, r, phase) && at < 0 && rust.state == Rust::kNo) rust = {Rust::kMaybe, r, -1};
  }
  return rust;
}

}  // namespace xxroute
