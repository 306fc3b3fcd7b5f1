// AssignSearch: the assignment as the search sees it (a route index per
// train type, the Lagrangian prices once set) and one thread's depth-first
// branch and bound over it (assign_search.cpp says why it is exact).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <vector>

#include "xxroute/assign.h"
#include "xxroute/limits.h"
#include "xxroute/route_index.h"

namespace xxroute::assign_search {

using Clock = std::chrono::steady_clock;
constexpr int64_t kNoCap = std::numeric_limits<int64_t>::max() / 4;
constexpr int kMaxSlots = kMaxTrains;
constexpr int kMaxChain = 7;   // pieces of track in the chain bound
constexpr size_t kPopularSample = 8192;  // routes of a type that rank the track
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
  std::vector<int> popular;       // per piece of track: how many of a sample of all routes use it
  // The Lagrangian bound, once prices are set: a price per piece of track,
  // and per type the routes ordered by score less the price of their track.
  bool priced = false;
  std::vector<int64_t> price;
  int64_t total_price = 0;
  std::vector<RouteIndex> reduced;
  long routes = 0;                // over all types

  explicit Problem(const AssignInput& a);
  void SetPrices(std::vector<int64_t> prices);
  // Whether slot s's routes are taken with the Lagrangian bound of the
  // slots after it: only where two or more follow (for one train alone, that
  // bound is never below its best route on the free track).
  bool Priced(int s) const { return priced && slots - s >= 3; }
  // The index a slot's routes are enumerated from.
  const RouteIndex& Enum(int slot) const { return Priced(slot) ? reduced[type[slot]] : index[type[slot]]; }
  int64_t Score(int slot, int route) const { return in.types[type[slot]].score[route]; }
  const uint64_t* Track(int slot, int route) const {
    return in.track + static_cast<size_t>(in.types[type[slot]].track[route]) * in.words;
  }
};

// Puts an assignment's routes in the order Assign reports them: the routes
// of identical trains (next to each other in `slot_type`) increasing, idle
// (-1) last.
void InAssignOrder(const std::vector<int>& slot_type, std::vector<int>* choice);

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

  void Reset(Shared* shared, const std::vector<uint64_t>& used, const std::vector<int>& choice);

  // Every assignment of slots s.. on the free track, `cur` already earned.
  void Slot(int s, int64_t cur);

  // Slot 0 from one node of its index (a share of the first train's routes).
  void FirstFrom(int node) { Visit(0, node, nullptr, nullptr, 0, kNoCap, kNoCap, -1, kNoCap); }

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
  // `hint` (optional): per slot, a route (its place in the index) that was
  // the best avoiding less track than `used`; where it avoids `used` too, it
  // is still the best. `prices`: whether to find the Lagrangian bound too.
  Bound Rest(int from, const uint64_t* used, int64_t need, int64_t cap, int after, int* witness = nullptr,
             const int* hint = nullptr, bool prices = true);

  // The Lagrangian bound: the prices of the free track, plus for each slot
  // its best route's score less the prices of its track (or 0: idle).
  int64_t PricedRest(int from, const uint64_t* used, int after);

  int64_t PlainRest(int from, const uint64_t* used, int64_t need, int64_t cap, int after, int* witness,
                    const int* hint);
  // The route number above which slot t takes its route, as the bounds
  // know it: `after` for the slots from.. that continue the type of slot
  // from-1 (they take routes numbered above the route it took), else -1.
  int After(int from, int t, int after) const {
    for (int u = from; u <= t; ++u)
      if (!p_.same_as_prev[u]) return -1;
    return after;
  }

  // The chain bound (see assign_search.cpp): pieces of track x1, x2, ...
  // each run by at most one train, x(g+1) taken from the best route that
  // avoids x1..xg; a train whose first piece of the chain is x(g+1) earns at
  // most its best route avoiding x1..xg, and no two trains share a first piece.
  // `best`, `witness`: each slot's best route avoiding `used` (its score, where
  // it is), known already.
  // Any value no more than `need` only says "no more than need".
  int64_t Chain(int from, const uint64_t* used, int64_t need, int64_t cap, int after, const int64_t* best,
                const int* witness);

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
             int after, int64_t cap);

  // Whether the best routes of slots from.. (`witness`) avoid `common`.
  bool Avoid(int from, const int* witness, const uint64_t* common) const;

  // Whether `common` holds track that neither `parent` nor the taken track holds.
  bool AddsTrack(const uint64_t* common, const uint64_t* parent) const {
    for (int w = 0; w < words_; ++w)
      if (common[w] & ~(parent[w] | used_[w])) return true;
    return false;
  }

  void Toggle(const uint64_t* track) {
    for (int w = 0; w < words_; ++w) used_[w] ^= track[w];
  }

  void Record(int64_t value);

  // Counts work; true when the search must stop (time is up, the target
  // met, or the budget spent).
  bool Tick();

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
  const int* hint_ = nullptr;  // for the next Slot only: the `hint` of its Rest
};

}  // namespace xxroute::assign_search
