#include "xxroute/solver.h"

#include <parallel/algorithm>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>

#include "xxroute/assign.h"
#include "xxroute/enumerate.h"
#include "xxroute/error.h"

namespace xxroute {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kSubsidyBits = 24;  // score = income << 24 | subsidy

struct Candidate {
  int route;      // index into the pool
  int64_t score;  // income and subsidy together
};

struct Pool {
  int words = 0;
  std::vector<uint64_t> res;  // `words` per route
  std::vector<Walk> walks;
  const uint64_t* Res(int r) const { return res.data() + static_cast<size_t>(r) * words; }
};

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

bool Subset(const uint64_t* a, const uint64_t* b, int words) {
  for (int i = 0; i < words; ++i)
    if (a[i] & ~b[i]) return false;
  return true;
}

int Popcount(const uint64_t* r, int words) {
  int n = 0;
  for (int i = 0; i < words; ++i) n += __builtin_popcountll(r[i]);
  return n;
}

uint64_t Mix(uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// Drops candidates that another with the same stops (so the same value) runs
// on a subset of its track. Keeps the order of the rest. Parallel: candidates
// are shared out by the hash of their stop set.
void DropDominated(const Pool& pool, std::vector<Candidate>* cands) {
  const int n = static_cast<int>(cands->size());
  // Each candidate's stops, sorted, in one flat array.
  std::vector<size_t> at(n + 1, 0);
  for (int i = 0; i < n; ++i) at[i + 1] = at[i] + pool.walks[(*cands)[i].route].stops.size();
  std::vector<int> flat(at[n]);
  std::vector<uint64_t> hash(n);
  std::vector<int> track(n);
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; ++i) {
    const Candidate& c = (*cands)[i];
    const auto& stops = pool.walks[c.route].stops;
    int* sorted = flat.data() + at[i];
    std::copy(stops.begin(), stops.end(), sorted);
    std::sort(sorted, sorted + stops.size());
    uint64_t h = stops.size();
    for (size_t k = 0; k < stops.size(); ++k) h = Mix(h * 31 + static_cast<uint64_t>(sorted[k]) + 1);
    hash[i] = h;
    track[i] = Popcount(pool.Res(c.route), pool.words);
  }
  auto same_stops = [&](int a, int b) {
    return at[a + 1] - at[a] == at[b + 1] - at[b] &&
           std::equal(flat.begin() + at[a], flat.begin() + at[a + 1], flat.begin() + at[b]);
  };
  constexpr int kBuckets = 64;
  std::vector<std::vector<int>> buckets(kBuckets);
  for (int i = 0; i < n; ++i) buckets[hash[i] >> 58].push_back(i);
  std::vector<char> keep(n, 0);
#pragma omp parallel for schedule(dynamic, 1)
  for (int b = 0; b < kBuckets; ++b) {
    auto& order = buckets[b];
    // Equal stop sets together, each by the amount of track it uses.
    std::sort(order.begin(), order.end(), [&](int x, int y) {
      if (hash[x] != hash[y]) return hash[x] < hash[y];
      if (track[x] != track[y]) return track[x] < track[y];
      return x < y;
    });
    std::vector<int> kept;
    for (size_t g = 0; g < order.size();) {
      size_t end = g;
      while (end < order.size() && hash[order[end]] == hash[order[g]]) ++end;
      kept.clear();
      bool one_set = true;  // (a hash shared by two stop sets is all but impossible)
      for (size_t k = g + 1; k < end && one_set; ++k) one_set = same_stops(order[k], order[g]);
      for (size_t k = g; k < end; ++k) {
        const int i = order[k];
        const uint64_t* r = pool.Res((*cands)[i].route);
        bool dominated = false;
        for (int j : kept)
          if ((one_set || same_stops(i, j)) && Subset(pool.Res((*cands)[j].route), r, pool.words)) {
            dominated = true;
            break;
          }
        if (!dominated) kept.push_back(i), keep[i] = 1;
      }
      g = end;
    }
  }
  std::vector<int> to(n + 1, 0);
  for (int i = 0; i < n; ++i) to[i + 1] = to[i] + keep[i];
  std::vector<Candidate> out(to[n]);
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; ++i)
    if (keep[i]) out[to[i]] = std::move((*cands)[i]);
  *cands = std::move(out);
}

}  // namespace

