// xxroute verify: checks every position's expect: block; one line per failure.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/json.h"
#include "xxroute/verify.h"
#include "xxroute/verify_report.h"

namespace xxroute::cli {

namespace {
struct VerifyArgs {
  std::vector<std::string> paths;
  bool quiet = false;
  std::string facts;
  std::string format = "text";
};
}  // namespace

Run AddVerify(CLI::App& app) {
  auto a = std::make_shared<VerifyArgs>();
  app.add_option("paths", a->paths, "Position files or folders (searched for *.yaml)")->required();
  app.add_flag("--quiet,-q", a->quiet, "Print only failures and the summary");
  app.add_option("--facts", a->facts,
                 "CSV of company facts positions do not carry (file,loans,no_permanent_train), for dividends");
  app.add_option("--format", a->format, "Output: text, json, or jsonl (a line per position)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  auto threads = AddThreads(app);
  return [a, threads, &app]() {
    threads();
    std::vector<std::string> files = CollectPositionFiles(a->paths);
    CompanyFacts facts;
    if (!a->facts.empty()) facts = LoadCompanyFacts(a->facts);
    const std::vector<VerifyOutcome> outcomes = VerifyFiles(files, Loading(app).warnings, {}, a->facts.empty() ? nullptr : &facts);
    if (a->format == "text") std::cout << VerifyText(outcomes, a->quiet);
    else if (a->format == "jsonl") std::cout << JsonLines(VerifyJsonLines(outcomes));
    else std::cout << JsonText(VerifyJson(outcomes)) << "\n";
    return Tally(outcomes).failed ? kDifference : kOk;
  };
}

}  // namespace xxroute::cli
