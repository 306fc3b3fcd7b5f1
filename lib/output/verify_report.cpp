#include "xxroute/verify_report.h"

namespace xxroute {

std::string VerifyText(const std::vector<VerifyOutcome>& outcomes, bool quiet) {
  std::string s;
  for (const VerifyOutcome& o : outcomes) {
    if (!quiet)
      for (const auto& n : o.notes) s += n + "\n";
    if (!o.has_expect) continue;
    for (const auto& line : o.failures) s += line + "\n";
    if (o.beats_declared() && !quiet)
      s += o.file + ": optimum " + std::to_string(o.optimum) + " beats the declared " + std::to_string(o.declared) +
           "\n";
  }
  const VerifyTally t = Tally(outcomes);
  if (t.better)
    s += "optimum above the declared income in " + std::to_string(t.better) + " position(s), largest gain " +
         std::to_string(t.largest_gain) + "\n";
  return s + std::to_string(t.passed) + " passed, " + std::to_string(t.failed) + " failed\n";
}

}  // namespace xxroute
