// Tests lib/route/route.cpp: the route rules (Evaluate, through check and
// solve), each on a tiny board, each with a case that breaks it.
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/reach.h"

using xxroute::test::Case;

namespace {

// A1 (city 20, station of X) - A3 (city 30) - A5 (town 10) - A7 (city 40),
// joined east to west; pointy hexes, so A3 is across edge 4 of A1.
std::string Line(const std::string& trains, const std::string& a3 = "{kind: city, revenue: 30}",
                 const std::string& a3_paths = "[[1, c0], [c0, 4]]") {
  return R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: )" + a3 + R"(}, paths: )" + a3_paths + R"(}
  A5: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}
companies:
  X: {trains: )" + trains + R"(}
  Y: {trains: ["2"]}
)";
}

}  // namespace

TEST_CASE("a route joins at least two stops, and the best one is found") {
  Case g(Line(R"(["2"])"), "X");
  CHECK(g.Income() == 50);  // A1-A3
  CHECK(Case(Line(R"(["4"])"), "X").Income() == 100);
  CHECK(g.Error("2: A1") == "route 1 (2): a route needs at least two stops");
}

TEST_CASE("a route needs one of the company's stations") {
  Case y(Line(R"(["2"])"), "Y");
  CHECK(y.Income() == 0);
  CHECK(y.Error("2: A3-A5").find("no station of Y") != std::string::npos);
}

TEST_CASE("a train visits no more stops than its range") {
  Case g(Line(R"(["2"])"), "X");
  CHECK(g.Error("2: A1-A3-A5") ==
        "route 1 (2): too many stops for a 2 train: the route visits 2 cities and 1 town; "
        "a 2 train visits at most 2 cities, towns or offboards");
  CHECK(g.Revenue("2: A1-A3") == 50);
}

TEST_CASE("a route visits every stop it passes: no jumping over a stop") {
  // A1 city 20 - A3 city 30 - A5 town 10 - A7 city 40. "A1-A5" leaves out
  // A3, which the route passes: it is read A1-A3-A5 and A3 counts and pays.
  Case g(Line(R"(["4", "2"])"), "X");
  xxroute::CheckResult c = g.Check("4: A1-A5");
  REQUIRE(c.legal);
  CHECK(c.routes[0].completed);
  CHECK(c.routes[0].route.stops.size() == 3);
  CHECK(c.income == 60);
  // A 2 cannot pass A3 for free: three stops.
  CHECK(g.Error("2: A1-A5") ==
        "route 1 (2): read as A1.c0-A3.c0-A5.t0: too many stops for a 2 train: the route visits 2 cities and 1 town; "
        "a 2 train visits at most 2 cities, towns or offboards");
}

TEST_CASE("a route may name its places and leave out the stops between") {
  // Names are matched without regard to case or accents; a hex alone is its
  // only stop; A7 is named "Plzeň".
  std::string yaml = Line(R"(["4"])");
  yaml.replace(yaml.find("  A7: {"), 7, "  A7: {name: \"Plze\u0148\", ");
  Case g(yaml, "X");
  CHECK(g.Revenue("4: A1-plzen") == 100);
  CHECK(g.Revenue("4: A1.c0-A3-PLZEN") == 100);
  // A name nothing on the board goes by is bad input, not a broken rule.
  CHECK_THROWS_WITH_AS(g.Check("4: A1-Brno"), "test: route 1 (4): no stop, hex or place named 'Brno' on the board",
                       xxroute::InputError);
}

TEST_CASE("a route visits no stop twice") {
  Case g(Line(R"(["4"])"), "X");
  CHECK(g.Error("4: A1-A3-A1") == "route 1 (4): visits A1.c0 twice");
}

TEST_CASE("two trains may share a stop but never a piece of track") {
  Case g(Line(R"(["2", "2"])", "{kind: city, revenue: 30, tokens: [X]}"), "X");
  CHECK(g.Income() == 90);  // A1-A3 and A3-A5 meet at A3 only
  CHECK(g.Revenue("2: A1-A3; 2: A3-A5") == 90);
  CHECK(g.Error("2: A1-A3; 2: A3-A1") == "route 2 (2): shares track with route 1 (2)");
}

TEST_CASE("a company runs only the trains it owns") {
  Case g(Line(R"(["2"])"), "X");
  CHECK(g.Error("3: A1-A3") == "route 1 (3): X has no 3 train");
  CHECK(g.Error("2: A1-A3; 2: A3-A5") == "route 2 (2): X has only 1 2 train(s)");
}

