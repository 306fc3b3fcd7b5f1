// RouteIndex: one train type's candidate routes arranged by the track they
// use, so that the best route avoiding given track is found without scanning
// every route.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace xxroute {

// The routes are split again and again by one piece of track (the routes that
// use it, the routes that do not) into a binary tree. Each node knows the
// best score of its routes and the track every one of them uses; a node whose
// best score is too low, or whose common track is taken, is skipped whole.
// Inside a leaf the routes keep their order (best first), so a leaf is
// scanned only until its scores fall too low.
class RouteIndex {
 public:
  struct Node {
    int64_t max = 0;    // the best score of the node's routes
    int lo = 0, hi = 0; // its routes: positions lo..hi-1 (best first in a leaf)
    int last = -1;      // the highest route number among them
    int child[2] = {-1, -1};  // -1: a leaf
    bool leaf() const { return child[0] < 0; }
  };

  RouteIndex() = default;
  // `scores`: route i's score, best first (route numbers are their order
  // here); `track(i)`: route i's track, `words` 64-bit words.
  RouteIndex(const std::vector<int64_t>& scores, const std::function<const uint64_t*(int)>& track, int words);

  bool empty() const { return nodes_.empty(); }
  int size() const { return static_cast<int>(route_.size()); }
  int words() const { return words_; }
  static constexpr int kRoot = 0;
  const Node& node(int n) const { return nodes_[n]; }
  // Track every route of node n uses.
  const uint64_t* common(int n) const { return common_.data() + static_cast<size_t>(n) * words_; }
  int64_t score_at(int pos) const { return score_[pos]; }
  int route_at(int pos) const { return route_[pos]; }
  const uint64_t* track_at(int pos) const { return track_.data() + static_cast<size_t>(pos) * words_; }
  int64_t top() const { return nodes_.empty() ? 0 : nodes_[0].max; }

  // The best score of a route numbered above `after` that uses none of
  // `used`, when that score is above `floor`; otherwise `floor`. *pos: that
  // route's position, or -1 when `floor` is returned. The result is never
  // below the true best, so it is an upper bound whatever the floor.
  int64_t Best(const uint64_t* used, int64_t floor, int after = -1, int* pos = nullptr) const;

  bool Hits(const uint64_t* a, const uint64_t* b) const {
    for (int i = 0; i < words_; ++i)
      if (a[i] & b[i]) return true;
    return false;
  }

 private:
  int words_ = 0;
  std::vector<Node> nodes_;
  std::vector<uint64_t> common_;  // `words_` per node
  std::vector<int64_t> score_;    // per position
  std::vector<int> route_;        // per position
  std::vector<uint64_t> track_;   // `words_` per position
};

}  // namespace xxroute
