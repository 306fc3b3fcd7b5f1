// Tests lib/table/turn_money.cpp (its main subject), with the money rules it
// asks (lib/rules/money_rules.cpp: loans, trains from another company, the
// president's money for a train the company must buy).
// The turn's money at the table: the run and its payout written into the
// file (treasury, share price, interest on loans), 1836jr56 loans, trains
// bought from another company, and the stock round's shares and par, each
// with the rulebook line it follows (shared/rules: 000 18CZ, 001 18Lilliput,
// 002 1824, 003 1836jr56).
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/table.h"
#include "xxroute/turn_money.h"

using namespace xxroute;

namespace {

std::string ReadData(const std::string& name) {
  std::ifstream in(std::string(XXROUTE_SOURCE_DIR) + "/tests/data/table/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// `text` with `from` (which it holds) made `to`.

// 1836jr56, phase 5: Nord runs for 250, 3 loans, 25 in its treasury (tests/data/table/jr56-nord.yaml).
const std::string kNord = ReadData("jr56-nord.yaml");
// 1824, phase 3: BK (Anna's), MS and CL (Bob's), the coal railway EPP (tests/data/table/1824-trade.yaml).
const std::string kTrade = ReadData("1824-trade.yaml");

// The request's edits made by `company` on `text`, as apply makes them; the
// written text read back must be the position the moves made.
TableTurn Turn(const std::string& text, const std::string& company, const MoneyRequest& q) {
  TableTurn t = ApplyAtTable(text, test::Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly), company,
                             {}, WithMoneyEdits(Change{}, q));
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
  return t;
}

std::string RefusedMoney(const std::string& text, const std::string& company, const MoneyRequest& q) {
  try {
    Turn(text, company, q);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

MoneyRequest Pay(const std::string& kind) {
  MoneyRequest q;
  q.payout = kind;
  return q;
}

const CompanySpec& Co(const TableTurn& t, const std::string& name) { return *t.after.FindCompany(name); }

// A position of tests/data/turn/ (the rules of the turn).
std::string TurnData(const std::string& name) { return test::ReadText(test::kSource + "tests/data/turn/" + name); }

// `company` buys `train` from the bank on `text`, its president adding
// `adds` (apply --buy-train TRAIN --president-pays ADDS).
TableTurn BuyWithPresident(const std::string& text, const std::string& company, const std::string& train, int adds) {
  MoneyRequest q;
  q.president_pays = adds;
  const Change buy{"", {ParseEdit(Edit::kBuy, train, "--buy-train")}};
  TableTurn t = ApplyAtTable(text, test::Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly), company,
                             {}, WithMoneyEdits(buy, q));
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");
  return t;
}

std::string RefusedPresident(const std::string& text, const std::string& company, const std::string& train, int adds) {
  try {
    BuyWithPresident(text, company, train, adds);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

bool Said(const TableTurn& t, const std::string& words) {
  for (const auto& m : t.moves)
    for (const auto& n : m.notes)
      if (n.find(words) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("1836jr56 003 line 194: interest on loans is paid before the dividend, the treasury's tens first") {
  // 3 loans: 30 owed; 25 in the treasury pays 20, the income the other 10.
  TableTurn t = Turn(kNord, "Nord", Pay("payout"));
  CHECK(Said(t, "interest 30: 20 from the treasury, 10 from the income (1836jr 003 line 194)"));
  CHECK(Said(t, "payout of 240"));
  // 003 line 198: the open market's 10% pays the company (24); Anna's 50% 120, Bob's 20% 48.
  CHECK(Said(t, "holders receive: Anna 120, Bob 48"));
  CHECK(Co(t, "Nord").treasury == 25 - 20 + 24);
  CHECK(t.text.find("treasury: 29, share_price: 110, share_price_cell: [0, 5], loans: 3") != std::string::npos);
}

TEST_CASE("1836jr56 003 line 194: interest neither the treasury nor the income pays is the president's") {
  // No train: nothing run, 0 income; 3 loans owe 30, the treasury's 25 pays 20.
  const std::string idle = test::Replaced(kNord, "trains: [\"4\", \"5\"]", "trains: []");
  TableTurn t = Turn(idle, "Nord", Pay("withhold"));
  CHECK(Said(t, "the president pays the interest left, 10"));
  CHECK(Co(t, "Nord").treasury == 5);
}

TEST_CASE("1836jr56 003 line 196: paying moves the share price right, withholding left, on the market's cells") {
  TableTurn paid = Turn(kNord, "Nord", Pay("payout"));
  CHECK(Co(paid, "Nord").share_price == 110);
  CHECK(Co(paid, "Nord").share_price_cell == std::make_pair(0, 5));
  TableTurn kept = Turn(kNord, "Nord", Pay("withhold"));
  CHECK(Co(kept, "Nord").share_price == 90);
  CHECK(Co(kept, "Nord").share_price_cell == std::make_pair(0, 3));
  // Withheld: the whole income less the interest is the treasury's: 25 - 20 + 240.
  CHECK(Co(kept, "Nord").treasury == 245);
}

TEST_CASE("1836jr56 003 line 196: no half pay, a company pays dividends or keeps the money") {
  CHECK(RefusedMoney(kNord, "Nord", Pay("half")) ==
        "--half: run, half: no half pay here: 1836jr56, 003 line 196: the company pays dividends or keeps the money");
}

TEST_CASE("the routes given are the ones paid, an income declared above the best is refused with the best") {
  MoneyRequest q = Pay("withhold");
  q.routes = "5: J2-I3-J6-J8";  // 160: the 4 runs nothing
  TableTurn t = Turn(kNord, "Nord", q);
  CHECK(Said(t, "withhold of 150"));  // 160 less the 10 of interest the treasury could not pay
  q.routes.clear();
  q.declared = 260;
  CHECK(RefusedMoney(kNord, "Nord", q) ==
        "--withhold: run for 260 declared, withhold: the income declared, 260, is more than the best, 250");
  q.declared = 200;
  CHECK(Said(Turn(kNord, "Nord", q), "withhold of 190"));
  q.routes = "5: J2-I3-J6-J8";
  CHECK_THROWS_WITH_AS(Turn(kNord, "Nord", q),
                       "--declared: give the routes run (--routes) or the income declared, not both",
                       InputError);
}

TEST_CASE("1824 IV.2, 002 line 197: a coal railway pays its owner half, keeps half and its mine's money") {
  std::string coal = ReadData("../../../fixtures/1824/epp-coal-g-trains.yaml");
  coal = test::Replaced(coal, "EPP: {trains: [\"1g\", \"2g\"]}",
                  "EPP: {trains: [\"1g\", \"2g\"], treasury: 0, shares: {Anna: 100}}");
  TableTurn t = Turn(coal, "EPP", Pay("half"));
  CHECK(Said(t, "holders receive: Anna 50"));
  CHECK(Co(t, "EPP").treasury == 50 + 20);  // half of 100 and the mine's 10 for each g train
  CHECK(RefusedMoney(coal, "EPP", Pay("payout")).find("no full payout") != std::string::npos);
  // A regional railway has no half pay.
  CHECK(RefusedMoney(kTrade, "BK", Pay("half")) ==
        "--half: run, half: no half pay here: 1824 IV.2, 002 line 197: only coal and pre-state railways split "
        "their income");
}

TEST_CASE("18Lilliput Brobdingnag, 001 lines 735-737: half to the holders, up to tens, half kept, no full pay") {
  const std::string brob = ReadData("lilliput-brobdingnag.yaml");
  // 70: the holders share 40 (35 up to tens), the company 30 and the mine's 10.
  TableTurn t = Turn(brob, "MR", Pay("half"));
  CHECK(Said(t, "holders receive: Player 1 20, Player 2 8"));
  CHECK(Co(t, "MR").treasury == 40);
  // Half pay counts as paying dividends: the marker moves right, to a price
  // the rulebook's lost market does not give; the file keeps the price.
  CHECK(Said(t, "share price 80 -> unknown, kept (1 right)"));
  CHECK(Co(t, "MR").share_price == 80);
  CHECK(RefusedMoney(brob, "MR", Pay("payout")) ==
        "--pay: run, pay: no full payout here: 18Lilliput, 001 lines 735-737: half the income to the "
        "holders (rounded up to tens), half to the company, or all of it kept");
  CHECK(Co(Turn(brob, "MR", Pay("withhold")), "MR").treasury == 80);
}

TEST_CASE("1836jr56 003 lines 222-224: a loan of 100 in phases 1-4, once a round, 90 after the interest") {
  MoneyRequest q;
  q.take_loan = {""};
  TableTurn t = Turn(kNord, "Nord", q);
  CHECK(Co(t, "Nord").loans == 4);
  CHECK(Co(t, "Nord").treasury == 125);
  q.payout = "withhold";  // the loan after the run: 90
  TableTurn after = Turn(kNord, "Nord", q);
  CHECK(after.moves[0].text == "run, withhold");
  CHECK(after.moves[1].text == "take a loan");
  CHECK(Co(after, "Nord").treasury == 245 + 90);
  q = {};
  q.take_loan = {"2"};
  CHECK(RefusedMoney(kNord, "Nord", q) == "--take-loan: take 2 loans: 1836jr56, 003 line 222: a company borrows 100F once "
                                     "per operating round, not 2 loans");
  std::string late = kNord;
  late = test::Replaced(late, "phase: \"5\"", "phase: \"6\"");
  q.take_loan = {""};
  CHECK(RefusedMoney(late, "Nord", q) == "--take-loan: take a loan: 1836jr56, 003 line 222: a company borrows only in "
                                    "phases 1-4 (the 2 to 5 trains); this is phase 6");
}

TEST_CASE("1836jr56 003 lines 222-224: the turn keeps its loan across apply calls: one a round, 90 after its run") {
  const std::string jr = test::Replaced(kNord, "phase: \"5\"\n", "phase: \"5\"\nturn: {}\n");
  MoneyRequest loan;
  loan.take_loan = {""};
  TableTurn first = Turn(jr, "Nord", loan);
  CHECK(first.text.find("turn: {company: Nord, lays: 0, upgrades: 0, stations: 0, ran: false, bought: [], trade_ins: 0, "
                        "loans: 1}") != std::string::npos);
  CHECK(RefusedMoney(first.text, "Nord", loan) == "--take-loan: take a loan: 1836jr56, 003 line 222: a company borrows 100F "
                                             "once per operating round, and Nord has borrowed in this one");
  MoneyRequest run;  // the run in one call, the loan in the next: 90
  run.payout = "withhold";
  TableTurn ran = Turn(jr, "Nord", run);
  TableTurn later = Turn(ran.text, "Nord", loan);
  CHECK(Co(later, "Nord").treasury == *Co(ran, "Nord").treasury + 90);
  CHECK(Said(later, "taken after the interest was paid: the company gets 90 (1836jr56, 003 line 224)"));
  CHECK(Co(Turn(first.text, "B", loan), "B").loans == 1);  // (B's turn: its own loan)
}

TEST_CASE("1836jr56 003 line 218: no more loans than shares in the players' hands") {
  std::string few = kNord;
  few = test::Replaced(few, "shares: {Anna: 50, Bob: 20, pool: 10}", "shares: {Anna: 30, pool: 10}");
  MoneyRequest q;
  q.take_loan = {""};
  CHECK(RefusedMoney(few, "Nord", q) == "--take-loan: take a loan: 1836jr56, 003 line 218: no more loans than shares in "
                                   "the players' hands (3; Nord has 3)");
}

TEST_CASE("1836jr56 003 line 216: a loan is repaid for 100, from the treasury") {
  MoneyRequest q;
  q.payout = "withhold";
  q.repay_loan = {"2"};
  TableTurn t = Turn(kNord, "Nord", q);
  CHECK(Co(t, "Nord").loans == 1);
  CHECK(Co(t, "Nord").treasury == 245 - 200);
  q = {};
  q.repay_loan = {""};
  CHECK(RefusedMoney(kNord, "Nord", q) == "--repay-loan: repay a loan: costs 100 (100 a loan), Nord has 25 left");
  q.repay_loan = {"4"};
  CHECK(RefusedMoney(kNord, "Nord", q) == "--repay-loan: repay 4 loans: Nord has 3 loan(s), not 4 to repay");
  CHECK(RefusedMoney(kTrade, "BK", q) == "--repay-loan: repay 4 loans: 1824 Austrian-Hungarian Railway has no loans (game.yaml "
                                    "rules: loans)");
}

TEST_CASE("1824 VII.11, 002 lines 770-772: trains between companies from phase 3, the face price between directors") {
  MoneyRequest q;
  q.buy_from = {"MS:2:1"};  // Bob's MS to Bob's CL: any price of at least 1
  TableTurn t = Turn(kTrade, "CL", q);
  CHECK(Co(t, "CL").trains.size() == 1);
  CHECK(Co(t, "MS").trains.empty());
  CHECK(Co(t, "MS").treasury == 201);
  CHECK(Co(t, "CL").treasury == 49);
  q.buy_from = {"BK:3:100"};  // Anna's BK to Bob's MS: the face price, 180
  CHECK(RefusedMoney(kTrade, "MS", q) == "--buy-train-from: buy 3 from BK for 100: 1824 VII.11, 002 line 772: between "
                                    "companies of different directors (Bob, Anna) a train costs its face price, 180");
  q.buy_from = {"BK:3:180"};
  CHECK(Co(Turn(kTrade, "MS", q), "BK").treasury == 280);
  q.buy_from = {"MS:2:0"};
  CHECK(RefusedMoney(kTrade, "CL", q) == "--buy-train-from: buy 2 from MS for 0: 1824 VII.11, 002 line 771: the price is "
                                    "at least 1");
  q.buy_from = {"BK:2:1"};  // a coal railway owns g trains only
  CHECK(RefusedMoney(kTrade, "EPP", q) ==
        "--buy-train-from: buy 2 from BK for 1: EPP (minor) may own only 1g, 2g, 3g, 4g, 5g trains, not a 2");
  std::string early = kTrade;
  early = test::Replaced(early, "phase: \"3\"", "phase: \"2\"");
  q.buy_from = {"MS:2:1"};
  CHECK(RefusedMoney(early, "CL", q) == "--buy-train-from: buy 2 from MS for 1: 1824 VII.11, 002 line 770: trains change "
                                   "hands only after the first 3 train is bought");
}

TEST_CASE("1824 VII.11, 002 line 766: a company at its train limit buys no train from another") {
  std::string full = kTrade;
  full = test::Replaced(full, "MS: {trains: [\"2\"]", "MS: {trains: [\"2\", \"3\", \"3\", \"3\"]");
  MoneyRequest q;
  q.buy_from = {"BK:2:90"};
  CHECK(RefusedMoney(full, "MS", q).find("train limit 4 in phase 3: MS owns 4") != std::string::npos);
}

TEST_CASE("18CZ VIII.10, 000 lines 1058-1059: trains change hands after the first b train, for at least 1") {
  const char* cz = "game: 18CZ\nphase: a\ncompanies:\n  BCB: {trains: [], treasury: 100}\n"
                   "  EKJ: {trains: [\"2\"], treasury: 0}\n";
  MoneyRequest q;
  q.buy_from = {"EKJ:2:1"};
  CHECK(RefusedMoney(cz, "BCB", q) == "--buy-train-from: buy 2 from EKJ for 1: 18CZ VIII.10, 000 line 1058: trains change "
                                 "hands only after the first b train is sold");
  std::string b = cz;
  b = test::Replaced(b, "phase: a", "phase: b");
  CHECK(Co(Turn(b, "BCB", q), "BCB").trains.size() == 1);
  q.buy_from = {"EKJ:2:0"};
  CHECK(RefusedMoney(b, "BCB", q) == "--buy-train-from: buy 2 from EKJ for 0: 18CZ VIII.10, 000 line 1059: the price is at "
                                "least 1 K");
}

TEST_CASE("shares: holder -> percent, never more than 100% in all, 0 drops the holder") {
  MoneyRequest q;
  q.shares = {"Carl: Nord 20"};
  TableTurn t = Turn(kNord, "", q);  // (the company the shares name moves)
  CHECK(Co(t, "Nord").shares.at("Carl") == 20);
  CHECK(t.text.find("shares: {Anna: 50, Bob: 20, pool: 10, Carl: 20}") != std::string::npos);
  q.shares = {"Carl: Nord 30"};
  CHECK(RefusedMoney(kNord, "", q) == "--shares: shares Carl: Nord 30%: Nord's shares would total 110%, more than 100%");
  q.shares = {"Bob: Nord 0"};
  CHECK(Co(Turn(kNord, "", q), "Nord").shares.count("Bob") == 0);
  CHECK_THROWS_WITH_AS(ParseEdit(Edit::kShares, "Anna BN 30", "--shares"),
                       "--shares: 'Anna BN 30': expected \"HOLDER: COMPANY PERCENT\", e.g. \"Anna: BN 30\"",
                       InputError);
}

TEST_CASE("par: a price of the stock market, on its par cell, the share price starts there") {
  MoneyRequest q;
  q.par = {"B=80"};
  TableTurn t = Turn(kNord, "", q);
  CHECK(Co(t, "B").par == 80);
  CHECK(Co(t, "B").share_price == 80);
  CHECK(Co(t, "B").share_price_cell == std::make_pair(2, 4));  // 80p, not the 80 of rows 0, 1, 3
  q.par = {"B=85"};
  CHECK(RefusedMoney(kNord, "", q) == "--par: par B 85: 85 is not a price of 1836Jr-56's stock market");
  q.par = {"Nord=90"};  // (Nord's 100 is not its par: it has none yet)
  CHECK(Co(Turn(kNord, "", q), "Nord").share_price_cell == std::make_pair(1, 4));
}

TEST_CASE("1846: IC receives its par price from the bank as it is parred, no other corporation does (par_subsidy)") {
  // 18xx.games g_1846/entities.rb IC base ability (remove: par); game.rb
  // action_processed Par: "bonus = action.share_price.price; @bank.spend".
  const char* text = "game: \"1846\"\nphase: I\ncompanies:\n  IC: {trains: [], treasury: 0}\n  GT: {trains: [], treasury: 0}\n";
  MoneyRequest q;
  q.par = {"IC=100"};
  TableTurn t = Turn(text, "", q);
  CHECK(Co(t, "IC").treasury == 100);
  CHECK(test::Contains(t.moves.back().notes.back(), "IC receives its par price, 100, from the bank"));
  q.par = {"GT=100"};
  CHECK(Co(Turn(text, "", q), "GT").treasury == 0);
}

TEST_CASE("1824 IV.4.4, 002 line 334: a state railway starts at 120, the market's top-row cell for it") {
  // "Государственные железные дороги имеют начальную стоимость акций 120":
  // 120 is in four cells of the market; the state railways' is the top row's.
  const char* sd = "game: \"1824\"\nphase: \"4\"\ncompanies:\n  SD: {trains: [], treasury: 720}\n";
  MoneyRequest q;
  q.par = {"SD=120"};
  TableTurn t = Turn(sd, "", q);
  CHECK(Co(t, "SD").share_price == 120);
  CHECK(Co(t, "SD").share_price_cell == std::make_pair(0, 2));
  CHECK_FALSE(Said(t, "not one of the market's par cells"));
}

TEST_CASE("18CZ VII.5.a, 000 lines 604-608: a company floats with 4, 5 or 10 times its par price by its size") {
  const char* cz = "game: 18CZ\nphase: b\ncompanies:\n  BCB: {trains: []}\n  BN: {trains: []}\n"
                   "  EKJ: {trains: [], treasury: 100}\n";
  MoneyRequest q;
  q.par = {"BCB=60"};  // small
  CHECK(Co(Turn(cz, "", q), "BCB").treasury == 240);
  q.par = {"BN=80"};  // medium
  TableTurn bn = Turn(cz, "", q);
  CHECK(Co(bn, "BN").treasury == 400);
  CHECK(bn.text.find("  BN: {par: 80, share_price: 80, share_price_cell: [1, 6], treasury: 400, trains: []}") !=
        std::string::npos);
  q.par = {"EKJ=50"};  // a treasury the file gives is kept, the capital said
  TableTurn ekj = Turn(cz, "", q);
  CHECK(Co(ekj, "EKJ").treasury == 100);
  CHECK(Said(ekj, "a small company starts with 4 x 50 = 200; the treasury 100 is kept"));
}

TEST_CASE("1846: a corporation pars on 40 to 150, a minor never (market par_by_type: minor: none)") {
  // 18xx.games g_1846/game.rb MARKET (p cells 40 to 150); the minors MS and
  // Big 4 are bought as private companies and have no share price.
  const char* game = "game: \"1846\"\nphase: I\ncompanies:\n  NYC: {trains: []}\n  MS: {trains: [\"2\"]}\n";
  MoneyRequest q;
  q.par = {"MS=40"};
  CHECK(RefusedMoney(game, "", q).find("a minor company has no par price") != std::string::npos);
  q.par = {"NYC=30"};
  CHECK(RefusedMoney(game, "", q).find("a major company's par price is one of 40, 50, 60, 70, 80, 90, 100, 112, 124, 137, 150, not 30") !=
        std::string::npos);
  q.par = {"NYC=40"};
  CHECK(Co(Turn(game, "", q), "NYC").share_price == 40);
}

TEST_CASE("18CZ VII.5, 000 lines 577-586: a par price among the company type's cells (small 50-70, medium 60-100, "
          "large 90-120)") {
  const char* cz = "game: 18CZ\nphase: d\ncompanies:\n  BCB: {trains: []}\n  BN: {trains: []}\n  SX: {trains: []}\n";
  const std::string rule = "18CZ VII.5, 000 lines 577-586: a small company's par price is 50-70, a medium's 60-100, "
                           "a large's 90-120: ";
  MoneyRequest q;
  q.par = {"BCB=80"};
  CHECK(RefusedMoney(cz, "", q) == "--par: par BCB 80: " + rule + "a small company's par price is one of 50, 55, 60, 65, 70, not 80");
  q.par = {"BN=55"};
  CHECK(RefusedMoney(cz, "", q) == "--par: par BN 55: " + rule + "a medium company's par price is one of 60, 70, 80, 90, 100, not 55");
  q.par = {"SX=80"};
  CHECK(RefusedMoney(cz, "", q) == "--par: par SX 80: " + rule + "a large company's par price is one of 90, 100, 110, 120, not 80");
  q.par = {"SX=120"};
  CHECK(Co(Turn(cz, "", q), "SX").share_price_cell == std::make_pair(1, 10));
  q.par = {"BN=60"};  // (60 is a small company's par cell too: the same cell)
  CHECK(Co(Turn(cz, "", q), "BN").share_price_cell == std::make_pair(1, 3));
}

TEST_CASE("the turn's order: shares and par first, the run after the lays, loans taken after it, repaid last") {
  Change mine{"", {ParseEdit(Edit::kLay, "E12=57@0", "--lay"), ParseEdit(Edit::kBuy, "3", "--buy-train"),
                   ParseEdit(Edit::kPhase, "4", "--phase")}};
  MoneyRequest q = Pay("payout");
  q.take_loan = {""};
  q.repay_loan = {"1"};
  q.buy_from = {"B:4:1"};
  q.shares = {"Anna: B 20"};
  const Change c = WithMoneyEdits(mine, q);
  std::vector<Edit::Kind> kinds;
  for (const auto& e : c.edits) kinds.push_back(e.kind);
  CHECK(kinds == std::vector<Edit::Kind>{Edit::kShares, Edit::kLay, Edit::kRun, Edit::kTakeLoan, Edit::kBuy,
                                         Edit::kBuyFrom, Edit::kRepayLoan, Edit::kPhase});
  CHECK(c.edits[3].after_run);
}

TEST_CASE("18CZ VIII.11 (000 lines 1076-1090): the president's money for a train, the rest a loan, written in cash:") {
  // tests/data/turn/cz-no-train.yaml: BCB has no train and 20; Anna, its president, 30.
  const std::string cz = TurnData("cz-no-train.yaml");
  const TableTurn t = BuyWithPresident(cz, "BCB", "4", 230);
  CHECK(Co(t, "BCB").treasury == 0);
  CHECK(Co(t, "BCB").trains.size() == 1);
  CHECK(t.after.cash == std::vector<std::pair<std::string, int>>{{"Anna", -200}, {"Ben", 200}});
  CHECK(test::Contains(t.text, "cash: {Anna: -200, Ben: 200}"));
  CHECK(Said(t, "Anna adds 230: 30 from their cash, 200 lent by the bank, and a penalty of 200 at the game's end"));
  CHECK(Said(t, "Anna's cash -200"));
  // No more than it lacks (000 lines 1083-1085); only a company with no train.
  CHECK(test::Contains(RefusedPresident(cz, "BCB", "4", 280), "so the president adds 230, not 280"));
  CHECK(test::Contains(RefusedPresident(cz, "OFE", "4", 230), "OFE has a train to run (4)"));
  // Only from the bank (000 line 1081).
  MoneyRequest from;
  from.buy_from = {"OFE:4:100"};
  from.president_pays = 80;
  CHECK(test::Contains(RefusedMoney(cz, "BCB", from), "18CZ VIII.11, 000 line 1081"));
}

TEST_CASE("1824 VII.12 (002 lines 782-790): the president below zero, the debt with 50% interest at once") {
  // tests/data/turn/1824-no-train.yaml: MS has no train and 80; Anna 100.
  const TableTurn t = BuyWithPresident(TurnData("1824-no-train.yaml"), "MS", "4", 200);
  CHECK(t.after.cash.front() == std::pair<std::string, int>{"Anna", -150});
  CHECK(Co(t, "MS").treasury == 0);
  CHECK(Said(t, "Anna adds 200: 100 from their cash, 100 lent by the bank with 50 interest"));
}

TEST_CASE("1836jr 003 lines 366-376: the cheapest train, a president short of cash sells shares first") {
  // tests/data/turn/jr56-pool.yaml: HSM has no train and 100; Anna 200; the
  // pool a 4 (350) and a 3 (225), the bank 6s.
  const std::string jr = TurnData("jr56-pool.yaml");
  CHECK(test::Contains(RefusedPresident(jr, "HSM", "4", 250), "the cheapest train on sale costs 225, this one 350"));
  const TableTurn t = BuyWithPresident(jr, "HSM", "3", 125);
  CHECK(t.after.cash.front() == std::pair<std::string, int>{"Anna", 75});
  CHECK(*t.after.pool_trains == std::vector<std::string>{"4"});
  const std::string poor = test::Replaced(jr, "Anna: 200", "Anna: 100");
  CHECK(test::Contains(RefusedPresident(poor, "HSM", "3", 125),
                       "1836jr 003 lines 366-370, 196: the president sells shares for the rest"));
  // Without cash: taken as given, and said; no cash written.
  const std::string given = test::Replaced(jr, "cash: {Anna: 200, Ben: 500}\n", "");
  const TableTurn taken = BuyWithPresident(given, "HSM", "3", 125);
  CHECK(Said(taken, "Anna adds 125, taken as given: the file follows no cash of Anna"));
  CHECK(taken.after.cash.empty());
  CHECK_FALSE(test::Contains(taken.text, "cash:"));
}

TEST_CASE("--president-pays goes with a train bought, and a payout goes to the holders' cash") {
  MoneyRequest q;
  q.president_pays = 100;
  CHECK_THROWS_WITH_AS(WithMoneyEdits(Change{}, q),
                       "--president-pays: the president's money goes to a train the company buys: add --buy-train "
                       "or --buy-train-from",
                       InputError);
  // tests/data/turn/bcb-ran.yaml before its run: BCB pays 70, Anna's 50% and Ben's 25% to their cash.
  std::string text = test::Replaced(TurnData("bcb-ran.yaml"), "ran: true,", "ran: false,");
  text = test::Replaced(text, "turn:", "cash: {Anna: 100, Ben: 50, Cleo: 10}\nturn:");
  const TableTurn t = Turn(text, "BCB", Pay("payout"));
  CHECK(t.after.cash == std::vector<std::pair<std::string, int>>{{"Anna", 135}, {"Ben", 68}, {"Cleo", 10}});
  CHECK(Said(t, "cash: Anna 135, Ben 68"));
}

TEST_CASE("a declared income with its mine subsidy (1824 VII.3, 002 line 533): at most the best routes' subsidy") {
  std::string coal = ReadData("../../../fixtures/1824/epp-coal-g-trains.yaml");
  coal = test::Replaced(coal, "EPP: {trains: [\"1g\", \"2g\"]}",
                        "EPP: {trains: [\"1g\", \"2g\"], treasury: 0, shares: {Anna: 100}}");
  MoneyRequest q = Pay("half");
  q.declared = 90;
  TableTurn none = Turn(coal, "EPP", q);  // (no subsidy declared: none paid, said)
  CHECK(Co(none, "EPP").treasury == 45);
  CHECK(Said(none, "no mine subsidy with an income declared (the best routes' is 20): declare it with --subsidy"));
  q.subsidy = 20;
  CHECK(Co(Turn(coal, "EPP", q), "EPP").treasury == 45 + 20);
  q.subsidy = 30;
  CHECK(RefusedMoney(coal, "EPP", q) ==
        "--half: run for 90 and a subsidy of 30 declared, half: the subsidy declared, 30, is more than the best "
        "routes', 20");
  q.recorded = true;  // (a record's, taken as recorded)
  CHECK(Co(Turn(coal, "EPP", q), "EPP").treasury == 45 + 30);
  MoneyRequest alone;
  alone.subsidy = 10;
  CHECK(RefusedMoney(coal, "EPP", alone) == "--subsidy: the subsidy is declared with the income, --declared");
}
