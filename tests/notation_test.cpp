// Tests lib/route/notation.cpp: the route notation of `check --routes` (ParseRouteNotation).
#include <doctest/doctest.h>

#include "xxroute/check.h"
#include "xxroute/error.h"

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
