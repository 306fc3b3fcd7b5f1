// xxroute verify: checks every position's expect: block; one line per failure.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/verify.h"

namespace xxroute::cli {

namespace {
struct VerifyArgs {
  std::vector<std::string> paths;
  bool quiet = false;
  std::string facts;
};
}  // namespace

Run AddVerify(CLI::App& app) {
  auto a = std::make_shared<VerifyArgs>();
  app.add_option("paths", a->paths, "Position files or folders (searched for *.yaml)")->required();
  app.add_flag("--quiet,-q", a->quiet, "Print only failures and the summary");
  app.add_option("--facts", a->facts,
                 "CSV of company facts positions do not carry (file,loans,no_permanent_train), for dividends");
  auto threads = AddThreads(app);
  return [a, threads, &app]() {
    threads();
    std::vector<std::string> files = CollectPositionFiles(a->paths);
    CompanyFacts facts;
    if (!a->facts.empty()) facts = LoadCompanyFacts(a->facts);
    auto games = std::make_shared<GameCache>();  // (each game read once, whichever thread asks first)
    const WarningPolicy warnings = Loading(app).warnings;
    int passed = 0, failed = 0, better = 0, gain = 0;
    std::vector<VerifyOutcome> outcomes(files.size());
#pragma omp parallel for schedule(dynamic, 1)
    for (size_t i = 0; i < files.size(); ++i)
      outcomes[i] = VerifyFile(files[i], games, warnings, {}, a->facts.empty() ? nullptr : &facts);
    for (size_t i = 0; i < files.size(); ++i) {
      const std::string& f = files[i];
      const VerifyOutcome& o = outcomes[i];
      if (!a->quiet)
        for (const auto& n : o.notes) std::cout << n << "\n";
      if (!o.has_expect) continue;
      if (o.passed()) ++passed;
      else ++failed;
      for (const auto& line : o.failures) std::cout << line << "\n";
      if (o.passed() && o.declared >= 0 && o.optimum > o.declared) {
        ++better;
        gain = std::max(gain, o.optimum - o.declared);
        if (!a->quiet)
          std::cout << f << ": optimum " << o.optimum << " beats the declared " << o.declared << "\n";
      }
    }
    if (better) std::cout << "optimum above the declared income in " << better << " position(s), largest gain " << gain << "\n";
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed ? kDifference : kOk;
  };
}

}  // namespace xxroute::cli
