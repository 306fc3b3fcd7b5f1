// The turn's money made on a position: the run and its payout (treasury,
// share price, interest on loans), loans taken and repaid, a train bought
// from another company, and the stock round's shares and par prices.
#include <algorithm>
#include <numeric>

#include "turn_money_edits.h"
#include "xxroute/check.h"
#include "xxroute/dividend.h"
#include "xxroute/error.h"
#include "xxroute/money_rules.h"
#include "xxroute/solver.h"
#include "xxroute/stock_rules.h"
#include "xxroute/train_rules.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {


const Game& GameOf(const LoadedPosition& now, const Edit& e) {
  if (!now.game()) RefuseEdit(e, now.position(), "the file names no 'game', whose rules and stock market this needs");
  return *now.game();
}

// Where a game does not offer a kind of payout, the rulebook line that says
// what it offers (market.yaml dividends kinds_rule).
std::string KindsRule(const Game& g) {
  const Market& m = g.market();
  return m.kinds_rule.empty() ? TitleWithVariant(g) + " offers " + Join(m.kinds) : m.kinds_rule;
}

// The mine subsidy declared with the income (--subsidy): at most the best
// routes' (a record's taken as recorded, said); none declared, none paid.
int DeclaredSubsidy(const Edit& e, const Position& pos, const Result& best, Applied* a) {
  if (e.subsidy < 0) {
    if (best.subsidy)
      a->notes.push_back("no mine subsidy with an income declared (the best routes' is " + std::to_string(best.subsidy) +
                         "): declare it with --subsidy, or give the routes with --routes");
    return 0;
  }
  if (e.subsidy > best.subsidy && e.recorded) {
    a->notes.push_back("the record's subsidy, " + std::to_string(e.subsidy) + ", is more than the best routes', " +
                       std::to_string(best.subsidy) + ": taken as recorded");
  } else if (e.subsidy > best.subsidy) {
    RefuseEdit(e, pos, "the subsidy declared, " + std::to_string(e.subsidy) + ", is more than the best routes', " +
                     std::to_string(best.subsidy));
  }
  return e.subsidy;
}

// The income the company's run earns: the routes given, the income the
// players declare (never above the best), or the best; its mine subsidy.
std::pair<int, int> RunIncome(const LoadedPosition& now, const Edit& e, Applied* a) {
  const Position& pos = now.position();
  if (now.company().trains.empty()) {
    if (!e.routes.empty() || e.amount > 0) RefuseEdit(e, pos, now.company().name + " has no train to run");
    a->notes.push_back("no train: nothing run");
    return {0, 0};
  }
  if (!e.routes.empty()) {
    const CheckResult c = CheckRoutes(now.network(), ParseRouteNotation(e.routes, e.source));
    if (!c.legal) RefuseEdit(e, pos, c.error);
    return {c.income, c.subsidy};
  }
  const Result best = Solve(now.network());
  if (e.amount < 0) return {best.income, best.subsidy};
  const int subsidy = DeclaredSubsidy(e, pos, best, a);
  if (e.amount > best.income && e.recorded) {
    a->notes.push_back("the record's income, " + std::to_string(e.amount) + ", is more than the best by these rules, " +
                       std::to_string(best.income) + ": taken as recorded");
    return {e.amount, subsidy};
  }
  if (e.amount > best.income)
    RefuseEdit(e, pos, "the income declared, " + std::to_string(e.amount) + ", is more than the best, " +
                     std::to_string(best.income));
  return {e.amount, subsidy};
}

// What the dividend paid, said: each holder's money, the bank's, the treasury's.
void SayPaid(const Game& g, const DividendResult& d, const std::string& company, Applied* a) {
  a->notes.push_back(d.kind + " of " + std::to_string(d.income));
  std::vector<std::string> paid;
  for (const auto& [holder, cash] : d.per_holder) paid.push_back(holder + " " + std::to_string(cash));
  if (!paid.empty()) a->notes.push_back("holders receive: " + Join(paid));
  if (d.to_bank) a->notes.push_back("the bank's shares: " + std::to_string(d.to_bank));
  if (d.interest_from_treasury || d.interest)
    a->notes.push_back("interest " + std::to_string(d.interest_from_treasury + d.interest + d.interest_unpaid) + ": " +
                       std::to_string(d.interest_from_treasury) + " from the treasury, " + std::to_string(d.interest) +
                       " from the income (" + g.Line("interest") + ")");
  if (d.interest_unpaid)
    a->notes.push_back("the president pays the interest left, " + std::to_string(d.interest_unpaid) +
                       " (" + g.Line("interest") + ": else sells shares, else is bankrupt and the game ends)");
  a->notes.push_back(company + "'s treasury receives " + std::to_string(d.to_treasury));
  for (const auto& n : d.notes)
    if (n.rfind("interest ", 0) != 0) a->notes.push_back(n);
}

