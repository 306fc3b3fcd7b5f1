// Tests lib/commands/verify.cpp: a position's expect: block checked by the
// code solve and check use (VerifyFile), the files a path names
// (CollectPositionFiles), and the tally `verify` ends with.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/verify.h"

using namespace xxroute;

TEST_CASE("a position whose expect: block holds passes, its optimum above the declared income is counted") {
  // tests/data/line.yaml: two 2s on A1-A3-A5, optimum 90, declared 50.
  VerifyOutcome v = VerifyFile(test::kSource + "tests/data/line.yaml", test::Games());
  CHECK(v.has_expect);
  CHECK(v.passed());
  CHECK(v.optimum == 90);
  CHECK(v.declared == 50);
  CHECK(v.beats_declared());
}

TEST_CASE("an expect: block the position does not meet fails with the file, the line and both values") {
  // tests/data/line_wrong.yaml expects 100 where the optimum is 90.
  const std::string file = test::kSource + "tests/data/line_wrong.yaml";
  VerifyOutcome v = VerifyFile(file, test::Games());
  CHECK_FALSE(v.passed());
  REQUIRE(v.failures.size() == 1);
  CHECK(v.failures[0] == file + ":12: optimum 90, expected revenue 100");
  VerifyTally t = Tally({VerifyFile(test::kSource + "tests/data/line.yaml", test::Games()), v});
  CHECK(t.passed == 1);
  CHECK(t.failed == 1);
  CHECK(t.better == 1);
  CHECK(t.largest_gain == 40);
}

TEST_CASE("the files a path names: a file as given, a folder's positions sorted, no position is an error") {
  std::vector<std::string> files = CollectPositionFiles({test::kSource + "fixtures/1824"});
  REQUIRE(files.size() >= 3);
  CHECK(std::is_sorted(files.begin(), files.end()));
  for (const auto& f : files) CHECK(f.substr(f.size() - 5) == ".yaml");
  CHECK(CollectPositionFiles({test::kSource + "tests/data/line.yaml"}) ==
        std::vector<std::string>{test::kSource + "tests/data/line.yaml"});
  CHECK_THROWS_AS(CollectPositionFiles({test::kSource + "tests/data/no-positions"}), InputError);
  CHECK_THROWS_AS(CollectPositionFiles({test::kSource + "nowhere"}), InputError);
}
