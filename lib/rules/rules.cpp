// Rules: the facade over the tile, station and train rules (tile_rules.cpp,
// station_rules.cpp, purchase_rules.cpp) for one company of a position.
#include "xxroute/rules.h"

namespace xxroute {

Rules::Rules(const Board& board, const Company& company)
    : game_(board.game()), board_(board), company_(company), reach_(ComputeReach(board, company)) {
  if (game_) phase_ = game_->PhaseIndex(board_.position().phase);
}

}  // namespace xxroute
