#include "xxroute/check.h"

#include <algorithm>
#include <functional>
#include <map>

#include "xxroute/enumerate.h"
#include "xxroute/error.h"
#include "xxroute/text.h"

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

// Hexes with only track named in a declared route: the route must pass each,
// in order; `after` is the index (in the guide) of the stop written before it.
struct Waypoint {
  size_t after = 0;
  int hex = -1;
};
using Waypoints = std::vector<Waypoint>;

// Whether a walk of the guide's stops passes the waypoints, each between the
// stops written around it, in the order written. The walk's stops and links
// are followed from its first stop; a link's segments in the order it runs them.
bool PassesWaypoints(const Network& net, const Walk& w, const Guide& guide, const Waypoints& waypoints) {
  if (waypoints.empty()) return true;
  // Where each declared stop is in the walk (stops never repeat: the first fit, in order).
  std::vector<size_t> at;
  for (size_t p = 0, k = 0; p < w.stops.size() && k < guide.size(); ++p)
    if (std::count(guide[k].begin(), guide[k].end(), w.stops[p])) at.push_back(p), ++k;
  if (at.size() != guide.size()) return false;
  const Board& b = net.board();
  size_t next = 0;  // the waypoint to find next
  size_t passed = 1;  // stops of the walk reached so far
  int node = net.NodeOfStop(w.stops.front());
  for (int l : w.links) {
    const Link& link = net.links()[l];
    const bool forward = link.node[0] == node;
    for (size_t s = 0; s < link.segments.size() && next < waypoints.size(); ++s) {
      const int seg = link.segments[forward ? s : link.segments.size() - 1 - s];
      const Waypoint& wp = waypoints[next];
      if (b.segments()[seg].hex == wp.hex && passed - 1 >= at[wp.after] && passed <= at[wp.after + 1]) ++next;
    }
    node = link.Other(node);
    if (net.nodes()[node].kind == Node::kStop) ++passed;
  }
  return next == waypoints.size();
}


