#include "xxroute/enumerate.h"

#include <algorithm>
#include <functional>

#include "xxroute/error.h"

namespace xxroute {

namespace {

// The walk: every route from a start stop, one link at a time, by the
// rules of a route's track (a node, a piece of track, a hex-side lane, a
// location once; across a hex side, never back; a stop that ends routes, or
// a terminal path into one, only at an end) and within what some train
// could run. It also walks the routes through marked track
// (EnumerateThrough): a route through a marked link is two half-walks, one
// from each of its ends, away from it; through a marked stop, the stop at
// one end and a half-walk from it, or in the middle between two half-walks.
// The halves take the same steps (Travel, Enter, Arrive) over the state the
// whole route shares; where a half may end, `done_` goes on with the rest.
class Walker {
 public:
  using Done = std::function<bool()>;

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
    Flush();
    return go_on;
  }

  // Marks (EnumerateThrough): the marked links in order, then the marked stops' nodes.
  void Mark(const std::vector<char>& links, const std::vector<char>& stops) {
    blocked_.assign(net_.links().size(), 0);
    for (size_t l = 0; l < links.size(); ++l)
      if (links[l]) marks_.push_back({static_cast<int>(l), -1});
    for (size_t s = 0; s < stops.size(); ++s)
      if (stops[s] && net_.NodeOfStop(static_cast<int>(s)) >= 0) marks_.push_back({-1, net_.NodeOfStop(static_cast<int>(s))});
  }
  int marks() const { return static_cast<int>(marks_.size()); }

  // The routes through mark k that run no earlier mark (those are taken as
  // run: their link blocked, their stop visited).
  bool Through(int k) {
    for (int j = 0; j < k; ++j) Block(marks_[j]);
    const bool go_on = marks_[k].link >= 0 ? ThroughLink(marks_[k].link) : ThroughStop(marks_[k].node);
    for (int j = 0; j < k; ++j) Block(marks_[j]);  // (undone: Block flips)
    Flush();
    return go_on;
  }

 private:
  struct MarkAt {
    int link, node;  // a marked link, or (link -1) a marked stop's node
  };
  static bool Has(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }
  bool Used(int r) const { return walk_.resources[r >> 6] >> (r & 63) & 1; }
  void Flip(int r) { walk_.resources[r >> 6] ^= uint64_t{1} << (r & 63); }
  bool TerminalAt(int l, int node) const { return net_.links()[l].terminal[net_.links()[l].EndAt(node)]; }
  void Flush() {
    if (o_.shared_steps) *o_.shared_steps += steps_ - flushed_, flushed_ = steps_;
  }
  void Block(const MarkAt& m) {
    if (m.link >= 0) blocked_[m.link] ^= 1;
    else visited_[m.node] ^= 1;
  }

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
    stops_->push_back(stop);
    visited_[node] = 1;
    ++group_used_[s.group];
    matched_ += matched;
    bool go_on = true;
    const bool done_guide = o_.guide && matched_ == o_.guide->size();
    if (done_) go_on = (*done_)();  // (a half may end here: the rest of its route)
    else if (walk_.stops.size() >= 2 && (o_.guide ? done_guide : stop > start_)) go_on = o_.found(walk_);
    const bool ends_here = via >= 0 && (net_.StopIsTerminal(stop) || TerminalAt(via, node));
    if (go_on && !ends_here && !done_guide) {
      for (int l : net_.nodes()[node].links) {
        if (l == via) continue;
        if (via >= 0 && TerminalAt(l, node)) continue;
        if (!(go_on = Travel(l, node))) break;
      }
    }
    matched_ -= matched;
    --group_used_[s.group];
    visited_[node] = 0;
    stops_->pop_back();
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
    const int to = net_.links()[l].Other(from);
    const int track = TrackOfStep(net_, l, to).link;
    if (Used(track) || visited_[to] || (!blocked_.empty() && blocked_[l])) return true;
    Flip(track);
    links_->push_back(l);
    const bool go_on = Enter(to, l);
    links_->pop_back();
    Flip(track);
    return go_on;
  }

  // At node `to`, reached by link `l` (its track taken): a stop (Arrive),
  // or a branch: on along each other link, across a hex side, its lane taken.
  bool Enter(int to, int l) {
    const Node& n = net_.nodes()[to];
    if (n.kind == Node::kStop) return Arrive(to, l);
    const int lane = TrackOfStep(net_, l, to).lane;
    if (lane >= 0 && Used(lane)) return true;
    if (lane >= 0) Flip(lane);
    visited_[to] = 1;
    const Link& link = net_.links()[l];
    const int in_side = link.side[link.EndAt(to)];
    bool go_on = true;
    for (int next : n.links) {
      if (next == l) continue;
      const Link& nl = net_.links()[next];
      if (n.kind == Node::kSide && nl.side[nl.EndAt(to)] == in_side) continue;  // must cross
      if (!(go_on = Travel(next, to))) break;
    }
    visited_[to] = 0;
    if (lane >= 0) Flip(lane);
    return go_on;
  }

  // In half `h` (its stops and links), with `done` where it may end.
  template <class F>
  bool InHalf(int h, const Done& done, F&& step) {
    std::vector<int>* stops = stops_;
    std::vector<int>* links = links_;
    const Done* before = done_;
    stops_ = &half_[h].stops, links_ = &half_[h].links, done_ = &done;
    const bool go_on = step();
    stops_ = stops, links_ = links, done_ = before;
    return go_on;
  }

