#include "reference.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <stdexcept>

namespace ref {

Reference::Reference(const Board& board, long walk_limit)
    : board_(board), track_(BuildTrack(board)), facts_(ReadFacts(board, track_)) {
  if (!AllWalks(track_, facts_, walk_limit, &walks_)) throw std::runtime_error("reference: too many walks");
  scorer_ = std::make_unique<Scorer>(board_, facts_);
  for (const std::string& name : board_.RunningCompany().trains) trains_.push_back(&board_.FindTrain(name));
  for (size_t w = 0; w < walks_.size(); ++w) by_stops_[walks_[w].stops].push_back(static_cast<int>(w));
  // Each route once (a walk and its reverse are one route), scored once per
  // kind of train.
  std::map<std::string, std::vector<Option>> by_train;
  for (const Train* t : trains_) {
    if (by_train.count(t->name)) continue;
    std::vector<Option>& opts = by_train[t->name];
    for (size_t w = 0; w < walks_.size(); ++w) {
      const Walk& walk = walks_[w];
      if (walk.stops.front() > walk.stops.back()) continue;
      RouteScore s = scorer_->Score(*t, walk.stops);
      // (a most-stops bonus pays a route that earns nothing else)
      if (s.legal && (s.revenue > 0 || s.subsidy > 0 || board_.RunningCompany().most_stops_per_stop > 0))
        opts.push_back(Option{static_cast<int>(w), s.revenue, s.subsidy});
    }
  }
  for (const Train* t : trains_) options_.push_back(by_train[t->name]);
}

Assignment Reference::Best(bool least_subsidy, bool most_stops) const {
  std::vector<bool> shares;
  for (const Train* t : trains_) shares.push_back(t->shares_track);
  const int per_stop = most_stops ? board_.RunningCompany().most_stops_per_stop : 0;
  return BestAssignment(walks_, shares, options_, least_subsidy, MostStops{per_stop, 0});
}

bool Reference::AnyRoute() const {
  for (const auto& o : options_)
    if (!o.empty()) return true;
  return false;
}

namespace {

// A hex of only track named in a declared route: the route must pass it
// after the stop written before it (`after`, an index into the written
// stops) and before the next, after any waypoint written earlier.
struct Waypoint {
  size_t after = 0;
  int hex = -1;
};

// Whether walk `w`, whose stops hold the written ones in order, passes the
// waypoints where they are written: each on a segment in its hex, run
// between the written stops around it, in the order written.
bool Passes(const Track& track, const Walk& w, const std::vector<int>& written, const std::vector<Waypoint>& waypoints) {
  if (waypoints.empty()) return true;
  std::vector<size_t> at;  // where each written stop is in the walk
  for (size_t p = 0; p < w.stops.size() && at.size() < written.size(); ++p)
    if (w.stops[p] == written[at.size()]) at.push_back(p);
  if (at.size() != written.size()) return false;
  size_t next = 0;
  for (size_t leg = 0; leg + 1 < w.stops.size() && next < waypoints.size(); ++leg)
    for (int p = w.stop_at[leg]; p < w.stop_at[leg + 1] && next < waypoints.size(); ++p) {
      const Waypoint& wp = waypoints[next];
      if (track.segments[w.path[p]].hex == wp.hex && leg >= at[wp.after] && leg < at[wp.after + 1]) ++next;
    }
  return next == waypoints.size();
}

}  // namespace

bool Reference::Read(const std::vector<DeclaredStops>& routes, Verdict* verdict, std::vector<Reading>* read) const {
  Verdict& v = *verdict;
  std::vector<bool> slot_taken(trains_.size(), false);
  for (size_t r = 0; r < routes.size(); ++r) {
    const std::string where = "route " + std::to_string(r + 1) + ": ";
    int slot = -1;
    for (size_t t = 0; t < trains_.size() && slot < 0; ++t)
      if (!slot_taken[t] && trains_[t]->name == routes[r].train) slot = static_cast<int>(t);
    if (slot < 0) return v.why = where + "no train " + routes[r].train + " left to run it", false;
    slot_taken[slot] = true;
    std::vector<int> stops;
    std::vector<Waypoint> waypoints;
    for (const std::string& label : routes[r].stops) {
      const int s = track_.FindStop(label);
      const int hex = s < 0 ? TrackOnlyHex(label) : -1;
      if (s < 0 && hex < 0) return v.why = where + "no stop " + label, false;
      if (s >= 0) stops.push_back(s);
      else if (stops.empty()) return v.why = where + "starts at hex " + label + " of only track", false;
      else waypoints.push_back(Waypoint{stops.size() - 1, hex});
    }
    if (!waypoints.empty() && waypoints.back().after + 1 == stops.size())
      return v.why = where + "ends at a hex of only track", false;
    // The walks of a stop sequence that pass the waypoints.
    auto passing = [&](const std::vector<int>& walks) {
      std::vector<int> out;
      for (int w : walks)
        if (Passes(track_, walks_[w], stops, waypoints)) out.push_back(w);
      return out;
    };
    const Train& train = *trains_[slot];
    auto it = by_stops_.find(stops);
    std::vector<int> ways;
    if (it != by_stops_.end()) ways = passing(it->second);
    RouteScore s;
    if (!ways.empty()) s = scorer_->Score(train, stops);
    if (ways.empty() || !s.legal) {
      // The listed stops are not a legal route as they stand: the legal
      // routes that pass them (and the waypoints) in order, with other
      // stops between.
      std::vector<std::vector<int>> readings;  // their ways
      std::vector<const std::vector<int>*> reading_stops;
      for (auto w = by_stops_.begin(); w != by_stops_.end(); ++w) {
        const std::vector<int>& seq = w->first;
        if (seq.front() != stops.front() || seq.back() != stops.back()) continue;
        size_t k = 0;
        for (int x : seq)
          if (k < stops.size() && x == stops[k]) ++k;
        if (k != stops.size() || !scorer_->Score(train, seq).legal) continue;
        std::vector<int> pass = passing(w->second);
        if (!pass.empty()) readings.push_back(pass), reading_stops.push_back(&seq);
      }
      if (readings.size() > 1) return v.ambiguous = true, v.why = where + "reads several ways", false;
      if (readings.empty())
        return v.why = where + (ways.empty() ? "no track runs through these stops in this order" : s.why), false;
      ways = readings.front();
      s = scorer_->Score(train, *reading_stops.front());
    }
    read->push_back(Reading{slot, ways});
    v.revenue.push_back(s.revenue);
    v.subsidies.push_back(s.subsidy);
    v.income += s.revenue;
    v.subsidy += s.subsidy;
  }
  return true;
}

int Reference::TrackOnlyHex(const std::string& coord) const {
  for (size_t h = 0; h < board_.hexes.size(); ++h) {
    if (board_.hexes[h].coord != coord || !board_.hexes[h].stops.empty()) continue;
    for (const Segment& seg : track_.segments)
      if (seg.hex == static_cast<int>(h)) return static_cast<int>(h);
  }
  return -1;
}

Verdict Reference::Judge(const std::vector<DeclaredStops>& routes) const {
  Verdict v;
  std::vector<Reading> read;
  if (!Read(routes, &v, &read)) return v;
  std::vector<const std::vector<int>*> candidates;  // per route: walks with its stops
  std::vector<bool> shares;
  for (const Reading& r : read) {
    candidates.push_back(&r.walks);
    shares.push_back(trains_[r.slot]->shares_track);
  }
  // Some choice of walks, one per route, sharing no track.
  Resources used;
  std::function<bool(size_t)> fit = [&](size_t r) {
    if (r == candidates.size()) return true;
    for (int w : *candidates[r]) {
      const Resources& u = walks_[w].used;
      if (shares[r]) {
        if (fit(r + 1)) return true;
        break;
      }
      if ((u & used).any()) continue;
      used |= u;
      bool ok = fit(r + 1);
      used &= ~u;
      if (ok) return true;
    }
    return false;
  };
  if (!fit(0)) return v.why = "the routes cannot run without sharing track", v;
  v.legal = true;
  // The most-stops bonus: the route visiting the most stops (the first of
  // them as declared) earns per_stop for each.
  const int per_stop = board_.RunningCompany().most_stops_per_stop;
  int longest = -1;
  for (size_t r = 0; r < read.size(); ++r) {
    const int stops = static_cast<int>(walks_[read[r].walks.front()].stops.size());
    if (longest < 0 || stops > static_cast<int>(walks_[read[longest].walks.front()].stops.size()))
      longest = static_cast<int>(r);
  }
  if (per_stop > 0 && longest >= 0) {
    const int bonus = per_stop * static_cast<int>(walks_[read[longest].walks.front()].stops.size());
    v.revenue[longest] += bonus;
    v.income += bonus;
  }
  return v;
}

FixedBest Reference::BestWithFixed(const std::vector<DeclaredStops>& routes) const {
  FixedBest out;
  std::vector<Reading> read;
  if (!Read(routes, &out.fixed, &read)) return out;
  // Every way to run the fixed routes together: the track they take, once
  // per distinct set. A train that may share track takes none.
  std::set<std::string> seen;
  std::vector<Resources> ways;
  Resources used;
  std::function<void(size_t)> place = [&](size_t r) {
    if (r == read.size()) {
      if (seen.insert(used.to_string()).second) ways.push_back(used);
      return;
    }
    if (trains_[read[r].slot]->shares_track) return place(r + 1);
    for (int w : read[r].walks) {
      const Resources& u = walks_[w].used;
      if ((u & used).any()) continue;
      used |= u;
      place(r + 1);
      used &= ~u;
    }
  };
  place(0);
  if (ways.empty()) return out.fixed.why = "the routes cannot run without sharing track", out;
  out.fixed.legal = true;
  std::vector<bool> shares, is_fixed(trains_.size(), false);
  for (const Train* t : trains_) shares.push_back(t->shares_track);
  for (const Reading& r : read) is_fixed[r.slot] = true;
  // (the fixed routes' stops count for the most-stops bonus; their
  // revenue in out.fixed is without it)
  MostStops most{board_.RunningCompany().most_stops_per_stop, 0};
  for (const Reading& r : read) most.already = std::max(most.already, static_cast<int>(walks_[r.walks.front()].stops.size()));
  int64_t best = INT64_MIN;
  for (const Resources& taken : ways) {
    // The other trains' routes that keep off the fixed routes' track.
    std::vector<std::vector<Option>> options(trains_.size());
    for (size_t t = 0; t < trains_.size(); ++t) {
      if (is_fixed[t]) continue;
      for (const Option& o : options_[t])
        if (shares[t] || (walks_[o.walk].used & taken).none()) options[t].push_back(o);
    }
    Assignment a = BestAssignment(walks_, shares, options, false, most);
    const int64_t key = int64_t{a.income} * (int64_t{1} << 24) + a.subsidy;
    if (key > best) best = key, out.others = a;
  }
  out.income = out.fixed.income + out.others.income;
  out.subsidy = out.fixed.subsidy + out.others.subsidy;
  return out;
}

}  // namespace ref
