#include "xxroute/assign.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <functional>
#include <limits>
#include <memory>
#include <stdexcept>

#include "xxroute/limits.h"
#include "xxroute/route_index.h"
#include "xxroute/track_prices.h"

namespace xxroute {

// Why the search is exact.
//
// It is a depth-first branch and bound over the trains (slots): each slot
// takes one of its type's routes that shares no track with the routes taken
// before it, or stands idle. A branch is cut only when an upper bound on
// everything it can still reach is no more than the best assignment already
// found, so no assignment worth more is ever lost. Every bound below is an
// upper bound on what the remaining slots can earn, built only from real
// candidate scores (each scored by Evaluate, every bonus included) and from
// track the routes really use; none assumes anything about how a route
// earns its score.
//  - Best route: a slot earns at most its type's best route that uses none
//    of the track taken so far (RouteIndex::Best, exact for that route
//    alone: it only ignores the track the other remaining slots will take).
//    The remaining slots together earn at most the sum of these.
//  - Common track: while a slot's routes are enumerated from its
//    RouteIndex, every route of a tree node runs the node's common track,
//    so the later slots earn at most their best routes avoiding that track
//    too, and the slot itself at most the node's best score. Where the later
//    slots' best routes (the witnesses) avoid a child node's common track,
//    they are still the best, and the bound is kept as it is.
//  - Identical trains: trains of one type take routes in increasing number
//    (swapping two identical trains' routes changes nothing), so a later
//    train of the type earns at most the route the earlier one took.
//  - Chain: take a piece of track x1 from the best route, x2 from the best
//    route avoiding x1, and so on. Each piece is run by at most one train.
//    Give each train the first piece of the chain it runs: a train whose
//    first piece is x(g+1) avoids x1..xg, so earns at most the best route
//    avoiding them; no two trains share a first piece (each piece has one
//    train at most), and a train running none avoids them all. The most
//    this allows over every way to hand out first pieces is the bound.
//  - Lagrangian (prices, track_prices.h): for any prices p >= 0 on the free
//    track, an assignment earns the sum of its routes' scores, which is the
//    sum of (score less the prices of its track) plus the prices of the
//    track the routes take; the routes are disjoint, so that is at most the
//    prices of all the free track plus, for each slot, the best (score less
//    prices) of a route avoiding the taken track, or 0. The prices change
//    only how tight this is, never whether it holds; they are integers, so
//    the sums are exact.
// The last slot needs no enumeration: its best route on the free track is
// exactly what it adds.
//
// The value found is the maximum, the same for any number of threads. The
// assignment reported is then chosen without regard to the order in which
// the threads met it: slot by slot, the first route (in route order, idle
// last) from which the maximum can still be reached, tested by a search for
// a completion worth at least the maximum. That is the first assignment
// worth the maximum in the order Assign documents.

namespace {

using Clock = std::chrono::steady_clock;
constexpr int64_t kNoCap = std::numeric_limits<int64_t>::max() / 4;
constexpr int kMaxSlots = kMaxTrains;
constexpr int kMaxChain = 7;   // pieces of track in the chain bound
constexpr size_t kPopularRoutes = 4096;  // the best routes of a type that rank the track
// Work below which a step runs on one thread: starting and stopping threads
// costs more than small searches take.
constexpr long kParallelRoutes = 20'000;  // routes over all types, to build the indexes in parallel

// The problem as the searchers see it: one index per train type.
struct Problem {
  const AssignInput& in;
  int slots = 0;
  std::vector<RouteIndex> index;  // per type
  std::vector<int> type;          // per slot
  std::vector<char> same_as_prev; // slot s has slot s-1's type
  std::vector<int64_t> top;       // per slot: its type's best score
  std::vector<int> popular;       // per piece of track: how many of the best routes use it
  // The Lagrangian bound, once prices are set: a price per piece of track,
  // and per type the routes ordered by score less the price of their track.
  bool priced = false;
  std::vector<int64_t> price;
  int64_t total_price = 0;
  std::vector<RouteIndex> reduced;
  long routes = 0;                // over all types

