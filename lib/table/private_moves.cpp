// A company's moves with private companies (private_moves.h).
#include "private_moves.h"

#include <algorithm>

#include "floats.h"
#include "lay_rotations.h"
#include "xxroute/rules.h"
#include "xxroute/error.h"
#include "xxroute/stock_rules.h"
#include "xxroute/text.h"

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
  if (const std::string why = PrivatePurchaseRefusal(*now.game(), p, pos.phase, e.amount); !why.empty()) RefuseEdit(e, pos, why);
  const std::string seller = *owner;
  if (int* cash = pos.Cash(seller)) *cash += e.amount;
  for (auto& [name, held] : pos.privates)
    if (name == e.company) held = company;
  a->cost += e.amount;
  pos.move_so_far.privates_bought.push_back(e.company);  // (a lay it makes as it is bought: game.h Lay on_purchase)
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

// Who may place the private's marker on `company`'s routes: the company
// that owns it; a marker that moves (game.yaml marker_moves: 1846's
// Steamboat), while a player holds the private, onto any company's. "" when
// `company` may, else why not.
std::string MarkerOwnerRefusal(const GamePrivate& p, const Position& pos, const std::string& name, const std::string& company) {
  const std::string* owner = pos.PrivateOwner(name);
  if (!owner) return name + " is no one's: its owner places its marker";
  if (*owner == company || (p.marker_moves && !pos.FindCompany(*owner))) return "";
  return name + " is not " + company + "'s: its owner places its marker" +
         (p.marker_moves ? " (" + *owner + "'s own routes, now a company holds it)" : "");
}

// When a marker that moves (marker_moves) may move, where the file follows
// the rounds (round:) and the turns (turn:): once an operating round; while
// a player holds the private, as the round starts, before any company's
// turn in it; while a company holds it, in that company's turn (18xx.games
// g_1846/entities.rb, SC's assign_hexes: count_per_or 1, when or_start for
// its player, track_and_token or route for its corporation). "" when it may
// move now, else why not. A file without the keys is not followed in time.
std::string MarkerTimeRefusal(const GamePrivate& p, const Position& pos, const std::string& name) {
  const std::string rule = p.rule.empty() ? "" : " (" + p.rule + ")";
  const std::string* owner = pos.PrivateOwner(name);
  const bool by_player = owner && !pos.FindCompany(*owner);
  const std::string& turn = pos.turn ? pos.turn->company : std::string();
  if (pos.round) {
    const RoundState& r = *pos.round;
    if (r.kind != "operating") return name + "'s marker moves in an operating round, not in a " + r.kind + " round" + rule;
    if (Has(r.markers, name)) return name + "'s marker has moved in this operating round: once a round" + rule;
  }
  if (by_player && !turn.empty())
    return name + "'s marker moves as the operating round starts, while " + *owner + " holds it, not in " + turn + "'s turn" + rule;
  if (by_player && pos.round && !pos.round->operated.empty())
    return name + "'s marker moves as the operating round starts, while " + *owner + " holds it: " +
           Join(pos.round->operated) + " has operated in it" + rule;
  if (!by_player && owner && !turn.empty() && turn != *owner)
    return name + "'s marker moves in " + *owner + "'s own turn, not in " + turn + "'s" + rule;
  return "";
}

