// Run: what the solve, check, whatif and dividends commands compute from a
// loaded position, one function each, shared by the program (cli/) and the
// Python module (python/).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/dividend.h"
#include "xxroute/loaded_position.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solve_fixed.h"
#include "xxroute/solver.h"
#include "xxroute/whatif.h"

namespace xxroute {

// A loaded position solved for the company it runs.
struct Solved {
  std::unique_ptr<LoadedPosition> loaded;
  Result result;
  const Board& board() const { return loaded->board(); }
  const Network& network() const { return loaded->network(); }
};
Solved SolvePosition(std::unique_ptr<LoadedPosition> loaded, const SolveOptions& options = {});

// solve --fix: "they ran these; what should the rest run?". The trains named
// in `routes` (route notation, `source` in its errors) run them as written,
// every rule checked as `check` reads them; the company's other trains the
// proven best on the track those leave (SolveFixed). A fixed route that
// breaks a rule: `refused` says which, and nothing else is solved.
struct SolvedAround {
  Solved solved;            // every train's route, the fixed ones included
  std::vector<bool> fixed;  // per route of solved.result: run as declared
  CheckResult refused;      // the fixed routes as read (legal, or the rule broken)
};
SolvedAround SolveAroundRoutes(std::unique_ptr<LoadedPosition> loaded, const std::string& routes,
                               const std::string& source, const SolveOptions& options = {});

// Declared routes checked against the rules and compared with the optimum;
// or, with a declared income and no routes, that income against the optimum.
struct Checked {
  Solved best;
  bool routes_checked = false;  // false: only an income was declared
  CheckResult check;
  std::string where;  // where the first broken rule was declared: FILE:LINE, or the routes' source
};
// `routes` in route notation (named `source` in its errors), or "" for the
// position's expect.routes; with `declared_income` (>= 0) and no `routes`,
// only the income is compared. InputError when there is nothing to check.
Checked CheckPosition(std::unique_ptr<LoadedPosition> loaded, const std::string& routes, const std::string& source,
                      int declared_income = -1, const SolveOptions& options = {});

struct DividendRequest {
  int income = -1;      // -1: the optimum
  std::string payout;   // full, withhold or half; "": full, or what the rules impose
  bool last_round = false;
  int subsidy = -1;     // mine money to the treasury; -1: the optimum's (with income -1), else 0
};
struct Paid {
  std::string company;
  DividendResult result;
};
// Pays the income of the company `loaded` runs by the game's stock market;
// InputError without a game.
Paid PayPosition(const LoadedPosition& loaded, const DividendRequest& request);

// The board's moves and trains as the command line gives them (whatif's
// changes, the first moves of apply; the table of moves, xxroute/moves.h).
struct MoveEdits {
  std::string company;  // (the session's: the command loads it with this one)
  std::string trains;  // "5,4+4"
  std::vector<std::string> add_train, remove_train, lay, token, block;
  std::vector<std::string> buy_train;  // "6" or "6:5" (trading in a 5)
  std::vector<std::string> export_card;  // 18CZ: a card exported
  std::string phase;
  std::vector<std::string> return_train;  // obsolete trains given back to the bank before a purchase
  std::vector<std::string> exchange;  // 1824: companies exchanged (closed into another)
  std::vector<std::string> discard;   // trains over the limit given up: "2" or "BK:2"
  std::vector<std::string> cgr_keep;  // 1836jr: the hexes whose stations the CGR keeps
  std::vector<std::string> borrow_train;  // a train a national without one borrows for its turn
};

// The what-if changes: the edits together make one change, then the
// scenarios, then the options ranked.
struct WhatIfRequest : MoveEdits {
  std::string scenarios;  // a YAML file of named change sets
  bool best_lay = false, best_token = false, buy = false;
  std::vector<std::string> colors;  // of the tiles --best-lay tries (all if empty)
  int top = 0;                      // show the best N (all if 0)
  std::string rank = "gain";        // gain: by income gained; per-money: by income gained per money spent
  std::vector<std::string> fix;     // routes already run, kept in every change ("TRAIN: STOP-STOP")
};
// The edits the request gives on the command line, as one change, in the
// order of an operating turn: trains given or taken, tiles, stations, other
// companies' tokens, obsolete trains given back, trains bought, a card
// exported, the phase, exchanges, trains given up over the limit. Each edit
// names its option as its source; InputError where one is malformed.
Change RequestedChange(const MoveEdits& request);

struct WhatIfRun {
  std::vector<Outcome> outcomes;  // "as is" first, then every change tried
  std::vector<size_t> shown;      // the outcomes to show, best first when ranked
  bool ranked = false;
  int unaffordable = 0;           // ranked moves left out: more than the company's treasury
  std::optional<int> treasury;    // the company's treasury, where the file gives one
};
// The changes made on `base`, a session with its company chosen; InputError
// when nothing is asked, the position itself cannot be solved, or a change
// asked for breaks a rule (the change's error).
WhatIfRun RunWhatIf(std::unique_ptr<LoadedPosition> base, const WhatIfRequest& request);

}  // namespace xxroute
