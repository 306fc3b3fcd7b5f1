// xxroute audit: a game recorded on 18xx.games, every run compared with the
// best its company could have run, and the income left on the table.
#include <filesystem>
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/audit.h"
#include "xxroute/audit_report.h"
#include "xxroute/error.h"
#include "xxroute/json.h"
#include "xxroute/svg.h"

namespace xxroute::cli {

namespace {
struct AuditArgs {
  std::string record;
  int upto = 0;
  std::string format = "text";
  std::string svg_dir;
  double time_limit = 0;
};

// DIR/ACTION-COMPANY.svg: a run below the best, the routes declared (where
// they can be read on the board) and the best side by side.
void DrawRun(const std::string& dir, const AuditedRun& r, const Solved& s, const CheckResult* declared) {
  const std::string when = r.run.round + ", action " + std::to_string(r.run.action);
  auto picture = [&](const std::vector<Route>& routes, const std::string& title) {
    SvgOptions svg;
    svg.company = s.result.company;
    svg.network = &s.network();
    svg.routes = &routes;
    svg.title = title;
    return RenderSvg(s.board(), svg);
  };
  std::vector<std::string> pictures;
  std::vector<Route> declared_routes;
  if (declared) {
    for (const RouteVerdict& v : declared->routes) declared_routes.push_back(v.route);
    pictures.push_back(picture(declared_routes, r.run.company + " declared " + std::to_string(r.run.declared) + " (" +
                                                    when + ")"));
  }
  pictures.push_back(picture(s.result.routes, ResultTitle(s.board(), s.result)));
  const std::string title = r.run.company + ", " + when + ": declared " + std::to_string(r.run.declared) +
                            (declared ? "" : " (its routes name hexes the board cannot tell apart: not drawn)") +
                            ", best " + std::to_string(r.best);
  WriteSvg((std::filesystem::path(dir) / (std::to_string(r.run.action) + "-" + r.run.company + ".svg")).string(),
           SvgSideBySide(pictures, title));
}
}  // namespace

Run AddAudit(CLI::App& app) {
  auto a = std::make_shared<AuditArgs>();
  app.add_option("record", a->record, "The game's record from 18xx.games (Tools, Game Data: JSON)")->required();
  app.add_option("--upto", a->upto, "Stop just before the action with this id (the record's numbering)")
      ->check(CLI::Range(1, 1000000000));
  app.add_option("--format", a->format, "Output: text, json, or jsonl (a line a run, then the totals)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  app.add_option("--svg", a->svg_dir, "Draw each run below the best into this folder (ACTION-COMPANY.svg: the routes declared and the best)");
  app.add_option("--time-limit", a->time_limit, "Limit each run's search to SECONDS (the best then not proven)")
      ->check(CLI::NonNegativeNumber);
  auto threads = AddThreads(app);
  return [a, threads]() {
    threads();
    if (!a->svg_dir.empty() && !std::filesystem::is_directory(a->svg_dir))
      throw InputError(a->svg_dir, 0, "is not a folder (--svg names a folder that exists)");
    const GameRecord record = ReadGameRecord(a->record);
    SolveOptions opt;
    opt.time_limit = a->time_limit;
    const Audit audit = AuditRecord(record, std::make_shared<GameCache>(), a->upto, opt,
                                    [&](const AuditedRun& r, const Solved& s, const CheckResult* declared) {
                                      if (a->format == "jsonl") std::cout << JsonText(AuditRunJson(r)) << "\n";
                                      if (!a->svg_dir.empty() && r.Left() > 0) DrawRun(a->svg_dir, r, s, declared);
                                    });
    if (a->format == "text") std::cout << AuditText(a->record, audit);
    else std::cout << JsonText(AuditJson(a->record, audit, a->format == "json")) << "\n";
    if (!audit.stopped.empty()) {
      std::cerr << audit.stopped << "\n";
      return kBadInput;
    }
    return audit.total.Left() > 0 ? kDifference : kOk;
  };
}

}  // namespace xxroute::cli
