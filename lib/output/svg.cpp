// RenderSvg: the picture put together, layer by layer (svg_layout.h places
// everything; svg_draw.h, svg_labels.h and svg_legend.h write the layers).
#include "xxroute/svg.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

#include "svg_bonuses.h"
#include "svg_draw.h"
#include "svg_labels.h"
#include "svg_layout.h"
#include "svg_legend.h"
#include "svg_style.h"
#include "xxroute/network.h"

namespace xxroute {

std::string XmlEscape(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  const size_t n = s.size();
  for (size_t i = 0; i < n;) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
          if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') out += static_cast<char>(c);
      }
      ++i;
      continue;
    }
    // A UTF-8 sequence: copied when well formed, else one U+FFFD per byte.
    int len = c >= 0xF0 && c <= 0xF4 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c <= 0xDF ? 2 : 0;
    if (c >= 0xF5) len = 0;
    bool ok = len > 0 && i + len <= n;
    for (int k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (ok && len >= 3) {
      const unsigned char c1 = static_cast<unsigned char>(s[i + 1]);
      if (c == 0xE0 && c1 < 0xA0) ok = false;             // overlong
      if (c == 0xED && c1 >= 0xA0) ok = false;            // surrogates
      if (c == 0xF0 && c1 < 0x90) ok = false;             // overlong
      if (c == 0xF4 && c1 >= 0x90) ok = false;            // above U+10FFFF
      if (c == 0xEF && c1 == 0xBF && len == 3) {          // U+FFFE, U+FFFF
        const unsigned char c2 = static_cast<unsigned char>(s[i + 2]);
        if (c2 == 0xBE || c2 == 0xBF) ok = false;
      }
    }
    if (ok) {
      out.append(s, i, len);
      i += len;
    } else {
      out += "\xEF\xBF\xBD";
      ++i;
    }
  }
  return out;
}

std::string ResultTitle(const Board& board, const Result& r) {
  std::string t = svg::PositionHeading(board);
  t += ": " + r.company + " income " + std::to_string(r.income);
  if (r.subsidy) t += ", subsidy " + std::to_string(r.subsidy);
  t += r.optimal ? " (proven optimal)" : " (NOT proven optimal: the time limit cut the search)";
  return t;
}

std::map<std::string, std::string> CompanyColors(const Board& board) {
  std::map<std::string, std::string> out;
  for (const auto& [name, paint] : svg::CompanyPaints(board, {}).by_company) out[name] = paint.fill;
  return out;
}

std::string RenderSvg(const Board& board, const SvgOptions& options) {
  using namespace svg;
  if (options.routes && !options.network) throw std::invalid_argument("RenderSvg: routes need their network");
  if (options.network && &options.network->board() != &board)
    throw std::invalid_argument("RenderSvg: the network was compiled from another board");
  const SvgLayout layout(board, options);
  const SvgBonuses bonuses = FindBonuses(board);
  const TokenPaints paints = CompanyPaints(board, options);
  std::vector<std::string> notes = bonuses.notes;
  std::ostringstream body;
  DrawHexes(body, layout, bonuses);
  if (options.routes) DrawRouteLines(body, layout, *options.routes);
  DrawTrack(body, layout);
  DrawStops(body, layout, paints);
  DrawHexTexts(body, layout, options, bonuses, &notes);
  if (options.routes) DrawRouteStops(body, layout, *options.routes);
  if (!options.tile_sheet) DrawCoordinates(body, layout);
  const double width = layout.width();
  const double height = DrawLegend(body, layout, options, notes) + 0.3 * S;
  std::ostringstream o;
  o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << F(width) << "\" height=\""
    << F(height) << "\" viewBox=\"0 0 " << F(width) << " " << F(height) << "\" font-family=\"" << kSans
    << "\" data-hex-size=\"" << F(S) << "\">\n"
    << "<title>" << XmlEscape(PictureTitle(board, options)) << "</title>\n"
    << "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" << F(width) << "\" height=\"" << F(height)
    << "\" fill=\"#ffffff\"/>\n"
    << body.str() << "</svg>\n";
  return o.str();
}

namespace {
// The number of attribute `name` of a picture's root <svg> element (0: none).
double RootSize(const std::string& svg, const std::string& name) {
  const size_t root = svg.find("<svg");
  const size_t end = svg.find('>', root);
  const size_t at = svg.find(" " + name + "=\"", root);
  if (root == std::string::npos || at == std::string::npos || at > end) return 0;
  return std::atof(svg.c_str() + at + name.size() + 3);
}
}  // namespace

std::string SvgSideBySide(const std::vector<std::string>& pictures, const std::string& title) {
  double width = 0, height = 0;
  std::string body;
  for (const std::string& p : pictures) {
    const size_t root = p.find("<svg");
    if (root == std::string::npos) continue;
    const double w = RootSize(p, "width"), h = RootSize(p, "height");
    std::string inner = p.substr(root);
    inner.insert(4, " x=\"" + svg::F(width) + "\" y=\"0\"");  // (after "<svg")
    body += inner + "\n";
    width += w;
    height = std::max(height, h);
  }
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" +
         svg::F(width) + "\" height=\"" + svg::F(height) + "\" viewBox=\"0 0 " + svg::F(width) + " " + svg::F(height) + "\">\n<title>" +
         XmlEscape(title) + "</title>\n" + body + "</svg>\n";
}

}  // namespace xxroute
