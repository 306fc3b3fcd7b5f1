// SVG legend: the picture's title, under the map the routes drawn (train,
// revenue, stops), the income, and the footnotes that apply.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "svg_layout.h"

namespace xxroute::svg {

// The caption's first line: options.title, else the game, variant, phase and file.
std::string PictureTitle(const Board& board, const SvgOptions& options);
// "18CZ (Bohemia), phase c" (or "board, yellow phase"): what a title says of the position.
std::string PositionHeading(const Board& board);

// Writes the legend under the map; returns the y below it.
double DrawLegend(std::ostream& o, const SvgLayout& layout, const SvgOptions& options,
                  const std::vector<std::string>& notes);

}  // namespace xxroute::svg
