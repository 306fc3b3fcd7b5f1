// Tests lib/table/private_moves.cpp: a company's moves with private
// companies at the table (18CZ IV.1, shared/rules 000 lines 205-225): a
// private bought from the player who owns it, one sold to the bank (it
// closes, its card off the file's privates and privates_used).
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/table.h"

using namespace xxroute;

namespace {

// 18CZ, phase b: MW owns S2, whose ability it has used; M4 is Anna's.
const char* kPrivates = R"(game: 18CZ
phase: b
cash: {Anna: 100}
privates: {S2: MW, M4: Anna, S1: Anna}
privates_used: [S2]
hexes:
  F23: {tokens: [MW]}
companies:
  MW: {trains: ["2"], treasury: 50}
  BN: {trains: [], treasury: 300}
)";

TableTurn Moves(const std::string& company, const std::vector<Edit>& edits) {
  TableTurn t = ApplyAtTable(kPrivates, test::Load(ParsePosition(kPrivates, "game.yaml"), "", LoadOptions::kBoardOnly),
                             company, {}, Change{"", edits});
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
  return t;
}

}  // namespace

TEST_CASE("18CZ 000 lines 224-225: a company's private sold to the bank closes, its used card with it") {
  const TableTurn t = Moves("MW", {test::E(Edit::kSellPrivate, "S2 60")});
  CHECK(*t.after.FindCompany("MW")->treasury == 110);
  CHECK_FALSE(t.after.PrivateOwner("S2"));
  CHECK(t.after.privates_used.empty());
  CHECK(test::Contains(t.text, "privates_used: []"));
}

TEST_CASE("18CZ 000 lines 205-206, 280, 332: a company buys a private from its owner, of a size it may own") {
  const TableTurn t = Moves("BN", {test::E(Edit::kBuyPrivate, "BN: M4 55")});
  CHECK(*t.after.PrivateOwner("M4") == "BN");
  CHECK(t.after.cash == std::vector<std::pair<std::string, int>>{{"Anna", 155}});
  CHECK(*t.after.FindCompany("BN")->treasury == 245);
  CHECK_THROWS_WITH_AS(Moves("MW", {test::E(Edit::kBuyPrivate, "MW: M4 55")}),
                       doctest::Contains("a small company may not buy M4"), InputError);
}
