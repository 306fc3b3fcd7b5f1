// Tests lib/core/include/xxroute/limits.h (a header: a named exception in
// tests/README.md): limits that are said, not hit: the ones too slow to reach
// from the command line, with small caps; and hostile YAML that must still
// load when it is harmless. The refused files are fixtures/bad/
// (tests/cli/bad_inputs.sh).
#include <doctest/doctest.h>

#include <functional>

#include "helpers.h"
#include "xxroute/enumerate.h"
#include "xxroute/error.h"
#include "xxroute/limits.h"

using namespace xxroute;
using xxroute::test::Case;

namespace {

// Five cities in a row, all X's stations: many routes for a long train.
const char* kRow = R"(
format: 1
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 10, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {c0: {kind: city, revenue: 30, tokens: [X]}}, paths: [[1, c0], [c0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40, tokens: [X]}}, paths: [[1, c0], [c0, 4]]}
  A9: {stops: {c0: {kind: city, revenue: 50, tokens: [X]}}, paths: [[1, c0]]}
companies:
  X: {trains: ["5"]}
)";

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("the candidate limit is refused by name") {
  Case c(kRow);
  CHECK(c.Income() == 150);
  SolveOptions o;
  o.max_candidates = 5;  // the row has 10 routes
  CHECK(ErrorOf([&] { Solve(*c.net, o); }) ==
        "test.yaml: more than 5 candidate routes for X (the candidate limit); the board is too large to solve "
        "exactly");
}

// A 4 x 4 block of hexes whose track joins every side to every other through
// a junction, a city of X in one corner, a town in the other, and a diesel:
// the walk has hundreds of thousands of ways between the two.
std::string Maze() {
  std::string y = "format: 1\nlayout: pointy\ncolor: yellow\nhexes:\n";
  const std::string all = "[[S, 0], [S, 1], [S, 2], [S, 3], [S, 4], [S, 5]]";
  for (int row = 0; row < 4; ++row)
    for (int col = 0; col < 4; ++col) {
      std::string coord = std::string(1, static_cast<char>('A' + row)) + std::to_string(2 * col + 1 + row % 2);
      std::string body = "{junctions: [j0], paths: " + all + "}";
      if (row == 0 && col == 0) body = "{stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: " + all + "}";
      if (row == 3 && col == 3) body = "{stops: {t0: {kind: town, revenue: 10}}, paths: " + all + "}";
      const std::string id = row == 0 && col == 0 ? "c0" : row == 3 && col == 3 ? "t0" : "j0";
      for (size_t at; (at = body.find("[S,")) != std::string::npos;) body.replace(at + 1, 1, id);
      y += "  " + coord + ": " + body + "\n";
    }
  return y + "companies:\n  X: {trains: [{name: D, distance: 999}]}\n";
}

TEST_CASE("the walk limit is refused by name") {
  Case c(Maze());
  SolveOptions o;
  o.max_steps = 10000;
  CHECK(ErrorOf([&] { Solve(*c.net, o); }) ==
        "test.yaml: the walk over the track passed 10000 links (the walk limit); the board is too large to search "
        "exactly");
  CHECK(c.Income() == 30);  // within the default limit
  EnumerateOptions eo;
  eo.max_steps = 3;
  eo.found = [](const Walk&) { return true; };
  CHECK(ErrorOf([&] { Enumerate(*Case(kRow).net, eo); }).find("(the walk limit)") != std::string::npos);
  // The defaults are the limits.
  CHECK(SolveOptions{}.max_candidates == kMaxCandidates);
  CHECK(SolveOptions{}.max_steps == kMaxWalkSteps);
  CHECK(EnumerateOptions{}.max_steps == kMaxWalkSteps);
}

TEST_CASE("aliases that expand a little load, past the node limit they are refused") {
  // One train definition shared by two companies: harmless.
  std::string shared = R"(
format: 1
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, slots: 2, tokens: [X, Y]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
companies:
  X: {trains: &t [{name: "2", distance: 2}]}
  Y: {trains: *t}
)";
  CHECK(Case(shared, "Y").Income() == 50);
  // Ten to the sixth labels from six lines.
  std::string laughs = "format: 1\nlayout: pointy\nhexes:\n  A1: {labels: &a [l, l, l, l, l, l, l, l, l, l]}\n";
  const char* names = "abcdefg";
  for (int i = 1; i < 7; ++i) {
    laughs += "  A" + std::to_string(2 * i + 1) + ": {labels: &" + names[i] + " [";
    for (int k = 0; k < 10; ++k) laughs += std::string(k ? ", " : "") + "*" + names[i - 1];
    laughs += "]}\n";
  }
  CHECK(ErrorOf([&] { ParsePosition(laughs, "laughs.yaml"); }) ==
        "laughs.yaml:9: aliases expand the document to more than 1000000 YAML nodes (the node limit)");
}

TEST_CASE("a key given twice is refused, not read as the first") {
  CHECK(ErrorOf([] { ParsePosition("format: 1\nlayout: pointy\nlayout: flat\n", "t.yaml"); }) ==
        "t.yaml:3: position: key 'layout' given twice");
}

TEST_CASE("text must be UTF-8, UTF-8 names load") {
  CHECK(ErrorOf([] { ParsePosition("format: 1\nsource: {title: \"\xC4\x8C\"}\n", "t.yaml"); }) == "");
  CHECK(ErrorOf([] { ParsePosition("format: 1\nsource: {title: \"\xC4\"}\n", "t.yaml"); }) ==
        "t.yaml:2: is not UTF-8 text");
  CHECK(ErrorOf([] { ParsePosition("format: 1\n\xFF\n", "t.yaml"); }) == "t.yaml:2: is not UTF-8 text");
}

TEST_CASE("track off the map: refused over the game's printed map, allowed without it") {
  // 18CZ A12 is on the north edge: its edge 2 (north-west) has no hex beyond.
  std::string yaml = R"(
game: 18CZ
phase: b
hexes:
  A12: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4], [c0, 2]]}
companies:
  X: {trains: [{name: "3", distance: 3}]}
)";
  CHECK(ErrorOf([&] { Case c(yaml); }) == "test.yaml:5: hex A12: path to edge 2 leads off the map");
  std::string no_map = yaml;
  no_map.replace(no_map.find("phase: b\n"), 9, "phase: b\nbase_map: false\n");
  CHECK(ErrorOf([&] { Case c(no_map); }) == "");
}
