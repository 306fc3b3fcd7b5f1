#include "xxroute/route_index.h"

#include <algorithm>
#include <numeric>

namespace xxroute {

namespace {

constexpr int kLeaf = 32;    // routes a leaf holds at most (unless they cannot be split)
constexpr int kSample = 32;  // routes of a part looked at to choose its split
constexpr int kPlanes = 6;   // bits of a count up to kSample

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
  // parts split an array of places in it (stable: a part's places increase,
  // so the split reads the array from start to end), and the track is put in
  // the tree's order once at the end.
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  if (&keys != &scores) std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return keys[a] > keys[b]; });
  std::vector<uint64_t> rows(static_cast<size_t>(n) * words);
  for (int i = 0; i < n; ++i) std::copy(track(order[i]), track(order[i]) + words, rows.begin() + size_t(i) * words);
  std::vector<int> place(n), spare(n);
  std::iota(place.begin(), place.end(), 0);
  auto row = [&](int p) { return rows.data() + static_cast<size_t>(place[p]) * words; };
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
    // The piece of track most of a sample of the part runs (not all of it):
    // a query that has taken it skips the larger side whole.
    // (counted bit-sliced: plane k holds bit k of each piece's count)
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
    int split = -1;
    for (int w = 0; w < words && split < 0; ++w)
      if (most[w]) split = w * 64 + __builtin_ctzll(most[w]);
    if (split < 0) continue;  // the sample runs the same track: a leaf
    int users = lo, others = 0;
    for (int p = lo; p < hi; ++p) {
      if (row(p)[split >> 6] >> (split & 63) & 1) place[users++] = place[p];
      else spare[others++] = place[p];
    }
    std::copy(spare.begin(), spare.begin() + others, place.begin() + users);
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
  route_.resize(n);
  track_.resize(static_cast<size_t>(n) * words);
  for (int p = 0; p < n; ++p) {
    route_[p] = order[place[p]];
    std::copy(row(p), row(p) + words, track_.begin() + size_t(p) * words);
  }
  key_.resize(n);
  score_.resize(n);
  for (int p = 0; p < n; ++p) key_[p] = keys[route_[p]], score_[p] = scores[route_[p]];
  // Children come after their parent: fill the nodes from the last.
  common_.assign(nodes_.size() * words, ~uint64_t{0});
  for (int id = static_cast<int>(nodes_.size()) - 1; id >= 0; --id) {
    Node& nd = nodes_[id];
    uint64_t* c = common_.data() + static_cast<size_t>(id) * words;
    nd.max = key_[nd.lo];
    nd.top = score_[nd.lo];
    for (int p = nd.lo; p < nd.mid; ++p) {
      nd.top = std::max(nd.top, score_[p]);
      nd.last = std::max(nd.last, route_[p]);
      for (int w = 0; w < words; ++w) c[w] &= track_at(p)[w];
    }
    if (!nd.leaf()) {
      for (int k : nd.child) {
        nd.max = std::max(nd.max, nodes_[k].max);
        nd.top = std::max(nd.top, nodes_[k].top);
        nd.last = std::max(nd.last, nodes_[k].last);
        for (int w = 0; w < words; ++w) c[w] &= common(k)[w];
      }
    }
  }
}

int64_t RouteIndex::Best(const uint64_t* used, int64_t floor, int after, int* pos) const {
  if (pos) *pos = -1;
  if (nodes_.empty()) return floor;
  thread_local std::vector<int> stack;
  stack.clear();
  stack.push_back(kRoot);
  int64_t best = floor;
  while (!stack.empty()) {
    const int id = stack.back();
    stack.pop_back();
    const Node& nd = nodes_[id];
    if (nd.max <= best || nd.last <= after || Hits(common(id), used)) continue;
    for (int p = nd.lo; p < nd.mid && key_[p] > best; ++p) {
      if (route_[p] <= after || Hits(track_at(p), used)) continue;
      best = key_[p];
      if (pos) *pos = p;
      break;  // (the rest of the part is no better)
    }
    if (nd.leaf()) continue;
    // The child with the better route is searched first (popped first).
    const int a = nd.child[0], b = nd.child[1];
    const bool a_first = nodes_[a].max >= nodes_[b].max;
    stack.push_back(a_first ? b : a);
    stack.push_back(a_first ? a : b);
  }
  return best;
}

int64_t RouteIndex::BestPriced(const uint64_t* used, const int64_t* price, int64_t floor, int* pos) const {
  if (pos) *pos = -1;
  if (nodes_.empty()) return floor;
  thread_local std::vector<std::pair<int, int64_t>> stack;  // (node, its bound)
  stack.clear();
  stack.push_back({kRoot, nodes_[kRoot].top - Price(common(kRoot), price)});
  int64_t best = floor;
  while (!stack.empty()) {
    const auto [id, bound] = stack.back();
    stack.pop_back();
    const Node& nd = nodes_[id];
    // (every route of the part runs its common track, so pays at least its price)
    if (bound <= best || Hits(common(id), used)) continue;
    const int64_t common_price = nd.top - bound;
    for (int p = nd.lo; p < nd.mid && score_[p] - common_price > best; ++p) {
      if (Hits(track_at(p), used)) continue;
      const int64_t v = score_[p] - Price(track_at(p), price);
      if (v > best) {
        best = v;
        if (pos) *pos = p;
      }
    }
    if (nd.leaf()) continue;
    const int a = nd.child[0], b = nd.child[1];
    const int64_t va = nodes_[a].top - Price(common(a), price), vb = nodes_[b].top - Price(common(b), price);
    stack.push_back(va >= vb ? std::make_pair(b, vb) : std::make_pair(a, va));
    stack.push_back(va >= vb ? std::make_pair(a, va) : std::make_pair(b, vb));
  }
  return best;
}

}  // namespace xxroute
