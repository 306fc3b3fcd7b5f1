// Tests lib/output/game_tiles.cpp: show --tiles and --map: every tile listed
// with its stops and their ids, the printed map's stops, and the manifest
// drawn as a sheet by the render code.
#include <doctest/doctest.h>

#include <regex>
#include <set>

#include "helpers.h"
#include "xxroute/board.h"
#include "xxroute/game_tiles.h"
#include "xxroute/svg.h"

using namespace xxroute;

namespace {

// The line of `text` that starts (after its indent) with `start`, or "".
std::string LineOf(const std::string& text, const std::string& start) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("  " + start, 0) == 0) return line;
  return "";
}

// The line with its runs of spaces made one.
std::string Squeeze(const std::string& s) {
  return std::regex_replace(s, std::regex(" +"), " ");
}

}  // namespace

TEST_CASE("show --tiles: every tile with its colour, count, labels, upgrades and stops with their ids") {
  auto cz = test::Games()->Get("18CZ", "");
  const std::string text = TilesText(*cz);
  CHECK(text.rfind("18CZ: 76 kinds of tile, 160 pieces\n", 0) == 0);
  for (const auto& [id, t] : cz->Tiles()) CHECK(LineOf(text, id + (t.special.empty() ? " " : "* ")) != "");
  CHECK(Squeeze(LineOf(text, "57 ")) == " 57 yellow 4 - colour rule c0 city 20");
  CHECK(Squeeze(LineOf(text, "8898 ")) == " 8898 red 1 BY colour rule c0 city yellow 0/green 30/brown 40/gray 50 (route end)");
  CHECK(Squeeze(LineOf(text, "8889 ")) ==
        " 8889 yellow 1 P colour rule c0 city 30 (group Praha); c1 city 30 (group Praha); c2 city 30 (group Praha)");
  CHECK(Squeeze(LineOf(text, "14p* ")) == " 14p* green 1 - colour rule c0 city 30 (2 slots)");
  CHECK(Squeeze(LineOf(text, "1 ")) == " 1 yellow 1 - colour rule t0 town 10; t1 town 10");
  CHECK(text.find("* laid only by a special ability") != std::string::npos);
  // Players' order: by colour, then by number (9 before 55, red after yellow).
  std::vector<std::string> ids;
  for (const TileDef* t : SortedTiles(*cz)) ids.push_back(t->id);
  REQUIRE(ids.size() == 76);
  CHECK(ids[0] == "1");
  CHECK(std::find(ids.begin(), ids.end(), "9") < std::find(ids.begin(), ids.end(), "55"));
  CHECK(std::find(ids.begin(), ids.end(), "8890") < std::find(ids.begin(), ids.end(), "8894"));
  CHECK(std::find(ids.begin(), ids.end(), "8898") < std::find(ids.begin(), ids.end(), "14"));

  // 18Lilliput: the manifest's own upgrades, "none" where it lists none, the cards' names.
  auto lil = test::Games()->Get("18Lilliput", "");
  const std::string cards = TilesText(*lil);
  CHECK(Squeeze(LineOf(cards, "city-straight ")) == " city-straight yellow 6 - city-green, castle c0 city 20");
  CHECK(Squeeze(LineOf(cards, "castle* ")) == " castle* (Castle) green 1 - none c0 city 30 (50 with a token)");
  CHECK(Squeeze(LineOf(cards, "port* ")) == " port* (Port) yellow 1 - none t0 town 10 (route end)");
  CHECK(Squeeze(LineOf(cards, "mine-10* ")) == " mine-10* gray any - none m0 mine 10 (passed through)");
  CHECK(LineOf(cards, "Mildendo* ").find("(Mildendo)") == std::string::npos);  // its name is its id
}