  explicit Problem(const AssignInput& a) : in(a), slots(static_cast<int>(a.slot_type.size())), type(a.slot_type) {
    index.resize(a.types.size());
    std::vector<char> needed(a.types.size(), 0);
    for (int t : type) needed[t] = 1;
    routes = 0;
    for (const TrainRoutes& tr : a.types) routes += static_cast<long>(tr.score.size());
#pragma omp parallel for schedule(dynamic, 1) if (routes > kParallelRoutes)
    for (int t = 0; t < static_cast<int>(a.types.size()); ++t) {
      if (!needed[t]) continue;
      const TrainRoutes& tr = a.types[t];
      index[t] = RouteIndex(tr.score, [&](int r) { return a.track + static_cast<size_t>(tr.track[r]) * a.words; },
                            a.words);
    }
    popular.assign(static_cast<size_t>(a.words) * 64, 0);
    for (size_t t = 0; t < a.types.size(); ++t) {
      if (!needed[t]) continue;
      const TrainRoutes& tr = a.types[t];
      for (size_t r = 0; r < std::min<size_t>(tr.score.size(), kPopularRoutes); ++r) {
        const uint64_t* row = a.track + static_cast<size_t>(tr.track[r]) * a.words;
        for (int w = 0; w < a.words; ++w)
          for (uint64_t bits = row[w]; bits; bits &= bits - 1) ++popular[w * 64 + __builtin_ctzll(bits)];
      }
    }
    same_as_prev.assign(slots, 0);
    top.assign(slots, 0);
    for (int s = 0; s < slots; ++s) {
      same_as_prev[s] = s > 0 && type[s] == type[s - 1];
      top[s] = index[type[s]].top();
    }
  }
  void SetPrices(std::vector<int64_t> prices) {
    price = std::move(prices);
    total_price = 0;
    for (int64_t x : price) total_price += x;
    reduced.resize(index.size());
#pragma omp parallel for schedule(dynamic, 1) if (routes > kParallelRoutes)
    for (int t = 0; t < static_cast<int>(index.size()); ++t) {
      if (index[t].empty()) continue;
      const TrainRoutes& tr = in.types[t];
      auto track = [&](int r) { return in.track + static_cast<size_t>(tr.track[r]) * in.words; };
      std::vector<int64_t> keys(tr.score.size());
      for (size_t r = 0; r < keys.size(); ++r) keys[r] = tr.score[r] - index[t].Price(track(r), price.data());
      reduced[t] = RouteIndex(tr.score, keys, track, in.words);
    }
    priced = true;
  }
  // The index a slot's routes are enumerated from.
  const RouteIndex& Enum(int slot) const { return priced ? reduced[type[slot]] : index[type[slot]]; }
  int64_t Score(int slot, int route) const { return in.types[type[slot]].score[route]; }
  const uint64_t* Track(int slot, int route) const {
    return in.track + static_cast<size_t>(in.types[type[slot]].track[route]) * in.words;
  }
};

// What the searchers of one search share.
struct Shared {
  std::atomic<int64_t> best{0};   // a branch that cannot earn more than this is cut
  std::atomic<bool> stop{false};  // time is up, or the target is met
  std::atomic<bool> cut{false};   // the time limit stopped the search
  int64_t target = -1;            // stop at an assignment worth this (-1: maximise)
  long budget = -1;               // stop after this many search nodes (-1: never)
  std::atomic<long> spent{0};     // search nodes counted so far (with a budget)
};

// One thread's depth-first search.
class Searcher {
 public:
  explicit Searcher(const Problem& p) : p_(p), words_(p.in.words), used_(words_, 0), choice_(p.slots, -1) {}

  void Reset(Shared* shared, const std::vector<uint64_t>& used, const std::vector<int>& choice) {
    sh_ = shared;
    used_ = used;
    choice_ = choice;
    found_ = -1;
    best_choice_.clear();
  }