// The share price the dividend moved, written with its cell where the file
// keeps one or the new price has several.
void WritePrice(const Market& m, const DividendResult& d, const Edit& e, const Position& pos, CompanySpec* c) {
  if (!d.price_before || d.price_after.empty()) return;  // (no price, or a market whose prices are unknown)
  if (d.price_after.size() > 1)
    RefuseEdit(e, pos, "the share price " + std::to_string(*d.price_before) +
                     " is in several cells of the market: write its cell as share_price_cell, or set it with --par");
  c->share_price = d.price_after[0];
  if (d.cell_after.size() == 1 && (c->share_price_cell || m.CellsWith(d.price_after[0]).size() > 1))
    c->share_price_cell = std::make_pair(d.cell_after[0].row, d.cell_after[0].col);
}

// The dividend in the players' cash, where the file follows it (`cash:`):
// each holder's part added, the interest the president pays taken.
void PaidToPlayers(const DividendResult& d, const CompanySpec& c, Position& pos, Applied* a) {
  if (pos.cash.empty()) return;
  std::vector<std::string> now;
  auto add = [&](const std::string& player, int money) {
    if (int* cash = pos.Cash(player); cash && money) {
      *cash += money;
      now.push_back(player + " " + std::to_string(*cash));
    }
  };
  for (const auto& [holder, money] : d.per_holder) add(holder, money);
  if (d.interest_unpaid) add(President(c), -d.interest_unpaid);
  if (!now.empty()) a->notes.push_back("cash: " + Join(now));
}

void Run(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const Game& g = GameOf(now, e);
  const Market& m = g.market();
  const Company& co = now.company();
  CompanySpec* c = pos.FindCompany(co.name);
  if (e.payout == "half" && !MayPayHalf(m, co.type)) RefuseEdit(e, pos, "no half pay here: " + KindsRule(g));
  if (e.payout == "payout" && !SplitsIncome(m, co.type) && std::find(m.kinds.begin(), m.kinds.end(), "payout") == m.kinds.end())
    RefuseEdit(e, pos, "no full payout here: " + KindsRule(g));
  const auto [income, subsidy] = RunIncome(now, e, a);
  DividendInput in = DividendInputFor(*c, co.type);
  in.income = income;
  in.subsidy = subsidy;
  in.kind = e.payout;
  DividendResult d;
  try {
    d = PayDividend(m, in, e.source);
  } catch (const InputError& x) {
    RefuseEdit(e, pos, x.message());
  }
  SayPaid(g, d, co.name, a);
  PaidToPlayers(d, *c, pos, a);
  if (c->treasury) *c->treasury += d.to_treasury - d.interest_from_treasury;
  WritePrice(m, d, e, pos, c);
  if (d.price_before && !d.price_moves.empty())
    a->notes.push_back("share price " + std::to_string(*d.price_before) + " -> " +
                       (d.price_after.empty() ? "unknown, kept" : std::to_string(d.price_after[0])) + " (" +
                       d.price_moves[0] + ")");
}

CompanySpec* Named(const Edit& e, Position& pos, const std::string& name) {
  CompanySpec* c = pos.FindCompany(name);
  if (!c) RefuseEdit(e, pos, "no company '" + name + "' in " + pos.file + " (a company that floats: --float " + name + ")");
  return c;
}

