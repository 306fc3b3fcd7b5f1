// Assignment: the best way to give each of the company's trains one route or
// none (rule 4): every combination of routes that share no segment and no
// hex-side lane, a shares_track train exempt both ways; the largest income,
// then the largest subsidy.
#pragma once

#include <vector>

#include "walk.h"

namespace ref {

// A route a train may run, with what it earns.
struct Option {
  int walk = -1;
  int income = 0;
  int subsidy = 0;
};

// The routes chosen for the company's trains.
struct Assignment {
  int income = 0;  // the most-stops bonus included
  int subsidy = 0;
  std::vector<int> walk;  // per train: the walk it runs, -1 when idle
  int most_stops = 0;        // the most-stops bonus in `income`
  int most_stops_train = -1; // the first train whose route has the most stops (-1: none, or a fixed route)
};

// The company's most-stops bonus (`most_stops_bonus`): of all the routes it
// runs, the one visiting the most stops earns `per_stop` for each stop it
// visits. `already`: the most stops of a route run outside the search (a
// fixed route), which counts among them.
struct MostStops {
  int per_stop = 0;
  int already = 0;
};

// options[t]: the routes train t may run (worth something, or with a
// most-stops bonus any it may run); shares[t]: it may share track.
// `least_subsidy` breaks income ties the other way (to see whether a board
// has optima with different subsidies).
Assignment BestAssignment(const std::vector<Walk>& walks, const std::vector<bool>& shares,
                          const std::vector<std::vector<Option>>& options, bool least_subsidy = false,
                          MostStops most = {});

}  // namespace ref
