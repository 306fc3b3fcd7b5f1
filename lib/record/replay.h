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
  // `upto`: the first action not played (0: none; TakeFollowing stops there).
  Replay(const GameRecord& record, std::shared_ptr<GameCache> games, const std::string& file, int upto = 0);
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
  // The actions of `type` that follow the one under way, one after another
  // (passes between them skipped; none where the next is of another type),
  // each then played with it: Play passes over them.
  std::vector<const RecordAction*> TakeFollowing(const std::string& type);
  // A move where the import followed the site's reading of a rule; the
  // rulebook line a reading departs from (game.yaml site_readings).
  void Reading(const std::string& what) { result_.readings.push_back({action_->id, what}); }
  // A loan taken between the run and its payout: the site pays the run's
  // interest first, so it is made once the payout is (003 line 224: 90).
  void LoanAfterPayout() { loan_after_payout_ = true; }
  bool RunPending() const { return pending_; }
  // Whether this sale of shares is the president's, in the turn of his
  // company, to raise the price of the train it must buy: the record's next
  // action but sales is that company's purchase or bankruptcy.
  bool EmergencySale() const;

  std::map<std::string, std::string> tile_hex;      // the record's tile ("57-0") -> the hex it was laid on
  std::set<std::string> left_ipo;                   // certificates ("MW_1") that left the IPO
  std::map<std::string, std::string> train_owner;   // the record's train ("3c-1") -> the company that owns it
  std::map<std::string, std::string> train_face;    // the record's train -> the train as the file names it
  std::set<std::string> taken;                      // the record's trains taken over in the turn under way
  std::vector<std::string> joining;                 // the companies that join the national forming (merge)
  std::map<std::string, std::map<std::string, int>> bids;  // the privates' sale: private -> bidder -> bid
  std::string auctioned;                            // the private auctioned among its bidders ("" none)

 private:
  void EndRound();
  void FinishTurn();
  void PlaceHomeIfDue();
  // Whether the company in its turn splits its income by rule (no dividend
  // action follows its run: 1824's coal and pre-state railways).
  bool SplitsByRule() const;
  std::string RoundText() const;

  const GameRecord& record_;
  std::shared_ptr<GameCache> games_;
  std::shared_ptr<const Game> game_;
  std::string file_;
  int upto_ = 0;
  std::string text_;
  Position pos_;
  std::unique_ptr<LoadedPosition> session_;  // pos_ loaded (its board), as the last Make left it
  const RecordAction* action_ = nullptr;
  std::string turn_company_;
  bool ran_ = false;
  std::set<std::string> operated_;  // companies that have had their turn in the operating round under way
  int revenue_ = 0;                 // the run recorded, not yet paid
  std::set<int> played_ahead_;      // actions already played with one before them (TakeFollowing)
  bool pending_ = false;            // a run recorded and not yet paid
  bool loan_after_payout_ = false;  // a loan to take once the run is paid
  int subsidy_ = 0;                 // its mine subsidy
  std::string routes_;
  Imported result_;
};

// Plays one action of the record on the replay by its type (record_actions.cpp).
void PlayAction(Replay& r, const RecordAction& a);
// The privates' sale (auction.cpp): a bid, and a pass in an auction among
// bidders (false: no auction under way, the pass is not the sale's).
void PlayBid(Replay& r, const RecordAction& a);
bool PlayAuctionPass(Replay& r, const RecordAction& a);

}  // namespace xxroute
