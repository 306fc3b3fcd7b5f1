// Tests lib/table/turn.cpp (its main subject), and the bank's stock
// (bank_stock.cpp) the turn takes its trains from. A company's operating
// turn (xxroute/turn.h): the order of its steps and
// the limits of a turn, each as its rulebook says (the game's `rules:
// turn:`), the turn handed on, and the bank's stock of trains.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/rules.h"
#include "xxroute/table.h"
#include "xxroute/reach.h"
#include "xxroute/turn.h"
#include "xxroute/dividend.h"
#include "xxroute/whatif.h"

using namespace xxroute;

namespace {

TableTurn PlayTurn(const std::string& text, const std::string& company, std::vector<Edit> edits) {
  return ApplyAtTable(text, test::Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly), company, {},
                      Change{"", std::move(edits)});
}

// The refusal of the moves, "" when they are made.
std::string RefusedTurn(const std::string& text, const std::string& company, std::vector<Edit> edits) {
  try {
    PlayTurn(text, company, std::move(edits));
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

Edit EndTurn() {
  Edit e;
  e.kind = Edit::kEndTurn;
  e.source = "--end-turn";
  return e;
}

Edit LayEdit(const Lay& l) { return test::E(Edit::kLay, l.hex + "=" + l.tile + "@" + std::to_string(l.rotation)); }

// Legal yellow lays of `company` on distinct hexes.
std::vector<Lay> YellowLays(const std::string& text, const std::string& company) {
  auto lp = test::Load(ParsePosition(text, "game.yaml"), company);
  std::vector<Lay> out;
  for (const Lay& l : lp->rules().Lays({"yellow"})) {
    bool seen = false;
    for (const Lay& o : out) seen = seen || o.hex == l.hex;
    if (!seen) out.push_back(l);
  }
  return out;
}

// 18CZ, BCB after its first operating turn (tests/data/table/bcb.yaml).
const std::string kBcb = test::ReadText(test::kSource + "tests/data/table/bcb.yaml");

}  // namespace

TEST_CASE("18CZ VIII.4 (000 lines 693-694): 2 yellow tiles in a company's first turn, 1 in a later one") {
  // "В свой первый ход компания может выложить 2 желтых тайла (или
  // модернизировать 1 желтый). В любой следующий ход она может выложить
  // только 1 желтый тайл (или модернизировать 1)"
  const std::string first = kBcb + "turn: {}\n";
  CHECK(RefusedTurn(first, "BCB", {test::E(Edit::kLay, "C18=8@4"), test::E(Edit::kLay, "C20=58@5")}) == "");
  const std::string third = RefusedTurn(first, "BCB", {test::E(Edit::kLay, "C18=8@4"), test::E(Edit::kLay, "C20=58@5"), test::E(Edit::kLay, "E14=55@0")});
  CHECK(third.find("18CZ VIII.4, 000 lines 693-694") != std::string::npos);
  CHECK(third.find("2 yellow tile(s) in a company's first turn") != std::string::npos);
  const std::string later = kBcb + "turn: {}\n";
  std::string text = later;
  text.replace(text.find("BCB: {"), 6, "BCB: {turns: 1, ");
  CHECK(RefusedTurn(text, "BCB", {test::E(Edit::kLay, "C18=8@4")}) == "");
  const std::string second = RefusedTurn(text, "BCB", {test::E(Edit::kLay, "C18=8@4"), test::E(Edit::kLay, "C20=58@5")});
  CHECK(second.find("18CZ VIII.4") != std::string::npos);
  CHECK(second.find("1 yellow tile(s) a turn, and BCB has laid 1 (its first turn is over)") != std::string::npos);
}

TEST_CASE("18CZ VIII.3 (000 lines 668-682): a company's turn goes track, stations, run, trains") {
  const std::string bought = kBcb + "turn: {company: BCB, bought: [\"2\"]}\n";
  const std::string why = RefusedTurn(bought, "BCB", {test::E(Edit::kLay, "C18=8@4")});
  CHECK(why.find("18CZ VIII.3, 000 lines 668-682") != std::string::npos);
  CHECK(why.find("BCB has had a train purchase this turn, so a tile lay comes too late") != std::string::npos);
  // The run (a `ran` turn) comes after the stations.
  const std::string ran = kBcb + "turn: {company: BCB, ran: true}\n";
  CHECK(RefusedTurn(ran, "BCB", {test::E(Edit::kToken, "D17")}).find("the run this turn, so a station comes too late") !=
        std::string::npos);
  // Ended, the next turn starts from the beginning.
  const TableTurn t = PlayTurn(bought, "BCB", {EndTurn(), test::E(Edit::kLay, "C18=8@4")});
  CHECK(t.after.FindCompany("BCB")->turns == 1);
  REQUIRE(t.after.turn);
  CHECK(t.after.turn->company == "BCB");
  CHECK(t.after.turn->lays == 1);
}

TEST_CASE("18CZ VIII.3 (000 line 676): the run is compulsory, a turn with trains does not end without it") {
  // "Запустить поезда, чтобы получить доход (обязательно)"
  const std::string text = kBcb + "turn: {}\n";
  const TableTurn laid = PlayTurn(text, "BCB", {test::E(Edit::kLay, "C18=8@4")});
  CHECK(RefusedTurn(laid.text, "BCB", {EndTurn()}).find("000 line 676: run the trains to earn income (compulsory): BCB has "
                                                     "trains and has not run them this turn") != std::string::npos);
  // Nor does another company's move end it.
  const std::string other = ApplyAtTable(laid.text, test::Load(ParsePosition(laid.text, "game.yaml"), "", LoadOptions::kBoardOnly),
                                         "", {ParseFloating("EKJ=200", "--float")}, Change{}).text;
  CHECK(RefusedTurn(other, "EKJ", {test::E(Edit::kLay, "D5=57@0")}).find("its turn is not over") != std::string::npos);
  // Run (withheld), the turn ends.
  Edit run;
  run.kind = Edit::kRun;
  run.payout = "withhold";
  run.source = "--withhold";
  const TableTurn ended = PlayTurn(laid.text, "BCB", {run, EndTurn()});
  CHECK(ended.after.FindCompany("BCB")->turns == 1);
  // A company whose only trains were bought this turn (after the run's place) owes no run.
  CHECK(RefusedTurn(kBcb + "turn: {company: BCB, bought: [\"2\"]}\n", "BCB", {EndTurn()}) == "");
}

TEST_CASE("a move of another company ends the turn under way, the file keeps what each turn did") {
  const std::string text = kBcb + "turn: {}\n";
  const TableTurn a = PlayTurn(text, "BCB", {test::E(Edit::kLay, "C18=8@4")});
  REQUIRE(a.after.turn);
  CHECK(TurnFlow(*a.after.turn) == "{company: BCB, lays: 1, upgrades: 0, stations: 0, ran: false, bought: [], trade_ins: 0}");
  // BCB runs; EKJ floats (no operating turn) and then moves: BCB's turn is over.
  Edit run;
  run.kind = Edit::kRun;
  run.payout = "withhold";
  const std::string ran = PlayTurn(a.text, "BCB", {run}).text;
  const TableTurn b = ApplyAtTable(ran, test::Load(ParsePosition(ran, "game.yaml"), "", LoadOptions::kBoardOnly), "",
                                   {ParseFloating("EKJ=200", "--float")}, Change{"", {test::E(Edit::kLay, "D5=57@0")}});
  CHECK(b.after.FindCompany("BCB")->turns == 1);
  CHECK(b.after.turn->company == "EKJ");
  CHECK(b.after.turn->lays == 1);
  // The move says whose turn it ended (a page asks first: serve's end_turn_of).
  REQUIRE(!b.moves.empty());
  const auto& notes = b.moves.back().notes;
  CHECK(std::find(notes.begin(), notes.end(), "ends BCB's turn") != notes.end());
  // Written and read back, the file holds the same turn.
  const Position back = ParsePosition(b.text, "game.yaml");
  CHECK(PositionDifference(*b.loaded, back) == "");
  CHECK(TurnDifference(b.after, back) == "");
  CHECK(back.FindCompany("BCB")->turns == 1);
}

TEST_CASE("18Lilliput (001 line 307): an obsolete train given back is a step of the trains, no train bought") {
  Position pos;
  pos.turn = TurnState{};
  pos.turn->company = "GVR";
  TurnMove given_back;  // (--return-train: TurnMoveOf gives the trains step, no train)
  given_back.step = TurnStep::kBuy;
  RecordTurnMove(pos, given_back);
  CHECK(pos.turn->bought.empty());
  CHECK(TurnFlow(*pos.turn) == "{company: GVR, lays: 0, upgrades: 0, stations: 0, ran: false, bought: [], trade_ins: 0}");
}

TEST_CASE("a company floated and its turn ended in one call: the file it is added to keeps its turns") {
  const std::string text = kBcb + "turn: {}\n";
  const TableTurn t = ApplyAtTable(text, test::Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly), "",
                                   {ParseFloating("EKJ=200", "--float")}, Change{"", {test::E(Edit::kLay, "D5=57@0"), EndTurn()}});
  const Position back = ParsePosition(t.text, "game.yaml");
  CHECK(back.FindCompany("EKJ")->turns == 1);
  CHECK(PositionDifference(*t.loaded, back) == "");
}

