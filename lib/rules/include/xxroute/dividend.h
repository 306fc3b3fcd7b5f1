// Dividend: what a company's income pays to its holders and treasury, and
// where its share price moves, by the game's stock market (maps/<game>/market.yaml).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xxroute/game.h"
#include "xxroute/position.h"

namespace xxroute {

struct MarketCell {
  int row = 0, col = 0;
  bool operator==(const MarketCell& o) const { return row == o.row && col == o.col; }
  bool operator<(const MarketCell& o) const { return row != o.row ? row < o.row : col < o.col; }
};

// The stock market and dividend rules of a game (and variant).
struct Market {
  bool zigzag = false;                  // two rows forming one rising sequence (18CZ)
  std::vector<std::vector<int>> cells;  // prices; 0 = no cell
  std::vector<std::string> kinds;       // what a director may choose
  bool round_up = true;                 // each holder's part
  bool pool_pays_company = false;       // shares in the pool
  bool ipo_pays_company = false;
  bool unlisted_pay_company = false;
  std::vector<std::string> minor_types;  // split 50/50 by rule (1824 coal, pre-state)
  std::string minor_rule;                // the rule's words, for a refused kind
  std::optional<int> known_lowest;       // where `market` is unknown (18Lilliput): the
  std::optional<int> known_highest;      //   prices the rulebook does give
  std::string unknown_why;               //   and why the others are not known
  bool up_at_row_end = false;    // else the price stays
  bool down_at_row_start = false;
  std::map<std::string, int> steps;  // payout steps by company type ("default")
  int interest_per_loan = 0;
  int interest_treasury_unit = 10;
  std::vector<std::string> forced_withhold;  // companies withholding without a permanent train
  std::vector<std::string> fixed_income_types;  // income = share price, always paid
  std::vector<std::string> no_dividend_types;
  int last_round_multiplier = 1;
  int last_round_steps = 1;
  bool half_up_to_10 = false;  // half payout: holders' pot rounded up to tens (Brobdingnag)
  std::string automatic_director;  // this holder's companies always pay out (18CZ Vaclav)
  std::string file;

  std::vector<MarketCell> CellsWith(int price) const;
  int Price(const MarketCell& c) const;
  MarketCell Right(MarketCell c) const;
  MarketCell Left(MarketCell c) const;
};

// The game's market; InputError when the game has no market.yaml.
Market LoadMarket(const Game& game);

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
};

struct DividendResult {
  std::string kind;
  int income = 0;        // what was distributed or kept, after interest
  int interest = 0;      // deducted from the income
  std::map<std::string, int> per_holder;  // players
  int to_bank = 0;
  int to_treasury = 0;     // kept income, the company's own shares and the subsidy
  std::optional<int> price_before;
  std::vector<int> price_after;  // one price; several when the cell is ambiguous;
                                 //   none when the market's prices are unknown
  // The move that happened, one per price_after ("2 right", "1 right, 1 up",
  // "no move: the end of its row"); where the prices are unknown, the one
  // move the rule makes ("1 right").
  std::vector<std::string> price_moves;
  std::vector<std::string> notes;
};

// The company's holders, price and facts as the position gives them.
DividendInput DividendInputFor(const CompanySpec& c, const std::string& type);

// Throws InputError (naming `file`) when the kind is not allowed.
DividendResult PayDividend(const Market& m, const DividendInput& in, const std::string& file);

}  // namespace xxroute
