// A company's destination reached (game data `destination`, stock: capital
// escrow): the money the bank held back for it paid to its treasury, its IPO
// shares paying it from then on (1836jr 003 lines 53-55).
#pragma once

#include "xxroute/edit.h"
#include "xxroute/whatif.h"

namespace xxroute {

// After a tile is laid, on the board it left: each company of the position
// still waiting for its destination that track now joins to it is paid what
// the bank held back (`escrow`) and becomes incremental; said in `a`'s notes.
void PayAtDestination(LoadedPosition& now, Applied* a);

}  // namespace xxroute
