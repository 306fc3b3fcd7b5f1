// Moves: a list of moves made on a position file, as `apply`, the page's
// POST /api/apply and `import` ask for them. One table names every move
// option (the command line's --buy-train is the API's buy_train), one
// function turns the options given into moves, one makes them on the file.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xxroute/edit.h"
#include "xxroute/game_cache.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/run.h"
#include "xxroute/table.h"
#include "xxroute/turn_money.h"

namespace xxroute {

// What a move option takes.
enum class MoveValue {
  kFlag,   // given or not ("--end-turn"; JSON true)
  kOne,    // one value ("--phase 5")
  kList,   // a value each time it is given ("--lay A --lay B"; JSON a string or a list)
  kCount,  // a whole number, 0 or more ("--declared 70")
  kLoans,  // how many loans: given alone for one, or with a number ("--take-loan", "--take-loan 2")
};

// One move option: its name as the API writes it (the command line's long
// option is "--" and the name with '-' for '_'), what it takes, its help.
struct MoveOption {
  std::string name;          // "buy_train"
  MoveValue value = MoveValue::kList;
  std::string help;
  std::string short_name;    // a one-letter option of the command line ("c"), or ""
  bool whatif = false;       // also a what-if change (whatif takes the board's moves and trains, not the money)
  bool comma_list = false;   // its values may be written "A,B" ("cgr_keep")
  std::string group;         // at most one option of a group is given ("payout": pay, withhold, half)
  std::string Flag() const;  // "--buy-train"
};

// Every move option, in the order of an operating turn.
const std::vector<MoveOption>& MoveOptions();
// The option named `name` (the API's spelling), or null.
const MoveOption* FindMoveOption(const std::string& name);

// The options given, as written: each option's name (the API's spelling) and
// its values (a flag: none), in the order given.
using MoveArgs = std::vector<std::pair<std::string, std::vector<std::string>>>;

// A list of moves of one company, as one apply makes them.
struct MoveList {
  MoveEdits edits;      // the company, and the board's moves and trains (whatif's options)
  MoneyRequest money;   // the run and its payout, loans, trains from others, shares, par
  std::vector<Floating> floats;
  // A takeover of a smaller company and the trains it brings (18CZ VIII.9),
  // made after the run and before trains are bought.
  std::vector<std::string> take_over, turn_train, scrap_train;
  bool end_turn = false;
  bool bankrupt = false;  // the company's president cannot pay for its train (kBankrupt)
  // The game's moves, no company's turn: a stock round's shares, privates,
  // the round's end (edit.h: kSellShares, kBuyShares, kBuyPrivate, kSellPrivate, kExchangePrivate, kEndRound).
  std::vector<std::string> sell_shares, buy_shares, buy_private, sell_private, exchange_private;
  std::vector<std::string> marker;  // a private's marker placed by its company (kMarker)
  bool end_round = false;
  std::string draw;  // the railways drawn at the start (1824 X.3)
  // The moves as one change: the game's moves (shares sold before shares
  // bought, privates, the round's end), or a company's in an operating
  // turn's order (RequestedChange, WithMoneyEdits), --end-turn last. InputError naming the option when one
  // is malformed.
  Change AsChange() const;
};

// The moves the options ask for. InputError naming the option (its
// command-line spelling) when it is unknown, given twice where it takes one
// value, malformed, or of a group another option of which is given too.
MoveList MovesFrom(const MoveArgs& args);

// How the moves are made.
struct MakeSettings {
  bool write = true;  // the file rewritten (atomically) once the moves are made
  bool solve = true;  // the company solved after them, where it has trains
  // The solve's audit of the position after the moves: with kError (--strict)
  // a state the rules cannot reach refuses them, and nothing is written.
  WarningPolicy warnings = WarningPolicy::kKeep;
};

// What the moves did.
struct MovesMade {
  TableTurn turn;                // the moves, their prices, the treasury, the file's new text
  std::optional<Solved> solved;  // the company's income after them (null: not solved, or no trains)
};

// Makes `moves` on the position `base` read from `file`, whose text is
// `text` (its game from `games`): the companies floated, then the company's
// moves, each by the rules and paid from its treasury (ApplyAtTable), the
// company solved, the file written. InputError naming the move and the rule
// when one is refused: nothing is then written.
MovesMade MakeMoves(const std::string& file, const std::string& text, Position base,
                    std::shared_ptr<GameCache> games, const MoveList& moves, const MakeSettings& settings = {});
// The same on a session already loaded whose position `text` says (one
// that a MakeMoves before left in MovesMade::turn.loaded: a caller making
// many calls in a row, as `import` does, builds the board once a call).
MovesMade MakeMoves(const std::string& file, const std::string& text, std::unique_ptr<LoadedPosition> session,
                    const MoveList& moves, const MakeSettings& settings = {});

}  // namespace xxroute