TEST_CASE("a declared stop must exist: one that does not is bad input") {
  Case g(Line(R"(["2"])"), "X");
  CHECK_THROWS_WITH_AS(g.Check("2: A1-Z9"), "test: route 1 (2): no hex Z9 on the board", xxroute::InputError);
}

TEST_CASE("stops of one group are one location") {
  std::string yaml = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3:
    stops: {c0: {kind: city, revenue: 30, group: Wien}, c1: {kind: city, revenue: 30, group: Wien}}
    paths: [[1, c0], [c0, c1]]
companies: {X: {trains: ["3"]}}
)";
  Case g(yaml);
  CHECK(g.Income() == 50);
  CHECK(g.Error("3: A1-A3.c0-A3.c1") == "route 1 (3): visits A3.c0 and A3.c1, which are one location");
}

TEST_CASE("offboards may start or end a route, never be passed through") {
  std::string ends = R"(
layout: pointy
color: green
hexes:
  A1: {stops: {o0: {kind: offboard, revenue: {yellow: 30, green: 40}}}, paths: [[o0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {o0: {kind: offboard, revenue: 50}}, paths: [[1, o0], [o0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 60}}, paths: [[1, c0]]}
companies: {X: {trains: ["4"]}}
)";
  Case g(ends);
  CHECK(g.Income() == 110);  // A1-A3-A5, the green value of A1
  CHECK(g.Error("4: A3-A5-A7") ==
        "route 1 (4): passes through the offboard A5.o0, which may only end a route");
}

TEST_CASE("a terminal path lets a route end at its stop but not pass through") {
  Case g(Line(R"(["4"])", "{kind: city, revenue: 30}",
              "[{ends: [1, c0], terminal: true}, {ends: [c0, 4], terminal: true}]"),
         "X");
  CHECK(g.Income() == 50);
  CHECK(g.Error("4: A1-A3-A5") ==
        "route 1 (4): passes through A3.c0 on a terminal path (a route may only end there)");
  CHECK(g.Revenue("4: A1-A3") == 50);
}

TEST_CASE("a city filled by other companies' tokens blocks, a free slot does not") {
  Case blocked(Line(R"(["4"])", "{kind: city, revenue: 30, slots: 1, tokens: [Y]}"), "X");
  CHECK(blocked.Income() == 50);
  CHECK(blocked.Error("4: A1-A3-A5") ==
        "route 1 (4): passes through A3.c0, a city filled by other companies' tokens");
  Case open(Line(R"(["4"])", "{kind: city, revenue: 30, slots: 2, tokens: [Y]}"), "X");
  CHECK(open.Income() == 100);
}

TEST_CASE("18Lilliput Laputa: track reserved for a company is that company's alone, for routes and for lays") {
  // 001 lines 724-726: "Na těchto dílcích smějí použít koleje pouze
  // společnosti příslušné barvy" (only the company of the card's colour may
  // use the track on these cards). A3 is reserved for Y; X's station is on
  // A1, Y's on A7.
  auto board = [](const std::string& reserved) {
    return R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {)" + reserved + R"(stops: {c0: {kind: city, revenue: 30, slots: 2}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40, tokens: [Y]}}, paths: [[1, c0]]}
companies:
  X: {trains: ["4"]}
  Y: {trains: ["4"]}
)";
  };
  CHECK(Case(board(""), "X").Income() == 100);
  Case x(board("reserved_for: Y, "), "X");
  CHECK(x.Income() == 0);
  CHECK_FALSE(x.Error("4: A1-A3").empty());
  CHECK(Case(board("reserved_for: Y, "), "Y").Income() == 100);
  // The walk that finds what a lay or a station may join keeps the rule too.
  const int a3 = x.board->FindStop("A3");
  CHECK(xxroute::ComputeReach(*x.board, x.board->SelectCompany("X")).stop[a3] == 0);
  CHECK(xxroute::ComputeReach(*x.board, x.board->SelectCompany("Y")).stop[a3] == 1);
}

