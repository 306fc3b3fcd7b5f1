// Tests lib/table/position_text.cpp (its main subject) and
// position_writer.cpp. The position file's text edited in place (PositionText, RewritePosition):
// comments kept, hexes in coordinate order, entries inserted and replaced,
// companies' trains and treasury, and every rewritten text read back equal
// to the position it must hold.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/position_text.h"
#include "xxroute/position_writer.h"
#include "xxroute/whatif.h"

using namespace xxroute;

namespace {


// The file's text rewritten for the change, read back: "" when it holds
// exactly the changed position.
std::string RoundTrip(const std::string& text, const std::string& company, std::vector<Edit> edits,
                      std::string* rewritten = nullptr) {
  const Position before = ParsePosition(text, "test.yaml");
  const Applied a = ApplyChange(*test::Load(before, company), Change{"test", std::move(edits)});
  const std::string out = RewritePosition(text, before, a.loaded->board());
  if (rewritten) *rewritten = out;
  return PositionDifference(*a.loaded, ParsePosition(out, "test.yaml"));
}

// The lines of `text` that are not in `from` (a line-by-line diff, in order).
std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> v;
  std::stringstream ss(text);
  for (std::string l; std::getline(ss, l);) v.push_back(l);
  return v;
}

const char* kHandWritten = R"(# a hand-written position
game: 18CZ   # the game
phase: a
color: yellow  # revenue column
hexes:
  # Pardubice, BCB's home
  E16:   # home
    tile: "57"   # first tile
    # straight through
    rotation: 0
    tokens: [BCB]

  # Hradec
  D17: {tile: "57", rotation: 0}  # laid in OR1
companies:
  BCB:
    type: small  # a small one
    trains:
      - "2"   # the first
    treasury: 200   # money
# the end
)";

}  // namespace

TEST_CASE("YAML scalars: plain where they read back as the same text, quoted otherwise") {
  CHECK(YamlScalar("E12") == "E12");
  CHECK(YamlScalar("18CZ") == "18CZ");
  CHECK(YamlScalar("a") == "a");
  CHECK(YamlScalar("4") == "\"4\"");
  CHECK(YamlScalar("1e5") == "\"1e5\"");
  CHECK(YamlScalar("y") == "\"y\"");
  CHECK(YamlScalar("No") == "\"No\"");
  CHECK(YamlScalar("Hradec Králové") == "\"Hradec Králové\"");
  CHECK(YamlScalar("a: b") == "\"a: b\"");
  CHECK(YamlQuoted("say \"hi\"") == "\"say \\\"hi\\\"\"");
}

TEST_CASE("a comment starts at a '#' after a blank, outside quotes") {
  const std::string praha = "  E12: {tile: \"57\"}  # Praha", etat = "  name: L'État # x";
  CHECK(CommentStart(praha) == praha.find('#'));
  CHECK(CommentStart("  name: \"A # B\"") == std::string::npos);
  CHECK(CommentStart(etat) == etat.find('#'));
  CHECK(CommentStart("  tile: a#b") == std::string::npos);
  CHECK(CommentStart("# all of it") == 0);
}

TEST_CASE("a replaced hex keeps the comments of its entry, the others stay as they are") {
  PositionText t(kHandWritten, "test.yaml");
  t.SetHex("E16", "{tile: \"619\", rotation: 0, tokens: [BCB]}");
  const std::string out = t.Text();
  CHECK(out.find("  # Pardubice, BCB's home\n  # first tile\n    # straight through\n"
                 "  E16: {tile: \"619\", rotation: 0, tokens: [BCB]}   # home\n\n  # Hradec\n") != std::string::npos);
  CHECK(out.find("  D17: {tile: \"57\", rotation: 0}  # laid in OR1\n") != std::string::npos);
  CHECK(out.find("# a hand-written position\ngame: 18CZ   # the game\n") == 0);
  CHECK(out.find("# the end\n") != std::string::npos);
  // A flow entry is replaced on its line, its comment kept.
  t.SetHex("D17", "{tile: \"57\", rotation: 0, tokens: [BCB]}");
  CHECK(t.Text().find("  D17: {tile: \"57\", rotation: 0, tokens: [BCB]}  # laid in OR1\n") != std::string::npos);
}

TEST_CASE("a new hex goes in coordinate order: letter, then number, above the comments heading the next") {
  const std::string text = "game: 18CZ\nphase: a\nhexes:\n  A8: {}\n  # the east\n  A10: {}\n  B7: {}\ncompanies: {}\n";
  PositionText t(text, "test.yaml");
  t.SetHex("A9", "{tokens: [X]}");   // after A8, above A10's comment
  t.SetHex("B11", "{tokens: [Y]}");  // after the last
  t.SetHex("A2", "{tokens: [Z]}");   // first
  CHECK(Lines(t.Text()) == std::vector<std::string>{"game: 18CZ", "phase: a", "hexes:", "  A2: {tokens: [Z]}",
                                                    "  A8: {}", "  A9: {tokens: [X]}", "  # the east", "  A10: {}",
                                                    "  B7: {}", "  B11: {tokens: [Y]}", "companies: {}"});
}

