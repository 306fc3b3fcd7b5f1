#include "xxroute/solver.h"

#include <algorithm>
#include <chrono>
#include <cstdint>

#include "candidates.h"
#include "xxroute/assign.h"
#include "xxroute/error.h"
#include "xxroute/solve_fixed.h"

namespace xxroute {

namespace {

using Clock = std::chrono::steady_clock;

// The distinct train types of the company, by name.
std::vector<const Train*> TrainTypes(const Company& c, std::vector<int>* type_of_slot) {
  std::vector<const Train*> types;
  for (const Train* t : c.trains) {
    int found = -1;
    for (size_t i = 0; i < types.size(); ++i)
      if (types[i]->name == t->name) found = static_cast<int>(i);
    if (found < 0) found = static_cast<int>(types.size()), types.push_back(t);
    type_of_slot->push_back(found);
  }
  return types;
}

// Whether two tracks (bitsets of `words` words) share a piece.
bool Overlaps(const uint64_t* a, const uint64_t* b, int words) {
  for (int i = 0; i < words; ++i)
    if (a[i] & b[i]) return true;
  return false;
}

// `solve --fix`: some routes kept as run, the others' best around them
// (SolveFixed); refused where the routes kept break a rule.
Result SolveAroundKept(const Network& net, const SolveOptions& options) {
  SolveOptions rest = options;
  rest.keep_routes = nullptr;
  FixedSolve kept = SolveFixed(net, *options.keep_routes, rest);
  if (!kept.check.legal) {
    const std::string& source = options.keep_routes->empty() ? "" : options.keep_routes->front().source;
    throw InputError(source.empty() ? net.board().file() : source, kept.check.error_line, kept.check.error);
  }
  kept.result.company = net.company().name;
  return kept.result;
}

// Whether the train in `slot` runs a fixed route (SolveOptions::fixed).
bool IsFixed(const SolveOptions& options, int slot) {
  return options.fixed && std::count(options.fixed->slots.begin(), options.fixed->slots.end(), slot) > 0;
}

// The company's trains: the type of each, and the order the search takes them in.
struct TrainSlots {
  std::vector<int> type_of_slot;  // per train of the company (its slot): its type
  std::vector<int> order;         // the slots the assignment searches, in its order
  std::vector<int> slot_type;     // per place in `order`: its train's type
};

// The search's order: strongest trains first; identical trains next to each
// other. A train that may share track (18CZ Moravia-Silesia private 3E) stays
// out of the assignment: it runs its best route whatever the others run. So
// does a train whose route is fixed (SolveOptions::fixed).
void SearchOrder(const Company& company, const std::vector<std::vector<Candidate>>& by_type,
                 const SolveOptions& options, TrainSlots* slots) {
  const std::vector<int>& type_of_slot = slots->type_of_slot;
  std::vector<int>& order = slots->order;
  for (size_t i = 0; i < type_of_slot.size(); ++i)
    if (!company.trains[i]->shares_track && !IsFixed(options, static_cast<int>(i))) order.push_back(static_cast<int>(i));
  auto top = [&](int slot) {
    const auto& c = by_type[type_of_slot[slot]];
    return c.empty() ? int64_t{0} : c[0].score;
  };
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (top(a) != top(b)) return top(a) > top(b);
    return type_of_slot[a] < type_of_slot[b];
  });
  for (int s : order) slots->slot_type.push_back(type_of_slot[s]);
}

