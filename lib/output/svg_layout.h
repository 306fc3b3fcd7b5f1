// SvgLayout: where everything of a board goes in its picture: the cells of
// the grid (the board's hexes, and the printed map's blank hexes around a
// position that lists only some), the stops and junctions inside each hex,
// every piece of track as a curve, and each route traced along its pieces.
// Placed once; the drawing, the labels and the legend read it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "svg_geometry.h"
#include "xxroute/board.h"
#include "xxroute/svg.h"

namespace xxroute::svg {

// One cell of the grid: a hex of the board, or a blank one of the printed map.
struct Cell {
  std::string coord;
  int x = 0, y = 0;
  std::string color;
  int hex = -1;  // board hex, or -1 for a blank hex of the printed map
  P c;
};

// A stop or a junction of a hex.
struct NodeRef {
  bool junction = false;
  int index = 0;
  bool operator==(const NodeRef& o) const { return junction == o.junction && index == o.index; }
};

// A route as drawn: its pieces of track in running order, and the points of
// the line along them.
struct RouteDraw {
  std::vector<int> segments;
  std::vector<P> points;
};

class SvgLayout {
 public:
  // Places the cells, the stops and the track, and traces options.routes.
  SvgLayout(const Board& board, const SvgOptions& options);

  const Board& board() const { return b_; }
  // The game the position names, or null.
  const Game* game() const { return game_.get(); }
  Layout grid() const { return layout_; }
  double inr() const { return inr_; }  // a cell's inner radius: centre to the middle of a side
  double rad() const { return rad_; }  // a cell's outer radius: centre to a corner
  double width() const { return width_; }
  const Box& map_box() const { return map_box_; }

  const std::vector<Cell>& cells() const { return cells_; }
  P Centre(int hex) const { return centre_[hex]; }
  // The hex's stops (cities first, then offboards, mines, towns) and junctions.
  const std::vector<NodeRef>& Nodes(int hex) const { return nodes_[hex]; }
  const std::vector<int>& HexSegments(int hex) const { return hex_segments_[hex]; }
  P StopAt(int stop) const { return stop_pos_[stop]; }
  P NodeAt(const NodeRef& n) const { return n.junction ? junction_pos_[n.index] : stop_pos_[n.index]; }
  const std::vector<Bez>& curves() const { return curves_; }
  // A town on a run of track from one side to another: the curve it sits on
  // and where; null for any other stop.
  const std::pair<Bez, double>* TownCurve(int stop) const;
  const std::vector<RouteDraw>& traces() const { return traces_; }
  // How many routes visit the stop.
  int Rings(int stop) const { return rings_[stop]; }

  // The direction (degrees, clockwise from east; y grows downwards) from a
  // cell's centre to the middle of its side `edge`.
  double EdgeAngle(int edge) const;
  // The centre of the cell at grid place (x, y), before the picture's margin.
  P Raw(int x, int y) const;
  std::vector<P> Corners(P c) const;
  // How far `p` lies outside the cell centred at `c`, with `margin` kept
  // clear of its sides (0 when inside).
  double Outside(P c, P p, double margin) const;
  // Whether x is the number part of a coordinate (as the board read them).
  bool XIsNumber() const;

  int CitySlots(int stop) const { return std::max(1, b_.stops()[stop].slots); }
  // The radius of a token slot of a city in the hex.
  double CityRadius(int hex) const;
  // Offsets of a city's token slots from its centre.
  std::vector<P> SlotOffsets(int n, double r) const;
  // How far a stop or junction reaches from its centre.
  double Extent(int hex, const NodeRef& n) const;
  // The radius of the k-th ring round a stop that routes visit.
  double RingRadius(int hex, int stop, int k) const;
  // The direction of the track through a town drawn as a bar; false for a
  // dot (a town where track does not simply run through).
  bool TownTangent(int hex, int stop, P* out) const;

  // The position's own hex, and the game's printed one, by coordinate.
  const HexSpec* SpecOf(const std::string& coord) const;
  const HexSpec* PrintedOf(const std::string& coord) const;
  // The hex's name: its own (or its tile's), else the printed map's (a
  // position that lists its hexes without the map keeps the map's names).
  std::string HexName(int h) const;

 private:
  void PlaceCells();
  void PlaceNodes();
  std::vector<NodeRef> HexNodes(int h) const;
  void PlaceNode(int h, const NodeRef& n, std::vector<std::pair<P, double>>* placed);
  P EdgePoint(int hex, const TrackEnd& e, P* inward) const;
  Bez EdgeToEdge(int hex, const TrackEnd& a, const TrackEnd& b) const;
  Bez SegmentCurve(int s) const;
  void TraceRoutes(const SvgOptions& options);
  RouteDraw Trace(const Route& r, const Network& net) const;

  const Board& b_;
  std::shared_ptr<const Game> game_;
  Layout layout_ = Layout::kPointy;
  double inr_ = 0, rad_ = 0;
  P edge_dir_[6];  // Dir(EdgeAngle(e)) of each edge, worked out once (Outside asks it for every label tried)
  double width_ = 0, map_width_ = 0;
  Box map_box_;
  std::vector<Cell> cells_;
  std::vector<P> centre_;
  std::vector<std::vector<NodeRef>> nodes_;
  std::vector<std::vector<int>> hex_segments_;
  std::vector<P> stop_pos_, junction_pos_;
  std::map<int, std::pair<Bez, double>> town_curve_;
  std::vector<Bez> curves_;
  std::vector<RouteDraw> traces_;  // per route
  std::vector<int> rings_;         // per stop: how many routes visit it
  std::map<std::string, const HexSpec*> spec_, printed_;  // by coordinate
};

}  // namespace xxroute::svg
