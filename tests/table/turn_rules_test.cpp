// The rules of a company's turn that apply follows (and the page, by the
// same MakeMoves): one run a turn, the trains given up kept in the bank's
// pool and sold again, the president's money for a train the company must
// buy (cash:), a home on an upgraded tile. Each refusal cites its own
// game's rulebook line, and leaves the file as it was.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/moves.h"
#include "xxroute/tile_track.h"
#include "xxroute/train_rules.h"
#include "xxroute/turn.h"

using namespace xxroute;

namespace {

std::string Fixture(const std::string& name) {
  std::ifstream in(std::string(XXROUTE_SOURCE_DIR) + "/tests/data/turn/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The moves the options ask for, made on `text` as apply makes them (not written).
MovesMade Make(const std::string& text, const MoveArgs& args) {
  MakeSettings settings;
  settings.write = false;
  settings.solve = false;
  return MakeMoves("game.yaml", text, ParsePosition(text, "game.yaml"), test::Games(), MovesFrom(args), settings);
}

std::string Refused(const std::string& text, const MoveArgs& args) {
  try {
    Make(text, args);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string Notes(const MovesMade& m) {
  std::string out;
  for (const auto& move : m.turn.moves)
    for (const auto& n : move.notes) out += n + "\n";
  return out;
}

}  // namespace

TEST_CASE("a second run in a turn is refused, in each game with its own rulebook line") {
  const std::vector<std::pair<std::string, std::string>> games = {
      {"18CZ", "18CZ VIII.7, 000 line 831"},       {"1824", "1824 VII.9, 002 line 649"},
      {"1836jr56", "1836jr 003 lines 180, 198-200"}, {"1836jr30", "1836jr 003 lines 180, 198-200"},
      {"18Lilliput", "18Lilliput 001 line 499"}};
  for (const auto& [name, line] : games) {
    INFO(name);
    const auto g = test::Games()->Get(name, "", "test", 0);
    Position pos = ParsePosition("game: " + name + "\nturn: {company: X, ran: true}\ncompanies: {X: {trains: []}}\n",
                                 "game.yaml");
    TurnMove run;
    run.step = TurnStep::kRun;
    CHECK(TurnRefusal(*g, pos, "X", run).rfind(line, 0) == 0);
    pos.turn->ran = false;
    CHECK(TurnRefusal(*g, pos, "X", run) == "");
  }
  // As apply meets it: --pay, then --withhold in the same turn.
  CHECK(Refused(Fixture("bcb-ran.yaml"), {{"withhold", {}}})
            .find("--withhold: run, withhold: 18CZ VIII.7, 000 line 831: each train of a company runs once an "
                  "operating round: BCB has run its trains this turn") != std::string::npos);
}

TEST_CASE("a train given up over the limit goes to the bank's pool (pool_trains), or in 1824 out of the game") {
  const MovesMade m = Make(Fixture("cz-over-limit.yaml"), {{"company", {"BCB"}}, {"phase", {"e"}}, {"discard", {"4"}}});
  REQUIRE(m.turn.after.pool_trains);
  CHECK(*m.turn.after.pool_trains == std::vector<std::string>{"4"});
  CHECK(m.turn.text.find("phase: e\npool_trains: [\"4\"]\n") != std::string::npos);  // (beside the phase)
  // Within the limit, 18CZ's own line (not 1824's or 1836jr's).
  const std::string within = Refused(Fixture("cz-over-limit.yaml"), {{"company", {"OFE"}}, {"discard", {"2"}}});
  CHECK(within.find("OFE is within phase d's train limit: a train is given up only over it (18CZ VIII.10, 000 line "
                    "1066") != std::string::npos);
  CHECK(within.find("002") == std::string::npos);
  CHECK(within.find("003") == std::string::npos);
}

TEST_CASE("the pool's trains are sold again where the bank does not sell them, and rust with their kind") {
  // 1836jr56 diesels, phase D: the bank sells D trains, the pool a 6 (003 lines 212, 311).
  const MovesMade six = Make(Fixture("jr56-diesel-pool.yaml"), {{"buy_train", {"6"}}});
  CHECK(six.turn.after.pool_trains->empty());
  CHECK(six.turn.after.FindCompany("GCL")->treasury == 100);
  CHECK(six.turn.after.phase == "D");  // (a used train starts no phase)
  REQUIRE(six.turn.moves.size() == 1);
  CHECK(six.turn.moves[0].costs == std::vector<std::string>{"train 700 from the pool"});
  // The first 6 bought new rusts the 3s, the pool's too (003 line 126).
  const MovesMade rust = Make(Fixture("jr56-pool.yaml"), {{"company", {"B"}}, {"buy_train", {"6"}}});
  CHECK(*rust.turn.after.pool_trains == std::vector<std::string>{"4"});
  CHECK(Notes(rust).find("the pool loses 3") != std::string::npos);
  // The same by the rule alone.
  const auto g = test::Games()->Get("1836jr56", "", "test", 0);
  std::vector<std::string> removed;
  std::vector<std::pair<std::string, std::string>> obsolete;
  TrainsAfter(*g, {"4", "3", "3"}, {"6"}, g->PhaseIndex("5"), g->PhaseIndex("6"), &removed, &obsolete);
  CHECK(removed == std::vector<std::string>{"3", "3"});
  // 1824 keeps no pool (VII.11, 002 line 775).
  const std::string no_pool = "game: \"1824\"\nphase: \"4\"\npool_trains: [\"3\"]\nhexes:\n  C12: {tokens: [MS]}\n"
                              "companies:\n  MS: {trains: [], treasury: 500}\n";
  CHECK(Refused(no_pool, {{"buy_train", {"3"}}}).find("keeps no pool of trains") != std::string::npos);
}

TEST_CASE("the president's money for a train the company must buy, by each game's rules, from cash:") {
  // 18CZ VIII.11: Anna has 30 of the 230 BCB lacks: the bank lends 200 (000 lines 1087-1090).
  const MovesMade cz =
      Make(Fixture("cz-no-train.yaml"), {{"company", {"BCB"}}, {"buy_train", {"4"}}, {"president_pays", {"230"}}});
  CHECK(cz.turn.after.FindCompany("BCB")->treasury == 0);
  REQUIRE(cz.turn.after.cash);
  CHECK(cz.turn.after.cash->front() == std::pair<std::string, int>{"Anna", -200});
  CHECK(cz.turn.text.find("cash: {Anna: -200, Ben: 200}") != std::string::npos);
  CHECK(Notes(cz).find("Anna adds 230: 30 from their cash, 200 lent by the bank, and a penalty of 200") !=
        std::string::npos);
  // No more and no less than it lacks (000 lines 1083-1085); only from the bank (1081).
  CHECK(Refused(Fixture("cz-no-train.yaml"), {{"company", {"BCB"}}, {"buy_train", {"4"}}, {"president_pays", {"280"}}})
            .find("so the president adds 230, not 280") != std::string::npos);
  CHECK(Refused(Fixture("cz-no-train.yaml"),
                {{"company", {"BCB"}}, {"buy_train_from", {"OFE:4:100"}}, {"president_pays", {"80"}}})
            .find("18CZ VIII.11, 000 line 1081") != std::string::npos);
  // Only a company with no train.
  CHECK(Refused(Fixture("cz-no-train.yaml"), {{"company", {"OFE"}}, {"buy_train", {"4"}}, {"president_pays", {"230"}}})
            .find("OFE has a train to run (4)") != std::string::npos);
  // 1824 VII.12: the debt with 50% interest at once (002 lines 782-790).
  const MovesMade ms =
      Make(Fixture("1824-no-train.yaml"), {{"company", {"MS"}}, {"buy_train", {"4"}}, {"president_pays", {"200"}}});
  CHECK(ms.turn.after.cash->front() == std::pair<std::string, int>{"Anna", -150});
  // 1836jr: the cheapest train, and a president short of cash sells shares first (003 lines 366-370).
  const std::string jr = Fixture("jr56-pool.yaml");
  CHECK(Refused(jr, {{"company", {"HSM"}}, {"buy_train", {"4"}}, {"president_pays", {"250"}}})
            .find("the cheapest train on sale costs 225, this one 350") != std::string::npos);
  const MovesMade hsm = Make(jr, {{"company", {"HSM"}}, {"buy_train", {"3"}}, {"president_pays", {"125"}}});
  CHECK(hsm.turn.after.cash->front() == std::pair<std::string, int>{"Anna", 75});
  std::string poor = jr;
  poor.replace(poor.find("Anna: 200"), 9, "Anna: 100");
  CHECK(Refused(poor, {{"company", {"HSM"}}, {"buy_train", {"3"}}, {"president_pays", {"125"}}})
            .find("1836jr 003 lines 366-370, 196: the president sells shares") != std::string::npos);
  // Without cash: taken as given, and said.
  std::string given = jr;
  given.erase(given.find("cash: "), given.find("turn:") - given.find("cash: "));
  const MovesMade taken = Make(given, {{"company", {"HSM"}}, {"buy_train", {"3"}}, {"president_pays", {"125"}}});
  CHECK(Notes(taken).find("Anna adds 125, taken as given: the file follows no cash of Anna") != std::string::npos);
  CHECK_FALSE(taken.turn.after.cash);
}

TEST_CASE("a payout goes to the holders' cash where the file follows it") {
  std::string text = Fixture("bcb-ran.yaml");
  text.replace(text.find("ran: true,"), 9, "ran: false");
  text.insert(text.find("turn:"), "cash: {Anna: 100, Ben: 50, Cleo: 10}\n");
  const MovesMade m = Make(text, {{"pay", {}}});
  CHECK(*m.turn.after.cash == std::vector<std::pair<std::string, int>>{{"Anna", 135}, {"Ben", 68}, {"Cleo", 10}});
}

TEST_CASE("a home on a hex whose tile was upgraded is the city its printed track became (1824 VII.6, 002 line 602)") {
  // Budapest's yellow 498 turned half round: the printed c1 (edge 3) is the tile's c0.
  auto turned = test::Load(ParsePosition("game: \"1824\"\nphase: \"2\"\nhexes:\n  F17: {tile: \"498\", rotation: 3}\n",
                                         "game.yaml"),
                           "", LoadOptions::kBoardOnly);
  CHECK(HomeStopNow(turned->board(), "F17", "c1") == "c0");
  CHECK(HomeStopNow(turned->board(), "F17", "c0") == "c1");
  // Green 490: one city.
  const MovesMade ug = Make(Fixture("1824-budapest.yaml"), {{"float", {"UG=840"}}});
  CHECK(ug.turn.after.FindHex("F17")->tokens.at("c0") == std::vector<std::string>{"UG"});
}