TEST_CASE("show --map: the printed map's named hexes and stops with their ids") {
  auto g = test::Games()->Get("1824", "");
  const std::string text = MapText(*g);
  CHECK(Squeeze(LineOf(text, "B9 ")) == " B9 Prag white - c0 city 0");
  CHECK(Squeeze(LineOf(text, "A18 ")) == " A18 Krakau white T c0 city 0");
  CHECK(Squeeze(LineOf(text, "A12 ")) == " A12 - gray - m0 mine yellow 10/green 10/brown 40/gray 40");
  CHECK(Squeeze(LineOf(text, "B13 ")) == " B13 - white - t0 town 0; t1 town 0");
  CHECK(LineOf(text, "A2 ") == "");  // blank hexes are left out
  auto lil = test::Games()->Get("18Lilliput", "");
  CHECK(MapText(*lil).find("no printed hexes: a position lists every hex itself (base_map: false)") !=
        std::string::npos);
}

TEST_CASE("show --tiles --svg: every tile of every game drawn once, with its id and its stops' ids") {
  for (const auto& name : ListGames()) {
    auto base = test::Games()->Get(name, "");
    std::vector<std::string> variants = {""};
    variants.insert(variants.end(), base->variants.begin(), base->variants.end());
    for (const auto& v : variants) {
      CAPTURE(name);
      CAPTURE(v);
      auto g = test::Games()->Get(name, v);
      const Position sheet = TileSheet(*g);
      REQUIRE(sheet.hexes.size() == g->Tiles().size());
      auto drawn_sheet = test::Load(sheet, "", LoadOptions::kBoardOnly);
      SvgOptions o;
      o.stop_ids = o.tile_ids = o.tile_sheet = true;
      const std::string svg = RenderSvg(drawn_sheet->board(), o);
      std::set<std::string> drawn;
      std::regex id("<text class=\"tile-id\" data-hex=\"[A-Z]+[0-9]+\" data-tile=\"([^\"]+)\"[^>]*>([^<]*)</text>");
      for (auto it = std::sregex_iterator(svg.begin(), svg.end(), id); it != std::sregex_iterator(); ++it) {
        CHECK((*it)[1].str() == (*it)[2].str());
        CHECK(drawn.insert((*it)[1].str()).second);
      }
      CHECK(drawn.size() == g->Tiles().size());
      size_t stops = 0;
      for (const auto& [tid, t] : g->Tiles()) stops += t.shape.stops.size();
      std::regex stop_id("<text class=\"stop-id\" data-stop=\"[^\"]+\"");
      CHECK(static_cast<size_t>(std::distance(std::sregex_iterator(svg.begin(), svg.end(), stop_id),
                                              std::sregex_iterator())) == stops);
      // A sheet, not a position: no coordinates, no coordinates in the hexes, no current phase.
      CHECK(svg.find("class=\"coordinates\"") == std::string::npos);
      CHECK(svg.find("class=\"hex-id\"") == std::string::npos);
      CHECK(svg.find("class=\"current\"") == std::string::npos);
      CHECK(svg.find("current-value") == std::string::npos);
    }
  }
}

TEST_CASE("the sheet draws 18CZ's red tiles with every phase's value") {
  auto g = test::Games()->Get("18CZ", "");
  auto loaded = test::Load(TileSheet(*g), "", LoadOptions::kBoardOnly);
  const Board* board = &loaded->board();
  SvgOptions o;
  o.tile_sheet = o.tile_ids = true;
  const std::string svg = RenderSvg(*board, o);
  const int h = [&] {
    for (int i = 0; i < static_cast<int>(board->hexes().size()); ++i)
      if (board->position().hexes[i].tile_name == "8898") return i;
    return -1;
  }();
  REQUIRE(h >= 0);
  const std::string stop = board->hexes()[h].coord + ".c0";
  CHECK(std::regex_search(svg, std::regex("<g class=\"revenue phased\" data-stop=\"" + stop +
                                          "\">\n<rect[^>]*/>\n<text[^>]*>0</text>\n<rect[^>]*/>\n<text[^>]*>30</text>")));
}
