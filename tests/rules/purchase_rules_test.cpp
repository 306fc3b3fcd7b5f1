// Tests lib/rules/purchase_rules.cpp: the train purchases the rules module allows
// (Rules::CheckPurchase, Purchases, CheckExport, CheckPhase): the bank's offer, the
// train limit, trade-ins, rusting by the face bought. Each case cites the
// rulebook line it comes from (shared/rules/).
#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/rules.h"

using namespace xxroute;

TEST_CASE("18CZ VIII.10: a company at its train limit may not buy, even a train that would rust others") {
  // 000_*.txt lines 1044-1046. BN (medium) in phase j, limit 1, owns a 5+5.
  auto lp = test::LoadFile(test::kSource + "fixtures/example.yaml");
  Rules rules = lp->rules();
  Purchase p = rules.CheckPurchase("5+5");
  CHECK_FALSE(p.ok);
  CHECK(test::Contains(p.why, "BN owns 1 train(s), the limit in phase j"));
  CHECK(rules.Purchases().empty());
}

TEST_CASE("18CZ VIII.12: trains rust by the face bought, not by the phase") {
  // 000_*.txt lines 1152-1155: "if an e-card is bought as a 4-train, the
  // 2-trains are scrapped; bought as a 3+3 or a 3E, none is".
  auto small = test::LoadText("game: 18CZ\nphase: e\ncompanies:\n  BCB: {trains: [\"2\"]}\n");
  Purchase four = small->rules().CheckPurchase("4");
  REQUIRE(four.ok);
  CHECK(four.card == "e");
  CHECK(four.removed == std::vector<std::string>{"2"});
  CHECK(four.cost == 250);
  auto medium = test::LoadText("game: 18CZ\nphase: e\ncompanies:\n  BN: {trains: [\"2\", \"2+2\"]}\n");
  Purchase plus = medium->rules().CheckPurchase("3+3");
  REQUIRE(plus.ok);
  CHECK(plus.removed.empty());
  // Red trains scrap red ones: in phase g a 5 scraps a small company's 3.
  auto g = test::LoadText("game: 18CZ\nphase: g\ncompanies:\n  BCB: {trains: [\"3\"]}\n");
  Purchase five = g->rules().CheckPurchase("5");
  REQUIRE(five.ok);
  CHECK(five.removed == std::vector<std::string>{"3"});
  // A phase change alone rusts nothing in 18CZ: the face is not known.
  PhaseChange e = small->rules().CheckPhase("f");
  REQUIRE(e.ok);
  CHECK(e.removed.empty());
  CHECK(test::Contains(e.note, "rust when a face is bought"));
}

TEST_CASE("18CZ VIII.12: in phase a the bank sells the a cards, and the b cards whose first sale starts phase b") {
  // 000_*.txt line 1104: "Фаза а (в начале первого операционного
  // раунда)" (phase a: from the first operating round; no card starts it);
  // line 1109: "Фаза b (с продажей первого b-поезда)" (phase b: with the
  // first b sold). The refusal names every face on sale, card a's too.
  auto lp = test::LoadText("game: 18CZ\nphase: a\ncompanies:\n  BCB: {trains: [\"2\"]}\n");
  Rules rules = lp->rules();
  CHECK(rules.CheckPurchase("2").card == "a");
  Purchase three = rules.CheckPurchase("3");
  CHECK_FALSE(three.ok);
  CHECK(three.why == "the bank sells 2 (card a), 2+2 (card b), 2 (card b) now, not a 3");
}

TEST_CASE("18CZ VIII.12: an exported card counts as every one of its faces sold") {
  // 000_*.txt lines 1157-1161: an exported h-card scraps what a red 5, a
  // blue 5+5 and a green 5E would: here PR's 3 (by the 5) and 3+3 (by the 5+5).
  auto lp = test::LoadText("game: 18CZ\nphase: g\ncompanies:\n  PR: {trains: [\"3\", \"3+3\", \"4E\"]}\n");
  PhaseChange c = lp->rules().CheckExport("h");
  REQUIRE(c.ok);
  CHECK(c.phase == "h");
  CHECK(test::Sorted(c.removed) == std::vector<std::string>{"3", "3+3"});
}

TEST_CASE("18CZ IV.2: no company owns a face of a larger company") {
  // 000_*.txt lines 278, 330, 383: small owns small faces; medium small and medium.
  auto lp = test::LoadText("game: 18CZ\nphase: e\ncompanies:\n  BCB: {trains: [\"2\"]}\n");
  Purchase p = lp->rules().CheckPurchase("3+3");
  CHECK_FALSE(p.ok);
  CHECK(test::Contains(p.why, "may own only 2, 3, 4, 5 trains"));
}

TEST_CASE("1824 IV.2: coal railways own only g trains, and g trains are sold beside the plain ones") {
  // 002_*.txt line 194; VII.11 line 768: the g trains are an alternative purchase.
  auto lp = test::LoadText("game: \"1824\"\nphase: \"3\"\ncompanies:\n  EPP: {trains: [\"1g\"]}\n");
  Rules rules = lp->rules();
  Purchase plain = rules.CheckPurchase("3");
  CHECK_FALSE(plain.ok);
  CHECK(test::Contains(plain.why, "may own only 1g, 2g, 3g, 4g, 5g trains"));
  std::vector<std::string> offered;
  for (const auto& p : rules.Purchases()) offered.push_back(p.train + (p.trade_in.empty() ? "" : ":" + p.trade_in));
  CHECK(std::count(offered.begin(), offered.end(), "2g") == 1);
  CHECK(std::count(offered.begin(), offered.end(), "2g:1g") == 1);
  CHECK(std::count(offered.begin(), offered.end(), "3") == 0);
}

