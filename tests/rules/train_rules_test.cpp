// Tests lib/rules/train_rules.cpp: the train facts every train rule reads: the phase a
// train's first purchase starts and whether a train has rusted, on the
// games' own data.
#include <doctest/doctest.h>

#include "helpers.h"

#include "xxroute/game.h"
#include "xxroute/train_rules.h"

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
