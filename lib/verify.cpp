#include "xxroute/verify.h"

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/network.h"
#include "xxroute/position.h"

namespace xxroute {

namespace fs = std::filesystem;

std::vector<std::string> CollectPositionFiles(const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec))
        if (it->is_regular_file() && (it->path().extension() == ".yaml" || it->path().extension() == ".yml"))
          found.push_back(it->path().string());
      std::sort(found.begin(), found.end());
      out.insert(out.end(), found.begin(), found.end());
    } else if (fs::exists(p, ec)) {
      out.push_back(p);
    } else {
      throw InputError(p, 0, "no such file or folder");
    }
  }
  return out;
}

namespace {

std::string Line(int line) { return line > 0 ? ":" + std::to_string(line) : ""; }

void Run(const std::string& file, const SolveOptions& options, VerifyOutcome* out) {
  Position pos = LoadPosition(file);
  if (!pos.expect) return;
  out->has_expect = true;
  const Expect& e = *pos.expect;
  auto board = Board::Build(pos);
  const Company& company = board->SelectCompany(e.company);
  Network net(*board, company);
  Result best = Solve(net, options);
  out->optimum = best.income;
  auto fail = [&](int line, const std::string& what) { out->failures.push_back(file + Line(line) + ": " + what); };
  if (!best.optimal) fail(e.line, "the search was cut by the time limit; nothing proven");
  if (e.revenue && best.income != *e.revenue)
    fail(e.line, "optimum " + std::to_string(best.income) + ", expected revenue " + std::to_string(*e.revenue));
  if (e.at_least) {
    out->declared = *e.at_least;
    if (best.income < *e.at_least)
      fail(e.line, "optimum " + std::to_string(best.income) + " is below the declared " +
                       std::to_string(*e.at_least));
  }
  if (e.routes) {
    std::vector<DeclaredRoute> declared;
    for (const auto& r : *e.routes) declared.push_back({r.train, r.stops, r.line});
    CheckResult c = CheckRoutes(net, declared);
    if (!c.legal) {
      fail(c.error_line, "declared " + c.error);
    } else {
      for (size_t i = 0; i < declared.size(); ++i) {
        const auto& er = (*e.routes)[i];
        const RouteValue& v = c.routes[i].route.value;
        if (er.revenue && v.revenue != *er.revenue)
          fail(er.line, "route " + std::to_string(i + 1) + " (" + er.train + ") earns " +
                            std::to_string(v.revenue) + ", expected " + std::to_string(*er.revenue));
        if (er.subsidy && v.subsidy != *er.subsidy)
          fail(er.line, "route " + std::to_string(i + 1) + " (" + er.train + ") subsidy " +
                            std::to_string(v.subsidy) + ", expected " + std::to_string(*er.subsidy));
      }
      if (e.subsidy && c.subsidy != *e.subsidy)
        fail(e.line, "declared routes' subsidy " + std::to_string(c.subsidy) + ", expected " +
                         std::to_string(*e.subsidy));
      if (e.at_least && c.income != *e.at_least)
        fail(e.line, "declared routes earn " + std::to_string(c.income) + ", but at_least says " +
                         std::to_string(*e.at_least));
    }
  } else if (e.subsidy && best.subsidy != *e.subsidy) {
    fail(e.line, "optimum's subsidy " + std::to_string(best.subsidy) + ", expected " + std::to_string(*e.subsidy));
  }
  // The solver's own routes must pass the checker, for the same income.
  std::vector<DeclaredRoute> own;
  for (const auto& r : best.routes) {
    DeclaredRoute d{r.train->name, {}, 0};
    for (int s : r.stops) d.stops.push_back(board->stops()[s].label);
    own.push_back(d);
  }
  if (!own.empty()) {
    CheckResult c = CheckRoutes(net, own);
    if (!c.legal) fail(0, "the solver's own routes fail the check: " + c.error);
    else if (c.income != best.income)
      fail(0, "the solver's routes earn " + std::to_string(c.income) + " when checked, " +
                  std::to_string(best.income) + " when solved");
  }
}

}  // namespace

VerifyOutcome VerifyFile(const std::string& file, const SolveOptions& options) {
  VerifyOutcome out;
  out.file = file;
  auto t0 = std::chrono::steady_clock::now();
  try {
    Run(file, options, &out);
  } catch (const InputError& e) {
    out.has_expect = true;
    out.failures.push_back(e.what());
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

}  // namespace xxroute
