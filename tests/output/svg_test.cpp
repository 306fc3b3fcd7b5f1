// Tests lib/output/svg.cpp (its main subject) and the svg_*.cpp it draws
// with. The SVG picture: escaping, one element per stop and per piece of track,
// routes drawn through exactly the segments of their links, the legend.
#include <doctest/doctest.h>

#include <algorithm>

#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <sstream>
#include <set>
#include <stdexcept>

#include "helpers.h"
#include "xxroute/game.h"
#include "xxroute/palette.h"
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
  o.network = g.net;
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
  o.network = g.net;
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
  o.network = square.net;
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
  o.network = other.net;
  CHECK_THROWS_AS(RenderSvg(*g.board, o), std::invalid_argument);
}

namespace {

// The <text> elements of class `cls`: their attributes and their text.
std::vector<std::pair<std::string, std::string>> Texts(const std::string& svg, const std::string& cls) {
  std::vector<std::pair<std::string, std::string>> out;
  std::regex text("<text class=\"" + cls + "\"([^>]*)>([^<]*)</text>");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), text); it != std::sregex_iterator(); ++it)
    out.push_back({(*it)[1].str(), (*it)[2].str()});
  return out;
}

// The text of class `cls` whose attributes hold `attr` (data-stop="E12.c0"), or "?".
std::string TextWith(const std::string& svg, const std::string& cls, const std::string& attr) {
  for (const auto& [attrs, text] : Texts(svg, cls))
    if (attrs.find(attr) != std::string::npos) return text;
  return "?";
}

// A fixture, as text for Case.
std::string Fixture(const std::string& path) {
  std::ifstream in(XXROUTE_SOURCE_DIR "/fixtures/" + path);
  REQUIRE(in);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("--stop-ids: every stop's id by it, every hex with stops its coordinate") {
  Case g(kBoard, "X");
  CHECK(Texts(RenderSvg(*g.board), "stop-id").empty());
  CHECK(Texts(RenderSvg(*g.board), "hex-id").empty());
  SvgOptions o;
  o.stop_ids = true;
  std::string svg = RenderSvg(*g.board, o);
  CHECK(Texts(svg, "stop-id").size() == g.board->stops().size());
  for (const auto& s : g.board->stops()) CHECK(TextWith(svg, "stop-id", "data-stop=\"" + s.label + "\"") == s.id);
  size_t with_stops = 0;
  for (const auto& h : g.board->hexes())
    if (!h.stops.empty()) {
      ++with_stops;
      CHECK(TextWith(svg, "hex-id", "data-hex=\"" + h.coord + "\"") == h.coord);
    }
  CHECK(Texts(svg, "hex-id").size() == with_stops);  // B4 (a junction only) has none
}

TEST_CASE("--tile-ids: laid tiles and exported tile names, not printed hexes") {
  Case g(R"(
game: 18CZ
phase: g
base_map: false
hexes:
  E10: {tile: "57", rotation: 1, tokens: [BN]}
  E12: {tile_name: "8892", color: brown, stops: {c0: {kind: city, revenue: 60, slots: 4}}, paths: [[1, c0]]}
  E14: {tile_name: E14, color: white, stops: {t0: {kind: town, revenue: 10}}, paths: [[4, t0]]}
companies:
  BN: {trains: ["3"]}
)", "BN");
  CHECK(Texts(RenderSvg(*g.board), "tile-id").empty());
  SvgOptions o;
  o.tile_ids = true;
  std::string svg = RenderSvg(*g.board, o);
  CHECK(TextWith(svg, "tile-id", "data-hex=\"E10\" data-tile=\"57\"") == "57");
  CHECK(TextWith(svg, "tile-id", "data-hex=\"E12\" data-tile=\"8892\"") == "8892");
  CHECK(Texts(svg, "tile-id").size() == 2);  // E14 is the printed hex
  CHECK(Attrs(svg, "hex", "data-tile") == std::vector<std::string>{"57", "8892"});
  // Named cities keep the printed map's names, though the position lists the hexes itself.
  CHECK(TextWith(svg, "name", "data-hex=\"E10\"") == "Kladno");
  CHECK(TextWith(svg, "name", "data-hex=\"E12\"") == "Praha");
}

TEST_CASE("tokens in the companies' own colours, the palette where the game gives none") {
  Case cis(Fixture("1824-cisleithania/kk-bukowina-bonus.yaml"), "KK");
  std::string svg = RenderSvg(*cis.board);
  std::regex token("<circle class=\"token[^\"]*\" data-company=\"([^\"]+)\" data-color=\"([^\"]+)\"[^>]* fill=\"([^\"]+)\"");
  std::map<std::string, std::pair<std::string, std::string>> seen;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), token); it != std::sregex_iterator(); ++it)
    seen[(*it)[1].str()] = {(*it)[2].str(), (*it)[3].str()};
  CHECK(seen["KK"] == std::pair<std::string, std::string>{"brown", "#7b4a26"});
  CHECK(seen["SD"] == std::pair<std::string, std::string>{"orange", "#f57c00"});
  CHECK(seen["CL"] == std::pair<std::string, std::string>{"black", "#222222"});
  // Light colours take black letters: SD on orange.
  CHECK(std::regex_search(svg, std::regex("data-company=\"SD\"[^>]*/>\n<text [^>]*fill=\"#000000\">SD</text>")));
  CHECK(std::regex_search(svg, std::regex("data-company=\"KK\"[^>]*/>\n<text [^>]*fill=\"#ffffff\">KK</text>")));
  // No game: the palette, in name order.
  Case g(kBoard, "X");
  svg = RenderSvg(*g.board);
  CHECK(std::regex_search(svg, std::regex("data-company=\"X\" cx=\"[^\"]+\" cy=\"[^\"]+\" r=\"[^\"]+\" fill=\"#1f4e9c\"")));
}

