// Tests lib/rules/train_rules.cpp: the train facts every train rule reads: the phase a
// train's first purchase starts and whether a train has rusted, on the
// games' own data.
#include <doctest/doctest.h>

#include "helpers.h"

#include "xxroute/game.h"
#include "xxroute/train_rules.h"
#include <algorithm>
#include "xxroute/money_rules.h"
#include "xxroute/rules.h"
#include "xxroute/turn.h"

using namespace xxroute;

TEST_CASE("the phase a train or an 18CZ card starts when first bought") {
  auto cz = xxroute::test::Games()->Get("18CZ", "");
  CHECK(cz->phases[PhaseOpenedBy(*cz, "d")].name == "d");
  CHECK(PhaseOpenedBy(*cz, "4") == -1);  // a face: the card starts the phase
  auto g = xxroute::test::Games()->Get("1824", "");
  CHECK(g->phases[PhaseOpenedBy(*g, "4")].name == "4");
  CHECK(PhaseOpenedBy(*g, "3g") == -1);  // g trains start no phase
}

TEST_CASE("1836jr: a 4 has not rusted in phase 6, though the 8 that rusts it is on sale there") {
  // 003_*.txt line 128: "Pociągi 8 są dostępne od razu" (the 8 is on sale
  // at once, from phase 6); lines 131-137: the first 8 starts phase 8, where
  // "POCIĄGI typu 4 są złomowane" (the 4s are scrapped). A game in phase 6
  // has bought no 8.
  auto g = xxroute::test::Games()->Get("1836jr56", "");
  CHECK(TrainRusted(*g, "4", g->PhaseIndex("6")).state == Rust::kNo);
  const Rust r = TrainRusted(*g, "4", g->PhaseIndex("8"));
  CHECK(r.state == Rust::kYes);
  CHECK(r.by == "8");
  CHECK(g->phases[r.at].name == "8");
}

TEST_CASE("1824: a 1g may have rusted from phase 4, where the 3g that rusts it is sold, surely in the last phase") {
  // 002_*.txt line 829: "Доступны 3g-поезда (1g утилизируется при покупке
  // первого 3g)" (3g trains on sale; the 1g is scrapped when the first 3g is
  // bought), and the first 3g starts no phase; line 853: the first 10 scraps
  // the remaining 1g.
  auto g = xxroute::test::Games()->Get("1824", "");
  CHECK(TrainRusted(*g, "1g", g->PhaseIndex("3")).state == Rust::kNo);
  const Rust maybe = TrainRusted(*g, "1g", g->PhaseIndex("4"));
  CHECK(maybe.state == Rust::kMaybe);
  CHECK(maybe.by == "3g");
  const Rust sure = TrainRusted(*g, "1g", g->PhaseIndex("10"));
  CHECK(sure.state == Rust::kYes);
  CHECK(sure.by == "10");
  // A plain train rusts with the phase its rusting train starts.
  CHECK(TrainRusted(*g, "2", g->PhaseIndex("3")).state == Rust::kNo);
  CHECK(TrainRusted(*g, "2", g->PhaseIndex("4")).state == Rust::kYes);
}

// The train limit, one rule (TrainLimitOf, lib/rules/train_rules.cpp): the
// audit, a purchase from the bank or from another company, the trains given
// up and the page's turn all compare a company's trains with its limit by it.
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

TEST_CASE("TrainsAfter: what a purchase and the phases on the way do to any list of trains (the bank's pool too)") {
  // 1836jr56: the first 6 rusts the 3s (003 line 126), wherever they are.
  const auto jr = test::Games()->Get("1836jr56", "", "test", 0);
  std::vector<std::string> removed;
  std::vector<std::pair<std::string, std::string>> obsolete;
  TrainsAfter(*jr, {"4", "3", "3"}, {"6"}, jr->PhaseIndex("5"), jr->PhaseIndex("6"), &removed, &obsolete);
  CHECK(removed == std::vector<std::string>{"3", "3"});
  CHECK(obsolete.empty());
  // 18Lilliput: phase 4 turns the 2s obsolete (their face 2o), the depot's
  // too (001 lines 311-312: "To se týká také vlaků na kartě vlakového depa").
  const auto li = test::Games()->Get("18Lilliput", "", "test", 0);
  removed.clear();
  TrainsAfter(*li, {"2", "3"}, {"4"}, li->PhaseIndex("3"), li->PhaseIndex("4"), &removed, &obsolete);
  CHECK(removed.empty());
  CHECK(obsolete == std::vector<std::pair<std::string, std::string>>{{"2", "2o"}});
}

TEST_CASE("where a train given up goes, with the line the game's data cites (rules: excess_trains)") {
  CHECK(ExcessGoes(*test::Games()->Get("1824", "", "test", 0)) == "is removed from the game (1824 VII.11, 002 line 775)");
  CHECK(ExcessGoes(*test::Games()->Get("18CZ", "", "test", 0)) ==
        "goes to the bank's pool (18CZ VIII.12, 000 lines 1163-1164)");
  CHECK(ExcessGoes(*test::Games()->Get("1836jr30", "", "test", 0)) == "goes to the bank's pool (1836jr 003 line 212)");
}

