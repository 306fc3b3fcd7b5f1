// Solver: the best edge-disjoint assignment of routes to a company's trains,
// proven by exhaustive branch and bound over every candidate route.
#pragma once

#include <string>
#include <vector>

#include "xxroute/limits.h"
#include "xxroute/enumerate.h"
#include "xxroute/network.h"
#include "xxroute/route.h"

namespace xxroute {

struct SolveOptions {
  double time_limit = 0;           // seconds; 0: run to proof
  long max_candidates = kMaxCandidates;  // routes kept over all trains before refusing
  long max_steps = kMaxWalkSteps;        // links the route walk may run before refusing
  // Instead of walking the track, score these routes (what-if: a change that
  // keeps the network's shape re-scores the routes already found).
  const std::vector<Walk>* walks = nullptr;
  // Where to put every route some train may run (worth something or not).
  std::vector<Walk>* legal_walks = nullptr;
};

struct SolveStats {
  long walks = 0;        // routes the walk found
  long candidates = 0;   // routes kept for the assignment, over all train types
  long nodes = 0;        // assignment search nodes
  double seconds = 0;
};

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

}  // namespace xxroute
