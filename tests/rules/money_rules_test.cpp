// Tests lib/rules/money_rules.cpp: the president's money for a train the
// company must buy (CheckPresidentPays), by each game's `rules:
// president_pays` (18CZ VIII.11, 000 lines 1076-1099; 1824 VII.11-12, 002
// lines 755-794; 1836jr 003 lines 202, 366-376; 18Lilliput 001 lines
// 262-264). Each refusal begins with its own game's rulebook line.
#include <doctest/doctest.h>

#include <optional>

#include "helpers.h"
#include "xxroute/loaded_position.h"
#include "xxroute/money_rules.h"

using namespace xxroute;

namespace {

// A game's position with `buyer` (no train, `treasury`, Anna its president)
// and `other` (a 4, Ben's).
std::string NoTrain(const std::string& game, const std::string& phase, const std::string& buyer,
                    const std::string& other, const std::string& treasury) {
  return "game: \"" + game + "\"\nphase: \"" + phase + "\"\ncompanies:\n  " + buyer + ": {trains: [], " + treasury +
         "shares: {Anna: 50, Ben: 25, ipo: 25}}\n  " + other + ": {trains: [\"4\"], treasury: 20, shares: {Ben: 60}}\n";
}

// What the president of `company` adds to `buy`, with `cash` (none: the file follows no cash).
Contribution Adds(const std::string& text, const std::string& company, const ForcedBuy& buy, int amount,
                  std::optional<int> cash) {
  auto lp = test::Load(ParsePosition(text, "game.yaml"), company, LoadOptions::kBoardOnly);
  const Company* c = lp->board().FindCompany(company);
  REQUIRE(c);
  return CheckPresidentPays(*lp->game(), *c, *lp->position().FindCompany(company), buy, amount,
                            cash ? &*cash : nullptr);
}

ForcedBuy FromBank(int price, std::optional<int> treasury) {
  ForcedBuy b;
  b.price = price;
  b.treasury = treasury;
  return b;
}

bool Noted(const Contribution& c, const std::string& part) {
  for (const auto& n : c.notes)
    if (n.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("18CZ VIII.11: the president adds what the company lacks, the rest a bank loan with a 100% penalty") {
  const std::string cz = NoTrain("18CZ", "e", "BCB", "OFE", "treasury: 20, ");
  // 000 lines 1087-1090: Anna has 30 of the 230: 200 lent, the penalty said.
  const Contribution c = Adds(cz, "BCB", FromBank(250, 20), 230, 30);
  CHECK(c.ok);
  CHECK(c.president == "Anna");
  CHECK(c.from_cash == 30);
  CHECK(c.loan == 200);
  CHECK(c.debt == 200);  // (no interest: the penalty is charged at the game's end)
  CHECK(Noted(c, "Anna adds 230: 30 from their cash, 200 lent by the bank, and a penalty of 200 at the game's end "
                 "(18CZ VIII.11, 000 lines 1087-1090"));
  // Enough cash: no loan.
  const Contribution rich = Adds(cz, "BCB", FromBank(250, 20), 230, 500);
  CHECK(rich.ok);
  CHECK(rich.loan == 0);
  CHECK(Noted(rich, "Anna adds 230 from their cash"));
  // No more and no less than it lacks (000 lines 1083-1085).
  CHECK(Adds(cz, "BCB", FromBank(250, 20), 280, 500).why ==
        "18CZ VIII.11, 000 lines 1076-1085: a company that must buy a train and lacks the money: its president adds "
        "the rest, no more than needed, and the treasury is left with nothing: the train costs 250 and BCB has 20, "
        "so the president adds 230, not 280");
  CHECK(test::Contains(Adds(cz, "BCB", FromBank(250, 300), 0, 500).why, "BCB has 300, enough for the train (250)"));
  // Only from the bank (000 line 1081).
  ForcedBuy other = FromBank(100, 20);
  other.from_bank = false;
  other.face = 250;
  CHECK(Adds(cz, "BCB", other, 80, 500).why.rfind("18CZ VIII.11, 000 line 1081", 0) == 0);
  // Only a company with no train to run.
  CHECK(test::Contains(Adds(cz, "OFE", FromBank(250, 20), 230, 500).why, "OFE has a train to run (4)"));
}

TEST_CASE("1824 VII.12: a debt with 50% interest at once, at no more than the printed price from another company") {
  const std::string at = NoTrain("1824", "4", "MS", "SB", "treasury: 80, ");
  // 002 lines 782-790: Anna has 100 of the 200: 100 lent, 50 interest.
  const Contribution c = Adds(at, "MS", FromBank(280, 80), 200, 100);
  CHECK(c.ok);
  CHECK(c.loan == 100);
  CHECK(c.debt == 150);
  // A president already in debt adds nothing from cash: all of it lent.
  CHECK(Adds(at, "MS", FromBank(280, 80), 200, -20).debt == 300);
  // From another company, at most its printed price (002 lines 792-793).
  ForcedBuy other = FromBank(300, 80);
  other.from_bank = false;
  other.face = 280;
  CHECK(test::Contains(Adds(at, "MS", other, 220, 500).why,
                       "002 lines 792-793: from the bank or another company, at no more than the train's printed "
                       "price: the train's printed price is 280, not 300"));
  other.price = 280;
  CHECK(Adds(at, "MS", other, 200, 500).ok);
}

TEST_CASE("1836jr: the cheapest train, and a president short of cash sells shares first (003 lines 366-376)") {
  const std::string jr = NoTrain("1836jr56", "5", "HSM", "B", "treasury: 100, ");
  ForcedBuy four = FromBank(350, 100);
  four.cheapest = 225;
  CHECK(test::Contains(Adds(jr, "HSM", four, 250, 500).why, "the cheapest train on sale costs 225, this one 350"));
  ForcedBuy three = FromBank(225, 100);
  three.cheapest = 225;
  CHECK(Adds(jr, "HSM", three, 125, 200).ok);
  CHECK(Adds(jr, "HSM", three, 125, 100).why ==
        "1836jr 003 lines 366-370, 196: the president sells shares for the rest, no more than needed, or is "
        "bankrupt and the game ends: Anna has 100 of the 125 (write the shares sold and their cash first)");
}

TEST_CASE("18Lilliput 001 lines 262-264: the president pays the difference, from any seller, and no more") {
  const std::string li = NoTrain("18Lilliput", "3", "SR", "LNR", "treasury: 50, ");
  ForcedBuy other = FromBank(200, 50);
  other.from_bank = false;
  CHECK(Adds(li, "SR", other, 150, 150).ok);  // (001 lines 246-247: from another company too)
  CHECK(Adds(li, "SR", other, 150, 100).why.rfind("18Lilliput 001 lines 262-264: the president pays the difference", 0) ==
        0);
}

TEST_CASE("a president's money the file does not follow is taken as given, and said") {
  // No cash: key.
  const Contribution c = Adds(NoTrain("18CZ", "e", "BCB", "OFE", "treasury: 20, "), "BCB", FromBank(250, 20), 230, std::nullopt);
  CHECK(c.ok);
  CHECK(c.from_cash == 230);
  CHECK(Noted(c, "Anna adds 230, taken as given: the file follows no cash of Anna"));
  // No treasury: whether it lacks the money is not checked.
  const Contribution blind = Adds(NoTrain("18CZ", "e", "BCB", "OFE", ""), "BCB", FromBank(250, std::nullopt), 100, 100);
  CHECK(blind.ok);
  CHECK(Noted(blind, "the file writes no treasury for BCB: whether it lacks 100 is not checked"));
}
