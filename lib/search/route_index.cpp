#include "xxroute/route_index.h"

#include <algorithm>
#include <numeric>

#include "track_row.h"

namespace xxroute {

namespace {

constexpr int kLeaf = 32;    // routes a leaf holds at most (unless they cannot be split)
constexpr int kSample = 32;  // routes of a part looked at to choose its split
constexpr int kPlanes = 6;   // bits of a count up to kSample

// The piece of track most of a sample of a part runs (not all of it): a
// query that has taken it skips the larger side whole; -1 when the sample
// all runs the same track. `row(p)`: the track of the route at position p
// of the part lo..hi-1; `planes`, `most`: scratch of kPlanes * words and
// words words.
template <typename Row>
int SplitTrack(const Row& row, int lo, int hi, int words, std::vector<uint64_t>& planes, std::vector<uint64_t>& most) {
  // Counted bit-sliced: plane k holds bit k of each piece's count.
  const int m = std::min(hi - lo, kSample);
  std::fill(planes.begin(), planes.end(), 0);
  for (int j = 0; j < m; ++j) {
    const uint64_t* t = row(lo + static_cast<int>(static_cast<int64_t>(hi - lo) * j / m));
    for (int w = 0; w < words; ++w)
      for (uint64_t carry = t[w], *plane = &planes[w]; carry; plane += words) {
        const uint64_t had = *plane;
        *plane = had ^ carry;
        carry &= had;
      }
  }
  // The pieces with the highest count below m: those run by some of the
  // sample but not all, narrowed plane by plane from the top bit; the
  // first of them.
  for (int w = 0; w < words; ++w) {
    uint64_t any = 0, all = ~uint64_t{0};
    for (int k = 0; k < kPlanes; ++k) {
      any |= planes[k * words + w];
      all &= m >> k & 1 ? planes[k * words + w] : ~planes[k * words + w];
    }
    most[w] = any & ~all;
  }
  for (int k = kPlanes - 1; k >= 0; --k) {
    bool some = false;
    for (int w = 0; w < words; ++w) some = some || (most[w] & planes[k * words + w]);
    if (some)
      for (int w = 0; w < words; ++w) most[w] &= planes[k * words + w];
  }
  for (int w = 0; w < words; ++w)
    if (most[w]) return w * 64 + __builtin_ctzll(most[w]);
  return -1;
}

}  // namespace

RouteIndex::RouteIndex(const std::vector<int64_t>& scores, const std::function<const uint64_t*(int)>& track,
                       int words)
    : words_(words) {
  Build(scores, scores, track);
}

RouteIndex::RouteIndex(const std::vector<int64_t>& scores, const std::vector<int64_t>& keys,
                       const std::function<const uint64_t*(int)>& track, int words)
    : words_(words) {
  Build(scores, keys, track);
}

void RouteIndex::Build(const std::vector<int64_t>& scores, const std::vector<int64_t>& keys,
                       const std::function<const uint64_t*(int)>& track) {
  const int words = words_;
  const int n = static_cast<int>(scores.size());
  if (n == 0) return;
  // The routes in key order, their track in one array in that order; the
  // parts split an array of places in it, and the track is put in the
  // tree's order once at the end.
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  if (&keys != &scores) std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return keys[a] > keys[b]; });
  std::vector<uint64_t> rows(static_cast<size_t>(n) * words);
  for (int i = 0; i < n; ++i) CopyTrackRow(track(order[i]), words, rows.data() + size_t(i) * words);
  const std::vector<int> place = SplitParts(rows, n);
  PackRecords(scores, keys, order, place, rows);
  PackNodes();
}

