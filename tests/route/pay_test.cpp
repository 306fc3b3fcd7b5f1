// Tests lib/route/pay.cpp (ChoosePaid). Which stops a train pays: the choice that gives the route its highest
// revenue, every bonus included, whatever order the stops are written in
// (position.md, "Route rules and scoring, precisely"). Each board is the
// smallest that showed a wrong answer; the right one is worked out beside it.
#include <doctest/doctest.h>

#include "helpers.h"

using xxroute::test::Case;

namespace {

// A row of pointy hexes A1, A3, A5, ... joined east-west; `stops` gives each
// hex's one stop, e.g. "city, revenue: 20, tokens: [X]".
std::string Row(std::initializer_list<const char*> stops, const std::string& rest) {
  std::string y = "layout: pointy\ncolor: yellow\nhexes:\n";
  const int n = static_cast<int>(stops.size());
  int i = 0;
  for (const char* s : stops) {
    std::string paths = i == 0 ? "[[s0, 4]]" : i == n - 1 ? "[[1, s0]]" : "[[1, s0], [s0, 4]]";
    y += "  A" + std::to_string(1 + 2 * i) + ": {stops: {s0: {kind: " + s + "}}, paths: " + paths + "}\n";
    ++i;
  }
  return y + rest;
}

}  // namespace

TEST_CASE("a route bonus counts in the choice of the one stop a train pays") {
  // A1 (20, X's station) - A3 (30); the train visits any number, pays one; a
  // route that pays a stop on A1 earns 50. Pay A1: 20 + 50 = 70; pay A3: 30.
  Case g(Row({"city, revenue: 20, tokens: [X]", "city, revenue: 30"},
             "trains: [{name: P1, distance: [{kinds: [city], visit: 99, pay: 1}]}]\n"
             "route_bonuses: [{name: B, all_of: [[A1]], amount: 50}]\n"
             "companies: {X: {trains: [P1]}}\n"));
  CHECK(g.Income() == 70);
  CHECK(g.Revenue("P1: A1-A3") == 70);
  CHECK(g.Revenue("P1: A3-A1") == 70);
}

TEST_CASE("a route's revenue does not depend on the order its stops are written in") {
  // A1 city 20 (X), A3 city 20, A5 town 20 with a route bonus of 50; the
  // train pays two of its stops. Paying A5 and a city: 20 + 20 + 50 = 90;
  // paying both cities: 40. Either way round, 90.
  Case g(Row({"city, revenue: 20, tokens: [X]", "city, revenue: 20", "town, revenue: 20"},
             "trains: [{name: P2, distance: [{kinds: [city, town], visit: 3, pay: 2}]}]\n"
             "route_bonuses: [{name: B, all_of: [[A5]], amount: 50}]\n"
             "companies: {X: {trains: [P2]}}\n"));
  CHECK(g.Income() == 90);
  CHECK(g.Revenue("P2: A1-A3-A5") == 90);
  CHECK(g.Revenue("P2: A5-A3-A1") == 90);
}

TEST_CASE("an express train pays Timmins for the capital bonus (1867 5+5E, multiplied bonus)") {
  // Toronto 40 (X's capital) - four cities of 50 - Timmins offboard 30; the
  // 5+5E visits any number, is paid for its best 5, double; capital plus
  // Timmins earns 40, doubled too. By value: (40 + 4 x 50) x 2 = 480. With
  // Timmins instead of a 50: (40 + 3 x 50 + 30) x 2 + 40 x 2 = 520.
  Case g(Row({"city, revenue: 40, tokens: [X]", "city, revenue: 50", "city, revenue: 50", "city, revenue: 50",
              "city, revenue: 50", "offboard, revenue: 30"},
             "trains: [{name: 5+5E, distance: [{kinds: [city, offboard, town], visit: 99, pay: 5}], "
             "multiplier: 2}]\n"
             "route_bonuses: [{name: Timmins, all_of: [[A1], [A11]], amount: 40, multiplied: true}]\n"
             "companies: {X: {trains: [5+5E]}}\n"));
  CHECK(g.Income() == 520);
  CHECK(g.Revenue("5+5E: A1-A3-A5-A7-A9-A11") == 520);
}

TEST_CASE("a home bonus is earned by visiting the home stop, paid or not") {
  // A1 city 10 (X's home and station) - A3 city 40 - A5 city 40; the train
  // pays two stops; home earns 50. Pay A3 and A5 (80) and still earn 50: 130.
  Case g(Row({"city, revenue: 10, tokens: [X]", "city, revenue: 40", "city, revenue: 40"},
             "trains: [{name: P2, distance: [{kinds: [city], visit: 3, pay: 2}]}]\n"
             "home_bonus: {amount: 50}\n"
             "companies: {X: {trains: [P2], home: A1}}\n"));
  CHECK(g.Income() == 130);
  CHECK(g.Revenue("P2: A5-A3-A1") == 130);
}

TEST_CASE("a hex bonus counts in the choice of paid stops, once per hex") {
  // A1 city 20 (X) - A3 town 10 with a +30 marker - A5 city 30; pays two:
  // A3 and A5: 10 + 30 + 30 = 70 beats A1 and A5: 50.
  Case g(Row({"city, revenue: 20, tokens: [X]", "town, revenue: 10", "city, revenue: 30"},
             "trains: [{name: P2, distance: [{kinds: [city, town], visit: 3, pay: 2}]}]\n"
             "companies: {X: {trains: [P2], hex_bonus: [{company: RdP, hexes: [A3], amount: 30}]}}\n"));
  CHECK(g.Income() == 70);
}

TEST_CASE("paid_stops_need_token: the dearest stops, or all but the cheapest plus a station") {
  // A1 city 10 (X) - A3 city 40 - A5 city 30 - A7 city 20; pays two, one of
  // them a station: A1 + A3 = 50 (A3 + A5 = 70 holds no station).
  Case g(Row({"city, revenue: 10, tokens: [X]", "city, revenue: 40", "city, revenue: 30", "city, revenue: 20"},
             "trains: [{name: P2, distance: [{kinds: [city], visit: 4, pay: 2}], paid_stops_need_token: true}]\n"
             "companies: {X: {trains: [P2]}}\n"));
  CHECK(g.Income() == 50);
  CHECK(g.Revenue("P2: A7-A5-A3-A1") == 50);
}
