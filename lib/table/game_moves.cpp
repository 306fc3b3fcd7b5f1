// The game's moves made on a position (game_moves.h): shares bought and
// sold, a par price, privates bought from the bank, the end of a round.
#include "xxroute/game_moves.h"

#include <algorithm>

#include "charters.h"
#include "draw.h"
#include "floats.h"
#include "private_moves.h"
#include "round_end.h"
#include "turn_money_edits.h"
#include "xxroute/error.h"
#include "xxroute/game_keys.h"
#include "xxroute/stock_rules.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {


const Game& StockGame(const LoadedPosition& now, const Edit& e) {
  if (!now.game()) RefuseEdit(e, now.position(), "the file names no 'game', whose stock round this is");
  return *now.game();
}

CompanySpec& ParredCompany(const Edit& e, Position& pos, const std::string& name) {
  CompanySpec* c = pos.FindCompany(name);
  if (!c) RefuseEdit(e, pos, "no company '" + name + "' in the file: its par price comes first (--par " + name + "=PRICE)");
  if (pos.Closed(name)) RefuseEdit(e, pos, name + " is closed");
  return *c;
}

// A player's money paid (negative: received), where the file follows it
// (`cash:`); refused when the player has too little.
void PayFrom(const Edit& e, Position& pos, const std::string& player, int money, Applied* a) {
  if (pos.cash.empty()) return;
  int* cash = pos.Cash(player);
  if (!cash) RefuseEdit(e, pos, "no player '" + player + "' in cash: (players: " + CashFlow(pos.cash) + ")");
  if (money > *cash) RefuseEdit(e, pos, "costs " + std::to_string(money) + ", " + player + " has " + std::to_string(*cash));
  *cash -= money;
  a->notes.push_back(player + " " + (money >= 0 ? "pays " : "receives ") + std::to_string(std::abs(money)));
}

// `percent` more (or less) held by `holder`, the holder listed last when new
// and dropped at 0.
void Hold(CompanySpec& c, const std::string& holder, int percent) {
  auto& order = c.shares_order;
  const int now = (c.shares.count(holder) ? c.shares[holder] : 0) + percent;
  if (now == 0) {
    c.shares.erase(holder);
    order.erase(std::remove(order.begin(), order.end(), holder), order.end());
    return;
  }
  if (!c.shares.count(holder)) order.push_back(holder);
  c.shares[holder] = now;
}

void BuyShares(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a, GameMoveMade* made) {
  const Game& g = StockGame(now, e);
  ListedAtFixedPar(now, pos, e.company, e.source, a);  // (1824's state railways: on sale from the start)
  CompanySpec& c = ParredCompany(e, pos, e.company);
  const ShareDeal d = CheckBuyShares(g, c, e.holder, e.amount, e.from);
  if (!d.ok) RefuseEdit(e, pos, d.why);
  PayFrom(e, pos, e.holder, d.price, a);
  if (d.from == "pool" || c.shares.count("ipo")) Hold(c, d.from, -e.amount);
  Hold(c, e.holder, e.amount);
  if (d.to_company) c.treasury = c.treasury.value_or(0) + d.price;
  if (d.to_escrow) c.escrow = c.escrow.value_or(0) + d.price;
  a->notes.push_back(std::to_string(e.amount) + "% from the " + d.from + " for " + std::to_string(d.price) +
                     (d.to_company ? " to " + c.name : d.to_escrow ? ", held for " + c.name + " until its destination" : ""));
  if (FloatIfSold(g, c, &a->notes, NextOnSale(g, pos))) made->floated.push_back(c.name);
}

void SellShares(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const Game& g = StockGame(now, e);
  CompanySpec& c = ParredCompany(e, pos, e.company);
  const ShareDeal d = CheckSellShares(g, c, e.holder, e.amount);
  if (!d.ok) RefuseEdit(e, pos, d.why);
  PayFrom(e, pos, e.holder, -d.price, a);
  Hold(c, e.holder, -e.amount);
  const std::string to = g.stock ? g.stock->sold_to : "pool";  // (1824: back to the IPO, there is no pool)
  Hold(c, to, e.amount);
  if (to != "pool") a->notes.push_back(std::to_string(e.amount) + "% back to the " + to);
  if (c.share_price_cell) {
    const Market& m = g.market();
    const MarketCell cell = AfterSale(g, c, {c.share_price_cell->first, c.share_price_cell->second}, e.amount);
    a->notes.push_back("share price " + std::to_string(*c.share_price) + " -> " + std::to_string(m.Price(cell)));
    c.share_price = m.Price(cell);
    c.share_price_cell = std::make_pair(cell.row, cell.col);
  }
}

