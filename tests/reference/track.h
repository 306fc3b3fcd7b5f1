// Track: the board's paths as the graph a route walks on. Vertices are the
// stops, the junctions and the hex-side lanes; every lane of a path is one
// segment. What two routes of a company may not share (resources) is every
// segment and every hex-side lane.
#pragma once

#include <string>
#include <vector>

#include "model.h"

namespace ref {

// One lane of a path: the hex it is in and the two vertices it joins.
struct Segment {
  int hex = -1;
  int v[2] = {-1, -1};
  bool terminal = false;
};

// The graph of a board's track.
struct Track {
  enum VertexKind { kStop, kJunction, kSide };
  std::vector<VertexKind> kind;          // per vertex; stops come first
  int stop_count = 0;                    // vertex s < stop_count is stop s
  std::vector<int> stop_hex;             // per stop: index into board.hexes
  std::vector<const Stop*> stop;         // per stop
  std::vector<std::string> label;        // per stop: HEX.ID
  std::vector<Segment> segments;
  std::vector<std::vector<int>> incident;  // per vertex: its segments
  std::vector<int> side_resource;        // per vertex: resource id of a hex-side lane, else -1
  std::vector<int> side;                 // per vertex: which hex side a lane is on, else -1
  int resource_count = 0;                // segments first, then hex-side lanes

  int FindStop(const std::string& label) const;  // -1 when none
};

Track BuildTrack(const Board& board);

}  // namespace ref
