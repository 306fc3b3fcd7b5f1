#include "xxroute/assign.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <limits>
#include <memory>

#include "xxroute/route_index.h"

namespace xxroute {

// Why the search is exact.
//
// It is a depth-first branch and bound over the trains (slots): each slot
// takes one of its type's routes that shares no track with the routes taken
// before it, or stands idle. A branch is cut only when an upper bound on
// everything it can still reach is no more than the best assignment already
// found, so no assignment worth more is ever lost. The bounds:
//  - a slot can earn at most its type's best route that uses none of the
//    track taken so far (RouteIndex::Best: exact for that route alone, it
//    only ignores the track the later slots will take), so the remaining
//    slots together earn at most the sum of these;
//  - while a slot's routes are enumerated from its RouteIndex, every route
//    of a tree node uses the node's common track, so the later slots can
//    earn at most the sum of their best routes avoiding that track too, and
//    the slot itself at most the node's best score;
//  - trains of one type take routes in increasing number (an assignment and
//    the one with those trains' routes swapped are worth the same), so a
//    later train of the type earns at most the route the earlier one took.
// The last slot needs no enumeration: its best route on the free track is
// exactly what it adds. Every bound is a sum of real candidate scores (each
// scored by Evaluate with every bonus), each taken over a superset of the
// routes the slot could still run, so it is never below what the slots can
// earn.
//
// The value found is the maximum, the same for any number of threads. The
// assignment reported is then chosen without regard to the order in which
// the threads met it: slot by slot, the first route (in route order, idle
// last) from which the maximum can still be reached, tested by a search for
// a completion worth at least the maximum.

namespace {

using Clock = std::chrono::steady_clock;
constexpr int64_t kNoCap = std::numeric_limits<int64_t>::max() / 4;

// The problem as the searchers see it: one index per train type.
struct Problem {
  const AssignInput& in;
  int slots = 0;
  std::vector<RouteIndex> index;  // per type
  std::vector<int> type;          // per slot
  std::vector<char> same_as_prev; // slot s has slot s-1's type
  std::vector<int64_t> top;       // per slot: its type's best score

  explicit Problem(const AssignInput& a) : in(a), slots(static_cast<int>(a.slot_type.size())), type(a.slot_type) {
    index.resize(a.types.size());
    std::vector<char> needed(a.types.size(), 0);
    for (int t : type) needed[t] = 1;
#pragma omp parallel for schedule(dynamic, 1)
    for (int t = 0; t < static_cast<int>(a.types.size()); ++t) {
      if (!needed[t]) continue;
      const TrainRoutes& tr = a.types[t];
      index[t] = RouteIndex(tr.score, [&](int r) { return a.track + static_cast<size_t>(tr.track[r]) * a.words; },
                            a.words);
    }
    same_as_prev.assign(slots, 0);
    top.assign(slots, 0);
    for (int s = 0; s < slots; ++s) {
      same_as_prev[s] = s > 0 && type[s] == type[s - 1];
      top[s] = index[type[s]].top();
    }
  }
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
    if (cur + Rest(s, used_.data(), best - cur, cap) <= best) return;
    if (!ix.empty()) Visit(s, RouteIndex::kRoot, nullptr, cur, kNoCap, after, cap);
    if (sh_->stop) return;
    Slot(s + 1, cur);  // this train stands idle
  }

  // Slot 0 from one node of its index (a share of the first train's routes).
  void FirstFrom(int node) { Visit(0, node, nullptr, 0, kNoCap, -1, kNoCap); }

  int64_t found() const { return found_; }
  const std::vector<int>& best_choice() const { return best_choice_; }
  long nodes() const { return nodes_; }
  std::vector<int>& choice() { return choice_; }