TEST_CASE("every company of every game has its colour, and its tokens are drawn in it") {
  std::set<std::string> uncoloured;
  for (const auto& name : ListGames()) {
    std::vector<std::string> variants{""};
    const auto plain = test::Games()->Get(name, "");
    variants.insert(variants.end(), plain->variants.begin(), plain->variants.end());
    for (const auto& variant : variants)
      for (const auto& entry : test::Games()->Get(name, variant)->companies) {
        const std::string& company = entry.first;  // (not a structured binding: INFO captures it)
        const auto& c = entry.second;
        INFO(name, " ", variant, " ", company, " color '", c.color, "'");
        if (c.color.empty()) uncoloured.insert(name + " " + company);
        else CHECK(!ColorCode(c.color).empty());
      }
  }
  // Only the four 18Lilliput charters whose pictures were lost have none
  // (their tokens take the palette's colours).
  CHECK(uncoloured == std::set<std::string>{"18Lilliput C5", "18Lilliput C6", "18Lilliput C7", "18Lilliput C8"});
  // 18CZ (its colours as the 18xx.games engine draws them): each token in its company's.
  Case cz(Fixture("example.yaml"), "BN");
  const std::string svg = RenderSvg(*cz.board);
  std::regex token("<circle class=\"token[^\"]*\" data-company=\"([^\"]+)\" data-color=\"([^\"]+)\"[^>]* fill=\"([^\"]+)\"");
  int tokens = 0;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), token); it != std::sregex_iterator(); ++it, ++tokens)
    CHECK((*it)[3].str() == ColorCode(cz.board->game()->companies.at((*it)[1].str()).color));
  CHECK(tokens > 1);
  CHECK(svg.find("data-company=\"BN\" data-color=\"#a9a9a9\"") != std::string::npos);
  std::regex any_token("<circle class=\"token");
  CHECK(std::distance(std::sregex_iterator(svg.begin(), svg.end(), any_token), std::sregex_iterator()) == tokens);
}

