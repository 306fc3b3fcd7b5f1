// Assign: the best assignment of candidate routes to a company's trains, no
// two routes sharing track, proven by branch and bound (see assign.cpp).
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

namespace xxroute {

// One train type's candidate routes, best first (a route's number is its
// place here).
struct TrainRoutes {
  std::vector<int64_t> score;  // above 0, not increasing
  std::vector<int> track;      // each route's row in AssignInput::track
};

struct AssignInput {
  int words = 0;                     // 64-bit words of one route's track
  const uint64_t* track = nullptr;   // `words` per row: the track resources a route uses
  std::vector<TrainRoutes> types;
  // The trains in search order, by type; trains of one type next to each other.
  std::vector<int> slot_type;
  // Search nodes after which a search of three trains or more starts again
  // with the Lagrangian bound (see assign.cpp); 0: at once.
  long plain_nodes = 200'000;
  // Routes (over all types, after those that cannot reach the greedy
  // assignment are dropped) from which the search uses several threads:
  // below, starting threads costs more than the search (tests set 0).
  long parallel_routes = 5'000;
  double time_limit = 0;  // seconds from `start`; 0: none
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
};

struct Assignment {
  int64_t value = 0;        // the sum of the chosen routes' scores
  std::vector<int> choice;  // per slot: a route number of its type, or -1 (idle)
  long nodes = 0;           // search nodes (a train's choice made or an end reached)
  bool cut = false;         // the time limit stopped the search: value is the best found
  bool priced = false;      // the search needed the Lagrangian bound (plain_nodes spent)
};

// The maximum of the sum of scores over assignments of at most one route to
// each train, no two sharing a track resource. Of the assignments worth the
// maximum, the first in this order: the first slot's route by number (idle
// last), then the second's, and so on, where trains of one type take routes
// in increasing number (an idle one after the others). The same for any
// number of threads. With a time limit, the best assignment found in time.
Assignment Assign(const AssignInput& in);

// The same by plain exhaustive search (for tests: small inputs only).
Assignment AssignExhaustive(const AssignInput& in);

}  // namespace xxroute
