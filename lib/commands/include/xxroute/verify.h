// Verify: checks a position's `expect:` block with the same code as solve
// and check: the optimum, the lower bound, the declared routes, the subsidy.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "xxroute/game_cache.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

namespace xxroute {

struct VerifyOutcome {
  std::string file;
  bool has_expect = false;
  std::vector<std::string> failures;  // one line each, "FILE: what"
  std::vector<std::string> notes;     // what could not be checked, and why
  int optimum = 0;
  int declared = -1;  // the expect's at_least, -1 if none
  double seconds = 0;
  bool passed() const { return failures.empty(); }
  // Passed, with an optimum above the declared income (expect.at_least).
  bool beats_declared() const { return passed() && declared >= 0 && optimum > declared; }
};

// Facts a position does not carry, by file name (as given) or its last two
// path parts ("GAME/FILE.yaml"): a company's loans and whether it has owned
// a permanent train. Read from a CSV: file,loans,no_permanent_train.
using CompanyFacts = std::map<std::string, std::pair<int, bool>>;
CompanyFacts LoadCompanyFacts(const std::string& csv);

// The file loaded in a session on `games` (its audit's warnings by
// `warnings`), solved and checked against its expect: block.
VerifyOutcome VerifyFile(const std::string& file, std::shared_ptr<GameCache> games,
                         WarningPolicy warnings = WarningPolicy::kKeep, const SolveOptions& options = {},
                         const CompanyFacts* facts = nullptr);
// VerifyFile for each file, shared out over the threads, each game read
// once for all of them; in the files' order.
std::vector<VerifyOutcome> VerifyFiles(const std::vector<std::string>& files,
                                       WarningPolicy warnings = WarningPolicy::kKeep, const SolveOptions& options = {},
                                       const CompanyFacts* facts = nullptr);

// The positions with an expect: block that passed and failed, and those
// whose optimum beats the declared income, with the largest gain.
struct VerifyTally {
  int passed = 0, failed = 0;
  int better = 0, largest_gain = 0;
};
VerifyTally Tally(const std::vector<VerifyOutcome>& outcomes);

// The YAML files under each path (files as given, folders recursively), sorted.
// Throws InputError for a path that does not exist and for a folder that
// holds no position file.
std::vector<std::string> CollectPositionFiles(const std::vector<std::string>& paths);

}  // namespace xxroute
