// A company's operating turn, kept in the position (`turn:`, each company's
// `turns:`) and checked against its rulebook's order and limits (the game's
// `rules: turn:`); and the bank's stock of trains (`bank_trains:`). Each
// move of ApplyChange passes here, so apply, whatif and the web page obey
// the same turn. A position without these keys is not checked.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/edit.h"
#include "xxroute/game.h"
#include "xxroute/position.h"

namespace xxroute {

// The steps of a turn, as a game's `rules: turn: order` names them.
enum class TurnStep { kNone, kHome, kLay, kStation, kRun, kTakeOver, kBuy };
const char* StepName(TurnStep step);  // "home", "lay", ...

// What one move adds to the turn.
struct TurnMove {
  TurnStep step = TurnStep::kNone;  // kNone: not a move of a turn (a hypothesis, the phase, an export)
  bool upgrade = false;  // a lay on a hex that had track, or a tile of a later colour than yellow
  bool free = false;     // a lay outside the limit (a colour the game's free_colors names)
  std::string train;     // a purchase: the train
  bool trade_in = false;
};

// The move edit `e` is for `company` on `board` (the position before it): a
// token where the company has no station is its home station.
TurnMove TurnMoveOf(const Board& board, const std::string& company, const Edit& e);

// Why the rules of the turn refuse `move` by `company` in `pos` (whose turn
// it is, what it did: pos.turn), with the rulebook line; "" when they allow
// it, or when the position follows no turn. A move of another company than
// the turn's starts that company's turn (StartTurn), so only its own turn counts.
std::string TurnRefusal(const Game& game, const Position& pos, const std::string& company, const TurnMove& move);

// What a page shows of `company`'s turn in the position `board` holds, each
// part asked of its rule (serve turns it into JSON, computing nothing):
struct TurnView {
  // What the turn may still do: each step ("lay", "upgrade", "station",
  // "run", "buy") with "" where one more is allowed, else the rule that
  // refuses it (TurnRefusal, as apply asks it). Empty where the position
  // follows no turn (no `turn:`) or names no game.
  std::vector<std::pair<std::string, std::string>> steps;
  bool half_pay = false;     // it may pay half (MayPayHalf, as the run's payout asks it)
  std::optional<int> limit;  // its train limit in the position's phase (TrainLimitOf); none: no limit
  int owned = 0;             // the trains it owns, counted against the limit
  int over = 0;              // how many of them are over the limit
};
TurnView ViewTurn(const Board& board, const std::string& company);

// A hex where `company` may move now: a tile it may lay, a station it may place.
struct PlayableHex {
  std::string hex;
  bool lay = false, station = false;
};
// Each hex with a legal lay or station of `company` (Rules::Lays,
// Rules::Stations, and by its privates' abilities: AbilityLays,
// AbilityStations) that the turn allows (TurnRefusal of its TurnMoveOf, as
// apply asks it: a yellow tile and an upgrade are different moves), in the
// order of the hexes' coordinates.
std::vector<PlayableHex> PlayableHexes(const Board& board, const Company& company);

// The turn under way handed to `company`: another company's turn ends (its
// `turns` up by one) and `company`'s starts. Nothing where the position
// follows no turn or it is already `company`'s.
void StartTurn(Position& pos, const std::string& company);
// The open companies in the order they operate in a round, by the game's
// rules turn operating_order (18CZ VIII.2; 1824 VII.4; 1836jr 003 line
// 154; 18Lilliput 001 line 496: by share price, highest first; 1824's coal
// and pre-state railways first); the file's order without a game or the key.
// On one cell of the market the file's order stands for the markers' stack.
std::vector<std::string> OperatingOrder(const Game* game, const Position& pos);

// The company a page moves to once the turn under way ends: of the open
// companies that have had the fewest turns (their `turns`), the first in the
// operating order, leaving out the one whose turn is under way (a round ends
// when each has had as many turns; the next one starts from the top). ""
// where the position follows no turn.
std::string NextToOperate(const Game* game, const Position& pos);
// The move written into the turn (once StartTurn made it `company`'s).
void RecordTurnMove(Position& pos, const TurnMove& move);
// Why the turn under way may not end yet: its company has trains (besides
// those bought in it) and has not run them, where the game's turn says the
// run is compulsory (`rules: turn: run`); "" otherwise.
std::string UnfinishedRun(const Game& game, const Position& pos);
// The turn under way ended (--end-turn): its company's `turns` up by one,
// `turn:` left with no company. Why not (with `game`: a run still owed), or "".
std::string EndTurn(Position& pos, const Game* game = nullptr);

// The bank's stock at the start of a game of `players` (0: not said): each
// train (18CZ: card) the game counts, in the game's order, with its count
// for that many players; unlimited ones are not listed.
std::vector<std::pair<std::string, int>> StartingBank(const Game& game, int players);
// Why the bank cannot sell `item` (a train, or an 18CZ card) now, with the
// rule: none left, or one before it in the game's order not sold out. ""
// when it can, or when the position keeps no stock (no bank_trains:).
std::string BankRefusal(const Game& game, const Position& pos, const std::string& item);
// The next train (18CZ: card) the bank sells in its order: the first with
// some left, or unlimited; "" where the position keeps no stock.
std::string NextOnSale(const Game& game, const Position& pos);
// One `item` taken from the bank's stock (where it is counted).
void TakeFromBank(const Game& game, Position& pos, const std::string& item);
// `trains` put into the bank's pool (pool_trains:, written where the file
// keeps none yet), on sale again where the game keeps a pool (rules: pool).
void ToPool(Position& pos, const std::vector<std::string>& trains);

// The keys as the file writes them: `{"2": 4, "3": 7}`; `{company: BN,
// lays: 1, ...}` (`{}` with no turn under way).
std::string BankTrainsFlow(const std::vector<std::pair<std::string, int>>& bank);
std::string TurnFlow(const TurnState& turn);
// `cash: {Anna: 400, Ben: 300}` and `pool_trains: ["3", "4"]` as the file writes them.
std::string CashFlow(const std::vector<std::pair<std::string, int>>& cash);
std::string PoolTrainsFlow(const std::vector<std::string>& pool);
bool SameTurn(const std::optional<TurnState>& a, const std::optional<TurnState>& b);
// The first difference in these keys between two positions (players,
// bank_trains, cash, pool_trains, turn, each company's turns), or "".
std::string TurnDifference(const Position& want, const Position& got);

}  // namespace xxroute
