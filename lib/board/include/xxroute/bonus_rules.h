// BonusRules: a company's hex and route bonuses compiled onto the board's
// hexes, as the network holds them and the payer (xxroute/pay.h) reads them.
#pragma once

#include <vector>

namespace xxroute {

// A route bonus as the scorer sees it: lists of board hexes, `need` of which
// must each hold a paid stop.
struct CompiledBonus {
  std::vector<std::vector<int>> lists;
  int need = 0;
  int amount = 0;
  bool multiplied = false;  // the train's multiplier applies
  bool divided = true;      // the train's divisor applies
};

// What paying a stop on a hex earns beyond the stop's value, for one company.
struct BonusRules {
  std::vector<int> hex_bonus;         // per board hex, once per route that pays a stop there
  std::vector<CompiledBonus> route;   // route bonuses
  std::vector<char> bonus_hex;        // per board hex: named by a hex bonus or a route bonus list
};

}  // namespace xxroute
