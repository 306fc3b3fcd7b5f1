// What a page shows of a company's turn (ViewTurn, lib/table/turn.cpp):
// asked of the rules, the same answers apply gets; and a purchase's
// consequences in the same words for apply and the page (PurchaseWords).
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "helpers.h"
#include "xxroute/dividend.h"
#include "xxroute/rules.h"
#include "xxroute/turn.h"
#include "xxroute/whatif.h"

using namespace xxroute;

namespace {

std::string FileText(const std::string& file) {
  std::ifstream in(std::string(XXROUTE_SOURCE_DIR) + "/" + file);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string StepWhy(const TurnView& v, const std::string& step) {
  for (const auto& [name, why] : v.steps)
    if (name == step) return why;
  return "(no step " + step + ")";
}

}  // namespace

TEST_CASE("the turn's steps: each allowed, or refused by the rule apply meets (18CZ VIII.3, 000 lines 668-682)") {
  const std::string text = FileText("tests/data/table/bcb.yaml") + "turn: {company: BCB, bought: [\"2\"]}\n";
  auto lp = test::Load(ParsePosition(text, "game.yaml"), "BCB");
  const TurnView v = ViewTurn(lp->board(), "BCB");
  REQUIRE(v.steps.size() == 5);
  for (const char* step : {"lay", "upgrade", "station", "run"})
    CHECK(StepWhy(v, step).find("18CZ VIII.3, 000 lines 668-682") != std::string::npos);
  CHECK(StepWhy(v, "buy") == "");
  TurnMove lay;
  lay.step = TurnStep::kLay;
  CHECK(StepWhy(v, "lay") == TurnRefusal(*lp->game(), lp->position(), "BCB", lay));
  // No `turn:`, no steps; the limit still (18CZ phase a: a small company 3, 000 VIII.10).
  auto none = test::Load(ParsePosition(FileText("tests/data/table/bcb.yaml"), "game.yaml"), "BCB");
  const TurnView w = ViewTurn(none->board(), "BCB");
  CHECK(w.steps.empty());
  REQUIRE(w.limit);
  CHECK(*w.limit == 3);
  CHECK(w.owned == 1);
}

TEST_CASE("half pay, as the payout asks it: 18CZ never (000 line 929), a 1824 coal railway by rule (IV.2, 002 line 197)") {
  auto cz = test::Load(ParsePosition(FileText("tests/data/table/bcb.yaml"), "game.yaml"), "BCB");
  CHECK_FALSE(ViewTurn(cz->board(), "BCB").half_pay);
  const std::string coal = "game: \"1824\"\nphase: \"2\"\ncompanies:\n  EPP: {trains: [\"1g\"]}\n  BK: {trains: [\"2\"]}\n";
  auto a = test::Load(ParsePosition(coal, "coal.yaml"), "EPP");
  CHECK(ViewTurn(a->board(), "EPP").half_pay);
  CHECK_FALSE(ViewTurn(a->board(), "BK").half_pay);
  CHECK(MayPayHalf(a->game()->market(), "minor"));
  CHECK(SplitsIncome(a->game()->market(), "minor"));
  CHECK_FALSE(MayPayHalf(a->game()->market(), "major"));
}

TEST_CASE("a purchase's consequences: apply and the page in the same words (1824 VII.13, 002 lines 803-807)") {
  auto lp = test::Load(LoadPosition(std::string(XXROUTE_SOURCE_DIR) + "/tests/data/rules/1824-last-5.yaml"), "BK");
  const Purchase p = lp->rules().CheckPurchase("6", "5");
  REQUIRE(p.ok);
  const std::vector<std::string> words = PurchaseWords(p);
  REQUIRE(!words.empty());
  CHECK(words.front() == "starts phase 6");
  Edit buy = ParseEdit(Edit::kBuy, "6:5", "--buy-train");
  const Applied a = ApplyChange(*lp, Change{"", {buy}});
  // apply says what the page says, then what follows for the others.
  REQUIRE(a.notes.size() >= words.size());
  CHECK(std::vector<std::string>(a.notes.begin(), a.notes.begin() + words.size()) == words);
}