 private:
  // An upper bound on what slots from.. earn on track avoiding `used`; any
  // value no more than `need` only says "no more than need". Slots from..
  // that continue the type of slot from-1 earn at most `cap` each.
  int64_t Rest(int from, const uint64_t* used, int64_t need, int64_t cap) {
    auto limit = [&](int t) {
      bool capped = true;
      for (int u = from; u <= t && capped; ++u) capped = p_.same_as_prev[u];
      return capped ? std::min(p_.top[t], cap) : p_.top[t];
    };
    int64_t optimistic = 0;
    for (int t = from; t < p_.slots; ++t) optimistic += limit(t);
    int64_t sum = 0, last = 0;
    for (int t = from; t < p_.slots; ++t) {
      const int64_t lim = limit(t);
      optimistic -= lim;
      const int64_t floor = need - sum - optimistic;  // slot t must add more than this
      if (lim <= floor) return need;
      // (an identical train before it on the same track: the same best route)
      int64_t q = t > from && p_.same_as_prev[t] ? last
                                                  : p_.index[p_.type[t]].Best(used, std::max<int64_t>(floor, 0));
      last = q;
      q = std::min(q, lim);
      if (q <= floor) return need;
      sum += q;
    }
    return sum;
  }

  // Slot s's routes in index node `node`, every later slot's bound being
  // `rest` on the parent's common track (`parent`: null at the top).
  void Visit(int s, int node, const uint64_t* parent, int64_t cur, int64_t rest, int after, int64_t cap) {
    const RouteIndex& ix = p_.index[p_.type[s]];
    const RouteIndex::Node& nd = ix.node(node);
    if (nd.last <= after || Tick()) return;
    const int64_t top = std::min(nd.max, cap);
    if (cur + top + rest <= sh_->best) return;
    const uint64_t* common = ix.common(node);
    if (ix.Hits(common, used_.data())) return;
    if (!parent || AddsTrack(common, parent)) {
      // Every route here runs `common`: the later slots avoid it too.
      Buffer buffer(this);
      uint64_t* u = buffer.data;
      for (int w = 0; w < words_; ++w) u[w] = used_[w] | common[w];
      const int64_t best = sh_->best;
      rest = Rest(s + 1, u, best - cur - top, top);
      if (cur + top + rest <= best) return;
    }
    if (nd.leaf()) {
      for (int pos = nd.lo; pos < nd.hi; ++pos) {
        const int64_t score = ix.score_at(pos);
        if (cur + score + rest <= sh_->best) break;
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
      return;
    }
    const int a = nd.child[0], b = nd.child[1];
    const bool a_first = ix.node(a).max >= ix.node(b).max;
    Visit(s, a_first ? a : b, common, cur, rest, after, cap);
    if (sh_->stop) return;
    Visit(s, a_first ? b : a, common, cur, rest, after, cap);
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

  // Counts work; true when the search must stop (time is up, or the target met).
  bool Tick() {
    if ((work_++ & 1023) == 0 && p_.in.time_limit > 0 &&
        std::chrono::duration<double>(Clock::now() - p_.in.start).count() > p_.in.time_limit)
      sh_->cut = true, sh_->stop = true;
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
  long work_ = 0;
  std::vector<std::vector<uint64_t>> buffers_;
  size_t depth_ = 0;
};

// Shares of the first slot's routes: index nodes that together hold them
// all, about `want` of them, best first.
std::vector<int> Shares(const RouteIndex& ix, size_t want) {
  std::vector<int> nodes = {RouteIndex::kRoot};
  for (bool split = true; split && nodes.size() < want;) {
    split = false;
    std::vector<int> next;
    for (int n : nodes) {
      if (ix.node(n).leaf()) {
        next.push_back(n);
      } else {
        next.push_back(ix.node(n).child[0]), next.push_back(ix.node(n).child[1]);
        split = true;
      }
    }
    nodes.swap(next);
  }
  std::stable_sort(nodes.begin(), nodes.end(), [&](int a, int b) { return ix.node(a).max > ix.node(b).max; });
  return nodes;
}

// The best value: the first slot's routes shared out over the threads.
Assignment Maximise(const Problem& p, const std::vector<int>& start, int64_t start_value) {
  Shared shared;
  shared.best = start_value;
  std::vector<int> shares;
  if (!p.index[p.type[0]].empty()) shares = Shares(p.index[p.type[0]], 64 * static_cast<size_t>(omp_get_max_threads()));
  shares.push_back(-1);  // the first train standing idle
  Assignment out;
  out.value = start_value;
  out.choice = start;
  const std::vector<uint64_t> none(p.in.words, 0);
  const std::vector<int> idle(p.slots, -1);
#pragma omp parallel
  {
    Searcher s(p);
    s.Reset(&shared, none, idle);
#pragma omp for schedule(dynamic, 1) nowait
    for (int i = 0; i < static_cast<int>(shares.size()); ++i) {
      if (shared.stop) continue;
      if (shares[i] >= 0) s.FirstFrom(shares[i]);
      else s.Slot(1, 0);
    }
#pragma omp critical(xxroute_assign)
    {
      out.nodes += s.nodes();
      if (s.found() > out.value || (s.found() == out.value && s.found() >= 0 && s.best_choice() < out.choice))
        out.value = s.found(), out.choice = s.best_choice();
    }
  }
  out.cut = shared.cut;
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

// The first assignment in the order of Assign worth `value`, slot by slot;
// `hint`: an assignment worth it.
Assignment FirstWorth(const Problem& p, int64_t value, const std::vector<int>& hint) {
  Assignment out;
  out.value = value;
  out.choice.assign(p.slots, -1);
  std::vector<uint64_t> used(p.in.words, 0);
  Searcher searcher(p);
  int64_t cur = 0;
  bool on_hint = true;  // the choices so far are the hint's: its next choice reaches the value
  for (int s = 0; s < p.slots; ++s) {
    if (p.same_as_prev[s] && out.choice[s - 1] < 0) continue;
    const int after = p.same_as_prev[s] ? out.choice[s - 1] : -1;
    const TrainRoutes& routes = p.in.types[p.type[s]];
    const int n = static_cast<int>(routes.score.size());
    const int last = on_hint && hint[s] >= 0 ? hint[s] : n - 1;
    int chosen = -1;
    for (int r = after + 1; r <= last; ++r) {
      const int64_t score = routes.score[r];
      // (what the later slots can add at most, ignoring track)
      int64_t rest = 0;
      bool run = true;
      for (int t = s + 1; t < p.slots; ++t) {
        run = run && p.same_as_prev[t];
        rest += run ? std::min(p.top[t], score) : p.top[t];
      }
      if (cur + score + rest < value) break;
      const uint64_t* track = p.Track(s, r);
      bool free = true;
      for (int w = 0; w < p.in.words && free; ++w) free = !(track[w] & used[w]);
      if (!free) continue;
      if (on_hint && r == hint[s]) {
        chosen = r;
        break;
      }
      std::vector<uint64_t> u = used;
      for (int w = 0; w < p.in.words; ++w) u[w] |= track[w];
      out.choice[s] = r;
      if (Reaches(searcher, s + 1, u, out.choice, cur + score, value, &out.cut)) {
        chosen = r;
        break;
      }
      out.choice[s] = -1;
      if (out.cut) return out;
    }
    out.choice[s] = chosen;
    on_hint = on_hint && chosen == hint[s];
    if (chosen >= 0) {
      cur += routes.score[chosen];
      const uint64_t* track = p.Track(s, chosen);
      for (int w = 0; w < p.in.words; ++w) used[w] |= track[w];
    }
  }
  out.nodes = searcher.nodes();
  return out;
}

// A first assignment: each slot in turn takes its best route on the free track.
Assignment Greedy(const Problem& p) {
  Assignment g;
  g.choice.assign(p.slots, -1);
  std::vector<uint64_t> used(p.in.words, 0);
  for (int s = 0; s < p.slots; ++s) {
    if (p.same_as_prev[s] && g.choice[s - 1] < 0) continue;
    const int after = p.same_as_prev[s] ? g.choice[s - 1] : -1;
    const RouteIndex& ix = p.index[p.type[s]];
    int pos = -1;
    const int64_t add = ix.Best(used.data(), 0, after, &pos);
    if (pos < 0) continue;
    g.choice[s] = ix.route_at(pos);
    g.value += add;
    const uint64_t* track = ix.track_at(pos);
    for (int w = 0; w < p.in.words; ++w) used[w] |= track[w];
  }
  return g;
}

}  // namespace

Assignment Assign(const AssignInput& in) {
  Assignment out;
  const int slots = static_cast<int>(in.slot_type.size());
  out.choice.assign(slots, -1);
  if (slots == 0) return out;
  if (slots == 1) {  // one train: its best route
    out.nodes = 1;
    if (!in.types[in.slot_type[0]].score.empty()) out.choice[0] = 0, out.value = in.types[in.slot_type[0]].score[0];
    return out;
  }
  Problem p(in);
  Assignment start = Greedy(p);
  Assignment best = Maximise(p, start.choice, start.value);
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
