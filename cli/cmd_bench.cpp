// xxroute bench: solve positions repeatedly; time and peak memory per position.
#include <omp.h>

#include <algorithm>
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/bench.h"
#include "xxroute/bench_report.h"
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
  app.add_option("--format", a->format, "Output: text, json, or jsonl (a line per position as it is measured)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  auto threads = AddThreads(app);
  return [a, threads, &app]() {
    threads();
    std::vector<std::string> files = CollectPositionFiles(a->paths);
    std::vector<BenchRow> rows;
    if (a->format == "text") std::cout << BenchHeaderText() << std::flush;
    for (const auto& f : files) {
      rows.push_back(BenchFile(f, a->repeat, Loading(app).warnings));
      const BenchRow& r = rows.back();
      if (!r.ok) {
        std::cerr << r.error << "\n";
        if (a->format == "jsonl") std::cout << JsonText(BenchJson({r}, 1, a->repeat)["positions"][0]) << std::endl;
      } else if (a->format == "text") std::cout << BenchRowText(r) << std::flush;
      else if (a->format == "jsonl") std::cout << JsonText(BenchRowJson(r)) << std::endl;
    }
    const int threads = omp_get_max_threads();
    if (a->format == "text") std::cout << BenchSummaryText(rows, threads);
    else if (a->format == "json") std::cout << JsonText(BenchJson(rows, threads, a->repeat)) << "\n";
    const bool failed = std::any_of(rows.begin(), rows.end(), [](const BenchRow& r) { return !r.ok; });
    return failed ? kBadInput : kOk;
  };
}

}  // namespace xxroute::cli
