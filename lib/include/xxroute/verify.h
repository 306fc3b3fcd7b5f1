// Verify: checks a position's `expect:` block with the same code as solve
// and check: the optimum, the lower bound, the declared routes, the subsidy.
#pragma once

#include <string>
#include <vector>

#include "xxroute/solver.h"

namespace xxroute {

struct VerifyOutcome {
  std::string file;
  bool has_expect = false;
  std::vector<std::string> failures;  // one line each, "FILE: what"
  int optimum = 0;
  int declared = -1;  // the expect's at_least, -1 if none
  double seconds = 0;
  bool passed() const { return failures.empty(); }
};

VerifyOutcome VerifyFile(const std::string& file, const SolveOptions& options = {});

// The YAML files under each path (files as given, folders recursively), sorted.
// Throws InputError for a path that does not exist.
std::vector<std::string> CollectPositionFiles(const std::vector<std::string>& paths);

}  // namespace xxroute
