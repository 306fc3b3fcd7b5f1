// xxroute bench: solve positions repeatedly; time and peak memory per position.
#include <omp.h>

#include <cstdio>
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/bench.h"
#include "xxroute/json.h"
#include "xxroute/verify.h"

namespace xxroute::cli {

namespace {
struct BenchArgs {
  std::vector<std::string> paths;
  int repeat = 5;
  std::string format = "text";
};
}  // namespace

Run AddBench(CLI::App& app) {
  auto a = std::make_shared<BenchArgs>();
  app.add_option("paths", a->paths, "Position files or folders")->required();
  app.add_option("--repeat", a->repeat, "Solves per position (the median time is reported)")
      ->check(CLI::Range(1, 1000));
  app.add_option("--format", a->format, "Output: text or json")->check(CLI::IsMember({"text", "json"}));
  auto threads = AddThreads(app);
  return [a, threads, &app]() {
    threads();
    std::vector<std::string> files = CollectPositionFiles(a->paths);
    std::vector<BenchRow> rows;
    std::vector<double> times;
    bool failed = false;
    if (a->format == "text")
      std::printf("%-60s %8s %11s %11s %10s %9s\n", "position", "income", "candidates", "nodes", "median ms",
                  "peak MiB");
    for (const auto& f : files) {
      BenchRow r = BenchFile(f, a->repeat, Loading(app).warnings);
      rows.push_back(r);
      if (!r.ok) {
        failed = true;
        std::cerr << r.error << "\n";
        continue;
      }
      times.push_back(r.median_seconds);
      if (a->format == "text")
        std::printf("%-60s %8d %11ld %11ld %10.2f %9.1f%s\n", f.c_str(), r.income, r.candidates, r.nodes,
                    r.median_seconds * 1e3, r.peak_kib / 1024.0, r.optimal ? "" : "  (not proven)");
    }
    const int threads = omp_get_max_threads();
    if (a->format == "json") {
      std::cout << JsonText(BenchJson(rows, threads, a->repeat)) << "\n";
    } else {
      std::printf("%zu positions, %d thread(s): median %.2f ms, 95th percentile %.2f ms, max %.2f ms\n", times.size(),
                  threads, Percentile(times, 50) * 1e3, Percentile(times, 95) * 1e3, Percentile(times, 100) * 1e3);
    }
    return failed ? kBadInput : kOk;
  };
}

}  // namespace xxroute::cli
