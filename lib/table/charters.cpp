// A company's charter bought from the bank (charters.h).
#include "charters.h"

#include <algorithm>

#include "draw.h"
#include "floats.h"
#include "xxroute/error.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {

std::string Rule(const GamePrivate& p) { return p.rule.empty() ? "" : " (" + p.rule + ")"; }

// The train the company buys as it starts, from the bank's stock where the
// file keeps it, paid from its treasury.
void BuyFirstTrain(const Game& g, const Edit& e, const GamePrivate& p, Position& pos, CompanySpec& c, Applied* a) {
  const TrainOffer* o = g.FindOffer(p.train);
  if (!o) RefuseEdit(e, pos, g.name + " has no train '" + p.train + "' (privates: " + p.name + ": train)");
  if (const std::string why = BankRefusal(g, pos, p.train); !why.empty()) RefuseEdit(e, pos, why);
  TakeFromBank(g, pos, p.train);
  c.trains.push_back(TrainRef{p.train, 0, std::nullopt});
  *c.treasury -= o->price;
  a->notes.push_back(c.name + " buys a " + p.train + " from the bank for " + std::to_string(o->price));
}

// The par price of `p.pars`: half the price paid.
void SetPar(const LoadedPosition& now, const Edit& e, const GamePrivate& p, Position& pos, Applied* a) {
  if (pos.FindCompany(p.pars)) RefuseEdit(e, pos, now.game()->LineBefore("par_once") + p.pars + " has its par price already");
  Edit par;
  par.kind = Edit::kPar;
  par.company = p.pars;
  par.amount = e.amount / 2;
  par.source = e.source;
  ListAtPar(now, par, pos, a);
  a->notes.push_back(p.pars + "'s par price: " + std::to_string(par.amount) + ", half of " + std::to_string(e.amount));
}

// The shares `p` holds back for its owner's exchange.
void Reserve(const LoadedPosition& now, const Edit& e, const GamePrivate& p, Position& pos, Applied* a) {
  for (const auto& [name, percent] : p.reserves) {
    CompanySpec* c = ListedAtFixedPar(now, pos, name, e.source, a);
    if (!c) RefuseEdit(e, pos, name + " is not listed: its par price comes first (privates: " + p.name + ": reserves)");
    const int ipo = c->shares.count("ipo") ? c->shares.at("ipo") : 0;
    if (ipo - c->reserved.value_or(0) < percent)
      RefuseEdit(e, pos, name + "'s IPO has " + std::to_string(ipo - c->reserved.value_or(0)) + "% to hold back, not " +
                       std::to_string(percent) + "%");
    c->reserved = c->reserved.value_or(0) + percent;
    a->notes.push_back(std::to_string(percent) + "% of " + name + " held back for " + e.holder + "'s exchange of " +
                       p.company);
  }
}

}  // namespace

void StartCharter(const LoadedPosition& now, const Edit& e, const GamePrivate& p, Position& pos, Applied* a) {
  const Game& g = *now.game();
  if (!p.prices.empty() && std::find(p.prices.begin(), p.prices.end(), e.amount) == p.prices.end()) {
    std::vector<std::string> prices;
    for (int x : p.prices) prices.push_back(std::to_string(x));
    RefuseEdit(e, pos, p.name + " costs one of " + Join(prices) + ", as its buyer chooses, not " + std::to_string(e.amount) +
                     Rule(p));
  }
  if (p.prices.empty() && e.amount != p.price)
    RefuseEdit(e, pos, p.name + " costs " + std::to_string(p.price) + ", not " + std::to_string(e.amount) + Rule(p));
  if (!g.companies.count(p.company)) RefuseEdit(e, pos, g.name + " has no company '" + p.company + "'");
  if (Drawn(pos, p.company)) return StartDrawn(now, e, p, pos, a);  // (1824 X.3: a construction railway)
  if (pos.FindCompany(p.company) || pos.Closed(p.company)) RefuseEdit(e, pos, p.company + " has started already");
  CompanySpec c;
  c.name = p.company;
  c.floated = true;
  c.treasury = e.amount;
  c.shares[e.holder] = 100;
  c.shares_order.push_back(e.holder);
  a->notes.push_back(p.company + " starts: " + e.holder + " holds it whole, its treasury " + std::to_string(e.amount) +
                     Rule(p));
  if (!p.train.empty()) BuyFirstTrain(g, e, p, pos, c, a);
  pos.companies.push_back(c);
  if (!p.pars.empty()) SetPar(now, e, p, pos, a);
  Reserve(now, e, p, pos, a);
}

}  // namespace xxroute