TEST_CASE("hexes written nowhere, empty or in flow style become one a line") {
  PositionText missing("game: 18CZ\nphase: a\n", "test.yaml");
  missing.SetHex("E16", "{tokens: [BCB]}");
  CHECK(missing.Text() == "game: 18CZ\nphase: a\nhexes:\n  E16: {tokens: [BCB]}\n");
  PositionText empty("hexes: {}  # none yet\ncompanies:\n", "test.yaml");
  empty.SetHex("E16", "{tokens: [BCB]}");
  CHECK(empty.Text() == "hexes:  # none yet\n  E16: {tokens: [BCB]}\ncompanies:\n");
  PositionText commented("hexes:\n  # one a line\ncompanies:\n", "test.yaml");
  commented.SetHex("E16", "{tokens: [BCB]}");
  CHECK(commented.Text() == "hexes:\n  # one a line\n  E16: {tokens: [BCB]}\ncompanies:\n");
  // A whole flow mapping of hexes is written anew, one a line.
  const std::string flow = "game: 18CZ\nphase: a\nhexes: {E16: {tokens: [BCB]}}\ncompanies:\n  BCB: {trains: []}\n";
  std::string out;
  CHECK(RoundTrip(flow, "BCB", {test::E(Edit::kLay, "E16=57@0")}, &out) == "");
  CHECK(out == "game: 18CZ\nphase: a\nhexes:\n  E16: {tile: \"57\", rotation: 0, tokens: [BCB]}\ncompanies:\n"
               "  BCB: {trains: []}\n");
}

TEST_CASE("a company's trains and treasury are edited where they are written") {
  PositionText block(kHandWritten, "test.yaml");
  block.SetCompanyKey("BCB", "trains", "[\"2\", \"2\"]");
  block.SetCompanyKey("BCB", "treasury", "130");
  const std::string out = block.Text();
  CHECK(out.find("    type: small  # a small one\n    # the first\n    trains: [\"2\", \"2\"]\n"
                 "    treasury: 130   # money\n# the end\n") != std::string::npos);
  // Flow entries, on one line or several; a key they lack is added first.
  PositionText flow("companies:\n  BCB: {trains: [\"2\"],\n        treasury: 100}   # two lines\n  BN: {type: medium}\n",
                    "test.yaml");
  flow.SetCompanyKey("BCB", "treasury", "30");
  flow.SetCompanyKey("BN", "trains", "[\"2+2\"]");
  CHECK(flow.Text() == "companies:\n  BCB: {trains: [\"2\"],\n        treasury: 30}   # two lines\n"
                       "  BN: {trains: [\"2+2\"], type: medium}\n");
  PositionText none("companies:\n  BN: {}\n  X:\n    home: E12\n", "test.yaml");
  none.SetCompanyKey("BN", "trains", "[]");
  none.SetCompanyKey("X", "trains", "[\"2\"]");
  CHECK(none.Text() == "companies:\n  BN: {trains: []}\n  X:\n    trains: [\"2\"]\n    home: E12\n");
  PositionText added("phase: a\n", "test.yaml");
  added.AddCompany("BCB", "{trains: []}");
  CHECK(added.Text() == "phase: a\ncompanies:\n  BCB: {trains: []}\n");
}

TEST_CASE("the phase and the colour are edited on their lines") {
  PositionText t(kHandWritten, "test.yaml");
  t.SetTop("phase", "d");
  t.SetTop("color", "green");
  CHECK(t.Text().find("phase: d\ncolor: green  # revenue column\n") != std::string::npos);
  CHECK_THROWS_WITH_AS(PositionText("hexes:\n  A1: {}\n", "f.yaml").SetTop("hexes", "x"),
                       "f.yaml:1: hexes holds a block; expected one value", InputError);
}

TEST_CASE("companies in flow style with entries cannot be edited: said with the line") {
  PositionText t("game: 18CZ\ncompanies: {BCB: {trains: []}}\n", "f.yaml");
  CHECK_THROWS_WITH_AS(t.SetCompanyKey("BCB", "trains", "[]"),
                       "f.yaml:2: companies is written in flow style ({...}); write one entry a line to let it be edited",
                       InputError);
}

