// RouteIndex: one train type's candidate routes arranged by the track they
// use, so that the best route avoiding given track is found without scanning
// every route.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace xxroute {

// The routes are split again and again by one piece of track (the routes
// that run it, the routes that do not) into a binary tree; a leaf holds a
// few routes, best key first. Each node knows the best key and score of its
// routes and the track every one of them runs: a node whose best is too
// low, or whose common track is taken, is skipped whole, and a leaf is
// scanned only until its keys fall too low.
class RouteIndex {
 public:
  struct Node {
    int64_t max = 0;    // the best key of the node's routes
    int64_t top = 0;    // the best score of the node's routes
    int lo = 0, hi = 0; // its part: positions lo..hi-1
    int mid = 0;        // a leaf: hi (its routes, best key first); else lo
    int first = -1;     // the lowest route number among them
    int last = -1;      // the highest route number among them
    int child[2] = {-1, -1};  // -1: a leaf
    bool leaf() const { return child[0] < 0; }
  };

  RouteIndex() = default;
  // `scores`: route i's score, best first (route numbers are their order
  // here); `track(i)`: route i's track, `words` 64-bit words. The routes are
  // ordered by score: the key is the score.
  RouteIndex(const std::vector<int64_t>& scores, const std::function<const uint64_t*(int)>& track, int words);
  // The same routes ordered by `keys` (any values; ties by route number).
  RouteIndex(const std::vector<int64_t>& scores, const std::vector<int64_t>& keys,
             const std::function<const uint64_t*(int)>& track, int words);

  bool empty() const { return nodes_.empty(); }
  int size() const { return rec_stride_ ? static_cast<int>(rec_.size() / rec_stride_) : 0; }
  int words() const { return words_; }
  static constexpr int kRoot = 0;
  const Node& node(int n) const { return nodes_[n]; }
  // Track every route of node n uses.
  const uint64_t* common(int n) const { return hot_.data() + static_cast<size_t>(n) * hot_stride_ + 4; }
  int64_t key_at(int pos) const { return static_cast<int64_t>(record(pos)[0]); }
  int64_t score_at(int pos) const { return static_cast<int64_t>(record(pos)[1]); }
  int route_at(int pos) const { return static_cast<int>(record(pos)[2]); }
  const uint64_t* track_at(int pos) const { return record(pos) + 3; }
  int64_t top() const { return nodes_.empty() ? 0 : nodes_[0].max; }  // the best key

  // The best key of a route numbered above `after` that uses none of
  // `used`, when that key is above `floor`; otherwise `floor`. *pos: that
  // route's position, or -1 when `floor` is returned. The result is never
  // below the true best, so it is an upper bound whatever the floor.
  int64_t Best(const uint64_t* used, int64_t floor, int after = -1, int* pos = nullptr) const;
  // On an index ordered by score: a route numbered below `before` that runs
  // no track outside `track` (its number), or -1 when there is none.
  int Within(const uint64_t* track, int before) const;
  // On an index ordered by score: the best score less the prices of its
  // track (`price`: one per piece of track) of a route that uses none of
  // `used`, when above `floor`; otherwise `floor`.
  int64_t BestPriced(const uint64_t* used, const int64_t* price, int64_t floor, int* pos = nullptr) const;
  // The sum of the prices of the track in `track`.
  int64_t Price(const uint64_t* track, const int64_t* price) const {
    int64_t sum = 0;
    for (int w = 0; w < words_; ++w)
      for (uint64_t bits = track[w]; bits; bits &= bits - 1) sum += price[w * 64 + __builtin_ctzll(bits)];
    return sum;
  }

  bool Hits(const uint64_t* a, const uint64_t* b) const {
    for (int i = 0; i < words_; ++i)
      if (a[i] & b[i]) return true;
    return false;
  }

 private:
  int words_ = 0;
  std::vector<Node> nodes_;
  // Per node, hot_stride_ words (what Best and Within read, in one place):
  // its best key, lo | mid << 32, last | the better child << 32 (-1: a
  // leaf), the other child | first << 32, then its common track.
  std::vector<uint64_t> hot_;
  int hot_stride_ = 0;
  // Per position, rec_stride_ words: key, score, route number, then its track.
  std::vector<uint64_t> rec_;
  int rec_stride_ = 0;
  const uint64_t* record(int pos) const { return rec_.data() + static_cast<size_t>(pos) * rec_stride_; }

  void Build(const std::vector<int64_t>& scores, const std::vector<int64_t>& keys,
             const std::function<const uint64_t*(int)>& track);
  // The tree's nodes, each part split by the piece of track SplitTrack
  // chooses (`rows`: the n routes' track in key order, left in the tree's
  // order); returns each position's place in key order.
  std::vector<int> SplitParts(std::vector<uint64_t>& rows, int n);
  // Each position's record: key, score, route number, track (`rows`: in the tree's order).
  void PackRecords(const std::vector<int64_t>& scores, const std::vector<int64_t>& keys,
                   const std::vector<int>& order, const std::vector<int>& place, const std::vector<uint64_t>& rows);
  // Each node's best key and score, last route, common track and packed fields.
  void PackNodes();
  template <int W>
  int WithinOf(const uint64_t* track, int before) const;
  template <int W>
  int64_t BestOf(const uint64_t* used, int64_t floor, int after, int* pos) const;
};

}  // namespace xxroute