// The private's marker placed by the company that owns it, once, on a hex
// with a city or a town: its bonus (hex_bonus_amount, or marker_hexes' own)
// to each of the company's routes that visit the hex (1836jr 003 lines
// 258-261, Régie des Postes: "za każdym razem gdy dotrze tam jej pociąg").
// The card is turned over (privates_used); where the file reads
// marker_closes_private (18xx.games), the private closes with it. A marker
// that moves (marker_moves) leaves where it was, its card never turned.
void PlaceMarker(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const GamePrivate& p = PrivateOf(now, e);
  const std::string& company = now.company().name;
  if (const std::string why = MarkerOwnerRefusal(p, pos, e.company, company); !why.empty()) RefuseEdit(e, pos, why);
  if (p.hex_bonus_amount <= 0 && p.marker_amounts.empty())
    RefuseEdit(e, pos, e.company + " has no marker (game.yaml privates: hex_bonus_amount)");
  if (std::count(pos.privates_used.begin(), pos.privates_used.end(), e.company))
    RefuseEdit(e, pos, e.company + "'s marker is placed already (privates_used)");
  const Board& b = now.board();
  const int h = b.FindHex(e.hex);
  if (!p.marker_hexes.empty()) {  // (its own hexes, an offboard among them: 1846's Meat Packing on St. Louis)
    if (!std::count(p.marker_hexes.begin(), p.marker_hexes.end(), e.hex) || h < 0)
      RefuseEdit(e, pos, e.company + "'s marker goes on " + Join(p.marker_hexes, " or ") + ", not on " + e.hex +
                             (p.rule.empty() ? "" : " (" + p.rule + ")"));
  } else {
    const bool place = h >= 0 && std::any_of(b.hexes()[h].stops.begin(), b.hexes()[h].stops.end(), [&](int s) {
      return b.stops()[s].kind == StopKind::kCity || b.stops()[s].kind == StopKind::kTown;
    });
    if (!place) RefuseEdit(e, pos, e.hex + " has no city or town: the marker goes on one (" + now.game()->Line("private_marker") + ")");
  }
  if (p.marker_moves) {  // (in its time, from where it was: 1846's Steamboat, reassigned)
    if (const std::string why = MarkerTimeRefusal(p, pos, e.company); !why.empty()) RefuseEdit(e, pos, why);
    if (pos.round) pos.round->markers.push_back(e.company);
    for (CompanySpec& c : pos.companies)
      std::erase_if(c.hex_bonus, [&](const HexBonus& was) {
        if (was.company != e.company) return false;
        a->notes.push_back(e.company + "'s marker leaves " + c.name + "'s routes on " + Join(was.hexes));
        return true;
      });
  }
  const auto own = p.marker_amounts.find(e.hex);
  const int amount = own == p.marker_amounts.end() ? p.hex_bonus_amount : own->second;
  pos.FindCompany(company)->hex_bonus.push_back(HexBonus{e.company, {e.hex}, amount});
  a->notes.push_back("+" + std::to_string(amount) + " to " + company + "'s routes that visit " + e.hex);
  if (p.marker_moves) return;
  if (pos.Reads("marker_closes_private")) {
    std::erase_if(pos.privates, [&](const auto& held) { return held.first == e.company; });
    a->notes.push_back(e.company + " closes (readings: marker_closes_private)");
    return;
  }
  pos.privates_used.push_back(e.company);
}

}  // namespace

void MakePrivateMove(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  if (e.kind == Edit::kBuyPrivate) BuyFromOwner(now, e, pos, a);
  else if (e.kind == Edit::kMarker) PlaceMarker(now, e, pos, a);
  else SellToBank(now, e, pos, a);
}

void LayByPlayer(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const Company nobody;  // (no company's lay: no reach, home or treasury plays a part)
  const Rules rules(now.board(), nobody);
  const int rotation = ChosenRotation(rules, now.board(), e, pos, &a->notes);
  const Lay lay = rules.CheckLay(e.hex, e.tile, rotation, e.ability);
  if (!lay.ok) RefuseEdit(e, pos, lay.why);
  const std::string owner = *pos.PrivateOwner(e.ability);  // (CheckLay: a player's)
  if (lay.cost > 0) {
    if (int* cash = pos.Cash(owner)) {
      if (*cash < lay.cost) RefuseEdit(e, pos, owner + " has " + std::to_string(*cash) + ", the lay costs " + std::to_string(lay.cost));
      *cash -= lay.cost;
    }
    a->costs.push_back(lay.cost_text + ", paid by " + owner);
  }
  pos.privates_used.push_back(e.ability);
  a->notes.push_back(owner + " lays by " + e.ability + "'s ability (" + now.game()->FindPrivate(e.ability)->lays->rule + ")");
  WriteLaidHex(pos, e.hex, lay.result);
}

bool ExchangePrivate(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const GamePrivate& p = PrivateOf(now, e);
  const Game& g = *now.game();
  const std::string rule = p.rule.empty() ? g.name : p.rule;
  if (p.exchange_types.empty()) RefuseEdit(e, pos, e.company + " is not exchanged for a share");
  const std::string* held = pos.PrivateOwner(e.company);
  if (!held || pos.FindCompany(*held)) RefuseEdit(e, pos, e.company + " is no player's: its owner exchanges it");
  const std::string owner = *held;
  if (g.PhaseIndex(pos.phase) < g.PhaseIndex(p.exchange_from))
    RefuseEdit(e, pos, rule + ": " + e.company + " is exchanged from phase " + p.exchange_from + ", the phase is " + pos.phase);
  CompanySpec* c = pos.FindCompany(e.share_of);
  if (!c || pos.Closed(e.share_of) || !c->share_price)
    RefuseEdit(e, pos, e.share_of + " has no share price: " + e.company + " is exchanged for a share of a listed company");
  const std::string type = CompanyTypeOf(g, *c);
  if (std::find(p.exchange_types.begin(), p.exchange_types.end(), type) == p.exchange_types.end())
    RefuseEdit(e, pos, rule + ": " + e.company + " is exchanged for a share of a " + p.exchange_types.front() + " company, " +
                     e.share_of + " is " + type);
  const int unit = SharePercent(g, type);
  const int ipo = c->shares.count("ipo") ? c->shares.at("ipo") : 0;
  if (ipo - c->reserved.value_or(0) < unit)
    RefuseEdit(e, pos, rule + ": " + e.share_of + "'s IPO has no share left for it (the private then leaves the game)");
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
