// Route: one train's run (stops in order, the track between them) and what
// it earns: RouteValue from the train's counting rules and the bonuses.
#pragma once

#include <string>
#include <vector>

#include "xxroute/network.h"
#include "xxroute/train.h"

namespace xxroute {

struct RouteValue {
  bool legal = false;
  std::string why;         // when not legal: which rule
  int revenue = 0;         // income
  int subsidy = 0;         // to the treasury (mines)
  std::vector<bool> paid;  // per stop of the route
  int bonus = 0;           // part of revenue from bonuses (before the divisor)
};

// Scores the stops of a route (board stop indices in visiting order) for a
// train of the network's company. Track is not looked at.
RouteValue Evaluate(const Network& net, const Train& train, const std::vector<int>& stops);

struct Route {
  const Train* train = nullptr;
  int train_slot = -1;       // which of the company's trains
  std::vector<int> stops;    // board stops, in order
  std::vector<int> links;    // network links, in order
  RouteValue value;
};

}  // namespace xxroute
