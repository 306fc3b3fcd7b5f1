// Coverage: which keys and situations of the format a board exercises, so
// that a run can show how often each was covered.
#pragma once

#include <set>
#include <string>

#include "model.h"

namespace ref {

std::set<std::string> FeaturesOf(const Board& board);

}  // namespace ref
