// Tests lib/table/apply_change.cpp: the trains given up and the bank's pool
// at the table (`pool_trains:`). A train given up over the limit goes where
// the game's data says (rules: excess_trains: the pool, or in 1824 out of
// the game), only over the limit (rules: discard); the pool's trains are
// sold again where the bank does not sell their kind (rules: pool), and
// rust and turn obsolete with their kind. Each refusal cites its own game's
// rulebook line (shared/rules: 000 18CZ, 001 18Lilliput, 002 1824, 003
// 1836jr).
#include <doctest/doctest.h>

#include <optional>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/table.h"

using namespace xxroute;

namespace {

// A position of tests/data/turn/.
std::string TurnFixture(const std::string& name) { return test::ReadText(test::kSource + "tests/data/turn/" + name); }

// The moves `edits` (kind, value) made by `company` on `text`, as apply makes
// them; the written text read back must be the position the moves made.
TableTurn PlayChange(const std::string& text, const std::string& company,
                     const std::vector<std::pair<Edit::Kind, std::string>>& edits) {
  std::vector<Edit> es;
  for (const auto& [kind, value] : edits) es.push_back(ParseEdit(kind, value, "--opt"));
  TableTurn t = ApplyAtTable(text, test::Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly), company,
                             {}, Change{"", es});
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
  return t;
}

std::string RefusedChange(const std::string& text, const std::string& company,
                          const std::vector<std::pair<Edit::Kind, std::string>>& edits) {
  try {
    PlayChange(text, company, edits);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// The bank's stock of tests/data/turn/jr56-pool.yaml, which a train of the pool leaves as it was.
std::optional<std::vector<std::pair<std::string, int>>> TurnFixtureBank() {
  return ParsePosition(TurnFixture("jr56-pool.yaml"), "game.yaml").bank_trains;
}

// Every note of every move, one a line.
std::string ChangeNotes(const TableTurn& t) {
  std::string out;
  for (const auto& move : t.moves)
    for (const auto& n : move.notes) out += n + "\n";
  return out;
}

}  // namespace

TEST_CASE("18CZ VIII.12 (000 lines 1163-1164): a train given up over the limit goes to the bank's pool") {
  // tests/data/turn/cz-over-limit.yaml: BCB's 4, 4, 5 over phase e's limit of 2.
  const TableTurn t = PlayChange(TurnFixture("cz-over-limit.yaml"), "BCB", {{Edit::kPhase, "e"}, {Edit::kDiscard, "4"}});
  REQUIRE(t.after.pool_trains);
  CHECK(*t.after.pool_trains == std::vector<std::string>{"4"});
  CHECK(test::Contains(t.text, "phase: e\npool_trains: [\"4\"]\n"));  // (beside the phase)
  CHECK(test::Contains(ChangeNotes(t), "BCB's 4 goes to the bank's pool (18CZ VIII.12, 000 lines 1163-1164)"));
  // Within the limit: 18CZ's own line, not 1824's or 1836jr's.
  const std::string within = RefusedChange(TurnFixture("cz-over-limit.yaml"), "OFE", {{Edit::kDiscard, "2"}});
  CHECK(test::Contains(within, "OFE is within phase d's train limit: a train is given up only over it (18CZ VIII.10, "
                               "000 line 1066: trains are never given up by choice, only at a phase change)"));
  CHECK_FALSE(test::Contains(within, "002"));
  CHECK_FALSE(test::Contains(within, "003"));
}

TEST_CASE("1824 VII.11 (002 line 775): a train given up over the limit leaves the game, no pool written") {
  // MS (a major) with 3 trains: phase 6 lowers its limit to 2.
  const std::string text = "game: \"1824\"\nphase: \"5\"\nhexes:\n  C12: {tokens: [MS]}\n"
                           "companies:\n  MS: {trains: [\"5\", \"5\", \"6\"], treasury: 0}\n";
  const TableTurn t = PlayChange(text, "MS", {{Edit::kPhase, "6"}, {Edit::kDiscard, "5"}});
  CHECK_FALSE(t.after.pool_trains);
  CHECK_FALSE(test::Contains(t.text, "pool_trains"));
  CHECK(test::Contains(ChangeNotes(t), "MS's 5 is removed from the game (1824 VII.11, 002 line 775)"));
  CHECK(test::Contains(RefusedChange(text, "MS", {{Edit::kDiscard, "5"}}),
                       "a train is given up only over it (1824 VII.11, 002 line 774"));
}

TEST_CASE("the pool's trains are sold where the bank does not sell them, and rust with their kind") {
  // 1836jr56 diesels, phase D: the bank sells D trains, the pool a 6 (003 lines 212, 311).
  const TableTurn six = PlayChange(TurnFixture("jr56-diesel-pool.yaml"), "GCL", {{Edit::kBuy, "6"}});
  REQUIRE(six.after.pool_trains);
  CHECK(six.after.pool_trains->empty());
  CHECK(six.after.FindCompany("GCL")->treasury == 100);
  CHECK(six.after.phase == "D");  // (a used train starts no phase)
  REQUIRE(six.moves.size() == 1);
  CHECK(six.moves[0].costs == std::vector<std::string>{"train 700 from the pool"});
  CHECK(test::Contains(six.text, "pool_trains: []"));
  // The first 6 bought new rusts the 3s, the pool's too (003 line 126).
  const TableTurn rust = PlayChange(TurnFixture("jr56-pool.yaml"), "B", {{Edit::kBuy, "6"}});
  CHECK(*rust.after.pool_trains == std::vector<std::string>{"4"});
  CHECK(test::Contains(ChangeNotes(rust), "the pool loses 3"));
  // A 4 where the bank sells only 6s now: the pool's, at its price.
  const TableTurn four = PlayChange(TurnFixture("jr56-pool.yaml"), "B", {{Edit::kBuy, "4"}});
  CHECK(*four.after.pool_trains == std::vector<std::string>{"3"});
  CHECK(four.after.FindCompany("B")->treasury == 450);
  CHECK(four.after.bank_trains == TurnFixtureBank());
}

TEST_CASE("18Lilliput 001 lines 259-260, 307-308: an obsolete train given back goes onto the depot card") {
  const std::string text = "game: 18Lilliput\nphase: \"4\"\ncompanies:\n  SR: {trains: [\"2o\", \"4\"], treasury: 500}\n";
  const TableTurn t = PlayChange(text, "SR", {{Edit::kReturn, "2o"}});
  REQUIRE(t.after.pool_trains);
  CHECK(*t.after.pool_trains == std::vector<std::string>{"2o"});
  CHECK(test::Contains(ChangeNotes(t), "the 2o goes back to the bank's pool"));
}
