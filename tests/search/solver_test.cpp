// Tests lib/search/solver.cpp. The solver's answer is the true maximum: on
// many small random boards, the income the independent reference finds
// (tests/reference: its own reader, walk, scorer and search over every
// combination of routes, sharing no code with the library). The reference is a
// library of its own (xxroute_reference, tests/reference/reference.cmake)
// linked into unit_search: these expected answers come from it, never from the
// code under test.
#include <doctest/doctest.h>

#include <omp.h>

#include <algorithm>
#include <random>
#include <sstream>

#include "helpers.h"
#include "random_board.h"
#include "reference/read.h"
#include "sample.h"
#include "reference/reference.h"
#include "xxroute/enumerate.h"
#include "xxroute/route.h"

using namespace xxroute;
using xxroute::test::Case;
using xxroute::test::RandomBoard;

namespace {

// Every route the network allows.
std::vector<Walk> AllWalks(const Network& net) {
  std::vector<Walk> walks;
  EnumerateOptions eo;
  eo.found = [&](const Walk& w) {
    walks.push_back(w);
    return true;
  };
  Enumerate(net, eo);
  return walks;
}

// The reference's best income on the same position text.
int ReferenceIncome(const std::string& yaml) {
  const ref::Board board = ref::ReadYaml(yaml, "X");
  return ref::Reference(board).Best().income;
}

}  // namespace

TEST_CASE("stop bonuses and a train sharing track: the reference's maximum on 300 random boards") {
  std::mt19937 rng(1812);
  int with_bonus = 0;
  for (int i = 0; i < test::SampledRuns(300); ++i) {
    std::string yaml = RandomBoard(rng, true);
    INFO("board " << i << ":\n" << yaml);
    Case g(yaml, "X");
    const ref::Board mine = ref::ReadYaml(yaml, "X");
    const ref::Reference reference(mine);
    // Every route the library walks, scored for each train by the library
    // and by the reference's scorer (every paid subset, the best bonuses).
    const auto& trains = g.net->company().trains;
    REQUIRE(trains.size() == reference.trains().size());
    for (const Walk& w : AllWalks(*g.net)) {
      std::vector<int> stops;
      for (int s : w.stops) stops.push_back(reference.track().FindStop(g.board->stops()[s].label));
      for (size_t t = 0; t < trains.size(); ++t) {
        REQUIRE(trains[t]->name == reference.trains()[t]->name);
        const RouteValue v = Evaluate(*g.net, *trains[t], w.stops);
        const ref::RouteScore s = reference.scorer().Score(*reference.trains()[t], stops);
        REQUIRE(v.legal == s.legal);
        if (v.legal) REQUIRE(v.revenue == s.revenue);
      }
    }
    const int best = reference.Best().income;
    REQUIRE(g.Income() == best);
    with_bonus += yaml.find("bonus: ") != std::string::npos && best > 0;
  }
  CHECK(with_bonus > 50 / test::SampleEvery());
}

TEST_CASE("the solver finds the reference's maximum on 400 random boards") {
  std::mt19937 rng(18);
  int nonzero = 0;
  for (int i = 0; i < test::SampledRuns(400); ++i) {
    std::string yaml = RandomBoard(rng);
    Case g(yaml, "X");
    Result r = g.Solve();
    int best = ReferenceIncome(yaml);
    INFO("board " << i << ":\n" << yaml);
    REQUIRE(r.income == best);
    nonzero += best > 0;
    // Whatever the solver returns, the checker accepts for the same income.
    if (!r.routes.empty()) {
      std::vector<DeclaredRoute> own;
      for (const auto& route : r.routes) {
        DeclaredRoute d{route.train->name, {}, 0};
        for (int s : route.stops) d.stops.push_back(g.board->stops()[s].label);
        own.push_back(d);
      }
      CheckResult c = CheckRoutes(*g.net, own);
      REQUIRE(c.legal);
      CHECK(c.income == r.income);
    }
  }
  CHECK(nonzero > 100 / test::SampleEvery());  // the boards are not trivially empty
}

TEST_CASE("four trains: the reference's maximum on 200 random boards") {
  std::mt19937 rng(1856);
  int three_or_four = 0;
  for (int i = 0; i < test::SampledRuns(200); ++i) {
    std::string yaml = RandomBoard(rng, false, 4);
    Case g(yaml, "X");
    INFO("board " << i << ":\n" << yaml);
    REQUIRE(g.Income() == ReferenceIncome(yaml));
    three_or_four += g.net->company().trains.size() >= 3;
  }
  CHECK(three_or_four > 50 / test::SampleEvery());
}

