// The end of a round made on a position (game_moves.h: kEndRound): the turn
// under way ended, the round's own events, the next round begun.
#pragma once

#include "xxroute/game_moves.h"

namespace xxroute {

// Ends the round `pos` is in (its `round:`): a stock round moves its
// sold-out companies up and the operating rounds begin; an operating round
// is followed by the next of its set, or, after the set's last, by the
// train the game exports (GameMoveMade::exports) and the next stock round.
// Each operating round begins with the privates' income to their owners.
GameMoveMade EndRound(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

}  // namespace xxroute
