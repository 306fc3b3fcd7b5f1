// The moves a company may make now by the ability of a private it owns and
// has not used (game.yaml privates: lays, token): what the page's sheet of a
// hex offers beside the turn's own lays and stations, and what whatif ranks.
#pragma once

#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/rules.h"

namespace xxroute {

// A lay by a private's ability: the private and the lay as Rules::CheckLay
// finds it (its price, the hex it leaves).
struct AbilityLay {
  std::string ability;
  Lay lay;
};
// Each lay `company` may make now by a private's ability, one tile at a
// time, each rotation with a track of its own (LegalRotations), of tiles of
// these colours (all if empty): not the lays made all together (18Chesapeake's
// C-P), as a private is bought (1889's ER) or by a player (1889's MF).
std::vector<AbilityLay> AbilityLays(const Board& board, const Company& company,
                                    const std::vector<std::string>& colors = {});

// A station by a private's ability (privates: token; 1846's C&WI on Chicago).
struct AbilityStation {
  std::string ability;
  Station station;
};
// The stations `company` may place now by a private's token ability
// (Rules::CheckStation with the private).
std::vector<AbilityStation> AbilityStations(const Board& board, const Company& company);

}  // namespace xxroute
