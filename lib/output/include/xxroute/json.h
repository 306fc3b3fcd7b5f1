// Json: every command's JSON output built as one nlohmann::ordered_json
// value (keys in the order the man page shows), and the one writer of it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "xxroute/bench.h"
#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/dividend.h"
#include "xxroute/solver.h"
#include "xxroute/whatif.h"

namespace xxroute {

using Json = nlohmann::ordered_json;

// solve: {"company", "income", "subsidy", "optimal", "routes", "stats"};
// with `file`, "file" comes first (as in JSON lines).
Json SolveJson(const Board& b, const Result& r, const std::string& file = "");

// check: {"company", "legal", "error" and "ambiguous" (when illegal), "declared", "best", "optimal"}.
Json CheckJson(const Board& b, const CheckResult& c, const Result& best);
// check --declared N without routes: {"company", "declared": {"income"}, "best", "difference", "optimal"}.
Json DeclaredIncomeJson(const Board& b, int declared, const Result& best);

// dividends: {"company", "kind", "income", "interest", "per_holder", ...}.
Json DividendJson(const std::string& company, const DividendResult& d);

// whatif: one row, {"change", "income", "difference", "solve"}.
Json WhatIfItemJson(const Outcome& o, int base_income);
// whatif: {"company", "base", "changes"}, the changes in the order given.
Json WhatIfJson(const std::vector<Outcome>& outcomes, const std::vector<size_t>& shown);

// bench --format json: {"threads", "repeat", "positions", "median_seconds", ...};
// rows that failed are left out.
Json BenchJson(const std::vector<BenchRow>& rows, int threads, int repeat);

// The JSON text, on one line; bytes that are not UTF-8 become U+FFFD.
std::string JsonText(const Json& j);

}  // namespace xxroute