TEST_CASE("round trip: each change written into the file reads back as the changed position") {
  // Block hexes with comments, flow hexes, a token on a printed hex, a phase.
  std::string out;
  CHECK(RoundTrip(kHandWritten, "BCB", {test::E(Edit::kLay, "C18=9@0"), test::E(Edit::kToken, "D17"), test::E(Edit::kBuy, "2")}, &out) ==
        "");
  CHECK(out.find("  C18: {tile: \"9\", rotation: 0}\n  # Pardubice") != std::string::npos);
  CHECK(out.find("    trains: [\"2\", \"2\"]\n") != std::string::npos);
  CHECK(out.find("    treasury: 200") != std::string::npos);  // (RewritePosition writes what the position says)
  // The bundled example lists every hex inline (base_map: false): a lay, and
  // an inline city given a token.
  // (BN's treasury of 0 raised to pay A10's terrain: the writing is tested here, not the money)
  std::string example = test::ReadText(test::kFixtures + "example.yaml");
  example.replace(example.find("treasury: 0"), 11, "treasury: 99");
  CHECK(RoundTrip(example, "", {test::E(Edit::kLay, "A10=3@0")}, &out) == "");
  CHECK(out.find("  A8:") < out.find("  A10: {tile: \"3\", rotation: 0}\n  B7:"));
  CHECK(RoundTrip(example, "", {test::E(Edit::kBlock, "B11=NWB")}, &out) == "");
  CHECK(out.find("  B11: {name: \"Děčín\", color: brown, tile_name: \"611\", tile_rotation: 1, stops: {c0: {kind: city, "
                 "revenue: 40, slots: 2, tokens: [NWB]}}, paths: [[1, c0], [2, c0], [3, c0], [4, c0], [5, c0]]}\n") !=
        std::string::npos);
  // 1836jr56: a station on a laid tile, a train that starts a phase.
  const std::string jr = test::ReadText(test::kFixtures + "1836jr56/b-regie-des-postes.yaml");
  CHECK(RoundTrip(jr, "B", {test::E(Edit::kToken, "G7"), test::E(Edit::kBuy, "5")}, &out) == "");
  CHECK(out.find("phase: \"5\"\n") != std::string::npos);
  CHECK(out.find("  G7: {tile: \"57\", rotation: 0, tokens: [B]}\n") != std::string::npos);
  CHECK(out.find("    trains: [\"3\", \"4\", \"5\"]\n") != std::string::npos);
  // Only the lines that change differ.
  const auto a = Lines(jr), b = Lines(out);
  REQUIRE(a.size() == b.size());
  int differ = 0;
  for (size_t i = 0; i < a.size(); ++i) differ += a[i] != b[i];
  CHECK(differ == 3);
}

TEST_CASE("a hex's tokens are written by stop where it has several cities") {
  const std::string text = "game: 18CZ\nphase: e\nhexes:\n  E12: {tile: \"8891\", rotation: 1, tokens: {c1: [BN]}}\n"
                           "companies:\n  BN: {trains: [\"3+3\"]}\n  NWB: {trains: []}\n";
  std::string out;
  CHECK(RoundTrip(text, "BN", {test::E(Edit::kBlock, "E12.c3=NWB")}, &out) == "");
  CHECK(out.find("  E12: {tile: \"8891\", rotation: 1, tokens: {c1: [BN], c3: [NWB]}}\n") != std::string::npos);
}

TEST_CASE("the file is written through a temporary file, read back, compared, then renamed") {
  const std::string file = "position_text_test_write.yaml";
  const std::string text = "game: 18CZ\nphase: a\nhexes:\n  E16: {tokens: [BCB]}\ncompanies:\n  BCB: {trains: []}\n";
  {
    std::ofstream out(file);
    out << "old\n";
  }
  chmod(file.c_str(), 0640);
  Position wanted = ParsePosition(text, file);
  // What does not read back as the position is not written.
  Position other_position = wanted;
  other_position.phase = "b";
  auto want = test::Load(wanted, "", LoadOptions::kBoardOnly);
  auto other = test::Load(other_position, "", LoadOptions::kBoardOnly);
  CHECK_THROWS_WITH_AS(WritePositionFile(file, text, *other),
                       (file + ": the rewritten file would differ from the change (phase a instead of b): nothing written")
                           .c_str(),
                       InputError);
  CHECK(test::ReadText(file) == "old\n");
  CHECK_THROWS_WITH_AS(WritePositionFile(file, "game: 18CZ\nphase: a\nhexes: {E99: {tokens: [BCB]}}\n", *want),
                       (file + ": the rewritten file would not load (line 3: hex E99: tokens without a tile need a "
                               "printed hex of the game's map): nothing written")
                           .c_str(),
                       InputError);
  CHECK(test::ReadText(file) == "old\n");
  WritePositionFile(file, text, *want);
  CHECK(test::ReadText(file) == text);
  struct stat st;
  REQUIRE(stat(file.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0640);
  std::remove(file.c_str());
}
