// Tests lib/rules/position_audit.cpp: the states of a position no game reaches
// (AuditPosition), warned of, or refused with --strict. Each case cites the
// rulebook line it comes from (shared/rules/).
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/rules.h"

using namespace xxroute;

namespace {

// The position loaded and audited, its warnings going by `warnings`.
std::unique_ptr<LoadedPosition> Audited(const std::string& yaml, const std::string& file,
                                        WarningPolicy warnings = WarningPolicy::kKeep) {
  return LoadedPosition::Make(ParsePosition(yaml, file), test::Games(),
                              {"", LoadOptions::kCompany, LoadOptions::kAudit, warnings});
}

}  // namespace

TEST_CASE("a position over a train limit, with a rusted train or a closed company: warnings, errors with --strict") {
  const std::string over = "game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"2\", \"5\", \"5\"]}\n";
  auto lp = Audited(over, "over.yaml");
  REQUIRE(lp->warnings().size() == 2);
  CHECK(test::Contains(lp->warnings()[0], "3 trains, over the limit of 2 in phase 5"));
  CHECK(test::Contains(lp->warnings()[1], "its 2 train rusted when the first 4 was bought"));
  // 1824 IV.2 (002_*.txt lines 202, 836): the coal railways close at the first 5.
  auto coal = Audited("game: \"1824\"\nphase: \"5\"\ncompanies:\n  EPP: {trains: [\"2g\"]}\n", "coal.yaml");
  REQUIRE(coal->warnings().size() == 1);
  CHECK(test::Contains(coal->warnings()[0], "it closed when phase 5 began"));
  // 1824 IV.3 (002 line 216): a pre-state railway closes at the end of the
  // operating round its state railway's train is bought in, and runs until then.
  auto pre_state = Audited("game: \"1824\"\nphase: \"6\"\ncompanies:\n  KK1: {trains: [\"6\"]}\n", "pre.yaml");
  CHECK(pre_state->warnings().empty());
  CHECK_THROWS_AS(Audited(over, "over.yaml", WarningPolicy::kError), InputError);
}

TEST_CASE("1824 X.3 (002 lines 942-944): a position's draw is one railway of each of the game's lists") {
  const std::string cis = "game: \"1824-cisleithania\"\nphase: \"2\"\ncompanies:\n  EPP: {trains: [\"1g\"]}\n";
  CHECK_NOTHROW(Audited(cis + "draw: [EOD, KK2]\n", "draw.yaml"));
  CHECK_THROWS_WITH_AS(Audited(cis + "draw: [EOD, MLB]\n", "draw.yaml"),
                       doctest::Contains("draw: MLB: one railway of each list, not two (1824 X.3"), InputError);
  CHECK_THROWS_WITH_AS(Audited("game: \"1824\"\nphase: \"2\"\ncompanies:\n  EPP: {trains: [\"1g\"]}\ndraw: [EOD, KK2]\n", "draw.yaml"),
                       doctest::Contains("draw: 1824 draws no railways"), InputError);
}
