#include "xxroute/enumerate.h"

#include <algorithm>

#include "xxroute/error.h"

namespace xxroute {

namespace {

class Walker {
 public:
  Walker(const Network& net, const EnumerateOptions& o)
      : net_(net), b_(net.board()), o_(o),
        visited_(net.nodes().size(), 0), group_used_(b_.group_count(), 0) {
    walk_.resources.assign(ResourceWords(net), 0);
  }

  bool From(int start_stop) {
    const int node = net_.NodeOfStop(start_stop);
    if (node < 0) return true;
    start_ = start_stop;
    bool go_on = Arrive(node, -1);
    if (o_.shared_steps) *o_.shared_steps += steps_ - flushed_, flushed_ = steps_;
    return go_on;
  }


 private:
  static bool Has(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }
  bool Used(int r) const { return walk_.resources[r >> 6] >> (r & 63) & 1; }
  void Flip(int r) { walk_.resources[r >> 6] ^= uint64_t{1} << (r & 63); }

  // Whether some train could still run a route with these stop counts.
  bool AnyTrainFits() const {
    if (o_.trains.empty()) return true;
    for (const Train* t : o_.trains)
      if (t->Fits(counts_)) return true;
    return false;
  }

  // At stop node `node`, reached by `via` (-1 at the start).
  bool Arrive(int node, int via) {
    const int stop = net_.nodes()[node].stop;
    const Stop& s = b_.stops()[stop];
    if (group_used_[s.group] && !(o_.guide && !o_.loose)) return true;
    bool matched = false;  // the stop is the next declared one
    if (o_.guide) {
      const auto& guide = *o_.guide;
      matched = matched_ < guide.size() && Has(guide[matched_], stop);
      if (!matched) {
        if (!o_.loose || matched_ == 0) return true;
        for (size_t k = matched_ + 1; k < guide.size(); ++k)  // a later one, out of order
          if (Has(guide[k], stop)) return true;
      }
    }
    ++counts_[static_cast<int>(s.kind)];
    if (!AnyTrainFits()) {
      --counts_[static_cast<int>(s.kind)];
      return true;
    }
    walk_.stops.push_back(stop);
    visited_[node] = 1;
    ++group_used_[s.group];
    matched_ += matched;
    bool go_on = true;
    const bool done_guide = o_.guide && matched_ == o_.guide->size();
    if (walk_.stops.size() >= 2 && (o_.guide ? done_guide : stop > start_)) go_on = o_.found(walk_);
    const bool ends_here = via >= 0 && (net_.StopIsTerminal(stop) ||
                                        net_.links()[via].terminal[net_.links()[via].EndAt(node)]);
    if (go_on && !ends_here && !done_guide) {
      for (int l : net_.nodes()[node].links) {
        if (l == via) continue;
        const Link& link = net_.links()[l];
        if (via >= 0 && link.terminal[link.EndAt(node)]) continue;
        if (!(go_on = Travel(l, node))) break;
      }
    }
    matched_ -= matched;
    --group_used_[s.group];
    visited_[node] = 0;
    walk_.stops.pop_back();
    --counts_[static_cast<int>(s.kind)];
    return go_on;
  }

  // Runs link `l` away from node `from`.
  bool Travel(int l, int from) {
    // (counted in blocks when shared between threads)
    ++steps_;
    if (o_.shared_steps && steps_ - flushed_ >= 1024) *o_.shared_steps += steps_ - flushed_, flushed_ = steps_;
    if ((o_.shared_steps ? *o_.shared_steps + (steps_ - flushed_) : steps_) > o_.max_steps)
      throw InputError(b_.file(), 0, "the walk over the track passed " + std::to_string(o_.max_steps) +
                                         " links (the walk limit); the board is too large to search exactly");
    const Link& link = net_.links()[l];
    const int to = link.Other(from);
    const StepTrack track = TrackOfStep(net_, l, to);
    if (Used(track.link) || visited_[to]) return true;
    Flip(track.link);
    walk_.links.push_back(l);
    bool go_on = true;
    const Node& n = net_.nodes()[to];
    if (n.kind == Node::kStop) {
      go_on = Arrive(to, l);
    } else if (track.lane < 0 || !Used(track.lane)) {
      if (track.lane >= 0) Flip(track.lane);
      visited_[to] = 1;
      const int in_side = link.side[link.EndAt(to)];
      for (int next : n.links) {
        if (next == l) continue;
        const Link& nl = net_.links()[next];
        if (n.kind == Node::kSide && nl.side[nl.EndAt(to)] == in_side) continue;  // must cross
        if (!(go_on = Travel(next, to))) break;
      }
      visited_[to] = 0;
      if (track.lane >= 0) Flip(track.lane);
    }
    walk_.links.pop_back();
    Flip(track.link);
    return go_on;
  }

  const Network& net_;
  const Board& b_;
  const EnumerateOptions& o_;
  std::vector<char> visited_;
  std::vector<int> group_used_;
  KindCounts counts_{};
  Walk walk_;
  int start_ = -1;
  size_t matched_ = 0;  // declared stops visited so far (guided walks)
  long steps_ = 0;
  long flushed_ = 0;  // steps already added to o_.shared_steps
};

}  // namespace

bool Enumerate(const Network& net, const EnumerateOptions& options) {
  Walker w(net, options);
  if (options.guide) {
    if (options.guide->empty()) return true;
    for (int s : options.guide->front())
      if (!w.From(s)) return false;
    return true;
  }
  for (int s = 0; s < static_cast<int>(net.board().stops().size()); ++s)
    if (!w.From(s)) return false;
  return true;
}

std::vector<uint64_t> TrackOfRoute(const Network& net, int first_stop, const std::vector<int>& links) {
  std::vector<uint64_t> track(ResourceWords(net), 0);
  AddTrackOfRoute(net, first_stop, links, track.data());
  return track;
}

void AddTrackOfRoute(const Network& net, int first_stop, std::span<const int> links, uint64_t* track) {
  auto set = [&](int r) {
    if (r >= 0) track[r >> 6] |= uint64_t{1} << (r & 63);
  };
  int at = net.NodeOfStop(first_stop);
  for (int l : links) {
    const int to = net.links()[l].Other(at);
    const StepTrack step = TrackOfStep(net, l, to);
    set(step.link);
    set(step.lane);
    at = to;
  }
}

bool EnumerateFrom(const Network& net, const EnumerateOptions& options, int start) {
  Walker w(net, options);
  return w.From(start);
}

}  // namespace xxroute
