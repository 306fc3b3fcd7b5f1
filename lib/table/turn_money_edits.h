// The turn's money edits as ApplyChange makes them (turn_money.cpp).
#pragma once

#include "xxroute/edit.h"
#include "xxroute/loaded_position.h"
#include "xxroute/money_rules.h"
#include "xxroute/position.h"
#include "xxroute/whatif.h"

namespace xxroute {

// Edit `e` (kRun, kTakeLoan, kRepayLoan, kBuyFrom, kShares, kPar) made by
// the company `now` runs, written into `pos` (a copy of now's position):
// money the company gains written into its treasury, money it pays added to
// `a`'s cost (taken from the treasury by the table), what followed in `a`'s
// notes. InputError naming the edit's source and the rule it breaks.
void MakeMoneyEdit(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

// The president's money (e.president_pays) added to `buy`, a train the
// company buys (CheckPresidentPays): the treasury in `pos` up by it, the
// president's cash (where `pos` has cash:) down by what they add and any
// loan's debt, what was done said in `a`'s notes. InputError naming the
// edit's source and the rule it breaks.
void PresidentPays(const LoadedPosition& now, const Edit& e, Position& pos, const ForcedBuy& buy, Applied* a);

}  // namespace xxroute
