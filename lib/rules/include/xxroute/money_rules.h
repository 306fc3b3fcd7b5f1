// Money rules of an operating turn that are not a lay, a station or a train
// from the bank: loans (1836jr56) and a train bought from another company at
// a price the players agree, each with its rulebook line.
#pragma once

#include <string>

#include "xxroute/board.h"
#include "xxroute/game.h"
#include "xxroute/position.h"

namespace xxroute {

// A loan move: the money it brings (a loan taken) or costs (one repaid).
struct LoanMove {
  bool ok = false;
  std::string why;    // the rule broken
  int cash = 0;       // to the treasury (taken) or from it (repaid)
  std::string note;   // what else the rule says
};

// The player-held shares of `c` in 10% shares ("pool" and "ipo" are not
// players); -1 where the company lists no `shares:`.
int PlayerShares(const CompanySpec& c);

// `count` loans taken by company `c` in phase `phase` (an index of g.phases),
// `after_run`: after this turn's interest was paid; `taken`: the loans it has
// taken in this operating round already, as far as the file knows (1836jr56,
// 003 lines 222-224: phases 1-4, 100F once per operating round, 90F after the
// interest).
LoanMove CheckTakeLoan(const Game& g, const CompanySpec& c, int phase, int count, bool after_run, int taken = 0);
// `count` loans repaid, 100F each (003 line 216).
LoanMove CheckRepayLoan(const Game& g, const CompanySpec& c, int count);

// The president of `c` pays `amount` of their money (`cash`; -1: not
// followed) into its treasury toward a train it must buy: only where it has
// no train (`trains`: those it owns), and no more than the president has
// (1824 VII.11, 002 line 753; VII.12, lines 778-794; the bank's loan at 50%
// is not made). `note` names the rule.
LoanMove CheckPresidentPays(const CompanySpec& c, size_t trains, int amount, int cash);

// The holder with the largest percent of `c` (the first listed of equals),
// "" where the company lists no `shares:`.
std::string President(const CompanySpec& c);

// Company `buyer` (of `board`) buys `train` from `seller` for `price`: the
// phase from which trains change hands, the lowest price, the buyer's train
// limit and the trains it may own, by each game's rulebook. `why` is empty
// when it may; `note` says what the rulebook leaves to the players.
struct Trade {
  bool ok = false;
  std::string why, note;
};
Trade CheckTrainFrom(const Board& board, const Company& buyer, const CompanySpec& seller, const std::string& train,
                     int price);

}  // namespace xxroute
