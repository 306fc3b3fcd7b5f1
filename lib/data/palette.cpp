#include "xxroute/palette.h"

#include <cctype>
#include <map>

namespace xxroute {

std::string ColorCode(const std::string& color) {
  // Names as players say them, in shades that read well as tokens on any tile.
  static const std::map<std::string, std::string> names = {
      {"black", "#222222"},     {"white", "#ffffff"},     {"gray", "#8c8c8c"},      {"grey", "#8c8c8c"},
      {"red", "#d32f2f"},       {"darkred", "#8b1a1a"},   {"maroon", "#800000"},    {"pink", "#ec6fa9"},
      {"magenta", "#c2185b"},   {"purple", "#7b1fa2"},    {"violet", "#8e44ad"},    {"orange", "#f57c00"},
      {"brown", "#7b4a26"},     {"yellow", "#ffd600"},    {"gold", "#d4a017"},      {"olive", "#808000"},
      {"green", "#2e7d32"},     {"darkgreen", "#1b5e20"}, {"lightgreen", "#90ee90"}, {"lime", "#9acd32"},
      {"teal", "#00796b"},      {"cyan", "#00acc1"},      {"turquoise", "#26c6da"}, {"blue", "#1f5fbf"},
      {"lightblue", "#7fb8ea"}, {"darkblue", "#0d2a6e"},  {"navy", "#14213d"}};
  std::string lower;
  for (char c : color) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  auto it = names.find(lower);
  if (it != names.end()) return it->second;
  if ((lower.size() != 4 && lower.size() != 7) || lower[0] != '#') return "";
  for (size_t i = 1; i < lower.size(); ++i)
    if (!std::isxdigit(static_cast<unsigned char>(lower[i]))) return "";
  if (lower.size() == 7) return lower;
  return std::string("#") + lower[1] + lower[1] + lower[2] + lower[2] + lower[3] + lower[3];
}

bool IsLight(const std::string& code) {
  if (code.size() != 7) return false;
  auto channel = [&](int i) { return std::stoi(code.substr(1 + 2 * i, 2), nullptr, 16) / 255.0; };
  // Relative luminance (sRGB weights), the same threshold for every colour.
  const double y = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return y > 0.5;
}

}  // namespace xxroute
