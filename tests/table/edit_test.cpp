// Tests lib/table/edit.cpp: the changes to a position as the command line
// and a scenario file write them (ParseEdit, LoadScenarios).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "xxroute/edit.h"
#include "xxroute/error.h"

using xxroute::Edit;
using xxroute::InputError;
using xxroute::LoadScenarios;
using xxroute::ParseEdit;

namespace fs = std::filesystem;

namespace {

// The error ParseEdit gives, "" when it parses.
std::string ErrorOf(Edit::Kind kind, const std::string& text, const std::string& option = "--lay") {
  try {
    ParseEdit(kind, text, option);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// A scenario file NAME.yaml of this text in a temporary folder (a name a
// test case: the cases may run at once).
std::string ScenarioFile(const std::string& name, const std::string& text) {
  const fs::path dir = fs::temp_directory_path() / "xxroute-edit-test";
  fs::create_directories(dir);
  const fs::path file = dir / (name + ".yaml");
  std::ofstream(file) << text;
  return file.string();
}

std::string LoadError(const std::string& file) {
  try {
    LoadScenarios(file);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("trains: names separated by commas, spaces around them dropped") {
  const Edit e = ParseEdit(Edit::kTrains, " 5, 4+4 ", "--trains");
  CHECK(e.kind == Edit::kTrains);
  CHECK(e.trains == std::vector<std::string>{"5", "4+4"});
  CHECK(e.source == "--trains");
  CHECK(e.Text() == "trains 5,4+4");
  CHECK(ErrorOf(Edit::kTrains, "5,,4", "--trains") ==
        "--trains: '5,,4': expected train names separated by commas, e.g. 5,4+4");
}

TEST_CASE("add, remove, phase and export take one name") {
  CHECK(ParseEdit(Edit::kAddTrain, "4+4", "--add-train").Text() == "add 4+4");
  CHECK(ParseEdit(Edit::kRemoveTrain, "2", "--remove-train").train == "2");
  CHECK(ParseEdit(Edit::kPhase, "5", "--phase").phase == "5");
  CHECK(ParseEdit(Edit::kExport, "h", "--export").Text() == "export h");
  CHECK(ErrorOf(Edit::kAddTrain, "   ", "--add-train") == "--add-train: '': expected a value");
}

TEST_CASE("lay: HEX=TILE@ROTATION, the rotation left to the rules when left out") {
  const Edit e = ParseEdit(Edit::kLay, "E12=57@2", "--lay");
  CHECK(e.hex == "E12");
  CHECK(e.tile == "57");
  CHECK(e.rotation == 2);
  CHECK(e.Text() == "lay E12=57@2");
  CHECK(ParseEdit(Edit::kLay, "F13=8", "--lay").rotation == -1);
  CHECK(ParseEdit(Edit::kLay, "F13=8", "--lay").Text() == "lay F13=8");
  CHECK(ErrorOf(Edit::kLay, "E12") == "--lay: 'E12': expected HEX=TILE@ROTATION, e.g. E12=57@2");
  CHECK(ErrorOf(Edit::kLay, "=57@2") == "--lay: '=57@2': expected HEX=TILE@ROTATION, e.g. E12=57@2");
  CHECK(ErrorOf(Edit::kLay, "E12=@2") == "--lay: 'E12=@2': expected HEX=TILE@ROTATION, e.g. E12=57@2");
  CHECK(ErrorOf(Edit::kLay, "E12=57@12") == "--lay: 'E12=57@12': expected a rotation 0..5 after '@'");
  CHECK(ErrorOf(Edit::kLay, "E12=57@") == "--lay: 'E12=57@': expected a rotation 0..5 after '@'");
  CHECK(ErrorOf(Edit::kLay, "12E=57@1") == "--lay: '12E=57@1': expected a hex coordinate such as E12");
}

TEST_CASE("token: HEX, HEX.STOP or PRIVATE:HEX, block: HEX[.STOP]=COMPANY") {
  const Edit t = ParseEdit(Edit::kToken, "E12.c1", "--token");
  CHECK(t.hex == "E12");
  CHECK(t.stop == "c1");
  CHECK(ParseEdit(Edit::kToken, "E12", "--token").stop.empty());
  CHECK(ErrorOf(Edit::kToken, "here", "--token") == "--token: 'here': expected a hex coordinate such as E12");
  const Edit by = ParseEdit(Edit::kToken, "DH:F16", "--token");  // by a private's ability (1830's DH)
  CHECK(by.ability == "DH");
  CHECK(by.hex == "F16");
  CHECK(by.Text() == "token DH:F16");
  CHECK(ErrorOf(Edit::kToken, "DH:", "--token") == "--token: 'DH:': expected HEX, HEX.STOP or PRIVATE:HEX, e.g. DH:F16");
  const Edit b = ParseEdit(Edit::kBlock, "E12.c1=BN", "--block");
  CHECK(b.hex == "E12");
  CHECK(b.stop == "c1");
  CHECK(b.company == "BN");
  CHECK(b.Text() == "block E12.c1=BN");
  CHECK(ErrorOf(Edit::kBlock, "E12.c1=", "--block") == "--block: 'E12.c1=': expected HEX[.STOP]=COMPANY, e.g. E12.c1=BN");
  CHECK(ErrorOf(Edit::kBlock, "E12", "--block") == "--block: 'E12': expected HEX[.STOP]=COMPANY, e.g. E12.c1=BN");
}

TEST_CASE("buy: TRAIN, or TRAIN:TRADED_IN") {
  const Edit e = ParseEdit(Edit::kBuy, "6 : 5", "--buy-train");
  CHECK(e.train == "6");
  CHECK(e.trade_in == "5");
  CHECK(e.Text() == "buy 6 for the 5");
  CHECK(ParseEdit(Edit::kBuy, "6", "--buy-train").trade_in.empty());
  CHECK(ErrorOf(Edit::kBuy, "6:", "--buy-train") == "--buy-train: '6:': expected TRAIN or TRAIN:TRADED_IN, e.g. 6 or 6:5");
  CHECK(ErrorOf(Edit::kBuy, ":5", "--buy-train") == "--buy-train: ':5': expected TRAIN or TRAIN:TRADED_IN, e.g. 6 or 6:5");
}

TEST_CASE("a scenario file: named change sets, each edit knowing its FILE:LINE") {
  const std::string file = ScenarioFile("good", R"(scenarios:
  - {name: two trains, add_train: "4+4"}
  - name: lay and buy
    lay: ["E12=57@2", "F13=8"]
    buy: "6:5"
    trains: [5, 4+4]
)");
  const auto changes = LoadScenarios(file);
  REQUIRE(changes.size() == 2);
  CHECK(changes[0].name == "two trains");
  REQUIRE(changes[0].edits.size() == 1);
  CHECK(changes[0].edits[0].Text() == "add 4+4");
  CHECK(changes[0].edits[0].source == file + ":2");
  // Trains first, then the lays, then the purchase, whatever the file's order.
  const auto& e = changes[1].edits;
  REQUIRE(e.size() == 4);
  CHECK(e[0].Text() == "trains 5,4+4");
  CHECK(e[0].source == file + ":6");
  CHECK(e[1].Text() == "lay E12=57@2");
  CHECK(e[2].Text() == "lay F13=8");  // (the rotation left to the rules)
  CHECK(e[2].source == file + ":4");
  CHECK(e[3].Text() == "buy 6 for the 5");
}

TEST_CASE("a malformed scenario is refused with FILE:LINE and what is wrong") {
  const std::string bad_lay = ScenarioFile("bad_lay", "scenarios:\n  - name: bad\n    lay: \"E12=57@x\"\n");
  CHECK(LoadError(bad_lay) == bad_lay + ":3: scenario bad lay: 'E12=57@x': expected a rotation 0..5 after '@'");
  const std::string no_name = ScenarioFile("no_name", "scenarios:\n  - {lay: \"E12=57@1\"}\n");
  CHECK(LoadError(no_name) == no_name + ":2: scenario: missing 'name'");
  const std::string unknown = ScenarioFile("unknown", "scenarios:\n  - name: typo\n    lays: \"E12=57@1\"\n");
  CHECK(LoadError(unknown) == unknown + ":3: scenario: unknown key 'lays'");
  const std::string not_list = ScenarioFile("not_list", "scenarios: {name: one}\n");
  CHECK(LoadError(not_list) == not_list + ":1: scenarios: expected a list of change sets");
}