TEST_CASE("1824 IV.2: a position whose coal railway owns a plain train is refused when loaded") {
  // 002_*.txt line 194: "Угольным железным дорогам разрешается владеть
  // только g-поездами" (coal railways may own only g trains). EPP's own
  // list says so; its type (minor, like the pre-state railways) does not.
  auto coal = [](const std::string& train) {
    return "game: \"1824\"\nphase: \"3\"\ncompanies:\n  EPP: {trains: [\"" + train + "\"]}\n";
  };
  CHECK_THROWS_WITH_AS(test::LoadText(coal("3")),
                       "test.yaml:4: company EPP (minor) may own only 1g, 2g, 3g, 4g, 5g trains (1824), not a 3",
                       InputError);
  CHECK_NOTHROW(test::LoadText(coal("2g")));
  // A pre-state railway of the same type owns plain trains.
  CHECK_NOTHROW(test::LoadText("game: \"1824\"\nphase: \"3\"\ncompanies:\n  SD1: {trains: [\"3\"]}\n"));
}

TEST_CASE("1824 VII.13: a train traded in at half its price, the trade-in frees its place") {
  // 002_*.txt lines 803-807: "the last 5-train, bought for 400, is traded in
  // for the first 6-train, which then costs 400 instead of 600".
  auto lp = test::LoadText("game: \"1824\"\nphase: \"5\"\ncompanies:\n  BK: {trains: [\"4\", \"5\", \"5\"]}\n");
  Rules rules = lp->rules();
  Purchase p = rules.CheckPurchase("6", "5");
  REQUIRE(p.ok);
  CHECK(p.cost == 400);
  CHECK(p.phase == "6");
  CHECK(p.removed == std::vector<std::string>{"5"});
  // At the limit (3 in phase 5) only the trade-in may be bought (002 line 801).
  CHECK_FALSE(rules.CheckPurchase("6").ok);
  CHECK(test::Contains(rules.CheckPurchase("6", "4").why, "a 4 is not traded in for a 6 (only 5)"));
}

TEST_CASE("1836jr: a 4, 5 or 6 traded in for 350 off the 8, the bank sells the 8 from phase 6") {
  // 003_*.txt lines 128, 131-139.
  auto lp = test::LoadText("game: 1836jr56\nphase: \"6\"\ncompanies:\n  B: {trains: [\"6\"]}\n");
  Rules rules = lp->rules();
  Purchase p = rules.CheckPurchase("8", "6");
  REQUIRE(p.ok);
  CHECK(p.cost == 650);
  // The 8 opens phase 8, which rusts the 4s: none here.
  CHECK(p.phase == "8");
  auto early = test::LoadText("game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"5\"]}\n");
  CHECK(test::Contains(early->rules().CheckPurchase("8").why, "the bank sells 5 (then 6) trains now, not a 8"));
}

TEST_CASE("phases only move forward, each one's first train rusts what it names") {
  // 1836jr 003_*.txt lines 112, 126: the first 4 rusts the 2s, the first 6 the 3s.
  auto lp = test::LoadText("game: 1836jr56\nphase: \"3\"\ncompanies:\n  B: {trains: [\"2\", \"3\"]}\n");
  Rules rules = lp->rules();
  CHECK(test::Contains(rules.CheckPhase("2").why, "phases only move forward"));
  PhaseChange six = rules.CheckPhase("6");
  REQUIRE(six.ok);
  CHECK(test::Sorted(six.removed) == std::vector<std::string>{"2", "3"});
}

TEST_CASE("the bank's pool (pool_trains): a train given up is sold again at its price, where the game keeps a pool") {
  // 1836jr56 diesels, phase D: a 6 in the open market, on sale to another
  // company (003 lines 212, 311), at its printed price; a used train starts
  // no phase.
  auto jr = test::LoadText("game: 1836jr56\nvariant: diesel_variant\nphase: D\npool_trains: [\"6\"]\n"
                           "companies:\n  GCL: {trains: [\"D\"]}\n");
  const Purchase six = jr->rules().CheckPoolPurchase("6");
  REQUIRE(six.ok);
  CHECK(six.from_pool);
  CHECK(six.cost == 700);
  CHECK(six.cost_text == "train 700 from the pool");
  CHECK(six.phase.empty());
  CHECK(six.note.empty());
  CHECK(jr->rules().CheckPoolPurchase("5").why == "the bank's pool has no 5 (pool_trains)");
  // 1824 keeps no pool: a train over the limit leaves the game (VII.11, 002 line 775).
  auto at = test::LoadText("game: \"1824\"\nphase: \"4\"\npool_trains: [\"3\"]\ncompanies:\n  MS: {trains: [\"3\"]}\n");
  CHECK(test::Contains(at->rules().CheckPoolPurchase("3").why,
                       "keeps no pool of trains: a train over the limit is removed from the game (1824 VII.11, 002 "
                       "line 775)"));
  // 18Lilliput: only a company just founded or one that kept its income buys
  // from the depot (001 lines 248-249), which the file does not show: said.
  auto li = test::LoadText("game: 18Lilliput\nphase: \"3\"\npool_trains: [\"2\"]\ncompanies:\n  SR: {trains: [\"3\"]}\n");
  const Purchase depot = li->rules().CheckPoolPurchase("2");
  REQUIRE(depot.ok);
  CHECK(depot.note == "not checked: 18Lilliput 001 lines 248-249: only a company just founded, or one that kept its "
                      "income, buys from the train depot");
}
