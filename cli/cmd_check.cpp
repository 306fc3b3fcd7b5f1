// xxroute check: are the declared routes legal, and are they the best?
#include <iostream>
#include <memory>
#include <stdexcept>

#include "commands.h"
#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/report.h"
#include "xxroute/solver.h"

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
  return [a, threads]() {
    threads();
    auto lp = LoadedPosition::Read(a->file, a->company);
    const Position& pos = lp->position();
    const Board& board = lp->board();
    const Network& net = lp->network();
    std::vector<DeclaredRoute> declared;
    if (!a->routes.empty()) {
      declared = ParseRouteNotation(a->routes, "--routes");
    } else if (pos.expect && pos.expect->routes && a->declared < 0) {
      for (const auto& r : *pos.expect->routes) declared.push_back({r.train, r.stops, r.line});
    } else if (a->declared < 0) {
      throw InputError(a->file, 0, "nothing to check: give --routes, --declared INCOME or an expect.routes block");
    }
    SolveOptions opt;
    opt.time_limit = a->time_limit;
    Result best = Solve(net, opt);
    const bool json = a->format != "text";
    if (declared.empty()) {  // "they declared 330: is that the best?"
      if (json) std::cout << DeclaredIncomeJson(board, a->declared, best) << "\n";
      else std::cout << DeclaredIncomeText(board, a->declared, best);
      return a->declared == best.income && best.optimal ? kOk : kDifference;
    }
    CheckResult c = CheckRoutes(net, declared);
    // Declared routes are one assignment the search also weighs: above a
    // proven optimum they would mean two scorers disagree. Never print that
    // as "the optimum".
    if (c.legal && best.optimal && c.income > best.income)
      throw std::logic_error("internal error: the declared routes earn " + std::to_string(c.income) +
                             ", above the proven optimum " + std::to_string(best.income) + "; please report it");
    if (!c.legal) {
      std::string where = a->routes.empty() ? a->file + ":" + std::to_string(c.error_line) : "--routes";
      std::cerr << where << ": " << c.error << "\n";
      if (json) std::cout << CheckJson(board, c, best) << "\n";
      else std::cout << CheckText(board, c, best);  // (the best routes, still)
      return c.ambiguous ? kBadInput : kIllegalRoute;
    }
    if (json) std::cout << CheckJson(board, c, best) << "\n";
    else std::cout << CheckText(board, c, best);
    if (a->declared >= 0 && a->declared != c.income) {
      std::cout << "the declared income " << a->declared << " differs from the routes' total " << c.income << "\n";
      return kDifference;
    }
    return best.income > c.income ? kDifference : kOk;
  };
}

}  // namespace xxroute::cli
