// The order of tile colours, one rule (TileColorRank, lib/board/board.cpp):
// the lays, the tile listing and sheet (show --tiles, once SheetRank of their
// own) and the revenue rows all ask it.
#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.h"
#include "xxroute/board.h"
#include "xxroute/game_tiles.h"
#include "xxroute/tile_fit.h"

using namespace xxroute;

namespace {

size_t At(const std::vector<std::string>& ids, const std::string& id) {
  return static_cast<size_t>(std::find(ids.begin(), ids.end(), id) - ids.begin());
}

std::vector<std::string> Ids(const Game& g) {
  std::vector<std::string> ids;
  for (const TileDef* t : SortedTiles(g)) ids.push_back(t->id);
  return ids;
}

}  // namespace

TEST_CASE("18CZ (000 lines 731-734): a red home tile is laid where no tile is, as a yellow one: the two rank alike") {
  // "Красные тайлы: только государственная железная дорога (крупная
  // компания) может размещать свой красный домашний тайл на 1 из 2
  // напечатанных гексов с красными краями на карте (другой остается
  // пустым). Это в дополнение к обычному размещению тайла."
  CHECK(TileColorRank("red") == TileColorRank("yellow"));
  CHECK(TileColorRank("") == 0);
  CHECK(TileColorRank("white") == 0);
  CHECK(TileColorRank("yellow") < TileColorRank("green"));
  CHECK(TileColorRank("green") < TileColorRank("brown"));
  CHECK(TileColorRank("brown") < TileColorRank("gray"));
  CHECK(TileColorRank("blue") == -1);
  // A listing's order: the same, the colours off the order last.
  CHECK_FALSE(TileColorBefore("red", "yellow"));
  CHECK_FALSE(TileColorBefore("yellow", "red"));
  CHECK(TileColorBefore("gray", "blue"));
  CHECK(TileColorBefore("white", "yellow"));
  CHECK_FALSE(TileColorBefore("blue", "gray"));
}

TEST_CASE("show --tiles orders by the rules' colour order: a red tile among the yellow ones by its number") {
  // (The listing's own order put red after every yellow tile; the lays'
  // put it with yellow. 18CZ's red tiles are numbered after its yellow ones,
  // so its listing reads as before.)
  auto cz = test::Games()->Get("18CZ", "");
  const auto ids = Ids(*cz);
  CHECK(ids[0] == "1");
  CHECK(At(ids, "8890") < At(ids, "8894"));
  CHECK(At(ids, "8898") < At(ids, "14"));
  // 18Lilliput's red start card Mildendo (001 line 38: "Červený startovní
  // dílek trati (pojmenovaný Mildendo) umístěte doprostřed stolu", the first
  // card on the table) now sorts with the yellow cards by name: the first
  // of them, after the white terrain cards (no track yet).
  auto lil = test::Games()->Get("18Lilliput", "");
  const auto cards = Ids(*lil);
  size_t first = 0;
  while (first < cards.size() && lil->Tiles().at(cards[first]).color == "white") ++first;
  REQUIRE(first < cards.size());
  CHECK(cards[first] == "Mildendo");
  CHECK(At(cards, "terminus-60") < At(cards, "track-straight"));
  CHECK(At(cards, "track-straight") < At(cards, "Y-green"));
  // Every yellow and red card before every green one, every gray one before the blue sea.
  size_t last_first = 0, first_green = cards.size();
  for (size_t i = 0; i < cards.size(); ++i) {
    const std::string& color = lil->Tiles().at(cards[i]).color;
    if (color == "yellow" || color == "red") last_first = i;
    if (color == "green") first_green = std::min(first_green, i);
  }
  CHECK(last_first < first_green);
  CHECK(At(cards, "fixed-city") < At(cards, "sea"));
}

TEST_CASE("18Lilliput (001 lines 208-217): the set-up cards, of colours no phase brings, are exempt from the checkerboard") {
  auto lil = test::Games()->Get("18Lilliput", "");
  CHECK(PhasedColor(*lil, "yellow"));
  CHECK(PhasedColor(*lil, "brown"));
  CHECK_FALSE(PhasedColor(*lil, "gray"));  // (mines and fixed cards: scenario cards)
  CHECK_FALSE(PhasedColor(*lil, "red"));   // (Mildendo)
}