// A loan taken or repaid. A loan taken is the company's move: where the
// file follows the turn (`turn:`), it is taken in the company's turn (which
// it starts, as any move), and the turn keeps the loans it took, across
// apply calls, beside whether its trains ran (a loan after the run's
// interest gets 90, 003 lines 222-224).
void Loan(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const Game& g = GameOf(now, e);
  CompanySpec* c = pos.FindCompany(now.company().name);
  if (e.kind == Edit::kTakeLoan) StartTurn(pos, c->name);
  TurnState* turn = pos.turn && pos.turn->company == c->name ? &*pos.turn : nullptr;
  const bool after_run = e.after_run || (turn && turn->ran);
  const LoanMove m = e.kind == Edit::kTakeLoan
                         ? CheckTakeLoan(g, *c, g.PhaseIndex(pos.phase), e.amount, after_run, turn ? turn->loans : 0)
                         : CheckRepayLoan(g, *c, e.amount);
  if (!m.ok) RefuseEdit(e, pos, m.why);
  if (e.kind == Edit::kTakeLoan) {
    if (turn) turn->loans += e.amount;
    c->loans = c->loans.value_or(0) + e.amount;
    if (c->treasury) *c->treasury += m.cash;
    a->notes.push_back("receives " + std::to_string(m.cash));
  } else {
    const RepayHelp help = RepayContribution(g, pos, *c, m.cash);  // (a national forming: 003 lines 273-275)
    if (!help.ok) RefuseEdit(e, pos, help.why);
    if (help.amount > 0) {
      *pos.Cash(help.president) -= help.amount;
      *c->treasury += help.amount;
      a->notes.push_back(help.president + " adds " + std::to_string(help.amount) +
                         " to repay them as the national forms (" + g.Line("national_loans") + ")");
    }
    c->loans = *c->loans - e.amount;
    a->cost += m.cash;
    a->costs.push_back("100 a loan");
  }
  if (!m.note.empty()) a->notes.push_back(m.note);
  a->notes.push_back(std::to_string(*c->loans) + " loan(s) now");
}

void BuyFrom(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const Game& g = GameOf(now, e);
  CompanySpec* seller = Named(e, pos, e.company);
  const Trade t = CheckTrainFrom(now.board(), now.company(), *seller, e.train, e.amount);
  if (!t.ok) RefuseEdit(e, pos, t.why);
  if (e.president_pays >= 0) {
    const CompanySpec* buyer = pos.FindCompany(now.company().name);
    ForcedBuy buy;
    buy.price = e.amount;
    if (buyer->treasury) buy.treasury = *buyer->treasury - a->cost;
    buy.from_bank = false;
    if (const TrainOffer* o = g.FindOffer(e.train)) buy.face = o->price;
    PresidentPays(now, e, pos, buy, a);
  }
  auto it = std::find_if(seller->trains.begin(), seller->trains.end(),
                         [&](const TrainRef& r) { return r.name == e.train; });
  seller->trains.erase(it);
  if (seller->treasury) *seller->treasury += e.amount;
  pos.FindCompany(now.company().name)->trains.push_back(TrainRef{e.train, 0, std::nullopt});
  a->cost += e.amount;
  a->costs.push_back("train " + std::to_string(e.amount) + " to " + seller->name);
  if (!t.note.empty()) a->notes.push_back(t.note);
  if (seller->treasury) a->notes.push_back(seller->name + "'s treasury " + std::to_string(*seller->treasury));
  if (seller->trains.empty()) a->notes.push_back(seller->name + " has no train left: it must buy one in its turn");
}

void Shares(const Edit& e, Position& pos) {
  CompanySpec* c = Named(e, pos, e.company);
  auto& order = c->shares_order;
  if (e.amount == 0) {
    c->shares.erase(e.holder);
    order.erase(std::remove(order.begin(), order.end(), e.holder), order.end());
  } else {
    if (!c->shares.count(e.holder)) order.push_back(e.holder);
    c->shares[e.holder] = e.amount;
  }
  int total = 0;
  for (const auto& [holder, p] : c->shares) total += p;
  if (total > 100) RefuseEdit(e, pos, c->name + "'s shares would total " + std::to_string(total) + "%, more than 100%");
}

// The cell of a par price: one of the company's par cells (ParCells), else
// the market's only cell of that price. Where the market marks par cells by
// company type (18CZ), the price must be one of the type's.
std::optional<MarketCell> ParCell(const Game& g, const std::string& type, int price, const Edit& e,
                                  const Position& pos, Applied* a) {
  const Market& m = g.market();
  const std::vector<MarketCell> cells = m.CellsWith(price);
  if (cells.empty()) RefuseEdit(e, pos, std::to_string(price) + " is not a price of " + g.title + "'s stock market");
  const std::vector<MarketCell> pars = ParCells(g, type);
  std::vector<std::string> prices;
  for (const MarketCell& c : pars) {
    if (m.Price(c) == price) return c;
    prices.push_back(std::to_string(m.Price(c)));
  }
  if (m.par_cells_by_type.count(type) && prices.empty())
    RefuseEdit(e, pos, m.par_rule + ": a " + type + " company has no par price");
  if (m.par_cells_by_type.count(type))
    RefuseEdit(e, pos, m.par_rule + ": a " + type + " company's par price is one of " + Join(prices) + ", not " +
                         std::to_string(price));
  if (!pars.empty()) a->notes.push_back(std::to_string(price) + " is not one of the market's par cells");
  if (cells.size() == 1) return cells[0];
  return std::nullopt;
}