TEST_CASE("the answer is the same whatever the number of threads") {
  std::mt19937 rng(1867);
  for (int i = 0; i < test::SampledRuns(150); ++i) {
    std::string yaml = RandomBoard(rng);
    Case g(yaml, "X");
    omp_set_num_threads(1);
    Result one = g.Solve();
    omp_set_num_threads(2);
    Result two = g.Solve();
    INFO("board " << i << ":\n" << yaml);
    REQUIRE(one.income == two.income);
    REQUIRE(one.routes.size() == two.routes.size());
    for (size_t k = 0; k < one.routes.size(); ++k) {
      CHECK(one.routes[k].stops == two.routes[k].stops);
      CHECK(one.routes[k].links == two.routes[k].links);
    }
  }
}

TEST_CASE("identical trains are interchangeable, and a train may stand idle") {
  std::string yaml = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
companies: {X: {trains: ["2", "2", "2"]}}
)";
  Result r = Case(yaml).Solve();
  CHECK(r.income == 50);
  CHECK(r.routes.size() == 1);
}

TEST_CASE("a time limit that cuts the search returns the best found, marked not optimal") {
  auto loaded = test::Load(LoadPosition(XXROUTE_SOURCE_DIR "/fixtures/bench/1824-full-gray-KK.yaml"), "KK");
  const Network& net = loaded->network();
  SolveOptions cut;
  cut.time_limit = 1e-9;
  Result r = Solve(net, cut);
  CHECK_FALSE(r.optimal);
  CHECK(r.income <= 1100);
  Result full = Solve(net);
  CHECK(full.optimal);
  CHECK(full.income == 1100);
}

TEST_CASE("the bench boards get the same answer on one thread and on two (walk, dominance, search shared out)") {
  for (const char* name : {"1867-bc-GW", "18CZ-all-towns-8E-BY", "1824-full-gray-KK"}) {
    auto loaded = test::Load(LoadPosition(std::string(XXROUTE_SOURCE_DIR "/fixtures/bench/") + name + ".yaml"));
    const Network& net = loaded->network();
    omp_set_num_threads(1);
    Result one = Solve(net);
    omp_set_num_threads(2);
    Result two = Solve(net);
    INFO(name);
    CHECK(one.income == two.income);
    CHECK(one.subsidy == two.subsidy);
    CHECK(one.stats.candidates == two.stats.candidates);
    REQUIRE(one.routes.size() == two.routes.size());
    for (size_t k = 0; k < one.routes.size(); ++k) {
      CHECK(one.routes[k].stops == two.routes[k].stops);
      CHECK(one.routes[k].links == two.routes[k].links);
    }
  }
}

// The most-stops bonus (company key most_stops_bonus): the route of the set
// visiting the most stops earns per_stop for each. A bonus over the set, so
// the search must weigh it (solver.cpp, "Why it is exact"), not add it after.
// The board: test::MostStopsBoard (tests/data/most_stops_bonus.yaml).

namespace {

// The route of `r` run by the train named `train` (null: none).
const Route* RouteOf(const Result& r, const std::string& train) {
  for (const Route& route : r.routes)
    if (route.train->name == train) return &route;
  return nullptr;
}

}  // namespace

TEST_CASE("most stops: a set earning less, whose longest route visits more stops, wins") {
  CHECK(Case(test::MostStopsBoard(R"(["2", "4"])", 0)).Income() == 160);  // 4: B6-B4-A5, 2: B4-A3
  const Case g(test::MostStopsBoard(R"(["2", "4"])", 20));
  const Result r = g.Solve();
  CHECK(r.income == 230);  // 150 of routes (not the best 160) and 4 stops x 20
  CHECK(r.optimal);
  const Route* four = RouteOf(r, "4");
  const Route* two = RouteOf(r, "2");
  REQUIRE(four);
  REQUIRE(two);
  CHECK(four->stops.size() == 4);
  CHECK(four->value.most_stops == 80);
  CHECK(four->value.revenue == 90 + 80);
  CHECK(two->value.most_stops == 0);
  CHECK(two->value.revenue + four->value.revenue == r.income);
}

