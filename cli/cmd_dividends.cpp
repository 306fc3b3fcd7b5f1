// xxroute dividends: what the income pays each holder, and the share price move.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/dividend_report.h"
#include "xxroute/json.h"
#include "xxroute/position.h"
#include "xxroute/run.h"

namespace xxroute::cli {

namespace {
struct DividendArgs {
  std::string file;
  std::string company;
  int income = -1;
  int subsidy = -1;
  std::string payout;
  std::string format = "text";
  bool last_round = false;
};
}  // namespace

Run AddDividends(CLI::App& app) {
  auto a = std::make_shared<DividendArgs>();
  app.add_option("file", a->file, "Position file (a game with a stock market)")->required();
  app.add_option("--company,-c", a->company, "Company paying");
  app.add_option("--income", a->income, "Income to pay (default: the optimum)")->check(CLI::NonNegativeNumber);
  app.add_option("--subsidy", a->subsidy, "Subsidy (mine income) to the treasury (default: the optimum's; 0 with --income)")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--payout", a->payout, "full, withhold or half (default: full, or what the rules impose)")
      ->check(CLI::IsMember({"full", "withhold", "half"}));
  app.add_flag("--last-round", a->last_round, "The game's last operating round (18Lilliput: income doubled)");
  app.add_option("--format", a->format, "Output: text, json or jsonl (JSON on one line)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  return [a, &app]() {
    auto loaded = LoadedPosition::Read(a->file, std::make_shared<GameCache>(), Loading(app, a->company));
    Paid paid = PayPosition(*loaded, {a->income, a->payout, a->last_round, a->subsidy});
    std::cout << (a->format != "text" ? JsonText(DividendJson(paid.company, paid.result)) + "\n"
                                      : DividendText(paid.company, paid.result));
    return kOk;
  };
}

}  // namespace xxroute::cli