// A private that comes with shares of a company (game.yaml privates:
// comes_with): its buyer gets them from the company's IPO, the company put
// in the file, its shares on sale, where it is not yet (its par to come).
void ComesWithShares(const Game& g, const GamePrivate& p, const Edit& e, Position& pos, Applied* a) {
  if (p.shares_company.empty()) return;
  if (!g.companies.count(p.shares_company)) RefuseEdit(e, pos, g.name + " has no company '" + p.shares_company + "'");
  if (!pos.FindCompany(p.shares_company)) pos.companies.push_back(Unfloated(p.shares_company));
  CompanySpec& c = *pos.FindCompany(p.shares_company);
  if (c.shares["ipo"] < p.shares_percent) RefuseEdit(e, pos, "the IPO of " + c.name + " has no " + std::to_string(p.shares_percent) + "% left");
  Hold(c, "ipo", -p.shares_percent);
  Hold(c, e.holder, p.shares_percent);
  a->notes.push_back(e.holder + " gets " + std::to_string(p.shares_percent) + "% of " + c.name + " with " + p.name);
}

void BuyPrivateFromBank(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const Game& g = StockGame(now, e);
  auto it = g.privates.find(e.company);
  if (it == g.privates.end()) RefuseEdit(e, pos, g.name + " has no private company '" + e.company + "'");
  if (const std::string* owner = pos.PrivateOwner(e.company)) RefuseEdit(e, pos, e.company + " is " + *owner + "'s");
  if (!it->second.company.empty()) {  // (a company's charter: the company starts, the card is not kept)
    PayFrom(e, pos, e.holder, e.amount, a);
    StartCharter(now, e, it->second, pos, a);
    return;
  }
  if (e.amount != it->second.price)
    a->notes.push_back("at " + std::to_string(e.amount) + ", not its price " + std::to_string(it->second.price));
  PayFrom(e, pos, e.holder, e.amount, a);
  pos.privates.push_back({e.company, e.holder});
  ComesWithShares(g, it->second, e, pos, a);
}

}  // namespace

bool IsGameMove(const Edit& e, const Position& pos, const Game* game) {
  switch (e.kind) {
    case Edit::kLay: {
      const GamePrivate* p = game && !e.ability.empty() ? game->FindPrivate(e.ability) : nullptr;
      return p && p->lays && p->lays->by_player;
    }
    case Edit::kBuyShares:
    case Edit::kSellShares:
    case Edit::kEndRound:
    case Edit::kExchangePrivate:
    case Edit::kDraw: return true;
    case Edit::kBuyPrivate: return !pos.FindCompany(e.holder);
    case Edit::kPar: return !pos.FindCompany(e.company);
    default: return false;
  }
}

GameMoveMade MakeGameMove(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  GameMoveMade made;
  switch (e.kind) {
    case Edit::kBuyShares: BuyShares(now, e, pos, a, &made); break;
    case Edit::kSellShares: SellShares(now, e, pos, a); break;
    case Edit::kPar: ListAtPar(now, e, pos, a); break;
    case Edit::kBuyPrivate: BuyPrivateFromBank(now, e, pos, a); break;
    case Edit::kLay: LayByPlayer(now, e, pos, a); break;
    case Edit::kEndRound: made = EndRound(now, e, pos, a); break;
    case Edit::kDraw: Draw(now, e, pos, a); break;
    case Edit::kExchangePrivate:
      if (ExchangePrivate(now, e, pos, a)) made.floated.push_back(e.share_of);
      break;
    default: RefuseEdit(e, pos, "not a move of the game");
  }
  return made;
}

}  // namespace xxroute
