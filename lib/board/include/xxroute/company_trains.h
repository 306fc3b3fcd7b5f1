// Which trains a company may own, as the game's data says it: the board
// refuses a position whose company owns another, the purchase rules sell
// none other.
#pragma once

#include <string>
#include <vector>

#include "xxroute/game.h"

namespace xxroute {

// The trains `company` (of `type`) may own in `g`, empty when any: the
// company's own list (1824 IV.2, 002 line 194: coal railways only g
// trains), else its type's `may_own`, else the trains its type runs (18CZ
// IV.2, 000 lines 278, 330, 383: no face of a larger company).
std::vector<std::string> MayOwnTrains(const Game& g, const std::string& company, const std::string& type);

}  // namespace xxroute
