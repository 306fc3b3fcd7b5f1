// Palette: the colours of the pictures, as the game data names them.
#pragma once

#include <string>

namespace xxroute {

// The "#rrggbb" code of a colour as game data writes it (a company's
// `color`: a name such as blue or darkblue, or #rgb / #rrggbb); "" for
// anything else, so nothing unchecked reaches an SVG attribute.
std::string ColorCode(const std::string& color);

// Whether black text reads better than white on this "#rrggbb" colour.
bool IsLight(const std::string& code);

}  // namespace xxroute
