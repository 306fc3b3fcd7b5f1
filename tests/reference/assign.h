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
  int income = 0;
  int subsidy = 0;
  std::vector<int> walk;  // per train: the walk it runs, -1 when idle
};

// options[t]: the routes train t may run (worth something); shares[t]: it
// may share track. `least_subsidy` breaks income ties the other way (to
// see whether a board has optima with different subsidies).
Assignment BestAssignment(const std::vector<Walk>& walks, const std::vector<bool>& shares,
                          const std::vector<std::vector<Option>>& options, bool least_subsidy = false);

}  // namespace ref
