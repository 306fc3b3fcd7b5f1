#include "xxroute/solver.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>

#include "candidates.h"
#include "known_routes.h"
#include "xxroute/assign.h"
#include "xxroute/enumerate.h"
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

// The company's most-stops bonus in the search (Company::most_stops; the
// rule itself: ScoreMostStops, route.h).
//
// Why it is exact. With b the bonus per stop (in IncomeRank units), the
// company earns the most, over the sets of routes its trains may run, of
// the sum of their scores plus b x the stops of the route visiting the most.
// That last term is the most of b x stops(d) over the routes d of the set,
// so the optimum is the most over a set and one route d of it, "designated",
// of the sum plus b x stops(d): designating a route with fewer stops only
// earns less. The designated route is outside the assignment (a route run as
// fixed, or the route of a train that shares track, which runs whatever the
// others run) or one of the assignment's:
//  - outside, it adds at most `outside`: b x the most stops of a fixed
//    route, or for a train sharing track its best score + b x stops less its
//    best score (it may run another route to earn the bonus);
//  - inside, each candidate route has a copy, "designated", scored its
//    score + b x stops - outside, which runs one more piece of track that
//    every copy runs: no two copies are chosen together, and none with its
//    own plain route. Copies scored no more than their route are left out
//    (designating them never beats designating outside).
// The assignment's best plus `outside` is then the optimum: an assignment
// with a copy designates that route, one without designates the outside
// route. To the search the copies' piece of track is track like any other,
// so every bound of assign_search.cpp holds as it is; without the bonus the
// search is the same as before.
struct MostStopsSearch {
  int64_t per_stop = 0;      // b, in IncomeRank units (0: no bonus)
  int64_t outside = 0;       // what designating a route outside the assignment adds at most
  int outside_slot = -1;     // the sharing train whose route adds it (-1: a fixed route, or none)
  int outside_route = -1;    // that train's route (its place among its type's candidates)
  int words = 0;             // a route's track with the designated copies' piece
  std::vector<uint64_t> track;  // per route of the pool: its track, then its copy's (words each)
};

// A route the assignment may choose: a candidate of its type (its place),
// or that candidate's designated copy.
struct Pick {
  int k = -1;
  bool designated = false;
};

MostStopsSearch MostStopsFor(const Network& net, const Candidates& found, const TrainSlots& slots,
                             const SolveOptions& options) {
  MostStopsSearch m;
  const Company& company = net.company();
  m.per_stop = IncomeRank(company.most_stops.per_stop, 0);
  if (m.per_stop <= 0) return m;
  const RouteStore& pool = found.routes;
  if (options.fixed) m.outside = m.per_stop * options.fixed->most_stops;
  for (size_t slot = 0; slot < slots.type_of_slot.size(); ++slot) {
    if (!company.trains[slot]->shares_track || IsFixed(options, static_cast<int>(slot))) continue;
    const std::vector<Candidate>& cands = found.by_type[slots.type_of_slot[slot]];
    const int64_t plain = cands.empty() ? 0 : std::max<int64_t>(cands[0].score, 0);
    for (size_t k = 0; k < cands.size(); ++k)
      if (const int64_t gain = cands[k].score + m.per_stop * static_cast<int64_t>(pool.StopCount(cands[k].route)) - plain;
          gain > m.outside)
        m.outside = gain, m.outside_slot = static_cast<int>(slot), m.outside_route = static_cast<int>(k);
  }
  // The copies' piece of track: the first after the network's.
  const int piece = net.resource_count();
  m.words = piece / 64 + 1;
  const size_t routes = static_cast<size_t>(pool.size());
  m.track.assign(2 * routes * m.words, 0);
  for (size_t r = 0; r < routes; ++r) {
    std::copy(pool.Track(r), pool.Track(r) + pool.words, m.track.begin() + r * m.words);
    std::copy(pool.Track(r), pool.Track(r) + pool.words, m.track.begin() + (routes + r) * m.words);
    m.track[(routes + r) * m.words + piece / 64] |= uint64_t{1} << (piece % 64);
  }
  return m;
}

