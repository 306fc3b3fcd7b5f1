// A company's destination reached (destination.h).
#include "destination.h"

#include "xxroute/stock_rules.h"

namespace xxroute {

void PayAtDestination(LoadedPosition& now, Applied* a) {
  Position pos = now.position();
  bool paid = false;
  for (CompanySpec& c : pos.companies) {
    if (c.capital != "escrow" || pos.Closed(c.name) || !ReachesDestination(now.board(), c.name)) continue;
    const int held = c.escrow.value_or(0);
    c.treasury = c.treasury.value_or(0) + held;
    if (c.escrow) c.escrow = 0;
    c.capital = "incremental";
    a->notes.push_back(c.name + " reaches its destination: " + std::to_string(held) +
                       " held back paid to its treasury, its IPO shares pay it from now (" +
                       now.game()->Line("destination") + ")");
    paid = true;
  }
  if (paid) now.Change(std::move(pos));
}

}  // namespace xxroute
