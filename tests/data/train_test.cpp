// Tests lib/data/train.cpp: the counting rules of each train type (Fits,
// PayOptions, Divide), on lists of stops (no track), asked through the
// choice of paid stops (ChoosePaid, lib/route/pay.cpp).
#include <doctest/doctest.h>

#include "xxroute/pay.h"
#include "xxroute/train.h"

using namespace xxroute;

namespace {

constexpr StopKind C = StopKind::kCity, T = StopKind::kTown, O = StopKind::kOffboard,
                   M = StopKind::kMine;
constexpr KindMask kAll = 1 | 2 | 4;
constexpr KindMask kCityOff = 1 | 4;

std::vector<PayStop> Stops(std::initializer_list<std::pair<StopKind, int>> s) {
  std::vector<PayStop> v;
  for (auto [k, value] : s) {
    PayStop p;
    p.kind = k;
    p.value = k == StopKind::kMine ? 0 : value;
    p.order = static_cast<int>(v.size());
    v.push_back(p);
  }
  return v;
}

// What the train earns from these stops (no bonuses), -1 when it cannot hold them.
int Earns(const Train& t, std::initializer_list<std::pair<StopKind, int>> s) {
  xxroute::Pay p = ChoosePaid(t, Stops(s), BonusRules{}, 0);
  return p.legal() ? p.revenue : -1;
}

Train Plus(int n, int m) {  // N+M: at most N cities/offboards, N+M stops in all
  Train t;
  t.name = std::to_string(n) + "+" + std::to_string(m);
  t.rows = {{Bit(T), m, m}, {kAll, n, n}};
  return t;
}

Train Express(int n) {  // rulebook NE: every city paid, towns only fill up to N
  Train t;
  t.name = std::to_string(n) + "E";
  t.rows = {{kCityOff, n, n}, {Bit(T), kNoCap, kNoCap}};
  t.pay_total = n;
  t.pay_first = kCityOff;
  return t;
}

Train Goods(int n) {  // 1824 Ng: one mine at an end, towns free, N cities/offboards
  Train t;
  t.name = std::to_string(n) + "g";
  t.rows = {{kCityOff, n, n}, {Bit(M), 1, 1}, {Bit(T), kNoCap, kNoCap}};
  t.must_visit[static_cast<int>(M)] = 1;
  return t;
}

}  // namespace

TEST_CASE("a plain N-train visits at most N stops of any kind and pays them all") {
  Train t = Train::Plain("3", 3);
  CHECK(Earns(t, {{C, 20}, {T, 10}, {C, 30}}) == 60);
  CHECK(Earns(t, {{C, 20}, {O, 40}}) == 60);
  CHECK(Earns(t, {{C, 20}, {T, 10}, {C, 30}, {C, 40}}) == -1);
}

TEST_CASE("a plain train may not visit a mine") {
  CHECK(Earns(Train::Plain("3", 3), {{C, 20}, {M, 10}}) == -1);
}

TEST_CASE("a diesel runs any number of stops") {
  Train d = Train::Plain("D", 999);
  CHECK(Earns(d, {{C, 10}, {C, 10}, {C, 10}, {C, 10}, {C, 10}, {C, 10}, {C, 10}, {C, 10},
                {C, 10}, {C, 10}, {C, 10}, {T, 10}}) == 120);
}

TEST_CASE("a 3+3 train: at most 3 cities or offboards, 6 stops in all, none skipped") {
  Train t = Plus(3, 3);
  CHECK(Earns(t, {{C, 30}, {C, 30}, {C, 30}, {T, 10}, {T, 10}, {T, 10}}) == 120);
  CHECK(Earns(t, {{C, 30}, {T, 10}, {T, 10}, {T, 10}, {T, 10}, {T, 10}}) == 80);
  CHECK(Earns(t, {{C, 30}, {C, 30}, {C, 30}, {O, 30}}) == -1);  // four big stops
  CHECK(Earns(t, {{C, 30}, {C, 30}, {C, 30}, {T, 10}, {T, 10}, {T, 10}, {T, 10}}) == -1);
}

TEST_CASE("an E train pays every city and fills up with towns to N paid stops") {
  Train e = Express(4);
  // 3 cities and 3 towns: the cities and the best town.
  CHECK(Earns(e, {{C, 20}, {T, 50}, {C, 30}, {T, 10}, {C, 40}, {T, 20}}) == 140);
  // 4 cities and a dear town: the town is skipped, never a city.
  CHECK(Earns(e, {{C, 20}, {T, 60}, {C, 30}, {C, 40}, {C, 10}}) == 100);
  CHECK(Earns(e, {{C, 20}, {C, 30}, {C, 40}, {C, 10}, {O, 50}}) == -1);  // five cities
}

TEST_CASE("without pay_first, an E train pays its best N stops (18xx.games scoring)") {
  Train e = Express(4);
  e.pay_first = 0;
  e.rows[1].pay = 3;  // at most 3 towns paid
  CHECK(Earns(e, {{C, 20}, {T, 60}, {C, 30}, {C, 40}, {C, 10}}) == 150);
  CHECK(Earns(e, {{C, 10}, {T, 60}, {T, 60}, {T, 60}, {T, 60}}) == 190);
}

// (That a g train visits exactly one mine, at an end, is a route rule: route_test.cpp.)
TEST_CASE("a g train's mine takes its own row and counts toward nothing") {
  Train g = Goods(2);
  CHECK(Earns(g, {{M, 10}, {C, 30}, {T, 10}, {T, 10}, {C, 20}}) == 70);
  CHECK(Earns(g, {{M, 10}, {C, 30}, {C, 20}, {C, 20}}) == -1);  // three cities
  CHECK(Earns(g, {{M, 10}, {C, 30}, {M, 20}}) == -1);           // two mines
}

TEST_CASE("a D train doubles stop values, an obsolete train pays half rounded down to tens") {
  Train d = Train::Plain("3D", 3);
  d.multiplier = 2;
  CHECK(Earns(d, {{C, 40}, {C, 30}, {C, 30}}) == 200);
  Train o = Train::Plain("3o", 3);
  o.divisor = 2;
  o.rounding = Rounding::kDownTo10;
  CHECK(Earns(o, {{C, 40}, {C, 30}, {C, 20}}) == 40);  // 90 / 2 = 45 -> 40
  CHECK(Earns(o, {{C, 60}, {C, 40}, {C, 30}}) == 60);  // 130 -> 60
}

TEST_CASE("every rounding is named and does what it says") {
  CHECK(Divide(95, 2, Rounding::kDown) == 47);
  CHECK(Divide(95, 2, Rounding::kUp) == 48);
  CHECK(Divide(95, 2, Rounding::kDownTo10) == 40);
  CHECK(Divide(95, 2, Rounding::kUpTo10) == 50);
  CHECK(Divide(110, 4, Rounding::kUp) == 28);  // 18CZ dividend example: 27.5 -> 28
}

TEST_CASE("a row's pay cap leaves the cheapest stops of the row unpaid") {
  Train t;
  t.name = "2/2";
  t.rows = {{kAll, 4, 2}};
  xxroute::Pay s = ChoosePaid(t, Stops({{C, 10}, {C, 40}, {T, 20}, {C, 30}}), BonusRules{}, 0);
  REQUIRE(s.legal());
  CHECK(s.revenue == 70);
  CHECK(s.paid == std::vector<bool>{false, true, false, true});
}
