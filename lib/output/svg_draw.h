// SVG drawing: the board's hexes (bonus hexes outlined), its track, its
// stops with their token slots and tokens, and the routes' bands and rings,
// each a layer of the picture.
#pragma once

#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "svg_bonuses.h"
#include "svg_layout.h"
#include "xxroute/route.h"

namespace xxroute::svg {

// A company's token colours: the fill, the game's word for it ("" from the
// palette), whether it takes black text.
struct Paint {
  std::string fill, word;
  bool light = false;
};
struct TokenPaints {
  std::map<std::string, Paint> by_company;
  std::string highlight;  // the company whose tokens are picked out
};
// Each company's own colour where the game gives one (maps/<game>/game.yaml
// `color`), else one of the palette.
TokenPaints CompanyPaints(const Board& board, const SvgOptions& options);

void DrawHexes(std::ostream& o, const SvgLayout& layout, const SvgBonuses& bonuses);
void DrawTrack(std::ostream& o, const SvgLayout& layout);
void DrawStops(std::ostream& o, const SvgLayout& layout, const TokenPaints& paints);
// Each route a band along its track, and the rings round its stops.
void DrawRouteLines(std::ostream& o, const SvgLayout& layout, const std::vector<Route>& routes);
void DrawRouteStops(std::ostream& o, const SvgLayout& layout, const std::vector<Route>& routes);

}  // namespace xxroute::svg
