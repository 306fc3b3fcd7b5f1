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

// The holder with the largest percent of `c` (the first listed of equals),
// "" where the company lists no `shares:`.
std::string President(const CompanySpec& c);

// What the president of `c` adds to its treasury for a train from the bank
// costing `price`: where the company owns no train it must buy one now (1836jr
// 003 line 202), and lacking the money its president pays the rest from his
// own, the treasury left empty (003 lines 366-372; he sells shares first,
// each sale a move of its own). `amount` 0: the treasury pays, or the
// position follows no players' money.
struct Contribution {
  bool ok = true;
  std::string why;        // the rule broken: the president has too little
  std::string president;
  int amount = 0;
};
Contribution PresidentContribution(const Position& pos, const CompanySpec& c, int price);
// Why the president of `c` is not bankrupt ("" where he is): the company
// owns no train and must buy one (1836jr 003 line 202), and its treasury,
// his money and what he may still sell of his shares (at their prices; the
// pool holding at most 50%, line 376; the failing company's presidency
// kept, line 368) come short of `price`, the cheapest train the bank sells:
// the game ends (lines 196, 382).
std::string BankruptcyRefusal(const Game& g, const Position& pos, const CompanySpec& c, int price);

// Whether a national is forming (a company of the game's data with
// `forms_on`, its phase begun, not yet in the position): the companies with
// loans repay them or join it (1836jr 003 lines 269-277).
bool NationalForming(const Game& g, const Position& pos);
// What the president of `c` adds to repay loans costing `cost` while a
// national forms: the presidents repay, adding their own money as they
// choose (003 lines 273-275); 0 where the treasury pays it all or no
// national forms.
Contribution RepayContribution(const Game& g, const Position& pos, const CompanySpec& c, int cost);

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