std::vector<int> RouteIndex::SplitParts(std::vector<uint64_t>& rows, int n) {
  // The parts split the rows themselves, moved with their places (stable:
  // a part's places increase), so that each split reads its part's track
  // from start to end in one run of memory.
  const int words = words_;
  std::vector<int> place(n), spare(n);
  std::vector<uint64_t> spare_rows(rows.size());
  std::iota(place.begin(), place.end(), 0);
  auto row = [&](int p) { return rows.data() + static_cast<size_t>(p) * words; };
  std::vector<uint64_t> planes(static_cast<size_t>(kPlanes) * words), most(words);
  Node root;
  root.lo = 0, root.hi = n;
  nodes_.push_back(root);
  std::vector<int> todo = {kRoot};
  while (!todo.empty()) {
    const int id = todo.back();
    todo.pop_back();
    const int lo = nodes_[id].lo, hi = nodes_[id].hi;
    nodes_[id].mid = hi;  // (a leaf unless split below)
    if (hi - lo <= kLeaf) continue;
    const int split = SplitTrack(row, lo, hi, words, planes, most);
    if (split < 0) continue;  // the sample runs the same track: a leaf
    int users = lo, others = 0;
    for (int p = lo; p < hi; ++p) {
      const uint64_t* r = row(p);
      if (r[split >> 6] >> (split & 63) & 1) {
        if (users != p) CopyTrackRow(r, words, row(users));
        place[users++] = place[p];
      } else {
        CopyTrackRow(r, words, spare_rows.data() + static_cast<size_t>(others) * words);
        spare[others++] = place[p];
      }
    }
    std::copy(spare.begin(), spare.begin() + others, place.begin() + users);
    std::copy(spare_rows.begin(), spare_rows.begin() + static_cast<size_t>(others) * words, row(users));
    nodes_[id].mid = lo;
    for (int side = 0; side < 2; ++side) {
      Node c;
      c.lo = side == 0 ? lo : users;
      c.hi = side == 0 ? users : hi;
      nodes_[id].child[side] = static_cast<int>(nodes_.size());
      todo.push_back(static_cast<int>(nodes_.size()));
      nodes_.push_back(c);
    }
  }
  return place;
}

void RouteIndex::PackRecords(const std::vector<int64_t>& scores, const std::vector<int64_t>& keys,
                             const std::vector<int>& order, const std::vector<int>& place,
                             const std::vector<uint64_t>& rows) {
  const int words = words_;
  const int n = static_cast<int>(place.size());
  rec_stride_ = 3 + words;
  rec_.assign(static_cast<size_t>(n) * rec_stride_, 0);
  for (int p = 0; p < n; ++p) {
    uint64_t* r = &rec_[static_cast<size_t>(p) * rec_stride_];
    const int route = order[place[p]];
    r[0] = static_cast<uint64_t>(keys[route]);
    r[1] = static_cast<uint64_t>(scores[route]);
    r[2] = static_cast<uint64_t>(route);
    const uint64_t* t = rows.data() + static_cast<size_t>(p) * words;  // (in the tree's order: SplitParts)
    CopyTrackRow(t, words, r + 3);
  }
}

void RouteIndex::PackNodes() {
  const int words = words_;
  hot_stride_ = std::max(4 + words, 8);  // (at least a cache line a node)
  hot_.assign(nodes_.size() * hot_stride_, 0);
  // Children come after their parent: fill the nodes from the last.
  for (int id = static_cast<int>(nodes_.size()) - 1; id >= 0; --id) {
    Node& nd = nodes_[id];
    uint64_t* h = &hot_[static_cast<size_t>(id) * hot_stride_];
    uint64_t* c = h + 4;
    std::fill(c, c + words, ~uint64_t{0});
    nd.max = key_at(nd.lo);
    nd.top = score_at(nd.lo);
    nd.first = route_at(nd.lo);
    for (int p = nd.lo; p < nd.mid; ++p) {
      nd.top = std::max(nd.top, score_at(p));
      nd.first = std::min(nd.first, route_at(p));
      nd.last = std::max(nd.last, route_at(p));
      for (int w = 0; w < words; ++w) c[w] &= track_at(p)[w];
    }
    int a = nd.child[0], b = nd.child[1];
    if (!nd.leaf()) {
      for (int k : nd.child) {
        nd.max = std::max(nd.max, nodes_[k].max);
        nd.top = std::max(nd.top, nodes_[k].top);
        nd.first = std::min(nd.first, nodes_[k].first);
        nd.last = std::max(nd.last, nodes_[k].last);
        for (int w = 0; w < words; ++w) c[w] &= common(k)[w];
      }
      if (nodes_[b].max > nodes_[a].max) std::swap(a, b);
    }
    h[0] = static_cast<uint64_t>(nd.max);
    h[1] = static_cast<uint32_t>(nd.lo) | static_cast<uint64_t>(static_cast<uint32_t>(nd.mid)) << 32;
    h[2] = static_cast<uint32_t>(nd.last) | static_cast<uint64_t>(static_cast<uint32_t>(a)) << 32;
    h[3] = static_cast<uint32_t>(b) | static_cast<uint64_t>(static_cast<uint32_t>(nd.first)) << 32;
  }
}

