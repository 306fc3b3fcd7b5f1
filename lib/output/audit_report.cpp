// A recorded game's audit as text (audit_report.h).
#include "xxroute/audit_report.h"

#include <algorithm>
#include <sstream>

#include "format.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

std::string AuditBest(const AuditedRun& r) { return (r.proven ? "" : ">=") + std::to_string(r.best); }

// "KFN 60 in 2 of 9 runs", for each with anything left, most left first.
std::string AuditSums(const std::map<std::string, AuditSum>& sums) {
  std::vector<std::pair<std::string, AuditSum>> v(sums.begin(), sums.end());
  std::stable_sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.second.Left() > b.second.Left(); });
  std::string out;
  for (const auto& [name, s] : v)
    if (s.Left() > 0)
      out += Format("    %-12s %6d in %d of %d runs\n", name.c_str(), s.Left(), s.short_runs, s.runs);
  return out.empty() ? "    none\n" : out;
}

}  // namespace

std::string AuditText(const std::string& record_file, const Audit& a) {
  std::ostringstream o;
  o << record_file << ": " << a.game << (a.variant.empty() ? "" : " (" + a.variant + ")") << ", " << a.runs.size()
    << " run(s)" << (a.stopped.empty() ? "" : " before the import stopped") << "\n";
  o << Format("%7s  %-8s %-8s %-12s %8s %8s %6s\n", "action", "round", "company", "president", "declared", "best",
              "left");
  for (const AuditedRun& r : a.runs) {
    const std::string mark = r.run.declared > r.best ? "  declared above the best" : "";
    o << Format("%7d  %-8s %-8s %-12s %8d %8s %6d", r.run.action, r.run.round.c_str(), r.run.company.c_str(),
                r.president.c_str(), r.run.declared, AuditBest(r).c_str(), r.Left())
      << mark << "\n";
    if (!r.above_why.empty())  // (the rule the site read otherwise)
      o << "         declared " << r.run.routes << "\n         " << r.above_why << "\n";
    if (r.Left() > 0)  // (what was run, and the better routes)
      o << "         trains " << Join(r.run.trains) << "; declared " << r.run.routes << "\n         best "
        << Join(r.best_routes, "; ") << "\n";
  }
  o << "Left on the table: " << a.total.Left() << " in " << a.total.short_runs << " of " << a.total.runs
    << " runs (declared " << a.total.declared << ", best " << a.total.best << ")\n";
  o << "  by company:\n" << AuditSums(a.by_company) << "  by president:\n" << AuditSums(a.by_president);
  if (a.total.above_runs > 0)
    o << a.total.above_runs << " run(s) declared above the best xxroute finds: the site read a rule otherwise, each said above\n";
  for (const ImportReading& r : a.readings)
    o << (r.action ? "action " + std::to_string(r.action) : "The whole game") << ": " << r.what << "\n";
  if (!a.stopped.empty()) o << "The import stopped: " << a.stopped << "\n";
  return o.str();
}

}  // namespace xxroute
