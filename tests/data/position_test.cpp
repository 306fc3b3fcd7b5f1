// Tests lib/data/position.cpp: loading positions: every key of format 1, and
// one clear error line for bad input.
#include <doctest/doctest.h>

#include "helpers.h"
#include "xxroute/error.h"
#include <algorithm>
#include "xxroute/game.h"

using namespace xxroute;
using xxroute::test::Case;

namespace {

const char* kGood = R"(
format: 1
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
companies:
  X: {trains: ["2"]}
)";

std::string With(const std::string& from, const std::string& to) {
  std::string s = kGood;
  auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("a well-formed position loads") { CHECK(test::PositionError(kGood) == ""); }

TEST_CASE("errors name the file and line") {
  CHECK(test::PositionError(With("layout: pointy", "layout: pointy\nlayuot: flat")) ==
        "test.yaml:4: position: unknown key 'layuot'");
  CHECK(test::PositionError(With("revenue: 30", "revenue: thirty")) ==
        "test.yaml:7: hex A3 stop c0 revenue: expected an integer, got 'thirty'");
  CHECK(test::PositionError(With("revenue: 30", "revenue: -30")) ==
        "test.yaml:7: hex A3 stop c0 revenue: -30 is out of range 0..10000");
  CHECK(test::PositionError(With("[c0, 4]", "[c0, 6]")) == "test.yaml:6: hex A1 path: edge 6 is out of range 0..5");
  CHECK(test::PositionError(With("[[1, c0]]", "[[1, c9]]")) ==
        "test.yaml:7: hex A3: path names 'c9', which this hex does not have");
  CHECK(test::PositionError(With("X: {trains: [\"2\"]}", "X: {trains: [\"2Q\"]}")) ==
        "test.yaml:9: company X: unknown train '2Q' (define it under 'trains')");
}

TEST_CASE("a YAML syntax error gives its line") {
  CHECK(test::PositionError(With("paths: [[1, c0]]", "paths: [[1, c0]")).rfind("test.yaml:", 0) == 0);
  CHECK(test::PositionError("").find("is empty") != std::string::npos);
  CHECK(test::PositionError("- a\n- b\n") == "test.yaml:1: expected a mapping of keys at the top level");
}

TEST_CASE("a hex listed twice is refused") {
  CHECK(test::PositionError(With("  A3:", "  A1: {}\n  A3:")) == "test.yaml:7: hex A1 is listed twice");
}

TEST_CASE("tokens: only cities and mines, no more than the slots, company names only") {
  CHECK(test::PositionError(With("{kind: city, revenue: 30}", "{kind: town, revenue: 30, tokens: [Y]}")) ==
        "test.yaml:7: hex A3 stop c0: a town cannot hold a token");
  CHECK(test::PositionError(With("{kind: city, revenue: 30}", "{kind: city, revenue: 30, tokens: [Y, Z]}")) ==
        "test.yaml:7: hex A3 stop c0: 2 tokens but only 1 slot(s)");
  CHECK(test::PositionError(With("tokens: [X]", "tokens: [\"\"]")) == "test.yaml:6: hex A1 stop c0: a token must be a company name");
  CHECK(test::PositionError(With("tokens: [X]", "tokens: [[X]]")) == "test.yaml:6: hex A1 stop c0: a token must be a company name");
}

TEST_CASE("a tile and inline track on one hex are refused") {
  CHECK(test::PositionError(With("A3: {", "A3: {tile: \"57\", ")) ==
        "test.yaml:7: hex A3: give either 'tile' or inline stops/junctions/paths, not both");
}

TEST_CASE("unknown game, variant and phase are refused with what is known") {
  CHECK(test::PositionError(With("format: 1", "format: 1\ngame: 18XX")).find("unknown game '18XX' (known: ") != std::string::npos);
  CHECK(test::PositionError(With("format: 1", "format: 1\ngame: 18CZ\nvariant: Nowhere"))
            .find("game 18CZ has no variant 'Nowhere'") != std::string::npos);
  CHECK(test::PositionError(With("format: 1", "format: 1\ngame: 18CZ\nphase: z"))
            .find("game 18CZ has no phase 'z'") != std::string::npos);
}

TEST_CASE("a tile id is laid from the game's manifest, rotated") {
  // 18CZ tile 57: a city (20) with straight track through edges 0 and 3.
  std::string yaml = R"(
game: 18CZ
phase: b
base_map: false
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {tile: "57", rotation: 1}
  A5: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
companies:
  X: {trains: [{name: "3", distance: 3}]}
)";
  Case g(yaml, "X");
  CHECK(g.Income() == 70);  // rotated by 1, the tile joins edges 1 and 4
  std::string bad = yaml;
  bad.replace(bad.find("\"57\""), 4, "\"9999\"");
  CHECK(test::PositionError(bad) == "test.yaml:7: hex A3: tile '9999' is not in 18CZ's tile manifest");
}

