// TrackGraph: the board's track as a fine graph (every stop, junction and
// hex-side lane a vertex, every segment an edge), for the network compiler
// and for what a company's track reaches.
#pragma once

#include <string>
#include <vector>

#include "xxroute/board.h"

namespace xxroute {

// What a vertex of the fine graph is: a stop, a junction inside a hex, or a
// lane of a hex side (where a route must cross from one hex to the other).
enum class Vertex { kStop, kJunction, kSide };

// The fine graph: every stop, junction and hex-side lane is a vertex, every
// segment an edge. `side` says from which hex of a side the segment comes.
struct FineEdge {
  int v[2];
  int side[2];
  int segment;
  bool alive = true;
};

struct FineGraph {
  int vertices = 0;
  std::vector<Vertex> kind;
  std::vector<int> stop;         // for stop vertices
  std::vector<std::string> where;
  std::vector<FineEdge> edges;
  std::vector<std::vector<int>> incident;

  int Add(Vertex k, int s, std::string w) {
    kind.push_back(k);
    stop.push_back(s);
    where.push_back(std::move(w));
    incident.emplace_back();
    return vertices++;
  }
  int Degree(int v) const {
    int d = 0;
    for (int e : incident[v]) d += edges[e].alive;
    return d;
  }
  int EndAt(int e, int v) const { return edges[e].v[0] == v ? 0 : 1; }
};

// Every segment of the board as an edge, hex sides keyed by lane; the
// segments on hexes `company` may not use (BoardHex::TrackUsableBy) dead.
FineGraph BuildFine(const Board& b, const std::string& company);

}  // namespace xxroute
