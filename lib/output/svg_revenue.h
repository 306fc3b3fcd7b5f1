// SVG stop values: what a stop is worth, written beside it: a bubble, or
// the phases' row with the current colour picked out; an 18Lilliput castle's
// value for a company with a token there; a printed stop bonus.
#pragma once

#include <ostream>
#include <vector>

#include "svg_layout.h"
#include "svg_place.h"

namespace xxroute::svg {

// Which kinds of value the picture wrote (each needs a footnote).
struct StopValueMarks {
  bool token_values = false;
  bool stop_bonuses = false;
};

// The values of stop `s` of hex `h`, placed round `at` clear of `obstacles`.
void DrawStopValues(std::ostream& o, const SvgLayout& layout, const SvgOptions& options, int h, const Stop& s, P at,
                    std::vector<Obstacle>* obstacles, StopValueMarks* marks);

}  // namespace xxroute::svg
