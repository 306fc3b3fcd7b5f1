// xxroute check: are the declared routes legal, and are they the best?
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/json.h"
#include "xxroute/position.h"
#include "xxroute/report.h"
#include "xxroute/route.h"
#include "xxroute/run.h"

namespace xxroute::cli {

namespace {
struct CheckArgs {
  std::string file;
  std::string company;
  std::string routes;
  int declared = -1;
  std::string format = "text";
  double time_limit = 0;
};
}  // namespace

Run AddCheck(CLI::App& app) {
  auto a = std::make_shared<CheckArgs>();
  app.add_option("file", a->file, "Position file")->required();
  app.add_option("--company,-c", a->company, "Company whose routes are declared");
  app.add_option("--routes", a->routes,
                 "Declared routes: \"4E: E11-F12.c1-G13; 3+3: Praha-...\" (stops by HEX.STOP, HEX or name; the stops "
                 "passed between may be left out where the track leaves no choice; default: the file's expect.routes)");
  app.add_option("--declared", a->declared,
                 "Declared income: compared with the routes' total, or alone with the best income")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--format", a->format, "Output: text, json or jsonl (JSON on one line)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  app.add_option("--time-limit", a->time_limit, "Limit the search for better routes to SECONDS")
      ->check(CLI::NonNegativeNumber);
  auto threads = AddThreads(app);
  return [a, threads, &app]() {
    threads();
    auto loaded = LoadedPosition::Read(a->file, std::make_shared<GameCache>(), Loading(app, a->company));
    SolveOptions opt;
    opt.time_limit = a->time_limit;
    Checked checked = CheckPosition(std::move(loaded), a->routes, "--routes", a->declared, opt);
    const Board& board = checked.best.board();
    const Result& best = checked.best.result;
    const bool json = a->format != "text";
    if (!checked.routes_checked) {  // "they declared 330: is that the best?"
      if (json) std::cout << JsonText(DeclaredIncomeJson(board, a->declared, best)) << "\n";
      else std::cout << DeclaredIncomeText(board, a->declared, best);
      return a->declared == best.income && best.optimal ? kOk : kDifference;
    }
    const CheckResult& c = checked.check;
    if (!c.legal) {
      std::cerr << checked.where << ": " << c.error << "\n";
      if (json) std::cout << JsonText(CheckJson(board, c, best)) << "\n";
      else std::cout << CheckText(board, c, best);  // (the best routes, still)
      return c.ambiguous ? kBadInput : kIllegalRoute;
    }
    if (json) std::cout << JsonText(CheckJson(board, c, best)) << "\n";
    else std::cout << CheckText(board, c, best, a->declared);
    if (a->declared >= 0 && a->declared != c.income) return kDifference;
    return IncomeRank(best.income, best.subsidy) > IncomeRank(c.income, c.subsidy) ? kDifference : kOk;
  };
}

}  // namespace xxroute::cli