TEST_CASE("revenue by colour needs a colour, and that colour in the mapping") {
  std::string no_color = With("color: yellow\n", "");
  no_color = no_color.replace(no_color.find("revenue: 30"), 11, "revenue: {yellow: 30}");
  CHECK(test::PositionError(no_color) ==
        "test.yaml:6: stop A3.c0 has revenue by colour; give the position a 'color' (or a game and phase)");
  CHECK(test::PositionError(With("revenue: 30", "revenue: {green: 30}")) ==
        "test.yaml:7: stop A3.c0 has no revenue for colour 'yellow'");
}

// A train read once (ReadTrain, lib/data/position.cpp): a game's trains with
// the bank's side (price, count, rusting, trade-in) and a position's own
// trains by the same reader.
using namespace xxroute;

TEST_CASE("a game's train: its counting rules and how the bank offers it, read together") {
  auto g = test::Games()->Get("1824", "");
  const TrainOffer* six = g->FindOffer("6");
  REQUIRE(six);
  CHECK(six->name == "6");
  CHECK(six->price == 600);
  CHECK(six->trade_in == std::vector<std::string>{"5"});  // (1824 VII.13, 002 lines 803-807)
  CHECK(six->trade_in_credit == 200);
  CHECK(six->line > 0);
  const TrainOffer* two = g->FindOffer("2");
  REQUIRE(two);
  CHECK(two->count == 9);
  auto cis = test::Games()->Get("1824-cisleithania", "");
  const TrainOffer* g2 = cis->FindOffer("2g");
  REQUIRE(g2);
  CHECK(std::count(g2->rusts_on.begin(), g2->rusts_on.end(), "4g") == 1);
  CHECK(g2->available_on == "3");
  auto lil = test::Games()->Get("18Lilliput", "");
  bool by_players = false;
  for (const auto& [name, o] : lil->offers) by_players = by_players || !o.count_by_players.empty();
  CHECK(by_players);  // (18Lilliput Table 6)
}

TEST_CASE("a position's own train: the same checks of the bank's side, which it then leaves to the game") {
  const std::string ok = R"(
layout: pointy
hexes: {}
trains:
  - {name: "X2", distance: 2, price: 80, count: 3, rusts_on: ["4"], trade_in: {trains: ["1"], credit: 10}}
)";
  const Position p = ParsePosition(ok, "t.yaml");
  REQUIRE(p.trains.size() == 1);
  CHECK(p.trains[0].name == "X2");
  std::string bad = ok;
  bad.replace(bad.find("price: 80"), 9, "price: -5");
  CHECK_THROWS_WITH_AS(ParsePosition(bad, "t.yaml"), doctest::Contains("train X2 price"), InputError);
  std::string players = ok;
  players.replace(players.find("count: 3"), 8, "count_by_players: {11: 2}");
  CHECK_THROWS_WITH_AS(ParsePosition(players, "t.yaml"), doctest::Contains("train X2 count_by_players players"),
                       InputError);
}

