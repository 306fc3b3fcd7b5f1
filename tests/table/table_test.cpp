// Tests lib/table/table.cpp (StartGame, ApplyAtTable). At the table: a new
// game's file, moves paid from the treasury, companies floating with their
// home stations, and the rules a live game needs that a what-if never met (the
// first station on the home hex, an 18CZ red home tile, other companies'
// trains rusting).
#include <doctest/doctest.h>

#include "helpers.h"
#include "stock_moves.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/rules.h"
#include "xxroute/table.h"
#include "xxroute/whatif.h"

using namespace xxroute;

namespace {

// A new game's starting file, its game read by the tests' cache.
TableTurn New(const std::string& game, const std::string& variant, const std::vector<Floating>& companies,
              const std::string& file) {
  return StartGame(test::Games(), game, variant, companies, file);
}

// The position on its board, as apply loads a file.
std::unique_ptr<LoadedPosition> OnBoard(Position position) {
  return test::Load(std::move(position), "", LoadOptions::kBoardOnly);
}

std::string RefusedWithFloats(const std::string& text, const std::string& company, const std::vector<Floating>& floats,
                              std::vector<Edit> edits) {
  try {
    ApplyAtTable(text, OnBoard(ParsePosition(text, "game.yaml")), company, floats, Change{"", std::move(edits)});
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

const char* kStart = "game: 18CZ\nphase: a\nhexes:\n  E16: {tokens: [BCB]}\ncompanies:\n  BCB: {trains: [], treasury: 100}\n";

}  // namespace

TEST_CASE("a new game: the first phase, the printed map, companies with their home stations") {
  TableTurn t = New("18cz", "", {ParseFloating("bcb=240", "--companies"), ParseFloating("EKJ", "--companies")},
                    "game.yaml");
  CHECK(t.text.find("#   xxroute apply game.yaml -c COMPANY --lay HEX=TILE@ROTATION") != std::string::npos);
  CHECK(t.text.find("format: 1\ngame: 18CZ\nphase: a\nbank_trains: {\"a\": 5, ") != std::string::npos);
  CHECK(t.text.find("\nturn: {}  ") != std::string::npos);  // (the file follows operating turns)
  CHECK(t.text.find("  D5: {tokens: [EKJ]}\n  E16: {tokens: [BCB]}\ncompanies:") != std::string::npos);
  CHECK(t.text.find("  BCB: {trains: [], treasury: 240}\n  EKJ: {trains: []}\n") != std::string::npos);
  // A medium or large company waits for its phase (18CZ VII.3, 000 lines 520-522): not in a new game.
  CHECK_THROWS_WITH_AS(New("18CZ", "", {ParseFloating("BN", "--companies")}, "g.yaml"),
                       doctest::Contains("000 line 520: medium companies' shares are on sale from the first b train"),
                       InputError);
  CHECK(t.text.find("base_map") == std::string::npos);  // (the printed map is implied)
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
  // The variant as the game spells it.
  CHECK(New("18CZ", "bohemia", {}, "g.yaml").text.find("variant: Bohemia\n") != std::string::npos);
  CHECK_THROWS_WITH_AS(New("Nope", "", {}, "g.yaml"), doctest::Contains("unknown game 'Nope'"), InputError);
  CHECK_THROWS_WITH_AS(New("18CZ", "", {ParseFloating("XX", "--companies")}, "g.yaml"),
                       doctest::Contains("--companies: 18CZ has no company 'XX' (companies: "), InputError);
  CHECK_THROWS_WITH_AS(ParseFloating("BN=lots", "--companies"),
                       "--companies: 'BN=lots': expected COMPANY or COMPANY=TREASURY, e.g. BN=360", InputError);
}

TEST_CASE("a home with a choice is left to the player, with the command that places it") {
  // (floated in phase d, once a large company may: 18CZ VII.3, 000 line 522)
  std::string start = New("18CZ", "", {}, "g.yaml").text;
  start.replace(start.find("phase: a"), 8, "phase: d");
  TableTurn t = ApplyAtTable(start, OnBoard(ParsePosition(start, "g.yaml")), "",
                             {ParseFloating("SX", "x"), ParseFloating("ATE", "x")}, Change{});
  REQUIRE(t.notes.size() == 2);
  CHECK(t.notes[0].find("SX starts on A8 (rotation ") == 0);
  CHECK(t.notes[0].find("with its red tile 8896, then its station there: `xxroute apply g.yaml -c SX --lay A8=8896@") !=
        std::string::npos);
  CHECK(t.notes[1] == "ATE's home B9 has 2 cities (c0, c1): place its station in one with `xxroute apply g.yaml -c "
                      "ATE --token B9.c0`");
  // The command the note gives works: the red tile joins no track, the
  // first station goes on it.
  const std::string note = t.notes[0];
  const std::string lay = note.substr(note.find("--lay ") + 6, note.find(" --token") - note.find("--lay ") - 6);
  TableTurn sx = ApplyAtTable(t.text, OnBoard(ParsePosition(t.text, "g.yaml")), "SX", {},
                              Change{"", {test::E(Edit::kLay, lay, "--lay"), test::E(Edit::kToken, "A8", "--token")}});
  CHECK(sx.text.find("  A8: {tile: \"8896\", rotation: ") != std::string::npos);
  CHECK(sx.text.find(", tokens: [SX]}\n") != std::string::npos);
  // A coal railway's home is its mine (1824).
  CHECK(New("1824", "", {ParseFloating("EPP", "x")}, "g.yaml").text.find("  C6: {tokens: [EPP]}\n") !=
        std::string::npos);
}

TEST_CASE("a company with no station places its home station before the call's lays, however they were written") {
  const std::string text = "game: 18CZ\nphase: a\ncompanies:\n  EKJ: {trains: [], treasury: 100}\n";
  const std::string homed = text.substr(0, text.find("companies:")) + "hexes:\n  D5: {tokens: [EKJ]}\n" +
                            text.substr(text.find("companies:"));
  const auto lays = test::Load(ParsePosition(homed, "game.yaml"), "EKJ")->rules().Lays({"yellow"});
  REQUIRE(!lays.empty());
  const Lay& l = lays.front();
  const std::string lay = l.hex + "=" + l.tile + "@" + std::to_string(l.rotation);
  TableTurn t = ApplyAtTable(text, OnBoard(ParsePosition(text, "game.yaml")), "EKJ", {},
                             Change{"", {test::E(Edit::kLay, lay, "--lay"), test::E(Edit::kToken, "D5", "--token")}});
  REQUIRE(t.moves.size() == 2);
  CHECK(t.moves[0].text == "token D5");
  CHECK(t.moves[1].text == "lay " + lay);
}

TEST_CASE("moves are paid from the treasury, one it cannot pay for is refused with the money left") {
  TableTurn t = ApplyAtTable(kStart, OnBoard(ParsePosition(kStart, "game.yaml")), "", {},
                             Change{"", {test::E(Edit::kLay, "E16=57@0", "--lay"), test::E(Edit::kBuy, "2", "--buy-train")}});
  CHECK(t.company == "BCB");
  REQUIRE(t.moves.size() == 2);
  CHECK(t.moves[0].text == "lay E16=57@0");
  CHECK(t.moves[0].cost == 10);
  CHECK(t.moves[0].costs == std::vector<std::string>{"terrain 10"});
  CHECK(t.moves[1].cost == 70);
  CHECK(*t.treasury_before == 100);
  CHECK(*t.treasury_after == 20);
  CHECK(t.text.find("  BCB: {trains: [\"2\"], treasury: 20}\n") != std::string::npos);
  CHECK(RefusedWithFloats(t.text, "", {}, {test::E(Edit::kBuy, "2", "--buy-train")}) ==
        "--buy-train: buy 2: costs 70 (train 70), BCB has 20 left");
  // The money left counts the moves before: 100 - 10 = 90 < 10 + 70 + 40.
  CHECK(RefusedWithFloats(kStart, "", {},
                          {test::E(Edit::kLay, "E16=57@0", "--lay"), test::E(Edit::kBuy, "2", "--buy-train"),
                           test::E(Edit::kBuy, "2", "--buy-train")}) ==
        "--buy-train: buy 2: costs 70 (train 70), BCB has 20 left");
}

TEST_CASE("a lay without its rotation: the one legal rotation is laid, a choice is asked back") {
  // BCB's track runs E16-D17; C18 touches it only on D17's side.
  const char* bcb = "game: 18CZ\nphase: a\nhexes:\n  D17: {tile: \"57\", rotation: 0}\n"
                    "  E16: {tile: \"6\", rotation: 1, tokens: [BCB]}\ncompanies:\n  BCB: {trains: [], treasury: 60}\n";
  TableTurn t = ApplyAtTable(bcb, OnBoard(ParsePosition(bcb, "game.yaml")), "", {},
                             Change{"", {test::E(Edit::kLay, "C18=9", "--lay")}});
  REQUIRE(t.moves.size() == 1);
  CHECK(t.moves[0].notes == std::vector<std::string>{"rotation 0, the only legal one: D17-B19"});
  CHECK(t.text.find("  C18: {tile: \"9\", rotation: 0}\n") != std::string::npos);
  CHECK(RefusedWithFloats(bcb, "", {}, {test::E(Edit::kLay, "C18=8", "--lay")}) ==
        "--lay: lay C18=8: say the rotation, one of @0 (D17-B17), @4 (D17-C20)");
  CHECK(RefusedWithFloats(bcb, "", {}, {test::E(Edit::kLay, "E14=55", "--lay")}) ==
        "--lay: lay E14=55: say the rotation, one of @0 (town to F13, D15; town to E12, E16), "
        "@1 (town to E12, E16; town to D13, F15)");
  // None legal: the rule broken, once when every rotation breaks the same.
  CHECK(RefusedWithFloats(bcb, "", {}, {test::E(Edit::kLay, "E14=57", "--lay")}) ==
        "--lay: lay E14=57: hex E14: tile 57 (yellow): a town hex takes only town tiles, and the tile has 1 city");
}

TEST_CASE("refusals name the option, or the file, and the cause") {
  CHECK(RefusedWithFloats(kStart, "BN", {}, {test::E(Edit::kBuy, "2", "--buy-train")}) ==
        "--company: no company 'BN' in game.yaml (companies: BCB); a company that floats is added with --float BN");
  CHECK(RefusedWithFloats(kStart, "", {}, {test::E(Edit::kLay, "E16=58@0", "--lay")}) ==
        "--lay: lay E16=58@0: hex E16: tile 58 (yellow): a city hex takes only city tiles, and the tile has 1 town");
  CHECK(RefusedWithFloats(kStart, "", {ParseFloating("BCB", "--float")}, {}) == "--float: BCB is already in game.yaml");
  const char* two = "game: 18CZ\nphase: a\ncompanies:\n  BCB: {trains: []}\n  EKJ: {trains: []}\n";
  CHECK(RefusedWithFloats(two, "", {}, {test::E(Edit::kBuy, "2", "--buy-train")}) ==
        "game.yaml: several companies (BCB, EKJ): say whose moves these are with --company");
  // The first station goes on the home hex; a stop must be named where a hex has several cities.
  const char* ate = "game: 18CZ\nphase: a\ncompanies:\n  ATE: {trains: []}\n";
  CHECK(RefusedWithFloats(ate, "", {}, {test::E(Edit::kToken, "B11", "--token")}) ==
        "--token: token B11: ATE has no station yet: its first goes on its home B9");
  CHECK(RefusedWithFloats(ate, "", {}, {test::E(Edit::kToken, "B9", "--token")}) ==
        "--token: token B9: hex B9 has several cities: say which, e.g. B9.c0");
  const char* bn = "game: 18CZ\nphase: b\ncompanies:\n  BN: {trains: []}\n";
  CHECK(RefusedWithFloats(bn, "", {}, {test::E(Edit::kToken, "E12.c0", "--token")}) ==
        "--token: token E12.c0: BN's home station goes on E12.c1");
}

TEST_CASE("a company floats with its home station, then makes its moves") {
  const char* text = "game: 18CZ\nphase: a\nhexes:\ncompanies:\n";
  TableTurn t = ApplyAtTable(text, OnBoard(ParsePosition(text, "game.yaml")), "", {ParseFloating("EKJ=200", "--float")},
                             Change{"", {test::E(Edit::kBuy, "2", "--buy-train")}});
  CHECK(t.company == "EKJ");
  CHECK(t.moves.size() == 3);
  CHECK(t.moves[1].text == "home station D5");
  CHECK(t.text == "game: 18CZ\nphase: a\nhexes:\n  D5: {tokens: [EKJ]}\ncompanies:\n"
                  "  EKJ: {trains: [\"2\"], treasury: 130}\n");
}

TEST_CASE("a purchase that rusts trains rusts every company's (18CZ VIII.12)") {
  const char* text = "game: 18CZ\nphase: d\nhexes:\n  E16: {tokens: [BCB]}\n  D5: {tokens: [EKJ]}\ncompanies:\n"
                     "  BCB: {trains: [\"2\"]}\n  EKJ: {trains: [\"2\", \"3\"]}\n";
  TableTurn t = ApplyAtTable(text, OnBoard(ParsePosition(text, "game.yaml")), "BCB", {},
                             Change{"", {test::E(Edit::kBuy, "4", "--buy-train")}});
  REQUIRE(t.moves.size() == 1);
  CHECK(t.moves[0].notes == std::vector<std::string>{"starts phase e", "removes 2", "EKJ loses 2"});
  CHECK(t.text.find("  BCB: {trains: [\"4\"]}\n  EKJ: {trains: [\"3\"]}\n") != std::string::npos);
}

TEST_CASE("1824: a state railway floated on an upgraded home city finds its home there (002 lines 342, 602)") {
  const auto data = [](const std::string& name) {
    return test::ReadText(test::kSource + "tests/data/turn/" + name);
  };
  // tests/data/turn/1824-budapest.yaml: Budapest (F17) upgraded to green 490;
  // UG's home, the printed c1, is its one city, c0 (a home moves with its
  // track, as a station token does: VII.6, 002 line 602).
  const std::string budapest = data("1824-budapest.yaml");
  const TableTurn ug = ApplyAtTable(budapest, OnBoard(ParsePosition(budapest, "game.yaml")), "",
                                    {ParseFloating("UG=840", "--float")}, Change{});
  CHECK(ug.after.FindHex("F17")->tokens.at("c0") == std::vector<std::string>{"UG"});
  // tests/data/turn/1824-budapest-ug1.yaml: UG1's station there is UG's home,
  // taken over by the exchange, not by a token of its own (IV.4.4, 002 line 342).
  const std::string ug1 = data("1824-budapest-ug1.yaml");
  const TableTurn later = ApplyAtTable(ug1, OnBoard(ParsePosition(ug1, "game.yaml")), "",
                                       {ParseFloating("UG=840", "--float")}, Change{});
  CHECK(later.after.FindHex("F17")->tokens == ParsePosition(ug1, "game.yaml").FindHex("F17")->tokens);  // (no UG token)
  REQUIRE(later.notes.size() == 1);
  CHECK(test::Contains(later.notes[0], "UG's home F17.c0 is UG1's station, which UG takes over"));
}

TEST_CASE("18CZ 000 lines 591-592, 800-801: a company floated in a stock round places its home station as its first turn begins") {
  const std::string sr = R"(game: 18CZ
phase: a
turn: {}
cash: {Anna: 380, Ben: 380}
round: {kind: stock, number: 1}
privates: {}
companies:
  MW: {trains: [], treasury: 0, par: 50, share_price: 50, share_price_cell: [1, 1], shares: {ipo: 100}, floated: false}
)";
  // MW floats as Anna buys the president's certificate: no station yet, a note says when.
  const TableTurn floated = ApplyAtTable(sr, OnBoard(ParsePosition(sr, "game.yaml")), "", {},
                                         Change{"", {test::E(Edit::kBuyShares, "Anna: MW 50")}});
  CHECK(floated.after.FindCompany("MW")->Floated());
  CHECK_FALSE(floated.after.FindHex("F23"));
  REQUIRE(floated.notes.size() == 1);
  CHECK(test::Contains(floated.notes[0], "MW places its home station as its first operating turn begins (18CZ VII.5, "
                                         "000 lines 591-592"));
  // Its first move of an operating round places it first.
  const std::string oper = test::Replaced(floated.text, "round: {kind: stock, number: 1}", "round: {kind: operating, number: 1, operating: 1}");
  Edit run = test::E(Edit::kRun, "withhold", "--withhold");  // (no train: it runs for nothing)
  run.amount = 0;
  const TableTurn first = ApplyAtTable(oper, OnBoard(ParsePosition(oper, "game.yaml")), "MW", {}, Change{"", {run}});
  REQUIRE(first.after.FindHex("F23"));
  CHECK(first.after.FindHex("F23")->tokens.begin()->second == std::vector<std::string>{"MW"});
  CHECK(first.moves.front().text == "home station F23");
  CHECK(PositionDifference(*first.loaded, ParsePosition(first.text, "game.yaml")) == "");
}

TEST_CASE("1824 VII.8 (002 line 639): a company bought places its home station as its first turn starts") {
  // EPP bought in the first stock round has no station yet; its first move
  // of an operating turn places it on its mine first (home_station:
  // first_turn); a move of the players' (--float) places it at once.
  const std::string text = test::Replaced(
      test::MadeAtTable(test::k1824Stock, {{Edit::kBuyPrivate, "Anna: EPP 200"}}).text,
      "round: {kind: stock, number: 1}", "round: {kind: operating, number: 1, operating: 1}");
  CHECK_FALSE(ParsePosition(text, "game.yaml").FindHex("C6"));
  const TableTurn t = test::MadeAtTable(text, {{Edit::kLay, "B5=6@3"}}, "EPP");
  REQUIRE(t.moves.size() == 2);
  CHECK(t.moves[0].text == "home station C6.m0");
  CHECK(t.after.FindHex("C6")->tokens.at("m0") == std::vector<std::string>{"EPP"});
  CHECK(t.after.FindHex("B5")->tile == "6");
  // A station of the call on its home: no second one.
  CHECK(test::MadeAtTable(text, {{Edit::kToken, "C6"}}, "EPP").moves.size() == 1);
}
