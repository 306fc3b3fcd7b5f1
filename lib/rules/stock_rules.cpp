// The stock round's rules (stock_rules.h), each from the game's data.
#include "xxroute/stock_rules.h"

#include <algorithm>

namespace xxroute {

namespace {

// A number by company type from the data's map: the type's, else every type's ("").
int ByType(const std::map<std::string, int>& m, const std::string& type, int otherwise) {
  if (auto it = m.find(type); it != m.end()) return it->second;
  if (auto it = m.find(""); it != m.end()) return it->second;
  return otherwise;
}

int Held(const CompanySpec& c, const std::string& holder) {
  auto it = c.shares.find(holder);
  return it == c.shares.end() ? 0 : it->second;
}

// The IPO's percent: what `ipo` holds, or, where the file lists no `ipo`,
// what no one holds.
int IpoPercent(const CompanySpec& c) {
  if (c.shares.count("ipo")) return c.shares.at("ipo");
  int held = 0;
  for (const auto& [holder, p] : c.shares) held += p;
  return std::max(0, 100 - held);
}

std::string Percent(int p) { return std::to_string(p) + "%"; }

}  // namespace

std::string CompanyTypeOf(const Game& g, const CompanySpec& c) {
  if (!c.type.empty()) return c.type;
  auto it = g.companies.find(c.name);
  return it == g.companies.end() ? "" : it->second.type;
}

int SharePercent(const Game& g, const std::string& type) {
  return g.stock ? 100 / ByType(g.stock->shares, type, 10) : 10;
}

int PlayersPercent(const CompanySpec& c) {
  int percent = 0;
  for (const auto& [holder, p] : c.shares)
    if (IsPlayerHolder(holder)) percent += p;
  return percent;
}

ShareDeal CheckBuyShares(const Game& g, const CompanySpec& c, const std::string& player, int percent,
                         const std::string& from) {
  ShareDeal d;
  const int unit = SharePercent(g, CompanyTypeOf(g, c));
  if (!IsPlayerHolder(player)) return d.why = player + " is not a player", d;
  if (!c.share_price) return d.why = c.name + " has no share price yet: its par comes first (--par)", d;
  const int on_sale = IpoPercent(c) - c.reserved.value_or(0);  // (shares held back for an exchange are not)
  d.from = from.empty() ? (on_sale < percent && Held(c, "pool") >= percent ? "pool" : "ipo") : from;
  const int there = d.from == "ipo" ? on_sale : Held(c, "pool");
  if (there < percent)
    return d.why = "the " + d.from + " holds " + Percent(there) + " of " + c.name + ", not " + Percent(percent), d;
  const bool at_par = d.from == "ipo" && g.stock && g.stock->ipo_price == "par" && c.par;
  d.price = (at_par ? *c.par : *c.share_price) * percent / unit;
  d.to_company = d.from == "ipo" && g.stock && g.stock->capital == "incremental";
  d.ok = true;
  return d;
}

ShareDeal CheckSellShares(const Game& g, const CompanySpec& c, const std::string& player, int percent) {
  ShareDeal d;
  const int unit = SharePercent(g, CompanyTypeOf(g, c));
  if (Held(c, player) < percent)
    return d.why = player + " holds " + Percent(Held(c, player)) + " of " + c.name + ", not " + Percent(percent), d;
  if (!c.share_price) return d.why = c.name + " has no share price", d;
  d.price = *c.share_price * percent / unit;
  d.ok = true;
  return d;
}

bool FloatsNow(const Game& g, const CompanySpec& c) {
  if (c.reserved.value_or(0) > 0) return false;  // (1824 IV.4.2, 002 lines 308, 310: its president's share first)
  const int needed = g.stock ? ByType(g.stock->float_percent, CompanyTypeOf(g, c), 60) : 60;
  return PlayersPercent(c) >= needed;
}

int FloatCapital(const Game& g, const CompanySpec& c) {
  if (!g.stock || g.stock->capital != "full" || !c.par) return 0;
  if (auto gc = g.companies.find(c.name); gc != g.companies.end() && gc->second.capital_shares > 0)
    return c.share_price.value_or(*c.par) * gc->second.capital_shares;  // (1824 IV.4.2, 002 line 309)
  return *c.par * (100 / SharePercent(g, CompanyTypeOf(g, c)));
}

MarketCell AfterSale(const Game& g, const CompanySpec& c, const MarketCell& cell, int percent) {
  const Market& m = g.market();
  const int steps = g.stock && g.stock->sell_move == "per_sale" ? 1 : percent / SharePercent(g, CompanyTypeOf(g, c));
  MarketCell at = cell;
  for (int i = 0; i < steps; ++i) at = m.Down(at);
  return at;
}

bool MovesUpSoldOut(const Game& g, const CompanySpec& c) {
  return g.stock && g.stock->sold_out_up && c.Floated() && PlayersPercent(c) >= 100;
}

int OperatingRounds(const Game& g, int number, const std::string& phase, const std::string& reading) {
  if (g.stock && !g.stock->operating_rounds.empty()) {
    const auto& list = g.stock->operating_rounds;
    return list[std::clamp(number, 1, static_cast<int>(list.size())) - 1];
  }
  if (reading == "18xx.games")
    if (auto it = g.site_operating_rounds.find(phase); it != g.site_operating_rounds.end()) return it->second;
  const Phase* p = g.FindPhase(phase);
  return p && p->operating_rounds > 0 ? p->operating_rounds : 1;
}

}  // namespace xxroute