TEST_CASE("--end-turn: the turn's company has one more turn, nothing under way is said") {
  const std::string none = kBcb + "turn: {}\n";
  CHECK(RefusedTurn(none, "BCB", {EndTurn()}).find("no turn is under way") != std::string::npos);
  CHECK(RefusedTurn(kBcb, "BCB", {EndTurn()}).find("the file follows no turn") != std::string::npos);
}

TEST_CASE("a position without turn: follows no turn (every corpus position)") {
  CHECK(RefusedTurn(kBcb, "BCB", {test::E(Edit::kLay, "C18=8@4"), test::E(Edit::kLay, "C20=58@5"), test::E(Edit::kLay, "E14=55@0")}) == "");
}

TEST_CASE("1824 VII.5 (002 lines 571-574): one yellow tile, or one upgrade, a turn") {
  // "1. Проложить путь: выложить 1 желтый тайл пути, или модернизировать ..."
  const std::string text = test::ReadText(test::kSource + "fixtures/1824/bh-sarajevo-lanes.yaml") + "\nturn: {}\n";
  const auto lays = YellowLays(text, "BH");
  REQUIRE(lays.size() >= 2);
  CHECK(RefusedTurn(text, "BH", {LayEdit(lays[0])}) == "");
  const std::string why = RefusedTurn(text, "BH", {LayEdit(lays[0]), LayEdit(lays[1])});
  CHECK(why.find("1824 VII.5, 002 lines 571-574") != std::string::npos);
}

