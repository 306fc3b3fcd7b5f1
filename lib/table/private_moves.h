// Moves with private companies: a company's in its operating turn (a private
// bought from the player who owns it, a private sold to the bank), and a
// player's exchange of a private for a share (1824's mountain railways).
#pragma once

#include "xxroute/edit.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/whatif.h"

namespace xxroute {

// Edit `e` (kBuyPrivate by the company `now` runs, kSellPrivate of its
// private, kMarker: its private's marker placed) made on `pos`: the price
// paid to the player added to `a`'s cost (the table takes it from the
// treasury), or the bank's price written into the treasury; the private's
// owner; the marker's hex bonus on the company. InputError naming the edit
// and the rule.
void MakePrivateMove(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

// Edit `e` (kLay by a private's ability its owning player lays: game.yaml
// privates: lays by_player, 1889's MF) made on `pos`: the tile laid as the
// rules allow it for no company, its cost from the player's cash, the card
// turned over (privates_used). InputError naming the edit and the rule.
void LayByPlayer(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

// Edit `e` (kExchangePrivate) made on `pos`: the private's owner receives
// one share of `e.share_of` from its IPO for it (a company of a type the
// private names, from the phase it names), the private closes; the company
// floats if the share floats it (its capital to its treasury). Whether it
// floated. InputError naming the edit and the rule.
bool ExchangePrivate(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

}  // namespace xxroute
