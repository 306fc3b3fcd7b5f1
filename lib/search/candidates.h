// Candidates: every route a company's trains may run (the walk), scored for
// each train type by Evaluate, best first. No two run the same stops with
// one on a part of the other's track (the walk lists a route once, and a
// route enters every stop on its track: route.enumerate holds it), so none
// is dropped for another.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "xxroute/network.h"
#include "xxroute/solve_options.h"
#include "xxroute/train.h"

namespace xxroute {

// A stop's number in a stored route: two bytes, where most of a store is
// its routes' stops (a board holds fewer than 65,536: kMaxStops).
using RouteItem = uint16_t;
constexpr size_t kMaxRouteItems = 65'536;

// Routes stored one after another: each route's stops and track. Its links
// are not kept: they follow from its first stop and its track
// (LinksOfRoute, enumerate.h), and are read back only for the routes run.
// The first routes may be another store's, lent: a known solve's routes
// carried into a changed network keep their stops there (CopyCarried).
struct RouteStore {
  int words = 0;                  // 64-bit words of a route's track
  std::vector<uint64_t> track;    // `words` per route, lent or own
  const RouteStore* lender = nullptr;  // whose routes the first `lent.size()` are
  std::vector<int> lent;               // per lent route: its number there
  std::vector<int> stop_to;            // per stop of the lender's network: the number here (-1: none)
  std::vector<RouteItem> stops;        // the own routes', one after another
  std::vector<size_t> stops_at = {0};  // where own route k's begin (k + 1: where they end)

  int Lent() const { return static_cast<int>(lent.size()); }
  int size() const { return Lent() + static_cast<int>(stops_at.size()) - 1; }
  // Adds an own route.
  void Add(const std::vector<int>& route_stops, const uint64_t* route_track);
  const uint64_t* Track(int r) const { return track.data() + static_cast<size_t>(r) * words; }
  // Route r's stops, numbered as this store's network's.
  std::vector<int> StopsOf(int r) const;
  size_t StopCount(int r) const {
    return r < Lent() ? lender->StopCount(lent[r]) : OwnStops(r).size();
  }
  // An own route's stops as stored (r at or past the lent).
  std::span<const RouteItem> OwnStops(int r) const {
    const size_t k = static_cast<size_t>(r - Lent());
    return {stops.data() + stops_at[k], stops_at[k + 1] - stops_at[k]};
  }
};

struct Candidate {
  int route;      // in the store
  int64_t score;  // income and subsidy together (IncomeRank)
};

struct Candidates {
  RouteStore routes;
  // Per train type, best first (ties in walk order); scores above 0, but for
  // a company with a most-stops bonus, which keeps every route a type may run.
  std::vector<std::vector<Candidate>> by_type;
  long walks = 0;                               // routes the walk found
  long carried = 0;  // candidates carried over from a known solve (SolveOptions::known), not scored again
  long dropped = 0;  // candidates dropped as unable to reach the known answer (FindCandidates)
};

// The company's candidates, the same for any number of threads. With SolveOptions::known, the known
// candidates over nothing changed are carried over and only the routes over
// a change are scored (known_routes.h). Throws InputError past the
// candidate or walk limit (SolveOptions).
//
// `searched`: the type of each train the assignment will search (none: a
// most-stops bonus, fixed routes, or candidates kept for a later solve).
// Where the known answer's routes are all carried, the network earns at
// least what they earned, and a candidate that cannot be in an assignment
// worth that is dropped (ScoreFloors, candidates.cpp): every assignment
// worth the most keeps all its routes, and each type's list loses only its
// end, so the answer is the same.
Candidates FindCandidates(const Network& net, const std::vector<const Train*>& types, const SolveOptions& options,
                          const std::vector<int>& searched = {});

}  // namespace xxroute
