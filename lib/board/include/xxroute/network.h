// Network: the track a company can use, compiled from a Board into a small
// graph of stops and branch points joined by links (pass-through track merged).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/bonus_rules.h"

namespace xxroute {

struct FineGraph;  // the board's track, vertex by vertex (track_graph.h, private to the board)

// A node of the compiled graph: a stop, or a point where track branches.
struct Node {
  enum Kind { kStop, kJunction, kSide } kind = kStop;
  int stop = -1;      // board stop index for kStop
  int resource = -1;  // a shared hex-side lane used by every route through it
  std::vector<int> links;
  std::string where;  // for messages: a stop label, a hex, or a hex side
};

// A run of track between two nodes that passes no stop and no branch.
struct Link {
  int node[2] = {-1, -1};
  // At a hex-side node: which of the side's two hexes this link comes from
  // (a route must cross from one to the other); -1 elsewhere.
  int side[2] = {-1, -1};
  // The track at this end is a terminal path into a stop.
  bool terminal[2] = {false, false};
  std::vector<int> segments;  // board segments, in order from node[0]
  int resource = -1;

  int Other(int n) const { return node[0] == n ? node[1] : node[0]; }
  int EndAt(int n) const { return node[0] == n ? 0 : 1; }
};

// What scoring needs of each stop, resolved once for the company.
struct StopScore {
  StopKind kind = StopKind::kCity;
  int value = 0;        // for this company (castle values), before per-station pay; mines: 0
  bool per_token = false;
  bool station = false;
  int hex = -1;
  int bonus = 0;        // the stop's printed bonus (trains with stop_bonuses)
  bool home = false;    // on the company's home hex, which earns the home bonus
};

class Network {
 public:
  // Compiles the board's track for `company`: drops dead ends and track no
  // station of the company can reach; marks stops it may not pass through.
  Network(const Board& board, const Company& company);

  const Board& board() const { return board_; }
  const Company& company() const { return company_; }
  const std::vector<Node>& nodes() const { return nodes_; }
  const std::vector<Link>& links() const { return links_; }
  int resource_count() const { return resources_; }
  // The node of a board stop, or -1 when its track was dropped.
  int NodeOfStop(int stop) const { return stop_node_[stop]; }
  // A route may end at this stop but not pass through it (offboard, mine,
  // a city blocked by others' tokens).
  bool StopIsTerminal(int stop) const { return stop_terminal_[stop]; }
  int station_count() const { return stations_; }
  const std::vector<StopScore>& stop_scores() const { return stop_scores_; }
  const BonusRules& bonus_rules() const { return bonus_rules_; }
  // The home bonus a route earns by visiting a stop marked `home` (0: none).
  int home_amount() const { return home_amount_; }
  // Why a route of the company may not pass through this stop, "" when it
  // may (Stop::PassThroughRule).
  std::string PassThroughRule(int stop) const;
  // Number of board segments and hex sides the compiled graph came from.
  int segment_count() const { return segment_count_; }

 private:
  const Board& board_;
  const Company& company_;
  std::vector<Node> nodes_;
  std::vector<Link> links_;
  std::vector<int> stop_node_;
  std::vector<bool> stop_terminal_;
  std::vector<bool> stop_station_;
  int resources_ = 0;
  int stations_ = 0;
  int segment_count_ = 0;
  std::vector<StopScore> stop_scores_;
  BonusRules bonus_rules_;
  int home_amount_ = 0;

  // The steps of compiling: which stops end routes and hold stations; the
  // nodes (stops and branch points; returns each fine vertex's node or -1);
  // the links between them, each walked from a node along its first piece.
  void MarkStops();
  void CompileScoring();
  std::vector<int> AddNodes(const FineGraph& g);
  void AddLinks(const FineGraph& g, const std::vector<int>& key);
  Link WalkLink(const FineGraph& g, const std::vector<int>& key, int v, int e0, std::vector<bool>* used) const;
};

}  // namespace xxroute
