// A company's moves with private companies (private_moves.h).
#include "private_moves.h"

#include <algorithm>

#include "xxroute/error.h"
#include "xxroute/stock_rules.h"

namespace xxroute {

namespace {


const GamePrivate& PrivateOf(const LoadedPosition& now, const Edit& e) {
  if (!now.game()) RefuseEdit(e, now.position(), "the file names no 'game', whose privates these are");
  auto it = now.game()->privates.find(e.company);
  if (it == now.game()->privates.end()) RefuseEdit(e, now.position(), now.game()->name + " has no private company '" + e.company + "'");
  return it->second;
}

// A private bought by the company from the player who owns it, at a price
// the players agree (the game's data says which company types may buy it).
void BuyFromOwner(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const GamePrivate& p = PrivateOf(now, e);
  const std::string& company = now.company().name;
  const std::string* owner = pos.PrivateOwner(e.company);
  if (!owner) RefuseEdit(e, pos, e.company + " is no player's: a company buys a private from its owner");
  if (!IsPlayerHolder(*owner) || pos.FindCompany(*owner)) RefuseEdit(e, pos, e.company + " is " + *owner + "'s, no player's");
  const std::string type = CompanyTypeOf(*now.game(), *pos.FindCompany(company));
  if (!p.bought_by.empty() && std::find(p.bought_by.begin(), p.bought_by.end(), type) == p.bought_by.end())
    RefuseEdit(e, pos, "a " + type + " company may not buy " + e.company);
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
  if (!owner || *owner != company) RefuseEdit(e, pos, e.company + " is not " + company + "'s");
  CompanySpec* c = pos.FindCompany(company);
  c->treasury = c->treasury.value_or(0) + e.amount;
  pos.privates.erase(std::find_if(pos.privates.begin(), pos.privates.end(),
                                  [&](const auto& held) { return held.first == e.company; }));
  auto& used = pos.privates_used;  // (a closed private's card is no one's, used or not)
  used.erase(std::remove(used.begin(), used.end(), e.company), used.end());
  a->notes.push_back(company + " receives " + std::to_string(e.amount) + "; " + e.company + " closes");
}

}  // namespace

void MakePrivateMove(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  if (e.kind == Edit::kBuyPrivate) BuyFromOwner(now, e, pos, a);
  else SellToBank(now, e, pos, a);
}

}  // namespace xxroute
