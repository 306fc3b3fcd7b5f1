// Tests lib/table/closures.cpp (its main subject: the game's events at the
// table); also the start of a game by `new` (table.cpp StartGame,
// game_start.cpp's 18Lilliput table). The game's events at the table: companies that close (the position's
// `closed`), 1824's exchanges of coal and pre-state railways, trains over the
// limit after a phase change given up by the players' choice.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/rules.h"
#include "xxroute/table.h"
#include "xxroute/whatif.h"

using namespace xxroute;

namespace {

std::unique_ptr<LoadedPosition> ParsedOnBoard(const std::string& text) {
  return test::Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly);
}

// The moves `edits` (option, value) made by `company` on `text`.
TableTurn PlayEvents(const std::string& text, const std::string& company,
               const std::vector<std::pair<Edit::Kind, std::string>>& edits) {
  std::vector<Edit> es;
  for (const auto& [kind, value] : edits) es.push_back(ParseEdit(kind, value, "--opt"));
  return ApplyAtTable(text, ParsedOnBoard(text), company, {}, Change{"", es});
}

std::string RefusedEvents(const std::string& text, const std::string& company,
                    const std::vector<std::pair<Edit::Kind, std::string>>& edits) {
  try {
    PlayEvents(text, company, edits);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

bool AnyContains(const std::vector<std::string>& v, const std::string& part) {
  for (const auto& s : v)
    if (s.find(part) != std::string::npos) return true;
  return false;
}

std::vector<std::string> Trains(const Position& p, const std::string& company) {
  std::vector<std::string> v;
  for (const auto& t : p.FindCompany(company)->trains) v.push_back(t.name);
  return v;
}

// 1824: SD's station at G8, Graz (G10) open to it: both drawn with track to
// every side. SD2's home is Graz (maps/1824/game.yaml).
std::string Graz(const std::string& phase, const std::string& closed) {
  return "game: \"1824\"\nphase: \"" + phase + "\"\n" + closed +
         "hexes:\n"
         "  G8: {stops: {c0: {kind: city, revenue: 20, slots: 1, tokens: [SD]}}, paths: [[c0, 0], [c0, 1], [c0, 2], "
         "[c0, 3], [c0, 4], [c0, 5]]}\n"
         "  G10: {name: Graz, stops: {c0: {kind: city, revenue: 20, slots: 1}}, paths: [[c0, 0], [c0, 1], [c0, 2], "
         "[c0, 3], [c0, 4], [c0, 5]]}\n"
         "companies:\n  SD: {trains: [\"4\"]}\n";
}

}  // namespace

TEST_CASE("closed: the position's list of companies closed or merged away, read and written back") {
  Position p = ParsePosition("game: \"1824\"\nphase: \"4\"\nclosed: [SD2, EPP]\n", "t.yaml");
  CHECK(p.closed == std::vector<std::string>{"SD2", "EPP"});
  CHECK(p.Closed("SD2"));
  CHECK_FALSE(p.Closed("SD1"));
  CHECK(ParsePosition("game: \"1824\"\nphase: \"4\"\n", "t.yaml").closed.empty());
  CHECK_THROWS_WITH_AS(ParsePosition("closed: [SD2, SD2]\n", "t.yaml"), doctest::Contains("SD2 is listed twice"),
                       InputError);
}

TEST_CASE("1824: a closed company holds nothing: SD2's home slot in Graz is free once SD2 closed (IV.3)") {
  // 002 line 644 holds a free slot for a home station yet to be placed; 002
  // line 216: "Догосударственные ж/д закрываются в конце OR, в котором
  // покупается соответствующий поезд (4, 5 или 6)".
  auto open = test::Load(ParsePosition(Graz("3", ""), "t.yaml"), "SD");
  CHECK(open->rules().CheckStation("G10", "").why == "G10.c0's free slot is held for SD2's home station");
  auto closed = test::Load(ParsePosition(Graz("4", "closed: [SD2]\n"), "t.yaml"), "SD");
  CHECK(closed->rules().CheckStation("G10", "").ok);
  // whatif --best-token sees it.
  bool graz = false;
  for (const Change& c : TokenOptions(*closed)) graz = graz || c.edits[0].hex == "G10";
  CHECK(graz);
  // apply writes the station.
  TableTurn t = PlayEvents(Graz("4", "closed: [SD2]\n"), "SD", {{Edit::kToken, "G10"}});
  CHECK(t.after.FindHex("G10")->stops[0].tokens == std::vector<std::string>{"SD"});
}

TEST_CASE("a closed company makes no move and does not float again") {
  const std::string text = "game: \"1824\"\nphase: \"5\"\nclosed: [EPP]\ncompanies:\n  EPP: {trains: []}\n";
  CHECK(RefusedEvents(text, "EPP", {{Edit::kPhase, "6"}}).find("EPP is closed: a closed company makes no move") !=
        std::string::npos);
}

namespace {

// 1824 in phase `phase`: EPP on its mine C6 with a 1g and 40 in its treasury;
// SD1, SD2, SD3 (pre-state railways of SD) with their stations and trains.
std::string Coal(const std::string& phase) {
  return "game: \"1824\"\nphase: \"" + phase + "\"\n"
         "hexes:\n  C6: {tokens: [EPP]}\n  E12: {tokens: {c0: [SD1]}}\n  G4: {tokens: [SD3]}\n  G10: {tokens: [SD2]}\n"
         "companies:\n"
         "  EPP: {trains: [\"1g\"], treasury: 40}\n"
         "  SD1: {trains: [\"3\", \"3\"], treasury: 100}\n"
         "  SD2: {trains: [\"3\"], treasury: 30}\n"
         "  SD3: {trains: [\"3\", \"3\"], treasury: 10}\n";
}

}  // namespace

TEST_CASE("1824 IV.2: a coal railway is exchanged into its regional railway from the first 3, B on its mine") {
  // 002 line 199: "После продажи первого 3-поезда угольную железную дорогу
  // можно обменять"; 204: "все ее активы (поезда и деньги) передаются ...
  // Маркер домашней станции угольной железной дороги убирается из игры".
  CHECK(RefusedEvents(Coal("2"), "", {{Edit::kExchange, "EPP"}}).find("EPP merges into BK from phase 3, the phase is 2 "
                                                                 "(1824 IV.2, 002 line 199") != std::string::npos);
  TableTurn t = PlayEvents(Coal("3"), "", {{Edit::kExchange, "EPP"}});
  CHECK(t.company == "EPP");
  CHECK(t.after.closed == std::vector<std::string>{"EPP"});
  CHECK(Trains(t.after, "EPP").empty());
  CHECK(Trains(t.after, "BK") == std::vector<std::string>{"1g"});
  CHECK(t.after.FindCompany("BK")->treasury == 40);
  CHECK(t.after.FindCompany("EPP")->treasury == 0);
  CHECK(t.after.FindHex("C6")->tokens.at("") == std::vector<std::string>{"B"});
  CHECK(AnyContains(t.moves[0].notes, "BK places its home station on B9 in its first turn (1824 IV.2, 002 line 204)"));
  // Written and read back the same.
  CHECK(t.text.find("closed: [EPP]") != std::string::npos);
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
}

TEST_CASE("1824 VII.14 phase 5: the coal railways left close at once into their regional railways") {
  // 002 line 202: "После продажи первого 5-поезда оставшиеся угольные
  // железные дороги немедленно закрываются и обмениваются"; 836.
  TableTurn t = PlayEvents(Coal("4"), "SD1", {{Edit::kPhase, "5"}});
  CHECK(t.after.Closed("EPP"));
  CHECK(Trains(t.after, "BK") == std::vector<std::string>{"1g"});
  CHECK(AnyContains(t.moves[0].notes,
                    "EPP closes into BK (1824 IV.2, 002 line 204): its trains 1g, treasury 40 go to BK"));
}

TEST_CASE("1824 IV.3, IV.4.4: pre-state railways close into their state railway at the end of the round") {
  // 002 line 216 (at the end of the OR of the first 4), 332, 342: "принимают
  // все деньги, поезда, маркеры станций".
  TableTurn four = PlayEvents(Coal("3"), "SD1", {{Edit::kPhase, "4"}});
  CHECK_FALSE(four.after.Closed("SD1"));
  CHECK(AnyContains(four.moves[0].notes, "SD1, SD2, SD3 close into SD at the end of this operating round"));
  CHECK(RefusedEvents(Coal("3"), "", {{Edit::kExchange, "SD"}}).find("SD1 merges into SD from phase 4, the phase is 3") !=
        std::string::npos);
  // Five 3s for a state railway whose limit is 4 in phase 4 (002 line 833):
  // the players say which goes; it leaves the game (002 line 775).
  const std::string refused = RefusedEvents(Coal("4"), "", {{Edit::kExchange, "SD"}});
  CHECK(refused.find("SD owns 5 trains (3, 3, 3, 3, 3), over phase 4's limit of 4: say which 1 to give up with "
                     "--discard SD:TRAIN (each is removed from the game (1824 VII.11, 002 line 775))") !=
        std::string::npos);
  TableTurn t = PlayEvents(Coal("4"), "", {{Edit::kExchange, "SD"}, {Edit::kDiscard, "SD:3"}});
  CHECK(t.after.closed == std::vector<std::string>{"SD1", "SD2", "SD3"});
  CHECK(Trains(t.after, "SD") == std::vector<std::string>{"3", "3", "3", "3"});
  CHECK(t.after.FindCompany("SD")->treasury == 140);
  CHECK(t.after.FindHex("E12")->tokens.at("c0") == std::vector<std::string>{"SD"});
  CHECK(t.after.FindHex("G10")->tokens.at("") == std::vector<std::string>{"SD"});
  CHECK(AnyContains(t.moves[1].notes, "SD's 3 is removed from the game (1824 VII.11, 002 line 775)"));
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
}

TEST_CASE("a train is given up only over the limit, and goes to the bank's pool") {
  // 1836jr 003 line 210: "spółka nie można dobrowolnie odrzucić pociągu".
  CHECK(RefusedEvents(Coal("4"), "SD1", {{Edit::kDiscard, "3"}}).find("SD1 is within phase 4's train limit") !=
        std::string::npos);
  // 18CZ VIII.12, 000 lines 1163-1164: over the limit after a phase change,
  // back to the bank's pool (a small company's limit is 2 from phase e, 1123).
  const std::string cz = "game: 18CZ\nphase: d\nhexes:\n  E16: {tokens: [BCB]}\ncompanies:\n"
                         "  BCB: {trains: [\"4\", \"4\", \"5\"], treasury: 0}\n";
  CHECK(RefusedEvents(cz, "BCB", {{Edit::kPhase, "e"}})
            .find("BCB owns 3 trains (4, 4, 5), over phase e's limit of 2: say which 1 to give up with --discard "
                  "BCB:TRAIN (each goes to the bank's pool (18CZ VIII.12, 000 lines 1163-1164))") != std::string::npos);
  TableTurn t = PlayEvents(cz, "BCB", {{Edit::kPhase, "e"}, {Edit::kDiscard, "4"}});
  CHECK(Trains(t.after, "BCB") == std::vector<std::string>{"4", "5"});
  CHECK(AnyContains(t.moves[1].notes, "BCB's 4 goes to the bank's pool (18CZ VIII.12, 000 lines 1163-1164)"));
}

TEST_CASE("18Lilliput: new lays Mildendo and each starting company's home card, and a first lay follows") {
  // 001 line 38: "Červený startovní dílek trati (pojmenovaný Mildendo)
  // umístěte doprostřed stolu"; 65-68: 500 (MR 550) and a 2-train (LNR two);
  // 72-77: a yellow city next to Mildendo with the home station, each company
  // on another side; 82-84: SR lays a Y free.
  TableTurn t = StartGame(test::Games(), "18Lilliput", "", {ParseFloating("SR", "--companies"),
                                                            ParseFloating("LNR", "--companies"),
                                                            ParseFloating("MR", "--companies")},
                          "game.yaml");
  CHECK(t.text.find("base_map: false") != std::string::npos);
  CHECK(t.after.FindHex("J10")->tile == "Mildendo");
  CHECK(t.after.FindHex("J9")->tile == "Y-straight");
  CHECK(t.after.FindHex("J9")->tokens.at("c0") == std::vector<std::string>{"SR"});
  CHECK(t.after.FindHex("K10")->tile == "city-straight");
  CHECK(t.after.FindHex("K10")->rotation == 1);  // its west side on Mildendo's east
  CHECK(t.after.FindHex("J11")->tokens.at("c0") == std::vector<std::string>{"MR"});
  CHECK(Trains(t.after, "LNR") == std::vector<std::string>{"2", "2"});
  CHECK(t.after.FindCompany("MR")->treasury == 550);
  CHECK(t.after.FindCompany("SR")->treasury == 500);
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
  // SR runs Mildendo - its Y at once: 30 + 30.
  TableTurn run = PlayEvents(t.text, "SR", {{Edit::kLay, "J8=track-straight@0"}});
  CHECK(run.after.FindHex("J8")->tile == "track-straight");
  // The start card is laid by new, and only there.
  CHECK(RefusedEvents(t.text, "SR", {{Edit::kLay, "J7=Mildendo@0"}}).find("start card") != std::string::npos);
}

TEST_CASE("new writes a start the rules accept, for every game and variant") {
  for (const std::string& name : ListGames()) {
    auto g = test::Games()->Get(name, "", "test", 0);
    std::vector<std::string> variants{""};
    variants.insert(variants.end(), g->variants.begin(), g->variants.end());
    for (const auto& variant : variants) {
      CAPTURE(name);
      CAPTURE(variant);
      auto gv = test::Games()->Get(name, variant, "test", 0);
      // The first company (not a state railway, which forms by exchange) that
      // starts with its home station and no choice left.
      std::string company;
      std::optional<TableTurn> started;
      for (const auto& [n, c] : gv->companies) {
        if (started || c.type == "national") continue;
        try {
          TableTurn t = StartGame(test::Games(), name, variant, {ParseFloating(n, "--companies")}, "game.yaml");
          // (and one that has a lay: 1846's B&O at Wheeling, whose track leads
          // only to an offboard, lays nothing in phase I)
          // (the game's not_modelled said is no choice left: 1861)
          const bool choice = std::any_of(t.notes.begin(), t.notes.end(),
                                          [](const std::string& note) { return note.rfind("not modelled: ", 0) != 0; });
          if (!choice && !LayOptions(*test::Load(ParsePosition(t.text, "game.yaml"), n), {}).empty())
            company = n, started = std::move(t);
        } catch (const InputError&) {  // (a company that floats only in a later phase: 18CZ VII.3)
        }
      }
      // 18CZ Moravia-Silesia's data names no company's home yet: its start
      // leaves every first station to the players (to be done).
      if (!started) {
        CHECK(name + "/" + variant == "18CZ/Moravia-Silesia");
        continue;
      }
      const TableTurn& t = *started;
      CAPTURE(company);
      CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
      // A legal move: the first lay the rules offer, made by apply.
      auto lp = test::Load(ParsePosition(t.text, "game.yaml"), company);
      const std::vector<Change> lays = LayOptions(*lp, {});
      REQUIRE(!lays.empty());
      const Edit& e = lays.front().edits.front();
      TableTurn moved = PlayEvents(t.text, company, {{Edit::kLay, e.hex + "=" + e.tile + "@" + std::to_string(e.rotation)}});
      CHECK(moved.moves.size() == 1);
    }
  }
}

namespace {

// 1836jr56 in phase `phase`: B (loans 2) at H6 and G7 with a 4 and a 5, GCL
// (loans 1) at I9 and H6 with a 5 (Brussels drawn with two slots), Nord
// without loans.
std::string Indebted(const std::string& phase) {
  return "game: 1836jr56\nphase: \"" + phase + "\"\n"
         "hexes:\n  G7: {tokens: [B]}\n"
         "  H6: {name: Brussels, stops: {c0: {kind: city, revenue: 30, slots: 2, tokens: [B, GCL]}}, paths: [[c0, 0]]}\n"
         "  I9: {tokens: [GCL]}\n  I3: {tokens: [Nord]}\n"
         "companies:\n"
         "  B: {trains: [\"4\", \"5\"], treasury: 100, loans: 2}\n"
         "  GCL: {trains: [\"5\"], treasury: 50, loans: 1}\n"
         "  Nord: {trains: [\"6\"], treasury: 10}\n";
}

}  // namespace

TEST_CASE("1836jr56: the CGR (MESS) forms of the companies with loans after the first 6") {
  // 003 line 263: "Firma jest tworzona ze spółek publicznych, które mają
  // długi, po zakupieniu pierwszego 6-pociągu"; 301: stations, home stations
  // first; 305: only permanent trains; 307: "Kasa z połączonych spółek
  // trafia do CGR".
  CHECK(RefusedEvents(Indebted("5"), "", {{Edit::kExchange, "MESS=B,GCL"}}).find("MESS forms after the first 6 is bought") !=
        std::string::npos);
  CHECK(RefusedEvents(Indebted("6"), "", {{Edit::kExchange, "MESS=B,Nord"}})
            .find("Nord has no loans: only companies with loans not repaid join (1836jr, 003 lines 269-279)") !=
        std::string::npos);
  TableTurn t = PlayEvents(Indebted("6"), "", {{Edit::kExchange, "MESS=B,GCL"}});
  CHECK(t.after.closed == std::vector<std::string>{"B", "GCL"});
  CHECK(Trains(t.after, "MESS") == std::vector<std::string>{"5", "5"});  // the 4 rusts on the 6: to the market
  CHECK(t.after.FindCompany("MESS")->treasury == 150);
  REQUIRE(t.after.pool_trains);  // (the market is the bank's pool: the 4 on sale there, 003 line 212)
  CHECK(*t.after.pool_trains == std::vector<std::string>{"4"});
  CHECK(t.after.FindHex("H6")->stops[0].tokens == std::vector<std::string>{"MESS"});  // one station per hex
  CHECK(t.after.FindHex("G7")->tokens.at("") == std::vector<std::string>{"MESS"});
  CHECK(AnyContains(t.moves[0].notes, "B, GCL form MESS (1836jr, 003 lines 267-323): stations H6, I9, G7, trains 5, 5, "
                              "treasury 150; 4 to the market"));
  // The players keep fewer: the others leave the board.
  std::vector<Edit> es{ParseEdit(Edit::kExchange, "MESS=B,GCL", "--exchange")};
  es[0].keep = {"H6", "I9"};
  TableTurn k = ApplyAtTable(Indebted("6"), ParsedOnBoard(Indebted("6")), "", {}, Change{"", es});
  CHECK(k.after.FindHex("G7")->tokens.at("").empty());
  CHECK(PositionDifference(*k.loaded, ParsePosition(k.text, "game.yaml")) == "");
}

TEST_CASE("1824 IV.4.4: a state railway floats with its capital, then takes over its pre-state railways") {
  // 002 line 341: "Государственная ж/д получает в качестве части своего
  // стартового капитала 120 за каждую акцию, которая не была зарезервирована";
  // 342: "Кроме того, ... принимают все деньги, поезда, маркеры станций".
  // SD's home E12.c0 is SD1's station: floating SD places no token of its own
  // there; the exchange hands SD1's over.
  const std::string text = Coal("4");
  Floating sd;
  sd.company = "SD";
  sd.treasury = 720;
  sd.source = "--float";
  const TableTurn f = ApplyAtTable(text, ParsedOnBoard(text), "", {sd}, Change{"", {}});
  CHECK(f.after.FindCompany("SD")->treasury == 720);
  CHECK(f.after.FindHex("E12")->tokens.at("c0") == std::vector<std::string>{"SD1"});
  CHECK(AnyContains(f.notes, "SD's home E12.c0 is SD1's station, which SD takes over with"));
  TableTurn t = PlayEvents(f.text, "", {{Edit::kExchange, "SD"}, {Edit::kDiscard, "SD:3"}});
  CHECK(t.after.FindCompany("SD")->treasury == 720 + 140);
  CHECK(t.after.FindHex("E12")->tokens.at("c0") == std::vector<std::string>{"SD"});
  CHECK(Trains(t.after, "SD") == std::vector<std::string>{"3", "3", "3", "3"});
}
