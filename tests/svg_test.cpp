// The SVG picture: escaping, one element per stop and per piece of track,
// routes drawn through exactly the segments of their links, the legend.
#include <doctest/doctest.h>

#include <regex>
#include <set>
#include <stdexcept>

#include "helpers.h"
#include "xxroute/svg.h"

using namespace xxroute;
using xxroute::test::Case;

namespace {

// Every value of attribute `attr` on elements whose class list holds `cls`.
std::vector<std::string> Attrs(const std::string& svg, const std::string& cls, const std::string& attr) {
  std::vector<std::string> out;
  std::regex element("<[a-z]+ [^>]*>");
  std::regex has_class("class=\"([^\"]*)\"");
  std::regex value(" " + attr + "=\"([^\"]*)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), element); it != std::sregex_iterator(); ++it) {
    const std::string e = it->str();
    std::smatch c, v;
    if (!std::regex_search(e, c, has_class)) continue;
    std::string classes = " " + c[1].str() + " ";
    if (classes.find(" " + cls + " ") == std::string::npos) continue;
    if (std::regex_search(e, v, value)) out.push_back(v[1].str());
  }
  return out;
}

size_t Count(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

std::string Join(const std::vector<int>& v) {
  std::string s;
  for (int x : v) s += (s.empty() ? "" : " ") + std::to_string(x);
  return s;
}

// The segments of a route in running order, from the links.
std::string RouteSegments(const Network& net, const Route& r) {
  std::vector<int> segs;
  int node = net.NodeOfStop(r.stops[0]);
  for (int l : r.links) {
    const Link& link = net.links()[l];
    if (link.node[0] == node) {
      segs.insert(segs.end(), link.segments.begin(), link.segments.end());
      node = link.node[1];
    } else {
      segs.insert(segs.end(), link.segments.rbegin(), link.segments.rend());
      node = link.node[0];
    }
  }
  return Join(segs);
}

const char* kBoard = R"(
layout: pointy
color: green
hexes:
  A1: {name: "Port & <Dock> \"1\"", color: yellow, stops: {c0: {kind: city, revenue: 20, slots: 2, tokens: [X, "Y&Z"]}}, paths: [[c0, 4]]}
  A3: {color: green, stops: {c0: {kind: city, revenue: 30, tokens: [X]}, t0: {kind: town, revenue: 10}}, paths: [[1, c0], [c0, t0], [t0, 4], [c0, 5]]}
  A5: {color: red, name: Sea, stops: {o0: {kind: offboard, revenue: {yellow: 20, green: 30, brown: 40}}}, paths: [{ends: [1, o0], terminal: true}]}
  B4: {color: brown, junctions: [j0], paths: [[2, j0], [j0, 4], [j0, 5]]}
  B6: {color: gray, stops: {m0: {kind: mine, revenue: 10}}, paths: [{ends: [1, m0], terminal: true}]}
  C5: {color: yellow, stops: {t0: {kind: town, revenue: 10}}, paths: [[2, t0], [t0, 4]]}
trains:
  - {name: "M", distance: [{kinds: [city, town, offboard, mine], visit: 4}]}
companies:
  X: {trains: ["2", "M"]}
)";

}  // namespace

