// The train facts every train rule reads, each said once: the trains a
// company owns and the phase a train's first purchase starts. The purchase
// rules and the position audit ask them.
#pragma once

#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/game.h"

namespace xxroute {

// The trains `company` owns: those it runs and those it only keeps (18CZ: a
// smaller company's face kept to sell, 000 lines 1069-1070). All count
// toward its train limit.
std::vector<std::string> TrainsOwned(const Company& company);

// The phase the first purchase of `train_or_card` (an 18CZ train card)
// starts, or -1 when it starts none (18CZ VIII.12, 000 line 1102; 1824
// VII.14, 002 line 811).
int PhaseOpenedBy(const Game& g, const std::string& train_or_card);

}  // namespace xxroute
