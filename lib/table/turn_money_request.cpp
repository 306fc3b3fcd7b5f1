// The money options of `apply` made edits, placed in the turn's order.
#include <algorithm>

#include "xxroute/error.h"
#include "xxroute/turn_money.h"

namespace xxroute {

namespace {

bool Before(Edit::Kind k) {  // the moves a turn makes before its run
  return k == Edit::kTrains || k == Edit::kAddTrain || k == Edit::kRemoveTrain || k == Edit::kLay ||
         k == Edit::kToken || k == Edit::kBlock || k == Edit::kBorrow;
}

}  // namespace

Change WithMoneyEdits(Change mine, const MoneyRequest& q) {
  std::vector<Edit> stock, run, after_bank;
  for (const auto& s : q.shares) stock.push_back(ParseEdit(Edit::kShares, s, "--shares"));
  for (const auto& p : q.par) stock.push_back(ParseEdit(Edit::kPar, p, "--par"));
  if (q.payout.empty() && !q.routes.empty())
    throw InputError("--routes", 0, "the routes run are paid with --pay, --withhold or --half");
  if (q.payout.empty() && q.declared >= 0)
    throw InputError("--declared", 0, "the income declared is paid with --pay, --withhold or --half");
  if (q.recorded && q.declared < 0)
    throw InputError("--recorded", 0, "the income a record gives is declared with --declared");
  if (q.subsidy >= 0 && q.declared < 0)
    throw InputError("--subsidy", 0, "the subsidy is declared with the income, --declared");
  if (!q.routes.empty() && q.declared >= 0)
    throw InputError("--declared", 0, "give the routes run (--routes) or the income declared, not both");
  if (!q.payout.empty()) {
    const std::string option = q.payout == "payout" ? "--pay" : "--" + q.payout;
    Edit e = ParseEdit(Edit::kRun, q.payout, option);
    e.routes = q.routes;
    e.amount = q.declared;
    e.recorded = q.recorded;
    e.subsidy = q.subsidy;
    run.push_back(e);
  }
  for (const auto& n : q.take_loan) {
    Edit e = ParseEdit(Edit::kTakeLoan, n, "--take-loan");
    e.after_run = !run.empty();
    run.push_back(e);
  }
  for (const auto& b : q.buy_from) after_bank.push_back(ParseEdit(Edit::kBuyFrom, b, "--buy-train-from"));
  for (const auto& n : q.repay_loan) after_bank.push_back(ParseEdit(Edit::kRepayLoan, n, "--repay-loan"));
  // (the moves before the run, then the run, the bank's trains, the others')
  auto& e = mine.edits;
  auto first_after = std::find_if(e.begin(), e.end(), [](const Edit& x) { return !Before(x.kind); });
  const size_t run_at = first_after - e.begin();
  e.insert(e.begin() + run_at, run.begin(), run.end());
  auto bank_end = std::find_if(e.begin() + run_at + run.size(), e.end(),
                               [](const Edit& x) { return x.kind != Edit::kBuy; });
  e.insert(bank_end, after_bank.begin(), after_bank.end());
  e.insert(e.begin(), stock.begin(), stock.end());
  if (q.president_pays >= 0) {  // (with the company's first train: the bank's, else another company's)
    auto buy = std::find_if(e.begin(), e.end(), [](const Edit& x) { return x.kind == Edit::kBuy; });
    if (buy == e.end()) buy = std::find_if(e.begin(), e.end(), [](const Edit& x) { return x.kind == Edit::kBuyFrom; });
    if (buy == e.end())
      throw InputError("--president-pays", 0, "the president's money goes to a train the company buys: add "
                                              "--buy-train or --buy-train-from");
    buy->president_pays = q.president_pays;
  }
  mine.name.clear();
  for (const auto& x : e) mine.name += (mine.name.empty() ? "" : ", ") + x.Text();
  return mine;
}

std::string StockCompany(const Change& change) {
  std::string company;
  for (const auto& e : change.edits) {
    if (e.kind != Edit::kShares && e.kind != Edit::kPar) return "";
    if (!company.empty() && company != e.company) return "";
    company = e.company;
  }
  return company;
}

}  // namespace xxroute
