// Dividend: what a company's income pays to its holders and treasury, and
// where its share price moves, by the game's stock market (xxroute/market.h).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xxroute/market.h"
#include "xxroute/position.h"

namespace xxroute {

struct DividendInput {
  std::string company;
  std::string type;
  std::map<std::string, int> shares;  // holder -> percent (players, "pool", "ipo")
  std::optional<int> share_price;
  std::optional<MarketCell> cell;  // where the marker is, when the price is ambiguous
  int treasury = 0;
  int income = 0;
  int subsidy = 0;
  std::string kind;  // payout | withhold | half; "" = the game's default (payout, or by rule)
  int loans = 0;
  bool no_permanent_train = false;
  bool last_round = false;
  int share_percent = 0;  // one share's percent (the game's stock: shares), 0 where unknown
};

struct DividendResult {
  std::string kind;
  int income = 0;        // what was distributed or kept, after interest
  int interest = 0;      // deducted from the income
  int interest_from_treasury = 0;  // the interest the treasury paid first
  int interest_unpaid = 0;         // what neither paid: the president's (1836jr56, 003 line 194)
  std::map<std::string, int> per_holder;  // players
  int per_share = 0;     // what one share is paid (DividendInput::share_percent of what the holders share); 0: none
  int to_bank = 0;
  int to_treasury = 0;     // kept income, the company's own shares and the subsidy
  std::optional<int> price_before;
  std::vector<int> price_after;  // one price; several when the cell is ambiguous;
                                 //   none when the market's prices are unknown
  std::vector<MarketCell> cell_after;  // the cell of each price_after, where the market has cells
  // The move that happened, one per price_after ("2 right", "1 right, 1 up",
  // "no move: the end of its row"); where the prices are unknown, the one
  // move the rule makes ("1 right").
  std::vector<std::string> price_moves;
  std::vector<std::string> notes;
};

// Whether a company of type `type` splits its income by rule, half to its
// owner and half kept, choosing nothing (1824 IV.2, IV.3: coal and
// pre-state railways, the market's minor_types).
bool SplitsIncome(const Market& m, const std::string& type);
// Whether a company of type `type` may pay half its income: the market
// offers half pay (18Lilliput's Brobdingnag, 001 lines 735-737), or the
// company splits its income by rule (SplitsIncome). Apply's payout and the
// page ask it.
bool MayPayHalf(const Market& m, const std::string& type);

// The company's holders, price and facts as the position gives them.
DividendInput DividendInputFor(const CompanySpec& c, const std::string& type);

// Throws InputError (naming `file`) when the kind is not allowed.
DividendResult PayDividend(const Market& m, const DividendInput& in, const std::string& file);

}  // namespace xxroute