// One type's routes for the assignment, best first: its candidates that
// keep off `taken` (scores above 0), and where the bonus applies, the
// designated copies (ties: by candidate, the plain route first).
void TypeRoutes(const RouteStore& pool, const std::vector<Candidate>& cands, const uint64_t* taken,
                const MostStopsSearch& m, TrainRoutes* out, std::vector<Pick>* seen) {
  struct Entry {
    int64_t score;
    int k;
    bool designated;
  };
  std::vector<Entry> entries;
  for (size_t k = 0; k < cands.size(); ++k) {
    const Candidate& c = cands[k];
    if (taken && Overlaps(pool.Track(c.route), taken, pool.words)) continue;
    if (m.per_stop == 0) {  // (the candidates as they are, in their order)
      out->score.push_back(c.score), out->track.push_back(c.route), seen->push_back({static_cast<int>(k), false});
      continue;
    }
    if (c.score > 0) entries.push_back({c.score, static_cast<int>(k), false});
    if (const int64_t extra = m.per_stop * static_cast<int64_t>(pool.StopCount(c.route)) - m.outside; extra > 0)
      entries.push_back({c.score + extra, static_cast<int>(k), true});
  }
  std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.score > b.score; });
  const int routes = pool.size();
  for (const Entry& e : entries) {
    out->score.push_back(e.score);
    out->track.push_back(cands[e.k].route + (e.designated ? routes : 0));
    seen->push_back({e.k, e.designated});
  }
}