  // Every assignment of slots s.. on the free track, `cur` already earned.
  void Slot(int s, int64_t cur) {
    ++nodes_;
    if (s == p_.slots) {
      Record(cur);
      return;
    }
    if (Tick()) return;
    int after = -1;
    int64_t cap = kNoCap;
    if (p_.same_as_prev[s]) {
      if (choice_[s - 1] < 0) {  // an identical train before it stands idle: so does this one
        Slot(s + 1, cur);
        return;
      }
      after = choice_[s - 1];
      cap = p_.Score(s, after);
    }
    const RouteIndex& ix = p_.index[p_.type[s]];
    const int64_t best = sh_->best;
    if (s + 1 == p_.slots) {  // the last train: its best route on the free track
      int pos = -1;
      const int64_t add = ix.Best(used_.data(), std::max<int64_t>(best - cur, 0), after, &pos);
      if (pos >= 0) {
        choice_[s] = ix.route_at(pos);
        Slot(s + 1, cur + add);
        choice_[s] = -1;
      } else {
        Slot(s + 1, cur);
      }
      return;
    }
    if (cur + Rest(s, used_.data(), best - cur, cap).min() <= best) return;
    if (!ix.empty()) Visit(s, RouteIndex::kRoot, nullptr, nullptr, cur, kNoCap, kNoCap, after, cap);
    if (sh_->stop) return;
    Slot(s + 1, cur);  // this train stands idle
  }

  // Slot 0 from one node of its index (a share of the first train's routes).
  // (`whole` false: only the node's own routes)
  void FirstFrom(int node, bool whole) { Visit(0, node, nullptr, nullptr, 0, kNoCap, kNoCap, -1, kNoCap, whole); }

  int64_t found() const { return found_; }
  const std::vector<int>& best_choice() const { return best_choice_; }
  long nodes() const { return nodes_; }
  std::vector<int>& choice() { return choice_; }

 private:
  // Two upper bounds on what slots from.. earn on track avoiding `used`: from
  // each slot's best route, and the Lagrangian bound (kNoCap without prices).
  struct Bound {
    int64_t plain = kNoCap, priced = kNoCap;
    int64_t min() const { return std::min(plain, priced); }
  };
  // Any value no more than `need` only says "no more than need". Slots
  // from.. that continue the type of slot from-1 earn at most `cap` each.
  // `witness` (optional): where each slot's best route is in its index.
  Bound Rest(int from, const uint64_t* used, int64_t need, int64_t cap, int* witness = nullptr) {
    Bound b;
    b.plain = PlainRest(from, used, need, cap, witness);
    if (b.plain > need && p_.priced) b.priced = PricedRest(from, used);
    return b;
  }

  // The Lagrangian bound: the prices of the free track, plus for each slot
  // its best route's score less the prices of its track (or 0: idle).
  int64_t PricedRest(int from, const uint64_t* used) {
    const RouteIndex& any = p_.index[p_.type[from]];
    int64_t sum = p_.total_price - any.Price(used, p_.price.data()), last = 0;
    for (int t = from; t < p_.slots; ++t) {
      last = t > from && p_.same_as_prev[t] ? last : p_.reduced[p_.type[t]].Best(used, 0);
      sum += last;
    }
    return sum;
  }

  int64_t PlainRest(int from, const uint64_t* used, int64_t need, int64_t cap, int* witness) {
    auto limit = [&](int t) {
      bool capped = true;
      for (int u = from; u <= t && capped; ++u) capped = p_.same_as_prev[u];
      return capped ? std::min(p_.top[t], cap) : p_.top[t];
    };
    int64_t optimistic = 0;
    for (int t = from; t < p_.slots; ++t) optimistic += limit(t);
    int64_t sum = 0, last = 0;
    int pos = -1;
    int64_t best[kMaxSlots];  // each slot's best route, uncapped (exact: above the floor)
    int own_witness[kMaxSlots];
    if (!witness) witness = own_witness;
    for (int t = from; t < p_.slots; ++t) {
      const int64_t lim = limit(t);
      optimistic -= lim;
      const int64_t floor = need - sum - optimistic;  // slot t must add more than this
      if (lim <= floor) return need;
      // (an identical train before it on the same track: the same best route)
      int64_t q = last;
      if (t == from || !p_.same_as_prev[t]) q = p_.index[p_.type[t]].Best(used, std::max<int64_t>(floor, 0), -1, &pos);
      witness[t - from] = pos;
      best[t - from] = q;
      last = q;
      q = std::min(q, lim);
      if (q <= floor) return need;
      sum += q;
    }
    if (p_.slots - from < 2) return sum;
    return std::min(sum, Chain(from, used, cap, best, witness));
  }

