#include "xxroute/verify.h"

#include "xxroute/loaded_position.h"

#include <algorithm>
#include <chrono>
#include <filesystem>

#include <fstream>
#include <sstream>

#include "xxroute/board.h"
#include "xxroute/dividend.h"
#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/text.h"

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
      if (found.empty()) throw InputError(p, 0, "the folder holds no position file (*.yaml, *.yml)");
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

// The expected dividend, paid from the declared income with the same code as
// the dividends command.
void CheckDividend(const LoadedPosition& lp, int income, int subsidy, VerifyOutcome* out) {
  const Position& pos = lp.position();
  const Company& company = lp.company();
  const Expect& e = *pos.expect;
  const ExpectDividend& want = *e.dividend;
  const std::string& file = pos.file;
  const Market& market = lp.game()->market();
  const CompanySpec& spec = *company.spec;
  if (market.interest_per_loan && !spec.loans) {
    out->notes.push_back(file + ": dividend not checked: the position does not say how many loans " + company.name +
                         " has (company key loans)");
    return;
  }
  DividendInput in = DividendInputFor(spec, company.type);
  in.income = income;
  in.subsidy = subsidy;
  in.kind = want.kind;
  const bool forced = std::count(market.forced_withhold.begin(), market.forced_withhold.end(), company.name) > 0;
  DividendResult got = PayDividend(market, in, file);
  auto fail = [&](const std::string& what) {
    out->failures.push_back(file + ":" + std::to_string(want.line) + ": dividend: " + what);
  };
  auto holders = [](const std::map<std::string, int>& m) {
    std::string s;
    for (const auto& [h, c] : m) s += (s.empty() ? "" : ", ") + h + " " + std::to_string(c);
    return s.empty() ? std::string("nobody") : s;
  };
  if (got.kind != want.kind) fail("kind " + got.kind + ", expected " + want.kind);
  if (got.per_holder != want.per_holder) fail("pays " + holders(got.per_holder) + ", expected " + holders(want.per_holder));
  if (want.to_treasury && got.to_treasury != *want.to_treasury)
    fail("treasury gets " + std::to_string(got.to_treasury) + ", expected " + std::to_string(*want.to_treasury));
  if (want.share_price_before && spec.share_price && *want.share_price_before != *spec.share_price)
    fail("share price before " + std::to_string(*spec.share_price) + ", expected " +
         std::to_string(*want.share_price_before));
  if (want.share_price_after && got.price_after.empty()) {
    out->notes.push_back(file + ": share price not checked: the market's prices are unknown (" +
                         (got.price_moves.empty() ? std::string("no move known") : got.price_moves[0]) + ")");
  } else if (want.share_price_after) {
    if (forced && !spec.no_permanent_train) {
      out->notes.push_back(file + ": share price not checked: the position does not say whether " + company.name +
                           " has owned a permanent train (company key no_permanent_train)");
    } else if (std::find(got.price_after.begin(), got.price_after.end(), *want.share_price_after) ==
               got.price_after.end()) {
      std::string after;
      for (int p : got.price_after) after += (after.empty() ? "" : " or ") + std::to_string(p);
      fail("share price after " + after + ", expected " + std::to_string(*want.share_price_after));
    } else if (got.price_after.size() > 1) {
      out->notes.push_back(file + ": share price " + std::to_string(*spec.share_price) +
                           " is in several market cells; the expected price is one of the outcomes");
    }
  }
}

// A failure of the file's expectations, at `line` of it (0: the file's).
void AddFailure(VerifyOutcome* out, const std::string& file, int line, const std::string& what) {
  out->failures.push_back(file + Line(line) + ": " + what);
}