namespace {

// A3 has two cities, both on track to its east side; A5 a town. A route
// from one city to the other would have to turn back at the hex side.
std::string Side(const std::string& a5_path, const std::string& c0_extra = "",
                 const std::string& c1_extra = "") {
  return R"(
layout: pointy
color: yellow
hexes:
  A3:
    stops: {c0: {kind: city, revenue: 30, tokens: [X]}, c1: {kind: city, revenue: 20, tokens: [X]}}
    paths: [{ends: [c0, 4])" + c0_extra + R"(}, {ends: [c1, 4])" + c1_extra + R"(}]
  A5: {stops: {t0: {kind: town, revenue: 10}}, paths: [)" + a5_path + R"(]}
companies: {X: {trains: ["2", "2"]}}
)";
}

}  // namespace

TEST_CASE("a route may not reverse: at a hex side it crosses to the other hex") {
  Case g(Side("[1, t0]"));
  CHECK_FALSE(g.Check("2: A3.c0-A3.c1").legal);
  CHECK(g.Income() == 40);  // one train A3.c0-A5; the other cannot run
}

TEST_CASE("no hex-side lane is used twice, parallel lanes are separate track") {
  Case one(Side("[1, t0]"));
  CHECK(one.Error("2: A3.c0-A5; 2: A3.c1-A5") == "route 2 (2): shares track with route 1 (2)");
  Case two(Side("{ends: [1, t0], lanes: 2}", ", edge_lanes: {4: [2, 0]}", ", edge_lanes: {4: [2, 1]}"));
  CHECK(two.Revenue("2: A3.c0-A5; 2: A3.c1-A5") == 70);
  CHECK(two.Income() == 70);
}

TEST_CASE("a junction joins track without being a stop") {
  std::string yaml = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {junctions: [j0], paths: [[1, j0], [j0, 4], [j0, 5]]}
  A5: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
  B4: {stops: {c0: {kind: city, revenue: 50}}, paths: [[2, c0]]}
companies: {X: {trains: ["2"]}}
)";
  Case g(yaml);
  CHECK(g.Income() == 70);  // A1 through the junction to B4
  CHECK(g.Revenue("2: A1-A5") == 50);
  CHECK_FALSE(g.Check("2: A5-B4").legal);  // no station
}

TEST_CASE("route bonuses: all_of lists of hexes among the paid stops") {
  std::string yaml = Line(R"(["2"])") + R"(
route_bonuses:
  - {name: Test, all_of: [[A1], [A3, A7]], amount: 50}
)";
  Case g(yaml, "X");
  CHECK(g.Revenue("2: A1-A3") == 100);
  CHECK(g.Income() == 100);
}

TEST_CASE("a D train doubles stop values but not bonuses unless multiplied") {
  std::string trains = R"([{name: "2D", distance: 2, multiplier: 2}])";
  Case g(Line(trains) + "route_bonuses: [{all_of: [[A1], [A3]], amount: 20}]\n", "X");
  CHECK(g.Revenue("2D: A1-A3") == 120);
  Case m(Line(trains) + "route_bonuses: [{all_of: [[A1], [A3]], amount: 20, multiplied: true}]\n", "X");
  CHECK(m.Revenue("2D: A1-A3") == 140);
}

TEST_CASE("an obsolete train pays half, rounded down to tens") {
  std::string trains = R"([{name: "3o", distance: 3, divisor: 2, rounding: down_to_10}])";
  Case g(Line(trains), "X");
  CHECK(g.Revenue("3o: A1-A3-A5") == 30);  // 60 / 2
  CHECK(g.Income() == 30);
}

TEST_CASE("a per-token stop pays once per station on a route of three stops or more") {
  std::string yaml = R"(
layout: pointy
color: green
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 20, slots: 2, tokens: [X]}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {o0: {kind: offboard, revenue: {yellow: 0, green: 20}, per_token: true}}, paths: [[1, o0]]}
companies: {X: {trains: ["2", "3"]}}
)";
  Case g(yaml);
  CHECK(g.Revenue("3: A1-A3-A5") == 80);  // 20 + 20 + 2 x 20
  CHECK(g.Revenue("2: A3-A5") == 20);     // too short for the bonus
}

TEST_CASE("a hex bonus (Regie des Postes) adds its amount to a route through the hex") {
  std::string yaml = Line(R"(["2", "2"])", "{kind: city, revenue: 30, tokens: [X]}");
  yaml.replace(yaml.find("X: {trains: [\"2\", \"2\"]}"), std::string("X: {trains: [\"2\", \"2\"]}").size(),
               "X: {trains: [\"2\", \"2\"], hex_bonus: [{company: RdP, hexes: [A3], amount: 20}]}");
  Case g(yaml, "X");
  CHECK(g.Revenue("2: A1-A3") == 70);
  CHECK(g.Income() == 130);  // both routes touch A3: 70 + 60
}

