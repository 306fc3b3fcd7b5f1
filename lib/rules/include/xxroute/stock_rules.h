// Stock rules: a stock round's rules from the game's data (game.yaml
// `stock:`, market.yaml): what a share costs and who receives the money,
// when a company floats and with what capital, how its share price moves
// when shares are sold and at a stock round's end; and what a private
// company is worth.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/game.h"
#include "xxroute/market.h"
#include "xxroute/position.h"

namespace xxroute {

// The company type of `c`: the file's, else the game's ("" when neither says).
std::string CompanyTypeOf(const Game& g, const CompanySpec& c);

// The market's cells a company of `type` may take its par price on: the
// type's where the market marks par cells by type (18CZ VII.5), else every
// cell marked as a par price; none where the market marks none (then any
// of its prices, ParCell in table/turn_money.cpp).
std::vector<MarketCell> ParCells(const Game& g, const std::string& type);

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
  bool to_escrow = false;   // the bank holds it for the company until its destination (escrow capital)
};
// `percent` of `c` bought by `player` from `from` ("ipo", "pool", or "":
// the IPO while it has them), at the share price (or par from the IPO where
// the game says so: stock: ipo_price).
ShareDeal CheckBuyShares(const Game& g, const CompanySpec& c, const std::string& player, int percent,
                         const std::string& from);
// `percent` of `c` sold by `player` to the pool, at the share price.
ShareDeal CheckSellShares(const Game& g, const CompanySpec& c, const std::string& player, int percent);

// How `c`'s IPO shares pay: its own capital, fixed as it was parred, else
// the game's (stock: capital).
std::string CapitalOf(const Game& g, const CompanySpec& c);
// The capital of a company parred now: by the phase where the game's
// capital changes with it (stock: capital by phase), else the game's one.
std::string CapitalAtPar(const Game& g, const std::string& phase);

// Why a company of `type` may not float, nor its shares go on sale, in
// `phase`: its type floats only from a later phase (company type
// `floats_from`: 18CZ, medium from the first b, large from the first d,
// 000 lines 520-522); "" when it may.
std::string EarlyFloatRefusal(const Game& g, const std::string& type, const std::string& phase);

// Whether track, anyone's, joins `company`'s home to its destination (game
// data `destination`): the money the bank held back is then paid, "whoever
// lays the track" (1836jr 003 lines 53-55).
bool ReachesDestination(const Board& b, const std::string& company);

// The percent sold for `c` to float: its type's float percent (stock:
// float_percent), or, where less, float_train_percent for each stop of the
// train on sale (`train_on_sale`, "" none: 1836jr 003 lines 146-152).
int FloatPercent(const Game& g, const CompanySpec& c, const std::string& train_on_sale);
// Whether `c`, its shares as they are, floats: the players hold at least
// its float percent (FloatPercent), and none of its shares is held back
// for an exchange (its `reserved`: 1824's president's share of a regional
// railway, until its coal railway is exchanged).
bool FloatsNow(const Game& g, const CompanySpec& c, const std::string& train_on_sale = "");
// What a company receives from the bank when it floats: with full capital,
// its shares times its par price, or the shares its game counts times its
// share price (capital_shares: 1824's regional railways with a coal
// railway, 8); with incremental or escrow capital, nothing (each share's
// price came as it was sold, or is held back).
int FloatCapital(const Game& g, const CompanySpec& c);

// The cell the share price moves to when `percent` of `c` is sold (one step
// down per share, or once per sale: stock: sell_move).
MarketCell AfterSale(const Game& g, const CompanySpec& c, const MarketCell& cell, int percent);
// Whether `c`'s share price moves up at the end of a stock round: the game
// says so (stock: sold_out_up) and the players hold all of its shares.
bool MovesUpSoldOut(const Game& g, const CompanySpec& c);

// A company buying private `p` from its owner for `price` in phase `phase`
// (game.yaml rules: private_purchase): "" when it may, else the rule it breaks.
std::string PrivatePurchaseRefusal(const Game& g, const GamePrivate& p, const std::string& phase, int price);

// A national formed of `joining` (1836jr's CGR): each player's shares of
// them exchanged two for one, in seat order (`players`), the odd ones and
// the pool's going to the pool, exchanged so too, the rest of its ten in
// its IPO (003 lines 279-285); its president the holder of the most, the
// first of equals (line 287). `shares` in the position's order: the
// president first, then the other players, the pool, the IPO.
struct NationalShares {
  bool ok = false;
  std::string why;
  std::vector<std::pair<std::string, int>> shares;  // holder -> percent
};
NationalShares ExchangedShares(const std::vector<const CompanySpec*>& joining, const std::vector<std::string>& players);
// Its share price: 100, or, where the companies' prices average higher (the
// cheapest left out of three or more), that average rounded down to 5, in
// the row of the market's 100 par cell, the cell nearest it (003 lines
// 297-301). Refused where the market has no 100 par cell.
std::optional<MarketCell> FormedPrice(const Market& m, std::vector<int> prices);

// How many operating rounds follow stock round `number` in `phase`: the
// game's list by stock round (stock: operating_rounds), else the phase's;
// with `site_reading` (a position that reads operating_rounds), the site's
// where the game's data gives it (stock: site_operating_rounds).
int OperatingRounds(const Game& g, int number, const std::string& phase, bool site_reading = false);

}  // namespace xxroute