  // Routes over marked link `l`: from its first end a half-walk that ends
  // at a stop; for each, from its other end, the second.
  bool ThroughLink(int l) {
    const Link& link = net_.links()[l];
    if (link.node[0] == link.node[1] || visited_[link.node[0]]) return true;  // (a loop: the walk runs none)
    center_link_ = l;
    const int track = TrackOfStep(net_, l, link.node[0]).link;
    Flip(track);
    const Done report = [&] { return Report(); };
    const Done second = [&] {
      return visited_[link.node[1]] ? true : InHalf(1, report, [&] { return Enter(link.node[1], l); });
    };
    const bool go_on = InHalf(0, second, [&] { return Enter(link.node[0], l); });
    Flip(track);
    center_link_ = -1;
    return go_on;
  }

  // Routes through the stop at `node`: the stop at an end, a half-walk
  // from it (as the walk from a start stop, every route reported); or, where
  // a route may pass it, between two half-walks that leave it by two of its
  // links (the lower-numbered first: each route once).
  bool ThroughStop(int node) {
    if (visited_[node]) return true;
    const Done report = [&] { return Report(); };
    bool go_on = InHalf(1, report, [&] { return Arrive(node, -1); });
    const int stop = net_.nodes()[node].stop;
    if (!go_on || net_.StopIsTerminal(stop)) return go_on;
    const Stop& s = b_.stops()[stop];
    ++counts_[static_cast<int>(s.kind)];
    if (AnyTrainFits()) {
      visited_[node] = 1;
      ++group_used_[s.group];
      center_stop_ = stop;
      const std::vector<int>& links = net_.nodes()[node].links;
      for (size_t i = 0; i < links.size() && go_on; ++i)
        for (size_t j = i + 1; j < links.size() && go_on; ++j) {
          if (TerminalAt(links[i], node) || TerminalAt(links[j], node)) continue;
          const int first = links[i], second = links[j];
          const Done other = [&] { return InHalf(1, report, [&] { return Travel(second, node); }); };
          go_on = InHalf(0, other, [&] { return Travel(first, node); });
        }
      center_stop_ = -1;
      --group_used_[s.group];
      visited_[node] = 0;
    }
    --counts_[static_cast<int>(s.kind)];
    return go_on;
  }

  // The route now run through a mark: the first half backwards, the marked
  // link or stop, the second half.
  bool Report() {
    Walk& w = through_;
    w.stops.assign(half_[0].stops.rbegin(), half_[0].stops.rend());
    w.links.assign(half_[0].links.rbegin(), half_[0].links.rend());
    if (center_stop_ >= 0) w.stops.push_back(center_stop_);
    if (center_link_ >= 0) w.links.push_back(center_link_);
    w.stops.insert(w.stops.end(), half_[1].stops.begin(), half_[1].stops.end());
    w.links.insert(w.links.end(), half_[1].links.begin(), half_[1].links.end());
    if (w.stops.size() < 2) return true;
    w.resources = walk_.resources;
    return o_.found(w);
  }

  struct Half {
    std::vector<int> stops, links;
  };
  const Network& net_;
  const Board& b_;
  const EnumerateOptions& o_;
  std::vector<char> visited_;
  std::vector<int> group_used_;
  KindCounts counts_{};
  Walk walk_;  // the route walked (its track: the track every half has taken)
  std::vector<int>* stops_ = &walk_.stops;  // where a step's stop and link go: the route, or a half
  std::vector<int>* links_ = &walk_.links;
  int start_ = -1;
  size_t matched_ = 0;  // declared stops visited so far (guided walks)
  long steps_ = 0;
  long flushed_ = 0;  // steps already added to o_.shared_steps
  // Walks through marks (Mark, Through).
  std::vector<MarkAt> marks_;
  std::vector<char> blocked_;   // per link: an earlier mark's, taken as run (empty: no marks)
  const Done* done_ = nullptr;  // where the half walked may end (null: the route is the walk)
  Half half_[2];
  int center_link_ = -1, center_stop_ = -1;  // the mark between the halves
  Walk through_;                              // the route reported
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

std::vector<int> LinksOfRoute(const Network& net, int first_stop, const uint64_t* track) {
  auto has = [&](int r) { return r >= 0 && (track[r >> 6] >> (r & 63) & 1); };
  std::vector<int> links;
  int at = net.NodeOfStop(first_stop), from = -1;
  for (bool on = at >= 0; on && links.size() < net.links().size();) {  // (no track of a route: no endless loop)
    on = false;
    for (int l : net.nodes()[at].links)
      if (l != from && has(net.links()[l].resource)) {
        links.push_back(l);
        at = net.links()[l].Other(at), from = l, on = true;
        break;
      }
  }
  return links;
}

bool EnumerateFrom(const Network& net, const EnumerateOptions& options, int start) {
  Walker w(net, options);
  return w.From(start);
}

int ThroughMarks(const Network& net, const std::vector<char>& links, const std::vector<char>& stops) {
  EnumerateOptions none;
  Walker w(net, none);
  w.Mark(links, stops);
  return w.marks();
}

bool EnumerateThrough(const Network& net, const EnumerateOptions& options, const std::vector<char>& links,
                      const std::vector<char>& stops, int mark) {
  Walker w(net, options);
  w.Mark(links, stops);
  return w.Through(mark);
}

}  // namespace xxroute
