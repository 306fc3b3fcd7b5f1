// Loans and trains between companies, by each game's rulebook (the files
// under shared/rules: 000 18CZ, 001 18Lilliput, 002 1824, 003 1836jr).
#include "xxroute/money_rules.h"

#include <algorithm>

#include "xxroute/company_trains.h"
#include "xxroute/stock_rules.h"
#include "xxroute/train_rules.h"
#include "xxroute/text.h"

namespace xxroute {

int PlayerShares(const CompanySpec& c) {
  if (c.shares.empty()) return -1;
  int percent = 0;
  for (const auto& [holder, p] : c.shares)
    if (IsPlayerHolder(holder)) percent += p;
  return percent / 10;
}

std::string President(const CompanySpec& c) {
  std::string best;
  int most = 0;
  for (const auto& holder : c.shares_order)
    if (IsPlayerHolder(holder) && c.shares.at(holder) > most) best = holder, most = c.shares.at(holder);
  return best;
}

LoanMove CheckTakeLoan(const Game& g, const CompanySpec& c, int phase, int count, bool after_run, int taken) {
  LoanMove m;
  const LoanRules& l = g.loans;
  if (!l.amount) {
    m.why = g.title + " has no loans (game.yaml rules: loans)";
    return m;
  }
  if (phase + 1 > l.last_phase) {
    m.why = l.phase_rule + "; this is phase " + (phase >= 0 ? g.phases[phase].name : std::string("unknown"));
    return m;
  }
  if (count > 1) {
    m.why = l.once_rule + ", not " + std::to_string(count) + " loans";
    return m;
  }
  if (taken > 0) {
    m.why = l.once_rule + ", and " + c.name + " has borrowed in this one";
    return m;
  }
  const int loans = c.loans.value_or(0), held = PlayerShares(c);
  if (held >= 0 && loans + count > held) {
    m.why = l.limit_rule + " (" + std::to_string(held) + "; " + c.name + " has " + std::to_string(loans) + ")";
    return m;
  }
  m.ok = true;
  m.cash = after_run ? l.after_interest : l.amount;
  if (after_run)
    m.note = "taken after the interest was paid: the company gets " + std::to_string(l.after_interest) + " (" +
             l.after_interest_rule + ")";
  if (held < 0)
    m.note += std::string(m.note.empty() ? "" : "; ") + "the file lists no shares: the limit (" + l.limit_rule +
              ") is not checked";
  return m;
}

LoanMove CheckRepayLoan(const Game& g, const CompanySpec& c, int count) {
  LoanMove m;
  if (!g.loans.amount) {
    m.why = g.title + " has no loans (game.yaml rules: loans)";
    return m;
  }
  const int loans = c.loans.value_or(0);
  if (count > loans) {
    m.why = c.name + " has " + std::to_string(loans) + " loan(s), not " + std::to_string(count) + " to repay";
    return m;
  }
  m.ok = true;
  m.cash = g.loans.amount * count;
  const int held = PlayerShares(c);
  if (held >= 0 && loans - count > held)
    m.note = "still " + std::to_string(loans - count - held) + " loan(s) more than the players' shares: the president "
             "must repay them (" + g.loans.limit_rule + ")";
  return m;
}

std::string BankruptcyRefusal(const Game& g, const Position& pos, const CompanySpec& c, int price) {
  if (!c.trains.empty()) return g.Line("must_buy_train") + ": " + c.name + " owns a train: it need not buy one";
  const std::string president = President(c);
  int cash = -1;
  for (const auto& [player, money] : pos.cash)
    if (player == president) cash = money;
  if (cash < 0) return "the file follows no money of " + c.name + "'s president (" + president + ")";
  int raised = cash + c.treasury.value_or(0);
  for (const CompanySpec& o : pos.companies) {
    auto held = o.shares.find(president);
    if (pos.Closed(o.name) || !o.share_price || held == o.shares.end()) continue;
    const int pool = o.shares.count("pool") ? o.shares.at("pool") : 0;
    const int unit = SharePercent(g, CompanyTypeOf(g, o));
    const int keep = o.name == c.name ? 2 * unit : 0;  // (the failing company's presidency stays: line 368)
    const int sellable = std::max(0, std::min(held->second - keep, 50 - pool));
    raised += sellable / unit * *o.share_price;
  }
  if (raised >= price)
    return g.Line("bankruptcy") + ": " + president + " raises " + std::to_string(raised) + " with " + c.name +
           "'s treasury, his money and the shares he may sell, enough for its train (" + std::to_string(price) + ")";
  return "";
}

bool NationalForming(const Game& g, const Position& pos) {
  for (const auto& [name, gc] : g.companies)
    if (!gc.forms_on.empty() && g.PhaseIndex(gc.forms_on) <= g.PhaseIndex(pos.phase) && !pos.FindCompany(name) &&
        !pos.Closed(name))
      return true;
  return false;
}

RepayHelp RepayContribution(const Game& g, const Position& pos, const CompanySpec& c, int cost) {
  RepayHelp out;
  if (!NationalForming(g, pos) || !c.treasury || cost <= *c.treasury || pos.cash.empty()) return out;
  out.president = President(c);
  out.amount = cost - *c.treasury;
  for (const auto& [player, money] : pos.cash)
    if (player == out.president && money < out.amount)
      out.ok = false, out.why = g.Line("national_loans") + ": " + player + " has " + std::to_string(money) + " of the " +
                                std::to_string(out.amount) + " " + c.name + " lacks (and sells no shares for it)";
  return out;
}

namespace {

// The game's rule on a price between companies; "" when it allows `price`.
std::string PriceRule(const Game& g, const Company& buyer, const CompanySpec& seller, const std::string& train,
                      int price, std::string* note) {
  const TrainOffer* offer = g.FindOffer(train);
  const int face = offer ? offer->price : 0;
  const TrainTrade& trade = g.train_trade;
  if (!trade.face_between_presidents.empty() && face) {
    const std::string a = buyer.spec ? President(*buyer.spec) : "", b = President(seller);
    if (!a.empty() && !b.empty() && a != b && price != face)
      return trade.face_between_presidents + ": between companies of different directors (" + a + ", " + b +
             ") a train costs its face price, " + std::to_string(face);
    if (a.empty() || b.empty())
      *note = "the directors are not known (no shares: listed): a train between different directors costs " +
              std::to_string(face) + " (" + trade.face_between_presidents + ")";
  }
  const auto& from = trade.face_from;
  if (face && std::find(from.begin(), from.end(), seller.name) != from.end() && price != face)
    return trade.face_from_rule + ", " + std::to_string(face);
  if (price < 1) return trade.least_rule.empty() ? "the price is at least 1" : trade.least_rule;
  return "";
}

// The phase from which trains change hands (rules: train_trade from_phase,
// counted from 1); "" when they may now. A phase the game does not know
// (-1) is before it.
std::string PhaseRule(const Game& g, int phase) {
  if (phase + 1 < g.train_trade.from_phase) return g.train_trade.from_phase_rule;
  return "";
}

}  // namespace

namespace {

// Which train, and from whom: the bank (or its pool), another company where
// the game allows it (at most the printed price where it says so), the
// cheapest where it says so. "" when the president may add money to it.
std::string WhichTrain(const PresidentPays& r, const ForcedBuy& buy) {
  if (!buy.from_bank && !r.from_others) return r.from_rule;
  if (!buy.from_bank && r.face_price && buy.face && buy.price > buy.face)
    return r.from_rule + ": the train's printed price is " + std::to_string(buy.face) + ", not " +
           std::to_string(buy.price);
  if (buy.from_bank && r.cheapest && buy.cheapest && buy.price > buy.cheapest)
    return r.train_rule + ": the cheapest train on sale costs " + std::to_string(buy.cheapest) + ", this one " +
           std::to_string(buy.price);
  return "";
}

// The president's money: from their cash where the file follows it, else
// taken as given; a president short of it borrows, or must sell shares
// first, or may not, as the game's rule says.
void FromPresident(const PresidentPays& r, int amount, const int* cash, Contribution* c) {
  const std::string who = c->president.empty() ? "the president" : c->president;
  if (!cash) {
    c->notes.push_back(who + " adds " + std::to_string(amount) + ", taken as given: " +
                       (c->president.empty() ? "the company's shares do not say who the president is"
                                             : "the file follows no cash of " + who));
    c->from_cash = amount;
    return;
  }
  c->from_cash = std::min(amount, std::max(*cash, 0));
  const int rest = amount - c->from_cash;
  if (rest == 0) {
    c->notes.push_back(who + " adds " + std::to_string(amount) + " from their cash");
    return;
  }
  if (r.short_kind != "loan") {
    c->why = r.short_rule + ": " + who + " has " + std::to_string(*cash) + " of the " + std::to_string(amount) +
             (r.short_kind == "sell_shares" ? " (write the shares sold and their cash first)" : "");
    return;
  }
  c->loan = rest;
  const int interest = (rest * r.interest + 99) / 100;
  c->debt = rest + interest;
  std::string said = who + " adds " + std::to_string(amount) + ": " + std::to_string(c->from_cash) +
                     " from their cash, " + std::to_string(rest) + " lent by the bank";
  if (interest) said += " with " + std::to_string(interest) + " interest";
  if (r.penalty) said += ", and a penalty of " + std::to_string((rest * r.penalty + 99) / 100) + " at the game's end";
  c->notes.push_back(said + " (" + r.short_rule + ")");
}

}  // namespace

Contribution CheckPresidentPays(const Game& g, const Company& company, const CompanySpec& spec, const ForcedBuy& buy,
                                int amount, const int* cash) {
  Contribution c;
  const PresidentPays& r = g.president_pays;
  if (r.rule.empty()) {
    c.why = g.title + "'s data gives no rule for a president's money (rules: president_pays)";
    return c;
  }
  if (!company.trains.empty()) {
    std::vector<std::string> names;
    for (const Train* t : company.trains) names.push_back(t->name);
    c.why = r.rule + ": " + company.name + " has a train to run (" + Join(names) + ")";
    return c;
  }
  if (c.why = WhichTrain(r, buy); !c.why.empty()) return c;
  if (buy.treasury) {
    const int lacks = buy.price - *buy.treasury;
    if (lacks <= 0) {
      c.why = r.rule + ": " + company.name + " has " + std::to_string(*buy.treasury) + ", enough for the train (" +
              std::to_string(buy.price) + ")";
      return c;
    }
    if (amount != lacks) {
      c.why = r.rule + ": the train costs " + std::to_string(buy.price) + " and " + company.name + " has " +
              std::to_string(*buy.treasury) + ", so the president adds " + std::to_string(lacks) + ", not " +
              std::to_string(amount);
      return c;
    }
  } else {
    c.notes.push_back("the file writes no treasury for " + company.name + ": whether it lacks " +
                      std::to_string(amount) + " is not checked");
  }
  c.president = President(spec);
  FromPresident(r, amount, cash, &c);
  c.ok = c.why.empty();
  return c;
}

Trade CheckTrainFrom(const Board& board, const Company& buyer, const CompanySpec& seller, const std::string& train,
                     int price) {
  Trade t;
  if (!board.game()) {
    t.why = "a train between companies needs the game's rules: the file names no 'game'";
    return t;
  }
  const Game& g = *board.game();
  const int phase = g.PhaseIndex(board.position().phase);
  if (seller.name == buyer.name) {
    t.why = "a company does not buy its own train";
    return t;
  }
  if (std::none_of(seller.trains.begin(), seller.trains.end(), [&](const TrainRef& r) { return r.name == train; })) {
    t.why = seller.name + " has no " + train + " train";
    return t;
  }
  if (t.why = PhaseRule(g, phase); !t.why.empty()) return t;
  if (!g.obsolete_sold_between_companies && g.ObsoleteInPlace(phase, train)) {
    t.why = "the " + train + " is obsolete in phase " + g.phases[phase].name +
            ": an obsolete train is not sold to another company (" + g.obsolete_rule + ")";
    return t;
  }
  const std::vector<std::string> may_own = MayOwnTrains(g, buyer.name, buyer.type);
  if (!may_own.empty() && std::find(may_own.begin(), may_own.end(), train) == may_own.end()) {
    t.why = buyer.name + " (" + buyer.type + ") may own only " + Join(may_own) + " trains, not a " + train;
    return t;
  }
  if (const TrainLimitCount c = TrainLimitOf(g, phase, buyer); c.Over(1) > 0) {  // 1824 VII.11, 002 line 766: no purchase at the limit
    t.why = "train limit " + std::to_string(*c.limit) + " in phase " + g.phases[phase].name + ": " + buyer.name +
            " owns " + std::to_string(c.owned);
    return t;
  }
  if (t.why = PriceRule(g, buyer, seller, train, price, &t.note); !t.why.empty()) return t;
  t.ok = true;
  return t;
}

}  // namespace xxroute
