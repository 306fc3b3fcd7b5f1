// Verify report: what verify found, as text (JSON: xxroute/json.h).
#pragma once

#include <string>
#include <vector>

#include "xxroute/verify.h"

namespace xxroute {

// For each position in order: what could not be checked (not with
// `quiet`), one line per failure, and where the optimum beats the declared
// income (not with `quiet`); then, where any does, how many and the
// largest gain; last "N passed, M failed".
std::string VerifyText(const std::vector<VerifyOutcome>& outcomes, bool quiet);

}  // namespace xxroute
