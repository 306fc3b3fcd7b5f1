// SVG label placement: something to write in a hex (its size, where it
// would like to be) placed at the free spot nearest its wish, clear of what
// the hex already holds.
#pragma once

#include <vector>

#include "svg_geometry.h"
#include "svg_layout.h"

namespace xxroute::svg {

// Something in the hex a label keeps clear of: a circle, or a box.
struct Obstacle {
  bool is_box = false;
  P c;
  double r = 0;
  Box box;
  double Gap(const Box& b) const { return is_box ? BoxBox(b, box) : PointBox(c, b) - r; }
};

// Something written in a hex: its size, where it would like to be, and how
// much that matters.
struct Item {
  double w = 0, h = 0;
  P anchor;
  double pull = 1;  // weight of the distance to the anchor
  P at;             // chosen centre
  double score = 0;
};

// What hex h holds before any label: its track, its stops (with the rings
// of the routes round them) and the routes' lines over it.
std::vector<Obstacle> HexObstacles(const SvgLayout& layout, int h);

// Finds the best free place for `item` in hex `h`, avoiding `obstacles`;
// with `commit` the item becomes an obstacle. Returns whether the place is
// clear (inside the hex, overlapping nothing).
bool Place(const SvgLayout& layout, int h, Item* item, std::vector<Obstacle>* obstacles, bool commit = true);

}  // namespace xxroute::svg