TEST_CASE("18CZ: a large company's route to its home red tile earns +50 (game data)") {
  std::string yaml = R"(
game: 18CZ
phase: d
color: green
base_map: false
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
companies:
  X: {type: large, home: A3, trains: ["3E"]}
  Z: {type: medium, home: A3, trains: ["2+2"]}
)";
  CHECK(Case(yaml, "X").Income() == 100);
  std::string z = yaml;
  z.replace(z.find("tokens: [X]"), 11, "tokens: [Z]");
  CHECK(Case(z, "Z").Income() == 50);
}

namespace {

// The line again with printed stop bonuses: A1 city 40 (station), A3 city 5
// with bonus 45, A5 town 10, A7 city 40 with bonus 40.
std::string Bonuses(const std::string& trains) {
  return R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 40, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 5, bonus: 45}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40, bonus: 40}}, paths: [[1, c0]]}
trains:
  - {name: "4", distance: 4, stop_bonuses: 0}
  - {name: "4+4", distance: 4, stop_bonuses: 2}
  - {name: "4b1", distance: 4, stop_bonuses: 1}
  - {name: "4all", distance: 4}
  - {name: "2of4", distance: [{kinds: [city, town], visit: 4, pay: 2}], stop_bonuses: 1}
  - {name: "3E", distance: [{kinds: [city, town], visit: 99, pay: 3}], shares_track: true}
companies: {X: {trains: )" + trains + R"(}}
)";
}

}  // namespace

TEST_CASE("stop bonuses: a train earns at most its stop_bonuses of them, the best ones") {
  // 18CZ Moravia-Silesia: only 4+4 and 5+5 add red tile bonuses, two at most.
  CHECK(Case(Bonuses(R"(["4"])")).Revenue("4: A1-A3-A5-A7") == 95);          // no bonus
  CHECK(Case(Bonuses(R"(["4+4"])")).Revenue("4+4: A1-A3-A5-A7") == 180);     // 95 + 45 + 40
  CHECK(Case(Bonuses(R"(["4b1"])")).Revenue("4b1: A1-A3-A5-A7") == 140);     // the better one: 45
  CHECK(Case(Bonuses(R"(["4all"])")).Revenue("4all: A1-A3-A5-A7") == 180);   // default: every bonus
  CHECK(Case(Bonuses(R"(["4+4"])")).Income() == 180);
  CHECK(Case(Bonuses(R"(["4"])")).Income() == 95);
}

TEST_CASE("stop bonuses: a train paying some of its stops chooses them knowing the bonus cap") {
  // Paying A3 (5 + 45) and A7 (40 + 40) would count one bonus only: 90.
  // Paying A1 and A7 is worth 40 + 40 + 40 = 120.
  Case g(Bonuses(R"(["2of4"])"));
  CHECK(g.Revenue("2of4: A1-A3-A5-A7") == 120);
  CHECK(g.Income() == 120);
}

TEST_CASE("a train that may share track runs beside the others on the same track") {
  // 18CZ Moravia-Silesia private 3E: it "may use the same track as the
  // company's other trains".
  Case g(Bonuses(R"(["4", "3E"])"));
  // 3E: pays its best three, A1, A3 and A7 (the town skipped), with both bonuses.
  CHECK(g.Revenue("4: A1-A3-A5-A7; 3E: A1-A3-A5-A7") == 95 + (40 + 5 + 40 + 45 + 40));
  CHECK(g.Income() == 95 + 170);
  CHECK(g.Solve().routes.size() == 2);
  Case two(Bonuses(R"(["4", "4"])"));
  CHECK(two.Error("4: A1-A3; 4: A1-A3-A5-A7") == "route 2 (4): shares track with route 1 (4)");
  CHECK(two.Income() == 95);
}

namespace {

// A1 coal mine (station of X) - A3 city 30 - A5 town 10 - A7 city 40.
std::string Mine(const std::string& trains) {
  return R"(
layout: pointy
color: green
hexes:
  A1: {stops: {m0: {kind: mine, revenue: {yellow: 10, green: 10, brown: 20}, tokens: [X]}}, paths: [{ends: [m0, 4], terminal: true}]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}
trains:
  - {name: "2g", distance: [{kinds: [city, offboard], visit: 2}, {kinds: [mine], visit: 1}, {kinds: [town], visit: 99}], must_visit: {mine: 1}}
  - {name: "1g", distance: [{kinds: [city, offboard], visit: 1}, {kinds: [mine], visit: 1}, {kinds: [town], visit: 99}], must_visit: {mine: 1}}
companies: {X: {trains: )" + trains + R"(}}
)";
}

}  // namespace

