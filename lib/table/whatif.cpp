#include "xxroute/whatif.h"

#include <cstdint>

#include <algorithm>
#include <functional>
#include <set>
#include <sstream>

#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/game.h"
#include "treasury.h"

namespace xxroute {

namespace {

// A company over its train limit gives trains back to the bank, its owner
// choosing which: every way to keep `keep` of them is solved and the best
// kept (the most income, then subsidy; the first such in order).
void KeepBest(int keep, const SolveOptions& options, const Applied& applied, Outcome* o) {
  const LoadedPosition& bought = *applied.loaded;
  const std::string& company = bought.company().name;
  const std::vector<TrainRef> all = bought.position().FindCompany(company)->trains;
  const int n = static_cast<int>(all.size());
  std::set<std::vector<std::string>> tried;
  std::vector<int> pick(keep);
  for (int k = 0; k < keep; ++k) pick[k] = k;
  bool have = false;
  int64_t best_key = -1;
  std::string best_given;
  for (;;) {
    std::vector<TrainRef> kept;
    std::vector<std::string> names;
    for (int k : pick) kept.push_back(all[k]), names.push_back(all[k].name);
    std::sort(names.begin(), names.end());
    if (tried.insert(names).second) {
      Position pos = bought.position();
      pos.FindCompany(company)->trains = kept;
      auto lp = bought.Load(std::move(pos), {company, LoadOptions::kCompany, LoadOptions::kNoAudit});
      Result r = Solve(lp->network(), options);
      const int64_t key = IncomeRank(r.income, r.subsidy);
      if (!have || key > best_key) {
        have = true, best_key = key;
        o->loaded = std::move(lp);
        o->result = std::move(r);
        best_given.clear();
        std::vector<bool> in(n, false);
        for (int k : pick) in[k] = true;
        for (int i = 0; i < n; ++i)
          if (!in[i]) best_given += (best_given.empty() ? "" : ", ") + all[i].name;
      }
    }
    int k = keep - 1;
    while (k >= 0 && pick[k] == n - keep + k) --k;
    if (k < 0) break;
    ++pick[k];
    for (int j = k + 1; j < keep; ++j) pick[j] = pick[j - 1] + 1;
  }
  o->notes += (o->notes.empty() ? "" : "; ") + ("gives " + best_given + " back, keeping the best " +
                                                 std::to_string(keep));
}

// Whether `net`'s company runs the same trains as `base`'s, in the same order.
bool RunsSameTrains(const Network& net, const Network& base) {
  bool same = net.company().trains.size() == base.company().trains.size();
  for (size_t t = 0; same && t < net.company().trains.size(); ++t)
    same = net.company().trains[t]->name == base.company().trains[t]->name;
  return same;
}

// The answer as it is, for a network of the same shape and values: its
// routes' links are indices into that network, not the base's, so they are
// re-found by checking the same stops. False when they do not check for the
// same income.
bool ReuseAnswer(const SolvedBase& as_is, const Network& net, Outcome* o) {
  o->result = as_is.result;
  o->result.stats = SolveStats{};
  std::vector<DeclaredRoute> declared;
  for (const auto& r : o->result.routes) {
    DeclaredRoute d{r.train->name, {}, 0};
    for (int s : r.stops) d.stops.push_back(as_is.loaded->board().stops()[s].label);
    declared.push_back(d);
  }
  CheckResult c = CheckRoutes(net, declared);
  if (!c.legal || c.income != o->result.income) return false;
  o->result.routes.clear();
  for (auto& v : c.routes) o->result.routes.push_back(v.route);
  return true;
}

// One change made and solved: over the train limit, every way to keep the
// trains; on the same network and trains as the base, the base's answer, no
// search; otherwise a search of its own, which scores only the routes over
// what the change touched and carries the base's others over.
void SolveChange(const SolvedBase& as_is, const Change& change, const SolveOptions& options, Outcome* o) {
  Applied applied = ApplyChange(*as_is.loaded, change);
  o->cost = applied.cost;
  for (const auto& c : applied.costs) o->cost_text += (o->cost_text.empty() ? "" : ", ") + c;
  for (const auto& n : applied.notes) o->notes += (o->notes.empty() ? "" : "; ") + n;
  if (applied.keep >= 0) {  // over the limit: the trains whose keeping earns most
    KeepBest(applied.keep, options, applied, o);
    o->ok = true;
    return;
  }
  o->loaded = std::move(applied.loaded);
  const Network& net = o->loaded->network();
  // The same network and trains as the base: the same answer, no search.
  if (RunsSameTrains(net, as_is.loaded->network()) && o->loaded->position().phase == as_is.loaded->position().phase &&
      as_is.known && SameRoutes(*as_is.known, net) && ReuseAnswer(as_is, net, o)) {
    o->ok = true;
    return;
  }
  SolveOptions carry = options;
  carry.known = as_is.known.get();
  o->result = Solve(net, carry);
  o->ok = true;
}

}  // namespace

SolvedBase SolveBase(const LoadedPosition& base, const SolveOptions& options) {
  SolvedBase out;
  out.loaded = &base;
  SolveOptions keep = options;
  keep.keep_known = &out.known;
  out.result = Solve(base.network(), keep);
  return out;
}

std::vector<Outcome> RankChanges(const SolvedBase& base, const std::vector<Change>& changes,
                                 const SolveOptions& options) {
  std::vector<Outcome> out(changes.size());
#pragma omp parallel for schedule(dynamic, 1)
  for (size_t i = 0; i < changes.size(); ++i) {
    Outcome& o = out[i];
    o.change = changes[i].name;
    try {
      SolveChange(base, changes[i], options, &o);
    } catch (const CannotPay& e) {
      o.error = e.what();
      o.failure = e;
      o.unaffordable = true;
    } catch (const InputError& e) {
      o.error = e.what();
      o.failure = e;
    } catch (const std::exception& e) {
      o.failure = InputError(base.loaded->position().file, 0, o.change + ": " + e.what());
      o.error = o.failure->what();
    }
  }
  return out;
}

std::vector<Outcome> RunChanges(std::unique_ptr<LoadedPosition> base, const std::vector<Change>& changes,
                                const SolveOptions& options) {
  std::vector<Outcome> out(1);
  out[0].change = "as is";
  out[0].loaded = std::move(base);
  SolvedBase solved;
  try {
    solved = SolveBase(*out[0].loaded, options);
  } catch (const InputError& e) {
    out[0].error = e.what();
    out[0].failure = e;
    return out;
  }
  out[0].result = solved.result;
  out[0].ok = true;
  for (Outcome& o : RankChanges(solved, changes, options)) out.push_back(std::move(o));
  return out;
}

}  // namespace xxroute