TEST_CASE("1824 VII.8 (002 line 640): one station a turn besides the home station") {
  // "В свой ход в операционном раунде компания может разместить 1 маркер"
  const std::string text = test::ReadText(test::kSource + "fixtures/1824/bh-sarajevo-lanes.yaml") + "\nturn: {}\n";
  auto lp = test::Load(ParsePosition(text, "game.yaml"), "BH");
  const auto stations = lp->rules().Stations();
  REQUIRE(!stations.empty());
  auto token = [](const Station& s) { return test::E(Edit::kToken, s.hex + "." + s.stop_id); };
  CHECK(RefusedTurn(text, "BH", {token(stations[0])}) == "");
  // The turn refuses a second station before any other rule is asked.
  CHECK(RefusedTurn(text, "BH", {token(stations[0]), test::E(Edit::kToken, "E12.c1")}).find("1824 VII.8, 002 line 640") !=
        std::string::npos);
}

TEST_CASE("1824 VII.13 (002 line 799): at most 1 train traded in an operating round") {
  // "В каждом операционном раунде компания может сдать не более 1 поезда в
  // качестве частичной оплаты за новый."
  const std::string text = "game: \"1824\"\nphase: \"5\"\ncompanies:\n  BK: {trains: [\"4\", \"5\"]}\nturn: {}\n";
  CHECK(RefusedTurn(text, "BK", {test::E(Edit::kBuy, "6:5")}) == "");
  const std::string why = RefusedTurn(text, "BK", {test::E(Edit::kBuy, "6:5"), test::E(Edit::kBuy, "5:4")});
  CHECK(why.find("1824 VII.13, 002 line 799") != std::string::npos);
  CHECK(why.find("at most 1 train(s) traded in a round, and BK has traded in 1") != std::string::npos);
}

TEST_CASE("1836jr (003 line 214): one train of a type a round") {
  // "spółka może kupić tylko jeden pociąg danego typu w rundzie"
  const std::string text = "game: 1836jr56\nphase: \"2\"\ncompanies:\n  B: {trains: []}\nturn: {}\n";
  CHECK(RefusedTurn(text, "B", {test::E(Edit::kBuy, "2")}) == "");
  const std::string why = RefusedTurn(text, "B", {test::E(Edit::kBuy, "2"), test::E(Edit::kBuy, "2")});
  CHECK(why.find("1836jr 003 line 214: one train of a type a round, and B has bought a 2 this turn") != std::string::npos);
  // A turn later, another.
  CHECK(RefusedTurn(text, "B", {test::E(Edit::kBuy, "2"), EndTurn(), test::E(Edit::kBuy, "2")}) == "");
}

TEST_CASE("1836jr (003 lines 160, 174): items 1 and 2 of a turn, one tile and one station") {
  const std::string text = test::ReadText(test::kSource + "fixtures/1836jr56/nord-paris-per-station.yaml") + "\nturn: {}\n";
  const auto lays = YellowLays(text, "Nord");
  REQUIRE(lays.size() >= 2);
  CHECK(RefusedTurn(text, "Nord", {LayEdit(lays[0]), LayEdit(lays[1])}).find("1836jr 003 line 160") != std::string::npos);
  auto lp = test::Load(ParsePosition(text, "game.yaml"), "Nord");
  const auto stations = lp->rules().Stations();
  REQUIRE(!stations.empty());
  auto token = [](const Station& s) { return test::E(Edit::kToken, s.hex + "." + s.stop_id); };
  CHECK(RefusedTurn(text, "Nord", {token(stations[0])}) == "");
  CHECK(RefusedTurn(text, "Nord", {token(stations[0]), test::E(Edit::kToken, "H6")}).find("1836jr 003 line 174") != std::string::npos);
}

