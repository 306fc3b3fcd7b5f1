// SVG labels: the texts written in the hexes (revenues, names, labels,
// bonus tags, stop ids, tile numbers, coordinates), each placed where it
// covers the least track, stops and route, and the coordinates along the
// map's edges.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "svg_bonuses.h"
#include "svg_layout.h"

namespace xxroute::svg {

// The layer of texts in the hexes; the footnotes its marks need (token
// values, stop bonuses) are added to `notes`.
void DrawHexTexts(std::ostream& o, const SvgLayout& layout, const SvgOptions& options, const SvgBonuses& bonuses,
                  std::vector<std::string>* notes);

// The column and row names along the map's four edges.
void DrawCoordinates(std::ostream& o, const SvgLayout& layout);

}  // namespace xxroute::svg
