// Dividend reports: a table for the players (JSON: xxroute/json.h).
#pragma once

#include <string>

#include "xxroute/dividend.h"

namespace xxroute {

std::string DividendText(const std::string& company, const DividendResult& d);

}  // namespace xxroute