  // The chain bound (see the top of the file): pieces of track x1, x2, ...
  // each run by at most one train, x(g+1) taken from the best route that
  // avoids x1..xg; a train whose first piece of the chain is x(g+1) earns at
  // most its best route avoiding x1..xg, and no two trains share a first piece.
  // `best`, `witness`: each slot's best route avoiding `used` (its score, where
  // it is), known already.
  int64_t Chain(int from, const uint64_t* used, int64_t cap, const int64_t* best, const int* witness) {
    const int r = p_.slots - from;
    int m = std::min(r - 1, kMaxChain);
    Buffer buffer(this);
    uint64_t* avoid = buffer.data;
    std::copy(used, used + words_, avoid);
    int64_t q[kMaxSlots][kMaxChain + 1] = {};
    for (int g = 0; g <= m; ++g) {
      int64_t top = 0;
      int top_pos = -1, top_slot = -1;
      for (int t = from; t < p_.slots; ++t) {
        if (t > from && p_.same_as_prev[t]) {
          q[t - from][g] = q[t - from - 1][g];
          continue;
        }
        int pos = witness[t - from];
        q[t - from][g] = g == 0 ? best[t - from] : p_.index[p_.type[t]].Best(avoid, 0, -1, &pos);
        if (q[t - from][g] > top) top = q[t - from][g], top_pos = pos, top_slot = t;
      }
      if (g == m) break;
      if (top_pos < 0) {  // nothing runs: nor with more track avoided
        m = g;
        break;
      }
      const uint64_t* route = p_.index[p_.type[top_slot]].track_at(top_pos);
      int piece = -1;
      for (int w = 0; w < words_; ++w)
        for (uint64_t bits = route[w]; bits; bits &= bits - 1) {
          const int b = w * 64 + __builtin_ctzll(bits);
          if (piece < 0 || p_.popular[b] > p_.popular[piece]) piece = b;
        }
      avoid[piece >> 6] |= uint64_t{1} << (piece & 63);
    }
    for (int t = from, run = 1; t < p_.slots; ++t) {
      run = run && p_.same_as_prev[t];
      if (run)
        for (int g = 0; g <= m; ++g) q[t - from][g] = std::min(q[t - from][g], cap);
    }
    // The best way to give the trains distinct first pieces (or none: m).
    int64_t dp[1 << kMaxChain], next[1 << kMaxChain];
    std::fill(dp, dp + (1 << m), -1);
    dp[0] = 0;
    for (int t = 0; t < r; ++t) {
      std::fill(next, next + (1 << m), -1);
      for (int mask = 0; mask < (1 << m); ++mask) {
        if (dp[mask] < 0) continue;
        next[mask] = std::max(next[mask], dp[mask] + q[t][m]);
        for (int g = 0; g < m; ++g)
          if (!(mask >> g & 1)) next[mask | 1 << g] = std::max(next[mask | 1 << g], dp[mask] + q[t][g]);
      }
      std::copy(next, next + (1 << m), dp);
    }
    return *std::max_element(dp, dp + (1 << m));
  }