TEST_CASE("18Lilliput: the castle and the port named, the castle's token value, the companies' colours") {
  Case g(Fixture("18Lilliput/sr-4d-and-4o-foreign-castle.yaml"), "SR");
  std::string svg = RenderSvg(*g.board);
  CHECK(TextWith(svg, "name", "data-hex=\"B5\"") == "Castle");
  CHECK(TextWith(svg, "name", "data-hex=\"A3\"") == "Port");
  CHECK(TextWith(svg, "name", "data-hex=\"C3\"") == "Mildendo");
  CHECK(std::regex_search(svg, std::regex("<g class=\"revenue token-revenue\" data-stop=\"B5.c0\">\n<circle [^>]*/>\n"
                                          "<text [^>]*>50</text>")));
  CHECK(svg.find(">black circles: a stop&apos;s value for a company with a token there</text>") != std::string::npos);
  CHECK(svg.find("data-company=\"SR\" data-color=\"blue\"") != std::string::npos);
  CHECK(svg.find("data-company=\"LNR\" data-color=\"yellow\"") != std::string::npos);
  // With --tile-ids the cards' ids (Mildendo's name is its id: written once).
  SvgOptions o;
  o.tile_ids = true;
  svg = RenderSvg(*g.board, o);
  CHECK(TextWith(svg, "tile-id", "data-hex=\"B5\"") == "castle");
  CHECK(TextWith(svg, "tile-id", "data-hex=\"B6\"") == "track-straight");
  CHECK(TextWith(svg, "tile-id", "data-hex=\"C3\"") == "?");
  // No token values on the board: no footnote.
  Case plain(kBoard, "X");
  CHECK(RenderSvg(*plain.board).find("class=\"note\"") == std::string::npos);
}

TEST_CASE("red tiles show the current phase's value, printed red hexes and offboards their rows") {
  Case g(Fixture("18CZ/by-red-home-tile.yaml"), "BY");
  std::string svg = RenderSvg(*g.board);
  // 8898 in phase g (brown): 40, as the board reads it; not the row with its unused yellow 0.
  CHECK(std::regex_search(svg, std::regex("<g class=\"revenue current-value\" data-stop=\"F3.c0\">\n<circle [^>]*/>\n"
                                          "<text [^>]*>40</text>")));
  CHECK(svg.find("class=\"revenue phased\" data-stop=\"F3.c0\"") == std::string::npos);
  CHECK(g.board->stops()[g.board->FindStop("F3.c0")].value == 40);
  // 1824's Sarajevo is printed red: its row stays, like the offboards'.
  Case s(Fixture("1824/bk-g-train-foreign-mine.yaml"), "BK");
  svg = RenderSvg(*s.board);
  CHECK(svg.find("class=\"revenue phased\" data-stop=\"J13.c0\"") != std::string::npos);
  CHECK(svg.find("class=\"revenue phased\" data-stop=\"A4.o0\"") != std::string::npos);
  CHECK(svg.find("current-value") == std::string::npos);
}

TEST_CASE("bonus hexes outlined and tagged, with a footnote for each bonus") {
  Case g(Fixture("1824-cisleithania/kk-bukowina-bonus.yaml"), "KK");
  std::string svg = RenderSvg(*g.board);
  std::vector<std::string> hexes = Attrs(svg, "bonus-hex", "data-hex");
  CHECK(std::set<std::string>(hexes.begin(), hexes.end()) == std::set<std::string>{"B9", "D25", "E12", "E24", "E26"});
  for (const auto& b : Attrs(svg, "bonus-hex", "data-bonus")) CHECK(b == "Bukowina +50");
  CHECK(Texts(svg, "bonus-tag").size() == 5);
  CHECK(TextWith(svg, "bonus-tag", "data-hex=\"D25\"") == "Bukowina +50");
  CHECK(svg.find(">Bukowina +50: a route that pays stops on E12 or B9, and on D25, E24 or E26 (hexes outlined "
                 "dashed)</text>") != std::string::npos);
  // A private company's hex bonus.
  Case h(R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
companies:
  X: {trains: ["2"], hex_bonus: [{company: RdP, hexes: [A3], amount: 20}]}
)", "X");
  svg = RenderSvg(*h.board);
  CHECK(Attrs(svg, "bonus-hex", "data-hex") == std::vector<std::string>{"A3"});
  CHECK(TextWith(svg, "bonus-tag", "data-hex=\"A3\"") == "RdP +20");
  CHECK(svg.find(">RdP +20: a route of X earns it when it pays a stop on A3 (hexes outlined dashed)</text>") !=
        std::string::npos);
  // Bonuses by tile (18Lilliput's Allenbeck-Tottenham-Express): the hexes
  // where the tiles lie; a tag too long for a card on two lines.
  Case ate(R"(
game: 18Lilliput
variant: Allenbeck-Tottenham-Express
phase: "6"
base_map: false
hexes:
  C3: {tile: Mildendo}
  C4: {tile: city-straight, rotation: 0, tokens: [LNR]}
  C5: {tile: track-straight}
  C6: {tile: Tottenham}
companies:
  LNR: {trains: ["4D"]}
)", "LNR");
  svg = RenderSvg(*ate.board);
  CHECK(Attrs(svg, "bonus-hex", "data-hex") == std::vector<std::string>{"C3", "C6"});
  std::vector<std::string> lines;
  for (const auto& [attrs, text] : Texts(svg, "bonus-tag"))
    if (attrs.find("data-hex=\"C6\"") != std::string::npos) lines.push_back(text);
  CHECK(lines == std::vector<std::string>{"Allenbeck-Tottenham-", "Express +20"});
  CHECK(svg.find(">Allenbeck-Tottenham-Express +20: a route that pays stops on at least 3 of the tiles Mildendo,") !=
        std::string::npos);
  // No bonus, no outline and no footnote.
  Case plain(kBoard, "X");
  CHECK(RenderSvg(*plain.board).find("bonus") == std::string::npos);
}