// The capital a company floats with, where the game's data gives it by its
// type (18CZ VII.5.a, 000 lines 604-608): written where the file has no
// treasury yet, else said beside the treasury kept.
void Capital(const Game& g, int par, CompanySpec* c, Applied* a) {
  if (c->floated && !*c->floated) return;  // (its shares on sale: the capital comes as it floats, game_moves.h)
  const std::string type = CompanyTypeOf(g, *c);
  const CompanyType* ct = g.FindCompanyType(type);
  if (!ct || !ct->capital) {
    if (!c->treasury)
      a->notes.push_back("the treasury is not written: the game data gives no capital (--float " + c->name +
                         "=TREASURY)");
    return;
  }
  const int capital = ct->capital * par;
  if (!c->treasury) {
    c->treasury = capital;
    a->notes.push_back("capital " + std::to_string(ct->capital) + " x " + std::to_string(par) + " = " +
                       std::to_string(capital) + " to the treasury");
  } else if (*c->treasury != capital) {
    a->notes.push_back("a " + type + " company starts with " + std::to_string(ct->capital) + " x " +
                       std::to_string(par) + " = " + std::to_string(capital) + "; the treasury " +
                       std::to_string(*c->treasury) + " is kept");
  }
}

void Par(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const Game& g = GameOf(now, e);
  const Market& m = g.market();
  CompanySpec* c = Named(e, pos, e.company);
  // (set once, as its president's certificate is bought: rules: lines
  // par_once; again, even at the same price, it would move the share price
  // back to it)
  if (c->par)
    RefuseEdit(e, pos, g.LineBefore("par_once") + c->name + "'s par price is already " + std::to_string(*c->par) +
                           ": it is set once");
  std::optional<MarketCell> cell;
  if (!m.cells.empty()) {
    cell = ParCell(g, CompanyTypeOf(g, *c), e.amount, e, pos, a);
  } else if ((m.known_lowest && e.amount < *m.known_lowest) || (m.known_highest && e.amount > *m.known_highest)) {
    RefuseEdit(e, pos, std::to_string(e.amount) + " is outside the stock market (" +
                     std::to_string(m.known_lowest.value_or(0)) + " to " +
                     std::to_string(m.known_highest.value_or(0)) + ")");
  }
  if (!cell && c->share_price_cell)
    RefuseEdit(e, pos, "the market has " + std::to_string(e.amount) + " in several cells: which one the file cannot say");
  c->par = e.amount;
  c->share_price = e.amount;
  if (cell) c->share_price_cell = std::make_pair(cell->row, cell->col);
  Capital(g, e.amount, c, a);
  auto gc = g.companies.find(c->name);
  if (gc != g.companies.end() && !gc->second.par_subsidy.empty()) {  // (the bank's subsidy as it is parred: 1846's IC)
    c->treasury = c->treasury.value_or(0) + e.amount;
    a->notes.push_back(c->name + " receives its par price, " + std::to_string(e.amount) + ", from the bank (" +
                       gc->second.par_subsidy + ")");
  }
}

}  // namespace

void PresidentPays(const LoadedPosition& now, const Edit& e, Position& pos, const ForcedBuy& buy, Applied* a) {
  const Game& g = GameOf(now, e);
  CompanySpec* c = pos.FindCompany(now.company().name);
  const std::string president = President(*c);
  int* cash = president.empty() ? nullptr : pos.Cash(president);
  const Contribution m = CheckPresidentPays(g, now.company(), *c, buy, e.president_pays, cash);
  if (!m.ok) RefuseEdit(e, pos, m.why);
  if (cash) *cash -= m.from_cash + m.debt;
  if (c->treasury) *c->treasury += e.president_pays;
  for (const auto& n : m.notes) a->notes.push_back(n);
  if (cash) a->notes.push_back(president + "'s cash " + std::to_string(*cash));
}

void MakeMoneyEdit(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  switch (e.kind) {
    case Edit::kRun: Run(now, e, pos, a); break;
    case Edit::kTakeLoan:
    case Edit::kRepayLoan: Loan(now, e, pos, a); break;
    case Edit::kBuyFrom: BuyFrom(now, e, pos, a); break;
    case Edit::kShares: Shares(e, pos); break;
    case Edit::kPar: Par(now, e, pos, a); break;
    default: break;
  }
}

}  // namespace xxroute