TEST_CASE("18Lilliput (001 line 107, Table 1): a turn is one action card: tiles, a station or trains") {
  const std::string text = test::ReadText(test::kSource + "fixtures/18Lilliput/gvr-scenario-mine-passed.yaml") + "\nturn: {}\n";
  const auto lays = YellowLays(text, "GVR");
  REQUIRE(lays.size() >= 3);
  // "Umístěte 1 nebo 2 žluté dílky trati": two, not three.
  CHECK(RefusedTurn(text, "GVR", {LayEdit(lays[0]), LayEdit(lays[1])}) == "");
  CHECK(RefusedTurn(text, "GVR", {LayEdit(lays[0]), LayEdit(lays[1]), LayEdit(lays[2])}).find("18Lilliput 001 lines 135, 142") !=
        std::string::npos);
  // A tile and then a train: two action cards.
  CHECK(RefusedTurn(text, "GVR", {LayEdit(lays[0]), test::E(Edit::kBuy, "4")}).find("18Lilliput 001 line 107") != std::string::npos);
  // "Nakupte 1 až 2 vlaky": two trains, not three.
  const std::string bank = "game: 18Lilliput\nphase: \"3\"\ncompanies:\n  GVR: {trains: []}\nturn: {}\n";
  CHECK(RefusedTurn(bank, "GVR", {test::E(Edit::kBuy, "3"), test::E(Edit::kBuy, "3")}) == "");
  CHECK(RefusedTurn(bank, "GVR", {test::E(Edit::kBuy, "3"), test::E(Edit::kBuy, "3"), test::E(Edit::kBuy, "3")})
            .find("18Lilliput 001 line 173 (Table 1): buy 1 to 2 trains: at most 2 train(s) a turn") != std::string::npos);
}

TEST_CASE("the bank's stock: none left is refused, the next type only once the one before is sold out") {
  // 18Lilliput 001 lines 251-252: "Nové vlaky musejí být kupovány ve
  // vzestupném pořadí (nejprve 2-vlaky, poté 3-vlaky atd.)"
  const std::string text =
      "game: 18Lilliput\nphase: \"2\"\nbank_trains: {\"2\": 1, \"3\": 5, \"4\": 4}\ncompanies:\n"
      "  GVR: {trains: []}\n  MR: {trains: []}\n";
  const std::string early = RefusedTurn(text, "GVR", {test::E(Edit::kBuy, "3")});
  CHECK(early.find("18Lilliput 001 lines 251-252") != std::string::npos);
  CHECK(early.find("the bank sells 2 trains until they are sold out (1 left), then 3 trains") != std::string::npos);
  const TableTurn a = PlayTurn(text, "GVR", {test::E(Edit::kBuy, "2"), test::E(Edit::kBuy, "3")});
  CHECK(a.after.phase == "3");  // the first 3 bought from the stock starts phase 3
  CHECK(*a.after.bank_trains == std::vector<std::pair<std::string, int>>{{"2", 0}, {"3", 4}, {"4", 4}});
  std::string none = text;
  none.replace(none.find("\"2\": 1"), 6, "\"2\": 0");
  CHECK(RefusedTurn(none, "MR", {test::E(Edit::kBuy, "2")}).find("the bank has no 2 trains left") != std::string::npos);
  // Counted for the players (Table 6): 3 players, five 3s.
  const Game& g = *test::Games()->Get("18Lilliput", "", "test", 0);
  const auto bank = StartingBank(g, 3);
  // 001 lines 977-978: the five starting 2s go to the starting companies, and
  // "regardless of the number of players, only two 2-train cards are left in
  // the deck" (bez ohledu na počet hráčů ... pouze dvě karty 2-vlaků).
  CHECK(bank.front() == std::pair<std::string, int>{"2", 2});
  CHECK(StartingBank(g, 4).front() == std::pair<std::string, int>{"2", 2});
  CHECK(bank[1] == std::pair<std::string, int>{"3", 5});
  for (const auto& [name, n] : bank) CHECK(name != "4D");  // unlimited: not listed
}