TEST_CASE("a goods train starts at a mine, the mine pays the treasury, not the income") {
  Case g(Mine(R"(["2g"])"));
  xxroute::Result r = g.Solve();
  CHECK(r.income == 80);
  CHECK(r.subsidy == 10);
  CHECK(g.Check("2g: A1-A3-A5-A7").subsidy == 10);
  CHECK(g.Error("1g: A1-A3-A5-A7") == "route 1 (1g): X has no 1g train");
}

TEST_CASE("other trains may not visit a mine") {
  Case g(Mine(R"(["3"])"));
  CHECK(g.Income() == 0);
  CHECK(g.Error("3: A1-A3-A5") == "route 1 (3): visits the mine A1.m0, which a 3 train may not");
}

TEST_CASE("a goods train must visit a mine") {
  std::string yaml = Mine(R"(["1g"])");
  yaml.replace(yaml.find("tokens: [X]"), 11, "tokens: []");
  yaml.replace(yaml.find("revenue: 30}"), 12, "revenue: 30, tokens: [X]}");
  Case g(yaml);
  CHECK(g.Error("1g: A3-A5") ==
        "route 1 (1g): a 1g train must visit exactly 1 mine, at an end of its route (this route visits 0)");
}

TEST_CASE("a g train visits its one mine at an end, never passing a pass_through mine") {
  // A1 mine 10 - A3 city 30 (X) - A5 mine 20 a route may pass - A7 city 40.
  // A3-A5-A7 would pay 70 but runs the 2g through a mine: illegal. The 2g
  // runs A1-A3 (30, +10) or A3-A5 (30, +20): income 30, subsidy 20.
  auto board = [](const std::string& x_trains) {
    return R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {m0: {kind: mine, revenue: 10}}, paths: [[m0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30, tokens: [X]}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {m0: {kind: mine, revenue: 20, pass_through: true}}, paths: [[1, m0], [m0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}
trains:
  - {name: "2g", distance: [{kinds: [city, offboard], visit: 2}, {kinds: [mine], visit: 1}], must_visit: {mine: 1}}
  - {name: "4", distance: [{kinds: [city, offboard], visit: 4}, {kinds: [town, mine], visit: 99}]}
companies: {X: {trains: )" + x_trains + R"(}}
)";
  };
  Case g(board(R"(["2g"])"), "X");
  xxroute::Result r = g.Solve();
  CHECK(r.income == 30);
  CHECK(r.subsidy == 20);
  CHECK(g.Error("2g: A3-A5-A7") ==
        "route 1 (2g): a 2g train visits its mine at an end of its route, not in the middle (A5.m0)");
  CHECK(g.Error("2g: A1-A3-A5") ==
        "route 1 (2g): a 2g train must visit exactly 1 mine, at an end of its route (this route visits 2)");
  CHECK(g.Revenue("2g: A5-A3") == 30);
  // A train whose rows take mines passes the pass_through mine (and may end
  // at the other): a 4 runs A1-A3-A5-A7 for 30 + 40 = 70, both mines' 30 to
  // the treasury.
  Case four(board(R"(["4"])"), "X");
  CHECK(four.Revenue("4: A3-A5-A7") == 70);
  CHECK(four.Check("4: A3-A5-A7").subsidy == 20);
  CHECK(four.Error("4: A3-A1") == "");
  CHECK(four.Error("4: A5-A1-A3") == "route 1 (4): passes through the mine A1.m0, which may only end a route");
  xxroute::Result best = four.Solve();
  CHECK(best.income == 70);
  CHECK(best.subsidy == 30);
}

TEST_CASE("among equal incomes the highest subsidy wins") {
  // formats/position.md: "Where two choices tie, the larger mine subsidy
  // wins"; income always first (IncomeRank, which every ranking asks).
  CHECK(xxroute::IncomeRank(100, 10) > xxroute::IncomeRank(100, 0));
  CHECK(xxroute::IncomeRank(110, 0) > xxroute::IncomeRank(100, 90));
  std::string yaml = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {m0: {kind: mine, revenue: 10, tokens: [X]}}, paths: [[m0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {m0: {kind: mine, revenue: 20, tokens: [X]}}, paths: [[1, m0]]}
trains:
  - {name: "1g", distance: [{kinds: [city], visit: 1}, {kinds: [mine], visit: 1}], must_visit: {mine: 1}}
companies: {X: {trains: ["1g"]}}
)";
  xxroute::Result r = Case(yaml).Solve();
  CHECK(r.income == 30);
  CHECK(r.subsidy == 20);
}

TEST_CASE("paid_stops_need_token: a paid stop must hold a station") {
  // Pays 1 of 2 stops: the dearer A3 (30) unless a paid stop must be a station.
  std::string free_pick = R"([{name: "2x", distance: [{kinds: [city, town], visit: 2, pay: 1}]}])";
  CHECK(Case(Line(free_pick), "X").Revenue("2x: A1-A3") == 30);
  std::string token = R"([{name: "2x", distance: [{kinds: [city, town], visit: 2, pay: 1}], paid_stops_need_token: true}])";
  Case g(Line(token), "X");
  CHECK(g.Revenue("2x: A1-A3") == 20);
  CHECK(g.Income() == 20);
}

TEST_CASE("flat hexes: edge 0 is south, edge 3 north") {
  std::string yaml = R"(
layout: flat
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 0]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[3, c0], [c0, 5]]}
  B4: {stops: {c0: {kind: city, revenue: 40}}, paths: [[2, c0]]}
