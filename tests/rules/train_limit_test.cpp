// The train limit, one rule (TrainLimitOf, lib/rules/train_rules.cpp): the
// audit, a purchase from the bank or from another company, the trains given
// up and the page's turn all compare a company's trains with its limit by it.
#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.h"
#include "xxroute/money_rules.h"
#include "xxroute/rules.h"
#include "xxroute/train_rules.h"
#include "xxroute/turn.h"

using namespace xxroute;

namespace {

bool Has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// 1836jr56 phase 5 (003 line 121: limit 2): B with three trains.
const char* kOver = "game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"5\", \"5\", \"5\"]}\n";
// The same B with two: at the limit.
const char* kAt = "game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"5\", \"5\"]}\n  C: {trains: [\"5\"]}\n";

}  // namespace

TEST_CASE("the train limit: a company's limit in the phase, the trains it owns, and how many over") {
  auto over = test::Load(ParsePosition(kOver, "over.yaml"), "B");
  const Game& g = *over->game();
  const TrainLimitCount c = TrainLimitOf(g, g.PhaseIndex("5"), over->company());
  REQUIRE(c.limit);
  CHECK(*c.limit == 2);
  CHECK(c.owned == 3);
  CHECK(c.Over() == 1);
  CHECK(c.Over(1) == 2);   // (one bought)
  CHECK(c.Over(-1) == 0);  // (one given up)
  // No phase, no limit.
  CHECK_FALSE(TrainLimitOf(g, -1, over->company()).limit);
  CHECK(TrainLimitOf(g, -1, over->company()).Over(5) == 0);
}

TEST_CASE("over the limit: the audit, the trains to give up and the page say the same (1836jr 003 line 212)") {
  auto over = test::Load(ParsePosition(kOver, "over.yaml"), "B");
  const std::vector<Finding> audit = AuditPosition(over->board());
  REQUIRE(std::any_of(audit.begin(), audit.end(),
                      [](const Finding& f) { return Has(f.what, "3 trains, over the limit of 2 in phase 5"); }));
  const std::vector<Excess> excess = OverLimit(over->board());
  REQUIRE(excess.size() == 1);
  CHECK(excess[0].company == "B");
  CHECK(excess[0].over() == 1);
  const TurnView view = ViewTurn(over->board(), "B");
  REQUIRE(view.limit);
  CHECK(*view.limit == 2);
  CHECK(view.owned == 3);
  CHECK(view.over == 1);
}

TEST_CASE("at the limit no train is bought, from the bank or another company (1824 VII.11, 002 line 766)") {
  // "Компания, которая уже владеет максимальным числом поездов, не может
  // купить новый поезд, даже если в результате покупки некоторые из ее
  // поездов будут списаны"
  auto at = test::Load(ParsePosition(kAt, "at.yaml"), "B");
  for (const Purchase& p : at->rules().Purchases()) CHECK_FALSE(p.ok);
  const Purchase p = at->rules().CheckPurchase("6");
  CHECK(Has(p.why, "B owns 2 train(s), the limit in phase 5"));
  const Trade t = CheckTrainFrom(at->board(), at->company(), *at->position().FindCompany("C"), "5", 100);
  CHECK_FALSE(t.ok);
  CHECK(Has(t.why, "train limit 2 in phase 5: B owns 2"));
  const TurnView view = ViewTurn(at->board(), "B");
  CHECK(view.over == 0);
  CHECK(view.owned == 2);
}
