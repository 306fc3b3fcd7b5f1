// The stock round's rules (stock_rules.h), each from the game's data.
#include "xxroute/stock_rules.h"

#include <algorithm>
#include <cstdlib>

#include "xxroute/reach.h"

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

std::vector<MarketCell> ParCells(const Game& g, const std::string& type) {
  const Market& m = g.market();
  if (auto typed = m.par_cells_by_type.find(type); typed != m.par_cells_by_type.end()) return typed->second;
  return m.par_cells;
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
  const std::string capital = CapitalOf(g, c);
  // (escrow: the IPO's first escrow_percent pays the treasury, the rest is
  // held until the destination: 1836jr 003 lines 53-55)
  const bool first = capital == "escrow" && 100 - IpoPercent(c) < g.stock->escrow_percent;
  d.to_company = d.from == "ipo" && (capital == "incremental" || first);
  d.to_escrow = d.from == "ipo" && capital == "escrow" && !first;
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

std::string CapitalOf(const Game& g, const CompanySpec& c) {
  if (!c.capital.empty()) return c.capital;
  return g.stock ? g.stock->capital : "full";
}

std::string CapitalAtPar(const Game& g, const std::string& phase) {
  if (!g.stock) return "full";
  std::string capital = g.stock->capital;
  for (const auto& [from, kind] : g.stock->capital_from)
    if (g.PhaseIndex(from) <= g.PhaseIndex(phase)) capital = kind;
  return capital;
}

std::string EarlyFloatRefusal(const Game& g, const std::string& type, const std::string& phase) {
  const CompanyType* ct = g.FindCompanyType(type);
  if (!ct || ct->floats_from.empty() || g.PhaseIndex(ct->floats_from) <= g.PhaseIndex(phase)) return "";
  return ct->floats_rule + ": a " + type + " company floats from phase " + ct->floats_from + ", not in phase " + phase;
}

bool ReachesDestination(const Board& b, const std::string& company) {
  const Game* g = b.game();
  if (!g) return false;
  auto gc = g->companies.find(company);
  if (gc == g->companies.end() || gc->second.destination.empty() || gc->second.home.size() != 1) return false;
  return TrackJoins(b, gc->second.home[0], gc->second.destination);
}

int FloatPercent(const Game& g, const CompanySpec& c, const std::string& train_on_sale) {
  int needed = g.stock ? ByType(g.stock->float_percent, CompanyTypeOf(g, c), 60) : 60;
  if (const Train* t = g.FindTrain(train_on_sale); t && g.stock && g.stock->float_train_percent) {
    int stops = 0;
    for (const auto& row : t->rows) stops += row.visit;
    needed = std::min(needed, g.stock->float_train_percent * stops);
  }
  return needed;
}

bool FloatsNow(const Game& g, const CompanySpec& c, const std::string& train_on_sale) {
  if (c.reserved.value_or(0) > 0) return false;  // (1824 IV.4.2, 002 lines 308, 310: its president's share first)
  return PlayersPercent(c) >= FloatPercent(g, c, train_on_sale);
}

int FloatCapital(const Game& g, const CompanySpec& c) {
  if (!g.stock || CapitalOf(g, c) != "full" || !c.par) return 0;
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

std::string PrivatePurchaseRefusal(const Game& g, const GamePrivate& p, const std::string& phase, int price) {
  if (!g.private_purchase) return "";
  const Game::PrivatePurchase& rule = *g.private_purchase;
  const int at = g.PhaseIndex(phase);
  if ((!rule.from.empty() && at < g.PhaseIndex(rule.from)) || (!rule.until.empty() && at > g.PhaseIndex(rule.until)))
    return rule.rule + ": companies buy privates " +
           (rule.until.empty() ? "from phase " + rule.from + " on" : "in phases " + rule.from + " to " + rule.until) +
           ", not in phase " + phase;
  const int least = std::max(rule.least, p.price * rule.min_percent / 100), most = p.price * rule.max_percent / 100;
  if (rule.max_percent > 0 && (price < least || price > most))
    return rule.rule + ": " + p.name + " (face " + std::to_string(p.price) + ") is bought for " + std::to_string(least) +
           " to " + std::to_string(most) + ", not " + std::to_string(price);
  return "";
}

NationalShares ExchangedShares(const std::vector<const CompanySpec*>& joining, const std::vector<std::string>& players) {
  NationalShares out;
  std::vector<std::pair<std::string, int>> held;  // each player's national shares
  int odd = 0, total = 0;
  for (const std::string& p : players) {
    int percent = 0;
    for (const CompanySpec* c : joining) percent += Held(*c, p);
    odd += percent % 20;
    if (percent >= 20) held.push_back({p, percent / 20}), total += percent / 20;
  }
  for (const CompanySpec* c : joining) odd += Held(*c, "pool");
  const int pool = odd / 20;
  if (total + pool > 10) return out.why = std::to_string(total + pool) +
                                          " shares of the national, more than its ten (its 20 shares of 5% are not kept yet)", out;
  std::stable_sort(held.begin(), held.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  for (const auto& [p, n] : held) out.shares.push_back({p, n * 10});
  if (pool) out.shares.push_back({"pool", pool * 10});
  if (total + pool < 10) out.shares.push_back({"ipo", (10 - total - pool) * 10});
  out.ok = true;
  return out;
}

std::optional<MarketCell> FormedPrice(const Market& m, std::vector<int> prices) {
  std::optional<MarketCell> hundred;
  for (const MarketCell& c : m.par_cells)
    if (m.Price(c) == 100) hundred = c;
  if (!hundred) return std::nullopt;
  std::sort(prices.begin(), prices.end());
  if (prices.size() >= 3) prices.erase(prices.begin());  // (the cheapest left out)
  int sum = 0;
  for (int p : prices) sum += p;
  const int average = prices.empty() ? 0 : sum / static_cast<int>(prices.size()) / 5 * 5;
  if (average <= 100) return hundred;
  MarketCell best = *hundred;
  const auto& row = m.cells[hundred->row];
  for (int col = 0; col < static_cast<int>(row.size()); ++col)
    if (row[col] > 0 && std::abs(row[col] - average) < std::abs(m.Price(best) - average)) best = {hundred->row, col};
  return best;
}

int OperatingRounds(const Game& g, int number, const std::string& phase, bool site_reading) {
  if (g.stock && !g.stock->operating_rounds.empty()) {
    const auto& list = g.stock->operating_rounds;
    return list[std::clamp(number, 1, static_cast<int>(list.size())) - 1];
  }
  if (site_reading && g.stock)  // (readings: operating_rounds)
    if (auto it = g.stock->site_operating_rounds.find(phase); it != g.stock->site_operating_rounds.end()) return it->second;
  const Phase* p = g.FindPhase(phase);
  return p && p->operating_rounds > 0 ? p->operating_rounds : 1;
}

}  // namespace xxroute