TEST_CASE("XML special characters are escaped, bad bytes replaced") {
  CHECK(XmlEscape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
  CHECK(XmlEscape("\xC3\x9Ast\xC3\xAD") == "\xC3\x9Ast\xC3\xAD");  // Ústí kept
  CHECK(XmlEscape(std::string("a\x01" "b\x1f" "c\td")) == "abc\td");   // control characters dropped
  CHECK(XmlEscape("x\xFFy") == "x\xEF\xBF\xBDy");                      // not UTF-8
  CHECK(XmlEscape("\xC3") == "\xEF\xBF\xBD");                          // cut short
  CHECK(XmlEscape("\xED\xA0\x80") == "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // a surrogate
}

TEST_CASE("the board: every hex, stop and piece of track once, names escaped") {
  Case g(kBoard, "X");
  std::string svg = RenderSvg(*g.board);
  CHECK(svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
  // Each board stop is one element.
  std::vector<std::string> stops = Attrs(svg, "stop", "data-stop");
  std::multiset<std::string> got(stops.begin(), stops.end());
  REQUIRE(got.size() == g.board->stops().size());
  for (const auto& s : g.board->stops()) CHECK(got.count(s.label) == 1);
  // Each segment one track path.
  std::vector<std::string> segs = Attrs(svg, "track", "data-segment");
  REQUIRE(segs.size() == g.board->segments().size());
  for (size_t i = 0; i < segs.size(); ++i) CHECK(segs[i] == std::to_string(i));
  CHECK(Attrs(svg, "hex", "data-hex").size() == g.board->hexes().size());
  // Escaped text, never the raw characters.
  CHECK(svg.find("Port &amp;") != std::string::npos);
  CHECK(svg.find("&lt;Dock&gt;") != std::string::npos);
  CHECK(svg.find("&quot;1&quot;") != std::string::npos);
  CHECK(svg.find("<Dock>") == std::string::npos);
  CHECK(svg.find("data-company=\"Y&amp;Z\"") != std::string::npos);
  // The offboard's phase row picks out the current colour (green: 30).
  CHECK(svg.find("class=\"current\"/>\n<text x=") != std::string::npos);
  CHECK(std::regex_search(svg, std::regex("class=\"current\"/>\n<text [^>]*font-weight=\"bold\"[^>]*>30</text>")));
  // No routes, no legend figures.
  CHECK(Attrs(svg, "route", "data-train").empty());
  CHECK(svg.find("data-income") == std::string::npos);
  // Coordinates along the edges: rows A-C, columns 1-6.
  CHECK(Count(svg, ">C</text>") == 2);
  CHECK(Count(svg, ">6</text>") == 2);
}

TEST_CASE("the company's tokens are picked out") {
  Case g(kBoard, "X");
  SvgOptions o;
  o.company = "X";
  std::string svg = RenderSvg(*g.board, o);
  CHECK(Attrs(svg, "highlight", "data-company") == std::vector<std::string>{"X", "X"});
  CHECK(Attrs(RenderSvg(*g.board), "highlight", "data-company").empty());
}

TEST_CASE("routes: drawn through the segments of their links, stops marked once, legend totals") {
  Case g(kBoard, "X");
  Result r = g.Solve();
  REQUIRE(r.routes.size() == 2);
  SvgOptions o;
  o.network = g.net.get();
  o.routes = &r.routes;
  std::string svg = RenderSvg(*g.board, o);
  std::vector<std::string> trains = Attrs(svg, "route", "data-train");
  std::vector<std::string> segs = Attrs(svg, "route", "data-segments");
  std::vector<std::string> stops = Attrs(svg, "route", "data-stops");
  REQUIRE(trains.size() == r.routes.size());
  std::set<std::string> all_segments;
  for (size_t i = 0; i < r.routes.size(); ++i) {
    const Route& route = r.routes[i];
    CAPTURE(i);
    CHECK(trains[i] == route.train->name);
    CHECK(segs[i] == RouteSegments(*g.net, route));
    std::string labels;
    for (int s : route.stops) labels += (labels.empty() ? "" : " ") + g.board->stops()[s].label;
    CHECK(stops[i] == labels);
    // One marker per stop, in order.
    std::regex group("<g class=\"route-stops\" data-index=\"" + std::to_string(i) + "\"[^>]*>([\\s\\S]*?)</g>");
    std::smatch m;
    REQUIRE(std::regex_search(svg, m, group));
    std::string inside = m[1].str();
    std::string markers;
    for (const auto& s : Attrs(inside, "route-stop", "data-stop")) markers += (markers.empty() ? "" : " ") + s;
    CHECK(markers == labels);
    std::istringstream in(segs[i]);
    for (std::string s; in >> s;) CHECK(all_segments.insert(s).second);  // no segment on two routes
  }
  CHECK(svg.find("data-income=\"" + std::to_string(r.income) + "\"") != std::string::npos);
  CHECK(svg.find(">Income " + std::to_string(r.income)) != std::string::npos);
  // Title: given, or made from the position.
  o.title = ResultTitle(*g.board, r);
  CHECK(o.title == "board, green phase: X income " + std::to_string(r.income) + " (proven optimal)");
  CHECK(RenderSvg(*g.board, o).find("<title>" + o.title + "</title>") != std::string::npos);
}

TEST_CASE("a skipped stop is drawn hollow and dashed") {
  Case g(R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 4]]}
  A5: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
trains:
  - {name: "2E", distance: [{kinds: [city], visit: 2}, {kinds: [town], visit: 99, pay: 0}]}
companies: {X: {trains: ["2E"]}}
)");
  Result r = g.Solve();
  REQUIRE(r.routes.size() == 1);
  SvgOptions o;
  o.network = g.net.get();
  o.routes = &r.routes;
  std::string svg = RenderSvg(*g.board, o);
  CHECK(Attrs(svg, "route", "data-paid") == std::vector<std::string>{"1 0 1"});
  CHECK(Attrs(svg, "skipped", "data-stop") == std::vector<std::string>{"A3.t0"});
  CHECK(std::regex_search(svg, std::regex("class=\"route-stop skipped\"[^>]*fill=\"none\" stroke-dasharray")));
}

