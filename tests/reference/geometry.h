// Geometry: a printed coordinate as a grid cell, and the cell across each
// edge, straight from the contract's edge table ("Coordinates and edges").
#pragma once

#include <string>
#include <utility>

#include "model.h"

namespace ref {

int EdgeCount(Layout l);
// The edge a neighbour sees on the other side: (k + edges/2) mod edges.
int OppositeEdge(Layout l, int edge);

// A grid cell in the contract's (x, y): doubled for hexes, plain for squares.
struct Cell {
  int x = 0, y = 0;
  bool operator==(const Cell&) const = default;
};

// "E11" or "AA3": the letter part counted from A = 0 (AA = 26) and the
// number; false when malformed.
bool SplitCoord(const std::string& coord, int* letter, int* number);
// pointy: x = number, y = letter (doubled); flat: x = letter, y = number
// (doubled); square: x = letter (column), y = number (row), not doubled.
Cell CellOf(Layout l, const std::string& coord);
std::string CoordOf(Layout l, Cell c);
// The cell across edge `edge`.
Cell Across(Layout l, Cell c, int edge);

}  // namespace ref
