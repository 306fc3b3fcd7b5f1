// The train facts every train rule reads, each said once: the trains a
// company owns, the phase a train's first purchase starts, the train the
// bank sells in a phase, whether a train has rusted. The purchase rules and
// the position audit ask them.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/game.h"

namespace xxroute {

// The trains `company` owns: those it runs and those it only keeps (18CZ: a
// smaller company's face kept to sell, 000 lines 1069-1070). All count
// toward its train limit.
std::vector<std::string> TrainsOwned(const Company& company);

// The phase the first purchase of `train_or_card` (an 18CZ train card)
// starts, or -1 when it starts none (18CZ VIII.12, 000 line 1102; 1824
// VII.14, 002 line 811).
int PhaseOpenedBy(const Game& g, const std::string& train_or_card);

// The train whose count and place in the bank's order `train` takes: the
// card it is the other face of (a train's face_of: 1846's 3/5 of the 4
// card), else itself.
const std::string& CardOfFace(const Game& g, const std::string& train);

// The train (or 18CZ train card) the bank sells in phase `phase` (an index
// of g.phases): the one whose first purchase started the phase; in the first
// phase, which no purchase starts, the game's first card or train (18CZ
// VIII.12, 000 line 1104; 1824 VII.14, 002 lines 813-815). "" past the last
// phase. The bank's next train is the next phase's.
std::string BankTrain(const Game& g, int phase);

// Whether the bank sells `train` in phase `phase` whatever train is current:
// from its available_on phase on (1824 g trains, 002 lines 768, 818-850;
// 1836jr's 8 and D from phase 6, 003 line 128).
bool SoldEarly(const Game& g, const std::string& train, int phase);

// What buying `bought` (the first of their kind) and entering the phases
// after `from_phase` up to `to_phase` (indices of g.phases) do to the trains
// `owned` (a company's, or the bank's pool): those that rust (`removed`,
// one entry a train: 18CZ VIII.12, 000 lines 1152-1155, by face; 1824
// VII.14; 1836jr 003 lines 112, 126, 137; 18Lilliput 001 lines 281-298 and
// 311-312, the depot's too), and those the phases turn obsolete (train ->
// what it becomes; 18Lilliput: half pay). The one spelling: a company's
// purchase, another's, a phase, an export and the pool all ask it.
void TrainsAfter(const Game& g, const std::vector<std::string>& owned, const std::vector<std::string>& bought,
                 int from_phase, int to_phase, std::vector<std::string>* removed,
                 std::vector<std::pair<std::string, std::string>>* obsolete);

// Whether a train has rusted by phase `phase` (an index of g.phases): it
// rusts when the first of a train its rusts_on names is bought (18CZ
// VIII.12, 000 lines 1152-1155; 1824 VII.14, 002 line 829; 1836jr 003 lines
// 112, 126, 137). kYes: that purchase started this phase or an earlier one.
// kMaybe: the bank sells that train early (available_on) from this phase or
// an earlier one and its first purchase starts no phase (1824's 3g: the 1g
// rusts on the first 3g, whenever it is bought). A train sold early whose
// first purchase starts a later phase (1836jr's 8, sold from phase 6, starts
// phase 8: 003 lines 128-137) has not been bought yet: kNo. With `pos`, a
// position that follows the bank's stock (bank_trains), the maybe is
// settled by it: the bank holding every one of that train, none was bought
// (kNo); holding fewer, one was (kYes).
struct Rust {
  enum State { kNo, kMaybe, kYes } state = kNo;
  std::string by;  // the train whose purchase rusts it (the surest; the first named of equals)
  int at = -1;     // kYes: the phase that purchase started
};
Rust TrainRusted(const Game& g, const std::string& train, int phase, const Position* pos = nullptr);

// A company's train limit in a phase, and the trains it owns against it
// (18CZ VIII.10, 000 lines 1044-1046; 1824 VII.11, 002 lines 766, 775;
// 1836jr 003 lines 102-141, 212; 18Lilliput 001 lines 303-310): every train
// it owns counts (TrainsOwned), run or not. The one place that compares a
// company's trains with its limit: the audit, the purchases (from the bank
// or another company), the trains given up and the page all ask it.
struct TrainLimitCount {
  std::optional<int> limit;  // none: the phase gives its type none
  int owned = 0;
  // How many trains over the limit the company is with `more` trains more
  // (a purchase: 1; a purchase with a trade-in: 0); 0 within the limit or
  // without one.
  int Over(int more = 0) const;
};
// `phase`: an index of g.phases (out of range: no limit).
TrainLimitCount TrainLimitOf(const Game& g, int phase, const Company& company);
// A train the phases turn obsolete, in words: "2 turns 2o" (its obsolete
// face, 18Lilliput) or "4 turns obsolete" (in place, 1846).
std::string TurnsObsolete(const std::string& from, const std::string& to);

// A company over its phase's train limit, which must give trains up (18CZ
// VIII.12, 000 lines 1163-1164; 1824 VII.11, 002 line 775; 1836jr 003 line
// 212; 18Lilliput 001 lines 308-310).
struct Excess {
  std::string company;
  std::vector<std::string> trains;  // those it owns
  int limit = 0;
  int over() const { return static_cast<int>(trains.size()) - limit; }
};
// Every open company of the board over its limit in the board's phase.
std::vector<Excess> OverLimit(const Board& board);
// Where a train given up goes, with the rulebook's line the game's data
// gives (rules: excess_trains): "is removed from the game (1824 VII.11, 002
// line 775: ...)" or "goes to the bank's pool (...), on sale again".
std::string ExcessGoes(const Game& g);

// Why company `c` may not borrow `train` for its turn ("" where it may): a
// national (formed of others: game data forms_on) that owns no train
// borrows any train the bank sells, even a diesel, for no money, bringing
// no phase (1836jr 003 lines 309-315).
std::string BorrowRefusal(const Game& g, const CompanySpec& c, const std::string& train);

}  // namespace xxroute
