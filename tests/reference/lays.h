// Lays: the library's ranking of every legal tile lay (`whatif --best-lay`)
// written out for the reference (lays.py): each lay's position as a file of
// its own, as `apply` writes it, with what the ranking says it earns.
#pragma once

#include <string>

namespace ref {

// Writes DIR/lay-000.yaml (the position as it is) and DIR/lay-NNN.yaml for
// every lay of `position`, and prints a line for each:
// "FILE<TAB>COMPANY<TAB>CHANGE<TAB>INCOME<TAB>SUBSIDY". Returns 0, or 2 when
// the position or a lay is refused.
int WriteLays(const std::string& position, const std::string& dir);

}  // namespace ref
