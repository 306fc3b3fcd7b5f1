// Rules: the facade over the tile, station and train rules (tile_rules.cpp,
// station_rules.cpp, purchase_rules.cpp) for one company of a position.
#include "xxroute/rules.h"

namespace xxroute {

Rules::Rules(const LoadedPosition& lp)
    : lp_(lp), game_(lp.game()), board_(lp.board()), company_(lp.company()),
      reach_(ComputeReach(lp.board(), lp.company())) {
  if (game_) phase_ = game_->PhaseIndex(board_.position().phase);
}

}  // namespace xxroute