  // Slot s's routes in node `node` of its index (`parent`: the parent
  // node's common track, null at the top). A route of the node earns at
  // most cur + its score + `rest`, and at most cur + its key + `lrest`
  // (with prices: the key is the score less the price of the route's
  // track, and lrest the Lagrangian bound of the later slots plus the
  // prices of the track the route takes; without, the key is the score).
  // `witness`: where the later slots' best routes avoiding the parent's
  // common track are (-1: unknown); where those routes avoid this node's
  // common track too, the bounds stay as they are.
  void Visit(int s, int node, const uint64_t* parent, const int* witness, int64_t cur, int64_t rest, int64_t lrest,
             int after, int64_t cap, bool whole = true) {
    const RouteIndex& ix = p_.Enum(s);
    const RouteIndex::Node& nd = ix.node(node);
    if (nd.last <= after || Tick()) return;
    const int64_t top = std::min(nd.top, cap);
    if (cur + top + rest <= sh_->best || cur + nd.max + lrest <= sh_->best) return;
    const uint64_t* common = ix.common(node);
    if (ix.Hits(common, used_.data())) return;
    int own_witness[kMaxSlots];
    if (!parent || (AddsTrack(common, parent) && !Avoid(s + 1, witness, common))) {
      // Every route here runs `common`: the later slots avoid it too.
      Buffer buffer(this);
      uint64_t* u = buffer.data;
      for (int w = 0; w < words_; ++w) u[w] = used_[w] | common[w];
      const int64_t best = sh_->best;
      const Bound r = Rest(s + 1, u, best - cur - top, top, own_witness);
      witness = own_witness;
      rest = r.plain;
      // (the free track's prices, less those of `common`, are in r.priced)
      lrest = p_.priced ? r.priced + ix.Price(common, p_.price.data()) : rest;
      if (cur + top + rest <= best || cur + nd.max + lrest <= best) return;
    }
    for (int pos = nd.lo; pos < nd.mid; ++pos) {  // the node's own routes, best key first
      const int64_t score = ix.score_at(pos);
      if (cur + ix.key_at(pos) + lrest <= sh_->best) return;  // (the children's keys are lower)
      if (cur + score + rest <= sh_->best) continue;
      if (ix.route_at(pos) <= after) continue;
      const uint64_t* track = ix.track_at(pos);
      if (ix.Hits(track, used_.data())) continue;
      Toggle(track);
      choice_[s] = ix.route_at(pos);
      Slot(s + 1, cur + score);
      choice_[s] = -1;
      Toggle(track);
      if (sh_->stop) return;
    }
    if (nd.leaf() || !whole) return;
    const int a = nd.child[0], b = nd.child[1];
    const bool a_first = ix.node(a).max >= ix.node(b).max;
    Visit(s, a_first ? a : b, common, witness, cur, rest, lrest, after, cap);
    if (sh_->stop) return;
    Visit(s, a_first ? b : a, common, witness, cur, rest, lrest, after, cap);
  }

  // Whether the best routes of slots from.. (`witness`) avoid `common`.
  bool Avoid(int from, const int* witness, const uint64_t* common) const {
    for (int t = from; t < p_.slots; ++t) {
      if (witness[t - from] < 0) return false;
      if (p_.index[p_.type[t]].Hits(p_.index[p_.type[t]].track_at(witness[t - from]), common)) return false;
    }
    return true;
  }

  // Whether `common` holds track that neither `parent` nor the taken track holds.
  bool AddsTrack(const uint64_t* common, const uint64_t* parent) const {
    for (int w = 0; w < words_; ++w)
      if (common[w] & ~(parent[w] | used_[w])) return true;
    return false;
  }

  void Toggle(const uint64_t* track) {
    for (int w = 0; w < words_; ++w) used_[w] ^= track[w];
  }

  void Record(int64_t value) {
    if (value > found_) found_ = value, best_choice_ = choice_;
    int64_t seen = sh_->best;
    while (value > seen && !sh_->best.compare_exchange_weak(seen, value)) {
    }
    if (sh_->target >= 0 && value >= sh_->target) sh_->stop = true;
  }

  // Counts work; true when the search must stop (time is up, the target
  // met, or the budget spent).
  bool Tick() {
    if ((work_++ & 1023) != 0) return sh_->stop;
    if (p_.in.time_limit > 0 &&
        std::chrono::duration<double>(Clock::now() - p_.in.start).count() > p_.in.time_limit)
      sh_->cut = true, sh_->stop = true;
    if (sh_->budget >= 0) {
      if ((sh_->spent += nodes_ - counted_) > sh_->budget) sh_->stop = true;
      counted_ = nodes_;
    }
    return sh_->stop;
  }

  // Scratch track of one Visit (buffers are reused; their storage never moves).
  struct Buffer {
    Searcher* s;
    uint64_t* data;
    explicit Buffer(Searcher* owner) : s(owner) {
      if (s->depth_ == s->buffers_.size()) s->buffers_.emplace_back(s->words_);
      data = s->buffers_[s->depth_++].data();
    }
    ~Buffer() { --s->depth_; }
  };