TEST_CASE("1824 VII.14 (002 line 843): the bank's stock settles a g train that rusts on one sold early") {
  // The 2g rusts on the first 4g (the train table, "Сброс"), sold from phase
  // 6 and starting no phase: maybe, unless the file follows the bank's
  // trains (bank_trains): all its 4g, none bought (1824 Cisleithania record,
  // action 167: KK buys a 2g in phase 6); one fewer, one was.
  auto g = xxroute::test::Games()->Get("1824-cisleithania", "");
  const int six = g->PhaseIndex("6");
  CHECK(TrainRusted(*g, "2g", six).state == Rust::kMaybe);
  Position pos;
  pos.players = 2;
  pos.bank_trains = std::vector<std::pair<std::string, int>>{{"2g", 2}, {"4g", 1}};
  CHECK(TrainRusted(*g, "2g", six, &pos).state == Rust::kNo);
  pos.bank_trains = std::vector<std::pair<std::string, int>>{{"2g", 2}};  // (no 4g left: one was bought)
  const Rust sold = TrainRusted(*g, "2g", six, &pos);
  CHECK(sold.state == Rust::kYes);
  CHECK(sold.by == "4g");
}

TEST_CASE("1846: an obsolete train runs on but counts against no limit and is not sold between companies") {
  // 18xx.games g_1846/game.rb TRAINS: the 2 is obsolete on the first 5, the
  // 4 card (4 and 3/5) on the first 6; base.rb num_corp_trains leaves
  // obsolete trains out of the limit (OBSOLETE_TRAINS_COUNT_FOR_LIMIT =
  // false), and ALLOW_OBSOLETE_TRAIN_BUY = false keeps them from another
  // corporation. Corpus 3099-461: GT with a 3/5, a 5 and a 7/8 in phase IV
  // (limit 2) runs all three.
  const char* kGT = "game: \"1846\"\nphase: IV\ncompanies:\n  GT: {trains: [\"3/5\", \"5\", \"7/8\"]}\n"
                    "  NYC: {trains: [\"4\", \"6\"]}\n";
  auto gt = test::Load(ParsePosition(kGT, "gt.yaml"), "GT");
  const Game& g = *gt->game();
  CHECK(g.ObsoleteInPlace(g.PhaseIndex("IV"), "3/5"));
  CHECK(g.ObsoleteInPlace(g.PhaseIndex("IV"), "2"));
  CHECK_FALSE(g.ObsoleteInPlace(g.PhaseIndex("II"), "2"));
  CHECK_FALSE(g.ObsoleteInPlace(g.PhaseIndex("IV"), "5"));
  const TrainLimitCount c = TrainLimitOf(g, g.PhaseIndex("IV"), gt->company());
  CHECK(c.owned == 2);  // the 5 and the 7/8
  CHECK(c.Over() == 0);
  CHECK(OverLimit(gt->board()).empty());
  const std::vector<Finding> audit = AuditPosition(gt->board());
  CHECK_FALSE(std::any_of(audit.begin(), audit.end(), [](const Finding& f) { return Has(f.what, "over the limit"); }));
  // GT is at its limit of 2 all the same: NYC's 4 is obsolete, and its 6 one too many.
  const Trade four = CheckTrainFrom(gt->board(), gt->company(), *gt->position().FindCompany("NYC"), "4", 100);
  CHECK_FALSE(four.ok);
  CHECK(Has(four.why, "the 4 is obsolete in phase IV: an obsolete train is not sold to another company (1846"));
  const Trade six = CheckTrainFrom(gt->board(), gt->company(), *gt->position().FindCompany("NYC"), "6", 800);
  CHECK_FALSE(six.ok);
  CHECK(Has(six.why, "train limit 2 in phase IV: GT owns 2"));
  // In 18Lilliput an obsolete train is its obsolete face, and counts as any other.
  const auto li = test::Games()->Get("18Lilliput", "", "test", 0);
  CHECK_FALSE(li->ObsoleteInPlace(li->PhaseIndex("4"), "2"));
}

TEST_CASE("1846: the first 5 turns the 2s obsolete, in place and in words") {
  const auto g = test::Games()->Get("1846", "", "test", 0);
  std::vector<std::string> removed;
  std::vector<std::pair<std::string, std::string>> obsolete;
  TrainsAfter(*g, {"2", "4"}, {"5"}, g->PhaseIndex("II"), g->PhaseIndex("III"), &removed, &obsolete);
  CHECK(removed.empty());
  CHECK(obsolete == std::vector<std::pair<std::string, std::string>>{{"2", "2"}});
  CHECK(TurnsObsolete("2", "2") == "2 turns obsolete");
  CHECK(TurnsObsolete("2", "2o") == "2 turns 2o");
}
