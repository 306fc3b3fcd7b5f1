#include "svg_style.h"

#include <map>
#include <sstream>

#include "xxroute/svg.h"

namespace xxroute::svg {

const char* TileFill(const std::string& color) {
  static const std::map<std::string, const char*> fills = {
      {"white", "#ede4cc"}, {"yellow", "#fde25a"}, {"green", "#7cc35a"}, {"brown", "#c98a5a"},
      {"gray", "#b9bcc0"},  {"grey", "#b9bcc0"},   {"red", "#e34c4c"},   {"blue", "#6ab4f0"},
      {"purple", "#b48ad6"}, {"orange", "#f5a347"}, {"black", "#555555"}};
  auto it = fills.find(color);
  return it == fills.end() ? "#ede4cc" : it->second;
}

void EmitText(std::ostream& o, const Text& t) {
  o << "<text";
  if (!t.cls.empty()) o << " class=\"" << t.cls << "\"";
  if (!t.data.empty()) o << " " << t.data;
  o << " x=\"" << F(t.at.x) << "\" y=\"" << F(t.at.y) << "\" dy=\"0.35em\" font-size=\"" << F(t.size) << "\"";
  if (!t.font.empty()) o << " font-family=\"" << t.font << "\"";
  if (t.bold) o << " font-weight=\"bold\"";
  if (t.anchor != "start") o << " text-anchor=\"" << t.anchor << "\"";
  if (t.fill != "#000") o << " fill=\"" << t.fill << "\"";
  if (t.halo)
    o << " stroke=\"#ffffff\" stroke-opacity=\"0.85\" stroke-width=\"" << F(t.size * 0.22)
      << "\" stroke-linejoin=\"round\" paint-order=\"stroke\"";
  o << ">" << XmlEscape(t.text) << "</text>\n";
}

std::vector<std::string> WrapWords(const std::string& text, size_t width) {
  std::vector<std::string> lines;
  std::string cur;
  std::istringstream words(text);
  for (std::string w; words >> w;) {
    if (!cur.empty() && static_cast<size_t>(Chars(cur + " " + w)) > width) lines.push_back(cur), cur.clear();
    cur += (cur.empty() ? "" : " ") + w;
  }
  if (!cur.empty()) lines.push_back(cur);
  return lines;
}

}  // namespace xxroute::svg
