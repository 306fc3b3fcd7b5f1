// Json: every command's JSON output built as one nlohmann::ordered_json
// value (keys in the order the man page shows), and the one writer of it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "xxroute/audit.h"
#include "xxroute/bench.h"
#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/dividend.h"
#include "xxroute/run.h"
#include "xxroute/solver.h"
#include "xxroute/table.h"
#include "xxroute/verify.h"
#include "xxroute/whatif.h"

namespace xxroute {

using Json = nlohmann::ordered_json;

// solve: {"company", "income", "subsidy", "optimal", "routes", "stats"};
// with `file`, "file" comes first (several files: an array of them, or one
// a line in JSON lines).
// With `fixed` (solve --fix), each route gains "fixed": run as declared or not.
Json SolveJson(const Board& b, const Result& r, const std::string& file = "", const std::vector<bool>* fixed = nullptr);

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
// whatif --format jsonl: the rows, the base first.
std::vector<Json> WhatIfJsonLines(const std::vector<Outcome>& outcomes, const std::vector<size_t>& shown);

// apply: {"file", "company", "moves": [{"move", "cost", "costs", "notes"}],
// "treasury_before", "treasury_after" (null without a treasury), "notes",
// "keep" (null within the train limit), "solve" (null without trains)}.
Json ApplyJson(const std::string& file, const TableTurn& turn, const Solved* solved);

// verify: one position with an expect: block, {"file", "passed",
// "failures", "notes", "optimum", "declared" (null without at_least),
// "seconds"}.
Json VerifyItemJson(const VerifyOutcome& o);
// verify --format json: {"positions", "passed", "failed", "better",
// "largest_gain"}; the positions without an expect: block are left out.
Json VerifyJson(const std::vector<VerifyOutcome>& outcomes);

// audit, one run: {"action", "round", "company", "president", "trains",
// "declared", "routes" (as declared), "best", "proven", "left",
// "best_routes" (where the best beats the declared: a route a train)}.
Json AuditRunJson(const AuditedRun& r);
// audit --format json: {"record", "game", "variant", "runs", "total",
// "companies", "presidents" (each {"runs", "short_runs", "above_runs",
// "declared", "best", "left"}), "readings" ([{"action", "what"}]),
// "stopped" (null: the whole record played)}. `with_runs` false: without
// "runs" (jsonl writes them a line each before it).
Json AuditJson(const std::string& record_file, const Audit& a, bool with_runs = true);
// verify --format jsonl: a VerifyItemJson per position with an expect: block.
std::vector<Json> VerifyJsonLines(const std::vector<VerifyOutcome>& outcomes);

// bench: one position, {"file", "company", "income", "optimal",
// "candidates", "nodes", "median_seconds", "peak_kib"}.
Json BenchRowJson(const BenchRow& row);
// bench --format json: {"threads", "repeat", "positions", "median_seconds", ...};
// rows that failed are left out.
// A position that could not be solved stands in "positions" as {"file", "error": {...}}.
Json BenchJson(const std::vector<BenchRow>& rows, int threads, int repeat);

// An error, for a script reading --format json or jsonl: {"error": {"file"
// (null when none), "line" (null when none), "message" (without "FILE:LINE: "),
// "status" (the exit status)}}.
Json ErrorJson(const std::string& file, int line, const std::string& message, int status);

// The JSON text, on one line; bytes that are not UTF-8 become U+FFFD.
std::string JsonText(const Json& j);
// JSON lines: each value's JsonText on a line of its own.
std::string JsonLines(const std::vector<Json>& lines);

}  // namespace xxroute
