// WhatIf report: the what-if table as text for a player at the table (JSON:
// xxroute/json.h).
#pragma once

#include <string>

#include "xxroute/run.h"

namespace xxroute {

// The table: a title line (the company, how the changes are ranked, how
// many), a header, the position as it is, then each change shown with its
// income, the difference, the cost and the routes, and under it what its
// moves cost and what followed. `rank` is the request's (gain, per-money).
std::string WhatIfText(const WhatIfRun& run, const std::string& rank);

}  // namespace xxroute