// The facts a position may leave out (a company's loans, whether it has owned
// a permanent train) written in from the facts file, by the file's path or
// its folder and name; where they are not given, none.
void WriteInFacts(const std::string& file, const CompanyFacts& facts, Position* pos) {
  std::string key = file;
  if (!facts.count(key)) {
    fs::path p(file);
    key = (p.parent_path().filename() / p.filename()).string();
  }
  if (auto it = facts.find(key); it != facts.end())
    for (auto& c : pos->companies)
      if (c.name == pos->expect->company || pos->companies.size() == 1)
        c.loans = it->second.first, c.no_permanent_train = it->second.second;
  for (auto& c : pos->companies) {
    if (!c.loans) c.loans = 0;
    if (!c.no_permanent_train) c.no_permanent_train = false;
  }
}

// The optimum against the expectation: proven, the revenue expected, no
// less than the income declared.
void CheckOptimum(const std::string& file, const Expect& e, const Result& best, VerifyOutcome* out) {
  if (!best.optimal) AddFailure(out, file, e.line, "the search was cut by the time limit; nothing proven");
  if (e.revenue && best.income != *e.revenue)
    AddFailure(out, file, e.line,
               "optimum " + std::to_string(best.income) + ", expected revenue " + std::to_string(*e.revenue));
  if (e.at_least) {
    out->declared = *e.at_least;
    if (best.income < *e.at_least)
      AddFailure(out, file, e.line,
                 "optimum " + std::to_string(best.income) + " is below the declared " + std::to_string(*e.at_least));
  }
}

// The routes declared, checked together (CheckRoutes): legal, each earning
// and paying the subsidy expected, together the subsidy and the income
// declared. Their income and subsidy into `income` and `subsidy`.
void CheckDeclaredRoutes(const std::string& file, const Network& net, const Expect& e, VerifyOutcome* out,
                         int* income, int* subsidy) {
  std::vector<DeclaredRoute> declared;
  for (const auto& r : *e.routes) declared.push_back({r.train, r.stops, r.line});
  CheckResult c = CheckRoutes(net, declared);
  if (!c.legal) {
    AddFailure(out, file, c.error_line, "declared " + c.error);
    return;
  }
  *income = c.income;
  *subsidy = c.subsidy;
  for (size_t i = 0; i < declared.size(); ++i) {
    const auto& er = (*e.routes)[i];
    const RouteValue& v = c.routes[i].route.value;
    if (er.revenue && v.revenue != *er.revenue)
      AddFailure(out, file, er.line, "route " + std::to_string(i + 1) + " (" + er.train + ") earns " +
                                         std::to_string(v.revenue) + ", expected " + std::to_string(*er.revenue));
    if (er.subsidy && v.subsidy != *er.subsidy)
      AddFailure(out, file, er.line, "route " + std::to_string(i + 1) + " (" + er.train + ") subsidy " +
                                         std::to_string(v.subsidy) + ", expected " + std::to_string(*er.subsidy));
  }
  if (e.subsidy && c.subsidy != *e.subsidy)
    AddFailure(out, file, e.line,
               "declared routes' subsidy " + std::to_string(c.subsidy) + ", expected " + std::to_string(*e.subsidy));
  if (e.at_least && c.income != *e.at_least)
    AddFailure(out, file, e.line, "declared routes earn " + std::to_string(c.income) + ", but at_least says " +
                                      std::to_string(*e.at_least));
}

// The solver's own routes must pass the checker, for the same income.
void CheckSolverRoutes(const std::string& file, const LoadedPosition& lp, const Result& best, VerifyOutcome* out) {
  std::vector<DeclaredRoute> own;
  for (const auto& r : best.routes) {
    DeclaredRoute d{r.train->name, {}, 0};
    for (int s : r.stops) d.stops.push_back(lp.board().stops()[s].label);
    own.push_back(d);
  }
  if (own.empty()) return;
  CheckResult c = CheckRoutes(lp.network(), own);
  if (!c.legal) AddFailure(out, file, 0, "the solver's own routes fail the check: " + c.error);
  else if (c.income != best.income)
    AddFailure(out, file, 0, "the solver's routes earn " + std::to_string(c.income) + " when checked, " +
                                 std::to_string(best.income) + " when solved");
}

