// Bench report: the bench table as text, a line per position as it is
// measured (JSON: xxroute/json.h).
#pragma once

#include <string>
#include <vector>

#include "xxroute/bench.h"

namespace xxroute {

// The table's header line.
std::string BenchHeaderText();
// A position's line: the file, income, candidates, nodes, median time (ms)
// and peak memory (MiB), "(not proven)" where a time limit cut the search;
// "" for a row that failed (its error goes to standard error).
std::string BenchRowText(const BenchRow& row);
// The last line: how many positions, the threads, the median, 95th
// percentile and maximum time over the rows that did not fail.
std::string BenchSummaryText(const std::vector<BenchRow>& rows, int threads);

}  // namespace xxroute
