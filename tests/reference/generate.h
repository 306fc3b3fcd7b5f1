// Generator: from one seed, a small random board (pointy, flat or square)
// with track, stops, tokens, the company's trains and bonuses, both as the
// reference's model and as the YAML text of the same position.
#pragma once

#include <cstdint>
#include <string>

#include "model.h"

namespace ref {

// A random board, as the model and as YAML.
struct Generated {
  Board board;
  std::string yaml;
};

Generated Generate(uint64_t seed);

}  // namespace ref
