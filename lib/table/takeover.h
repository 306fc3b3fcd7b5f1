// A company's takeover of a smaller one made on a position (18CZ VIII.9,
// 000 lines 991-1029; the rules: xxroute/takeover_rules.h): the players
// paid, the smaller company's treasury, privates, trains and stations the
// buyer's, its markers priced, the company closed; and a train just taken
// over turned to a larger face or scrapped.
#pragma once

#include "xxroute/edit.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/whatif.h"

namespace xxroute {

// Edit `e` (kTakeOver, kTurnTrain or kScrap) made by the company `now`
// runs on `pos` (a copy of `now`'s position, its turn already the
// company's): the price paid to the players added to `a`'s cost (the table
// takes it from the treasury), what followed in `a`'s notes, and where the
// move followed 18xx.games' reading, `a`'s readings. InputError naming the
// edit and the rule when it is refused.
void MakeTakeoverMove(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

}  // namespace xxroute