// Every way (track) to run the declared stops in order, up to kMaxWays; with
// `loose`, passing other stops between them; with `train`, only runs whose
// stops the train can hold.
std::vector<Walk> Ways(const Network& net, const Guide& guide, bool loose = false, const Train* train = nullptr,
                       const Waypoints& waypoints = {}) {
  std::vector<Walk> ways;
  EnumerateOptions eo;
  eo.guide = &guide;
  eo.loose = loose;
  if (train) eo.trains = {train};
  eo.found = [&](const Walk& w) {
    if (!PassesWaypoints(net, w, guide, waypoints)) return true;
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
std::vector<Reading> Readings(const Network& net, const Train& train, const Guide& guide, bool prune,
                              const Waypoints& waypoints) {
  std::map<std::vector<int>, std::vector<Walk>> by_stops;
  for (auto& w : Ways(net, guide, true, prune ? &train : nullptr, waypoints)) by_stops[w.stops].push_back(std::move(w));
  std::vector<Reading> out;
  for (auto& [stops, ways] : by_stops) out.push_back({stops, std::move(ways), Evaluate(net, train, stops)});
  std::stable_sort(out.begin(), out.end(),
                   [](const Reading& a, const Reading& b) { return a.stops.size() < b.stops.size(); });
  return out;
}

// Route i breaks a rule: its verdict says why; the result's error is the first one.
void Fail(CheckResult* res, size_t i, const DeclaredRoute& d, const std::string& why) {
  res->routes[i].legal = false;
  res->routes[i].error = Name(i, d.train) + ": " + why;
  if (res->legal) res->error = res->routes[i].error, res->error_line = d.line;
  res->legal = false;
}

// The company's train a declared route runs: the first of that name no
// earlier route runs (marked taken); -1, with why, when there is none left.
int TakeSlot(const Company& co, const std::string& train, std::vector<bool>* taken, std::string* why) {
  for (size_t k = 0; k < co.trains.size(); ++k)
    if (!(*taken)[k] && co.trains[k]->name == train) {
      (*taken)[k] = true;
      return static_cast<int>(k);
    }
  int owned = 0;
  for (const Train* t : co.trains) owned += t->name == train;
  *why = owned ? co.name + " has only " + std::to_string(owned) + " " + train + " train(s)"
               : co.name + " has no " + train + " train";
  return -1;
}

// The declared stops of route i, each as the board stops it may name, and
// the hexes of only track it names between them (waypoints); why not ("" when
// there are two stops at least, and no waypoint at either end). A stop that
// names nothing on the board is bad input, not a broken rule: InputError.
std::string GuideOf(const Board& b, size_t i, const DeclaredRoute& d, Guide* guide, Waypoints* waypoints) {
  auto bad = [&](const std::string& why) {
    return InputError(d.source.empty() ? b.file() : d.source, d.line, Name(i, d.train) + ": " + why);
  };
  for (const auto& text : d.stops) {
    std::vector<int> candidates;
    std::string unknown = ResolveDeclaredStop(b, text, &candidates);
    if (!unknown.empty()) throw bad(unknown);
    if (!candidates.empty()) {
      guide->push_back(candidates);
      continue;
    }
    if (guide->empty()) throw bad("a route starts at a stop, and hex " + text + " has only track");
    waypoints->push_back({guide->size() - 1, b.FindHex(text)});
  }
  if (!waypoints->empty() && waypoints->back().after + 1 == guide->size())
    throw bad("a route ends at a stop, and hex " + b.hexes()[waypoints->back().hex].coord + " has only track");
  if (guide->size() < 2) return "a route needs at least two stops";
  return "";
}

// Several legal readings: they are listed (the first few, with their revenue).
std::string Ambiguity(const Board& b, const std::vector<const Reading*>& legal) {
  std::string choices;
  for (size_t k = 0; k < legal.size() && k < kMaxReadingsShown; ++k)
    choices += (k ? "; " : "") + StopsLabel(b, legal[k]->stops) + " (" + std::to_string(legal[k]->value.revenue) + ")";
  if (legal.size() > kMaxReadingsShown) choices += "; ...";
  return "can be read " + std::to_string(legal.size()) + " ways: " + choices +
         "; write HEX.STOP, or the stops between, to say which";
}

// Why no reading is legal, as close to what was written as possible
// (`exact`: every stop written, as `written`; `readings`: those the train can run).
std::string WhyNoReading(const Network& net, const Train& train, const Guide& guide, const Waypoints& waypoints,
                         bool exact, const std::vector<int>& written, std::vector<Reading> readings) {
  if (exact) {
    RouteValue as_written = Evaluate(net, train, written);
    if (!as_written.legal) return as_written.why;
  }
  if (readings.empty()) readings = Readings(net, train, guide, false, waypoints);
  if (readings.empty() && !waypoints.empty() && !Ways(net, guide, true).empty()) {
    std::vector<std::string> hexes;
    for (const Waypoint& wp : waypoints) hexes.push_back(net.board().hexes()[wp.hex].coord);
    return "no way to run it passes " + Join(hexes, " then ") + " where it is written";
  }
  if (!readings.empty() && !(exact && readings.front().stops == written))
    return "read as " + StopsLabel(net.board(), readings.front().stops) + ": " + readings.front().value.why;
  if (!readings.empty()) return readings.front().value.why;
  return exact ? TrackRule(net, guide, false) : TrackRule(net, guide, true);
}

// The one legal reading of the declared stops: its stops and value into `v`,
// every way to run it into `ways`; else why not ("" when read; several
// legal readings make `v` ambiguous).
std::string ReadRoute(const Network& net, const Train& train, const Guide& guide, const Waypoints& waypoints,
                      RouteVerdict* v, std::vector<Walk>* ways) {
  bool exact = true;
  std::vector<int> written;
  for (const auto& entry : guide) exact = exact && entry.size() == 1, written.push_back(entry[0]);
  // The readings the train can run, legal ones first in mind.
  std::vector<Reading> readings = Readings(net, train, guide, true, waypoints);
  std::vector<const Reading*> legal;
  for (const auto& r : readings)
    if (r.value.legal) legal.push_back(&r);
  if (legal.size() > 1 && exact)  // every stop written: taken as written, if that is legal
    for (const Reading* r : legal)
      if (r->stops == written) legal = {r};
  if (legal.size() > 1) {
    v->ambiguous = true;
    return Ambiguity(net.board(), legal);
  }
  if (legal.empty()) return WhyNoReading(net, train, guide, waypoints, exact, written, std::move(readings));
  const Reading& r = *legal.front();
  v->route.stops = r.stops;
  v->route.value = r.value;
  v->completed = r.stops.size() > guide.size();  // (a name may stand for several stops: choosing one fills nothing in)
  *ways = r.ways;
  v->legal = true;
  return "";
}

bool Clash(const std::vector<uint64_t>& a, const std::vector<uint64_t>& b, int words) {
  bool clash = false;
  for (int k = 0; k < words && !clash; ++k) clash = a[k] & b[k];
  return clash;
}

// Whether some way of one route and some way of the other share no track.
bool SomeApart(const std::vector<Walk>& one, const std::vector<Walk>& other, int words) {
  for (const auto& a : one)
    for (const auto& b : other)
      if (!Clash(a.resources, b.resources, words)) return true;
  return false;
}

// One way per route, no track shared (`pick`: the way of each route):
// backtracking in declaration order. A train that shares track uses any and
// blocks none.
bool PlaceApart(const Network& net, const std::vector<RouteVerdict>& routes, const std::vector<std::vector<Walk>>& ways,
                std::vector<int>* pick) {
  const int words = ResourceWords(net);
  std::vector<uint64_t> used(words, 0);
  std::function<bool(size_t)> place = [&](size_t i) {
    if (i == routes.size()) return true;
    if (routes[i].route.train->shares_track) {
      (*pick)[i] = 0;
      return place(i + 1);
    }
    for (size_t w = 0; w < ways[i].size(); ++w) {
      const auto& r = ways[i][w].resources;
      if (Clash(r, used, words)) continue;
      for (int k = 0; k < words; ++k) used[k] ^= r[k];
      (*pick)[i] = static_cast<int>(w);
      if (place(i + 1)) return true;
      for (int k = 0; k < words; ++k) used[k] ^= r[k];
    }
    return false;
  };
  return place(0);
}

// The routes cannot all run apart: name a pair that never can, else fail the last.
void FailSharing(const Network& net, const std::vector<DeclaredRoute>& declared,
                 const std::vector<std::vector<Walk>>& ways, CheckResult* res) {
  const int words = ResourceWords(net);
  for (size_t i = 0; i < declared.size(); ++i)
    for (size_t j = i + 1; j < declared.size(); ++j) {
      if (res->routes[i].route.train->shares_track || res->routes[j].route.train->shares_track) continue;
      if (!SomeApart(ways[i], ways[j], words)) {
        Fail(res, j, declared[j], "shares track with route " + std::to_string(i + 1) + " (" + declared[i].train + ")");
        return;
      }
    }
  Fail(res, declared.size() - 1, declared.back(), "the routes cannot all be run without sharing track");
}

}  // namespace

CheckResult CheckRoutes(const Network& net, const std::vector<DeclaredRoute>& declared) {
  const Company& co = net.company();
  CheckResult res;
  res.routes.resize(declared.size());
  std::vector<bool> slot_taken(co.trains.size(), false);
  std::vector<std::vector<Walk>> ways(declared.size());
  for (size_t i = 0; i < declared.size(); ++i) {
    const DeclaredRoute& d = declared[i];
    RouteVerdict& v = res.routes[i];
    std::string why;
    const int slot = TakeSlot(co, d.train, &slot_taken, &why);
    if (slot < 0) {
      Fail(&res, i, d, why);
      continue;
    }
    v.route.train = co.trains[slot];
    v.route.train_slot = slot;
    Guide guide;
    Waypoints waypoints;
    why = GuideOf(net.board(), i, d, &guide, &waypoints);
    if (why.empty()) why = ReadRoute(net, *v.route.train, guide, waypoints, &v, &ways[i]);
    if (v.ambiguous) res.ambiguous = true;
    if (!why.empty()) Fail(&res, i, d, why);
  }
  if (!res.legal) return res;

  std::vector<int> pick(declared.size(), -1);
  if (!PlaceApart(net, res.routes, ways, &pick)) {
    FailSharing(net, declared, ways, &res);
    return res;
  }
  std::vector<Route*> set;
  for (RouteVerdict& v : res.routes) set.push_back(&v.route);
  ScoreMostStops(net, set);  // (the company's bonus over the set: its route with the most stops)
  for (size_t i = 0; i < declared.size(); ++i) {
    res.routes[i].route.links = ways[i][pick[i]].links;
    res.routes[i].ways = std::move(ways[i]);
    res.income += res.routes[i].route.value.revenue;
    res.subsidy += res.routes[i].route.value.subsidy;
  }
  return res;
}

}  // namespace xxroute
