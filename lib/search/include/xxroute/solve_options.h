// SolveOptions: how a solve runs (time limit, caps, routes given instead of
// walked) and SolveStats, what it counted; shared by the candidates and the solver.
#pragma once

#include <vector>

#include "xxroute/enumerate.h"
#include "xxroute/limits.h"

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

}  // namespace xxroute
