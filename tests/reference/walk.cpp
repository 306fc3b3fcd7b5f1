#include "walk.h"

#include <stdexcept>
#include <string>

namespace ref {

namespace {

class Walker {
 public:
  Walker(const Track& t, const Facts& f, long limit, std::vector<Walk>* out)
      : t_(t), f_(f), limit_(limit), out_(out), vertex_used_(t.kind.size(), false) {}

  bool Run() {
    for (int s = 0; s < t_.stop_count; ++s) {
      Enter(s);
      // Leaving the first stop is always allowed, terminal or not.
      for (int seg : t_.incident[s]) Follow(seg, s);
      Leave(s);
      if (overflow_) return false;
    }
    return true;
  }

 private:
  const Track& t_;
  const Facts& f_;
  long limit_;
  std::vector<Walk>* out_;
  std::vector<bool> vertex_used_;  // stops, junctions and hex-side lanes on the walk
  std::vector<int> groups_;        // groups visited
  std::vector<int> stops_;
  std::vector<int> path_;     // segments run, in order
  std::vector<int> stop_at_;  // per stop: path_'s length on reaching it
  Resources used_;
  bool overflow_ = false;

  void Enter(int stop) {
    vertex_used_[stop] = true;
    stops_.push_back(stop);
    stop_at_.push_back(static_cast<int>(path_.size()));
    if (f_.stops[stop].group >= 0) groups_.push_back(f_.stops[stop].group);
  }
  void Leave(int stop) {
    vertex_used_[stop] = false;
    stops_.pop_back();
    stop_at_.pop_back();
    if (f_.stops[stop].group >= 0) groups_.pop_back();
  }
  bool GroupTaken(int stop) const {
    for (int g : groups_)
      if (g == f_.stops[stop].group) return true;
    return false;
  }

  // Runs segment `seg` away from vertex `from`.
  void Follow(int seg, int from) {
    if (overflow_ || used_[seg]) return;
    const Segment& s = t_.segments[seg];
    const int to = s.v[0] == from ? s.v[1] : s.v[0];
    if (vertex_used_[to]) return;
    used_[seg] = true;
    path_.push_back(seg);
    switch (t_.kind[to]) {
      case Track::kStop: AtStop(seg, to); break;
      case Track::kJunction:
        vertex_used_[to] = true;
        for (int next : t_.incident[to])
          if (next != seg) Follow(next, to);
        vertex_used_[to] = false;
        break;
      case Track::kSide:
        // Across the side into the other hex, on the same lane.
        vertex_used_[to] = true;
        used_[t_.side_resource[to]] = true;
        for (int next : t_.incident[to])
          if (t_.segments[next].hex != s.hex) Follow(next, to);
        used_[t_.side_resource[to]] = false;
        vertex_used_[to] = false;
        break;
    }
    path_.pop_back();
    used_[seg] = false;
  }

  void AtStop(int arrived_by, int stop) {
    if (f_.stops[stop].group >= 0 && GroupTaken(stop)) return;
    Enter(stop);
    out_->push_back(Walk{stops_, used_, path_, stop_at_});
    if (static_cast<long>(out_->size()) > limit_) overflow_ = true;
    const bool may_pass = f_.stops[stop].may_pass && !t_.segments[arrived_by].terminal;
    if (may_pass)
      for (int next : t_.incident[stop])
        if (next != arrived_by && !t_.segments[next].terminal) Follow(next, stop);
    Leave(stop);
  }
};

}  // namespace

bool AllWalks(const Track& track, const Facts& facts, long limit, std::vector<Walk>* out) {
  if (track.resource_count > kMaxResources)
    throw std::runtime_error("reference: " + std::to_string(track.resource_count) + " track segments and side lanes, more than " +
                             std::to_string(kMaxResources));
  out->clear();
  return Walker(track, facts, limit, out).Run();
}

}  // namespace ref
