// Game: one game's data from maps/<game>/: phases, trains, companies, rules,
// and its printed map, tile manifest and stock market, each read on first use
// (once, whichever thread asks first: a game is safe to share between threads).
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xxroute/market.h"
#include "xxroute/position.h"
#include "xxroute/train.h"

namespace xxroute {

struct Phase {
  std::string name;
  std::string on;     // the train (or 18CZ train card) whose purchase starts it
  int line = 0;
  std::string color;  // revenue colour
  std::vector<std::string> tiles;
  std::vector<std::string> rusts;
  std::vector<std::string> obsolete;
  // Trains a company may own, by company type ("" for every type); absent
  // where the game gives none.
  std::map<std::string, int> train_limit;
  std::optional<int> TrainLimit(const std::string& type) const;
  int operating_rounds = 0;  // operating rounds after a stock round in this phase (0: the game's stock: says)
};

// What a company of a type may do with trains and stations (company_types).
struct CompanyType {
  std::vector<std::string> trains;         // the trains it runs (empty: any)
  std::vector<std::string> may_own;        // the trains it may own (empty: those it runs)
  std::vector<int> station_costs;          // cost of its 1st, 2nd, ... station
  int capital = 0;                         // par prices it starts with when it floats (0: not given)
  std::string floats_from;                 // the first phase it may float in ("": any)
  std::string floats_rule;                 // the rulebook line that says so
  std::string free_terrain;                // its lays pay no terrain: the rulebook line ("" they pay it)
  std::string stations_anywhere;           // its stations are placed without a connection: the line ("" not)
};

struct GameCompany {
  int line = 0;
  std::string name;
  std::string title;
  std::string type;
  std::vector<std::string> home;  // one hex, or alternatives (18CZ large companies)
  std::string home_stop;
  int stations = 0;
  std::vector<int> station_costs;  // overrides the type's
  std::vector<std::string> may_own;  // overrides the type's (1824 coal railways: g trains only)
  std::string closes_on;  // the phase that closes it (1824 coal and pre-state railways)
  // Where it closes into (1824: a coal railway into its regional railway, a
  // pre-state railway into its state railway), with its trains, treasury and
  // stations; the phase from which the players may exchange it early ("":
  // only when it closes); and whether it closes when its phase starts or
  // only at the end of that operating round, when the players say so.
  std::string merges_into;
  std::string forms_on;  // formed from companies the players name, from this phase (1836jr56 MESS, the CGR)
  std::string destination;  // the hex whose reach releases the money held back (stock: capital escrow)
  std::string merges_from;
  bool closes_at_round_end = false;
  std::string color;      // its tokens' colour: a name (blue, darkblue) or #rgb / #rrggbb
  // What a starting company has when the game begins (18Lilliput set-up
  // steps 12-13): its home card laid next to the start card with its home
  // station, its trains, its treasury.
  std::string start_tile;
  std::vector<std::string> start_trains;
  std::optional<int> start_treasury;
  // A par price the company has from the start, its shares on sale at it
  // (1824's state railways: 120); and the shares its float capital counts,
  // times its share price, where not all of them (0: all; 1824's regional
  // railways with a coal railway: 8).
  std::optional<int> par;
  int capital_shares = 0;
  // reserved: a slot of the one city on `hex` held for it until phase
  // `until` (no other station takes it), where its station costs `cost`
  // joined to its track, or `unjoined_cost` not joined (0: it must be
  // joined); 1846's PRR on Fort Wayne, 40 or 60 (entities.rb token and
  // reservation abilities).
  struct Reserved {
    std::string hex, until;
    int cost = 0, unjoined_cost = 0;
    std::string rule;
  };
  std::optional<Reserved> reserved;
  // par_subsidy: the rule by which the bank pays it its par price as it is
  // parred ("": none; 1846's IC). lay_discount: `amount` off its lays of
  // `tiles` on `hexes` (1846's IC, its yellow tiles on its icons free).
  std::string par_subsidy;
  struct LayDiscount {
    std::vector<std::string> hexes, tiles;
    int amount = 0;
    std::string rule;
  };
  std::optional<LayDiscount> lay_discount;
};

// The card a game without a printed map starts from (18Lilliput: Mildendo in
// the middle of the table) and the hexes around it where the starting
// companies' home cards go, one each, in the order they float.
struct StartCard {
  std::string hex, tile;
  std::vector<std::string> homes;
};

// A train as the bank sells it (the counting rules are Train's).
struct TrainOffer {
  std::string name;
  int price = 0;
  std::optional<int> count;             // how many exist (none: unlimited)
  std::vector<std::string> rusts_on;    // the first purchase of any of these removes it
  std::string available_on;             // the phase from which the bank sells it early
  // The card whose other face it is (1846: a 4 card is bought as a 4 or a
  // 3/5): it shares the card's count and place in the bank's order, and its
  // first purchase starts the card's phase, as the card's does ("": none).
  std::string face_of;
  std::vector<std::string> trade_in;    // trains it may be bought against ...
  int trade_in_credit = 0;              // ... worth this much off its price
  std::map<int, int> count_by_players;  // how many exist, by the number of players (18Lilliput Table 6)
  int line = 0;
  // How many the bank starts with for `players` (0: not known): the count
  // for that many players where the table gives one, else `count`.
  std::optional<int> CountFor(int players) const;
};

struct TileDef {
  std::string id;
  std::string color;
  std::optional<int> count;
  HexSpec shape;  // labels, stops, junctions, paths in tile edges (rotation 0)
  // The tiles it upgrades to, where the manifest lists them (an empty list:
  // never upgraded); unlisted, the colour rule decides.
  std::optional<std::vector<std::string>> upgrades_to;
  int cost = 0;             // money to lay it (18Lilliput Y cards, scenario terrain)
  std::string special;      // laid only by a special ability: which (never offered; --lay refuses it)
  bool towns_may_merge = false;  // its one town may replace two (18CZ purple town tiles)
};

// An 18CZ train card: one card, a face (train) per company type.
struct TrainCard {
  std::string card;
  std::map<std::string, std::string> faces;  // company type -> train name
  std::optional<int> count;                   // how many cards (none: unlimited)
  int line = 0;
};

// One limit of a company's operating turn and the rulebook line that sets it.
struct TurnLimit {
  int most = 0;      // 0: no limit
  std::string rule;  // "1824 VII.8, 002 line 640: ..."
};

// A company's operating turn as the game's rulebook orders and limits it
// (game.yaml `rules: turn:`; docs/format-extensions.md). Empty `order`: the
// game says nothing, and a turn is not checked.
struct TurnRules {
  // The steps in the order a turn takes them: home, lay, station, run, buy.
  std::vector<std::string> order;
  std::string order_rule;
  // Tile lays: new (yellow) tiles in the first and in later turns, upgrades,
  // whether both kinds may be laid in one turn, and all lays together.
  int yellow = 0, first_turn_yellow = 0, upgrades = 0, lays = 0;
  bool yellow_and_upgrade = false;
  std::vector<std::string> free_colors;  // tiles laid besides the limit (18CZ: a large company's red home tile)
  std::string lays_rule;
  TurnLimit stations;   // stations besides the home station
  TurnLimit trains;     // trains bought
  TurnLimit trade_ins;  // trains traded in
  TurnLimit runs;       // runs of the company's trains (one a turn)
  std::string one_kind_rule;  // one kind of move a turn (18Lilliput: an action card)
  std::string one_train_per_type_rule;  // the line behind one_train_per_type_per_turn
  std::string bank_order_rule;          // the next train on sale once the one before is sold out
  std::string run_rule;  // the run may not be skipped: a company with trains runs them before its turn ends
  std::string export_rule;  // the deck's top train leaves the bank (1824's export, 18Lilliput's Bureaucracy)
  // The order companies operate in a round (rules turn operating_order):
  // the types in `operating_first` first, type by type, each in the game
  // data's order of its companies (1824: coal, then pre-state railways);
  // then, where `operating_by_price`, the rest by share price, highest
  // first, the rightmost cell first on a tie, then the file's order. Without
  // the key: the file's order.
  std::vector<std::string> operating_first;
  bool operating_by_price = false;
  std::string operating_order_rule;
};

// A private company (game.yaml `privates:`): the bank sells it at `price`
// (to a player, at the start); a company may later buy it from its owner;
// it pays its owner `income` at the start of each operating round, until it
// closes.
struct GamePrivate {
  std::string name;   // its symbol ("S1")
  std::string title;
  int price = 0;
  int income = 0;
  std::vector<std::string> bought_by;  // the company types that may buy it (empty: any)
  std::string closes_on;               // the phase that closes it ("": none)
  int hex_bonus_amount = 0;            // (1836jr56 RdP: its marker's bonus)
  // the phase its marker leaves in: where the game names a site reading
  // marker_leaves (1836jr56's RdP), only in a file that reads it; else always (1846)
  std::string marker_leaves_on;
  std::vector<std::string> marker_hexes;  // the hexes its marker may go on (empty: any city or town)
  std::map<std::string, int> marker_amounts;  // its bonus by hex, where they differ (1846's Steamboat: 40 on B8, G19)
  // marker_moves: its marker is moved rather than placed once (the card is
  // never turned over): while a player holds the private, onto any
  // company's routes; once a company holds it, onto its own (1846's SC).
  bool marker_moves = false;
  // marker_leaves_with_player: closing while a player holds it, its marker
  // leaves too (a company's stays until marker_leaves_on: 1846's SC).
  bool marker_leaves_with_player = false;
  std::string shares_company;          // comes_with: its buyer gets `shares_percent` of this company's IPO
  int shares_percent = 0;
  std::string closes_on_train;         // the company whose train purchase closes it ("": none)
  // blocks: no tile is laid on these hexes while a player holds it, until it
  // closes (1830's SV G15, CS B20, ...); `blocks_rule` the line that says so.
  std::vector<std::string> blocks;
  std::string blocks_rule;
  // most_stops_bonus: held by a company, its route that visits the most
  // stops earns this much more for each of them (1846's Mail Contract): the
  // company's most-stops bonus (position.h MostStopsBonus) without the
  // position saying it. 0: none.
  int most_stops_bonus = 0;
  // lays: its owning company lays one of `tiles` on one of `hexes` by its
  // ability, once in the game (the file's privates_used then holds it):
  // `extra` besides the turn's lay (1830's CS on B20) or as it (DH on F16);
  // `connected: false` where the hex need not join the company's track;
  // `station`: the company then places a station on the tile laid there,
  // free and unjoined, as its station of the turn (DH). The terrain is paid.
  // `count` lays before the card is turned over; `together`: all of them in
  // one move (one apply), each after the first joining one laid before it
  // (1846's MC, O&I and LM, 18Chesapeake's C-P and B&S); `all`: fewer than
  // `count` is refused (C-P, B&S); `unjoined`: only while no track joins
  // the hexes (LM's Cincinnati and Dayton); `on_purchase`: only in the move
  // that buys the private (1889's ER); `discount` off each lay's cost;
  // `by_player`: its owning player lays, as a move of the game, never a
  // company (1889's MF), paying any cost from the player's cash.
  struct Lay {
    std::vector<std::string> hexes, tiles;
    bool extra = false;
    bool connected = true;
    bool station = false;
    bool free = false;  // the lay costs nothing: no terrain, side or least cost (1846's LSL)
    int count = 1;
    bool together = false;
    bool all = false;
    bool unjoined = false;
    bool on_purchase = false;
    bool by_player = false;
    int discount = 0;
    std::string rule;
  };
  std::optional<Lay> lays;
  // token: its owning company places a station on city `stop` of `hex`,
  // free and unjoined to its track, once (the card then turned over);
  // `reserved`: no other station goes there while a player holds the
  // private; `extra`: besides the turn's station (1846's C&WI, Chicago D6 c3).
  struct Token {
    std::string hex, stop;
    bool reserved = false;
    bool extra = false;
    std::string rule;
  };
  std::optional<Token> token;
  // terrain_discount: its owning company pays `amount` less of the terrain
  // on a hex whose printed `terrain` is exactly `terrain` (1889's SMR: 80
  // off a mountain, not a mountain with a river). 0: none.
  std::string discount_terrain;
  int discount_amount = 0;
  std::string discount_rule;
  // A private that is a company's charter (1824's coal and pre-state
  // railways): bought, `company` starts, the buyer holding all of it and its
  // treasury the price paid; at one of `prices` where the buyer chooses; it
  // buys `train` from the bank at once; the price's half is `pars`'s par
  // price; `reserves` holds back shares of other companies for the buyer's
  // later exchange (percent by company). None of it is kept as a private.
  std::string company;
  std::vector<int> prices;
  std::string train;
  std::string pars;
  std::map<std::string, int> reserves;
  // Its owner may exchange it for one share of a company of one of these
  // types (1824's mountain railways), from phase `exchange_from`.
  std::vector<std::string> exchange_types;
  std::string exchange_from;
  std::string rule;  // the rulebook lines of the above
  int line = 0;
};

// What a private company owned by a company may do once in that company's
// operating turn, its card then turned over (game.yaml `private_ability:`,
// the same for every private of the game): lay one more tile, one of
// `tiles` (tiles laid no other way), or lay a tile with no terrain cost.
struct PrivateAbility {
  std::vector<std::string> tiles;  // the extra tile laid by the ability
  // Tiles some privates lay besides (18CZ: a medium or large local's brown, a large one's gray).
  struct More {
    std::vector<std::string> privates, tiles;
  };
  std::vector<More> more_tiles;
  // The tiles private `name`'s ability lays.
  std::vector<std::string> TilesOf(const std::string& name) const {
    std::vector<std::string> out = tiles;
    for (const More& m : more_tiles)
      for (const auto& p : m.privates)
        if (p == name) out.insert(out.end(), m.tiles.begin(), m.tiles.end());
    return out;
  }
  bool free_terrain = false;       // or: a lay of the turn's, its terrain not paid
  std::string rule;                // the rulebook line
  int line = 0;
};

// The railways drawn at the start to work otherwise (game.yaml `draw:`; 1824
// X.3): one of each list, which take `type` as their charters are bought and
// all close on the first train of the last one's closes_on; the company the
// first one merges into becomes `bond_type`, priced at `bond_cell` with all
// its shares in the pool; the one the last merges into gets `pays` as they
// close.
struct DrawRules {
  std::vector<std::vector<std::string>> from;
  std::string type;
  std::string bond_type;
  std::pair<int, int> bond_cell{0, 0};
  std::string bond_station_hex, bond_station_color;  // a tile of this colour laid there: a bond station placed
  int pays = 0;
  std::string rule;
  int line = 0;
};

// The stock round and the order of rounds (game.yaml `stock:`), each rule
// with its rulebook line in the data's comments.
struct StockRules {
  std::map<int, int> start_cash;              // each player's money at the start, by number of players
  std::map<std::string, int> float_percent;   // by company type ("" every type): sold to float
  std::map<std::string, int> shares;          // shares of a company by type ("" every type); a share is 100/shares %
  std::string capital = "full";               // "full": shares x par to the treasury when it floats;
                                              // "incremental": the price of each share sold from its IPO;
                                              // "escrow": as incremental for the IPO's first escrow_percent,
                                              // the rest held by the bank until the company's destination
  std::vector<std::pair<std::string, std::string>> capital_from;  // (phase, capital): a company's capital by the
                                              // phase it is parred in, from that phase on (empty: `capital`)
  int escrow_percent = 0;                     // escrow: the IPO's first percent paid to the treasury
  int float_train_percent = 0;                // floats with this percent per stop of the train on sale, if
                                              // less than float_percent (0: float_percent alone)
  std::string ipo_price = "market";           // a share from the IPO costs the share price, or "par"
  std::string sell_move = "per_share";        // a sale moves the price down once "per_share" or once "per_sale"
  bool sold_out_up = false;                   // at a stock round's end a company the players hold whole moves up
  std::vector<int> operating_rounds;          // operating rounds after each stock round (18CZ), else by phase
  std::string export_at;                      // the bank's next train exported at each "set_end" or "round_end"
  std::vector<int> private_values;            // a private's value in each operating round (18CZ), for its sale
  std::string first_round = "start";          // the game's first round: "start" (privates sold, then stock
                                              // round 1), or "stock" (stock round 1 sells them: 1824)
  std::string sold_to = "pool";               // shares sold go to the "pool", or back to the "ipo" (1824)
  bool pool_pays = false;                     // shares in the pool pay the company (full capitalization)
  std::string home_station = "float";         // a company floated in a stock round places its home station as it
                                              //   floats, or as its "first_turn" begins (18CZ)
  std::string home_station_rule;              // the rulebook line of home_station
  std::map<std::string, int> site_operating_rounds;  // the operating rounds after a stock round by phase, as
                                                     //   18xx.games plays them (a position's readings: operating_rounds)
  std::string private_sale = "price";         // the privates' sale at the start: each bought at its "price", or
                                              // an "auction": the cheapest bought, bids on the others (1836jr)
  std::string rule;                           // the rulebook lines of the above
  int line = 0;
};

// What a president may add to a train the company must buy (game.yaml
// `rules: president_pays`; docs/format-extensions.md), each limit with its
// rulebook line. Empty `rule`: the game's data gives none, and the
// president adds nothing.
struct PresidentPays {
  std::string rule;         // who and when: a company with no train, no more than it lacks
  bool from_others = false; // also a train bought from another company ...
  bool face_price = false;  // ... at no more than its printed price
  std::string from_rule;    // the line saying where the train comes from
  bool cheapest = false;    // only the cheapest train the bank sells now
  std::string train_rule;   // the line saying which train
  std::string short_kind;   // the president short of cash: "loan" (the bank lends the rest),
                            //   "sell_shares" (sells shares first), "none" (no more)
  int interest = 0;         // loan: percent of the loan added to the debt at once (rounded up)
  int penalty = 0;          // loan: percent of the loan charged at the game's end
  std::string short_rule;   // the line saying what a president short of cash does
};

// Trains sold between companies (game.yaml `rules: train_trade`): from which
// phase, the line saying a price is at least 1, and where the printed price
// is the price. Without the key: from the first phase, at any price of 1 or more.
struct TrainTrade {
  int from_phase = 1;                   // the phase, counted from 1 in `phases:`, from which companies trade trains
  std::string from_phase_rule;          // its line
  std::string least_rule;               // the line saying the price is at least 1
  std::string face_between_presidents;  // the line: companies of different presidents trade at the printed price
  std::vector<std::string> face_from;   // sellers whose trains cost their printed price
  std::string face_from_rule;           // its line
};

// A company's loans from the bank (game.yaml `rules: loans`; 1836jr56): what
// one brings, in which phases and how often a company borrows, and the lines
// that say so. amount 0: the game has no loans.
struct LoanRules {
  int amount = 0;                   // what a loan brings, and what repaying one costs
  int after_interest = 0;           // what a loan taken after the interest was paid brings
  int last_phase = 0;               // the last phase, counted from 1 in `phases:`, in which a company borrows
  std::string phase_rule;           // the line saying in which phases
  std::string once_rule;            // the line saying once an operating round
  std::string limit_rule;           // the line: no more loans than shares in the players' hands
  std::string after_interest_rule;  // the line saying what a loan after the interest brings
};

// A company's takeover of a smaller one in its operating turn (game.yaml
// `takeover:`; 18CZ VIII.9): which company types may take over which, the
// price a share in percent of the smaller company's share price, and what a
// station marker of the smaller company's charter (or one sent back to a
// charter) costs the buyer to place.
struct TakeoverRules {
  std::map<std::string, std::vector<std::string>> targets;  // buyer's type -> the types it may take over
  int least = 0, most = 0;  // the price a share: percent of the share price, both included
  int marker_cost = 0;      // a marker taken over, or sent back to the charter
  std::string rule;         // the rulebook lines
  int line = 0;
};

struct Game {
  std::string name;
  std::string variant;
  std::string title;
  std::string dir;
  Layout layout = Layout::kPointy;
  std::optional<Axes> axes;
  std::vector<Phase> phases;
  std::vector<Train> trains;
  std::map<std::string, GameCompany> companies;
  std::map<std::string, CompanyType> company_types;
  std::map<std::string, TrainOffer> offers;  // by train name
  // Rules the data says once for the whole game (rules:).
  bool one_train_per_type_per_turn = false;  // 1836jr: one of each type per round
  TurnRules turn;                            // a company's operating turn (rules: turn:)
  std::string towns_upgrade_from;            // 1836jr: from this phase a town may become a city or plain track
  std::vector<std::string> blocking_tokens;  // token names that belong to no company (1824: a closed mine's)
  bool checkerboard = false;  // 18Lilliput: city cards and other cards alternate (set-up cards aside)
  // Trains over a company's limit after a phase change leave the game
  // (1824) or go to the bank's pool, on sale again (the others), as
  // `rules: excess_trains` says with its rulebook line.
  bool excess_trains_removed = false;
  bool excess_trains_pooled = false;
  std::string excess_trains_rule;
  std::string discard_rule;  // a train is given up only over the limit (rules: discard)
  // A train a phase turns obsolete in place (a phase's `obsolete` names it
  // and it has no obsolete face, `obsolete_as`) runs and pays as before;
  // `rules: obsolete_trains` says what it may no longer do (1846, as
  // 18xx.games plays it): count against the train limit, be sold to
  // another company. Both by default, as the rule is absent.
  // A company buys a private from its owner (rules: private_purchase): in
  // phases `from` to `until` ("": from the first, to the last), for
  // `min_percent` to `max_percent` of its face price (rounded down; 0 and 0:
  // any price), but never less than `least`.
  struct PrivatePurchase {
    std::string from, until;
    int min_percent = 0, max_percent = 0;
    int least = 0;
    std::string rule;
  };
  std::optional<PrivatePurchase> private_purchase;
  bool obsolete_count_for_limit = true;
  bool obsolete_sold_between_companies = true;
  std::string obsolete_rule;
  std::string printed_upgrade_rule;  // the first tile on a printed hex with track is an upgrade, free (rules: printed_upgrade)
  // Every tile laid or upgraded costs at least this much, the terrain
  // included where it is paid (rules: tile_cost {least, rule}: 1846's 20).
  int lay_cost_least = 0;
  std::string lay_cost_rule;
  // The bank's pool of trains (rules: pool): the line that puts its trains
  // on sale again ("": the game keeps no pool), and whether it sets a
  // condition the file cannot show (18Lilliput: a company just founded or
  // one that kept its income), said with each purchase.
  std::string pool_rule;
  bool pool_unchecked = false;
  PresidentPays president_pays;  // rules: president_pays
  TrainTrade train_trade;        // rules: train_trade
  LoanRules loans;               // rules: loans
  // The rulebook line of each rule the code cites by name (rules: lines):
  // the rule is the code's, the line the game's. Line(name) gives it.
  std::map<std::string, std::string> lines;
  std::string Line(const std::string& name) const;
  // Line(name) and ": " where the game gives the line; nothing where it
  // gives none (a rule every game plays, cited where its rulebook is held).
  std::string LineBefore(const std::string& name) const;
  std::vector<TrainCard> train_cards;
  std::optional<StartCard> start;
  std::map<std::string, GamePrivate> privates;  // private companies (privates:)
  std::optional<PrivateAbility> private_ability;  // what a private owned by a company does (private_ability:)
  std::optional<StockRules> stock;              // the stock round and the rounds' order (stock:)
  std::optional<TakeoverRules> takeover;        // a company's takeover of a smaller one (takeover:)
  std::string record_title;                     // the title 18xx.games records the game under (import)
  // What of the game's play xxroute does not follow (not_modelled:): said by
  // `new` as it writes a file and by `show`, so no one takes the file's
  // turn for the whole game's.
  std::string not_modelled;
  std::optional<DrawRules> draw;                // railways drawn at the start to work otherwise (draw:)
  // A company floated in a stock round places its home station as its
  // first operating turn begins (stock: home_station: first_turn).
  bool HomeAtFirstTurn() const { return stock && stock->home_station == "first_turn"; }
  // Where 18xx.games reads a rule otherwise than the rulebook (site_readings:):
  // each reading's name with the rulebook line it departs from; import
  // writes the names into the position's `readings`.
  std::vector<std::pair<std::string, std::string>> site_readings;
  std::string ReadingRule(const std::string& name) const;  // the rule a site reading departs from (its name where none)
  std::string file;  // game.yaml
  std::optional<HomeBonus> home_bonus;
  std::vector<RouteBonus> route_bonuses;
  std::vector<std::string> variants;
  std::string map_file;
  std::string tiles_file;

