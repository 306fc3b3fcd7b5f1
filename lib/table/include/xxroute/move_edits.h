// A move the rules found (a lay, a station) as the edit that makes it, by
// the turn or by a private's ability: what whatif ranks, the page offers and
// apply then makes.
#pragma once

#include <string>

#include "xxroute/edit.h"
#include "xxroute/rules.h"

namespace xxroute {

// The lay (by the ability of private `ability`; "" the turn's), from `source`.
Edit LayEdit(const Lay& lay, const std::string& ability, const std::string& source);
// The station (by the ability of private `ability`; "" the turn's), from `source`.
Edit StationEdit(const Station& station, const std::string& ability, const std::string& source);

}  // namespace xxroute
