// Tests of SolveFixed (lib/search/solve_fixed.cpp): some trains run routes
// as declared, the others the best on the track those routes leave.
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/loaded_position.h"
#include "xxroute/solve_fixed.h"

using namespace xxroute;

namespace {

// B's line from Dover to Amsterdam with a 6 and a D (fixtures/1836jr30/
// b-diesel-dover.yaml, whose comment works out every split by hand).
std::unique_ptr<LoadedPosition> DoverLine() {
  return test::Load(LoadPosition(test::kSource + "fixtures/1836jr30/b-diesel-dover.yaml"), "B");
}

FixedSolve Fix(const LoadedPosition& lp, const std::string& routes) {
  return SolveFixed(lp.network(), ParseRouteNotation(routes, "--fix"));
}

}  // namespace

TEST_CASE("a train's route fixed: the other train takes the best of the track left") {
  auto lp = DoverLine();
  // The 6 runs Brussels to Amsterdam (50+20+20+80 = 170); the D is left
  // Dover-Bruges-Gand-Brussels: Dover pays 30 for the one B station, 110.
  FixedSolve f = Fix(*lp, "6: H6-G7-E7-D6.c1");
  REQUIRE(f.check.legal);
  CHECK(f.result.income == 280);
  CHECK(f.result.optimal);
  REQUIRE(f.result.routes.size() == 2);
  CHECK(f.result.routes[0].train->name == "6");
  CHECK(f.fixed[0]);
  CHECK(f.result.routes[0].value.revenue == 170);
  CHECK(f.result.routes[1].train->name == "D");
  CHECK_FALSE(f.fixed[1]);
  CHECK(f.result.routes[1].value.revenue == 110);
}

TEST_CASE("the same split the other way round earns the same, 280, not the D alone's 290") {
  auto lp = DoverLine();
  FixedSolve f = Fix(*lp, "6: G1-H2-H4-H6");
  REQUIRE(f.check.legal);
  CHECK(f.result.income == 280);
  CHECK(f.result.routes[0].value.revenue == 110);
  CHECK(f.result.routes[1].value.revenue == 170);
}

TEST_CASE("a route that takes all the track leaves the other train idle") {
  auto lp = DoverLine();
  FixedSolve f = Fix(*lp, "D: G1-H2-H4-H6-G7-E7-D6.c1");
  REQUIRE(f.check.legal);
  CHECK(f.result.income == 290);
  REQUIRE(f.result.routes.size() == 1);
  CHECK(f.fixed[0]);
}

TEST_CASE("every route of the optimum, fixed, gives the optimum back") {
  auto lp = test::Load(LoadPosition(test::kSource + "fixtures/example.yaml"));
  Result best = Solve(lp->network());
  for (const Route& r : best.routes) {
    std::string text = r.train->name + ":";
    for (size_t i = 0; i < r.stops.size(); ++i)
      text += (i ? "-" : " ") + lp->board().stops()[r.stops[i]].label;
    FixedSolve f = Fix(*lp, text);
    REQUIRE(f.check.legal);
    CHECK(f.result.income == best.income);
  }
}

TEST_CASE("a fixed route that breaks a rule is refused with the rule, and nothing is searched") {
  auto lp = DoverLine();
  FixedSolve f = Fix(*lp, "6: G1-H2-H4-H6-G7-E7-D6.c1");  // seven stops for a 6
  CHECK_FALSE(f.check.legal);
  CHECK(f.check.error.find("route 1 (6)") != std::string::npos);
  CHECK(f.result.routes.empty());
}

TEST_CASE("most stops: the bonus over the fixed routes and the others together") {
  // test::MostStopsBoard at 20 a stop. The 4 fixed on the 4-stop line earns
  // the bonus; the 2 takes the best spoke left, B4-B6: 90 + 80 + 70.
  test::Case long_fixed(test::MostStopsBoard(R"(["2", "4"])", 20), "X");
  FixedSolve f = SolveFixed(*long_fixed.net, ParseRouteNotation("4: A5-B4-B2-C1", "--fix"));
  REQUIRE(f.check.legal);
  CHECK(f.result.income == 80 + 80 + 70);
  REQUIRE(f.result.routes.size() == 2);
  CHECK(f.result.routes[1].train->name == "4");
  CHECK(f.fixed[1]);
  CHECK(f.result.routes[1].value.most_stops == 80);
  CHECK(f.result.routes[0].value.most_stops == 0);
  // The 2 fixed: the 4's best around it is B6-B4-A5 (120 and 3 x 20), not
  // the line (90 and 4 x 20); it earns the bonus, not the fixed 2.
  FixedSolve g = SolveFixed(*long_fixed.net, ParseRouteNotation("2: B4-A3", "--fix"));
  REQUIRE(g.check.legal);
  CHECK(g.result.income == 40 + 120 + 60);
  CHECK(g.result.routes[0].value.most_stops == 0);
  CHECK(g.result.routes[1].value.most_stops == 60);
}
