// xxroute solve: the best routes of one company in each position given.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/board.h"
#include "xxroute/error.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/report.h"
#include "xxroute/solver.h"
#include "xxroute/svg.h"

namespace xxroute::cli {

namespace {
struct SolveArgs {
  std::vector<std::string> files;
  std::string company;
  std::string format = "text";
  double time_limit = 0;
  std::string svg;
};
}  // namespace

Run AddSolve(CLI::App& app) {
  auto a = std::make_shared<SolveArgs>();
  app.add_option("files", a->files, "Position file(s)")->required();
  app.add_option("--company,-c", a->company, "Company to run (may be left out when one company has trains)");
  app.add_option("--format", a->format, "Output: text or json")->check(CLI::IsMember({"text", "json"}));
  app.add_option("--time-limit", a->time_limit,
                 "Stop the search after SECONDS and report the best found, marked not optimal")
      ->check(CLI::NonNegativeNumber);
  app.add_option("--svg", a->svg, "Also draw the position and the routes found into this SVG file");
  return [a]() {
    if (!a->svg.empty() && a->files.size() > 1)
      throw InputError("--svg", 0, "draws one position; give one file, not " + std::to_string(a->files.size()));
    SolveOptions opt;
    opt.time_limit = a->time_limit;
    for (const auto& file : a->files) {
      Position pos = LoadPosition(file);
      auto board = Board::Build(pos);
      Network net(*board, board->SelectCompany(a->company));
      Result r = Solve(net, opt);
      if (a->format == "json") std::cout << SolveJson(*board, r) << "\n";
      else std::cout << (a->files.size() > 1 ? file + ": " : "") << SolveText(*board, r);
      if (!a->svg.empty()) {
        SvgOptions svg;
        svg.company = r.company;
        svg.network = &net;
        svg.routes = &r.routes;
        svg.title = ResultTitle(*board, r);
        WriteSvg(a->svg, RenderSvg(*board, svg));
      }
    }
    return kOk;
  };
}

}  // namespace xxroute::cli