template <int W>
int64_t RouteIndex::BestOf(const uint64_t* used, int64_t floor, int after, int* pos) const {
  const int words = W > 0 ? W : words_;
  auto hits = [&](const uint64_t* a) {
    if constexpr (W > 0) {
      uint64_t any = 0;
      for (int i = 0; i < W; ++i) any |= a[i] & used[i];
      return any != 0;
    } else {
      for (int i = 0; i < words; ++i)
        if (a[i] & used[i]) return true;
      return false;
    }
  };
  thread_local std::vector<int> stack;
  if (stack.size() < static_cast<size_t>(words) * 64 + 4) stack.resize(static_cast<size_t>(words) * 64 + 4);
  int* sp = stack.data();
  *sp++ = kRoot;
  int64_t best = floor;
  int found = -1;
  const uint64_t* hot = hot_.data();
  const uint64_t* rec = rec_.data();
  const int hs = hot_stride_, rs = rec_stride_;
  while (sp != stack.data()) {
    const uint64_t* h = hot + static_cast<size_t>(*--sp) * hs;
    if (static_cast<int64_t>(h[0]) <= best || static_cast<int>(static_cast<uint32_t>(h[2])) <= after || hits(h + 4))
      continue;
    const int lo = static_cast<int>(static_cast<uint32_t>(h[1])), mid = static_cast<int>(h[1] >> 32);
    for (int p = lo; p < mid; ++p) {
      const uint64_t* r = rec + static_cast<size_t>(p) * rs;
      if (static_cast<int64_t>(r[0]) <= best) break;  // (the rest of the part is no better)
      if (static_cast<int>(r[2]) <= after || hits(r + 3)) continue;
      best = static_cast<int64_t>(r[0]);
      found = p;
      break;
    }
    const int a = static_cast<int>(h[2] >> 32);
    if (a < 0) continue;  // a leaf
    *sp++ = static_cast<int>(static_cast<uint32_t>(h[3]));  // (the better child is popped first)
    *sp++ = a;
  }
  if (pos) *pos = found;
  return best;
}

int64_t RouteIndex::Best(const uint64_t* used, int64_t floor, int after, int* pos) const {
  if (nodes_.empty()) {
    if (pos) *pos = -1;
    return floor;
  }
  switch (words_) {  // (the usual sizes unrolled)
    case 1: return BestOf<1>(used, floor, after, pos);
    case 2: return BestOf<2>(used, floor, after, pos);
    case 3: return BestOf<3>(used, floor, after, pos);
    case 4: return BestOf<4>(used, floor, after, pos);
    default: return BestOf<0>(used, floor, after, pos);
  }
}

