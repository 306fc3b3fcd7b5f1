// Audit report: a recorded game's runs against the best, as text (JSON:
// xxroute/json.h).
#pragma once

#include <string>

#include "xxroute/audit.h"

namespace xxroute {

// A line a run (action, round, company, president, declared, best, left),
// and under a run below the best its trains, the routes declared and the
// best; then the income left on the table in all, by company and by president,
// the runs declared above the best, the site's readings followed, and where
// the import stopped.
std::string AuditText(const std::string& record_file, const Audit& a);

}  // namespace xxroute
