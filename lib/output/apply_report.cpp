#include "xxroute/apply_report.h"

#include "format.h"
#include "xxroute/report.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

// "  token D17                       40  (station 40)": the move, its cost
// right-aligned, what it cost and what followed.
std::string MoveLine(const TableMove& m) {
  std::string said = Join(m.costs, "; ");
  if (!m.notes.empty()) said += (said.empty() ? "" : "; ") + Join(m.notes, "; ");
  std::string cost = m.cost ? std::to_string(m.cost) : "";
  std::string out = "  " + m.text + std::string(m.text.size() < 28 ? 28 - m.text.size() : 0, ' ') + " " +
                    std::string(cost.size() < 5 ? 5 - cost.size() : 0, ' ') + cost +
                    (said.empty() ? "" : "  (" + said + ")");
  out.erase(out.find_last_not_of(' ') + 1);
  return out + "\n";
}

}  // namespace

std::string ApplyText(const std::string& file, const TableTurn& t, const Solved* solved) {
  std::string s = file + ": " + t.company + "\n";
  for (const auto& m : t.moves) s += MoveLine(m);
  if (t.treasury_before && t.treasury_after && *t.treasury_before != *t.treasury_after) {
    const int change = *t.treasury_after - *t.treasury_before;  // (a run or a loan adds)
    s += Format("  treasury %d %c %d = %d\n", *t.treasury_before, change < 0 ? '-' : '+', change < 0 ? -change : change,
                *t.treasury_after);
  }
  for (const auto& n : t.notes) s += "  " + n + "\n";
  if (t.keep >= 0)
    s += Format("  over the train limit: %s keeps %d; give up the others with --discard TRAIN\n",
                t.company.c_str(), t.keep);
  if (solved) s += SolveText(solved->board(), solved->result);
  else if (t.after.Closed(t.company)) s += t.company + ": closed\n";
  else if (t.after.FindCompany(t.company)) s += t.company + ": no trains yet\n";
  return s;
}

}  // namespace xxroute