TEST_CASE("1846: a card's other face takes the card's count and place, and its first purchase starts the card's phase") {
  // 18xx.games g_1846/game.rb TRAINS: a 4 card is bought as a 4 or as a 3/5
  // (variants); phase.rb buying_train! reads the train's sym, the card's
  // name: the first 3/5 starts phase II as the first 4 does.
  const std::string text =
      "game: \"1846\"\nphase: I\nplayers: 4\nbank_trains: {\"2\": 1, \"4\": 1, \"5\": 4, \"6\": 9}\ncompanies:\n"
      "  NYC: {trains: [], treasury: 1000}\n  GT: {trains: [], treasury: 1000}\n";
  CHECK(RefusedTurn(text, "NYC", {test::E(Edit::kBuy, "3/5")})
            .find("the bank sells 2 trains until they are sold out (1 left), then 4 trains") != std::string::npos);
  const TableTurn a = PlayTurn(text, "NYC", {test::E(Edit::kBuy, "2"), test::E(Edit::kBuy, "3/5")});
  CHECK(a.after.phase == "II");
  CHECK(*a.after.bank_trains == std::vector<std::pair<std::string, int>>{{"2", 0}, {"4", 0}, {"5", 4}, {"6", 9}});
  std::string none = text;
  none.replace(none.find("\"2\": 1, \"4\": 1"), 14, "\"2\": 0, \"4\": 0");
  CHECK(RefusedTurn(none, "GT", {test::E(Edit::kBuy, "3/5")}).find("the bank has no 4 trains left") != std::string::npos);
}

// 1824 IV.2, 002 line 195: a coal railway "starts with a 1g train"; line 429:
// "Угольная ж/д сразу же покупает в банке 1g-поезд за 120 гульденов", while
// the 2 trains are still on sale: the g trains are their own stack, on sale
// from their phase (available_on), not after the plain trains.
TEST_CASE("1824: a coal railway buys its 1g while the bank still sells 2s") {
  const std::string text =
      "game: \"1824\"\nphase: \"2\"\nbank_trains: {\"2\": 9, \"3\": 7, \"1g\": 6, \"2g\": 5}\ncompanies:\n"
      "  EPP: {trains: [], treasury: 200}\n";
  const TableTurn t = PlayTurn(text, "EPP", {test::E(Edit::kBuy, "1g")});
  REQUIRE(t.after.FindCompany("EPP")->trains.size() == 1);
  CHECK(t.after.FindCompany("EPP")->trains[0].name == "1g");
  CHECK(*t.after.FindCompany("EPP")->treasury == 80);
  CHECK(*t.after.bank_trains ==
        std::vector<std::pair<std::string, int>>{{"2", 9}, {"3", 7}, {"1g", 5}, {"2g", 5}});
  CHECK(RefusedTurn(text, "EPP", {test::E(Edit::kBuy, "2g")}) != "");  // (2g: from phase 3)
}

TEST_CASE("18Lilliput 001 lines 269, 632: Bureaucracy puts the deck's top train in the depot, which may start a phase") {
  const std::string text =
      "game: 18Lilliput\nphase: \"3\"\nbank_trains: {\"2\": 0, \"3\": 1, \"4\": 4}\ncompanies:\n"
      "  GVR: {trains: [\"2\", \"3\"]}\n  MR: {trains: [\"2\"]}\n";
  // "Další dostupný vlak (tj. karta vlaku navrchu balíčku ...) je položen do vlakového depa" (line 632)
  CHECK(RefusedTurn(text, "GVR", {test::E(Edit::kExport, "5")}).find("001 line 632: the top train of the bank's deck goes to the "
                                                           "depot, a 3 (then 4), not a 5") != std::string::npos);
  CHECK(RefusedTurn(text, "GVR", {test::E(Edit::kExport, "4")}).find("until they are sold out (1 left)") != std::string::npos);
  const TableTurn a = PlayTurn(text, "GVR", {test::E(Edit::kExport, "3")});
  CHECK(a.after.phase == "3");
  CHECK(*a.after.bank_trains == std::vector<std::pair<std::string, int>>{{"2", 0}, {"3", 0}, {"4", 4}});
  // "přesunutí karty vlaku do depa ... může spustit okamžitou změnu fáze" (line 269):
  // the 4 moved there starts phase 4, and every company's 2 turns obsolete.
  const TableTurn b = PlayTurn(a.text, "GVR", {test::E(Edit::kExport, "4")});
  CHECK(b.after.phase == "4");
  CHECK(*b.after.bank_trains == std::vector<std::pair<std::string, int>>{{"2", 0}, {"3", 0}, {"4", 3}});
  CHECK(b.after.FindCompany("MR")->trains[0].name == "2o");
  CHECK(b.after.FindCompany("GVR")->trains[0].name == "2o");
}

TEST_CASE("18CZ: a purchase takes a card from the stock, an export too") {
  std::string text = kBcb + "bank_trains: {a: 1, b: 4}\n";
  text.replace(text.find("treasury: 60"), 12, "treasury: 200");
  const TableTurn t = PlayTurn(text, "BCB", {test::E(Edit::kBuy, "2")});
  CHECK(*t.after.bank_trains == std::vector<std::pair<std::string, int>>{{"a", 0}, {"b", 4}});
  CHECK(t.after.phase == "a");
  const TableTurn x = PlayTurn(t.text, "BCB", {test::E(Edit::kExport, "b")});
  CHECK(*x.after.bank_trains == std::vector<std::pair<std::string, int>>{{"a", 0}, {"b", 3}});
  CHECK(x.after.phase == "b");
}

