// Writer: a reference board as the YAML position text the library reads
// (inline hexes, trains, companies and bonuses; format 1 and the extensions).
#pragma once

#include <string>

#include "model.h"

namespace ref {

std::string WriteYaml(const Board& board);

}  // namespace ref