void Run(const std::string& file, std::shared_ptr<GameCache> games, WarningPolicy warnings,
         const SolveOptions& options, const CompanyFacts* facts, VerifyOutcome* out) {
  Position pos = LoadPosition(file);
  if (!pos.expect) return;
  if (facts) WriteInFacts(file, *facts, &pos);
  out->has_expect = true;
  const std::string company_name = pos.expect->company;
  // (the facts written in before the board is built: a session from the position as changed)
  auto lp = LoadedPosition::Make(std::move(pos), std::move(games), {company_name, LoadOptions::kCompany,
                                                                    LoadOptions::kAudit, warnings});
  const Expect& e = *lp->position().expect;
  const Network& net = lp->network();
  Result best = Solve(net, options);
  out->optimum = best.income;
  int declared_income = e.at_least.value_or(best.income);
  int declared_subsidy = e.subsidy.value_or(best.subsidy);
  CheckOptimum(file, e, best, out);
  if (e.routes) CheckDeclaredRoutes(file, net, e, out, &declared_income, &declared_subsidy);
  else if (e.subsidy && best.subsidy != *e.subsidy)
    AddFailure(out, file, e.line,
               "optimum's subsidy " + std::to_string(best.subsidy) + ", expected " + std::to_string(*e.subsidy));
  if (e.dividend && lp->game() && !e.at_least && !e.routes)
    out->notes.push_back(file + ": dividend not checked: no declared income (expect.at_least) to pay from");
  else if (e.dividend && lp->game()) CheckDividend(*lp, declared_income, declared_subsidy, out);
  CheckSolverRoutes(file, *lp, best, out);
}

}  // namespace

CompanyFacts LoadCompanyFacts(const std::string& csv) {
  std::ifstream in(csv);
  if (!in) throw InputError(csv, 0, "cannot be read");
  CompanyFacts facts;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#' || line.rfind("file,", 0) == 0) continue;
    std::stringstream ss(line);
    std::string file, loans, npt;
    std::getline(ss, file, ',');
    std::getline(ss, loans, ',');
    std::getline(ss, npt, ',');
    const int count = WholeNumber(loans, 9);
    if (file.empty() || count < 0 || (npt != "true" && npt != "false"))
      throw InputError(csv, n, "expected FILE,LOANS,true|false");
    facts[file] = {count, npt == "true"};
  }
  return facts;
}

VerifyOutcome VerifyFile(const std::string& file, std::shared_ptr<GameCache> games, WarningPolicy warnings,
                         const SolveOptions& options, const CompanyFacts* facts) {
  VerifyOutcome out;
  out.file = file;
  auto t0 = std::chrono::steady_clock::now();
  try {
    Run(file, std::move(games), warnings, options, facts, &out);
  } catch (const InputError& e) {
    out.has_expect = true;
    out.failures.push_back(e.what());
  } catch (const std::exception& e) {  // (out of memory): never escape a thread
    out.has_expect = true;
    out.failures.push_back(file + ": " + e.what());
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

std::vector<VerifyOutcome> VerifyFiles(const std::vector<std::string>& files, WarningPolicy warnings,
                                       const SolveOptions& options, const CompanyFacts* facts) {
  auto games = std::make_shared<GameCache>();  // (each game read once, whichever thread asks first)
  std::vector<VerifyOutcome> outcomes(files.size());
#pragma omp parallel for schedule(dynamic, 1)
  for (size_t i = 0; i < files.size(); ++i) outcomes[i] = VerifyFile(files[i], games, warnings, options, facts);
  return outcomes;
}

VerifyTally Tally(const std::vector<VerifyOutcome>& outcomes) {
  VerifyTally t;
  for (const VerifyOutcome& o : outcomes) {
    if (!o.has_expect) continue;
    if (o.passed()) ++t.passed;
    else ++t.failed;
    if (o.beats_declared()) {
      ++t.better;
      t.largest_gain = std::max(t.largest_gain, o.optimum - o.declared);
    }
  }
  return t;
}

}  // namespace xxroute
