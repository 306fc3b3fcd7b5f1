// Tests lib/core/citation.cpp: a refusal's plain words apart from the
// rulebook lines it cites (the page shows the one and, on a tap, the other).
#include <doctest/doctest.h>

#include "xxroute/citation.h"

using namespace xxroute;

TEST_CASE("a citation before what the rule says is taken out, the words around it kept") {
  const Cited c = SplitCitations(
      "run, withhold: 18CZ VIII.7, 000 line 831: each train of a company runs once an operating round: BCB has run "
      "its trains this turn (its income paid or kept once)");
  CHECK(c.rules == std::vector<std::string>{"18CZ VIII.7, 000 line 831"});
  CHECK(c.plain ==
        "Run, withhold: each train of a company runs once an operating round: BCB has run its trains this turn (its "
        "income paid or kept once).");
}

TEST_CASE("a citation with brackets of its own and several sections is one citation") {
  const Cited c = SplitCitations(
      "lay E12=8@0: 1824 VII.5, 002 lines 571-574 (and VII.6, line 589): one yellow tile, or one upgrade, a turn: "
      "KK has laid 1");
  CHECK(c.rules == std::vector<std::string>{"1824 VII.5, 002 lines 571-574 (and VII.6, line 589)"});
  CHECK(c.plain == "Lay E12=8@0: one yellow tile, or one upgrade, a turn: KK has laid 1.");
  const Cited many = SplitCitations("1824 III.3, 002 lines 113-117; X.2, line 937; VI.3, lines 420-431: the rule");
  CHECK(many.rules == std::vector<std::string>{"1824 III.3, 002 lines 113-117; X.2, line 937; VI.3, lines 420-431"});
  CHECK(many.plain == "The rule.");
}

TEST_CASE("a citation in brackets goes with its brackets, one with a title and a comma too, and 18xx.games citations") {
  const Cited c = SplitCitations("B, GCL form MESS (1836jr, 003 lines 267-323): stations I9, G7");
  CHECK(c.rules == std::vector<std::string>{"1836jr, 003 lines 267-323"});
  CHECK(c.plain == "B, GCL form MESS: stations I9, G7.");
  const Cited site = SplitCitations(
      "--lay: 1830 (18xx.games lib/engine/game/base.rb TILE_LAYS, kept by g_1830/game.rb): one tile laid or "
      "upgraded a turn");
  CHECK(site.rules ==
        std::vector<std::string>{"1830 (18xx.games lib/engine/game/base.rb TILE_LAYS, kept by g_1830/game.rb)"});
  CHECK(site.plain == "--lay: one tile laid or upgraded a turn.");
  const Cited cis = SplitCitations("draw EOD: stack 1 (1824 Cisleithania X.3, 002 lines 942-944)");
  CHECK(cis.rules == std::vector<std::string>{"1824 Cisleithania X.3, 002 lines 942-944"});
  CHECK(cis.plain == "Draw EOD: stack 1.");
}

TEST_CASE("a citation that is part of the sentence stays in it, and is still listed") {
  const Cited c = SplitCitations(
      "buy 4: 1836jr 003 lines 366-376 do not say which train; 18xx.games sells only the cheapest the bank has");
  CHECK(c.rules == std::vector<std::string>{"1836jr 003 lines 366-376"});
  CHECK(c.plain ==
        "Buy 4: 1836jr 003 lines 366-376 do not say which train; 18xx.games sells only the cheapest the bank has.");
}

TEST_CASE("words without a citation are only made a sentence, and a title alone is no citation") {
  const Cited c = SplitCitations("tile 8 on D15 does not join BCB's track");
  CHECK(c.rules.empty());
  CHECK(c.plain == "Tile 8 on D15 does not join BCB's track.");
  const Cited title = SplitCitations("game 18CZ has no train 6");
  CHECK(title.rules.empty());
  CHECK(title.plain == "Game 18CZ has no train 6.");
  CHECK(SplitCitations("").plain.empty());
  CHECK(SplitCitations("18CZ VIII.10, 000 lines 1044-1046").plain.empty());
}

TEST_CASE("the command line's hints in brackets are not in the plain words") {
  const Cited c = SplitCitations(
      "lay G22=3@2: 18CZ VIII.3, 000 line 576: run the trains to earn income (compulsory): BCB has trains and has "
      "not run them this turn (apply -c BCB --pay or --withhold): its turn is not over");
  CHECK(c.plain ==
        "Lay G22=3@2: run the trains to earn income (compulsory): BCB has trains and has not run them this turn: its "
        "turn is not over.");
  CHECK(SplitCitations("a tile lay comes too late (end the turn with --end-turn)").plain == "A tile lay comes too late.");
  CHECK(SplitCitations("(--par) first").plain == "First.");
}
