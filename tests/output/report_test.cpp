// Income first, then subsidy, one rule (IncomeRank, route.h): check's
// verdict in text, in JSON and its exit status ask it alike.
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/json.h"
#include "xxroute/report.h"
#include "xxroute/route.h"

using namespace xxroute;

namespace {

// A1 mine 10 - A3 city 30 (X) - A5 mine 20 a route may pass - A7 city 40: the
// 2g runs A1-A3 (30, subsidy 10) or A3-A5 (30, subsidy 20).
const char* kTie = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {m0: {kind: mine, revenue: 10}}, paths: [[m0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30, tokens: [X]}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {m0: {kind: mine, revenue: 20, pass_through: true}}, paths: [[1, m0], [m0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}
trains:
  - {name: "2g", distance: [{kinds: [city, offboard], visit: 2}, {kinds: [mine], visit: 1}], must_visit: {mine: 1}}
companies: {X: {trains: ["2g"]}}
)";

}  // namespace

TEST_CASE("two assignments of equal income, different subsidy: text and JSON name the same one the best") {
  // 1824 VII.3, 002 line 533: "Компания получает указанный доход за каждый
  // поезд, идущий из шахты. Этот доход переводится в казну компании." (the
  // mine's money, for each train from it, goes to the treasury), and line
  // 678: it is not counted in the income. So of two runs of equal income the
  // one with the larger mine money is the better for the company (the
  // position format: "Where two choices tie, the larger mine subsidy wins").
  // JSON's `optimal` compared the incomes alone and called the smaller
  // subsidy optimal, while the text said a better result exists.
  test::Case c(kTie, "X");
  const Result best = c.Solve();
  CHECK(best.income == 30);
  CHECK(best.subsidy == 20);
  const CheckResult declared = c.Check("2g: A1-A3");
  REQUIRE(declared.legal);
  CHECK(declared.income == 30);
  CHECK(declared.subsidy == 10);
  const std::string text = CheckText(*c.board, declared, best);
  CHECK(text.find("the same income with a larger subsidy exists: 30, subsidy 20 (+10)") != std::string::npos);
  CHECK(text.find("this is the optimum") == std::string::npos);
  CHECK(CheckJson(*c.board, declared, best)["optimal"] == false);
  // The best one: both say so.
  const CheckResult same = c.Check("2g: A3-A5");
  REQUIRE(same.legal);
  CHECK(CheckText(*c.board, same, best).find("this is the optimum") != std::string::npos);
  CHECK(CheckJson(*c.board, same, best)["optimal"] == true);
}
