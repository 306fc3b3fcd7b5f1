// Audit: every run of a game recorded on 18xx.games compared with the
// proven best its company could have run, and the income left on the table
// summed for each company and each president.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "xxroute/check.h"
#include "xxroute/import.h"
#include "xxroute/run.h"
#include "xxroute/solver.h"

namespace xxroute {

// One run of the record: what the players declared, and the best.
struct AuditedRun {
  ImportedRun run;
  std::string president;  // the player who ran the company then ("" where the file does not say)
  int best = 0;           // the best income of the company's trains on that board, with its mine subsidy
  int best_subsidy = 0;   // that subsidy (1824's mines)
  bool proven = true;     // the best was proven (false: a time limit cut the search)
  std::vector<std::string> best_routes;  // the best, a route a train ("2: E12.c1-E14.t1"), where it beats the declared
  bool declared_read = false;            // the recorded routes read on the board (the site names hexes only)
  std::string above_why;  // declared above the best: the rule the recorded routes break as read here (CheckRoutes)
  int Left() const { return best > run.declared ? best - run.declared : 0; }
};

// The runs of one company, or of one president's companies, added up.
struct AuditSum {
  int runs = 0, short_runs = 0;  // runs, and those below the best
  int above_runs = 0;            // runs declared above what xxroute finds (a rule read otherwise)
  int declared = 0, best = 0;
  int Left() const { return best - declared; }
};

struct Audit {
  std::string game, variant;
  std::vector<AuditedRun> runs;
  std::map<std::string, AuditSum> by_company, by_president;
  AuditSum total;
  std::vector<ImportReading> readings;
  std::string stopped;  // the action where the import stopped, and why ("": it played to the end)
};

// Imports `record` (ImportRecord, up to `upto`; an action it cannot make
// ends the audit there: Audit::stopped) and solves every run. `each`, where
// given, sees each run with its solved position as it is audited (to draw
// it; `declared`: the recorded routes as read on its board, null where they
// earned the best or could not be read). InputError where the record's game
// is not one xxroute knows.
using AuditEach = std::function<void(const AuditedRun&, const Solved&, const CheckResult* declared)>;
Audit AuditRecord(const GameRecord& record, std::shared_ptr<GameCache> games, int upto = 0,
                  const SolveOptions& options = {}, const AuditEach& each = nullptr);

}  // namespace xxroute
