#include "xxroute/run.h"

#include <algorithm>
#include <stdexcept>

#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/stock_rules.h"

namespace xxroute {

Solved SolvePosition(std::unique_ptr<LoadedPosition> loaded, const SolveOptions& options) {
  Solved s;
  s.loaded = std::move(loaded);
  s.result = Solve(s.loaded->network(), options);
  return s;
}

SolvedAround SolveAroundRoutes(std::unique_ptr<LoadedPosition> loaded, const std::string& routes,
                               const std::string& source, const SolveOptions& options) {
  SolvedAround s;
  s.solved.loaded = std::move(loaded);
  FixedSolve f = SolveFixed(s.solved.network(), ParseRouteNotation(routes, source), options);
  s.refused = std::move(f.check);
  s.solved.result = std::move(f.result);
  s.solved.result.company = s.solved.network().company().name;
  s.fixed = std::move(f.fixed);
  return s;
}

Checked CheckPosition(std::unique_ptr<LoadedPosition> loaded, const std::string& routes, const std::string& source,
                      int declared_income, const SolveOptions& options) {
  Checked c;
  const Position& pos = loaded->position();
  std::vector<DeclaredRoute> declared;
  if (!routes.empty()) {
    declared = ParseRouteNotation(routes, source);
  } else if (pos.expect && pos.expect->routes && declared_income < 0) {
    for (const auto& r : *pos.expect->routes) declared.push_back({r.train, r.stops, r.line});
  } else if (declared_income < 0) {
    throw InputError(pos.file, 0, "nothing to check: give --routes, --declared INCOME or an expect.routes block");
  }
  c.best = SolvePosition(std::move(loaded), options);
  if (declared.empty()) return c;
  c.routes_checked = true;
  c.check = CheckRoutes(c.best.network(), declared);
  if (!c.check.legal)
    c.where = routes.empty() ? c.best.loaded->position().file + ":" + std::to_string(c.check.error_line) : source;
  // Declared routes are one assignment the search also weighs: above a
  // proven optimum they would mean two scorers disagree. Never call that
  // the optimum.
  if (c.check.legal && c.best.result.optimal && c.check.income > c.best.result.income)
    throw std::logic_error("internal error: the declared routes earn " + std::to_string(c.check.income) +
                           ", above the proven optimum " + std::to_string(c.best.result.income) +
                           "; please report it");
  return c;
}

Paid PayPosition(const LoadedPosition& loaded, const DividendRequest& request) {
  const Position& pos = loaded.position();
  if (!loaded.game()) throw InputError(pos.file, 0, "dividends need a 'game' with a stock market");
  const Company& co = loaded.company();
  int income = request.income, subsidy = 0;
  if (income < 0) {
    Result r = Solve(loaded.network());
    income = r.income;
    subsidy = r.subsidy;
  }
  const Market& market = loaded.game()->market();
  DividendInput in = DividendInputFor(*co.spec, co.type);
  in.income = income;
  in.subsidy = request.subsidy >= 0 ? request.subsidy : subsidy;
  in.kind = request.payout == "full" ? "payout" : request.payout;
  in.last_round = request.last_round;
  in.share_percent = SharePercent(*loaded.game(), co.type);
  return {co.name, PayDividend(market, in, pos.file)};
}

Change RequestedChange(const MoveEdits& q) {
  Change mine;
  if (!q.trains.empty()) mine.edits.push_back(ParseEdit(Edit::kTrains, q.trains, "--trains"));
  for (const auto& t : q.add_train) mine.edits.push_back(ParseEdit(Edit::kAddTrain, t, "--add-train"));
  for (const auto& t : q.remove_train) mine.edits.push_back(ParseEdit(Edit::kRemoveTrain, t, "--remove-train"));
  for (const auto& t : q.lay) mine.edits.push_back(ParseEdit(Edit::kLay, t, "--lay"));
  for (const auto& t : q.token) mine.edits.push_back(ParseEdit(Edit::kToken, t, "--token"));
  for (const auto& t : q.block) mine.edits.push_back(ParseEdit(Edit::kBlock, t, "--block"));
  for (const auto& t : q.borrow_train) mine.edits.push_back(ParseEdit(Edit::kBorrow, t, "--borrow-train"));
  for (const auto& t : q.return_train) mine.edits.push_back(ParseEdit(Edit::kReturn, t, "--return-train"));
  for (const auto& t : q.buy_train) mine.edits.push_back(ParseEdit(Edit::kBuy, t, "--buy-train"));
  for (const auto& t : q.export_card) mine.edits.push_back(ParseEdit(Edit::kExport, t, "--export"));
  if (!q.phase.empty()) mine.edits.push_back(ParseEdit(Edit::kPhase, q.phase, "--phase"));
  for (const auto& t : q.exchange) mine.edits.push_back(ParseEdit(Edit::kExchange, t, "--exchange"));
  for (const auto& t : q.discard) mine.edits.push_back(ParseEdit(Edit::kDiscard, t, "--discard"));
  for (auto& e : mine.edits)
    if (e.kind == Edit::kExchange && !e.companies.empty()) e.keep = q.cgr_keep;
  for (const auto& e : mine.edits) mine.name += (mine.name.empty() ? "" : ", ") + e.Text();
  return mine;
}

namespace {

bool IsHypothesis(const Edit& e) {
  return e.kind == Edit::kTrains || e.kind == Edit::kAddTrain || e.kind == Edit::kRemoveTrain;
}

// With a ranking asked, the trains given as if the company had them
// (--trains, --add-train, --remove-train) are where the rankings start: the
// base is changed by them (and named so), `mine` keeps the other edits.
void TrainsUnderRankings(std::unique_ptr<LoadedPosition>& loaded, Change& mine, std::string* base_name) {
  Change trains, moves;
  for (const auto& e : mine.edits) (IsHypothesis(e) ? trains : moves).edits.push_back(e);
  if (trains.edits.empty()) return;
  for (const auto& e : trains.edits) *base_name += (base_name->empty() ? "as is with " : ", ") + e.Text();
  loaded = ApplyChange(*loaded, trains).loaded;
  for (const auto& e : moves.edits) moves.name += (moves.name.empty() ? "" : ", ") + e.Text();
  mine = std::move(moves);
}

}  // namespace

WhatIfRun RunWhatIf(std::unique_ptr<LoadedPosition> loaded, const WhatIfRequest& q) {
  // The edits on the command line make one change.
  Change mine = RequestedChange(q);
  std::string base_name;
  if (q.best_lay || q.best_token || q.buy) TrainsUnderRankings(loaded, mine, &base_name);
  const LoadedPosition& base = *loaded;
  std::vector<Change> changes;
  if (!mine.edits.empty()) changes.push_back(mine);
  if (!q.scenarios.empty())
    for (auto& c : LoadScenarios(q.scenarios)) changes.push_back(std::move(c));
  const size_t given = changes.size();
  WhatIfRun run;
  auto rank = [&](std::vector<Change> more) {
    changes.insert(changes.end(), more.begin(), more.end());
    run.ranked = true;
  };
  if (q.best_lay) rank(LayOptions(base, q.colors));
  if (q.best_token) rank(TokenOptions(base));
  if (q.buy) rank(BuyOptions(base));
  const std::string file = base.position().file;
  if (changes.empty() && !run.ranked)
    throw InputError(file, 0, "no change given: use --trains, --lay, --token, ..., --scenarios or --best-lay");
  // With routes already run (--fix), every change keeps them and ranks the
  // other trains' best around them.
  std::vector<DeclaredRoute> kept;
  for (const auto& f : q.fix)
    for (auto& r : ParseRouteNotation(f, "--fix")) kept.push_back(std::move(r));
  SolveOptions options;
  if (!kept.empty()) options.keep_routes = &kept;
  const std::string company = base.company().name;
  run.outcomes = RunChanges(std::move(loaded), changes, options);
  auto& out = run.outcomes;
  if (!out[0].ok) throw InputError(file, 0, out[0].error.substr(out[0].error.find(": ") + 2));
  if (!base_name.empty()) out[0].change = base_name;
  // A change the user asked for that breaks a rule is bad input.
  for (size_t i = 1; i <= given; ++i)
    if (!out[i].ok) throw *out[i].failure;
  // A ranked move the company cannot pay is not proposed, only counted.
  for (size_t i = 1; i < out.size(); ++i)
    if (out[i].ok) run.shown.push_back(i);
    else if (out[i].unaffordable) ++run.unaffordable;
  if (const CompanySpec* co = out[0].loaded->position().FindCompany(company)) run.treasury = co->treasury;
  // Ranked by the income gained, or by the income gained per money spent
  // (free moves first, by their gain); on equal terms the cheaper move
  // first, then the order found.
  const int base_income = out[0].result.income;
  auto per_money = [&](size_t i) {
    const int gain = out[i].result.income - base_income;
    return out[i].cost > 0 ? static_cast<double>(gain) / out[i].cost : gain > 0 ? 1e18 + gain : gain;
  };
  if (run.ranked && q.rank == "per-money")
    std::stable_sort(run.shown.begin(), run.shown.end(), [&](size_t x, size_t y) {
      if (per_money(x) != per_money(y)) return per_money(x) > per_money(y);
      return out[x].cost < out[y].cost;
    });
  else if (run.ranked)
    std::stable_sort(run.shown.begin(), run.shown.end(), [&](size_t x, size_t y) {
      if (out[x].result.income != out[y].result.income) return out[x].result.income > out[y].result.income;
      return out[x].cost < out[y].cost;
    });
  if (q.top > 0 && run.shown.size() > static_cast<size_t>(q.top)) run.shown.resize(q.top);
  return run;
}

}  // namespace xxroute
