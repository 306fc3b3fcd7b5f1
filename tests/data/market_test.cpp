// Tests lib/data/market.cpp: reading maps/<game>/market.yaml, here its
// dividends' by_income moves (1846) and their errors, each with its line.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/market.h"

using namespace xxroute;

namespace {

// The error ReadMarket gives for a market.yaml of `text` ("" when it reads).
std::string MarketError(const std::string& text) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() / "xxroute-market-test.yaml";
  std::ofstream(file) << text;
  try {
    ReadMarket(file.string(), "");
  } catch (const InputError& e) {
    return std::string(e.what()).substr(file.string().size());
  }
  return "";
}

const std::string kByIncomeHead = "market:\n  - [10, 20, 30]\ndividends:\n  by_income:\n    rule: \"r\"\n    moves:\n";

}  // namespace

TEST_CASE("dividends by_income: thresholds as N or N/D times the share price, the last for any income") {
  CHECK(MarketError(kByIncomeHead + "      - {at_least: \"1/2\", right: 0}\n      - {at_least: \"0\", left: 1}\n") == "");
  CHECK(MarketError(kByIncomeHead + "      - {at_least: \"1\", right: 1}\n") ==
        ":7: dividends by_income moves: the last must be for any income (at_least: \"0\")");
  CHECK(MarketError(kByIncomeHead + "      - {at_least: \"half\", right: 1}\n      - {at_least: \"0\", left: 1}\n") ==
        ":7: dividends by_income at_least: expected N or N/D times the share price, got 'half'");
  CHECK(MarketError(kByIncomeHead + "      - {at_least: \"1/0\", right: 1}\n      - {at_least: \"0\", left: 1}\n").find(
            "got '1/0'") != std::string::npos);
  CHECK(MarketError(kByIncomeHead + "      - {at_least: \"1\", right: 1, left: 1}\n      - {at_least: \"0\", left: 1}\n") ==
        ":7: dividends by_income move: give right or left, the steps");
  CHECK(MarketError(kByIncomeHead + "      - {at_least: \"1\", up: 1}\n      - {at_least: \"0\", left: 1}\n") ==
        ":7: dividends by_income move: unknown key 'up'");
  CHECK(MarketError("market:\n  - [10]\ndividends:\n  by_income: {moves: []}\n") ==
        ":4: dividends by_income: needs rule and moves");
}

TEST_CASE("1846's market: one row of 31 prices, 0 to 550, and five moves by income") {
  const Market m = ReadMarket(MapsDir() + "/1846/market.yaml", "");
  REQUIRE(m.cells.size() == 1);
  CHECK(m.cells[0].size() == 31);
  CHECK(m.cells[0].front() == 0);
  CHECK(m.cells[0].back() == 550);
  REQUIRE(m.by_income.size() == 5);
  CHECK(m.by_income[0].min_price == 165);
  CHECK(m.by_income[3].num == 1);
  CHECK(m.by_income[3].den == 2);
  CHECK(m.by_income[3].steps == 0);
  CHECK(m.by_income[4].dir == "left");
}
