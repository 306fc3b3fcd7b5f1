// Edit: one change to a position as the command line or a scenario file
// writes it (trains, a tile lay, a station, another company's token, a
// phase), and named sets of them (Change).
#pragma once

#include <string>
#include <vector>

namespace xxroute {

struct Edit {
  // kTrains, kAddTrain, kRemoveTrain: the company's trains as if it had them;
  // kBuy: a train bought from the bank by the rules; kExport: an 18CZ card
  // exported at the end of a set of operating rounds. kRun: the turn's run
  // and its payout written (treasury, share price, interest); kTakeLoan,
  // kRepayLoan: loans (1836jr56); kBuyFrom: a train bought from another
  // company at a price agreed; kShares, kPar: stock-round facts of a company;
  // kReturn: an obsolete train given back to the bank by choice (18Lilliput);
  // kEndTurn: the company's operating turn ends (xxroute/turn.h); kExchange:
  // a company closed into the one it merges into (1824), or all that merge
  // into it; kDiscard: a train over the limit given up (to the bank or out of the game);
  // kTakeOver: a smaller company taken over at a price a share (18CZ VIII.9);
  // kTurnTrain: a train just taken over turned to a larger face of its card;
  // kScrap: a train just taken over scrapped (it leaves the game).
  // The game's moves, no company's operating turn (game_moves.h): kBuyShares,
  // kSellShares: a player's shares bought or sold in a stock round;
  // kBuyPrivate: a private company bought (from the bank, or by a company
  // from its owner); kSellPrivate: a company's private sold to the bank;
  // kEndRound: the round under way ends, and the next begins. kMarker: a
  // private's marker placed on a hex by the company that owns it. kBorrow:
  // a train borrowed for the turn by a national without one. kBankrupt:
  // the company's president cannot pay for its train; the game ends.
  // kExchangePrivate: a player's private exchanged for a share of a company
  // (1824's mountain railways). kDraw: the railways drawn at the start to
  // work otherwise (game.yaml draw:; 1824 X.3).
  enum Kind {
    kTrains, kAddTrain, kRemoveTrain, kLay, kToken, kBlock, kPhase, kBuy, kExport,
    kRun, kTakeLoan, kRepayLoan, kBuyFrom, kShares, kPar, kReturn, kEndTurn, kExchange, kDiscard,
    kTakeOver, kTurnTrain, kScrap, kBuyShares, kSellShares, kBuyPrivate, kSellPrivate, kEndRound, kMarker, kBorrow, kBankrupt,
    kExchangePrivate, kDraw
  } kind = kTrains;
  std::vector<std::string> trains;  // kTrains: the company's trains, replaced
  std::string train;                // kAddTrain, kRemoveTrain, kBuy, kReturn, kDiscard, kTurnTrain, kScrap, kBorrow; kExport: the card
  std::string face;                 // kTurnTrain: the face its card is turned to
  std::string trade_in;             // kBuy: the train given in part payment
  std::string hex;                  // kLay, kToken, kBlock, kMarker
  std::string tile;                 // kLay
  int rotation = -1;                // kLay; -1: not written (the one legal rotation, if only one)
  std::string ability;              // kLay, kToken: the private whose ability lays it or places it ("PRIVATE:HEX=TILE@ROTATION", "PRIVATE:HEX"; "" none)
  std::string stop;                 // kToken, kBlock: the stop id ("" = the hex's only city)
  std::string company;              // kExchangePrivate: the private; kBlock: whose token; kExchange: who merges; kDiscard: whose ("" the mover's); kBuyFrom: the seller; kShares, kPar, kBuyShares, kSellShares: whose; kBuyPrivate, kSellPrivate, kMarker: the private; kTakeOver: the company taken over
  std::string payout;               // kRun: payout, withhold or half
  std::string routes;               // kRun: the routes run, in route notation ("" = the best)
  int amount = -1;                  // kRun: the income declared (-1: none); kTakeLoan, kRepayLoan: how
                                    //   many; kBuyFrom: the price; kShares: the percent; kPar: the price;
                                    //   kBuyShares, kSellShares: the percent; kBuyPrivate, kSellPrivate: the price;
                                    //   kTakeOver: the price a share
  std::string holder;               // kShares: who holds them; kBuyShares, kSellShares: the player; kBuyPrivate: the buyer
  std::string from;                 // kBuyShares: "ipo", "pool", or "" (the IPO while it has them)
  std::string share_of;             // kExchangePrivate: the company whose share the private is exchanged for
  bool after_run = false;           // kTakeLoan: taken after this turn's interest was paid
  bool recorded = false;            // kRun: the income declared is a game record's, taken even above the best
  int president_pays = -1;          // kBuy, kBuyFrom: what the president adds (-1: nothing; apply --president-pays)
  int subsidy = -1;                 // kRun: the mine subsidy declared with the income (-1: none)
  std::string phase;                // kPhase
  std::vector<std::string> companies;  // kExchange: those that form `company` (1836jr CGR), as the players say;
                                       //   kDraw: the railways drawn
  std::vector<std::string> keep;       // kExchange: the hexes whose stations the formed company keeps
  std::vector<std::string> back;       // kTakeOver: the stations (HEX.STOP) sent back to the charter where both
                                       //   companies have one in a hex, in different cities
  bool floating = false;            // kToken: the home station placed as the company floats (no operating turn)
  std::string source;               // where it was written: the option, or FILE:LINE of a scenario
  std::string Text() const;         // as written on the command line
};

struct Position;
// Refuses `e`: InputError naming where it was written (its source, else the
// position's file) and the move with `why`.
[[noreturn]] void RefuseEdit(const Edit& e, const Position& pos, const std::string& why);

// Parses the command line's forms: trains "5,4+4"; lay "E12=57@2" or
// "E12=57" (the rotation left to the rules); token
// "E12" or "E12.c1"; block "E12.c1=BN"; phase "5"; buy "6" or "6:5" (a 6,
// trading in a 5); export "h". `option` names it in errors and is kept as
// the edit's source. The turn's money: run "payout", "withhold" or "half";
// loans "2" or "" (one); buy from "SD:3:120"; shares "Anna: BN 30"; par "BN=100";
// exchange "EPP" or "MESS=B,GCL"; discard "2" or "BK:2" (another company's);
// buy shares "Anna: BN 20" or "Anna: BN 20 pool"; sell shares "Anna: BN 20";
// buy a private "Anna: S1 25" (a buyer, the private, the price); sell a
// private "S1 60"; end the round: no value; take over "BCB:97" (a company,
// its price a share) or "BCB:97:E12.c0" (the station sent back where both
// have one in a hex; several separated by commas); turn a train "2:2+2";
// scrap a train "2"; a marker "RdP:H6"; a private exchanged for a share
// "B5=MS".
Edit ParseEdit(Edit::Kind kind, const std::string& text, const std::string& option);

struct Change {
  std::string name;  // as shown in the table
  std::vector<Edit> edits;
};

// Reads named change sets: `scenarios: [{name: N, trains: ..., lay: [..],
// buy: .., export: .., ...}]`.
std::vector<Change> LoadScenarios(const std::string& file);

}  // namespace xxroute