// The best assignment: the search, once, or once per way to run the fixed
// routes (their track taken away from every candidate); the best alternative
// wins, the first of equals. `kept`: per type, the candidates the best search
// saw; the search nodes and whether it was cut go into `result`.
Assignment BestAssignment(const Candidates& found, const std::vector<int>& slot_type, const SolveOptions& options,
                          Result* result, std::vector<std::vector<int>>* kept) {
  const RouteStore& pool = found.routes;
  const std::vector<std::vector<Candidate>>& by_type = found.by_type;
  const size_t types = by_type.size();
  Assignment a;
  const size_t alternatives = options.fixed ? options.fixed->alternatives.size() : 1;
  for (size_t alt = 0; alt < alternatives; ++alt) {
    const uint64_t* taken = options.fixed ? options.fixed->alternatives[alt].data() : nullptr;
    AssignInput in;
    in.words = pool.words;
    in.track = pool.track.data();
    in.types.resize(types);
    std::vector<std::vector<int>> seen(types);
    for (size_t t = 0; t < types; ++t)
      for (size_t k = 0; k < by_type[t].size(); ++k) {
        const Candidate& c = by_type[t][k];
        if (taken && Overlaps(pool.Track(c.route), taken, pool.words)) continue;
        in.types[t].score.push_back(c.score), in.types[t].track.push_back(c.route);
        seen[t].push_back(static_cast<int>(k));
      }
    in.slot_type = slot_type;
    in.time_limit = options.time_limit;  // (counted from here: the search, not the walk)
    Assignment got = Assign(in);
    result->stats.nodes += got.nodes;
    result->optimal = result->optimal && !got.cut;
    if (alt == 0 || got.value > a.value) {
      a = std::move(got);
      *kept = std::move(seen);
      if (options.fixed_alternative) *options.fixed_alternative = static_cast<int>(alt);
    }
  }
  return a;
}

// The routes run, reported in the company's train order: the assignment's,
// and each train's that shares track (its best route); their income and
// subsidy added up.
void AddRoutesRun(const Network& net, const Candidates& found, const TrainSlots& slots, const Assignment& a,
                  const std::vector<std::vector<int>>& kept, const SolveOptions& options, Result* result) {
  const Company& company = net.company();
  const RouteStore& pool = found.routes;
  const std::vector<std::vector<Candidate>>& by_type = found.by_type;
  const std::vector<int>& type_of_slot = slots.type_of_slot;
  std::vector<Route> by_slot(type_of_slot.size());
  auto run = [&](int slot, const Candidate& c) {
    Route& r = by_slot[slot];
    r.train = company.trains[slot];
    r.train_slot = slot;
    r.stops.assign(pool.Stops(c.route).begin(), pool.Stops(c.route).end());
    r.links.assign(pool.Links(c.route).begin(), pool.Links(c.route).end());
    r.value = Evaluate(net, *r.train, r.stops);  // (candidates keep only the score)
  };
  for (size_t i = 0; i < slots.order.size(); ++i)
    if (int choice = a.choice[i]; choice >= 0)
      run(slots.order[i], by_type[slots.slot_type[i]][kept[slots.slot_type[i]][choice]]);
  for (size_t slot = 0; slot < type_of_slot.size(); ++slot)  // trains sharing track: their best route
    if (company.trains[slot]->shares_track && !IsFixed(options, static_cast<int>(slot)) &&
        !by_type[type_of_slot[slot]].empty())
      run(static_cast<int>(slot), by_type[type_of_slot[slot]][0]);
  for (auto& r : by_slot) {
    if (!r.train) continue;
    result->income += r.value.revenue;
    result->subsidy += r.value.subsidy;
    result->routes.push_back(std::move(r));
  }
}

}  // namespace

Result Solve(const Network& net, const SolveOptions& options) {
  if (options.keep_routes) return SolveAroundKept(net, options);  // some routes kept as run: the others' best around them
  const auto t0 = Clock::now();
  const Company& company = net.company();
  Result result;
  result.company = company.name;
  TrainSlots slots;
  std::vector<const Train*> types = TrainTypes(company, &slots.type_of_slot);
  if (types.empty()) return result;

  Candidates found = FindCandidates(net, types, options);
  result.stats.walks = found.walks;
  for (const auto& cands : found.by_type) result.stats.candidates += static_cast<long>(cands.size());

  SearchOrder(company, found.by_type, options, &slots);
  std::vector<std::vector<int>> kept(types.size());  // per type: the candidates the best search saw
  const Assignment a = BestAssignment(found, slots.slot_type, options, &result, &kept);
  AddRoutesRun(net, found, slots, a, kept, options, &result);
  result.stats.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  return result;
}

}  // namespace xxroute
