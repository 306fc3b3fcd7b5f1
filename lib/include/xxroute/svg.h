// Svg: a picture of the board as players know it (hexes or cards, tile
// colours, track, cities with their token slots, towns, offboards, mines,
// coordinates along the edges), and optionally a company's routes drawn
// along the exact track they use, with a legend.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/network.h"
#include "xxroute/route.h"
#include "xxroute/solver.h"

namespace xxroute {

struct SvgOptions {
  // The company whose station tokens are picked out.
  std::optional<std::string> company;
  // Routes to draw, with the network they were found on (its links name the
  // board segments each route runs over). `network` is required with `routes`.
  const std::vector<Route>* routes = nullptr;
  const Network* network = nullptr;
  // The caption's first line; empty: the game, variant, phase and file.
  std::string title;
};

// A standalone SVG document (UTF-8). Machine-readable hooks for tests and
// scripts: every board stop is one element with class "stop" and
// data-stop="HEX.ID"; every piece of track a <path class="track"
// data-segment="N">; each route a <g class="route" data-index data-train
// data-revenue data-stops data-paid data-segments> holding one <polyline>
// through the segments in running order, and a <g class="route-stops"
// data-index> with one marker per stop (data-stop, data-paid); the legend a
// <g class="legend" data-income data-subsidy>.
// Throws std::invalid_argument when `routes` is given without `network`.
std::string RenderSvg(const Board& board, const SvgOptions& options = {});

// A caption for a solved position: "18CZ, phase j: BN income 390 (proven optimal)".
std::string ResultTitle(const Board& board, const Result& result);

// `s` with & < > " ' escaped for XML text and attributes; control characters
// XML cannot carry are dropped and malformed UTF-8 becomes U+FFFD.
std::string XmlEscape(const std::string& s);

}  // namespace xxroute