// The best assignment: the search, once, or once per way to run the fixed
// routes (their track taken away from every candidate); the best alternative
// wins, the first of equals. `kept`: per type, the routes the best search
// saw; the search nodes and whether it was cut go into `result`.
Assignment BestAssignment(const Candidates& found, const std::vector<int>& slot_type, const SolveOptions& options,
                          const MostStopsSearch& most, Result* result, std::vector<std::vector<Pick>>* kept) {
  const RouteStore& pool = found.routes;
  const std::vector<std::vector<Candidate>>& by_type = found.by_type;
  const size_t types = by_type.size();
  Assignment a;
  const size_t alternatives = options.fixed ? options.fixed->alternatives.size() : 1;
  for (size_t alt = 0; alt < alternatives; ++alt) {
    const uint64_t* taken = options.fixed ? options.fixed->alternatives[alt].data() : nullptr;
    AssignInput in;
    in.words = most.per_stop > 0 ? most.words : pool.words;
    in.track = most.per_stop > 0 ? most.track.data() : pool.track.data();
    in.types.resize(types);
    std::vector<std::vector<Pick>> seen(types);
    for (size_t t = 0; t < types; ++t) TypeRoutes(pool, by_type[t], taken, most, &in.types[t], &seen[t]);
    in.slot_type = slot_type;
    in.time_limit = options.time_limit;  // (counted from here: the search, not the walk)
    if (options.known && options.known->priced) in.plain_nodes = 0;  // (a network like one whose search needed prices)
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
// and each train's that shares track (its best route; where the search
// designated it to earn the most-stops bonus, its best route with the
// bonus); the most-stops bonus scored over them (ScoreMostStops), their
// income and subsidy added up.
void AddRoutesRun(const Network& net, const Candidates& found, const TrainSlots& slots, const Assignment& a,
                  const std::vector<std::vector<Pick>>& kept, const MostStopsSearch& most,
                  const SolveOptions& options, Result* result) {
  const Company& company = net.company();
  const RouteStore& pool = found.routes;
  const std::vector<std::vector<Candidate>>& by_type = found.by_type;
  const std::vector<int>& type_of_slot = slots.type_of_slot;
  std::vector<Route> by_slot(type_of_slot.size());
  auto run = [&](int slot, const Candidate& c) {
    Route& r = by_slot[slot];
    r.train = company.trains[slot];
    r.train_slot = slot;
    r.stops = pool.StopsOf(c.route);
    r.links = LinksOfRoute(net, r.stops.front(), pool.Track(c.route));
    r.value = Evaluate(net, *r.train, r.stops);  // (candidates keep only the score)
  };
  bool designated = false;  // a route of the assignment earns the most-stops bonus
  for (size_t i = 0; i < slots.order.size(); ++i)
    if (int choice = a.choice[i]; choice >= 0) {
      const Pick& pick = kept[slots.slot_type[i]][choice];
      run(slots.order[i], by_type[slots.slot_type[i]][pick.k]);
      designated = designated || pick.designated;
    }
  for (size_t slot = 0; slot < type_of_slot.size(); ++slot) {  // trains sharing track: their best route
    if (!company.trains[slot]->shares_track || IsFixed(options, static_cast<int>(slot))) continue;
    const std::vector<Candidate>& cands = by_type[type_of_slot[slot]];
    if (!designated && most.outside_slot == static_cast<int>(slot)) run(static_cast<int>(slot), cands[most.outside_route]);
    else if (!cands.empty() && cands[0].score > 0) run(static_cast<int>(slot), cands[0]);
  }
  std::vector<Route*> set;
  for (auto& r : by_slot)
    if (r.train) set.push_back(&r);
  ScoreMostStops(net, set);
  for (auto& r : by_slot) {
    if (!r.train) continue;
    result->income += r.value.revenue;
    result->subsidy += r.value.subsidy;
    result->routes.push_back(std::move(r));
  }
}

// The type of each train the assignment will search, for FindCandidates
// to drop the candidates that cannot reach a known answer; none where a
// most-stops bonus or fixed routes score routes outside the assignment, or
// where the candidates are kept for a later solve (which needs them all).
// (Sorted: a known answer serves only a network whose trains are the same.)
std::vector<int> Searched(const Company& company, const std::vector<int>& type_of_slot, const SolveOptions& options) {
  std::vector<int> searched;
  if (company.most_stops.per_stop > 0 || options.fixed) return searched;
  for (size_t i = 0; i < type_of_slot.size(); ++i)
    if (!company.trains[i]->shares_track) searched.push_back(type_of_slot[i]);
  for (size_t i = 0; i < type_of_slot.size(); ++i)  // (a type a sharing train runs keeps all its candidates)
    if (company.trains[i]->shares_track) std::erase(searched, type_of_slot[i]);
  std::sort(searched.begin(), searched.end());
  return searched;
}

// The answer kept with the candidates (KnownRoutes::answer), for a changed
// network to start from: the routes chosen and their value, where they are
// candidates as they are (no most-stops copy, no fixed route).
void KeepAnswer(const Candidates& found, const TrainSlots& slots, const Assignment& a,
                const std::vector<std::vector<Pick>>& kept, const std::vector<int>& searched, KnownRoutes* keep) {
  keep->priced = a.priced;
  if (searched.empty() || a.cut) return;
  for (size_t i = 0; i < slots.order.size(); ++i)
    if (const int choice = a.choice[i]; choice >= 0)
      keep->answer.push_back(found.by_type[slots.slot_type[i]][kept[slots.slot_type[i]][choice].k]);
  keep->searched = searched;
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
  std::shared_ptr<KnownRoutes> keep;  // (SolveOptions::keep_known)
  if (options.keep_known) *options.keep_known = keep = std::make_shared<KnownRoutes>(net, types);
  if (types.empty()) return result;

  Candidates fresh;
  Candidates& found = keep ? keep->found : fresh;
  const std::vector<int> searched = Searched(company, slots.type_of_slot, options);
  found = FindCandidates(net, types, options, keep ? std::vector<int>{} : searched);
  result.stats.walks = found.walks;
  result.stats.carried = found.carried;
  result.stats.dropped = found.dropped;
  for (const auto& cands : found.by_type) result.stats.candidates += static_cast<long>(cands.size());

  SearchOrder(company, found.by_type, options, &slots);
  const MostStopsSearch most = MostStopsFor(net, found, slots, options);
  std::vector<std::vector<Pick>> kept(types.size());  // per type: the routes the best search saw
  const Assignment a = BestAssignment(found, slots.slot_type, options, most, &result, &kept);
  AddRoutesRun(net, found, slots, a, kept, most, options, &result);
  if (keep) KeepAnswer(found, slots, a, kept, searched, keep.get());
  result.stats.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  return result;
}

bool SameRoutes(const KnownRoutes& known, const Network& net) {
  std::vector<int> type_of_slot;
  const NetworkText now(net, TrainTypes(net.company(), &type_of_slot));
  auto sorted = [](std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
  };
  return now.key == known.text.key && sorted(now.links) == sorted(known.text.links) &&
         sorted(now.stops) == sorted(known.text.stops);
}

}  // namespace xxroute
