// Cases: saved boards (cases/*.yaml) with the right answer worked out by hand:
// `expect:` gives the income, subsidy and routes with their revenue, and
// comment lines "# refuse: TRAIN: A1.c0-A3.c0" routes that must be refused.
// Both the reference and the library must agree with the hand answer.
#pragma once

#include <string>
#include <vector>

#include "compare.h"

namespace ref {

std::vector<Mismatch> RunCase(const std::string& file);

}  // namespace ref
