// The one city on a hex, one rule (OnlyCity, lib/board/board.cpp): where a
// token goes when no stop is said, for the board reading a file, the station
// rules, a blocking token and the file written back.
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/board.h"
#include "xxroute/error.h"
#include "xxroute/position_writer.h"
#include "xxroute/rules.h"

using namespace xxroute;

namespace {

Stop Of(StopKind kind) {
  Stop s;
  s.kind = kind;
  return s;
}

}  // namespace

TEST_CASE("a token with no stop said goes in the hex's one city; with no city, its one mine") {
  // 18Lilliput 001 line 360: "Společnost smí žeton položit pouze na prázdný
  // kruh města nebo metropole" (a token only in a city's empty circle); 1824
  // VII.3, 002 line 534: "Маркер домашней станции угольной железной дороги
  // помещается на ее угольную шахту" (a coal railway's home token on its
  // mine). The board took a hex's one city or mine, the station rules and a
  // blocking token its one city: a hex with a city and a mine was read as
  // "several cities" by the board and as the city by the rules. Now the city.
  const std::vector<Stop> stops = {Of(StopKind::kMine), Of(StopKind::kCity), Of(StopKind::kTown),
                                   Of(StopKind::kCity), Of(StopKind::kMine)};
  CHECK(OnlyCity(stops, {0, 1, 2}) == 1);  // a mine, a city, a town: the city
  CHECK(OnlyCity(stops, {0, 2}) == 0);     // a mine and a town: the mine
  CHECK(OnlyCity(stops, {1, 3}) == -2);    // two cities: say which
  CHECK(OnlyCity(stops, {0, 4}) == -2);    // two mines, no city: say which
  CHECK(OnlyCity(stops, {2}) == -1);       // a town: none
}

TEST_CASE("1824: a file's token on a coal mine's hex is on the mine; on Wien's three cities it must say which") {
  const std::string mine = "game: \"1824\"\nphase: \"2\"\nhexes:\n  C6: {tokens: [EPP]}\ncompanies:\n  EPP: {trains: [\"1g\"]}\n";
  auto lp = test::Load(ParsePosition(mine, "epp.yaml"), "EPP");
  const Board& b = lp->board();
  CHECK(b.stops()[b.FindStop("C6.m0")].HasToken("EPP"));
  // Written back, the token stays short: it is where OnlyCity reads it.
  CHECK(HexFlow(*lp->position().FindHex("C6"), &b).find("tokens: [EPP]") != std::string::npos);
  const std::string wien = "game: \"1824\"\nphase: \"2\"\nhexes:\n  E12: {tokens: [BK]}\ncompanies:\n  BK: {trains: [\"2\"]}\n";
  CHECK_THROWS_WITH_AS(test::Load(ParsePosition(wien, "wien.yaml"), "BK"), doctest::Contains("hex E12 has several cities"),
                       InputError);
}

TEST_CASE("1824: a station with no stop said on a coal mine's hex is the mine, refused to all but its railway") {
  // (The station rules saw no city there: "no city for a station"; the board
  // puts such a token on the mine. One rule: the mine, where only a coal
  // railway's home station goes.)
  const std::string text =
      "game: \"1824\"\nphase: \"2\"\nhexes:\n  B9: {tokens: [BK]}\ncompanies:\n  BK: {trains: [\"2\"]}\n";
  auto lp = test::Load(ParsePosition(text, "bk.yaml"), "BK");
  const Station st = lp->rules().CheckStation("C6", "");
  CHECK_FALSE(st.ok);
  CHECK(st.why.find("C6.m0 is a mine: a station goes in a city") != std::string::npos);
}