TEST_CASE("the skipped-stop footnote only where a route skips a stop, a mine is never skipped") {
  // 1824 g trains: the mine is visited, its value goes to the treasury.
  Case g(Fixture("1824/epp-coal-g-trains.yaml"), "EPP");
  Result r = g.Solve();
  SvgOptions o;
  o.network = g.net;
  o.routes = &r.routes;
  std::string svg = RenderSvg(*g.board, o);
  CHECK(Attrs(svg, "route-stop", "data-stop").size() == 6);
  CHECK(Attrs(svg, "skipped", "data-stop").empty());
  CHECK(svg.find("passed but not paid") == std::string::npos);
  CHECK(Texts(svg, "note").empty());
  // An express train passing a town: the footnote.
  Case e(R"(
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
  r = e.Solve();
  o.network = e.net;
  o.routes = &r.routes;
  svg = RenderSvg(*e.board, o);
  CHECK(TextWith(svg, "note", "") == "stops in parentheses (dashed rings) are passed but not paid");
}

TEST_CASE("a stop bonus is written by its stop, with its footnote") {
  Case g(Fixture("18CZ/moravia-silesia-bonuses.yaml"), "PR");
  std::string svg = RenderSvg(*g.board);
  CHECK(std::regex_search(svg, std::regex("<g class=\"revenue stop-bonus\" data-stop=\"B1.c0\">\n<rect [^>]*/>\n"
                                          "<text [^>]*>\\+30</text>")));
  CHECK(std::regex_search(svg, std::regex("data-stop=\"B9.c0\">\n<rect [^>]*/>\n<text [^>]*>\\+50</text>")));
  CHECK(svg.find(">+N boxes: a stop&apos;s bonus, for the trains that take stop bonuses</text>") != std::string::npos);
  // The red tiles written inline: their current value (phase g: brown).
  CHECK(std::regex_search(svg, std::regex("<g class=\"revenue current-value\" data-stop=\"B9.c0\">\n<circle [^>]*/>\n"
                                          "<text [^>]*>60</text>")));
}

// The map's terrain (18CZ 000: "cost" of a printed hex, paid with its first
// tile; maps/18CZ/map.yaml A14, a hill, 20): drawn on the hex as its cost
// while no tile is laid there, gone once one is.
TEST_CASE("a printed hex's terrain cost is drawn on it until a tile is laid there") {
  const std::string printed = "format: 1\ngame: 18CZ\nphase: a\nhexes:\n  E16: {tile: \"6\", rotation: 1, tokens: [BCB]}\n"
                              "companies:\n  BCB: {trains: [\"2\"]}\n";
  const std::string svg = RenderSvg(*Case(printed, "BCB").board);
  const std::vector<std::string> hexes = Attrs(svg, "terrain", "data-hex");
  CHECK(std::count(hexes.begin(), hexes.end(), "A14") == 1);
  CHECK(svg.find("data-hex=\"A14\"") != std::string::npos);
  CHECK(Count(svg, "class=\"terrain\"") == hexes.size());
  const std::string laid = test::Replaced(printed, "hexes:\n", "hexes:\n  A14: {tile: \"7\", rotation: 0}\n");
  const std::vector<std::string> after = Attrs(RenderSvg(*Case(laid, "BCB").board), "terrain", "data-hex");
  CHECK(std::count(after.begin(), after.end(), "A14") == 0);
  CHECK(after.size() + 1 == hexes.size());
}
