// xxroute dividends: what the income pays each holder, and the share price move.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/board.h"
#include "xxroute/dividend.h"
#include "xxroute/dividend_report.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

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
  return [a]() {
    auto lp = LoadedPosition::Read(a->file, a->company);
    if (!lp->game()) throw InputError(a->file, 0, "dividends need a 'game' with a stock market");
    const Company& co = lp->company();
    int income = a->income, subsidy = 0;
    if (income < 0) {
      Result r = Solve(lp->network());
      income = r.income;
      subsidy = r.subsidy;
    }
    Market market = LoadMarket(*lp->game());
    DividendInput in = DividendInputFor(*co.spec, co.type);
    in.income = income;
    in.subsidy = a->subsidy >= 0 ? a->subsidy : subsidy;
    in.kind = a->payout == "full" ? "payout" : a->payout;
    in.last_round = a->last_round;
    DividendResult d = PayDividend(market, in, a->file);
    std::cout << (a->format != "text" ? DividendJson(co.name, d) + "\n" : DividendText(co.name, d));
    return kOk;
  };
}

}  // namespace xxroute::cli
