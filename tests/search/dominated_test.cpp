// Tests lib/search/dominated.cpp: the routes dropped are exactly the
// dominated ones (against a scan of every pair), and the best assignment of
// the routes kept is the best of all routes and the same assignment (against
// the exhaustive search).
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "dominated.h"
#include "random_assign.h"
#include "sample.h"
#include "xxroute/assign.h"
#include "xxroute/route_index.h"

using namespace xxroute;
using test::Describe;
using test::MakeRandom;
using test::Random;

namespace {

// Each type's index, as the search builds them: only for the types a train runs.
std::vector<RouteIndex> Indexes(const AssignInput& in) {
  std::vector<RouteIndex> index(in.types.size());
  for (int t : in.slot_type) {
    const TrainRoutes& routes = in.types[t];
    index[t] = RouteIndex(routes.score, [&](int k) { return in.track + routes.track[k] * in.words; }, in.words);
  }
  return index;
}

// Whether route `a` of a type runs no track outside route `b`'s.
bool Inside(const AssignInput& in, const TrainRoutes& routes, int a, int b) {
  for (int w = 0; w < in.words; ++w)
    if (in.track[routes.track[a] * in.words + w] & ~in.track[routes.track[b] * in.words + w]) return false;
  return true;
}

}  // namespace

TEST_CASE("a route is dropped where a route before it runs no track outside its own, and only there") {
  std::mt19937 rng(1824);
  long dropped = 0;
  for (int i = 0; i < test::SampledRuns(1000); ++i) {
    const Random r = MakeRandom(rng, i % 10 == 0 ? 200 : 30);
    const Undominated u = DropDominated(r.in, Indexes(r.in));
    INFO("input " << i << ": " << Describe(r));
    dropped += u.dropped;
    for (size_t t = 0; t < r.in.types.size(); ++t) {
      const TrainRoutes& routes = r.in.types[t];
      const int n = static_cast<int>(routes.score.size());
      bool runs = false;
      for (int s : r.in.slot_type) runs = runs || s == static_cast<int>(t);
      int dropped_here = 0;
      for (int b = 0; b < n; ++b) {
        bool dominated = false;
        for (int a = 0; a < b && !dominated; ++a) dominated = Inside(r.in, routes, a, b);
        const int stands = u.number[t][u.kept[t][b]];
        INFO("type " << t << " route " << b);
        if (stands != b) {
          ++dropped_here;
          REQUIRE(runs);
          REQUIRE(dominated);
          REQUIRE(stands < b);
          REQUIRE(Inside(r.in, routes, stands, b));
          REQUIRE(routes.score[stands] >= routes.score[b]);
        }
      }
      // (a type with none dropped may have been kept whole by the sample;
      // one with some dropped was checked whole: every dominated route goes)
      if (dropped_here > 0)
        for (int b = 0; b < n; ++b) {
          bool dominated = false;
          for (int a = 0; a < b && !dominated; ++a) dominated = Inside(r.in, routes, a, b);
          CHECK(dominated == (u.number[t][u.kept[t][b]] != b));
        }
      CHECK(u.in.types[t].score.size() == u.number[t].size());
    }
  }
  CHECK(dropped > 0);  // (the random inputs have dominated routes)
}

TEST_CASE("the routes kept have the best assignment of all the routes, and the same first one worth it") {
  std::mt19937 rng(1861);
  for (int i = 0; i < test::SampledRuns(1500); ++i) {
    const Random r = MakeRandom(rng, i % 10 == 0 ? 60 : 15);
    const Undominated u = DropDominated(r.in, Indexes(r.in));
    INFO("input " << i << ": " << Describe(r));
    const Assignment all = AssignExhaustive(r.in);
    const Assignment kept = u.Full(AssignExhaustive(u.in));
    CHECK(kept.value == all.value);
    CHECK(kept.choice == all.choice);
    // (any assignment, as one of the kept routes: worth no less)
    const Assignment moved = u.Keep(all);
    CHECK(moved.value >= all.value);
    CHECK(u.Full(moved).choice == all.choice);
  }
}