  const Phase* FindPhase(const std::string& name) const;
  int PhaseIndex(const std::string& name) const;  // -1 when unknown
  // Whether `train` is obsolete in place in the phase of index `phase`: a
  // phase up to it turns it obsolete and it has no obsolete face.
  bool ObsoleteInPlace(int phase, const std::string& train) const;
  const TrainOffer* FindOffer(const std::string& name) const;
  const CompanyType* FindCompanyType(const std::string& type) const;
  const GamePrivate* FindPrivate(const std::string& name) const;  // null when the game has no such private
  const Train* FindTrain(const std::string& name) const;

  // The printed map and the tile manifest, read on first use.
  const std::vector<HexSpec>& MapHexes() const;
  const HexSpec* FindMapHex(const std::string& coord) const;  // null when the map does not print it
  const std::map<std::string, TileDef>& Tiles() const;
  // The stock market (market.yaml), read on first use; InputError when the
  // game has none.
  const Market& market() const;

 private:
  // Each part read once (an InputError leaves it to be read at the next asking).
  mutable std::once_flag map_once_, tiles_once_, market_once_;
  mutable std::vector<HexSpec> map_;
  mutable std::map<std::string, size_t, std::less<>> map_index_;  // map_'s hexes by coordinate
  mutable std::map<std::string, TileDef> tiles_;
  mutable std::optional<Market> market_;
};

// Every rule the game's data cites, with the key that holds it ("rules
// turn runs", "market minor_split rule", ...): the operating turn, the trains
// given up and the pool, the president's money, floating, par prices and
// forced splits (the market read where the game has one). Each names its
// own game's rulebook file and line (tests/data/game_test.cpp holds them to it).
std::vector<std::pair<std::string, std::string>> RuleCitations(const Game& g);

// A game's name or title with its variant, as every heading and message
// writes it: "18CZ (Bohemia)", or the name alone without a variant.
std::string WithVariant(const std::string& name, const std::string& variant);
// The game's title with its variant.
inline std::string TitleWithVariant(const Game& g) { return WithVariant(g.title, g.variant); }

// The folder holding the games: $XXROUTE_MAPS; else the folder SetMapsDir
// named; else share/xxroute/maps of the prefix the program is installed in
// (../share/xxroute/maps from the folder of /proc/self/exe); else the source
// tree's maps/ (the program in its build tree). In maps_dir.cpp.
std::string MapsDir();
// For a host that knows where its game data is installed (the Python module,
// a program using the library); call it before any game is loaded.
void SetMapsDir(const std::string& dir);
// Names of the games in MapsDir(), sorted.
std::vector<std::string> ListGames();
// Whether the text of maps/<name>/game.yaml holds `text` anywhere: a quick
// filter before a game is read in full (`import` looks for the game whose
// record_title is a record's title without reading every game).
bool GameFileMentions(const std::string& name, const std::string& text);
// Reads maps/<name>/game.yaml (the name in any case, with `variant` applied);
// InputError if the game or variant is unknown, or the file is malformed.
// `file`/`line` name the position that asked, for the error. Each call reads
// the game again: a session asks its GameCache (xxroute/game_cache.h), which
// reads each game once.
std::shared_ptr<const Game> ReadGame(const std::string& name, const std::string& variant,
                                     const std::string& file = "", int line = 0);

}  // namespace xxroute
