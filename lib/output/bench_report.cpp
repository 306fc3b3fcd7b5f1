#include "xxroute/bench_report.h"

#include "format.h"

namespace xxroute {

std::string BenchHeaderText() {
  return Format("%-60s %8s %11s %11s %10s %9s\n", "position", "income", "candidates", "nodes", "median ms",
                "peak MiB");
}

std::string BenchRowText(const BenchRow& r) {
  if (!r.ok) return "";
  return Format("%-60s %8d %11ld %11ld %10.2f %9.1f%s\n", r.file.c_str(), r.income, r.candidates, r.nodes,
                r.median_seconds * 1e3, r.peak_kib / 1024.0, r.optimal ? "" : "  (not proven)");
}

std::string BenchSummaryText(const std::vector<BenchRow>& rows, int threads) {
  std::vector<double> times;
  for (const auto& r : rows)
    if (r.ok) times.push_back(r.median_seconds);
  return Format("%zu positions, %d thread(s): median %.2f ms, 95th percentile %.2f ms, max %.2f ms\n", times.size(),
                threads, Percentile(times, 50) * 1e3, Percentile(times, 95) * 1e3, Percentile(times, 100) * 1e3);
}

}  // namespace xxroute
