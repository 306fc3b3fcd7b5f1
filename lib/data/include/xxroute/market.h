// Market: a game's stock market (maps/<game>/market.yaml), its cells and the
// dividend rules it gives; read with the game (Game::market()).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

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
  std::vector<MarketCell> par_cells;    // cells marked as a par price (a 'p', 'P' or 'z' after the price)
  std::map<std::string, std::vector<MarketCell>> par_cells_by_type;  // where par_by_type says whose cells
                                                                     //   the letters mark (18CZ): a type's par cells
  std::string par_rule;                 // the rulebook line of the par prices by type
  std::vector<std::string> kinds;       // what a director may choose
  std::string kinds_rule;               // the line saying so, cited when another kind is asked (kinds_rule)
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
  // Where the data says it (dividends by_income; 1846), the marker moves by
  // what the holders get against the share price, not by the kind of payout:
  // the first move whose threshold is met.
  struct IncomeMove {
    int num = 0, den = 1;  // the holders get at least price * num / den (rounded down)
    int min_price = 0;     // and the price is at least this
    int steps = 0;         // 0: no move
    std::string dir;       // "right" or "left"
  };
  std::vector<IncomeMove> by_income;
  std::string by_income_rule;
  int interest_per_loan = 0;
  int interest_treasury_unit = 10;
  std::vector<std::string> forced_withhold;  // companies withholding without a permanent train
  std::vector<std::string> fixed_income_types;  // income = share price, always paid
  std::optional<bool> fixed_income_up;           // its holders' parts rounded up (fixed_income rounding; else `round_up`)
  std::string fixed_income_rule;                 // the rulebook line it follows (fixed_income rule)
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
  // One step down (a share sold) or up (18CZ: sold out at a stock round's
  // end): a row down or up in the same column, where there is a cell there,
  // else the price stays; on a zigzag market one place down or up the rising
  // sequence of prices.
  MarketCell Down(MarketCell c) const;
  MarketCell Up(MarketCell c) const;
};

// Reads the market file (with `variant`'s dividend rules, if it has any);
// InputError on anything malformed.
Market ReadMarket(const std::string& file, const std::string& variant);

}  // namespace xxroute
