// A company's takeover of a smaller one (game.yaml `takeover:`; 18CZ
// VIII.9, 000 lines 991-1029), each rule with its rulebook line: who may
// take over whom and at what price, who is paid; which stations go back to a
// charter and what the markers then cost; a train taken over turned to a
// larger face of its card, or scrapped.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/game.h"
#include "xxroute/position.h"
#include "xxroute/rules.h"

namespace xxroute {

// A takeover asked: may it be made, and who is paid what.
struct TakeoverDeal {
  bool ok = false;
  std::string why;                                // the rule broken
  std::vector<std::pair<std::string, int>> paid;  // each player holding shares, and what the buyer pays them
  int cost = 0;                                   // all of it, from the buyer's treasury
  std::string note;                               // what the file does not say (no treasury, no shares)
};

// Company `buyer` of `pos` takes over `target` at `price` a share (18CZ
// VIII.9): a company of a type the buyer's type takes over (a smaller one,
// 000 line 991), floated and open; a price a share from `least` to `most`
// percent of its share price, both included (lines 1000-1001); each player
// paid the price for each share, the president's certificate two shares
// (line 261), shares in the bank nothing (line 998); all of it from the
// buyer's treasury alone, the smaller company's not counted (lines
// 1004-1006).
TakeoverDeal CheckTakeOver(const Game& g, const Position& pos, const std::string& buyer, const std::string& target,
                           int price);

// The stations that go back to a charter as `buyer` of `board` takes over
// `target` (000 lines 1011-1014: where both have a station in a hex, one is
// taken off): in a city where both have one, the buyer's own; where they
// stand in different cities of a hex, the one the players name in `named`
// ("HEX.STOP"), which must then name one.
struct StationsBack {
  bool ok = false;
  std::string why;
  std::vector<std::pair<std::string, std::string>> stations;  // HEX.STOP, and whose station goes back
};
StationsBack StationsSentBack(const Board& board, const std::string& buyer, const std::string& target,
                              const std::vector<std::string>& named);

// The cost of each station marker `buyer` of `board` has yet to place once
// it has taken over `target` and `sent_back` of the stations have gone back
// to its charter: its own markers as they were, then each of the target's
// markers not placed and each station sent back at the takeover's marker
// cost (000 lines 1008-1010, 1013), cheapest first. With `reading`
// "18xx.games" (the position's takeover_reading) every one of them costs
// the marker cost, as 18xx.games prices them: `site` then says what that
// changed ("" where nothing).
std::vector<int> MarkersAfterTakeOver(const Board& board, const std::string& buyer, const std::string& target,
                                      int sent_back, const std::string& reading, std::string* site);

// Why `company` of `pos` may not turn or scrap `train` now: only a train it
// took over in this turn (000 lines 1017, 1019, 1023: trains are scrapped
// and turned only at a takeover). "" where it may, or where the position
// follows no turn (then `unknown` is set: whether it was taken over is not
// known).
std::string TakenOverRefusal(const Game& g, const Position& pos, const std::string& company, const std::string& train,
                             bool* unknown);

// `company` of `board` turns the card of its `train` to its `face`: a card
// that carries both, `face` a larger train (one of a company type that may
// own `train`, the smaller type not `face`), one `company` may own and not
// rusted; the price is the difference of the two trains' prices, nothing
// where the new one costs no more (000 lines 1019-1021).
Move CheckTurnTrain(const Board& board, const std::string& company, const std::string& train, const std::string& face);

}  // namespace xxroute