TEST_CASE("new --players writes the players, the bank's trains and an empty turn") {
  const TableTurn t = StartGame(test::Games(), "1836jr56", "", {}, "g.yaml", 4);
  const Position p = ParsePosition(t.text, "g.yaml");
  CHECK(p.players == 4);
  REQUIRE(p.bank_trains);
  CHECK(p.bank_trains->front() == std::pair<std::string, int>{"2", 5});
  REQUIRE(p.turn);
  CHECK(p.turn->company.empty());
}

TEST_CASE("1824 VII.7 (002 lines 606, 627): a tile on printed Wien is an upgrade, free whatever the terrain") {
  // VII.5 (line 574) lists laying on printed Vienna and Budapest as an
  // upgrade; "Модернизация тайлов не требует оплаты, независимо от типа
  // местности" (line 627): Wien's printed terrain (20) is not paid.
  const std::string text = "game: \"1824\"\nphase: \"2\"\nhexes:\n  E12: {tokens: {c0: [SD1]}}\ncompanies:\n  SD1: {trains: []}\n";
  auto lp = test::Load(ParsePosition(text, "game.yaml"), "SD1");
  int legal = 0;
  for (int r = 0; r < 6; ++r)
    if (const Lay lay = lp->rules().CheckLay("E12", "499", r); lay.ok) {
      ++legal;
      CHECK(lay.cost == 0);
      CHECK(lay.cost_text == "");
    }
  CHECK(legal > 0);
  // In a turn it counts as the turn's upgrade (1824 VII.5: a yellow tile or an upgrade).
  const TurnMove m = TurnMoveOf(lp->board(), "SD1", test::E(Edit::kLay, "E12=499@0"));
  CHECK(m.upgrade);
}

TEST_CASE("1824 VII.6 (002 line 591): a lay is reached as a route: never through another city of the station's place") {
  // "Далее размещаемые тайлы должны быть доступны от одного из маркеров
  // станции по непрерывной линии путей. Применяются те же правила, что и для
  // «маршрута»": a route visits Wien once, so SD's station at one of Wien's
  // cities does not reach what lies only beyond another of them. Here X's
  // station A3.c0 runs west, round by B2 and B4 into A3.c1 (the same place W),
  // and A5 lies beyond c1 alone.
  const std::string board =
      "layout: pointy\ncolor: yellow\nhexes:\n  A1: {paths: [[4, 5]]}\n"
      "  A3: {stops: {c0: {kind: city, revenue: 30, tokens: [X], group: W}, c1: {kind: city, revenue: 30, group: G}},"
      " paths: [[c0, 1], [5, c1], [c1, 4]]}\n"
      "  B2: {paths: [[2, 4]]}\n  B4: {paths: [[1, 2]]}\n  A5: {}\ncompanies:\n  X: {trains: [\"2\"]}\n";
  auto reach_of = [](const std::string& yaml) {
    auto lp = test::Load(ParsePosition(yaml, "test.yaml"), "X");
    const Board& b = lp->board();
    const Reach r = ComputeReach(b, b.SelectCompany("X"));
    return std::make_pair(r.Reached(b.FindHex("A5"), 1), r.Reached(b.FindHex("B4"), 2));
  };
  // Two places: the walk goes on through c1 to A5's side.
  CHECK(reach_of(board) == std::make_pair(true, true));
  // One place (group W, as Wien's three cities): it stops before c1.
  std::string wien = board;
  wien.replace(wien.find("group: G"), 8, "group: W");
  CHECK(reach_of(wien) == std::make_pair(false, true));
}

// What a page shows of a company's turn (ViewTurn, lib/table/turn.cpp):
// asked of the rules, the same answers apply gets; and a purchase's
// consequences in the same words for apply and the page (PurchaseWords).
using namespace xxroute;

