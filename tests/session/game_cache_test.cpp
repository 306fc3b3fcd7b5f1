// Tests lib/session/game_cache.cpp: each game read once for every position
// of it, by every thread, in the cache of one session.
#include <doctest/doctest.h>

#include <thread>
#include <vector>

#include "session_helpers.h"

using namespace xxroute;
using xxroute::test::kInLimit;
using xxroute::test::kOverLimit;
using xxroute::test::LoadAudited;

TEST_CASE("two positions of one game share the game, read once") {
  auto games = std::make_shared<GameCache>();
  auto a = LoadAudited(kOverLimit, games);
  auto b = LoadAudited(kInLimit, games);
  CHECK(games->reads() == 1);
  REQUIRE(a->game() != nullptr);
  CHECK(a->game() == b->game());
  CHECK(&a->game()->MapHexes() == &b->game()->MapHexes());
  CHECK(&a->game()->Tiles() == &b->game()->Tiles());
  CHECK(&a->game()->market() == &b->game()->market());
  // Another game, or another variant, is read once more.
  auto cz = LoadedPosition::Make(ParsePosition("game: 18CZ\nvariant: Bohemia\nphase: a\n", "cz.yaml"), games,
                                 {"", LoadOptions::kBoardOnly});
  CHECK(games->reads() == 2);
  CHECK(cz->game() != a->game());
  // Another session's cache reads it again: the cache is the session's.
  auto other = std::make_shared<GameCache>();
  auto c = LoadAudited(kInLimit, other);
  CHECK(other->reads() == 1);
  CHECK(c->game() != a->game());
}

TEST_CASE("the game cache gives every thread the same game, read once") {
  auto games = std::make_shared<GameCache>();
  std::vector<const Game*> got(8, nullptr);
  std::vector<const std::vector<HexSpec>*> maps(8, nullptr);
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([&, i] {
      auto g = games->Get("1824", "");
      got[i] = g.get();
      maps[i] = &g->MapHexes();
    });
  for (auto& t : threads) t.join();
  CHECK(games->reads() == 1);
  for (int i = 1; i < 8; ++i) {
    CHECK(got[i] == got[0]);
    CHECK(maps[i] == maps[0]);
  }
  CHECK(!maps[0]->empty());
}
