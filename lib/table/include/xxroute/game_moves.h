// Game moves: what happens in a game besides a company's operating turn,
// made on a position: a player's shares bought and sold in a stock round
// (a company floating once enough are sold), a company's par price set, a
// private company bought from the bank, and the end of a round (the stock
// round's sold-out companies moving up; the train exported at the end of a
// set of operating rounds; the next round's start with the privates'
// income). Each by the rules of the game's data (xxroute/stock_rules.h).
#pragma once

#include <string>
#include <vector>

#include "xxroute/edit.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/whatif.h"

namespace xxroute {

// Whether `e` is a move of the game rather than of a company in its
// operating turn: a player's shares bought or sold, a private bought by a
// player, the round's end, or the par price of a company the file does not
// hold yet (which adds it, not floated).
// A lay by a private its owning player lays (game.yaml privates: lays
// by_player, 1889's MF) is one too.
bool IsGameMove(const Edit& e, const Position& pos, const Game* game = nullptr);

// What a game move led to besides its notes.
struct GameMoveMade {
  std::vector<std::string> floated;  // companies that floated with it (their home station to place)
  std::vector<Edit> exports;         // trains the round's end exports (to make as a company's export)
};

// Makes the game move `e` on `pos` (a copy of `now`'s position): each
// player's money in `cash:`, each company's treasury, shares and share
// price, the privates' owners, the round. InputError naming the edit's
// source and the rule when it is refused.
GameMoveMade MakeGameMove(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

}  // namespace xxroute
