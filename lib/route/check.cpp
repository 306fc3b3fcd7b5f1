#include "xxroute/check.h"

#include <algorithm>
#include <functional>
#include <map>

#include "xxroute/enumerate.h"

namespace xxroute {

namespace {

// Ways to run one route kept for the joint check; more is never needed in practice.
constexpr size_t kMaxWays = 20000;
// Readings of an ambiguous route listed in its error.
constexpr size_t kMaxReadingsShown = 6;

std::string Name(size_t i, const std::string& train) {
  return "route " + std::to_string(i + 1) + " (" + train + ")";
}

using Guide = std::vector<std::vector<int>>;


// Every way (track) to run the declared stops in order, up to kMaxWays; with
// `loose`, passing other stops between them; with `train`, only runs whose
// stops the train can hold.
std::vector<Walk> Ways(const Network& net, const Guide& guide, bool loose = false, const Train* train = nullptr) {
  std::vector<Walk> ways;
  EnumerateOptions eo;
  eo.guide = &guide;
  eo.loose = loose;
  if (train) eo.trains = {train};
  eo.found = [&](const Walk& w) {
    ways.push_back(w);
    return ways.size() < kMaxWays;
  };
  Enumerate(net, eo);
  return ways;
}

std::string StopsLabel(const Board& b, const std::vector<int>& stops) {
  std::string s;
  for (int x : stops) s += (s.empty() ? "" : "-") + b.stops()[x].label;
  return s;
}

std::string EntryLabel(const Board& b, const std::vector<int>& entry) {
  return entry.size() == 1 ? b.stops()[entry[0]].label : b.hexes()[b.stops()[entry[0]].hex].coord;
}

// Why no track runs the declared stops: the first stop the company's track
// does not reach, the first leg with no way at all, else a general account.
std::string TrackRule(const Network& net, const Guide& guide, bool loose) {
  const Board& b = net.board();
  for (const auto& entry : guide) {
    bool reached = false;
    for (int s : entry) reached = reached || (net.NodeOfStop(s) >= 0 && !net.nodes()[net.NodeOfStop(s)].links.empty());
    if (!reached)
      return "no track of the network reaches " + EntryLabel(b, entry) + " from a station of " + net.company().name;
  }
  for (size_t i = 0; i + 1 < guide.size(); ++i) {
    if (!Ways(net, {guide[i], guide[i + 1]}, loose).empty()) continue;
    return "no track joins " + EntryLabel(b, guide[i]) + " to " + EntryLabel(b, guide[i + 1]) + " without " +
           (loose ? "" : "passing another stop, ") + "reversing or leaving through a terminal path";
  }
  for (size_t i = 1; i + 1 < guide.size(); ++i) {
    if (!Ways(net, {guide[i - 1], guide[i], guide[i + 1]}, loose).empty()) continue;
    bool terminal = false;
    for (int s : guide[i]) {
      const int node = net.NodeOfStop(s);
      for (int l : net.nodes()[node].links) {
        const Link& link = net.links()[l];
        terminal = terminal || link.terminal[link.EndAt(node)];
      }
    }
    if (terminal)
      return "passes through " + EntryLabel(b, guide[i]) + " on a terminal path (a route may only end there)";
    return "cannot run from " + EntryLabel(b, guide[i - 1]) + " through " + EntryLabel(b, guide[i]) + " to " +
           EntryLabel(b, guide[i + 1]) + " without reversing or reusing track";
  }
  return "the legs cannot be joined into one run: it would reuse track or reverse";
}

// One way to read a declared route: its stops, every way to run them, their value.
struct Reading {
  std::vector<int> stops;
  std::vector<Walk> ways;
  RouteValue value;
};

// The readings of `guide` (each entry one declared stop's candidates) as
// routes of `train`, by their stops, in a fixed order: fewest stops first.
std::vector<Reading> Readings(const Network& net, const Train& train, const Guide& guide, bool prune) {
  std::map<std::vector<int>, std::vector<Walk>> by_stops;
  for (auto& w : Ways(net, guide, true, prune ? &train : nullptr)) by_stops[w.stops].push_back(std::move(w));
  std::vector<Reading> out;
  for (auto& [stops, ways] : by_stops) out.push_back({stops, std::move(ways), Evaluate(net, train, stops)});
  std::stable_sort(out.begin(), out.end(),
                   [](const Reading& a, const Reading& b) { return a.stops.size() < b.stops.size(); });
  return out;
}

}  // namespace

CheckResult CheckRoutes(const Network& net, const std::vector<DeclaredRoute>& declared) {
  const Board& b = net.board();
  const Company& co = net.company();
  CheckResult res;
  std::vector<bool> slot_taken(co.trains.size(), false);
  std::vector<std::vector<Walk>> ways(declared.size());
  auto fail = [&](size_t i, const std::string& why) {
    res.routes[i].legal = false;
    res.routes[i].error = Name(i, declared[i].train) + ": " + why;
    if (res.legal) res.error = res.routes[i].error, res.error_line = declared[i].line;
    res.legal = false;
  };
  res.routes.resize(declared.size());
  for (size_t i = 0; i < declared.size(); ++i) {
    const DeclaredRoute& d = declared[i];
    RouteVerdict& v = res.routes[i];
    int slot = -1;
    for (size_t k = 0; k < co.trains.size() && slot < 0; ++k)
      if (!slot_taken[k] && co.trains[k]->name == d.train) slot = static_cast<int>(k);
    if (slot < 0) {
      int owned = 0;
      for (const Train* t : co.trains) owned += t->name == d.train;
      fail(i, owned ? co.name + " has only " + std::to_string(owned) + " " + d.train + " train(s)"
                    : co.name + " has no " + d.train + " train");
      continue;
    }
    slot_taken[slot] = true;
    v.route.train = co.trains[slot];
    v.route.train_slot = slot;
    const Train& train = *v.route.train;
    Guide guide;
    std::string unknown;
    for (const auto& text : d.stops) {
      std::vector<int> candidates;
      unknown = ResolveDeclaredStop(b, text, &candidates);
      if (!unknown.empty()) break;
      guide.push_back(candidates);
    }
    if (!unknown.empty()) {
      fail(i, unknown);
      continue;
    }
    if (guide.size() < 2) {
      fail(i, "a route needs at least two stops");
      continue;
    }
    bool exact = true;
    std::vector<int> written;
    for (const auto& entry : guide) exact = exact && entry.size() == 1, written.push_back(entry[0]);
    // The readings the train can run, legal ones first in mind.
    std::vector<Reading> readings = Readings(net, train, guide, true);
    std::vector<const Reading*> legal;
    for (const auto& r : readings)
      if (r.value.legal) legal.push_back(&r);
    if (legal.size() > 1 && exact)  // every stop written: taken as written, if that is legal
      for (const Reading* r : legal)
        if (r->stops == written) legal = {r};
    if (legal.size() > 1) {
      std::string choices;
      for (size_t k = 0; k < legal.size() && k < kMaxReadingsShown; ++k)
        choices += (k ? "; " : "") + StopsLabel(b, legal[k]->stops) + " (" + std::to_string(legal[k]->value.revenue) + ")";
      if (legal.size() > kMaxReadingsShown) choices += "; ...";
      v.ambiguous = res.ambiguous = true;
      fail(i, "can be read " + std::to_string(legal.size()) + " ways: " + choices +
                  "; write HEX.STOP, or the stops between, to say which");
      continue;
    }
    if (legal.empty()) {
      // Say why, as close to what was written as possible.
      if (exact) {
        RouteValue as_written = Evaluate(net, train, written);
        if (!as_written.legal) {
          fail(i, as_written.why);
          continue;
        }
      }
      if (readings.empty()) readings = Readings(net, train, guide, false);
      if (!readings.empty() && !(exact && readings.front().stops == written)) {
        fail(i, "read as " + StopsLabel(b, readings.front().stops) + ": " + readings.front().value.why);
      } else if (!readings.empty()) {
        fail(i, readings.front().value.why);
      } else {
        fail(i, exact ? TrackRule(net, guide, false) : TrackRule(net, guide, true));
      }
      continue;
    }
    const Reading& r = *legal.front();
    v.route.stops = r.stops;
    v.route.value = r.value;
    v.completed = !exact || r.stops != written;
    ways[i] = r.ways;
    v.legal = true;
  }
  if (!res.legal) return res;

  // One way per route, no track shared: backtracking in declaration order.
  const int words = ResourceWords(net);
  std::vector<uint64_t> used(words, 0);
  std::vector<int> pick(declared.size(), -1);
  std::function<bool(size_t)> place = [&](size_t i) {
    if (i == declared.size()) return true;
    if (res.routes[i].route.train->shares_track) {  // uses any track, blocks none
      pick[i] = 0;
      return place(i + 1);
    }
    for (size_t w = 0; w < ways[i].size(); ++w) {
      const auto& r = ways[i][w].resources;
      bool clash = false;
      for (int k = 0; k < words && !clash; ++k) clash = r[k] & used[k];
      if (clash) continue;
      for (int k = 0; k < words; ++k) used[k] ^= r[k];
      pick[i] = static_cast<int>(w);
      if (place(i + 1)) return true;
      for (int k = 0; k < words; ++k) used[k] ^= r[k];
    }
    return false;
  };
  if (!place(0)) {
    // Name a pair that cannot be run together.
    for (size_t i = 0; i < declared.size(); ++i)
      for (size_t j = i + 1; j < declared.size(); ++j) {
        if (res.routes[i].route.train->shares_track || res.routes[j].route.train->shares_track) continue;
        bool some = false;
        for (const auto& a : ways[i])
          for (const auto& c : ways[j]) {
            bool clash = false;
            for (int k = 0; k < words && !clash; ++k) clash = a.resources[k] & c.resources[k];
            some = some || !clash;
            if (some) break;
          }
        if (!some) {
          fail(j, "shares track with route " + std::to_string(i + 1) + " (" + declared[i].train + ")");
          return res;
        }
      }
    fail(declared.size() - 1, "the routes cannot all be run without sharing track");
    return res;
  }
  for (size_t i = 0; i < declared.size(); ++i) {
    res.routes[i].route.links = ways[i][pick[i]].links;
    res.income += res.routes[i].route.value.revenue;
    res.subsidy += res.routes[i].route.value.subsidy;
  }
  return res;
}

}  // namespace xxroute
