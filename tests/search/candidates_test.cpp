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
  for (int stop : c.routes.StopsOf(cand.route)) s += (s.empty() ? "" : "-") + g.board->stops()[stop].label;
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