  const Problem& p_;
  const int words_;
  Shared* sh_ = nullptr;
  std::vector<uint64_t> used_;
  std::vector<int> choice_;
  std::vector<int> best_choice_;
  int64_t found_ = -1;
  long nodes_ = 0;
  long counted_ = 0;  // nodes_ already in Shared::spent
  long work_ = 0;
  std::vector<std::vector<uint64_t>> buffers_;
  size_t depth_ = 0;
};

// Shares of the first slot's routes: index nodes that together hold them
// all, about `want` of them (the largest split first), best first;
// (node, false) is a node's own routes only.
std::vector<std::pair<int, bool>> Shares(const RouteIndex& ix, size_t want) {
  std::vector<std::pair<int, bool>> shares = {{RouteIndex::kRoot, true}};
  auto size = [&](const std::pair<int, bool>& share) {
    const RouteIndex::Node& nd = ix.node(share.first);
    return share.second ? nd.hi - nd.lo : nd.mid - nd.lo;
  };
  while (shares.size() < want) {
    int largest = -1;
    for (size_t i = 0; i < shares.size(); ++i) {
      const RouteIndex::Node& nd = ix.node(shares[i].first);
      if (shares[i].second && !nd.leaf() && (largest < 0 || size(shares[i]) > size(shares[largest])))
        largest = static_cast<int>(i);
    }
    if (largest < 0) break;
    const RouteIndex::Node& nd = ix.node(shares[largest].first);
    if (nd.mid > nd.lo) shares.push_back({shares[largest].first, false});
    shares.push_back({nd.child[1], true});
    shares[largest] = {nd.child[0], true};
  }
  std::stable_sort(shares.begin(), shares.end(),
                   [&](auto a, auto b) { return ix.node(a.first).max > ix.node(b.first).max; });
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
  std::vector<std::pair<int, bool>> shares;
  if (!p.Enum(0).empty()) shares = Shares(p.Enum(0), 64 * static_cast<size_t>(omp_get_max_threads()));
  shares.push_back({-1, true});  // the first train standing idle
  Assignment out;
  out.value = start_value;
  out.choice = start;
  const std::vector<uint64_t> none(p.in.words, 0);
  const std::vector<int> idle(p.slots, -1);
  auto run = [&](Searcher& s, int i) {
    if (shared.stop) return;
    if (shares[i].first >= 0) s.FirstFrom(shares[i].first, shares[i].second);
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
    for (int s = 0; s < slots;) {  // identical trains: routes increasing, idle last
      int e = s;
      while (e < slots && in.slot_type[e] == in.slot_type[s]) ++e;
      std::sort(g.choice.begin() + s, g.choice.begin() + e,
                [](int x, int y) { return static_cast<unsigned>(x) < static_cast<unsigned>(y); });
      s = e;
    }
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
  Problem p(trimmed);
  // First without prices, within a budget; a search that needs more is
  // started again with the Lagrangian bound (prices cost time to find).
  auto price = [&](int64_t reached) {
    std::vector<const RouteIndex*> index;
    std::vector<int> trains(in.types.size(), 0);
    for (const RouteIndex& ix : p.index) index.push_back(&ix);
    for (int t : in.slot_type) ++trains[t];
    auto late = [&] {
      return in.time_limit > 0 && std::chrono::duration<double>(Clock::now() - in.start).count() > in.time_limit;
    };
    p.SetPrices(PriceTrack(index, trains, in.words, reached, late));
  };
  const long budget = slots >= 3 ? in.plain_nodes : -1;
  if (budget == 0) price(start.value);
  long spent = 0;
  Assignment best = Maximise(p, start.choice, start.value, budget > 0 ? budget : -1, &spent);
  if (budget > 0 && spent > budget && !best.cut) {
    price(best.value);
    const long before = best.nodes;
    best = Maximise(p, best.choice, best.value, -1, &spent);
    best.nodes += before;
  }
  if (best.cut || best.value == 0) return best;
  Assignment first = FirstWorth(p, best.value, best.choice);
  first.nodes += best.nodes;
  if (first.cut) {  // (the value is proven; the choice among equal ones may not be the first)
    best.nodes = first.nodes;
    return best;
  }
  return first;
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
