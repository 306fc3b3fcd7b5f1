// Tests lib/route/enumerate.cpp: the walk that lists every route over a
// company's track (and every way to run declared stops).
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <random>
#include <set>

#include "helpers.h"
#include "search/random_board.h"
#include "xxroute/enumerate.h"
#include "xxroute/error.h"

using xxroute::EnumerateOptions;
using xxroute::Walk;
using xxroute::test::Case;
using xxroute::test::kTee;

namespace {

// Every walk, each as its stops' labels joined by '-'.
std::vector<std::string> Walks(const Case& g, EnumerateOptions eo = {}) {
  std::vector<std::string> out;
  eo.found = [&](const Walk& w) {
    std::string s;
    for (int stop : w.stops) s += (s.empty() ? "" : "-") + g.board->stops()[stop].label;
    out.push_back(s);
    return true;
  };
  xxroute::Enumerate(*g.net, eo);
  std::sort(out.begin(), out.end());
  return out;
}

// The stop labels read back in the other direction.
std::string Reversed(const std::string& walk) {
  std::vector<std::string> parts;
  size_t from = 0;
  for (size_t dash; (dash = walk.find('-', from)) != std::string::npos; from = dash + 1)
    parts.push_back(walk.substr(from, dash - from));
  parts.push_back(walk.substr(from));
  std::string out;
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) out += (out.empty() ? "" : "-") + *it;
  return out;
}

const xxroute::Train* TrainNamed(const Case& g, const std::string& name) {
  for (const auto* t : g.net->company().trains)
    if (t->name == name) return t;
  return nullptr;
}

}  // namespace

TEST_CASE("every route of a tiny board is listed once, in one direction") {
  Case g(kTee);
  // A tree of four stops: one route between each pair of them, C(4, 2) = 6:
  // A1-A3, A1-A3-A7, A1-A3-B6, A3-A7, A3-B6, A7-B6 (through the junction).
  const auto walks = Walks(g);
  CHECK(walks == std::vector<std::string>{"A1.c0-A3.c0", "A1.c0-A3.c0-A7.c0", "A1.c0-A3.c0-B6.c0",
                                          "A3.c0-A7.c0", "A3.c0-B6.c0", "A7.c0-B6.c0"});
  for (const auto& w : walks) CHECK(std::count(walks.begin(), walks.end(), Reversed(w)) == 0);
}

TEST_CASE("a walk stops growing once no train could run it") {
  Case g(kTee);
  EnumerateOptions eo;
  eo.trains = {TrainNamed(g, "2")};
  REQUIRE(eo.trains[0] != nullptr);
  // A 2 train: two stops, so only the four routes between neighbours.
  CHECK(Walks(g, eo) == std::vector<std::string>{"A1.c0-A3.c0", "A3.c0-A7.c0", "A3.c0-B6.c0", "A7.c0-B6.c0"});
  eo.trains = {TrainNamed(g, "4")};
  CHECK(Walks(g, eo).size() == 6);
}

TEST_CASE("a walk never reverses at a hex side") {
  // A3's two cities both run to its edge 4, where A5's town is. From one
  // city to the other a route would turn back at the side: 2 routes, not 3.
  const std::string yaml = R"(
layout: pointy
color: yellow
hexes:
  A3:
    stops: {c0: {kind: city, revenue: 30, tokens: [X]}, c1: {kind: city, revenue: 20, tokens: [X]}}
    paths: [[c0, 4], [c1, 4]]
  A5: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0]]}
companies: {X: {trains: ["2"]}}
)";
  Case g(yaml);
  CHECK(Walks(g) == std::vector<std::string>{"A3.c0-A5.t0", "A3.c1-A5.t0"});
}

TEST_CASE("a walk may end at a blocked city but never passes through it") {
  // A1 - A3 - A5 - A7 in a line; A3 is filled by Y's token. Of the line's
  // six routes (3 of two stops, 2 of three, 1 of four) the two passing A3
  // (A1-A3-A5, A1-A3-A5-A7) go: 4 are left.
  const std::string yaml = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30, slots: 1, tokens: [Y]}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}
companies: {X: {trains: ["4"]}, Y: {trains: ["4"]}}
)";
  Case x(yaml, "X");
  CHECK(Walks(x) == std::vector<std::string>{"A1.c0-A3.c0", "A3.c0-A5.t0", "A3.c0-A5.t0-A7.c0", "A5.t0-A7.c0"});
  Case y(yaml, "Y");  // its own token: Y passes
  CHECK(Walks(y).size() == 6);
}

