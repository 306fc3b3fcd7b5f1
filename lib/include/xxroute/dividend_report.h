// Dividend reports: a table for the players, JSON for scripts.
#pragma once

#include <string>

#include "xxroute/dividend.h"

namespace xxroute {

std::string DividendText(const std::string& company, const DividendResult& d);
std::string DividendJson(const std::string& company, const DividendResult& d);

}  // namespace xxroute
