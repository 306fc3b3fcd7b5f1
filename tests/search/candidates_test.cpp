// Tests lib/search/candidates.cpp: every route a company's trains may run,
// scored per train type, best first, with the routes that run the same stops
// as another on more track dropped.
#include <doctest/doctest.h>

#include <algorithm>

#include "candidates.h"
#include "helpers.h"
#include "xxroute/error.h"

using xxroute::Candidate;
using xxroute::Candidates;
using xxroute::DropDominated;
using xxroute::RouteStore;
using xxroute::FindCandidates;
using xxroute::IncomeRank;
using xxroute::SolveOptions;
using xxroute::Train;
using xxroute::Walk;
using xxroute::test::Case;
using xxroute::test::kTee;

namespace {

std::vector<const Train*> Types(const Case& g) { return g.net->company().trains; }

// A candidate's stops, as labels joined by '-'.
std::string StopsOf(const Case& g, const Candidates& c, const Candidate& cand) {
  std::string s;
  for (int stop : c.routes.Stops(cand.route)) s += (s.empty() ? "" : "-") + g.board->stops()[stop].label;
  return s;
}

int64_t Score(int revenue) { return IncomeRank(revenue, 0); }

int TrackPieces(const Candidates& c, int route) {
  int n = 0;
  for (int w = 0; w < c.routes.words; ++w) n += __builtin_popcountll(c.routes.Track(route)[w]);
  return n;
}

}  // namespace

TEST_CASE("candidates are per train type, best first, only routes the type may run") {
  Case g(kTee);
  const Candidates c = FindCandidates(*g.net, Types(g), SolveOptions{});
  // The walk: one route between each pair of the four stops, C(4, 2) = 6.
  CHECK(c.walks == 6);
  REQUIRE(c.by_type.size() == 2);
  // Only the three routes from A1 hold X's station: A1-A3 (50), A1-A3-A7
  // (90), A1-A3-B6 (100). A 2 runs two stops: only A1-A3.
  REQUIRE(c.by_type[0].size() == 1);
  CHECK(StopsOf(g, c, c.by_type[0][0]) == "A1.c0-A3.c0");
  CHECK(c.by_type[0][0].score == Score(50));
  // A 4 runs all three, best first.
  REQUIRE(c.by_type[1].size() == 3);
  CHECK(StopsOf(g, c, c.by_type[1][0]) == "A1.c0-A3.c0-B6.c0");
  CHECK(c.by_type[1][0].score == Score(100));
  CHECK(StopsOf(g, c, c.by_type[1][1]) == "A1.c0-A3.c0-A7.c0");
  CHECK(c.by_type[1][1].score == Score(90));
  CHECK(StopsOf(g, c, c.by_type[1][2]) == "A1.c0-A3.c0");
  CHECK(c.by_type[1][2].score == Score(50));
  // A1-A3 is stored once for both types.
  CHECK(c.routes.size() == 3);
  CHECK(c.by_type[0][0].route == c.by_type[1][2].route);
}

TEST_CASE("a route that runs the same stops as another on more track is dropped") {
  // The walk never finds such a pair by itself (a run between the same stops
  // on more track would pass another stop), so the routes are given: A1-A3
  // on its own track, the same stops on that track and a piece more, and on
  // a piece that is neither more nor less.
  Case g(kTee);
  std::vector<Walk> walks;
  xxroute::EnumerateOptions eo;
  eo.found = [&](const Walk& w) {
    if (w.stops.size() == 2 && w.stops[0] == g.board->FindStop("A1.c0")) walks.push_back(w);
    return true;
  };
  xxroute::Enumerate(*g.net, eo);
  REQUIRE(walks.size() == 1);
  const Walk own = walks[0];
  REQUIRE(own.links.size() == 1);
  const int a1_a3 = g.net->links()[own.links[0]].resource;
  const int other = a1_a3 == 0 ? 1 : 0;  // another link's piece of track
  Walk more = own, beside = own;
  more.resources[other >> 6] |= uint64_t{1} << (other & 63);
  beside.resources.assign(beside.resources.size(), 0);
  beside.resources[other >> 6] |= uint64_t{1} << (other & 63);

  // (Each route worth the same: dropping compares stops and track alone.)
  auto dropped = [&](const std::vector<Walk>& given) {
    RouteStore store;
    store.words = static_cast<int>(own.resources.size());
    std::vector<Candidate> cands;
    for (const Walk& w : given) {
      cands.push_back({store.size(), Score(50)});
      store.Add(w.stops, w.resources.data());
    }
    DropDominated(store, static_cast<int>(g.board->stops().size()), &cands);
    std::vector<int> pieces;
    for (const Candidate& c : cands) pieces.push_back(__builtin_popcountll(store.Track(c.route)[0]));
    return pieces;
  };
  CHECK(dropped({more, own}) == std::vector<int>{1});  // the longer one first: dropped all the same
  CHECK(dropped({own, more}) == std::vector<int>{1});
  CHECK(dropped({own, beside}).size() == 2);
}

TEST_CASE("past the candidate limit the search is refused by name") {
  Case g(kTee);
  SolveOptions options;
  options.max_candidates = 2;  // A1-A3 for both types is 2; A1-A3-A7 for the 4 is the third
  CHECK_THROWS_WITH_AS(FindCandidates(*g.net, Types(g), options),
                       "test.yaml: more than 2 candidate routes for X (the candidate limit); the board is too "
                       "large to solve exactly",
                       xxroute::InputError);
  options.max_candidates = 4;
  CHECK(FindCandidates(*g.net, Types(g), options).routes.size() == 3);
}
