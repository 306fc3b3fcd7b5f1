// Reach: what a company's track reaches from its stations, as the rules for
// tile lays and stations count it: a walk from a station that never passes a
// city full of other companies' tokens (or an offboard, a mine, a terminal
// path), never reverses, never enters another city of its station's place
// (1824 Wien: a route visits it once, VII.6), and may end anywhere.
#pragma once

#include <vector>

#include "xxroute/board.h"

namespace xxroute {

struct Reach {
  std::vector<char> stop;         // per board stop: reached (a walk may end there)
  int edges = 6;                  // sides of a hex (the board's grid)
  std::vector<char> sides;        // per hex and edge (hex * edges + edge): the company reaches its track
  std::vector<char> station_hex;  // per board hex: holds one of the company's stations
  // Whether the company's track reaches side `edge` of `hex`.
  bool Reached(int hex, int edge) const { return sides[static_cast<size_t>(hex) * edges + edge]; }
  // Whether a tile's exit on `edge` of `hex` joins the company's track: the
  // side is reached, or the hex holds one of its stations.
  bool Joins(int hex, int edge) const { return station_hex[hex] || Reached(hex, edge); }
  // Whether a tile on `hex` could join the company's track on any side.
  bool Touches(int hex) const {
    for (int edge = 0; edge < edges; ++edge)
      if (Joins(hex, edge)) return true;
    return false;
  }
};

Reach ComputeReach(const Board& board, const Company& company);

// Whether track, anyone's, joins a stop of hex `from` to hex `to`: every
// stop passed, whoever's tokens fill it, an offboard's too (a company's
// destination: 1836jr 003 line 55, "niezależnie kto położy tor"); a
// terminal path ends at its stop.
bool TrackJoins(const Board& board, const std::string& from, const std::string& to);

}  // namespace xxroute
