// A company's moves with private companies (private_moves.h).
#include "private_moves.h"

#include <algorithm>

#include "floats.h"
#include "xxroute/error.h"
#include "xxroute/stock_rules.h"

namespace xxroute {

namespace {

[[noreturn]] void Fail(const Edit& e, const Position& pos, const std::string& why) {
  throw InputError(e.source.empty() ? pos.file : e.source, 0, e.Text() + ": " + why);
}

const GamePrivate& PrivateOf(const LoadedPosition& now, const Edit& e) {
  if (!now.game()) Fail(e, now.position(), "the file names no 'game', whose privates these are");
  auto it = now.game()->privates.find(e.company);
  if (it == now.game()->privates.end()) Fail(e, now.position(), now.game()->name + " has no private company '" + e.company + "'");
  return it->second;
}

// A private bought by the company from the player who owns it, at a price
// the players agree (the game's data says which company types may buy it).
void BuyFromOwner(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const GamePrivate& p = PrivateOf(now, e);
  const std::string& company = now.company().name;
  const std::string* owner = pos.PrivateOwner(e.company);
  if (!owner) Fail(e, pos, e.company + " is no player's: a company buys a private from its owner");
  if (!IsPlayerHolder(*owner) || pos.FindCompany(*owner)) Fail(e, pos, e.company + " is " + *owner + "'s, no player's");
  const std::string type = CompanyTypeOf(*now.game(), *pos.FindCompany(company));
  if (!p.bought_by.empty() && std::find(p.bought_by.begin(), p.bought_by.end(), type) == p.bought_by.end())
    Fail(e, pos, "a " + type + " company may not buy " + e.company);
  const std::string seller = *owner;
  if (int* cash = pos.Cash(seller)) *cash += e.amount;
  for (auto& [name, held] : pos.privates)
    if (name == e.company) held = company;
  a->cost += e.amount;
  a->costs.push_back(e.company + " " + std::to_string(e.amount) + " to " + seller);
}

// The company's private sold to the bank: the price to its treasury, the private closed.
void SellToBank(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  PrivateOf(now, e);
  const std::string& company = now.company().name;
  const std::string* owner = pos.PrivateOwner(e.company);
  if (!owner || *owner != company) Fail(e, pos, e.company + " is not " + company + "'s");
  CompanySpec* c = pos.FindCompany(company);
  c->treasury = c->treasury.value_or(0) + e.amount;
  pos.privates.erase(std::find_if(pos.privates.begin(), pos.privates.end(),
                                  [&](const auto& held) { return held.first == e.company; }));
  a->notes.push_back(company + " receives " + std::to_string(e.amount) + "; " + e.company + " closes");
}

}  // namespace

void MakePrivateMove(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  if (e.kind == Edit::kBuyPrivate) BuyFromOwner(now, e, pos, a);
  else SellToBank(now, e, pos, a);
}

bool ExchangePrivate(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const GamePrivate& p = PrivateOf(now, e);
  const Game& g = *now.game();
  const std::string rule = p.rule.empty() ? g.name : p.rule;
  if (p.exchange_types.empty()) Fail(e, pos, e.company + " is not exchanged for a share");
  const std::string* held = pos.PrivateOwner(e.company);
  if (!held || pos.FindCompany(*held)) Fail(e, pos, e.company + " is no player's: its owner exchanges it");
  const std::string owner = *held;
  if (g.PhaseIndex(pos.phase) < g.PhaseIndex(p.exchange_from))
    Fail(e, pos, rule + ": " + e.company + " is exchanged from phase " + p.exchange_from + ", the phase is " + pos.phase);
  CompanySpec* c = pos.FindCompany(e.share_of);
  if (!c || pos.Closed(e.share_of) || !c->share_price)
    Fail(e, pos, e.share_of + " has no share price: " + e.company + " is exchanged for a share of a listed company");
  const std::string type = CompanyTypeOf(g, *c);
  if (std::find(p.exchange_types.begin(), p.exchange_types.end(), type) == p.exchange_types.end())
    Fail(e, pos, rule + ": " + e.company + " is exchanged for a share of a " + p.exchange_types.front() + " company, " +
                     e.share_of + " is " + type);
  const int unit = SharePercent(g, type);
  const int ipo = c->shares.count("ipo") ? c->shares.at("ipo") : 0;
  if (ipo - c->reserved.value_or(0) < unit)
    Fail(e, pos, rule + ": " + e.share_of + "'s IPO has no share left for it (the private then leaves the game)");
  c->shares["ipo"] = ipo - unit;
  if (c->shares["ipo"] == 0) {
    c->shares.erase("ipo");
    c->shares_order.erase(std::find(c->shares_order.begin(), c->shares_order.end(), "ipo"));
  }
  if (!c->shares.count(owner)) c->shares_order.push_back(owner);
  c->shares[owner] += unit;
  pos.privates.erase(std::find_if(pos.privates.begin(), pos.privates.end(),
                                  [&](const auto& h) { return h.first == e.company; }));
  a->notes.push_back(owner + " exchanges " + e.company + " for " + std::to_string(unit) + "% of " + e.share_of +
                     "; " + e.company + " closes (" + rule + ")");
  return FloatIfSold(g, *c, &a->notes);
}

}  // namespace xxroute
