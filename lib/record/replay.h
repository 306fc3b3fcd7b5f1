// Replay: the state of an import as it plays a record, action by action:
// the position file in memory, the round and turn under way, and what the
// record names that the file does not (which tile of the record lies on
// which hex, which certificates left the IPO, which company owns which of
// the record's trains).
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "xxroute/game.h"
#include "xxroute/game_cache.h"
#include "xxroute/import.h"
#include "xxroute/moves.h"
#include "xxroute/position.h"
#include "xxroute/record.h"

namespace xxroute {

class Replay {
 public:
  Replay(const GameRecord& record, std::shared_ptr<GameCache> games, const std::string& file);
  // Plays one action; InputError naming the record, the action and the rule.
  void Play(const RecordAction& action);
  Imported Result() const { return result_; }

  // What the actions (record_actions.cpp) ask of the replay.
  const Game& game() const { return *game_; }
  const Position& position() const { return pos_; }
  const RecordAction& action() const { return *action_; }
  // The moves made on the file (MakeMoves, the table of moves' options).
  void Make(const MoveArgs& args);
  // The round under way made a stock round, or an operating round in which
  // `company` starts its turn (rounds ended as the record moved on).
  void InStockRound();
  void InTurnOf(const std::string& company);
  // The company whose turn it is ("" in a stock round).
  const std::string& turn_company() const { return turn_company_; }
  // A turn that reaches its trains step without a run withholds nothing
  // (its share price moves as a withhold does).
  void RunIfNotRun();
  // The run recorded (run_routes) with its mine subsidy, paid by the next
  // dividend, or at once where the company splits its income by rule.
  void Ran(int revenue, int subsidy, const std::string& routes, const std::vector<std::string>& trains);
  void Paid(const std::string& kind);
  // A move where the import followed the site's reading of a rule.
  void Reading(const std::string& what) { result_.readings.push_back({action_->id, what}); }

  std::map<std::string, std::string> tile_hex;      // the record's tile ("57-0") -> the hex it was laid on
  std::set<std::string> left_ipo;                   // certificates ("MW_1") that left the IPO
  std::map<std::string, std::string> train_owner;   // the record's train ("3c-1") -> the company that owns it
  std::map<std::string, std::string> train_face;    // the record's train -> the train as the file names it

 private:
  void EndRound();
  void FinishTurn();
  // Whether the company in its turn splits its income by rule (no dividend
  // action follows its run: 1824's coal and pre-state railways).
  bool SplitsByRule() const;
  std::string RoundText() const;

  const GameRecord& record_;
  std::shared_ptr<GameCache> games_;
  std::shared_ptr<const Game> game_;
  std::string file_;
  std::string text_;
  Position pos_;
  const RecordAction* action_ = nullptr;
  std::string turn_company_;
  bool ran_ = false;
  std::set<std::string> operated_;  // companies that have had their turn in the operating round under way
  int revenue_ = 0;                 // the run recorded, not yet paid
  int subsidy_ = 0;                 // its mine subsidy
  std::string routes_;
  Imported result_;
};

// Plays one action of the record on the replay by its type (record_actions.cpp).
void PlayAction(Replay& r, const RecordAction& a);

}  // namespace xxroute
