// Rules: the one place that answers "may this company do this now?" for a
// tile lay, a station and a train purchase, and what each costs, from the
// game's data (maps/<game>/) and the position; and which states of a
// position no game can reach. The loader, whatif and check all ask it.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xxroute/game.h"
#include "xxroute/board.h"
#include "xxroute/position.h"
#include "xxroute/reach.h"

namespace xxroute {

// A move and its price, or the rule it breaks.
struct Move {
  bool ok = false;
  std::string why;        // the rule broken, with the rulebook it comes from
  int cost = 0;           // money the company pays
  std::string cost_text;  // what the money is for: "terrain 40", "station 40", "train 350"
  std::string reading;    // where the move followed 18xx.games' reading of a rule, not the rulebook's, in words
};

struct Lay : Move {
  std::string hex, tile;
  int rotation = 0;
  HexSpec result;  // the hex as the position writes it once laid (tokens moved with their stops)
};

struct Station : Move {
  std::string hex, stop_id;
};

struct Purchase : Move {
  std::string train;                  // the train bought (an 18CZ card's face)
  std::string card;                   // the 18CZ card it comes from ("" elsewhere)
  std::string trade_in;               // the company's train given in part payment ("" none)
  std::string phase;                  // the phase the purchase starts ("" none)
  std::vector<std::string> removed;   // the company's trains that rust (and the one traded in)
  std::vector<std::pair<std::string, std::string>> obsolete;  // train -> what it becomes
  std::string note;                   // what else follows (over the new phase's limit)
  int keep = -1;                      // over the new phase's limit: the trains the company keeps
  bool from_pool = false;             // a train of the bank's pool (pool_trains), not a new one
};

// The phase moved forward, with what rusts and turns obsolete on the way.
struct PhaseChange : Move {
  std::string phase;
  std::vector<std::string> removed;
  std::vector<std::pair<std::string, std::string>> obsolete;
  std::string note;  // what could not be known (18CZ: which face opened a card)
};

// What a move brings about, in words, as apply, whatif and the page say it:
// "starts phase 5" (where `phase` is not ""), "removes 2, 2" (the company's
// trains that rust, and one traded in), "the 3 turns 3o" for each train
// turned obsolete, then `note`.
std::vector<std::string> ConsequenceWords(const std::string& phase, const std::vector<std::string>& removed,
                                          const std::vector<std::pair<std::string, std::string>>& obsolete,
                                          const std::string& note);
// A purchase's: the phase it starts, what it removes and turns obsolete, its note.
std::vector<std::string> PurchaseWords(const Purchase& p);

class Rules {
 public:
  // The rules for `company` of `board` (a loaded position's: LoadedPosition::rules()).
  Rules(const Board& board, const Company& company);

  // A tile lay: the hex kind, labels, the next colour (or the manifest's
  // upgrades), the track kept, the phase, the copies left, a special
  // ability's tiles refused, the company's track joined, every exit leading
  // onto the board, and the terrain cost of a first tile. `ability`: the
  // private whose ability lays it (game.yaml private_ability): the company's,
  // not used yet, one of its tiles, or any tile with no terrain cost.
  Lay CheckLay(const std::string& hex, const std::string& tile, int rotation, const std::string& ability = "") const;
  // Every legal lay of the manifest's tiles (of these colours; all if empty)
  // that joins the company's track, each rotation with different track once;
  // on one of LayHexes, or on `hex` alone where it is given.
  std::vector<Lay> Lays(const std::vector<std::string>& colors, const std::string& hex = "") const;
  // The hexes a lay could join, in coordinate order: those the company's
  // track reaches or holds a station on, and those across a side it reaches.
  std::vector<std::string> LayHexes() const;

  // A station: a free slot in a city, none of the company's in the hex, one
  // of its station markers left, a slot not held for another company's home,
  // reached by its track; the cost of its next marker. `ability`: the
  // private whose own lay brings a station (game.yaml privates: lays,
  // station: 1830's DH): the company's, its lay made, on its hex: free and
  // not reached.
  Station CheckStation(const std::string& hex, const std::string& stop_id, const std::string& ability = "") const;
  std::vector<Station> Stations() const;

