#include "assign_search.h"

namespace xxroute::assign_search {

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
//    train of the type earns at most the route the earlier one took, and
//    its best route is sought among those numbered above it alone (while a
//    tree node's routes are enumerated: above the node's lowest number).
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
//    the sums are exact. It is used where two or more slots remain: for one
//    train alone it is never below that train's best route (the route's
//    track is free, so its prices are part of the free track's).
// The last slot needs no enumeration: its best route on the free track is
// exactly what it adds.
//
// Floors: RouteIndex::Best asked with a floor answers the floor when no
// route beats it, which is still no less than the true best, so every bound
// above stays an upper bound whatever the floor. The floors are chosen so
// that an answer at the floor already brings the bound down to what the
// branch needs (identical trains: k trains each at most the first one's
// best; the chain: a train held to the floor plus the others' best routes is
// at most what is needed), so they only save work.
// Hints: the best route found for a slot avoiding some track is still the
// best avoiding more track where it avoids that too (exact, not a bound).

Problem::Problem(const AssignInput& a) : in(a), slots(static_cast<int>(a.slot_type.size())), type(a.slot_type) {
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
    const size_t step = tr.score.size() / kPopularSample + 1;  // (a sample spread over the list)
    for (size_t r = 0; r < tr.score.size(); r += step) {
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

void InAssignOrder(const std::vector<int>& slot_type, std::vector<int>* choice) {
  const int slots = static_cast<int>(slot_type.size());
  for (int s = 0; s < slots;) {
    int e = s;
    while (e < slots && slot_type[e] == slot_type[s]) ++e;
    std::sort(choice->begin() + s, choice->begin() + e,
              [](int x, int y) { return static_cast<unsigned>(x) < static_cast<unsigned>(y); });
    s = e;
  }
}

void Problem::SetPrices(std::vector<int64_t> prices) {
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

void Searcher::Reset(Shared* shared, const std::vector<uint64_t>& used, const std::vector<int>& choice) {
  sh_ = shared;
  used_ = used;
  choice_ = choice;
  found_ = -1;
  best_choice_.clear();
}

void Searcher::Slot(int s, int64_t cur) {
  ++nodes_;
  const int* hint = hint_;  // (for this call only)
  hint_ = nullptr;
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
  // (without the Lagrangian bound: here it hardly ever cuts; the slot's
  // routes are taken with it, see Visit)
  if (cur + Rest(s, used_.data(), best - cur, cap, after, nullptr, hint, false).min() <= best) return;
  if (!ix.empty()) Visit(s, RouteIndex::kRoot, nullptr, nullptr, cur, kNoCap, kNoCap, after, cap);
  if (sh_->stop) return;
  Slot(s + 1, cur);  // this train stands idle
}

Searcher::Bound Searcher::Rest(int from, const uint64_t* used, int64_t need, int64_t cap, int after, int* witness,
                               const int* hint, bool prices) {
  Bound b;
  b.plain = PlainRest(from, used, need, cap, after, witness, hint);
  if (b.plain > need && prices && p_.priced && p_.slots - from >= 2) b.priced = PricedRest(from, used, after);
  return b;
}

int64_t Searcher::PricedRest(int from, const uint64_t* used, int after) {
  const RouteIndex& any = p_.index[p_.type[from]];
  int64_t sum = p_.total_price - any.Price(used, p_.price.data()), last = 0;
  for (int t = from; t < p_.slots; ++t) {
    last = t > from && p_.same_as_prev[t] ? last : p_.reduced[p_.type[t]].Best(used, 0, After(from, t, after));
    sum += last;
  }
  return sum;
}

int64_t Searcher::PlainRest(int from, const uint64_t* used, int64_t need, int64_t cap, int after, int* witness,
                            const int* hint) {
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
    if (t == from || !p_.same_as_prev[t]) {
      // The identical trains t..e-1 each earn at most slot t's best route:
      // if k of them at that leave the total at most need, so do they.
      int e = t + 1;
      while (e < p_.slots && p_.same_as_prev[e]) ++e;
      int64_t after_run = 0;
      for (int u = e; u < p_.slots; ++u) after_run += limit(u);
      const int64_t k = e - t, left = need - sum - after_run;
      const int64_t run_floor = left >= 0 ? left / k : -((-left + k - 1) / k);  // (rounded down)
      const RouteIndex& ix = p_.index[p_.type[t]];
      // (a hint was the best above a number no higher than `after`: where
      // it is above `after` too, it is the best of fewer routes)
      const int above = After(from, t, after);
      pos = hint ? hint[t - from] : -1;
      if (pos >= 0 && !ix.Hits(ix.track_at(pos), used) && ix.route_at(pos) > above) q = ix.score_at(pos);
      else q = ix.Best(used, std::max<int64_t>({run_floor, floor, 0}), above, &pos);
      if (q <= run_floor) return need;
    }
    witness[t - from] = pos;
    best[t - from] = q;
    last = q;
    q = std::min(q, lim);
    if (q <= floor) return need;
    sum += q;
  }
  if (p_.slots - from < 2) return sum;
  return std::min(sum, Chain(from, used, need, cap, after, best, witness));
}

int64_t Searcher::Chain(int from, const uint64_t* used, int64_t need, int64_t cap, int after, const int64_t* best,
                        const int* witness) {
  const int r = p_.slots - from;
  int m = std::min(r - 1, kMaxChain);
  // A floor for the later pieces' routes: need less the r-1 largest best
  // routes (capped). Best answers at least the floor, so the bound stays an
  // upper bound; and a train given the floor brings the total to at most
  // floor + the other trains' best = need, so whether the bound is above
  // need does not change.
  int64_t others = 0, least = kNoCap;  // (the r-1 largest: all but the least)
  for (int t = from, run = 1; t < p_.slots; ++t) {
    run = run && p_.same_as_prev[t];
    const int64_t capped = run ? std::min(best[t - from], cap) : best[t - from];
    others += capped;
    least = std::min(least, capped);
  }
  const int64_t floor = std::max<int64_t>(need - (others - least), 0);
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
      q[t - from][g] = g == 0 ? best[t - from] : p_.index[p_.type[t]].Best(avoid, floor, After(from, t, after), &pos);
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

void Searcher::Visit(int s, int node, const uint64_t* parent, const int* witness, int64_t cur, int64_t rest,
                     int64_t lrest, int after, int64_t cap) {
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
    // The Lagrangian bound at the top and where the node has routes of its
    // own (an inner node would mostly only carry it down to its leaves);
    // elsewhere the one from above holds: it was found avoiding less track.
    const bool prices = p_.Priced(s) && (!parent || nd.leaf());
    // (the later trains of this type take routes numbered above the one
    // taken here: above the node's lowest, and above `after`)
    const int next_after = std::max(nd.first, after + 1);
    const Bound r = Rest(s + 1, u, best - cur - top, top, next_after, own_witness, nullptr, prices);
    witness = own_witness;
    rest = r.plain;
    // (the free track's prices, less those of `common`, are in r.priced)
    if (!p_.Priced(s)) lrest = rest;
    else if (prices) lrest = r.priced + ix.Price(common, p_.price.data());  // (else the one from above)
    if (cur + top + rest <= best || cur + nd.max + lrest <= best) return;
  }
  for (int pos = nd.lo; pos < nd.mid; ++pos) {  // a leaf's routes, best key first
    const int64_t score = ix.score_at(pos);
    if (cur + ix.key_at(pos) + lrest <= sh_->best) return;  // (the rest of the leaf is no better)
    if (cur + score + rest <= sh_->best) continue;
    if (ix.route_at(pos) <= after) continue;
    const uint64_t* track = ix.track_at(pos);
    if (ix.Hits(track, used_.data())) continue;
    Toggle(track);
    choice_[s] = ix.route_at(pos);
    hint_ = witness;
    Slot(s + 1, cur + score);
    choice_[s] = -1;
    Toggle(track);
    if (sh_->stop) return;
  }
  if (nd.leaf()) return;
  const int a = nd.child[0], b = nd.child[1];
  const bool a_first = ix.node(a).max >= ix.node(b).max;
  Visit(s, a_first ? a : b, common, witness, cur, rest, lrest, after, cap);
  if (sh_->stop) return;
  Visit(s, a_first ? b : a, common, witness, cur, rest, lrest, after, cap);
}

bool Searcher::Avoid(int from, const int* witness, const uint64_t* common) const {
  for (int t = from; t < p_.slots; ++t) {
    if (witness[t - from] < 0) return false;
    if (p_.index[p_.type[t]].Hits(p_.index[p_.type[t]].track_at(witness[t - from]), common)) return false;
  }
  return true;
}

void Searcher::Record(int64_t value) {
  if (value > found_) found_ = value, best_choice_ = choice_;
  int64_t seen = sh_->best;
  while (value > seen && !sh_->best.compare_exchange_weak(seen, value)) {
  }
  if (sh_->target >= 0 && value >= sh_->target) sh_->stop = true;
}

bool Searcher::Tick() {
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

}  // namespace xxroute::assign_search
