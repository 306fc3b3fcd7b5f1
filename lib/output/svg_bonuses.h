// SvgBonuses: the hexes of a picture that earn a bonus, each with its tags
// ("Bukowina +50"), and a footnote for each bonus saying what earns it.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "xxroute/board.h"

namespace xxroute::svg {

struct SvgBonuses {
  std::map<std::string, std::vector<std::string>> tags;  // by coordinate
  std::vector<std::string> notes;
};

// Route bonuses (their hexes, or the hexes that show their tiles) and
// private companies' hex bonuses.
SvgBonuses FindBonuses(const Board& board);

}  // namespace xxroute::svg
