#include "xxroute/whatif_report.h"

#include "format.h"
#include "xxroute/report.h"

namespace xxroute {

namespace {

// The routes of an outcome in brief ("5+5 390: B13.c0-...; 1 train(s)
// idle"), with the subsidy and the trains that stand idle.
std::string RoutesShort(const Outcome& o) {
  std::string s;
  for (const auto& r : o.result.routes) {
    s += (s.empty() ? "" : "; ") + r.train->name + " " + std::to_string(r.value.revenue) + ": " +
         StopsText(o.board(), r);
    if (r.value.subsidy) s += " (+" + std::to_string(r.value.subsidy) + " subsidy)";
  }
  const size_t idle = o.loaded->company().trains.size() - o.result.routes.size();
  if (idle) s += (s.empty() ? "" : "; ") + std::to_string(idle) + " train(s) idle";
  return s.empty() ? "(no route)" : s;
}

// One row of the table; the base row has no difference and no cost.
std::string Row(const Outcome& o, int base_income, bool base_row) {
  std::string diff, cost;
  if (!base_row) {
    diff = o.result.income >= base_income ? "+" : "";
    diff += std::to_string(o.result.income - base_income);
    cost = std::to_string(o.cost);
  }
  std::string s = Format("  %-34s %7d %6s %6s  %s\n", o.change.c_str(), o.result.income, diff.c_str(), cost.c_str(),
                         RoutesShort(o).c_str());
  std::string said = o.cost_text;
  if (!o.notes.empty()) said += (said.empty() ? "" : "; ") + o.notes;
  if (!said.empty()) s += Format("  %-34s %s\n", "", ("  (" + said + ")").c_str());
  return s;
}

}  // namespace

std::string WhatIfText(const WhatIfRun& run, const std::string& rank) {
  const std::vector<Outcome>& out = run.outcomes;
  const int base_income = out[0].result.income;
  const char* ranked = !run.ranked            ? ""
                       : rank == "per-money" ? "ranked by income gained per money spent, "
                                             : "ranked by income gained, ";
  std::string s = Format("%s: %s%zu change(s)\n", out[0].result.company.c_str(), ranked, run.shown.size());
  s += Format("  %-34s %7s %6s %6s  %s\n", "change", "income", "diff", "cost", "routes");
  s += Row(out[0], base_income, true);
  for (size_t i : run.shown) s += Row(out[i], base_income, false);
  if (run.unaffordable > 0)  // (said once: the moves ranked that the company cannot pay)
    s += Format("  (%d more move(s) left out: each costs more than %s's treasury of %d)\n", run.unaffordable,
                out[0].result.company.c_str(), run.treasury.value_or(0));
  return s;
}

}  // namespace xxroute
