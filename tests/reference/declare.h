// Declarations: routes to put to the library's check, drawn from the
// reference's walks: legal ones, and broken ones made from them (a stop too
// many, legs reversed, a terminal stop in the middle, a stop twice, no
// station, stops with no track between them, two trains on one track, hexes
// of only track named as waypoints, where passed or not...).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reference.h"

namespace ref {

// Routes to declare together, and how they were made.
struct Declaration {
  std::string how;  // what was done to make it: "legal", "joined at a stop", ...
  std::vector<DeclaredStops> routes;
};

std::vector<Declaration> Declarations(const Reference& ref, uint64_t seed, int count);

// The same routes, each with its stops in the opposite order.
Declaration Reversed(const Declaration& d);

}  // namespace ref
