#include "xxroute/assign.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <functional>
#include <limits>
#include <memory>
#include <stdexcept>

#include "assign_search.h"
#include "dominated.h"
#include "xxroute/limits.h"
#include "xxroute/route_index.h"
#include "xxroute/track_prices.h"

namespace xxroute {

// The search itself, its bounds and why it is exact: assign_search.cpp. Here:
// a first assignment, the routes that cannot reach it dropped, the search
// shared out over the threads, and the assignment reported.
//
// The value found is the maximum, the same for any number of threads. The
// assignment reported is then chosen without regard to the order in which
// the threads met it: slot by slot, the first route (in route order, idle
// last) from which the maximum can still be reached, tested by a search for
// a completion worth at least the maximum. That is the first assignment
// worth the maximum in the order Assign documents.

namespace {

using namespace assign_search;

// Shares of the first slot's routes: index nodes that together hold them
// all, about `want` of them (the largest split first), best first.
std::vector<int> Shares(const RouteIndex& ix, size_t want) {
  std::vector<int> shares = {RouteIndex::kRoot};
  auto size = [&](int n) { return ix.node(n).hi - ix.node(n).lo; };
  while (shares.size() < want) {
    int largest = -1;
    for (size_t i = 0; i < shares.size(); ++i)
      if (!ix.node(shares[i]).leaf() && (largest < 0 || size(shares[i]) > size(shares[largest])))
        largest = static_cast<int>(i);
    if (largest < 0) break;
    const RouteIndex::Node& nd = ix.node(shares[largest]);
    shares.push_back(nd.child[1]);
    shares[largest] = nd.child[0];
  }
  std::stable_sort(shares.begin(), shares.end(), [&](int a, int b) { return ix.node(a).max > ix.node(b).max; });
  return shares;
}

// The best value: the first slot's routes shared out over the threads.
// `budget`: search nodes after which it stops (-1: none); *spent: the nodes
// searched (more than the budget: stopped, the value not proven).
Assignment Maximise(const Problem& p, const std::vector<int>& start, int64_t start_value, long budget,
                    long* spent) {
  Shared shared;
  shared.best = start_value;
  shared.budget = budget;
  std::vector<int> shares;
  if (!p.Enum(0).empty()) shares = Shares(p.Enum(0), 64 * static_cast<size_t>(omp_get_max_threads()));
  shares.push_back(-1);  // the first train standing idle
  Assignment out;
  out.value = start_value;
  out.choice = start;
  const std::vector<uint64_t> none(p.in.words, 0);
  const std::vector<int> idle(p.slots, -1);
  auto run = [&](Searcher& s, int i) {
    if (shared.stop) return;
    if (shares[i] >= 0) s.FirstFrom(shares[i]);
    else s.Slot(1, 0);
  };
  auto keep = [&](const Searcher& s) {
    out.nodes += s.nodes();
    if (s.found() > out.value || (s.found() == out.value && s.found() >= 0 && s.best_choice() < out.choice))
      out.value = s.found(), out.choice = s.best_choice();
  };
  const int n = static_cast<int>(shares.size());
#pragma omp parallel if (p.routes > p.in.parallel_routes)
  {
    Searcher s(p);
    s.Reset(&shared, none, idle);
#pragma omp for schedule(dynamic, 1) nowait
    for (int i = 0; i < n; ++i) run(s, i);
#pragma omp critical(xxroute_assign)
    keep(s);
  }
  out.cut = shared.cut;
  *spent = shared.spent;
  return out;
}

// Whether slots s.. can add `need` or more to `cur` on the free track `used`.
bool Reaches(Searcher& searcher, int s, const std::vector<uint64_t>& used,
             const std::vector<int>& choice, int64_t cur, int64_t value, bool* cut) {
  Shared shared;
  shared.best = value - 1;
  shared.target = value;
  searcher.Reset(&shared, used, choice);
  searcher.Slot(s, cur);
  if (shared.cut) *cut = true;
  return searcher.found() >= value;
}

// The first route of slot s, numbered from..last, from which the later slots
// can bring `cur` to `value` on the free track `used` (-1: none). Routes are
// tried in chunks shared out over the threads where there are many; the
// first that reaches wins, whatever the threads.
int FirstReaching(const Problem& p, int s, int from, int last, const std::vector<uint64_t>& used,
                  std::vector<int> choice, int64_t cur, int64_t value, long* nodes, bool* cut) {
  const TrainRoutes& routes = p.in.types[p.type[s]];
  // (what the later slots can add at most after a route of this score, ignoring track)
  auto rest = [&](int64_t score) {
    int64_t sum = 0;
    bool run = true;
    for (int t = s + 1; t < p.slots; ++t) {
      run = run && p.same_as_prev[t];
      sum += run ? std::min(p.top[t], score) : p.top[t];
    }
    return sum;
  };
  constexpr int kChunk = 64;
  const int chunks = last < from ? 0 : (last - from) / kChunk + 1;
  // The first route found to reach; the first that cannot by its score (the
  // later ones cannot either: scores only fall).
  std::atomic<int> winner{std::numeric_limits<int>::max()}, beyond{std::numeric_limits<int>::max()};
  std::atomic<bool> stop{false};  // time is up
#pragma omp parallel if (chunks > 1 && p.routes > p.in.parallel_routes)
  {
    Searcher searcher(p);
    std::vector<uint64_t> u(p.in.words);
    std::vector<int> mine = choice;
#pragma omp for schedule(dynamic, 1)
    for (int c = 0; c < chunks; ++c) {
      for (int r = from + c * kChunk; r <= std::min(last, from + (c + 1) * kChunk - 1); ++r) {
        if (r > winner || r >= beyond || stop) break;
        const int64_t score = routes.score[r];
        if (cur + score + rest(score) < value) {
          int seen = beyond;
          while (r < seen && !beyond.compare_exchange_weak(seen, r)) {
          }
          break;
        }
        const uint64_t* track = p.Track(s, r);
        bool free = true;
        for (int w = 0; w < p.in.words && free; ++w) free = !(track[w] & used[w]);
        if (!free) continue;
        for (int w = 0; w < p.in.words; ++w) u[w] = used[w] | track[w];
        mine[s] = r;
        bool was_cut = false;
        if (Reaches(searcher, s + 1, u, mine, cur + score, value, &was_cut)) {
          int seen = winner;
          while (r < seen && !winner.compare_exchange_weak(seen, r)) {
          }
          break;
        }
        if (was_cut) *cut = true, stop = true;
      }
    }
#pragma omp atomic
    *nodes += searcher.nodes();
  }
  return winner == std::numeric_limits<int>::max() ? -1 : winner.load();
}

// The first assignment in the order of Assign worth `value`, slot by slot;
// `hint`: an assignment worth it.
Assignment FirstWorth(const Problem& p, int64_t value, const std::vector<int>& hint) {
  Assignment out;
  out.value = value;
  out.choice.assign(p.slots, -1);
  std::vector<uint64_t> used(p.in.words, 0);
  int64_t cur = 0;
  bool on_hint = true;  // the choices so far are the hint's: its next choice reaches the value
  for (int s = 0; s < p.slots; ++s) {
    if (p.same_as_prev[s] && out.choice[s - 1] < 0) continue;
    const int after = p.same_as_prev[s] ? out.choice[s - 1] : -1;
    const TrainRoutes& routes = p.in.types[p.type[s]];
    const int n = static_cast<int>(routes.score.size());
    // (the hint's route reaches the value: only the routes before it are tried)
    const int last = on_hint && hint[s] >= 0 ? hint[s] - 1 : n - 1;
    int chosen = FirstReaching(p, s, after + 1, last, used, out.choice, cur, value, &out.nodes, &out.cut);
    if (out.cut) return out;
    if (chosen < 0 && on_hint) chosen = hint[s];
    out.choice[s] = chosen;
    on_hint = on_hint && chosen == hint[s];
    if (chosen >= 0) {
      cur += routes.score[chosen];
      const uint64_t* track = p.Track(s, chosen);
      for (int w = 0; w < p.in.words; ++w) used[w] |= track[w];
    }
  }
  return out;
}

// A first assignment: the trains in turn each take the best route on the
// track left, in every order of the train types; the best of these (in the
// order Assign reports: identical trains' routes increasing, idle last).
Assignment Greedy(const AssignInput& in) {
  const int slots = static_cast<int>(in.slot_type.size());
  Assignment best;
  best.choice.assign(slots, -1);
  std::vector<int> order = in.slot_type;  // types in the order they choose
  std::sort(order.begin(), order.end());
  std::vector<uint64_t> used(in.words);
  do {
    Assignment g;
    g.choice.assign(slots, -1);
    std::fill(used.begin(), used.end(), 0);
    std::vector<char> done(slots, 0);
    for (int type : order) {
      int s = 0;
      while (done[s] || in.slot_type[s] != type) ++s;
      done[s] = 1;
      const TrainRoutes& routes = in.types[type];
      for (size_t r = 0; r < routes.score.size(); ++r) {
        const uint64_t* track = in.track + static_cast<size_t>(routes.track[r]) * in.words;
        bool free = true;
        for (int w = 0; w < in.words && free; ++w) free = !(track[w] & used[w]);
        if (!free) continue;
        g.choice[s] = static_cast<int>(r);
        g.value += routes.score[r];
        for (int w = 0; w < in.words; ++w) used[w] |= track[w];
        break;
      }
    }
    InAssignOrder(in.slot_type, &g.choice);
    if (g.value > best.value) best = g;
  } while (std::next_permutation(order.begin(), order.end()));
  return best;
}

// The routes that can be in an assignment worth `reached` or more: a route
// of a type earns at least `reached` less the best routes of all the other
// trains, so each type keeps the first routes (best first) down to that.
AssignInput Trim(const AssignInput& in, int64_t reached) {
  AssignInput out = in;
  int64_t tops = 0;
  for (int t : in.slot_type) tops += in.types[t].score.empty() ? 0 : in.types[t].score[0];
  for (size_t t = 0; t < in.types.size(); ++t) {
    std::vector<int64_t>& score = out.types[t].score;
    if (score.empty()) continue;
    const int64_t floor = reached - (tops - score[0]);
    const size_t keep = std::upper_bound(score.begin(), score.end(), floor, std::greater<int64_t>()) - score.begin();
    score.resize(keep);
    out.types[t].track.resize(keep);
  }
  return out;
}

}  // namespace

Assignment Assign(const AssignInput& in) {
  Assignment out;
  const int slots = static_cast<int>(in.slot_type.size());
  out.choice.assign(slots, -1);
  if (slots == 0) return out;
  if (slots > kMaxSlots) throw std::length_error("more trains than kMaxTrains in one assignment");
  if (slots == 1) {  // one train: its best route
    out.nodes = 1;
    if (!in.types[in.slot_type[0]].score.empty()) out.choice[0] = 0, out.value = in.types[in.slot_type[0]].score[0];
    return out;
  }
  Assignment start = Greedy(in);
  const AssignInput trimmed = Trim(in, start.value);
  std::unique_ptr<Undominated> kept;  // (before p: p reads kept->in)
  auto p = std::make_unique<Problem>(trimmed);
  // A search that needs the Lagrangian bound is hard: it drops the
  // dominated routes first (dominated.h), then prices the track.
  auto harden = [&](Assignment* reached) {
    kept = std::make_unique<Undominated>(DropDominated(trimmed, p->index));
    if (kept->dropped == 0) {
      kept.reset();
    } else {
      p = std::make_unique<Problem>(kept->in);
      *reached = kept->Keep(*reached);
    }
    std::vector<const RouteIndex*> index;
    std::vector<int> trains(in.types.size(), 0);
    for (const RouteIndex& ix : p->index) index.push_back(&ix);
    for (int t : in.slot_type) ++trains[t];
    auto late = [&] {
      return in.time_limit > 0 && std::chrono::duration<double>(Clock::now() - in.start).count() > in.time_limit;
    };
    p->SetPrices(PriceTrack(index, trains, in.words, reached->value, late));
  };
  // First without prices, within a budget; a search that needs more is
  // started again, hardened (prices cost time to find).
  const long budget = slots >= 3 ? in.plain_nodes : -1;
  if (budget == 0) harden(&start);
  long spent = 0;
  Assignment best = Maximise(*p, start.choice, start.value, budget > 0 ? budget : -1, &spent);
  if (budget > 0 && spent > budget && !best.cut) {
    harden(&best);
    const long before = best.nodes;
    best = Maximise(*p, best.choice, best.value, -1, &spent);
    best.nodes += before;
  }
  best.priced = p->priced;
  auto full = [&](const Assignment& a) { return kept ? kept->Full(a) : a; };
  if (best.cut || best.value == 0) return full(best);
  Assignment first = FirstWorth(*p, best.value, best.choice);
  first.nodes += best.nodes;
  first.priced = best.priced;
  if (first.cut) {  // (the value is proven; the choice among equal ones may not be the first)
    best.nodes = first.nodes;
    return full(best);
  }
  return full(first);
}

Assignment AssignExhaustive(const AssignInput& in) {
  const int slots = static_cast<int>(in.slot_type.size());
  Assignment out;
  out.choice.assign(slots, -1);
  std::vector<int> choice(slots, -1);
  std::vector<uint64_t> used(in.words, 0);
  auto track = [&](int s, int r) { return in.track + static_cast<size_t>(in.types[in.slot_type[s]].track[r]) * in.words; };
  auto go = [&](auto&& self, int s, int64_t cur) -> void {
    ++out.nodes;
    if (s == slots) {
      if (cur > out.value) out.value = cur, out.choice = choice;
      return;
    }
    const bool same = s > 0 && in.slot_type[s] == in.slot_type[s - 1];
    if (!same || choice[s - 1] >= 0) {
      const TrainRoutes& routes = in.types[in.slot_type[s]];
      for (int r = same ? choice[s - 1] + 1 : 0; r < static_cast<int>(routes.score.size()); ++r) {
        const uint64_t* t = track(s, r);
        bool free = true;
        for (int w = 0; w < in.words && free; ++w) free = !(t[w] & used[w]);
        if (!free) continue;
        for (int w = 0; w < in.words; ++w) used[w] ^= t[w];
        choice[s] = r;
        self(self, s + 1, cur + routes.score[r]);
        choice[s] = -1;
        for (int w = 0; w < in.words; ++w) used[w] ^= t[w];
      }
    }
    self(self, s + 1, cur);
  };
  go(go, 0, 0);
  return out;
}

}  // namespace xxroute
