// Compare: one board through the library, used as a black box (the YAML text
// in; incomes, routes and verdicts out, stops named by label), and through
// the reference; every disagreement as a mismatch.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "model.h"
#include "reference.h"

namespace ref {

// One disagreement between the library and the reference.
struct Mismatch {
  std::string kind;    // a short class: "solve income", "check verdict", ...
  std::string detail;  // both answers
  std::vector<DeclaredStops> routes;  // the declared routes, for check mismatches
};

// Everything one board showed.
struct BoardResult {
  std::vector<Mismatch> mismatches;
  bool subsidy_tie = false;  // optima of equal income with different subsidies
  std::set<std::string> situations;  // what the reference's optimum exercises
  int declared = 0;          // declarations checked
  int declared_legal = 0;    // of which the reference found legal
  int fixed = 0;             // fixed-route solves compared
  std::map<std::string, std::pair<int, int>> declared_by_how;  // how made -> (checked, legal)
  std::string reference_answer;  // the brute force's best, for reports
  std::string library_answer;    // the library's, for reports
};

// `declarations`: how many random declarations to check (each also reversed);
// `fixed_percent`: the chance that a route is fixed and the best total
// around it compared (SolveFixed against Reference::BestWithFixed).
BoardResult CompareBoard(const Board& board, const std::string& yaml, uint64_t seed, int declarations,
                         int fixed_percent = 0);

// Only the best total with these routes fixed.
std::vector<Mismatch> CompareFixed(const Board& board, const std::string& yaml,
                                   const std::vector<DeclaredStops>& routes);

// Whether a mismatch's kind comes from a fixed-route solve ("fixed ...").
bool IsFixedKind(const std::string& kind);

// Only the check of these declared routes (and of them reversed).
std::vector<Mismatch> CompareDeclared(const Board& board, const std::string& yaml,
                                      const std::vector<DeclaredStops>& routes);

// The mismatch a smaller board must keep (shrink.h).
struct ShrinkTarget {
  std::string kind;                   // the mismatch's kind
  std::vector<DeclaredStops> routes;  // the declared routes of a check or fixed mismatch; empty for solve
};

// Only the comparison that can show the target's mismatch.
std::vector<Mismatch> CompareAgain(const Board& board, const std::string& yaml, const ShrinkTarget& target);

// Whether the library and the reference still disagree on `board` that way.
bool StillFails(const Board& board, const ShrinkTarget& target);

}  // namespace ref
