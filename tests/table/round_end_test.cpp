// Tests lib/table/round_end.cpp: the end of a round in a game that follows
// its rounds (--end-round): the operating rounds of a set, fixed as the
// stock round ends (by the phase, or by the site's reading), the state
// railways formed at an operating round's end.
#include <doctest/doctest.h>

#include "stock_moves.h"

using namespace xxroute;
using test::k1824Stock;
using test::MadeAtTable;
using test::Noted;

namespace {

// The file's text with its round replaced.
std::string InRound(const std::string& text, const std::string& round) {
  const size_t at = text.find("\nround: ");
  REQUIRE(at != std::string::npos);
  return text.substr(0, at) + "\nround: " + round + text.substr(text.find('\n', at + 1));
}

}  // namespace

TEST_CASE("1824 VII.1 (002 lines 508-510): the operating rounds after a stock round are its phase's, fixed as it ends") {
  const TableTurn t = MadeAtTable(k1824Stock, {{Edit::kEndRound, ""}});
  CHECK(*t.after.round == RoundState{"operating", 1, 1, 1});
  // A 3 bought in the set (phase 3: two a set) leaves this set at one.
  const TableTurn next = MadeAtTable(test::InPhase(t.text, "3"), {{Edit::kEndRound, ""}});
  CHECK(next.after.round->kind == "stock");
  CHECK(next.after.round->number == 2);
  const TableTurn two = MadeAtTable(next.text, {{Edit::kEndRound, ""}});
  CHECK(*two.after.round == RoundState{"operating", 2, 1, 2});
}

TEST_CASE("18xx.games' reading (1824 VII.1, 002 line 510): three operating rounds from the first 5, said as the site's") {
  const std::string five = test::InPhase(InRound(k1824Stock, "{kind: stock, number: 6}"), "5");
  CHECK(MadeAtTable(five, {{Edit::kEndRound, ""}}).after.round->of == 2);  // (the rulebook: 3 from the first 6)
  const TableTurn site = MadeAtTable(five + "readings: [operating_rounds]\n", {{Edit::kEndRound, ""}});
  CHECK(site.after.round->of == 3);
  CHECK(Noted(site, "18xx.games' reading: 3 operating rounds in phase 5, not 2 (1824 VII.1, 002 line 510"));
}

TEST_CASE("1824 IV.4.4 (002 lines 332, 335, 341): a state railway forms at the end of the operating round of its 4") {
  std::string text = MadeAtTable(k1824Stock, {{Edit::kBuyPrivate, "Ben: SD1 240"}, {Edit::kBuyPrivate, "Cleo: SD2 120"},
                                              {Edit::kBuyPrivate, "Dan: SD3 120"}, {Edit::kBuyShares, "Anna: SD 10"}})
                         .text;
  text = test::InPhase(InRound(text, "{kind: operating, number: 4, operating: 1, of: 2}"), "4");
  const TableTurn t = MadeAtTable(text, {{Edit::kEndRound, ""}});
  CHECK(*t.after.round == RoundState{"operating", 4, 2, 2});
  CHECK(t.after.closed == std::vector<std::string>{"SD1", "SD2", "SD3"});
  const CompanySpec* sd = t.after.FindCompany("SD");
  CHECK(sd->floated == true);
  // 120 for each of the 6 shares not held back, and its pre-state railways' money.
  CHECK(sd->treasury == 720 + 240 + 120 + 120);
  CHECK(sd->shares == std::map<std::string, int>{{"ipo", 50}, {"Anna", 10}, {"Ben", 20}, {"Cleo", 10}, {"Dan", 10}});
  CHECK_FALSE(sd->reserved.has_value());
  CHECK(Noted(t, "SD forms with 720, 120 for each of 6 shares not held back (1824 IV.4.4, 002 line 341)"));
}
