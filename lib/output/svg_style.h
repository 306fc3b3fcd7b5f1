// SVG style: the picture's colours and fonts, and its one way of writing a
// piece of text (svg.cpp and the files beside it).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "svg_geometry.h"

namespace xxroute::svg {

constexpr double kSansWidth = 0.6;  // estimated advance of a character, in em
constexpr double kMonoWidth = 0.61;

inline constexpr const char* kSans = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif";
inline constexpr const char* kMono = "DejaVu Sans Mono, Menlo, Consolas, monospace";

// Tokens of companies the game gives no colour: one colour each, in name order.
inline constexpr const char* kCompanyColors[] = {"#1f4e9c", "#b3261e", "#2e7d32", "#6a1b9a", "#e65100", "#00838f",
                                                 "#5d4037", "#ad1457", "#37474f", "#827717", "#283593", "#00695c",
                                                 "#4e342e", "#c62828", "#1565c0", "#558b2f"};
// Routes: strong colours that stand out on every tile colour.
inline constexpr const char* kRouteColors[] = {"#e6007e", "#0057ff", "#00b3c6", "#7b2ff7",
                                               "#ff6a00", "#111111", "#c8005a", "#008f5a"};
// Bonus hexes: their outline and tags.
inline constexpr const char* kBonusColor = "#5e1f8c";
// Stop ids and coordinates written in the hexes.
inline constexpr const char* kIdColor = "#0d3b8c";

// The fill of a tile (or a revenue box) of this colour.
const char* TileFill(const std::string& color);

// A piece of text and how it is written.
struct Text {
  P at;
  double size = 0;
  std::string text = "";
  bool bold = false;
  std::string anchor = "middle";
  std::string fill = "#000";
  std::string cls = "";
  std::string font = "";
  bool halo = false;      // a white edge, for text over track
  std::string data = "";  // more attributes, escaped: data-stop="E12.c0"
};
// One <text> element, centred on its line (dy 0.35em).
void EmitText(std::ostream& o, const Text& t);

// Splits text into lines of at most `width` characters, at spaces.
std::vector<std::string> WrapWords(const std::string& text, size_t width);

}  // namespace xxroute::svg
