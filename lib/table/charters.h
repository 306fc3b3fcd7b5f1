// A private company that is a company's charter (game.yaml privates:
// company; 1824's coal and pre-state railways, VI.3, 002 line 429), bought
// from the bank by a player: the company starts.
#pragma once

#include "xxroute/edit.h"
#include "xxroute/game.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/whatif.h"

namespace xxroute {

// The charter `p` bought by `e.holder` at `e.amount` (kBuyPrivate), the
// price already paid: the company listed, the buyer holding all of it, the
// price its treasury; the train it buys at once taken from the bank and
// paid; the par price it sets (half its price) and the shares it holds back
// for the buyer's exchange written on the companies concerned. InputError
// naming the edit's source and the rule when the price is not one of the
// charter's or the company has started.
void StartCharter(const LoadedPosition& now, const Edit& e, const GamePrivate& p, Position& pos, Applied* a);

}  // namespace xxroute
