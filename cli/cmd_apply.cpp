// xxroute apply: a company's moves made on a position file in place (tiles,
// stations, trains bought, the phase, the run and its payout, loans, shares),
// each by the rules and paid from its treasury; then its new income.
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "commands.h"
#include "xxroute/apply_report.h"
#include "xxroute/error.h"
#include "xxroute/json.h"
#include "xxroute/position.h"
#include "xxroute/position_file.h"
#include "xxroute/run.h"
#include "xxroute/table.h"
#include "xxroute/turn_money.h"

namespace xxroute::cli {

namespace {

struct ApplyArgs {
  std::string file;
  WhatIfRequest request;  // (only its edits: the same options as whatif)
  std::vector<std::string> floats;
  MoneyRequest money;  // the run and its payout, loans, trains from others, shares, par
  std::string format = "text";
  bool end_turn = false;
};

std::string ReadText(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError(file, 0, "no such file");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The turn's money: the run and its payout, loans, a train from another
// company, and the stock round's shares and par prices.
void AddMoneyOptions(CLI::App& app, MoneyRequest& m) {
  auto* pay = app.add_flag_callback("--pay", [&m]() { m.payout = "payout"; },
                                    "Run the company's trains and pay the income out (the share price moves)");
  auto* keep = app.add_flag_callback("--withhold", [&m]() { m.payout = "withhold"; },
                                     "Run the company's trains and keep the income in its treasury");
  auto* half = app.add_flag_callback("--half", [&m]() { m.payout = "half"; },
                                     "Run and pay half (where the game has half pay)");
  pay->excludes(keep)->excludes(half);
  keep->excludes(half);
  app.add_option("--routes", m.routes, "With --pay/--withhold/--half: the routes run, \"TRAIN: STOP-STOP; ...\" "
                                       "(default: the best)");
  app.add_option("--declared", m.declared, "With --pay/--withhold/--half: the income the players declare "
                                           "(at most the best)")->check(CLI::NonNegativeNumber);
  app.add_option("--take-loan", m.take_loan, "Take a loan (1836jr56): --take-loan or --take-loan N")
      ->expected(0, 1)->default_str("");
  app.add_option("--repay-loan", m.repay_loan, "Repay loans (1836jr56), 100 each: --repay-loan or --repay-loan N")
      ->expected(0, 1)->default_str("");
  app.add_option("--buy-train-from", m.buy_from, "Buy a train from another company at the price agreed: "
                                                 "COMPANY:TRAIN:PRICE (repeatable)");
  app.add_option("--shares", m.shares, "Shares held: \"HOLDER: COMPANY PERCENT\", 0 to drop the holder (repeatable)");
  app.add_option("--par", m.par, "A company's par price: COMPANY=PRICE (its share price too; repeatable)");
}

}  // namespace

Run AddApply(CLI::App& app) {
  auto a = std::make_shared<ApplyArgs>();
  WhatIfRequest& q = a->request;
  app.add_option("file", a->file, "Position file, rewritten in place")->required();
  app.add_option("--company,-c", q.company, "Company making the moves (may be left out when the file has one)");
  app.add_option("--float", a->floats,
                 "Add a company that floats, with its home station: COMPANY or COMPANY=TREASURY (repeatable)");
  AddMoveOptions(app, q);
  AddMoneyOptions(app, a->money);
  app.add_flag("--end-turn", a->end_turn,
               "End the company's operating turn after the moves (its turns: up by one); a move of another company "
               "ends it too");
  app.add_option("--format", a->format, "Output: text, json or jsonl (JSON on one line)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  return [a, &app]() {
    Position base = LoadPosition(a->file);  // (a directory, a missing or huge file: said here)
    const std::string text = ReadText(a->file);
    std::vector<Floating> floats;
    for (const auto& f : a->floats) floats.push_back(ParseFloating(f, "--float"));
    Change change = WithMoneyEdits(RequestedChange(a->request), a->money);
    if (a->end_turn) {
      Edit end;
      end.kind = Edit::kEndTurn;
      end.source = "--end-turn";
      change.edits.push_back(end);
    }
    if (change.edits.empty() && floats.empty())
      throw InputError(a->file, 0, "no move given: use --lay, --token, --buy-train, ..., --end-turn or --float");
    auto session = LoadedPosition::Make(std::move(base), std::make_shared<GameCache>(),
                                        {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
    TableTurn t = ApplyAtTable(text, std::move(session), a->request.company, floats, change);
    // (solved before the file is written: with --strict, a state the rules
    // cannot reach refuses the moves and leaves the file as it was)
    const CompanySpec* co = t.after.FindCompany(t.company);
    std::optional<Solved> solved;
    if (co && !co->trains.empty()) solved = SolvePosition(t.loaded->Load(t.after, Loading(app, t.company)));
    WritePositionFile(a->file, t.text, *t.loaded);
    const Solved* shown = solved ? &*solved : nullptr;
    if (a->format == "text") std::cout << ApplyText(a->file, t, shown);
    else std::cout << JsonText(ApplyJson(a->file, t, shown)) << "\n";
    return kOk;
  };
}

}  // namespace xxroute::cli
