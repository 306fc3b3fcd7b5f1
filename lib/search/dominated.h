// Dominated routes: those no assignment needs, dropped before a hard search
// (a route of a type is dominated where a route of that type numbered before
// it, so scoring at least as much, runs no track outside its track).
#pragma once

#include <vector>

#include "xxroute/assign.h"
#include "xxroute/route_index.h"

namespace xxroute {

// The routes of an assignment problem that are not dominated.
struct Undominated {
  AssignInput in;  // the same problem with the routes kept, in their order
  // Per type, each kept route's number in the full list.
  std::vector<std::vector<int>> number;
  // Per type, per route of the full list: the kept route (its place in
  // `in`) that stands for it: itself, or the route dominating it.
  std::vector<std::vector<int>> kept;
  long dropped = 0;

  // An assignment of the full list as one of the kept routes: each route
  // replaced by the kept route standing for it (runs on part of its track,
  // scores at least as much), identical trains' routes put in increasing
  // order again. Its value is no less; the rest (nodes, flags) is kept.
  Assignment Keep(const Assignment& full) const;
  // An assignment of the kept routes with the full list's numbers.
  Assignment Full(const Assignment& kept_choice) const;
};

// The routes of `in` that are not dominated, for the types `index` holds
// (an index ordered by score over each type's routes, as the search's:
// an empty one for a type no train runs, whose routes are all kept). A
// type where none of a sample of its routes is dominated is kept whole.
Undominated DropDominated(const AssignInput& in, const std::vector<RouteIndex>& index);

}  // namespace xxroute
