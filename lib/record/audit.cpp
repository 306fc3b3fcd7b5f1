// Every run of a record against the best (audit.h).
#include "xxroute/audit.h"

#include "xxroute/error.h"
#include "xxroute/money_rules.h"

namespace xxroute {

namespace {

void AddToSum(AuditSum& s, const AuditedRun& r) {
  ++s.runs;
  if (r.Left() > 0) ++s.short_runs;
  if (r.run.declared > r.best) ++s.above_runs;
  s.declared += r.run.declared;
  s.best += std::max(r.best, r.run.declared);
}

// The run's position solved for its company; its president from the
// company's shares in that position.
AuditedRun SolveRun(const ImportedRun& run, const std::shared_ptr<GameCache>& games, const SolveOptions& options,
                 const std::function<void(const AuditedRun&, const Solved&)>& each) {
  AuditedRun out;
  out.run = run;
  Position pos = ParsePosition(run.position, "action " + std::to_string(run.action));
  if (const CompanySpec* c = pos.FindCompany(run.company)) out.president = President(*c);
  Solved solved = SolvePosition(LoadedPosition::Make(std::move(pos), games, {run.company, LoadOptions::kCompany,
                                                                             LoadOptions::kNoAudit}),
                                options);
  out.best = solved.result.income + solved.result.subsidy;
  out.proven = solved.result.optimal;
  if (each) each(out, solved);
  return out;
}

}  // namespace

Audit AuditRecord(const GameRecord& record, std::shared_ptr<GameCache> games, int upto, const SolveOptions& options,
                  const std::function<void(const AuditedRun&, const Solved&)>& each) {
  const Imported imported = ImportRecord(record, games, upto, "game.yaml", /*stop_at_error=*/true);
  Audit a;
  a.game = imported.game;
  a.variant = imported.variant;
  a.readings = imported.readings;
  a.stopped = imported.stopped;
  for (const ImportedRun& run : imported.runs) {
    AuditedRun r = SolveRun(run, games, options, each);
    AddToSum(a.by_company[r.run.company], r);
    if (!r.president.empty()) AddToSum(a.by_president[r.president], r);
    AddToSum(a.total, r);
    a.runs.push_back(std::move(r));
  }
  return a;
}

}  // namespace xxroute