TEST_CASE("cash: each player's money, in the file's order (seat order), each player once") {
  Position p = ParsePosition("cash: {Cleo: 10, Anna: -30, Ben: 10000000}\n", "t.yaml");
  CHECK(p.cash == std::vector<std::pair<std::string, int>>{{"Cleo", 10}, {"Anna", -30}, {"Ben", 10000000}});
  REQUIRE(p.Cash("Anna"));
  *p.Cash("Anna") += 50;
  CHECK(p.cash[1].second == 20);
  CHECK(p.Cash("Dora") == nullptr);
  // Without the key, or with none listed: players' money is not followed.
  CHECK(ParsePosition("format: 1\n", "t.yaml").cash.empty());
  CHECK(ParsePosition("cash: {}\n", "t.yaml").cash.empty());
  CHECK(test::PositionError(With("layout: pointy", "layout: pointy\ncash: {Anna: 5, Ben: 6, Anna: 7}")) ==
        "test.yaml:4: cash: Anna is listed twice");
  CHECK(test::PositionError(With("layout: pointy", "layout: pointy\ncash: {Anna: 10000001}")) ==
        "test.yaml:4: cash Anna: 10000001 is out of range -10000000..10000000");
  CHECK(test::PositionError(With("layout: pointy", "layout: pointy\ncash: [Anna, Ben]")).rfind("test.yaml:4: cash", 0) ==
        0);
}

TEST_CASE("pool_trains: the trains in the bank's pool, one entry a train") {
  CHECK(*ParsePosition("pool_trains: [\"4\", \"3\", \"3\"]\n", "t.yaml").pool_trains ==
        std::vector<std::string>{"4", "3", "3"});
  CHECK(ParsePosition("pool_trains: []\n", "t.yaml").pool_trains->empty());
  CHECK_FALSE(ParsePosition("format: 1\n", "t.yaml").pool_trains);
}

TEST_CASE("the round's set of operating rounds and the shares held back are read, or refused") {
  // docs/format-extensions.md: round `of`, a company's `reserved`.
  const Position p = ParsePosition(
      With("X: {trains: [\"2\"]}", "X: {trains: [\"2\"], reserved: 20}") +
          "round: {kind: operating, number: 3, operating: 1, of: 2}\n",
      "test.yaml");
  CHECK(p.round->of == 2);
  CHECK(p.FindCompany("X")->reserved == 20);
  CHECK(test::Contains(test::PositionError(std::string(kGood) + "round: {kind: operating, number: 3, operating: 3, of: 2}\n"),
                       "round: operating round 3 of a set of 2"));
  CHECK(test::Contains(test::PositionError(With("X: {trains: [\"2\"]}", "X: {trains: [\"2\"], reserved: 120}")),
                       "reserved"));
}

TEST_CASE("most_stops_bonus: per_stop for each stop of the company's route visiting the most, or refused") {
  // docs/format-extensions.md, Companies.
  // (company X's line with `most_stops_bonus: VALUE`)
  auto bonus = [](const std::string& value) {
    return With("X: {trains: [\"2\"]}", "X: {trains: [\"2\"], most_stops_bonus: " + value + "}");
  };
  const Position p = ParsePosition(bonus("{per_stop: 10, company: MAIL}"), "test.yaml");
  REQUIRE(p.FindCompany("X")->most_stops_bonus);
  CHECK(p.FindCompany("X")->most_stops_bonus->per_stop == 10);
  CHECK(p.FindCompany("X")->most_stops_bonus->company == "MAIL");
  CHECK_FALSE(ParsePosition(kGood, "test.yaml").FindCompany("X")->most_stops_bonus);
  CHECK(test::PositionError(bonus("{company: MAIL}")) == "test.yaml:9: company X: most_stops_bonus needs per_stop");
  CHECK(test::PositionError(bonus("{per_stop: -10}")) ==
        "test.yaml:9: company X most_stops_bonus per_stop: -10 is out of range 0..1000");
  CHECK(test::PositionError(bonus("{per_stop: 10, amount: 5}")) ==
        "test.yaml:9: company X most_stops_bonus: unknown key 'amount'");
  CHECK(test::PositionError(bonus("10")) == "test.yaml:9: company X most_stops_bonus: expected a mapping");
}
