// SolveFixed: "they ran these; what should the rest run?" (solve --fix): some
// of a company's trains run routes as declared, checked by every rule as
// `check` reads them; the best routes of its other trains are found on the
// track those routes leave, proven like any solve.
#pragma once

#include <vector>

#include "xxroute/check.h"
#include "xxroute/solver.h"

namespace xxroute {

struct FixedSolve {
  CheckResult check;        // the declared routes as read; not legal: nothing was searched
  Result result;            // every train's route, in the company's train order
  std::vector<bool> fixed;  // per route of `result`: run as declared
};

// Ways to run the fixed routes together looked at, at most (parallel track
// gives a route several; beyond this the answer is marked not proven).
constexpr size_t kMaxFixedAlternatives = 4096;

FixedSolve SolveFixed(const Network& net, const std::vector<DeclaredRoute>& declared,
                      const SolveOptions& options = {});

}  // namespace xxroute
