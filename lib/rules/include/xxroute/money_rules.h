// Money rules of an operating turn that are not a lay, a station or a train
// from the bank: loans (1836jr56) and a train bought from another company at
// a price the players agree, each with its rulebook line.
#pragma once

#include <optional>
#include <string>
#include <vector>

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

// A train a company buys with its president's money (game.yaml `rules:
// president_pays`): what it costs, what the company has for it, where it
// comes from.
struct ForcedBuy {
  int price = 0;                // what the company pays for the train
  std::optional<int> treasury;  // what it has before (none: the file writes no treasury)
  bool from_bank = true;        // from the bank or its pool; false: from another company
  int face = 0;                 // from another company: the train's printed price
  int cheapest = 0;             // the cheapest train on sale now (0: not asked, or none)
};

// What the president adds, by the game's rules, each refusal with its
// rulebook line (`why`).
struct Contribution {
  bool ok = false;
  std::string why;
  std::string president;          // the holder of most of its shares ("" : not known)
  int from_cash = 0;              // taken from the president's cash
  int loan = 0;                   // lent by the bank for the rest (18CZ, 1824)
  int debt = 0;                   // the loan with its interest: the president's cash goes down by it too
  std::vector<std::string> notes; // what was done, and what was taken as given
};
// The president of `company` (`spec`: its shares, the position's `cash`
// where `cash` is not null: the president's money, null where the file or
// the player has none) adds `amount` to buy `buy`: only a company with no
// train to run (it must buy one), no more and no less than it lacks (the
// treasury is left with nothing); from the bank, or another company where
// the game allows it (at most the printed price where it says so); the
// cheapest train where the game says so; a president short of cash borrows
// from the bank, or must sell shares first, or may not, as the game says.
Contribution CheckPresidentPays(const Game& g, const Company& company, const CompanySpec& spec, const ForcedBuy& buy,
                                int amount, const int* cash);
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
struct RepayHelp {
  bool ok = true;
  std::string why;  // the rule broken: the president has too little
  std::string president;
  int amount = 0;
};
RepayHelp RepayContribution(const Game& g, const Position& pos, const CompanySpec& c, int cost);

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
