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

// DIR/ACTION-COMPANY.svg: the run's board and the best routes.
void DrawRun(const std::string& dir, const AuditedRun& r, const Solved& s) {
  SvgOptions svg;
  svg.company = s.result.company;
  svg.network = &s.network();
  svg.routes = &s.result.routes;
  svg.title = ResultTitle(s.board(), s.result) + "; declared " + std::to_string(r.run.declared) + " (" +
              r.run.round + ", action " + std::to_string(r.run.action) + ")";
  WriteSvg((std::filesystem::path(dir) / (std::to_string(r.run.action) + "-" + r.run.company + ".svg")).string(),
           RenderSvg(s.board(), svg));
}
}  // namespace

Run AddAudit(CLI::App& app) {
  auto a = std::make_shared<AuditArgs>();
  app.add_option("record", a->record, "The game's record from 18xx.games (Tools, Game Data: JSON)")->required();
  app.add_option("--upto", a->upto, "Stop just before the action with this id (the record's numbering)")
      ->check(CLI::Range(1, 1000000000));
  app.add_option("--format", a->format, "Output: text, json, or jsonl (a line a run, then the totals)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  app.add_option("--svg", a->svg_dir, "Draw each run's best routes into this folder (ACTION-COMPANY.svg)");
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
                                    [&](const AuditedRun& r, const Solved& s) {
                                      if (a->format == "jsonl") std::cout << JsonText(AuditRunJson(r)) << "\n";
                                      if (!a->svg_dir.empty()) DrawRun(a->svg_dir, r, s);
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
