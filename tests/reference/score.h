// Scorer: whether a train may run a route's stops, and what the route earns
// (rules 2 and 3): every assignment of the stops to the train's rows, every
// paid subset within the caps, and the best revenue over all of them.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "facts.h"
#include "model.h"

namespace ref {

// A route for one train: legal or why not, revenue and subsidy.
struct RouteScore {
  bool legal = false;
  std::string why;  // when not legal
  int revenue = 0;
  int subsidy = 0;
};

// Divides as rule 3 says: down = floor, up = ceiling, down_to_10 and up_to_10
// the same, then to a multiple of 10 in that direction.
int DivideRounded(int gross, int divisor, const std::string& rounding);

// Scores routes for the running company (caching the paid choices per train and kinds).
class Scorer {
 public:
  Scorer(const Board& board, const Facts& facts) : board_(board), facts_(facts) {}
  // `stops` in the order the route passes them.
  RouteScore Score(const Train& train, const std::vector<int>& stops) const;

 private:
  const Board& board_;
  const Facts& facts_;
  // Paid subsets (bit i: the i-th of `kinds` is paid) that at least one
  // assignment of the stops to the rows allows; empty when the stops fit no
  // assignment. Kept per train and list of kinds.
  mutable std::map<std::pair<std::string, std::vector<Kind>>, std::vector<uint32_t>> choices_;
  const std::vector<uint32_t>& PaidChoices(const Train& train, const std::vector<Kind>& kinds) const;
  int Revenue(const Train& train, const std::vector<int>& stops, uint32_t paid) const;
};

}  // namespace ref
