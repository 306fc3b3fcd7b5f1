// Svg: a picture of the board as players know it (hexes or cards, tile
// colours, track, cities with their token slots, towns, offboards, mines,
// coordinates along the edges), and optionally a company's routes drawn
// along the exact track they use, with a legend.
#pragma once

#include <map>
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
  // Every stop labelled with its id (c0, t1, o3) and every hex with a stop
  // with its coordinate, for writing routes (render --stop-ids).
  bool stop_ids = false;
  // Every laid tile labelled with its number: the hex's `tile`, or the
  // `tile_name` an exported position records (render --tile-ids).
  bool tile_ids = false;
  // The board is a sheet of tiles (show --tiles --svg), not a position:
  // phase-dependent values are drawn as their whole row with none picked
  // out, and no coordinates are written along the edges.
  bool tile_sheet = false;
};

// A standalone SVG document (UTF-8). Machine-readable hooks for tests and
// scripts: every board stop is one element with class "stop" and
// data-stop="HEX.ID"; every piece of track a <path class="track"
// data-segment="N">; each route a <g class="route" data-index data-train
// data-revenue data-stops data-paid data-segments [data-shares-track]>
// holding one <polyline>
// through the segments in running order, and a <g class="route-stops"
// data-index> with one marker per stop (data-stop, data-paid); the legend a
// <g class="legend" data-income data-subsidy>. Tokens are <circle
// class="token" data-company> in the company's own colour where the game
// gives one (data-color: the game's word for it); bonus hexes are outlined
// (<polygon class="bonus-hex" data-hex data-bonus>); the labels are <text>
// of class "name", "stop-id" (data-stop), "hex-id", "tile-id" (data-hex,
// data-tile), "bonus-tag", and revenue groups of class "revenue" (with
// "phased", "current-value", "token-revenue" or "stop-bonus"); footnotes
// are <text class="note"> in the legend, each printed only when it applies.
// Throws std::invalid_argument when `routes` is given without `network`.
std::string RenderSvg(const Board& board, const SvgOptions& options = {});

// Each company's token colour as the picture draws it ("#rrggbb"): the
// game's colour for it where it gives one, else one of the palette.
std::map<std::string, std::string> CompanyColors(const Board& board);

// A caption for a solved position: "18CZ, phase j: BN income 390 (proven optimal)".
std::string ResultTitle(const Board& board, const Result& result);

// Pictures of RenderSvg side by side, left to right, as one SVG picture
// (each kept whole, nested at its offset) under `title`.
std::string SvgSideBySide(const std::vector<std::string>& pictures, const std::string& title);

// `s` with & < > " ' escaped for XML text and attributes; control characters
// XML cannot carry are dropped and malformed UTF-8 becomes U+FFFD.
std::string XmlEscape(const std::string& s);

}  // namespace xxroute
