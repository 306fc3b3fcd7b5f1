// Money: a move the company cannot pay from its treasury (where the position
// gives one) is refused, the same way for apply and whatif (ApplyChange asks
// it after each priced move).
#pragma once

#include <string>

#include "xxroute/edit.h"
#include "xxroute/error.h"
#include "xxroute/position.h"

namespace xxroute {

// A move refused for want of money, not for a rule of the track or trains:
// whatif leaves such moves out of its rankings (and counts them).
class CannotPay : public InputError {
 public:
  using InputError::InputError;
};

// Throws CannotPay naming `e`'s source when `cost` (the change's moves so
// far, `costs` each one's price) is more than `company`'s treasury in `pos`;
// a position without a treasury for it pays anything.
void CheckAffordable(const Position& pos, const std::string& company, const Edit& e, int cost,
                     const std::vector<std::string>& costs);

}  // namespace xxroute