template <int W>
int RouteIndex::WithinOf(const uint64_t* track, int before) const {
  const int words = W > 0 ? W : words_;
  auto outside = [&](const uint64_t* a) {
    if constexpr (W > 0) {
      uint64_t any = 0;
      for (int i = 0; i < W; ++i) any |= a[i] & ~track[i];
      return any != 0;
    } else {
      for (int i = 0; i < words; ++i)
        if (a[i] & ~track[i]) return true;
      return false;
    }
  };
  thread_local std::vector<int> stack;
  if (stack.size() < static_cast<size_t>(words) * 64 + 4) stack.resize(static_cast<size_t>(words) * 64 + 4);
  int* sp = stack.data();
  *sp++ = kRoot;
  const uint64_t* hot = hot_.data();
  const uint64_t* rec = rec_.data();
  const int hs = hot_stride_, rs = rec_stride_;
  while (sp != stack.data()) {
    const uint64_t* h = hot + static_cast<size_t>(*--sp) * hs;
    // (a node whose every route runs track outside, or none numbered low enough, is skipped whole)
    if (static_cast<int>(h[3] >> 32) >= before || outside(h + 4)) continue;
    // (ordered by score, a leaf's routes are in route number order: SplitParts keeps the order)
    const int lo = static_cast<int>(static_cast<uint32_t>(h[1])), mid = static_cast<int>(h[1] >> 32);
    for (int p = lo; p < mid; ++p) {
      const uint64_t* r = rec + static_cast<size_t>(p) * rs;
      if (static_cast<int>(r[2]) >= before) break;
      if (!outside(r + 3)) return static_cast<int>(r[2]);
    }
    const int a = static_cast<int>(h[2] >> 32);
    if (a < 0) continue;  // a leaf
    *sp++ = static_cast<int>(static_cast<uint32_t>(h[3]));
    *sp++ = a;
  }
  return -1;
}

int RouteIndex::Within(const uint64_t* track, int before) const {
  if (nodes_.empty()) return -1;
  switch (words_) {  // (the usual sizes unrolled)
    case 1: return WithinOf<1>(track, before);
    case 2: return WithinOf<2>(track, before);
    case 3: return WithinOf<3>(track, before);
    case 4: return WithinOf<4>(track, before);
    default: return WithinOf<0>(track, before);
  }
}

int64_t RouteIndex::BestPriced(const uint64_t* used, const int64_t* price, int64_t floor, int* pos) const {
  if (pos) *pos = -1;
  if (nodes_.empty()) return floor;
  // The prices of the track in `a` but not in `base` (a node's common track
  // holds its parent's: prices are summed down the tree, not again at each node).
  auto extra = [&](const uint64_t* a, const uint64_t* base) {
    int64_t sum = 0;
    for (int w = 0; w < words_; ++w)
      for (uint64_t bits = a[w] & ~base[w]; bits; bits &= bits - 1) sum += price[w * 64 + __builtin_ctzll(bits)];
    return sum;
  };
  thread_local std::vector<std::pair<int, int64_t>> stack;  // (node, the price of its common track)
  stack.clear();
  stack.push_back({kRoot, Price(common(kRoot), price)});
  int64_t best = floor;
  while (!stack.empty()) {
    const auto [id, common_price] = stack.back();
    stack.pop_back();
    const Node& nd = nodes_[id];
    // (every route of the part runs its common track, so pays at least its price)
    if (nd.top - common_price <= best || Hits(common(id), used)) continue;
    for (int p = nd.lo; p < nd.mid && score_at(p) - common_price > best; ++p) {
      if (Hits(track_at(p), used)) continue;
      const int64_t v = score_at(p) - common_price - extra(track_at(p), common(id));
      if (v > best) {
        best = v;
        if (pos) *pos = p;
      }
    }
    if (nd.leaf()) continue;
    const int a = nd.child[0], b = nd.child[1];
    const int64_t pa = common_price + extra(common(a), common(id)), pb = common_price + extra(common(b), common(id));
    const bool a_first = nodes_[a].top - pa >= nodes_[b].top - pb;
    stack.push_back(a_first ? std::make_pair(b, pb) : std::make_pair(a, pa));
    stack.push_back(a_first ? std::make_pair(a, pa) : std::make_pair(b, pb));
  }
  return best;
}

}  // namespace xxroute
