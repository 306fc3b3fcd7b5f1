// The turn's keys as a position file writes them (players, bank_trains,
// turn, each company's turns, the players' cash, the bank's pool of
// trains), and compared once written.
#include "xxroute/position_text.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

// GCC 12 warns, wrongly, of an overlapping memcpy in string concatenations
// ("{" + text + "}") as it inlines them here (GCC bug 105329).
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

namespace xxroute {

std::string BankTrainsFlow(const std::vector<std::pair<std::string, int>>& bank) {
  std::vector<std::string> parts;
  for (const auto& [name, left] : bank) parts.push_back(YamlQuoted(name) + ": " + std::to_string(left));
  return "{" + Join(parts) + "}";
}

std::string CashFlow(const std::vector<std::pair<std::string, int>>& cash) {
  std::vector<std::string> parts;
  for (const auto& [player, money] : cash) parts.push_back(YamlScalar(player) + ": " + std::to_string(money));
  return "{" + Join(parts) + "}";
}

std::string PoolTrainsFlow(const std::vector<std::string>& pool) {
  std::vector<std::string> parts;
  for (const auto& t : pool) parts.push_back(YamlQuoted(t));
  return "[" + Join(parts) + "]";
}
namespace {

std::vector<std::string> Quoted(const std::vector<std::string>& names) {
  std::vector<std::string> out;
  for (const auto& n : names) out.push_back(YamlQuoted(n));
  return out;
}

}  // namespace

std::string TurnFlow(const TurnState& t) {
  if (t.company.empty()) return "{}";
  const std::vector<std::string> bought = Quoted(t.bought);
  return "{company: " + YamlScalar(t.company) + ", lays: " + std::to_string(t.lays) +
         ", upgrades: " + std::to_string(t.upgrades) + ", stations: " + std::to_string(t.stations) +
         ", ran: " + (t.ran ? "true" : "false") + ", bought: [" + Join(bought) + "], trade_ins: " +
         std::to_string(t.trade_ins) + (t.loans ? ", loans: " + std::to_string(t.loans) : "") +
         (t.took_over.empty() ? "" : ", took_over: [" + Join(t.took_over) + "]") +
         (t.taken_trains.empty() ? "" : ", taken_trains: [" + Join(Quoted(t.taken_trains)) + "]") +
         (t.borrowed.empty() ? "" : ", borrowed: " + YamlQuoted(t.borrowed)) + "}";
}

bool SameTurn(const std::optional<TurnState>& a, const std::optional<TurnState>& b) {
  if (!a || !b) return a.has_value() == b.has_value();
  return a->company == b->company && a->lays == b->lays && a->upgrades == b->upgrades && a->stations == b->stations &&
         a->ran == b->ran && a->bought == b->bought && a->trade_ins == b->trade_ins &&
         a->loans == b->loans && a->took_over == b->took_over && a->taken_trains == b->taken_trains &&
         a->borrowed == b->borrowed;
}

std::string TurnDifference(const Position& want, const Position& got) {
  auto text = [](const std::optional<int>& n) { return n ? std::to_string(*n) : std::string("none"); };
  if (want.players != got.players) return "players " + text(got.players) + " instead of " + text(want.players);
  if (want.bank_trains != got.bank_trains)
    return "bank_trains " + (got.bank_trains ? BankTrainsFlow(*got.bank_trains) : "none") + " instead of " +
           (want.bank_trains ? BankTrainsFlow(*want.bank_trains) : "none");
  if (want.cash != got.cash)
    return "cash " + CashFlow(got.cash) + " instead of " + CashFlow(want.cash);
  if (want.pool_trains != got.pool_trains)
    return "pool_trains " + (got.pool_trains ? PoolTrainsFlow(*got.pool_trains) : "none") + " instead of " +
           (want.pool_trains ? PoolTrainsFlow(*want.pool_trains) : "none");
  if (!SameTurn(want.turn, got.turn))
    return "turn " + (got.turn ? TurnFlow(*got.turn) : "none") + " instead of " + (want.turn ? TurnFlow(*want.turn) : "none");
  for (const auto& c : want.companies)
    if (const CompanySpec* o = got.FindCompany(c.name); o && c.turns != o->turns)
      return "company " + c.name + ": turns " + text(o->turns) + " instead of " + text(c.turns);
  return "";
}

}  // namespace xxroute