TEST_CASE("a guided walk runs the declared stops in order, loose, it may pass others between") {
  Case g(kTee);
  const std::vector<std::vector<int>> guide = {{g.board->FindStop("A1.c0")}, {g.board->FindStop("A7.c0")}};
  EnumerateOptions eo;
  eo.guide = &guide;
  CHECK(Walks(g, eo).empty());  // A3 is between: A1-A7 passes it
  eo.loose = true;
  CHECK(Walks(g, eo) == std::vector<std::string>{"A1.c0-A3.c0-A7.c0"});
  // A hex's stops as one entry: either may be the one run.
  const std::vector<std::vector<int>> either = {{g.board->FindStop("A7.c0"), g.board->FindStop("B6.c0")},
                                                {g.board->FindStop("A3.c0")}};
  eo.guide = &either;
  eo.loose = false;
  CHECK(Walks(g, eo) == std::vector<std::string>{"A7.c0-A3.c0", "B6.c0-A3.c0"});
}

TEST_CASE("the walk stops when asked, and refuses to run past its step limit") {
  Case g(kTee);
  int seen = 0;
  EnumerateOptions eo;
  eo.found = [&](const Walk&) { return ++seen < 2; };
  CHECK_FALSE(xxroute::Enumerate(*g.net, eo));
  CHECK(seen == 2);
  eo.found = [](const Walk&) { return true; };
  eo.max_steps = 2;
  CHECK_THROWS_WITH_AS(xxroute::Enumerate(*g.net, eo),
                       "test.yaml: the walk over the track passed 2 links (the walk limit); the board is too "
                       "large to search exactly",
                       xxroute::InputError);
}

TEST_CASE("a walk's track is its route's track: every link, and every hex-side lane passed") {
  // 18CZ VIII.7, 000_*.txt lines 894-897: two trains' routes are wholly
  // separate, meeting only at stops; a lane of a hex side is track too.
  auto lp = xxroute::test::Load(xxroute::LoadPosition(XXROUTE_SOURCE_DIR "/fixtures/example.yaml"));
  const xxroute::Network& net = lp->network();
  long walks = 0, with_lanes = 0;
  EnumerateOptions o;
  o.found = [&](const Walk& w) {
    ++walks;
    CHECK(xxroute::TrackOfRoute(net, w.stops.front(), w.links) == w.resources);
    int at = net.NodeOfStop(w.stops.front());
    bool lane = false;
    for (int l : w.links) at = net.links()[l].Other(at), lane = lane || xxroute::TrackOfStep(net, l, at).lane >= 0;
    with_lanes += lane;
    return true;
  };
  xxroute::Enumerate(net, o);
  CHECK(walks > 100);
  CHECK(with_lanes > 0);  // the board has routes through hex-side lanes
}

TEST_CASE("a route's links read back from its first stop and its track are the links it ran") {
  // A route passes each node once (18CZ VIII.7: a route never runs track
  // twice), so its track says which way it goes on at every node.
  auto lp = xxroute::test::Load(xxroute::LoadPosition(XXROUTE_SOURCE_DIR "/fixtures/example.yaml"));
  const xxroute::Network& net = lp->network();
  long walks = 0;
  EnumerateOptions o;
  o.found = [&](const Walk& w) {
    ++walks;
    CHECK(xxroute::LinksOfRoute(net, w.stops.front(), w.resources.data()) == w.links);
    return true;
  };
  xxroute::Enumerate(net, o);
  CHECK(walks > 100);
  std::vector<uint64_t> none(xxroute::ResourceWords(net), 0);
  CHECK(xxroute::LinksOfRoute(net, 0, none.data()).empty());  // (no track: no link)
}

namespace {

// A route the same whichever way it is read: its stops and links as read
// from the end whose stops come first in order, with its track.
std::string RouteKey(const Walk& w) {
  std::vector<int> stops = w.stops, links = w.links;
  std::vector<int> back_stops(stops.rbegin(), stops.rend()), back_links(links.rbegin(), links.rend());
  if (back_stops < stops || (back_stops == stops && back_links < links)) stops = back_stops, links = back_links;
  std::string key;
  for (int s : stops) key += std::to_string(s) + ",";
  key += "|";
  for (int l : links) key += std::to_string(l) + ",";
  key += "|";
  for (uint64_t r : w.resources) key += std::to_string(r) + ",";
  return key;
}

}  // namespace

// The routes through the marks, found by EnumerateThrough mark by mark and
// by the whole walk kept where they run a mark: the same, each once (the
// count of keys, a multiset), each with its track. Returns how many.
int CheckThrough(const xxroute::Network& net, const std::vector<char>& links, const std::vector<char>& stops) {
  EnumerateOptions eo;
  eo.trains = net.company().trains;
  std::multiset<std::string> want, got;
  eo.found = [&](const Walk& w) {
    bool marked = false;
    for (int l : w.links) marked = marked || links[l];
    for (int s : w.stops) marked = marked || stops[s];
    if (marked) want.insert(RouteKey(w));
    return true;
  };
  xxroute::Enumerate(net, eo);
  eo.found = [&](const Walk& w) {
    CHECK(w.resources == xxroute::TrackOfRoute(net, w.stops.front(), w.links));
    CHECK(xxroute::LinksOfRoute(net, w.stops.front(), w.resources.data()) == w.links);
    got.insert(RouteKey(w));
    return true;
  };
  for (int k = 0; k < xxroute::ThroughMarks(net, links, stops); ++k) xxroute::EnumerateThrough(net, eo, links, stops, k);
  CHECK(got == want);
  return static_cast<int>(got.size());
}

