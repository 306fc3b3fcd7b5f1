// Report: results as text for a player at the table (JSON: xxroute/json.h).
#pragma once

#include <string>

#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/solver.h"

namespace xxroute {

// A route's stops, skipped ones in parentheses: "E11.c0-(F12.t0)-G13.c0".
std::string StopsText(const Board& b, const Route& r);
// Whether the route passes a stop it does not pay (a mine's value goes to
// the treasury: a mine is never "skipped"): its i-th stop, or any.
bool SkipsStop(const Board& b, const Route& r, size_t i);
bool SkipsStops(const Board& b, const Route& r);

// The income and each train's route; with `file` (one of several solved),
// the first line starts "FILE: ".
// With `fixed` (solve --fix: per route, run as declared), those routes are
// marked "(as run)" and the others said to be the best around them.
std::string SolveText(const Board& b, const Result& r, const std::string& file = "",
                      const std::vector<bool>* fixed = nullptr);

// `best` is the optimum the declared routes are compared with. With
// `declared_income` (>= 0) an income declared with legal routes: a last line
// when it differs from the routes' total.
std::string CheckText(const Board& b, const CheckResult& c, const Result& best, int declared_income = -1);
// "Is this income the best?" without routes: the declared income against the optimum.
std::string DeclaredIncomeText(const Board& b, int declared, const Result& best);

}  // namespace xxroute
