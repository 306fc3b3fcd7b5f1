// The train facts every train rule reads (xxroute/train_rules.h).
#include "xxroute/train_rules.h"

#include <algorithm>

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

const std::string& CardOfFace(const Game& g, const std::string& train) {
  const TrainOffer* o = g.FindOffer(train);
  return o && !o->face_of.empty() ? o->face_of : train;
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

namespace {

// Whether the bank's stock of `pos` says a train `r` was bought: true or
// false where it follows the stock and the game counts that train, else none.
std::optional<bool> BoughtFromBank(const Game& g, const Position* pos, const std::string& r) {
  if (!pos || !pos->bank_trains) return std::nullopt;
  const TrainOffer* o = g.FindOffer(r);
  const std::optional<int> count = o ? o->CountFor(pos->players.value_or(0)) : std::nullopt;
  if (!count) return std::nullopt;
  int left = 0;
  for (const auto& [name, n] : *pos->bank_trains)
    if (name == r) left = n;
  return left < *count;
}

}  // namespace

Rust TrainRusted(const Game& g, const std::string& train, int phase, const Position* pos) {
  Rust rust;
  const TrainOffer* offer = g.FindOffer(train);
  if (!offer) return rust;
  for (const auto& r : offer->rusts_on) {
    const int at = PhaseOpenedBy(g, r);
    if (at >= 0 && at <= phase) return {Rust::kYes, r, at};
    if (!SoldEarly(g, r, phase) || at >= 0) continue;
    const std::optional<bool> bought = BoughtFromBank(g, pos, r);
    if (bought && *bought) return {Rust::kYes, r, -1};
    if (!bought && rust.state == Rust::kNo) rust = {Rust::kMaybe, r, -1};
  }
  return rust;
}

void TrainsAfter(const Game& g, const std::vector<std::string>& owned, const std::vector<std::string>& bought,
                 int from_phase, int to_phase, std::vector<std::string>* removed,
                 std::vector<std::pair<std::string, std::string>>* obsolete) {
  // A train rusts when the first train of a kind it names is bought.
  std::vector<bool> gone(owned.size(), false);
  for (size_t i = 0; i < owned.size(); ++i) {
    const TrainOffer* o = g.FindOffer(owned[i]);
    if (!o) continue;
    for (const auto& b : bought)
      if (std::count(o->rusts_on.begin(), o->rusts_on.end(), b)) gone[i] = true;
    if (gone[i]) removed->push_back(owned[i]);
  }
  // Trains the phases on the way turn obsolete.
  for (int p = from_phase + 1; p <= to_phase && p < static_cast<int>(g.phases.size()); ++p)
    for (const auto& name : g.phases[p].obsolete)
      for (size_t i = 0; i < owned.size(); ++i)
        if (!gone[i] && owned[i] == name) {
          const Train* t = g.FindTrain(name);
          obsolete->push_back({name, t && !t->obsolete_as.empty() ? t->obsolete_as : name});
        }
}

std::string TurnsObsolete(const std::string& from, const std::string& to) {
  return from + " turns " + (to == from ? "obsolete" : to);
}

int TrainLimitCount::Over(int more) const { return limit ? std::max(0, owned + more - *limit) : 0; }

// The trains that count against the limit: all but those obsolete in place
// where the game leaves them out (rules: obsolete_trains count_for_limit;
// 1846, 18xx.games base.rb num_corp_trains).
std::vector<std::string> TrainsCounted(const Game& g, int phase, const Company& company) {
  std::vector<std::string> out;
  for (const std::string& t : TrainsOwned(company))
    if (g.obsolete_count_for_limit || !g.ObsoleteInPlace(phase, t)) out.push_back(t);
  return out;
}

TrainLimitCount TrainLimitOf(const Game& g, int phase, const Company& company) {
  TrainLimitCount c;
  c.owned = static_cast<int>(TrainsCounted(g, phase, company).size());
  if (phase >= 0 && phase < static_cast<int>(g.phases.size())) c.limit = g.phases[phase].TrainLimit(company.type);
  return c;
}

std::vector<Excess> OverLimit(const Board& board) {
  std::vector<Excess> out;
  const Game* g = board.game();
  if (!g) return out;
  const int phase = g->PhaseIndex(board.position().phase);
  if (phase < 0) return out;
  for (const Company& co : board.companies()) {
    if (board.position().Closed(co.name)) continue;
    if (const TrainLimitCount c = TrainLimitOf(*g, phase, co); c.Over() > 0)
      out.push_back({co.name, TrainsCounted(*g, phase, co), *c.limit});
  }
  return out;
}

std::string ExcessGoes(const Game& g) {
  // (the game's rules: excess_trains, with its rulebook line)
  const std::string goes = g.excess_trains_removed  ? "is removed from the game"
                           : g.excess_trains_pooled ? "goes to the bank's pool"
                                                    : "goes to the bank";
  return g.excess_trains_rule.empty() ? goes : goes + " (" + g.excess_trains_rule + ")";
}

std::string BorrowRefusal(const Game& g, const CompanySpec& c, const std::string& train) {
  auto gc = g.companies.find(c.name);
  if (gc == g.companies.end() || gc->second.forms_on.empty())
    return g.Line("national_borrows") + ": only the national (formed of others) borrows a train, not " + c.name;
  if (!c.trains.empty()) return g.Line("national_borrows") + ": " + c.name + " owns a train: it borrows one only when it has none";
  const TrainOffer* o = g.FindOffer(train);
  if (!o || o->price <= 0) return train + " is no train the bank sells";
  return "";
}

}  // namespace xxroute
