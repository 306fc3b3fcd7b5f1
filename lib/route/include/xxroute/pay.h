// Pay: which of a route's stops a train pays, chosen for the route's highest
// revenue with every bonus in the choice, and what the route then earns.
#pragma once

#include <vector>

#include "xxroute/bonus_rules.h"
#include "xxroute/train.h"

namespace xxroute {

// One stop of a route as the payer sees it.
struct PayStop {
  StopKind kind = StopKind::kCity;
  int value = 0;       // before the multiplier (per-station pay resolved); mines: 0
  int hex = -1;        // board hex
  bool station = false;
  int bonus = 0;       // the stop's printed bonus (trains with stop_bonuses)
  int order = 0;       // tie-break (the board stop index): never the route's order
};

struct Pay {
  enum Status { kPaid, kTooMany, kNoStationPaid };
  Status status = kTooMany;
  int revenue = 0;          // income
  int bonus = 0;            // the part of the gross from bonuses (before the divisor)
  std::vector<bool> paid;   // per stop
  bool legal() const { return status == kPaid; }
};

// Chooses the paid stops for the highest revenue: among every way to put the
// stops in the train's rows within its visit and pay caps, pay_total,
// pay_first and paid_stops_need_token, the one whose revenue, bonuses
// included, is highest. `fixed_bonus` is earned whatever is paid (a home
// bonus) and is divided with the rest. Exact: see pay.cpp for why.
Pay ChoosePaid(const Train& train, const std::vector<PayStop>& stops, const BonusRules& rules,
               int fixed_bonus);

}  // namespace xxroute
