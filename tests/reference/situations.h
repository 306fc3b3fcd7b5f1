// Situations: what the brute force's optimum on a board actually exercises
// (two routes through one junction, on two lanes of one side, a mine passed,
// a train sharing track...), counted over a run to show the test's reach.
#pragma once

#include <set>
#include <string>

#include "assign.h"
#include "reference.h"

namespace ref {

std::set<std::string> SituationsOf(const Reference& ref, const Assignment& best);

}  // namespace ref