TEST_CASE("flat hexes and square cards") {
  Case flat(R"(
layout: flat
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 0]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[3, c0], [c0, 5]]}
  B4: {stops: {c0: {kind: city, revenue: 40}}, paths: [[2, c0]]}
companies: {X: {trains: ["3"]}}
)");
  std::string svg = RenderSvg(*flat.board);
  // Six corners a hex, the first one east of the centre (flat top).
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, std::regex("class=\"hex\" data-hex=\"A1\" points=\"([^\"]*)\"")));
  CHECK(Count(m[1].str(), ",") == 6);
  // Track from A1's south side meets A3's north side at one point.
  std::regex seg("data-segment=\"(\\d+)\" data-hex=\"[A-Z0-9]+\" d=\"M ([-0-9.]+ [-0-9.]+) C [^\"]* ([-0-9.]+ [-0-9.]+)\"");
  std::vector<std::pair<std::string, std::string>> ends;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), seg); it != std::sregex_iterator(); ++it)
    ends.push_back({(*it)[2].str(), (*it)[3].str()});
  REQUIRE(ends.size() == 4);
  CHECK(ends[0].second == ends[1].first);  // A1 c0->S, A3 N->c0
  CHECK(ends[2].second == ends[3].first);  // A3 c0->SE, B4 NW->c0

  Case square(R"(
layout: square
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 3]]}
  B1: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 0]]}
  B2: {stops: {c0: {kind: city, revenue: 40}}, paths: [[2, c0]]}
companies: {X: {trains: ["3"]}}
)");
  Result r = square.Solve();
  SvgOptions o;
  o.network = square.net.get();
  o.routes = &r.routes;
  svg = RenderSvg(*square.board, o);
  REQUIRE(std::regex_search(svg, m, std::regex("class=\"hex\" data-hex=\"B2\" points=\"([^\"]*)\"")));
  CHECK(Count(m[1].str(), ",") == 4);
  CHECK(Attrs(svg, "route", "data-stops") == std::vector<std::string>{"A1.c0 B1.t0 B2.c0"});
}

TEST_CASE("routes need the network they came from") {
  Case g(kBoard, "X");
  Result r = g.Solve();
  SvgOptions o;
  o.routes = &r.routes;
  CHECK_THROWS_AS(RenderSvg(*g.board, o), std::invalid_argument);
  Case other(kBoard, "X");
  o.network = other.net.get();
  CHECK_THROWS_AS(RenderSvg(*g.board, o), std::invalid_argument);
}