TEST_CASE("most stops: routes tied for the most earn it once, the first of them") {
  // Two 2s: B4-B6 (70) and B4-A5 (60), both of 2 stops: 20 once.
  const Case g(test::MostStopsBoard(R"(["2", "2"])", 10));
  const Result r = g.Solve();
  CHECK(r.income == 130 + 20);
  REQUIRE(r.routes.size() == 2);
  CHECK(r.routes[0].value.most_stops == 20);
  CHECK(r.routes[1].value.most_stops == 0);
}

TEST_CASE("most stops: one train runs the route the bonus makes best") {
  CHECK(Case(test::MostStopsBoard(R"(["4"])", 0)).Income() == 120);  // B6-B4-A5
  // B6-B4-A5: 120 + 3 x 40 = 240; B6-B4-B2-C1: 90 + 4 x 40 = 250.
  const Case g(test::MostStopsBoard(R"(["4"])", 40));
  const Result r = g.Solve();
  CHECK(r.income == 250);
  REQUIRE(r.routes.size() == 1);
  CHECK(r.routes[0].stops.size() == 4);
  CHECK(r.routes[0].value.most_stops == 160);
  // At 20 a stop the bonus does not change the route: 120 + 60 = 180.
  CHECK(Case(test::MostStopsBoard(R"(["4"])", 20)).Income() == 180);
}

TEST_CASE("most stops: no train earns nothing, a train standing idle changes nothing") {
  const Case nothing(test::MostStopsBoard("[]", 20), "X");
  const Result none = nothing.Solve();
  CHECK(none.income == 0);
  CHECK(none.routes.empty());
  // Five 2s and four spokes: one stands idle; 70 + 60 + 40 + 20 and 2 x 10 once.
  const Case g(test::MostStopsBoard(R"(["2", "2", "2", "2", "2"])", 10));
  const Result five = g.Solve();
  CHECK(five.income == 190 + 20);
  CHECK(five.routes.size() == 4);
}

TEST_CASE("most stops: a {visit, pay} train counts every stop it visits, not the paid ones") {
  // A 3/5 (visits 5, pays the best 3): B6-B4-A5 pays 120, 3 stops;
  // B6-B4-B2-C1 pays 80 (B6, B4 and one 10), 4 stops.
  const Case g(test::MostStopsBoard(R"(["3/5"])", 50));
  const Result r = g.Solve();
  CHECK(r.income == 80 + 4 * 50);
  REQUIRE(r.routes.size() == 1);
  CHECK(r.routes[0].stops.size() == 4);
  CHECK(std::count(r.routes[0].value.paid.begin(), r.routes[0].value.paid.end(), true) == 3);
  CHECK(r.routes[0].value.most_stops == 200);
}

TEST_CASE("most stops: the reference's maximum on 400 random boards (trains sharing track among them)") {
  std::mt19937 rng(1846);
  int earned = 0;   // boards where a route earns the bonus
  int changed = 0;  // boards where the bonus changes the best routes (rare on these boards:
                    // the hand-made cases above show it)
  for (int i = 0; i < test::SampledRuns(400); ++i) {
    std::string yaml = RandomBoard(rng, i % 4 != 0);
    yaml = test::Replaced(yaml, "  X: {trains: [", "  X: {most_stops_bonus: {per_stop: " +
                                                       std::to_string(10 * (1 + i % 8)) + "}, trains: [");
    INFO("board " << i << ":\n" << yaml);
    Case g(yaml, "X");
    const Result r = g.Solve();
    const ref::Board board = ref::ReadYaml(yaml, "X");
    const ref::Reference reference(board);
    const ref::Assignment best = reference.Best();
    REQUIRE(r.income == best.income);
    REQUIRE(r.optimal);
    earned += best.most_stops > 0;
    changed += best.income - best.most_stops < reference.Best(false, false).income;
    // The routes solved, checked again: the same income, the bonus on the same route.
    if (r.routes.empty()) continue;
    std::vector<DeclaredRoute> own;
    for (const auto& route : r.routes) {
      DeclaredRoute d{route.train->name, {}, 0};
      for (int s : route.stops) d.stops.push_back(g.board->stops()[s].label);
      own.push_back(d);
    }
    const CheckResult c = CheckRoutes(*g.net, own);
    REQUIRE(c.legal);
    CHECK(c.income == r.income);
    for (size_t k = 0; k < own.size(); ++k) CHECK(c.routes[k].route.value.most_stops == r.routes[k].value.most_stops);
  }
  CHECK(earned > 100 / test::SampleEvery());  // (many of these boards leave X no route)
  CHECK(changed >= 3);
}