  // A train from the bank: a train the company may own, one the bank sells
  // now, room under the phase's train limit (a trade-in frees its place),
  // the price (less the trade-in credit); what the purchase rusts, turns
  // obsolete, and which phase it starts.
  Purchase CheckPurchase(const std::string& train, const std::string& trade_in = "") const;
  // A train of the bank's pool (the position's pool_trains), where the game
  // keeps one (rules: pool): a train the company may own, room under the
  // train limit, its printed price; a used train starts no phase and rusts
  // nothing.
  Purchase CheckPoolPurchase(const std::string& train) const;
  std::vector<Purchase> Purchases() const;
  // A train given back to the bank by choice: only an obsolete one the
  // company owns (18Lilliput, 001 lines 300-301 and 307-308), free.
  Move CheckReturn(const std::string& train) const;

  // The phase moved forward to `phase` (never back): the trains that rust and
  // turn obsolete on the way, where the phase's opening train says which.
  PhaseChange CheckPhase(const std::string& phase) const;
  // An 18CZ train card exported at the end of a set of operating rounds: its
  // phase starts, and it counts as every one of its faces sold; a plain
  // train (1824's export, 18Lilliput's Bureaucracy): ToDepot.
  PhaseChange CheckExport(const std::string& card) const;
  // The deck's top train leaving the bank (1824 VII.15, 002 line 857: exported
  // at the end of a set of operating rounds; 18Lilliput's Bureaucracy, 001
  // line 632: to the depot): its phase, as if bought.
  PhaseChange ToDepot(const std::string& train) const;
  // What another company's purchase of `bought` (the first of its kind),
  // with the phase moving on to `phase` ("": it stays), does to this
  // company's trains: those that rust, those that turn obsolete.
  PhaseChange Follows(const std::vector<std::string>& bought, const std::string& phase) const;

  const Game& game() const { return *game_; }

 private:
  const Game* game_;
  const Board& board_;
  const Company& company_;
  int phase_ = -1;  // index of the position's phase
  Reach reach_;

  std::vector<int> StationCosts() const;
  // Closed (the position's `closed`), or its phase to close has come.
  bool Gone(const std::string& company) const;
  // What buying these trains (first of their kind) and entering these phases
  // removes and makes obsolete among the company's trains.
  void Consequences(const std::vector<std::string>& bought, int from_phase, int to_phase,
                    std::vector<std::string>* removed,
                    std::vector<std::pair<std::string, std::string>>* obsolete) const;
  std::string CardOf(const std::string& face, int from_phase) const;
  // Why the bank does not sell p->train now ("" when it does, its card and
  // the phase its purchase opens found).
  std::string BankSells(Purchase* p, int* opens) const;
};

// The cost of each station marker `company` of `board` has yet to place, in
// the order it places them: the position's `markers` once a takeover wrote
// them (18CZ VIII.9, 000 lines 1008-1010); else those of its charter its
// stations on the board leave, at its station costs (18CZ VIII.6, 000 lines
// 800-807). std::nullopt where the game counts no markers for it.
std::optional<std::vector<int>> MarkersLeft(const Board& board, const std::string& company);

// A station of `company` placed for it by another company's president, its
// type's stations_anywhere (1824 X.4, 002 lines 977-978: the bond railway's,
// no connection needed): "" when its type allows it and it has a marker
// left, else why not. (Who may place it, the president of the company that
// bought the last 4, the file does not follow: the players say it.)
std::string AnywhereStationRefusal(const Board& board, const std::string& company);

// A state of the position no game can reach: an error (the position is
// refused) or a warning (a hypothetical board worth an answer; said on
// standard error, an error with --strict).
struct Finding {
  bool error = false;
  int line = 0;
  std::string what;
};
std::vector<Finding> AuditPosition(const Board& board);

// A move (one apply) that lays fewer of a private's tiles than it must lay
// together (game.yaml privates: lays all; 18Chesapeake's C-P and B&S): why
// it is refused, "" when none.
std::string UnfinishedAbilityLays(const Game& g, const Position& pos);

// Why `drawn` is no draw of the game's (game.yaml draw:; 1824 Cisleithania
// X.3, 002 lines 942-944: one railway of each list), "" when it is one.
std::string DrawRefusal(const Game& g, const std::vector<std::string>& drawn);

}  // namespace xxroute
