#include "candidates.h"

#include <parallel/algorithm>

#include <algorithm>
#include <atomic>
#include <memory>
#include <limits>
#include <string>

#include "known_routes.h"
#include "track_row.h"
#include "xxroute/enumerate.h"
#include "xxroute/error.h"
#include "xxroute/limits.h"
#include "xxroute/route.h"

namespace xxroute {

std::vector<int> RouteStore::StopsOf(int r) const {
  if (r >= Lent()) return {OwnStops(r).begin(), OwnStops(r).end()};
  std::vector<int> out = lender->StopsOf(lent[r]);
  for (int& s : out) s = stop_to[s];
  return out;
}

void RouteStore::Add(const std::vector<int>& route_stops, const uint64_t* route_track) {
  stops.insert(stops.end(), route_stops.begin(), route_stops.end());
  stops_at.push_back(stops.size());
  track.insert(track.end(), route_track, route_track + words);
}

namespace {

// Work below which a step runs on one thread: starting and stopping threads
// costs more than small boards take (the whole of a typical position).
constexpr long kParallelSteps = 20'000;   // links walked before the rest of the walk is shared out
constexpr int kParallelRoutes = 20'000;   // candidates for the later steps

uint64_t Mix(uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// One share of the walk: the routes from one start stop, with their candidates.
struct Part {
  RouteStore routes;
  std::vector<std::vector<Candidate>> by_type;
  long found = 0;
  // The stop sequences this part has scored, with their score per type (or
  // not a candidate): a route over other track with the same stops in the
  // same order scores the same (Evaluate reads only the stops), and the
  // walk from one stop meets it often (parallel track between two stops).
  struct Scored {
    std::vector<std::pair<uint64_t, int>> table;  // open addressing by the sequence's hash: its entry, -1 free
    std::vector<int> stops;                        // entry e's stops: from at[e] to at[e + 1]
    std::vector<size_t> at = {0};
    std::vector<int64_t> score;  // entry e's, type t: at e * types + t (kNotKept: none)
  } scored;
};

// The parts one after another, in part order, after the routes `out`
// already holds (each copied in parallel); its candidates the parts'.
void Merge(std::vector<Part>& parts, size_t types, Candidates* out) {
  const int tasks = static_cast<int>(parts.size());
  std::vector<size_t> route_at(tasks + 1, out->routes.size()), stop_at(tasks + 1, out->routes.stops.size());
  std::vector<std::vector<size_t>> cand_at(types, std::vector<size_t>(tasks + 1, 0));
  for (int s = 0; s < tasks; ++s) {
    const RouteStore& r = parts[s].routes;
    out->walks += parts[s].found;
    route_at[s + 1] = route_at[s] + r.size();
    stop_at[s + 1] = stop_at[s] + r.stops.size();
    for (size_t t = 0; t < types; ++t) cand_at[t][s + 1] = cand_at[t][s] + parts[s].by_type[t].size();
  }
  RouteStore& pool = out->routes;
  pool.track.resize(route_at[tasks] * pool.words);
  pool.stops.resize(stop_at[tasks]);
  const int lent = pool.Lent();  // (the own routes' stops are numbered from 0)
  pool.stops_at.resize(route_at[tasks] - lent + 1);
  out->by_type.assign(types, {});
  for (size_t t = 0; t < types; ++t) out->by_type[t].resize(cand_at[t][tasks]);
#pragma omp parallel for schedule(dynamic, 1) if (route_at[tasks] > kParallelRoutes)
  for (int s = 0; s < tasks; ++s) {
    RouteStore& r = parts[s].routes;
    const size_t base = route_at[s];
    for (size_t t = 0; t < types; ++t)
      for (size_t k = 0; k < parts[s].by_type[t].size(); ++k) {
        Candidate c = parts[s].by_type[t][k];
        c.route += static_cast<int>(base);
        out->by_type[t][cand_at[t][s] + k] = c;
      }
    std::copy(r.track.begin(), r.track.end(), pool.track.begin() + base * pool.words);
    std::copy(r.stops.begin(), r.stops.end(), pool.stops.begin() + stop_at[s]);
    for (int k = 1; k <= r.size(); ++k) {
      pool.stops_at[base - lent + k] = stop_at[s] + r.stops_at[k];
    }
    RouteStore().track.swap(r.track);  // free as we go
    std::vector<RouteItem>().swap(r.stops);
  }
}

// What the parts of the walk share: the network, the train types scored,
// the options, the routes carried over from a known solve (null: none;
// else only the routes through what changed are walked), the candidates
// kept against the limit, the links walked, and the first error.
struct WalkShared {
  WalkShared(const Network& n, const std::vector<const Train*>& t, const SolveOptions& o, const CarriedRoutes* c)
      : net(n), types(t), options(o), carried(c) {
    for (size_t k = 0; k < types.size(); ++k) {
      scored.push_back(!c || !c->new_types || c->type_from[k] < 0);
      if (scored.back()) walked.push_back(types[k]);
    }
  }
  const Network& net;
  const std::vector<const Train*>& types;
  const SolveOptions& options;
  const CarriedRoutes* carried;
  // The types the walk scores, and the trains that bound it: all, but where
  // the known solve's types are carried whole (CarriedRoutes::new_types).
  std::vector<char> scored;
  std::vector<const Train*> walked;
  std::atomic<long> kept{0};
  std::atomic<bool> too_many{false};
  std::atomic<long> steps{0};
  std::string walk_error;  // an InputError from the walk (the walk limit)
};

// A route the walk found, scored for each train type (Evaluate): a
// candidate of each type it earns something for (where the company has a
// most-stops bonus, each it may run: the bonus pays a route that earns
// nothing else), the route stored in the part where it is one. False past
// the candidate limit: the walk stops. The search's hot loop: called for
// every route the walk finds.
constexpr int64_t kNotKept = std::numeric_limits<int64_t>::min();  // (a score no route earns)

// Each type's score of the route's stops (kNotKept: not a candidate), from the
// part's scored sequences where it has met them, else scored (Evaluate)
// and kept there.
const int64_t* ScoresOf(const WalkShared& shared, Part& part, const Walk& w) {
  const size_t types = shared.types.size();
  Part::Scored& seen = part.scored;
  uint64_t hash = Mix(w.stops.size());
  for (int s : w.stops) hash = Mix(hash ^ static_cast<uint64_t>(s + 1));
  const int entries = static_cast<int>(seen.at.size()) - 1;
  if (seen.table.size() < 2 * static_cast<size_t>(entries + 1)) {  // (half full at most: grown, entries placed again)
    size_t size = 64;
    while (size < 4 * static_cast<size_t>(entries + 1)) size *= 2;  // (a power of two: the hash masked)
    std::vector<std::pair<uint64_t, int>> table(size, {0, -1});
    for (const auto& slot : seen.table)
      if (slot.second >= 0) {
        size_t i = slot.first & (table.size() - 1);
        while (table[i].second >= 0) i = (i + 1) & (table.size() - 1);
        table[i] = slot;
      }
    seen.table.swap(table);
  }
  size_t i = hash & (seen.table.size() - 1);
  for (; seen.table[i].second >= 0; i = (i + 1) & (seen.table.size() - 1)) {
    if (seen.table[i].first != hash) continue;
    const int e = seen.table[i].second;
    const size_t at = seen.at[e], n = seen.at[e + 1] - at;
    if (n == w.stops.size() && std::equal(w.stops.begin(), w.stops.end(), seen.stops.begin() + at))
      return seen.score.data() + e * types;
  }
  seen.table[i] = {hash, entries};
  const bool zero_kept = shared.net.company().most_stops.per_stop > 0;
  seen.stops.insert(seen.stops.end(), w.stops.begin(), w.stops.end());
  seen.at.push_back(seen.stops.size());
  for (size_t t = 0; t < types; ++t) {
    if (!shared.scored[t]) {  // (carried whole)
      seen.score.push_back(kNotKept);
      continue;
    }
    RouteValue v = Evaluate(shared.net, *shared.types[t], w.stops, Why::kSilent);
    const bool kept = v.legal && (v.revenue != 0 || v.subsidy != 0 || zero_kept);
    seen.score.push_back(kept ? IncomeRank(v.revenue, v.subsidy) : kNotKept);
  }
  return seen.score.data() + entries * types;
}

bool ScoreWalk(WalkShared& shared, Part& part, const Walk& w) {
  ++part.found;
  bool any = false;
  const int id = part.routes.size();
  const int64_t* scores = ScoresOf(shared, part, w);
  for (size_t t = 0; t < shared.types.size(); ++t) {
    if (scores[t] == kNotKept) continue;
    part.by_type[t].push_back({id, scores[t]});
    any = true;
    ++shared.kept;
  }
  if (any) part.routes.Add(w.stops, w.resources.data());
  if (shared.kept > shared.options.max_candidates) shared.too_many = true;
  return !shared.too_many;
}

// Part `s` of the walk: the routes from start stop `s`, or where routes
// are carried over, the routes through the s-th change (EnumerateThrough);
// an error kept, never thrown from a thread.
void WalkPart(WalkShared& shared, Part& part, int s) {
  const SolveOptions& options = shared.options;
  EnumerateOptions eo;
  eo.trains = shared.walked;
  eo.max_steps = options.max_steps;
  eo.shared_steps = &shared.steps;
  eo.found = [&](const Walk& w) { return ScoreWalk(shared, part, w); };
  try {
    if (const CarriedRoutes* c = shared.carried; c && !c->new_types)
      EnumerateThrough(shared.net, eo, c->link_changed, c->stop_changed, s);
    else EnumerateFrom(shared.net, eo, s);  // (the whole network: nothing carried, or the types not carried)
  } catch (const InputError& e) {  // (never let an exception leave a thread)
#pragma omp critical(xxroute_walk_error)
    if (shared.walk_error.empty()) shared.walk_error = e.message();
    shared.too_many = true;
  }
  part.scored = {};  // (freed: the part's walk is done)
}

// Each list of candidates best first, ties in walk order.
void SortBestFirst(std::vector<Candidate>* cands) {
  std::vector<std::pair<int64_t, int>> keys(cands->size());
  for (size_t i = 0; i < cands->size(); ++i) keys[i] = {-(*cands)[i].score, static_cast<int>(i)};
  if (keys.size() > kParallelRoutes) __gnu_parallel::sort(keys.begin(), keys.end());  // (keys are unique: one order)
  else std::sort(keys.begin(), keys.end());
  std::vector<Candidate> sorted(cands->size());
#pragma omp parallel for schedule(static) if (keys.size() > kParallelRoutes)
  for (size_t i = 0; i < keys.size(); ++i) sorted[i] = (*cands)[keys[i].second];
  *cands = std::move(sorted);
}

// Each type's carried candidates and fresh ones in one list, best first
// (equal scores: the carried first).
void MergeBestFirst(std::vector<std::vector<Candidate>> carried, Candidates* out) {
  out->carried = 0;
  for (size_t t = 0; t < out->by_type.size(); ++t) {
    out->carried += static_cast<long>(carried[t].size());
    std::vector<Candidate> merged(carried[t].size() + out->by_type[t].size());
    std::merge(carried[t].begin(), carried[t].end(), out->by_type[t].begin(), out->by_type[t].end(), merged.begin(),
               [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
    out->by_type[t] = std::move(merged);
  }
}

// Per type, the least score a candidate may have and still be in an
// assignment worth `floor` (the least the network earns): a route of type t
// adds its score to what the other searched trains add, each at most its
// type's best route, so below `floor` less their best it cannot reach it.
// INT64_MIN where nothing can be dropped (no floor, or a type not searched).
std::vector<int64_t> ScoreFloors(int64_t floor, std::vector<int64_t> tops, const std::vector<Part>& parts,
                                 const std::vector<int>& searched) {
  std::vector<int64_t> out(tops.size(), std::numeric_limits<int64_t>::min());
  if (floor <= 0 || searched.empty()) return out;
  for (const Part& part : parts)
    for (size_t t = 0; t < tops.size(); ++t)
      for (const Candidate& c : part.by_type[t]) tops[t] = std::max(tops[t], c.score);
  int64_t total = 0;
  for (int t : searched) total += tops[t];
  for (int t : searched) out[t] = floor - (total - tops[t]);
  return out;
}

// A part's candidates scoring less than their type's floor dropped, and the
// routes no candidate is left on; returns how many candidates were dropped.
long DropBelow(const std::vector<int64_t>& floor, Part* part) {
  long dropped = 0;
  std::vector<char> used(part->routes.size(), 0);
  for (size_t t = 0; t < part->by_type.size(); ++t) {
    std::vector<Candidate>& cands = part->by_type[t];
    const size_t before = cands.size();
    std::erase_if(cands, [&](const Candidate& c) { return c.score < floor[t]; });
    dropped += static_cast<long>(before - cands.size());
    for (const Candidate& c : cands) used[c.route] = 1;
  }
  if (!dropped) return 0;
  const RouteStore& from = part->routes;
  RouteStore to;
  to.words = from.words;
  std::vector<int> route_to(from.size(), -1);
  std::vector<int> stops;
  for (int r = 0; r < from.size(); ++r) {
    if (!used[r]) continue;
    route_to[r] = to.size();
    stops.assign(from.OwnStops(r).begin(), from.OwnStops(r).end());
    to.Add(stops, from.Track(r));
  }
  for (auto& cands : part->by_type)
    for (Candidate& c : cands) c.route = route_to[c.route];
  part->routes = std::move(to);
  return dropped;
}

}  // namespace

Candidates FindCandidates(const Network& net, const std::vector<const Train*>& types, const SolveOptions& options,
                          const std::vector<int>& searched) {
  Candidates out;
  out.routes.words = ResourceWords(net);
  static_assert(kMaxStops <= kMaxRouteItems, "a stored route's stops are RouteItems");
  // Where the known solve's links and stops are the network's.
  std::unique_ptr<CarriedRoutes> carried;
  if (options.known) {
    carried = std::make_unique<CarriedRoutes>();
    if (!MatchKnown(*options.known, net, types, carried.get())) carried.reset();
  }
  // The walk, split by start stop over the threads (where routes are carried
  // over: by change, each walked through); merged in that order so that the
  // candidates (and so the answer) do not depend on the threads.
  const int stops = static_cast<int>(net.board().stops().size());
  WalkShared shared(net, types, options, carried.get());
  const int tasks = !carried                 ? stops
                    : !carried->new_types    ? ThroughMarks(net, carried->link_changed, carried->stop_changed)
                    : shared.walked.empty() ? 0  // (every type carried whole: nothing to walk)
                                             : stops;
  std::vector<Part> parts(tasks);
  if (carried) shared.kept += carried->candidates;  // (against the limit too)
  auto walk = [&](int s) {
    Part& part = parts[s];
    part.routes.words = out.routes.words;
    part.by_type.resize(types.size());
    WalkPart(shared, part, s);
  };
  // On one thread while the walk is short; the rest shared out.
  int serial = 0;
  while (serial < tasks && !shared.too_many && shared.steps < kParallelSteps) walk(serial++);
#pragma omp parallel for schedule(dynamic, 1) if (serial < tasks)
  for (int s = serial; s < tasks; ++s)
    if (!shared.too_many) walk(s);
  if (!shared.walk_error.empty()) throw InputError(net.board().file(), 0, shared.walk_error);
  if (shared.kept > options.max_candidates) shared.too_many = true;  // (the carried alone, where the walk found none)
  if (shared.too_many)
    throw InputError(net.board().file(), 0,
                     "more than " + std::to_string(options.max_candidates) + " candidate routes for " +
                         net.company().name + " (the candidate limit); the board is too large to solve exactly");
  // The carried routes first in the store, the walk's after; of both, only
  // the candidates that can be in an assignment worth what the known answer
  // shows the network earns at least.
  std::vector<std::vector<Candidate>> carried_lists;
  if (carried) {
    const std::vector<int64_t> floor = ScoreFloors(CarriedAnswer(*options.known, *carried, searched),
                                                   CarriedTops(*options.known, *carried), parts, searched);
    out.dropped = CopyCarried(*options.known, net, floor, carried.get());
    for (Part& part : parts) out.dropped += DropBelow(floor, &part);
    out.routes = std::move(carried->found.routes), carried_lists = std::move(carried->found.by_type);
  }
  Merge(parts, types.size(), &out);
  parts.clear();

  for (auto& cands : out.by_type) SortBestFirst(&cands);
  if (carried) MergeBestFirst(std::move(carried_lists), &out);
  return out;
}

}  // namespace xxroute
