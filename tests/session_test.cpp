// The session (lib/session): each game read once for every position of it,
// the audit's warnings kept, written or raised as the load asks, and an edit
// that changes the session's position, board and network without reading the
// game again.
#include <doctest/doctest.h>

#include <iostream>
#include <sstream>
#include <thread>

#include "corpus.h"
#include "xxroute/error.h"
#include "xxroute/game_cache.h"
#include "xxroute/loaded_position.h"
#include "xxroute/whatif.h"

using namespace xxroute;
using xxroute::test::HaveCorpus;
using xxroute::test::kCorpus;

namespace {


// 1836jr56 phase 5 (003_*.txt line 121: limit 2): three trains, one of them a
// 2 that the first 4 rusted (line 112): two warnings.
const char* kOverLimit = "game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"2\", \"5\", \"5\"]}\n";
const char* kInLimit = "game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"5\"]}\n";

std::unique_ptr<LoadedPosition> Load(const std::string& yaml, const std::shared_ptr<GameCache>& games,
                                     WarningPolicy warnings = WarningPolicy::kKeep) {
  return LoadedPosition::Make(ParsePosition(yaml, "over.yaml"), games,
                              {"", LoadOptions::kCompany, LoadOptions::kAudit, warnings});
}

}  // namespace

TEST_CASE("two positions of one game share the game, read once") {
  auto games = std::make_shared<GameCache>();
  auto a = Load(kOverLimit, games);
  auto b = Load(kInLimit, games);
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
  auto c = Load(kInLimit, other);
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

TEST_CASE("the warning policy is an option of the load: kept, written to standard error, or raised") {
  auto games = std::make_shared<GameCache>();
  auto kept = Load(kOverLimit, games, WarningPolicy::kKeep);
  REQUIRE(kept->warnings().size() == 2);
  CHECK(kept->warnings()[0] == "over.yaml:4: warning: company B: 3 trains, over the limit of 2 in phase 5");
  CHECK(kept->warnings()[1].find("its 2 train rusted when the first 4 was bought") != std::string::npos);

  std::ostringstream err;
  std::streambuf* was = std::cerr.rdbuf(err.rdbuf());
  auto written = Load(kOverLimit, games, WarningPolicy::kStderr);
  std::cerr.rdbuf(was);
  CHECK(written->warnings().size() == 2);
  CHECK(err.str() == written->warnings()[0] + "\n" + written->warnings()[1] + "\n");

  CHECK_THROWS_WITH_AS(Load(kOverLimit, games, WarningPolicy::kError),
                       "over.yaml:4: company B: 3 trains, over the limit of 2 in phase 5 (--strict)", InputError);
  // A position the rules can reach loads under any policy; one not audited has no warnings.
  CHECK(Load(kInLimit, games, WarningPolicy::kError)->warnings().empty());
  auto unaudited = LoadedPosition::Make(ParsePosition(kOverLimit, "over.yaml"), games,
                                        {"", LoadOptions::kCompany, LoadOptions::kNoAudit, WarningPolicy::kError});
  CHECK(unaudited->warnings().empty());
}

TEST_CASE("an edit changes the session's position, board and network, the game not read again") {
  auto games = std::make_shared<GameCache>();
  auto s = Load(kInLimit, games);
  const Game* game = s->game();
  REQUIRE(s->network().company().trains.size() == 1);
  Position more = s->position();
  more.FindCompany("B")->trains.push_back(TrainRef{"6", 0, std::nullopt});
  s->Change(std::move(more));
  CHECK(s->position().FindCompany("B")->trains.size() == 2);
  CHECK(s->board().FindCompany("B")->trains.size() == 2);
  CHECK(s->network().company().trains.size() == 2);
  CHECK(s->game() == game);
  CHECK(games->reads() == 1);
  // A change whose board cannot be built (a tile the manifest does not
  // have) leaves the session as it was.
  Position bad = s->position();
  HexSpec hex;
  hex.coord = s->game()->MapHexes().front().coord;
  hex.tile = "no-such-tile";
  bad.hexes.push_back(hex);
  CHECK_THROWS_AS(s->Change(std::move(bad)), InputError);
  CHECK(s->position().hexes.empty());
  CHECK(s->network().company().trains.size() == 2);
}

TEST_CASE("a move made by the rules (whatif, apply) changes a session made from the base, which stays") {
  if (!HaveCorpus()) return;
  // 1824 (the whatif test's position): KK lays 611 on G10.
  auto games = std::make_shared<GameCache>();
  auto base = LoadedPosition::Make(LoadPosition(kCorpus + "1824/1824_game_end_reason_bank-711.yaml"), games,
                                   {"", LoadOptions::kCompany, LoadOptions::kNoAudit});
  const std::string before = base->position().FindHex("G10") ? base->position().FindHex("G10")->tile : "";
  Applied a = ApplyChange(*base, Change{"lay", {ParseEdit(Edit::kLay, "G10=611@2", "test")}});
  REQUIRE(a.loaded != nullptr);
  CHECK(a.position().FindHex("G10")->tile == "611");
  CHECK(a.loaded->board().hexes()[a.loaded->board().FindHex("G10")].tile == "611");
  CHECK(a.loaded->company().name == base->company().name);
  CHECK(a.loaded->game() == base->game());
  CHECK(games->reads() == 1);
  CHECK(before != "611");
  CHECK((base->position().FindHex("G10") ? base->position().FindHex("G10")->tile : "") == before);
}
