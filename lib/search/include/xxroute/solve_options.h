// SolveOptions: how a solve runs (time limit, caps, routes given instead of
// walked) and SolveStats, what it counted; shared by the candidates and the solver.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "xxroute/check.h"
#include "xxroute/enumerate.h"
#include "xxroute/limits.h"

namespace xxroute {

struct KnownRoutes;  // a solve's candidate routes, kept for the next (search/known_routes.h)

// Routes a company's trains already run (solve --fix): those trains stay out
// of the search, and the others may not use their track. The track of the
// fixed routes may be run in several ways (parallel track): each way to run
// them all is an alternative, and the best answer over the alternatives wins.
struct FixedRoutes {
  std::vector<int> slots;                             // the company's trains whose routes are fixed
  std::vector<std::vector<uint64_t>> alternatives;    // the track they take, one bitset per way
  int most_stops = 0;  // the most stops one of them visits (the company's most-stops bonus)
};

struct SolveOptions {
  double time_limit = 0;           // seconds; 0: run to proof
  long max_candidates = kMaxCandidates;  // routes kept over all trains before refusing
  long max_steps = kMaxWalkSteps;        // links the route walk may run before refusing
  // Where to keep this solve's candidate routes, and the candidates kept
  // from the solve of a network like this one (a tile laid or a station
  // placed since: whatif): the routes over no link or stop that changed are
  // carried over as they were scored; only the others are scored. Where
  // only the trains differ, on the same track, the types scored alike keep
  // their candidates and only the others are walked. Where the two differ
  // in what every route reads (the company, a bonus), nothing is carried
  // over. The answer is the same either way.
  std::shared_ptr<const KnownRoutes>* keep_known = nullptr;
  const KnownRoutes* known = nullptr;
  // Trains whose routes are given (null: every train is searched), and where
  // to say which alternative of theirs the answer runs.
  const FixedRoutes* fixed = nullptr;
  int* fixed_alternative = nullptr;
  // Routes the company's trains already run, as declared (whatif --fix):
  // Solve keeps them and searches the other trains around them (SolveFixed);
  // InputError naming the routes' source when one breaks a rule.
  const std::vector<DeclaredRoute>* keep_routes = nullptr;
};

struct SolveStats {
  long walks = 0;        // routes the walk found
  long candidates = 0;   // routes kept for the assignment, over all train types
  long carried = 0;      // of those, carried over from a known solve (SolveOptions::known)
  long dropped = 0;      // candidates dropped as unable to reach a known answer (SolveOptions::known)
  long nodes = 0;        // assignment search nodes
  double seconds = 0;
};

}  // namespace xxroute