TEST_CASE("the routes through marked track are the walk's routes that run it, each once (300 random boards)") {
  std::mt19937 rng(20261129);
  int through = 0, boards = 0;
  for (int i = 0; i < 300; ++i) {
    const std::string yaml = xxroute::test::RandomBoard(rng);
    std::unique_ptr<Case> g;
    try {
      g = std::make_unique<Case>(yaml);
    } catch (const xxroute::InputError&) {
      continue;
    }
    std::vector<char> links(g->net->links().size(), 0), stops(g->board->stops().size(), 0);
    for (auto& l : links) l = rng() % 3 == 0;
    for (auto& s : stops) s = rng() % 4 == 0;
    INFO(yaml);
    through += CheckThrough(*g->net, links, stops);
    ++boards;
  }
  CHECK(boards > 200);
  CHECK(through > 150);  // (boards with marked routes, not empty ones)
}

namespace {

// How many pairs of the walk's routes run the same stops, one of them on a
// subset of the other's track (the same track included): none, for a walk
// lists each route once and a route enters every stop its track reaches.
// Returns the routes walked.
long DominatedPairs(const xxroute::Network& net, long* pairs) {
  std::map<std::vector<int>, std::vector<std::vector<uint64_t>>> by_stops;
  long walks = 0;
  EnumerateOptions eo;
  eo.found = [&](const Walk& w) {
    std::vector<int> stops = w.stops;
    std::sort(stops.begin(), stops.end());
    by_stops[stops].push_back(w.resources);
    ++walks;
    return true;
  };
  xxroute::Enumerate(net, eo);
  auto subset = [](const std::vector<uint64_t>& a, const std::vector<uint64_t>& b) {
    for (size_t i = 0; i < a.size(); ++i)
      if (a[i] & ~b[i]) return false;
    return true;
  };
  for (const auto& [stops, tracks] : by_stops)
    for (size_t i = 0; i < tracks.size(); ++i)
      for (size_t j = i + 1; j < tracks.size(); ++j) *pairs += subset(tracks[i], tracks[j]) || subset(tracks[j], tracks[i]);
  return walks;
}

}  // namespace

TEST_CASE("no route of the walk runs the same stops as another on more track (300 random boards, full late maps)") {
  // Two routes over the same stops, one on a subset of the other's track,
  // would be one route run twice: a route is a simple path between stops
  // that enters every stop on it, so the smaller is a piece of the larger
  // holding all its stops, ends included, which is the whole. The search
  // relies on it: it keeps every route the walk finds (candidates.h).
  std::mt19937 rng(20261130);
  long pairs = 0, walks = 0;
  int boards = 0;
  for (int i = 0; i < 300; ++i) {
    std::unique_ptr<Case> g;
    try {
      g = std::make_unique<Case>(xxroute::test::RandomBoard(rng));
    } catch (const xxroute::InputError&) {
      continue;
    }
    walks += DominatedPairs(*g->net, &pairs);
    ++boards;
  }
  for (const char* board : {"1867-bc-GW", "18CZ-all-towns-8E-BY", "1861-MKN-8-8"}) {
    const auto loaded = xxroute::test::LoadFile(xxroute::test::kFixtures + "bench/" + board + ".yaml");
    walks += DominatedPairs(loaded->network(), &pairs);
  }
  CHECK(boards > 200);
  CHECK(walks > 10'000);
  CHECK(pairs == 0);
}

TEST_CASE("the routes through marked track on full late maps: one link, one stop, a few of each") {
  std::mt19937 rng(29);
  for (const char* board : {"1867-bc-GW", "18CZ-all-towns-8E-BY"}) {
    const auto loaded = xxroute::test::LoadFile(xxroute::test::kFixtures + "bench/" + board + ".yaml");
    const xxroute::Network& net = loaded->network();
    const size_t n_links = net.links().size(), n_stops = loaded->board().stops().size();
    for (int round = 0; round < 3; ++round) {
      std::vector<char> links(n_links, 0), stops(n_stops, 0);
      if (round != 1) links[rng() % n_links] = 1;
      if (round != 0) stops[rng() % n_stops] = 1;
      if (round == 2)
        for (int k = 0; k < 3; ++k) links[rng() % n_links] = 1, stops[rng() % n_stops] = 1;
      INFO(board << " round " << round);
      CHECK(CheckThrough(net, links, stops) > 0);
    }
  }
}
