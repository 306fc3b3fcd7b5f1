// Solver: the best edge-disjoint assignment of routes to a company's trains,
// proven by exhaustive branch and bound over every candidate route.
#pragma once

#include <string>
#include <vector>

#include "xxroute/solve_options.h"
#include "xxroute/network.h"
#include "xxroute/route.h"

namespace xxroute {

struct Result {
  std::string company;
  int income = 0;
  int subsidy = 0;
  bool optimal = true;
  std::vector<Route> routes;  // in the order of the company's trains; idle trains left out
  SolveStats stats;
};

// Throws InputError (naming the limit) when the candidates exceed the cap.
Result Solve(const Network& net, const SolveOptions& options = {});

// Whether `net` is to its routes the network whose solve kept `known`
// (SolveOptions::keep_known): every link, stop, train and bonus alike, so
// that its answer is that solve's.
bool SameRoutes(const KnownRoutes& known, const Network& net);

}  // namespace xxroute
