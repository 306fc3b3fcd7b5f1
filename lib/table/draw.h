// The railways drawn at the start to work otherwise (game.yaml draw:;
// 1824 X.3, the two railways of stack 1 in the 2-player Cisleithania): the
// draw written (apply --draw), their charters started as construction
// railways and the bond railway listed, their closing.
#pragma once

#include <string>
#include <vector>

#include "xxroute/edit.h"
#include "xxroute/game.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/whatif.h"

namespace xxroute {

// The draw `e.companies` (kDraw) written as the position's `draw:`: one
// company of each of the game's lists, none of them started yet. InputError
// naming the edit's source and the rule otherwise.
void Draw(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

// Whether `company` was drawn (the position's draw:).
bool Drawn(const Position& pos, const std::string& company);

// The charter of a drawn company `p` bought by `e.holder`, its price paid:
// the company starts as the draw's type with nothing in its treasury (the
// price goes to the bank), no train, no par set and no shares held back; the
// company the first list's railway merges into listed as the bond railway
// (the draw's bond type and cell, all its shares in the pool, floated, its
// home station placed).
void StartDrawn(const LoadedPosition& now, const Edit& e, const GamePrivate& p, Position& pos, Applied* a);

// Tile `tile` laid on `hex`: where it is the draw's bond station hex and
// colour (1824 X.4, 002 line 979: Wien turned brown), the bond railway's
// station placed in its first city with a free slot, once.
void BondStationOnLay(const Game& g, Position& pos, const std::string& hex, const std::string& tile,
                      std::vector<std::string>* notes);

// The phase moved from `from` to `to`: where it entered the closes_on phase
// of the last list's drawn railway, the drawn railways close (a mine home
// left to a blocking token), and the company the last one merges into gets
// the draw's `pays` (X.3, 002 line 956), or nothing where the file reads the
// site's construction_unpaid (a reading said in `readings`).
void CloseDrawn(const Game& g, Position& pos, const std::string& from, const std::string& to,
                std::vector<std::string>* notes, std::vector<std::string>* readings);

}  // namespace xxroute
