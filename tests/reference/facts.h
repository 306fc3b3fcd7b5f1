// Facts: what the walk and the scorer need to know of each stop, read for the
// running company and the board's colour.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "model.h"
#include "track.h"

namespace ref {

// One stop as the rules see it for the running company.
struct StopFacts {
  Kind kind = Kind::kCity;
  std::string hex;        // coordinate
  int group = -1;         // -1: in no group
  int value = 0;          // revenue for the company (colour read, token_revenue applied); 0 for mines
  int subsidy = 0;        // a mine's value
  bool station = false;   // holds the company's token (a city or a mine)
  bool token_city = false;  // a city holding the company's token (per_token counts these)
  bool per_token = false;
  int bonus = 0;          // printed stop bonus; never on mines
  // Its revenue by key (the colours and any other key): a train with a
  // revenue_key reads the value under it where there is one, unless the
  // company's token_revenue applies here (`token_value`).
  std::map<std::string, int> by_key;
  bool token_value = false;
  bool may_pass = true;   // not an offboard, a mine that is not pass_through, nor a blocked city
};

// Every stop's facts, and the home bonus that applies to the company.
struct Facts {
  std::vector<StopFacts> stops;  // by track stop number
  std::set<std::string> home;    // the company's home hexes, when a home bonus applies to it
  int home_amount = 0;
};

Facts ReadFacts(const Board& board, const Track& track);

}  // namespace ref
