// Apply report: what `apply` did to a position file, as text for a player
// at the table (JSON: xxroute/json.h).
#pragma once

#include <string>

#include "xxroute/run.h"
#include "xxroute/table.h"

namespace xxroute {

// "FILE: COMPANY", each move with its cost and what it cost and what
// followed, the treasury (where it changed), what is left to do by hand,
// the train limit passed; then the company's income solved (`solved`), or
// "COMPANY: no trains yet" (null `solved`, where the file has the company).
std::string ApplyText(const std::string& file, const TableTurn& turn, const Solved* solved);

}  // namespace xxroute
