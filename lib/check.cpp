#include "xxroute/check.h"

#include <functional>

#include "xxroute/enumerate.h"

namespace xxroute {

namespace {

// Ways to run one route kept for the joint check; more is never needed in practice.
constexpr size_t kMaxWays = 20000;

std::string Name(size_t i, const std::string& train) {
  return "route " + std::to_string(i + 1) + " (" + train + ")";
}

// Every way (track) to run the stops in order, up to kMaxWays.
std::vector<Walk> Ways(const Network& net, const std::vector<int>& stops) {
  std::vector<Walk> ways;
  EnumerateOptions eo;
  eo.guide = &stops;
  eo.found = [&](const Walk& w) {
    ways.push_back(w);
    return ways.size() < kMaxWays;
  };
  Enumerate(net, eo);
  return ways;
}

// Why no track runs the stops: the first leg with no way at all, else a
// generic account (the legs exist but cannot be joined).
std::string TrackRule(const Network& net, const std::vector<int>& stops) {
  const Board& b = net.board();
  for (int s : stops)
    if (net.NodeOfStop(s) < 0 || net.nodes()[net.NodeOfStop(s)].links.empty())
      return "no track of the network reaches " + b.stops()[s].label + " from a station of " +
             net.company().name;
  for (size_t i = 0; i + 1 < stops.size(); ++i) {
    std::vector<int> leg{stops[i], stops[i + 1]};
    if (Ways(net, leg).empty())
      return "no track joins " + b.stops()[stops[i]].label + " to " + b.stops()[stops[i + 1]].label +
             " without passing another stop, reversing or leaving through a terminal path";
  }
  for (size_t i = 1; i + 1 < stops.size(); ++i) {
    std::vector<int> window{stops[i - 1], stops[i], stops[i + 1]};
    if (!Ways(net, window).empty()) continue;
    const int node = net.NodeOfStop(stops[i]);
    bool terminal = false;
    for (int l : net.nodes()[node].links) {
      const Link& link = net.links()[l];
      terminal = terminal || link.terminal[link.EndAt(node)];
    }
    if (terminal)
      return "passes through " + b.stops()[stops[i]].label +
             " on a terminal path (a route may only end there)";
    return "cannot run from " + b.stops()[stops[i - 1]].label + " through " + b.stops()[stops[i]].label +
           " to " + b.stops()[stops[i + 1]].label + " without reversing or reusing track";
  }
  return "the legs cannot be joined into one run: it would reuse track or reverse";
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
    bool known = true;
    for (const auto& label : d.stops) {
      int s = b.FindStop(label);
      if (s < 0) {
        fail(i, "no stop '" + label + "' on the board" +
                    (b.FindHex(label.substr(0, label.find('.'))) >= 0 && label.find('.') == std::string::npos
                         ? " (the hex has several stops: write HEX.STOP)"
                         : ""));
        known = false;
        break;
      }
      v.route.stops.push_back(s);
    }
    if (!known) continue;
    const Train& train = *v.route.train;
    v.route.value = Evaluate(net, train, v.route.stops);
    if (!v.route.value.legal) {
      fail(i, v.route.value.why);
      continue;
    }
    ways[i] = Ways(net, v.route.stops);
    if (ways[i].empty()) {
      fail(i, TrackRule(net, v.route.stops));
      continue;
    }
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
