// Every run of a record against the best (audit.h).
#include "xxroute/audit.h"

#include "xxroute/error.h"
#include <optional>

#include "xxroute/money_rules.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

void AddToSum(AuditSum& s, const AuditedRun& r) {
  ++s.runs;
  if (r.Left() > 0) ++s.short_runs;
  if (r.run.declared > r.best) ++s.above_runs;
  s.declared += r.run.declared;
  s.best += std::max(r.best, r.run.declared);
}

// The routes in route notation, each "TRAIN: STOP-STOP-...".
std::vector<std::string> RoutesWritten(const Board& b, const std::vector<Route>& routes) {
  std::vector<std::string> out;
  for (const Route& r : routes) {
    std::vector<std::string> stops;
    for (int s : r.stops) stops.push_back(b.stops()[s].label);
    out.push_back(r.train->name + ": " + Join(stops, "-"));
  }
  return out;
}

// The recorded routes read on the run's board (route notation, hexes where
// the site names hexes), or nothing where a hex has several stops to
// choose from or the routes break a rule as read.
std::optional<CheckResult> ReadDeclared(const ImportedRun& run, const Solved& solved) {
  try {
    CheckResult c = CheckRoutes(solved.network(),
                                ParseRouteNotation(run.routes, "the routes of action " + std::to_string(run.action)));
    if (c.legal) return c;
  } catch (const InputError&) {
  }
  return std::nullopt;
}

// Why the recorded routes of a run declared above the best are not legal
// here: the first rule they break as the rulebook reads it (18CZ 29247
// action 345 runs from Praha to Praha, one group of stops visited twice), or
// why they cannot be read.
std::string WhyAbove(const ImportedRun& run, const Solved& solved) {
  try {
    const CheckResult c = CheckRoutes(solved.network(),
                                      ParseRouteNotation(run.routes, "the routes of action " + std::to_string(run.action)));
    if (!c.legal) return c.error;
    if (c.ambiguous) return "the recorded routes read several ways: " + c.error;
    return "the recorded routes read here pay " + std::to_string(c.income + c.subsidy);
  } catch (const InputError& e) {
    return std::string("the recorded routes cannot be read here: ") + e.what();
  }
}

// The run's position solved for its company; its president from the
// company's shares in that position.
AuditedRun SolveRun(const ImportedRun& run, const std::shared_ptr<GameCache>& games, const SolveOptions& options,
                    const AuditEach& each) {
  AuditedRun out;
  out.run = run;
  Position pos = ParsePosition(run.position, "action " + std::to_string(run.action));
  if (const CompanySpec* c = pos.FindCompany(run.company)) out.president = President(*c);
  Solved solved = SolvePosition(LoadedPosition::Make(std::move(pos), games, {run.company, LoadOptions::kCompany,
                                                                             LoadOptions::kNoAudit}),
                                options);
  out.best = solved.result.income + solved.result.subsidy;
  out.best_subsidy = solved.result.subsidy;
  out.proven = solved.result.optimal;
  std::optional<CheckResult> declared;
  if (out.Left() > 0) {
    out.best_routes = RoutesWritten(solved.board(), solved.result.routes);
    declared = ReadDeclared(run, solved);
    out.declared_read = declared.has_value();
  }
  if (run.declared > out.best) out.above_why = WhyAbove(run, solved);
  if (each) each(out, solved, declared ? &*declared : nullptr);
  return out;
}

}  // namespace

Audit AuditRecord(const GameRecord& record, std::shared_ptr<GameCache> games, int upto, const SolveOptions& options,
                  const AuditEach& each) {
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
