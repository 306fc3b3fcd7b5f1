// The turn's money at the table: the run and its payout (--pay, --withhold,
// --half), loans, a train bought from another company, and the stock
// round's facts (--shares, --par), as edits placed in the turn's order.
#pragma once

#include <string>
#include <vector>

#include "xxroute/edit.h"

namespace xxroute {

struct MoneyRequest {
  std::string payout;  // "payout", "withhold" or "half"; "": the company does not run
  std::string routes;  // the routes run, in route notation ("" = the best)
  int declared = -1;   // the income the players declare (-1: none)
  bool recorded = false;  // the declared income is a game record's: taken even above the best (said)
  int subsidy = -1;       // the mine subsidy the players declare with the income (-1: none)
  std::vector<std::string> take_loan, repay_loan;  // how many loans ("" = one), each option given
  std::vector<std::string> buy_from;               // "COMPANY:TRAIN:PRICE"
  std::vector<std::string> shares;                 // "HOLDER: COMPANY PERCENT"
  std::vector<std::string> par;                    // "COMPANY=PRICE"
  int president_pays = -1;  // what the president adds to the first train bought (-1: nothing)
};

// `mine` (the moves' edits in a turn's order) with the request's edits where
// the turn makes them: shares and par first (the stock round before), the
// run after the lays and stations, a loan taken after the run (so for 90,
// 003 line 224), trains from other companies after those from the bank,
// loans repaid last (003 line 216); the president's money with the first
// train bought (from the bank, else from another company). InputError naming
// the option when one is malformed, --routes / --declared come without a
// payout, or --president-pays without a train bought.
Change WithMoneyEdits(Change mine, const MoneyRequest& q);

// The company the change's edits name when they are all stock-round facts
// (kShares, kPar) of one company; "" otherwise.
std::string StockCompany(const Change& change);

}  // namespace xxroute