Result Solve(const Network& net, const SolveOptions& options) {
  const auto t0 = Clock::now();
  const Company& company = net.company();
  Result result;
  result.company = company.name;
  std::vector<int> type_of_slot;
  std::vector<const Train*> types = TrainTypes(company, &type_of_slot);
  if (types.empty()) return result;

  Pool pool;
  pool.words = ResourceWords(net);
  std::vector<std::vector<Candidate>> by_type(types.size());
  // The walk, split by start stop over the threads; merged in stop order so
  // that the candidates (and so the answer) do not depend on the threads.
  const int stops = static_cast<int>(net.board().stops().size());
  struct Part {
    std::vector<Walk> walks;
    std::vector<std::vector<Candidate>> by_type;
    std::vector<Walk> legal;  // for options.legal_walks
    long found = 0;
  };
  const std::vector<Walk>* given = options.walks;
  const int tasks = given ? static_cast<int>(std::min<size_t>(64, given->size())) : stops;
  std::vector<Part> parts(tasks);
  std::atomic<long> kept{0};
  std::atomic<bool> too_many{false};
  std::atomic<long> steps{0};
  std::string walk_error;  // an InputError from the walk (the walk limit)
#pragma omp parallel for schedule(dynamic, 1)
  for (int s = 0; s < tasks; ++s) {
    if (too_many) continue;
    Part& part = parts[s];
    part.by_type.resize(types.size());
    EnumerateOptions eo;
    eo.trains = types;
    eo.max_steps = options.max_steps;
    eo.shared_steps = &steps;
    eo.found = [&](const Walk& w) {
      ++part.found;
      bool any = false;
      const int id = static_cast<int>(part.walks.size());
      bool legal = false;
      for (size_t t = 0; t < types.size(); ++t) {
        RouteValue v = Evaluate(net, *types[t], w.stops, Why::kSilent);
        legal = legal || v.legal;
        if (!v.legal || (v.revenue == 0 && v.subsidy == 0)) continue;
        int64_t score = (static_cast<int64_t>(v.revenue) << kSubsidyBits) + v.subsidy;
        part.by_type[t].push_back({id, score});
        any = true;
        ++kept;
      }
      if (any) part.walks.push_back(w);
      if (legal && options.legal_walks) part.legal.push_back(w);
      if (kept > options.max_candidates) too_many = true;
      return !too_many;
    };
    try {
      if (given) {  // a share of the routes given
        const size_t n = given->size(), from = n * s / tasks, to = n * (s + 1) / tasks;
        for (size_t i = from; i < to && eo.found((*given)[i]);) ++i;
      } else {
        EnumerateFrom(net, eo, s);
      }
    } catch (const InputError& e) {  // (never let an exception leave a thread)
#pragma omp critical(xxroute_walk_error)
      if (walk_error.empty()) walk_error = e.message();
      too_many = true;
    }
  }
  if (!walk_error.empty()) throw InputError(net.board().file(), 0, walk_error);
  if (too_many)
    throw InputError(net.board().file(), 0,
                     "more than " + std::to_string(options.max_candidates) + " candidate routes for " +
                         company.name + " (the candidate limit); the board is too large to solve exactly");
  if (options.legal_walks)
    for (auto& part : parts)
      for (auto& w : part.legal) options.legal_walks->push_back(std::move(w));
  // Merged in part order, each part copied in parallel to its place.
  std::vector<size_t> walk_at(tasks + 1, 0);
  std::vector<std::vector<size_t>> cand_at(types.size(), std::vector<size_t>(tasks + 1, 0));
  for (int s = 0; s < tasks; ++s) {
    result.stats.walks += parts[s].found;
    walk_at[s + 1] = walk_at[s] + parts[s].walks.size();
    for (size_t t = 0; t < types.size(); ++t) cand_at[t][s + 1] = cand_at[t][s] + parts[s].by_type[t].size();
  }
  pool.walks.resize(walk_at[tasks]);
  pool.res.resize(walk_at[tasks] * pool.words);
  for (size_t t = 0; t < types.size(); ++t) by_type[t].resize(cand_at[t][tasks]);
#pragma omp parallel for schedule(dynamic, 1)
  for (int s = 0; s < tasks; ++s) {
    Part& part = parts[s];
    const int base = static_cast<int>(walk_at[s]);
    for (size_t t = 0; t < types.size(); ++t)
      for (size_t k = 0; k < part.by_type[t].size(); ++k) {
        Candidate& c = part.by_type[t][k];
        c.route += base;
        by_type[t][cand_at[t][s] + k] = std::move(c);
      }
    for (size_t k = 0; k < part.walks.size(); ++k) {
      Walk& w = part.walks[k];
      std::copy(w.resources.begin(), w.resources.end(), pool.res.begin() + (base + k) * pool.words);
      pool.walks[base + k] = std::move(w);
    }
    Part().walks.swap(part.walks);  // free as we go
  }

  for (auto& cands : by_type) {
    // Best first, ties in walk order: sort light keys, then move the candidates.
    std::vector<std::pair<int64_t, int>> keys(cands.size());
    for (size_t i = 0; i < cands.size(); ++i) keys[i] = {-cands[i].score, static_cast<int>(i)};
    __gnu_parallel::sort(keys.begin(), keys.end());  // (keys are unique: one order)
    std::vector<Candidate> sorted(cands.size());
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < keys.size(); ++i) sorted[i] = std::move(cands[keys[i].second]);
    cands = std::move(sorted);
    DropDominated(pool, &cands);
    result.stats.candidates += static_cast<long>(cands.size());
  }

  // Strongest trains first; identical trains next to each other. A train
  // that may share track (18CZ Moravia-Silesia private 3E) stays out of the
  // assignment: it runs its best route whatever the others run.
  std::vector<int> order;
  for (size_t i = 0; i < type_of_slot.size(); ++i)
    if (!company.trains[i]->shares_track) order.push_back(static_cast<int>(i));
  auto top = [&](int slot) {
    const auto& c = by_type[type_of_slot[slot]];
    return c.empty() ? int64_t{0} : c[0].score;
  };
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (top(a) != top(b)) return top(a) > top(b);
    return type_of_slot[a] < type_of_slot[b];
  });
  std::vector<int> slot_type;
  for (int s : order) slot_type.push_back(type_of_slot[s]);

  AssignInput in;
  in.words = pool.words;
  in.track = pool.res.data();
  in.types.resize(types.size());
  for (size_t t = 0; t < types.size(); ++t)
    for (const Candidate& c : by_type[t]) in.types[t].score.push_back(c.score), in.types[t].track.push_back(c.route);
  in.slot_type = slot_type;
  in.time_limit = options.time_limit;
  in.start = t0;
  Assignment a = Assign(in);
  result.stats.nodes = a.nodes;
  result.optimal = !a.cut;

  // Report routes in the company's train order.
  std::vector<Route> by_slot(type_of_slot.size());
  auto run = [&](int slot, const Candidate& c) {
    Route& r = by_slot[slot];
    r.train = company.trains[slot];
    r.train_slot = slot;
    r.stops = pool.walks[c.route].stops;
    r.links = pool.walks[c.route].links;
    r.value = Evaluate(net, *r.train, r.stops);  // (candidates keep only the score)
  };
  for (size_t i = 0; i < order.size(); ++i)
    if (int choice = a.choice[i]; choice >= 0) run(order[i], by_type[slot_type[i]][choice]);
  for (size_t slot = 0; slot < type_of_slot.size(); ++slot)  // trains sharing track: their best route
    if (company.trains[slot]->shares_track && !by_type[type_of_slot[slot]].empty())
      run(static_cast<int>(slot), by_type[type_of_slot[slot]][0]);
  for (auto& r : by_slot) {
    if (!r.train) continue;
    result.income += r.value.revenue;
    result.subsidy += r.value.subsidy;
    result.routes.push_back(std::move(r));
  }
  result.stats.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  return result;
}

}  // namespace xxroute
