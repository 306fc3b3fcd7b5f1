#include "geometry.h"

#include <stdexcept>

namespace ref {

namespace {

// The contract's table: neighbour of edge k at (dx, dy).
constexpr std::pair<int, int> kFlat[6] = {{0, 2}, {-1, 1}, {-1, -1}, {0, -2}, {1, -1}, {1, 1}};
constexpr std::pair<int, int> kPointy[6] = {{-1, 1}, {-2, 0}, {-1, -1}, {1, -1}, {2, 0}, {1, 1}};
constexpr std::pair<int, int> kSquare[4] = {{0, 1}, {-1, 0}, {0, -1}, {1, 0}};

std::string Letters(int index) {
  std::string s;
  ++index;  // bijective base 26: A = 1 ... Z = 26, AA = 27
  while (index > 0) {
    --index;
    s.insert(s.begin(), static_cast<char>('A' + index % 26));
    index /= 26;
  }
  return s;
}

}  // namespace

int EdgeCount(Layout l) { return l == Layout::kSquare ? 4 : 6; }

int OppositeEdge(Layout l, int edge) { return (edge + EdgeCount(l) / 2) % EdgeCount(l); }

bool SplitCoord(const std::string& coord, int* letter, int* number) {
  size_t i = 0;
  int l = 0;
  while (i < coord.size() && coord[i] >= 'A' && coord[i] <= 'Z') l = l * 26 + (coord[i++] - 'A' + 1);
  if (i == 0 || i == coord.size()) return false;
  int n = 0;
  for (size_t j = i; j < coord.size(); ++j) {
    if (coord[j] < '0' || coord[j] > '9') return false;
    n = n * 10 + (coord[j] - '0');
  }
  *letter = l - 1;
  *number = n;
  return true;
}

Cell CellOf(Layout l, const std::string& coord) {
  int letter = 0, number = 0;
  if (!SplitCoord(coord, &letter, &number)) throw std::runtime_error("reference: bad coordinate " + coord);
  if (l == Layout::kPointy) return {number, letter};
  return {letter, number};
}

std::string CoordOf(Layout l, Cell c) {
  if (l == Layout::kPointy) return Letters(c.y) + std::to_string(c.x);
  return Letters(c.x) + std::to_string(c.y);
}

Cell Across(Layout l, Cell c, int edge) {
  std::pair<int, int> d = l == Layout::kFlat ? kFlat[edge] : l == Layout::kPointy ? kPointy[edge] : kSquare[edge];
  return {c.x + d.first, c.y + d.second};
}

}  // namespace ref