companies: {X: {trains: ["3"]}}
)";
  CHECK(Case(yaml).Income() == 90);  // A1 south to A3, south-east to B4
}

TEST_CASE("square cards: edges 0 S, 1 W, 2 N, 3 E, cells are not doubled") {
  std::string yaml = R"(
layout: square
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 3]]}
  B1: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 0]]}
  B2: {stops: {c0: {kind: city, revenue: 40}}, paths: [[2, c0]]}
companies: {X: {trains: ["3"]}}
)";
  CHECK(Case(yaml).Income() == 70);
  std::string bad = yaml;
  bad.replace(bad.find("[[2, c0]]"), 9, "[[5, c0]]");
  CHECK_THROWS_WITH(Case{bad}, "test.yaml:7: hex B2 path: edge 5 is out of range 0..3");
}

TEST_CASE("a diesel runs as far as the track goes") {
  CHECK(Case(Line(R"([{name: "D", distance: 999}])"), "X").Income() == 100);
}

// 1836jr56 Paris and the ports (003 line 190): "pociąg (przynajmniej 3)",
// a train of at least 3, earns the per-station bonus; 18xx.games reads it
// as a route of at least 3 stops, the reading a position exported from it
// carries (source: {engine: tobymao/18xx}) or names (per_token_reading).
TEST_CASE("1836jr 003 line 190: Paris pays a train of at least 3, or (18xx.games) a route of at least 3 stops") {
  // Lille (50, X's station) - Paris (20 per city with X's station on the route).
  const std::string board = R"(
layout: pointy
color: green
hexes:
  A1: {stops: {c0: {kind: city, revenue: 50, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {o0: {kind: offboard, revenue: 20, per_token: true}}, paths: [[1, o0]]}
)";
  auto income = [&](const std::string& more, const std::string& train) {
    return Case(board + more + "companies: {X: {trains: [\"" + train + "\"]}}\n").Income();
  };
  CHECK(income("", "4") == 70);  // the rulebook: a 4 on Lille-Paris earns Paris
  CHECK(income("", "2") == 50);  // a 2 is not a train of at least 3
  CHECK(income("per_token_reading: rulebook\n", "4") == 70);
  CHECK(income("per_token_reading: 18xx.games\n", "4") == 50);  // two stops: no Paris
  CHECK(income("source: {engine: tobymao/18xx}\n", "4") == 50);
  CHECK(income("source: {engine: tobymao/18xx}\nper_token_reading: rulebook\n", "4") == 70);
  CHECK_THROWS_WITH(income("per_token_reading: both\n", "4"),
                    doctest::Contains("per_token_reading 'both' is not rulebook or 18xx.games"));
}

// The most-stops bonus (ScoreMostStops; company key most_stops_bonus) on
// declared routes: test::MostStopsBoard, 10 a stop.
TEST_CASE("most stops: of the routes declared, the one visiting the most stops earns per_stop for each") {
  Case g(test::MostStopsBoard(R"(["2", "3/5"])", 10), "X");
  // The 3/5 visits 4 stops and pays the best 3 (50 + 10 + 10): 70 + 40.
  const CheckResult c = g.Check("2: B4-B6; 3/5: A5-B4-B2-C1");
  REQUIRE(c.legal);
  CHECK(c.routes[0].route.value.revenue == 70);
  CHECK(c.routes[0].route.value.most_stops == 0);
  CHECK(c.routes[1].route.value.revenue == 110);
  CHECK(c.routes[1].route.value.most_stops == 40);
  CHECK(c.income == 180);
  // Alone, the 2 is the longest route: 70 + 20.
  CHECK(g.Revenue("2: B4-B6") == 90);
  // Without the key, no bonus.
  CHECK(Case(test::MostStopsBoard(R"(["2", "3/5"])", 0), "X").Revenue("2: B4-B6; 3/5: A5-B4-B2-C1") == 140);
}

TEST_CASE("most stops: routes tied for the most, the first declared earns it, once") {
  Case g(test::MostStopsBoard(R"(["2", "2"])", 10), "X");
  const CheckResult c = g.Check("2: B4-A5; 2: B4-B6");
  REQUIRE(c.legal);
  CHECK(c.routes[0].route.value.most_stops == 20);
  CHECK(c.routes[1].route.value.most_stops == 0);
  CHECK(c.income == 60 + 70 + 20);
  const CheckResult other_way = g.Check("2: B4-B6; 2: B4-A5");
  CHECK(other_way.routes[0].route.value.most_stops == 20);
  CHECK(other_way.income == c.income);
}

TEST_CASE("most stops: an express train's town, visited and not paid, counts") {
  // 2E: two cities or offboards paid, towns visited free: A3-B4-B6 pays 70
  // and visits 3 stops.
  Case g(test::MostStopsBoard(R"(["2E"])", 10), "X");
  const CheckResult c = g.Check("2E: A3-B4-B6");
  REQUIRE(c.legal);
  CHECK(c.routes[0].route.value.paid == std::vector<bool>{false, true, true});
  CHECK(c.income == 70 + 30);
}

TEST_CASE("most stops: scored again, a set is not paid twice") {
  Case g(test::MostStopsBoard(R"(["2", "4"])", 20), "X");
  CheckResult c = g.Check("2: B4-A5; 4: B6-B4-B2-C1");
  REQUIRE(c.legal);
  std::vector<Route*> set = {&c.routes[0].route, &c.routes[1].route};
  CHECK(ScoreMostStops(*g.net, set) == 80);
  CHECK(ScoreMostStops(*g.net, set) == 80);
  CHECK(c.routes[1].route.value.revenue == 90 + 80);
  CHECK(c.routes[0].route.value.revenue == 60);
  // The 4 left out: the 2 is the longest now.
  std::vector<Route*> two = {&c.routes[0].route};
  CHECK(ScoreMostStops(*g.net, two) == 40);
  CHECK(c.routes[0].route.value.revenue == 60 + 40);
}

// A train's revenue_key (1889's D at the offboards; 18xx.games
// part/revenue_center.rb route_revenue: a train named D reads a stop's
// diesel value where it has one): A3 pays 30 (yellow) to every train but
// the one whose revenue_key is diesel, which it pays 90.
TEST_CASE("a train with a revenue_key is paid a stop's value under that key where there is one, other trains the colour's") {
  const std::string keyed_a3 = "{kind: city, revenue: {yellow: 30, diesel: 90}}";
  auto board = [&](const std::string& trains) {
    return xxroute::test::Replaced(Line(trains, keyed_a3), "\ncompanies:\n",
                          "\ntrains:\n  - {name: D, distance: 999, revenue_key: diesel}\n"
                          "  - {name: L, distance: 999}\ncompanies:\n");
  };
  const Case d(board(R"(["D"])"), "X");
  CHECK(d.Income() == 20 + 90 + 10 + 40);
  CHECK(d.Revenue("D: A1-A3") == 110);  // (declared: the same value)
  CHECK(Case(board(R"(["L"])"), "X").Income() == 20 + 30 + 10 + 40);
  CHECK(Case(board(R"(["2"])"), "X").Income() == 50);
  // (a stop without the key pays the D its colour's value: A7's 40, A1's 20)
  CHECK(d.Revenue("D: A1-A3-A5-A7") == 160);
}
