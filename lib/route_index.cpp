#include "xxroute/route_index.h"

#include <algorithm>
#include <numeric>

namespace xxroute {

namespace {

constexpr int kLeaf = 32;    // routes a leaf holds at most (unless they cannot be split)
constexpr int kSample = 64;  // routes of a node looked at to choose its split

}  // namespace

RouteIndex::RouteIndex(const std::vector<int64_t>& scores, const std::function<const uint64_t*(int)>& track,
                       int words)
    : words_(words) {
  const int n = static_cast<int>(scores.size());
  if (n == 0) return;
  std::vector<int> order(n), spare(n);
  std::iota(order.begin(), order.end(), 0);
  std::vector<int> count(static_cast<size_t>(words) * 64, 0);
  std::vector<int> touched;
  Node root;
  root.lo = 0, root.hi = n;
  nodes_.push_back(root);
  std::vector<int> todo = {kRoot};
  while (!todo.empty()) {
    const int id = todo.back();
    todo.pop_back();
    const int lo = nodes_[id].lo, hi = nodes_[id].hi;
    if (hi - lo <= kLeaf) continue;
    // The piece of track that splits a sample of the node's routes most evenly.
    const int m = std::min(hi - lo, kSample);
    touched.clear();
    for (int j = 0; j < m; ++j) {
      const uint64_t* t = track(order[lo + static_cast<int>(static_cast<int64_t>(hi - lo) * j / m)]);
      for (int w = 0; w < words; ++w)
        for (uint64_t bits = t[w]; bits; bits &= bits - 1) {
          const int b = w * 64 + __builtin_ctzll(bits);
          if (count[b]++ == 0) touched.push_back(b);
        }
    }
    int split = -1, even = 0;
    for (int b : touched) {
      const int e = std::min(count[b], m - count[b]);
      if (e > even || (e == even && e > 0 && b < split)) split = b, even = e;
      count[b] = 0;
    }
    if (split < 0) continue;  // the sample runs the same track: a leaf
    // Stable: each side keeps the routes best first.
    int users = lo, others = 0;
    for (int p = lo; p < hi; ++p) {
      const int r = order[p];
      if (track(r)[split >> 6] >> (split & 63) & 1) order[users++] = r;
      else spare[others++] = r;
    }
    std::copy(spare.begin(), spare.begin() + others, order.begin() + users);
    for (int side = 0; side < 2; ++side) {
      Node c;
      c.lo = side == 0 ? lo : users;
      c.hi = side == 0 ? users : hi;
      nodes_[id].child[side] = static_cast<int>(nodes_.size());
      todo.push_back(static_cast<int>(nodes_.size()));
      nodes_.push_back(c);
    }
  }
  score_.resize(n);
  route_ = order;
  track_.resize(static_cast<size_t>(n) * words);
  for (int p = 0; p < n; ++p) {
    score_[p] = scores[order[p]];
    std::copy(track(order[p]), track(order[p]) + words, track_.begin() + static_cast<size_t>(p) * words);
  }
  // Children come after their parent: fill the nodes from the last.
  common_.assign(nodes_.size() * words, ~uint64_t{0});
  for (int id = static_cast<int>(nodes_.size()) - 1; id >= 0; --id) {
    Node& nd = nodes_[id];
    uint64_t* c = common_.data() + static_cast<size_t>(id) * words;
    if (nd.leaf()) {  // best first inside a leaf
      nd.max = score_[nd.lo];
      nd.last = route_[nd.hi - 1];
      for (int p = nd.lo; p < nd.hi; ++p)
        for (int w = 0; w < words; ++w) c[w] &= track_at(p)[w];
    } else {
      const Node& a = nodes_[nd.child[0]];
      const Node& b = nodes_[nd.child[1]];
      nd.max = std::max(a.max, b.max);
      nd.last = std::max(a.last, b.last);
      for (int w = 0; w < words; ++w) c[w] = common(nd.child[0])[w] & common(nd.child[1])[w];
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
    if (nd.leaf()) {
      for (int p = nd.lo; p < nd.hi && score_[p] > best; ++p) {
        if (route_[p] <= after || Hits(track_at(p), used)) continue;
        best = score_[p];
        if (pos) *pos = p;
        break;
      }
      continue;
    }
    // The child with the better route is searched first (popped first).
    const int a = nd.child[0], b = nd.child[1];
    const bool a_first = nodes_[a].max >= nodes_[b].max;
    stack.push_back(a_first ? b : a);
    stack.push_back(a_first ? a : b);
  }
  return best;
}

}  // namespace xxroute