namespace {

std::string FileText(const std::string& file) {
  std::ifstream in(std::string(XXROUTE_SOURCE_DIR) + "/" + file);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string StepWhy(const TurnView& v, const std::string& step) {
  for (const auto& [name, why] : v.steps)
    if (name == step) return why;
  return "(no step " + step + ")";
}

}  // namespace

TEST_CASE("the turn's steps: each allowed, or refused by the rule apply meets (18CZ VIII.3, 000 lines 668-682)") {
  const std::string text = FileText("tests/data/table/bcb.yaml") + "turn: {company: BCB, bought: [\"2\"]}\n";
  auto lp = test::Load(ParsePosition(text, "game.yaml"), "BCB");
  const TurnView v = ViewTurn(lp->board(), "BCB");
  REQUIRE(v.steps.size() == 5);
  for (const char* step : {"lay", "upgrade", "station", "run"})
    CHECK(StepWhy(v, step).find("18CZ VIII.3, 000 lines 668-682") != std::string::npos);
  CHECK(StepWhy(v, "buy") == "");
  TurnMove lay;
  lay.step = TurnStep::kLay;
  CHECK(StepWhy(v, "lay") == TurnRefusal(*lp->game(), lp->position(), "BCB", lay));
  // No `turn:`, no steps; the limit still (18CZ phase a: a small company 3, 000 VIII.10).
  auto none = test::Load(ParsePosition(FileText("tests/data/table/bcb.yaml"), "game.yaml"), "BCB");
  const TurnView w = ViewTurn(none->board(), "BCB");
  CHECK(w.steps.empty());
  REQUIRE(w.limit);
  CHECK(*w.limit == 3);
  CHECK(w.owned == 1);
}

TEST_CASE("half pay, as the payout asks it: 18CZ never (000 line 929), a 1824 coal railway by rule (IV.2, 002 line 197)") {
  auto cz = test::Load(ParsePosition(FileText("tests/data/table/bcb.yaml"), "game.yaml"), "BCB");
  CHECK_FALSE(ViewTurn(cz->board(), "BCB").half_pay);
  const std::string coal = "game: \"1824\"\nphase: \"2\"\ncompanies:\n  EPP: {trains: [\"1g\"]}\n  BK: {trains: [\"2\"]}\n";
  auto a = test::Load(ParsePosition(coal, "coal.yaml"), "EPP");
  CHECK(ViewTurn(a->board(), "EPP").half_pay);
  CHECK_FALSE(ViewTurn(a->board(), "BK").half_pay);
  CHECK(MayPayHalf(a->game()->market(), "minor"));
  CHECK(SplitsIncome(a->game()->market(), "minor"));
  CHECK_FALSE(MayPayHalf(a->game()->market(), "major"));
}

TEST_CASE("a purchase's consequences: apply and the page in the same words (1824 VII.13, 002 lines 803-807)") {
  auto lp = test::Load(LoadPosition(std::string(XXROUTE_SOURCE_DIR) + "/tests/data/rules/1824-last-5.yaml"), "BK");
  const Purchase p = lp->rules().CheckPurchase("6", "5");
  REQUIRE(p.ok);
  const std::vector<std::string> words = PurchaseWords(p);
  REQUIRE(!words.empty());
  CHECK(words.front() == "starts phase 6");
  Edit buy = ParseEdit(Edit::kBuy, "6:5", "--buy-train");
  const Applied a = ApplyChange(*lp, Change{"", {buy}});
  // apply says what the page says, then what follows for the others.
  REQUIRE(a.notes.size() >= words.size());
  CHECK(std::vector<std::string>(a.notes.begin(), a.notes.begin() + words.size()) == words);
}

TEST_CASE("one run a turn: a second is refused, in each game with its own rulebook line (rules: turn: runs)") {
  const std::vector<std::pair<std::string, std::string>> games = {
      {"18CZ", "18CZ VIII.7, 000 line 831"},         {"1824", "1824 VII.9, 002 line 649"},
      {"1836jr56", "1836jr 003 lines 180, 198-200"}, {"1836jr30", "1836jr 003 lines 180, 198-200"},
      {"18Lilliput", "18Lilliput 001 line 499"}};
  for (const auto& game : games) {
    const std::string& name = game.first;  // (not a structured binding: clang 14 cannot capture one in INFO)
    const std::string& line = game.second;
    INFO(name);
    const auto g = test::Games()->Get(name, "", "test", 0);
    Position pos = ParsePosition("game: \"" + name + "\"\nturn: {company: X, ran: true}\ncompanies: {X: {trains: []}}\n",
                                 "game.yaml");
    TurnMove run;
    run.step = TurnStep::kRun;
    CHECK(TurnRefusal(*g, pos, "X", run).rfind(line, 0) == 0);
    pos.turn->ran = false;
    CHECK(TurnRefusal(*g, pos, "X", run) == "");
  }
  // As apply meets it: tests/data/turn/bcb-ran.yaml has run its trains.
  const std::string ran = test::ReadText(test::kSource + "tests/data/turn/bcb-ran.yaml");
  Edit withhold = test::E(Edit::kRun, "withhold", "--withhold");
  CHECK(test::Contains(RefusedTurn(ran, "BCB", {withhold}),
                       "--withhold: run, withhold: 18CZ VIII.7, 000 line 831: each train of a company runs once an "
                       "operating round: BCB has run its trains this turn"));
}

TEST_CASE("the next to operate: of the open companies with the fewest turns, the first in the file's order without a game") {
  Position p = ParsePosition("format: 1\nturn: {}\ncompanies:\n  A: {turns: 1}\n  B: {turns: 0}\n  C: {turns: 0}\n",
                             "game.yaml");
  CHECK(NextToOperate(nullptr, p) == "B");
  p.turn->company = "B";  // (B's turn under way counts as had)
  CHECK(NextToOperate(nullptr, p) == "C");
  p.turn->company = "C";
  p.FindCompany("B")->turns = 1;
  CHECK(NextToOperate(nullptr, p) == "A");  // (each has had one: a new round, from the top)
  p.closed.push_back("A");
  CHECK(NextToOperate(nullptr, p) == "B");  // (a closed company operates no more)
  p.turn.reset();
  CHECK(NextToOperate(nullptr, p) == "");  // (a file that follows no turn)
}

TEST_CASE("the operating order: by share price, highest first, the rightmost cell on a tie, then the file") {
  // 18CZ VIII.2, 000 lines 661-663: the highest share price first; on one cell, the marker on top (the file's order).
  const auto g = test::Games()->Get("18CZ", "", "test", 0);
  Position p = ParsePosition(
      "format: 1\ngame: 18CZ\nturn: {}\ncompanies:\n"
      "  BCB: {share_price: 60, share_price_cell: [2, 3]}\n"
      "  ATE: {share_price: 80, share_price_cell: [1, 4]}\n"
      "  MW: {share_price: 60, share_price_cell: [1, 2]}\n"
      "  EKJ: {share_price: 60, share_price_cell: [2, 3]}\n"
      "  OFE: {}\n",
      "game.yaml");
  CHECK(OperatingOrder(g.get(), p) == std::vector<std::string>{"ATE", "BCB", "EKJ", "MW", "OFE"});
  CHECK(OperatingOrder(nullptr, p) == std::vector<std::string>{"BCB", "ATE", "MW", "EKJ", "OFE"});
  CHECK(NextToOperate(g.get(), p) == "ATE");
  p.turn->company = "ATE";
  CHECK(NextToOperate(g.get(), p) == "BCB");
  p.FindCompany("ATE")->turns = 1;
  p.FindCompany("BCB")->turns = 1;
  p.turn->company = "EKJ";
  CHECK(NextToOperate(g.get(), p) == "MW");  // (ATE and BCB have operated this round)
}

TEST_CASE("the operating order: 1824's coal railways, then its pre-state railways, then the rest by share price") {
  // 1824 VII.4, 002 lines 550-555: coal 1 to 4, pre-state railways in their order, then by share price.
  const auto g = test::Games()->Get("1824", "", "test", 0);
  Position p = ParsePosition(
      "format: 1\ngame: 1824\nturn: {}\ncompanies:\n"
      "  BK: {share_price: 90, share_price_cell: [0, 5]}\n  KK1: {}\n  SD1: {}\n  EOD: {}\n  EPP: {}\n"
      "  MS: {share_price: 100, share_price_cell: [0, 6]}\n",
      "game.yaml");
  CHECK(OperatingOrder(g.get(), p) == std::vector<std::string>{"EPP", "EOD", "SD1", "KK1", "MS", "BK"});
}

// 18CZ VIII.4 (000 lines 693-694): in a later turn only 1 yellow tile or 1
// upgrade. PlayableHexes: where the page outlines a move.
TEST_CASE("the hexes where a company may move: its legal lays and stations the turn still allows (18CZ VIII.4)") {
  const std::string text = test::ReadText(test::kSource + "tests/data/table/bcb-turn.yaml");
  auto playable = [&](const std::string& t) {
    auto loaded = test::Load(ParsePosition(t, "bcb-turn.yaml"), "BCB");
    return PlayableHexes(loaded->board(), loaded->company());
  };
  auto find = [](const std::vector<PlayableHex>& all, const std::string& hex) {
    auto it = std::find_if(all.begin(), all.end(), [&](const PlayableHex& p) { return p.hex == hex; });
    return it == all.end() ? PlayableHex{} : *it;
  };
  const std::vector<PlayableHex> fresh = playable(text);
  CHECK(find(fresh, "E14").lay);
  CHECK(find(fresh, "D17").station);
  CHECK(std::is_sorted(fresh.begin(), fresh.end(), [](const PlayableHex& a, const PlayableHex& b) { return a.hex < b.hex; }));
  // (each listed hex offers something; one BCB cannot reach is not listed)
  for (const PlayableHex& p : fresh) CHECK_MESSAGE((p.lay || p.station), p.hex);
  CHECK(find(fresh, "A2").hex.empty());
  // A yellow tile laid this turn: no lay left, the station still.
  const std::vector<PlayableHex> laid = playable(test::Replaced(
      text, "turn: {}", "turn: {company: BCB, lays: 1, upgrades: 0, stations: 0, ran: false, bought: [], trade_ins: 0}"));
  CHECK(std::none_of(laid.begin(), laid.end(), [](const PlayableHex& p) { return p.lay; }));
  CHECK(find(laid, "D17").station);
}
