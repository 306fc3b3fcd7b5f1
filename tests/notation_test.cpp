// Tests lib/route/notation.cpp: the route notation of `check --routes` (ParseRouteNotation) and how a
// declared stop is found on the board (ResolveDeclaredStop: names, aliases, suggestions).
#include <doctest/doctest.h>

#include "xxroute/check.h"
#include "xxroute/error.h"
#include "helpers.h"

using namespace xxroute;

namespace {
std::string ErrorOf(const std::string& text) {
  try {
    ParseRouteNotation(text, "--routes");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("routes are TRAIN: STOP-STOP, split by semicolons or new lines") {
  auto r = ParseRouteNotation("4E: E11-F12.c1-G13; 3+3: A1 - B2\n2:C3-D4", "--routes");
  REQUIRE(r.size() == 3);
  CHECK(r[0].train == "4E");
  CHECK(r[0].stops == std::vector<std::string>{"E11", "F12.c1", "G13"});
  CHECK(r[1].train == "3+3");
  CHECK(r[1].stops == std::vector<std::string>{"A1", "B2"});
  CHECK(r[2].stops == std::vector<std::string>{"C3", "D4"});
}

TEST_CASE("malformed route notation is refused with what is wrong") {
  CHECK(ErrorOf("") == "--routes: no routes given");
  CHECK(ErrorOf("E11-F12") == "--routes: route 1 'E11-F12': write TRAIN: STOP-STOP-..., e.g. 4E: E11-F12.c1-G13");
  CHECK(ErrorOf(": E11-F12") == "--routes: route 1 ': E11-F12': the train is missing before ':'");
  CHECK(ErrorOf("2: E11--F12") == "--routes: route 1 '2: E11--F12': an empty stop between '-'");
  CHECK(ErrorOf("2: E11-F1$") == "--routes: route 1 '2: E11-F1$': 'F1$' is not a stop (HEX, HEX.STOP or a place's name)");
}

namespace {

// A line of four places: Wien (three cities of one hex are one name),
// Preßburg, a track-only hex, Budapest. Every city holds an X station.
xxroute::test::Case NamedLine() {
  return xxroute::test::Case(R"(
layout: pointy
color: yellow
hexes:
  A1: {name: Wien, aliases: [Vienna, Vídeň], stops: {c0: {kind: city, revenue: 30, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {name: "Preßburg", stops: {c0: {kind: city, revenue: 20}}, paths: [[1, c0], [c0, 4]]}
  A5: {paths: [[1, 4]]}
  A7: {name: Budapest, aliases: ["Buda Pest"], stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}
companies:
  X: {trains: ["4"]}
)", "X");
}

}  // namespace

TEST_CASE("a place is matched by its printed name without case, accents, spaces or hyphens, and ß as ss") {
  auto g = NamedLine();
  CHECK(FoldName("Preßburg") == "pressburg");
  CHECK(FoldName("Buda-Pest") == FoldName("buda pest"));
  CHECK(g.Revenue("4: Wien-Pressburg-Budapest") == 90);
  CHECK(g.Revenue("4: WIEN-preßburg-budapest") == 90);
}

TEST_CASE("a place is matched by the other names the map gives it (aliases)") {
  auto g = NamedLine();
  CHECK(g.Revenue("4: Vienna-Pressburg-Buda Pest") == 90);
  CHECK(g.Revenue("4: Viden-Pressburg-Budapest") == 90);
}

TEST_CASE("Cyrillic is matched without regard to case, Chinese as written, Romanian ș and ț as s and t") {
  CHECK(FoldName("ВЕНА") == FoldName("Вена"));
  CHECK(FoldName("Вена") == "вена");
  CHECK(FoldName("Вена") != FoldName("Вены"));
  CHECK(FoldName("布拉格") == "布拉格");
  CHECK(FoldName("赫拉德茨·克拉洛韦") == "赫拉德茨克拉洛韦");  // the middle dot does not count
  CHECK(FoldName("Brașov") == "brasov");
  CHECK(FoldName("Cernăuți") == "cernauti");
}

TEST_CASE("an unknown name is bad input and names the nearest places") {
  auto g = NamedLine();
  CHECK_THROWS_WITH_AS(g.Check("4: Wien-Presburk-Budapest"),
                       "test: route 1 (4): no stop, hex or place named 'Presburk' on the board; did you mean Preßburg?",
                       InputError);
  CHECK_THROWS_WITH_AS(g.Check("4: Vena-Budapest"),
                       "test: route 1 (4): no stop, hex or place named 'Vena' on the board; did you mean Wien (Vienna)?",
                       InputError);
  // Nothing near: no suggestion.
  CHECK_THROWS_WITH_AS(g.Check("4: Wien-Zagreb"), "test: route 1 (4): no stop, hex or place named 'Zagreb' on the board",
                       InputError);
}

TEST_CASE("a route is 'filled in' only when stops were filled in between those written") {
  auto g = NamedLine();
  CheckResult all = g.Check("4: Wien-Pressburg-Budapest");
  REQUIRE(all.legal);
  CHECK_FALSE(all.routes[0].completed);
  CheckResult between = g.Check("4: Wien-Budapest");  // Preßburg passed, filled in
  REQUIRE(between.legal);
  CHECK(between.routes[0].completed);
  CHECK(between.income == 90);
}

TEST_CASE("a hex of only track may stand in a route as a waypoint: the route passes it there") {
  auto g = NamedLine();
  CheckResult via = g.Check("4: Wien-A5-Budapest");  // A5 lies between Preßburg and Budapest
  REQUIRE(via.legal);
  CHECK(via.income == 90);
  CHECK(via.routes[0].completed);  // (Preßburg filled in)
  CHECK(g.Revenue("4: Wien-Pressburg-A5-Budapest") == 90);
  // Not where it is written: between Wien and Preßburg the track does not pass A5.
  CHECK(g.Error("4: Wien-A5-Pressburg-Budapest") ==
        "route 1 (4): no way to run it passes A5 where it is written");
  // A route starts and ends at stops.
  CHECK_THROWS_WITH_AS(g.Check("4: A5-Budapest"), "test: route 1 (4): a route starts at a stop, and hex A5 has only track",
                       InputError);
  CHECK_THROWS_WITH_AS(g.Check("4: Wien-A5"), "test: route 1 (4): a route ends at a stop, and hex A5 has only track",
                       InputError);
}
