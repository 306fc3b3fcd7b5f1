// Stock rules: a stock round's rules from the game's data (game.yaml
// `stock:`, market.yaml): what a share costs and who receives the money,
// when a company floats and with what capital, how its share price moves
// when shares are sold and at a stock round's end; and what a private
// company is worth.
#pragma once

#include <string>

#include "xxroute/game.h"
#include "xxroute/market.h"
#include "xxroute/position.h"

namespace xxroute {

// The company type of `c`: the file's, else the game's ("" when neither says).
std::string CompanyTypeOf(const Game& g, const CompanySpec& c);

// The percent one share of a company of `type` is: 100 / its shares
// (stock: shares); 10 where the data gives none.
int SharePercent(const Game& g, const std::string& type);

// The percent of `c` the players hold (not the IPO, the pool or the bank).
int PlayersPercent(const CompanySpec& c);

// A player's shares bought (from the IPO or the pool) or sold (to the pool).
struct ShareDeal {
  bool ok = false;
  std::string why;          // the rule that refuses it
  std::string from;         // bought: "ipo" or "pool"
  int price = 0;            // the money paid (bought) or received (sold)
  bool to_company = false;  // the company receives it (incremental capital: a share from its IPO)
};
// `percent` of `c` bought by `player` from `from` ("ipo", "pool", or "":
// the IPO while it has them), at the share price (or par from the IPO where
// the game says so: stock: ipo_price).
ShareDeal CheckBuyShares(const Game& g, const CompanySpec& c, const std::string& player, int percent,
                         const std::string& from);
// `percent` of `c` sold by `player` to the pool, at the share price.
ShareDeal CheckSellShares(const Game& g, const CompanySpec& c, const std::string& player, int percent);

// Whether `c`, its shares as they are, floats: the players hold at least
// its type's float percent (stock: float_percent), and none of its shares
// is held back for an exchange (its `reserved`: 1824's president's share of
// a regional railway, until its coal railway is exchanged).
bool FloatsNow(const Game& g, const CompanySpec& c);
// What a company receives from the bank when it floats: with full capital,
// its shares times its par price, or the shares its game counts times its
// share price (capital_shares: 1824's regional railways with a coal
// railway, 8); with incremental capital, nothing (each share's price came as
// it was sold).
int FloatCapital(const Game& g, const CompanySpec& c);

// The cell the share price moves to when `percent` of `c` is sold (one step
// down per share, or once per sale: stock: sell_move).
MarketCell AfterSale(const Game& g, const CompanySpec& c, const MarketCell& cell, int percent);
// Whether `c`'s share price moves up at the end of a stock round: the game
// says so (stock: sold_out_up) and the players hold all of its shares.
bool MovesUpSoldOut(const Game& g, const CompanySpec& c);

// How many operating rounds follow stock round `number` in `phase`: the
// game's list by stock round (stock: operating_rounds), else the phase's;
// with `reading` "18xx.games", the site's where the game's data names it
// (site_reading: operating_rounds).
int OperatingRounds(const Game& g, int number, const std::string& phase, const std::string& reading = "rulebook");

}  // namespace xxroute
