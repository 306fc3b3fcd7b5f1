// Tests lib/session/loaded_position.cpp: the audit's warnings kept, written
// or raised as the load asks, and an edit or a move that changes the
// session's position, board and network without reading the game again.
#include <doctest/doctest.h>

#include <iostream>
#include <sstream>

#include "corpus.h"
#include "session_helpers.h"
#include "xxroute/error.h"
#include "xxroute/whatif.h"

using namespace xxroute;
using xxroute::test::HaveCorpus;
using xxroute::test::kCorpus;
using xxroute::test::kInLimit;
using xxroute::test::kOverLimit;
using xxroute::test::LoadAudited;

TEST_CASE("the warning policy is an option of the load: kept, written to standard error, or raised") {
  auto games = std::make_shared<GameCache>();
  auto kept = LoadAudited(kOverLimit, games, WarningPolicy::kKeep);
  REQUIRE(kept->warnings().size() == 2);
  CHECK(kept->warnings()[0] == "over.yaml:4: warning: company B: 3 trains, over the limit of 2 in phase 5");
  CHECK(kept->warnings()[1].find("its 2 train rusted when the first 4 was bought") != std::string::npos);

  std::ostringstream err;
  std::streambuf* was = std::cerr.rdbuf(err.rdbuf());
  auto written = LoadAudited(kOverLimit, games, WarningPolicy::kStderr);
  std::cerr.rdbuf(was);
  CHECK(written->warnings().size() == 2);
  CHECK(err.str() == written->warnings()[0] + "\n" + written->warnings()[1] + "\n");

  CHECK_THROWS_WITH_AS(LoadAudited(kOverLimit, games, WarningPolicy::kError),
                       "over.yaml:4: company B: 3 trains, over the limit of 2 in phase 5 (--strict)", InputError);
  // A position the rules can reach loads under any policy; one not audited has no warnings.
  CHECK(LoadAudited(kInLimit, games, WarningPolicy::kError)->warnings().empty());
  auto unaudited = LoadedPosition::Make(ParsePosition(kOverLimit, "over.yaml"), games,
                                        {"", LoadOptions::kCompany, LoadOptions::kNoAudit, WarningPolicy::kError});
  CHECK(unaudited->warnings().empty());
}

TEST_CASE("an edit changes the session's position, board and network, the game not read again") {
  auto games = std::make_shared<GameCache>();
  auto s = LoadAudited(kInLimit, games);
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
