// The end of a round (round_end.h), each event by the game's data (stock:).
#include "round_end.h"

#include <algorithm>

#include "closures.h"
#include "floats.h"
#include "xxroute/dividend.h"
#include "xxroute/error.h"
#include "xxroute/game_keys.h"
#include "xxroute/stock_rules.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {


// At a stock round's end each company the players hold whole moves up
// (stock: sold_out_up).
void SoldOutUp(const Game& g, Position& pos, Applied* a) {
  const Market& m = g.market();
  for (CompanySpec& c : pos.companies) {
    if (pos.Closed(c.name) || !c.share_price_cell || !MovesUpSoldOut(g, c)) continue;
    const MarketCell up = m.Up({c.share_price_cell->first, c.share_price_cell->second});
    if (m.Price(up) == *c.share_price) continue;
    a->notes.push_back(c.name + " sold out: share price " + std::to_string(*c.share_price) + " -> " +
                       std::to_string(m.Price(up)));
    c.share_price = m.Price(up);
    c.share_price_cell = std::make_pair(up.row, up.col);
  }
}

// An operating round begins: each private pays its owner its income.
void PrivatesPay(const Game& g, Position& pos, Applied* a) {
  for (const auto& [name, owner] : pos.privates) {
    auto it = g.privates.find(name);
    if (it == g.privates.end() || it->second.income == 0) continue;
    const int income = it->second.income;
    if (CompanySpec* c = pos.FindCompany(owner)) {
      c->treasury = c->treasury.value_or(0) + income;
    } else if (int* cash = pos.Cash(owner)) {
      *cash += income;
    } else {
      continue;
    }
    a->notes.push_back(name + " pays " + owner + " " + std::to_string(income));
  }
}

// At an operating round's end each company whose type earns a fixed income
// pays it (the market's fixed_income: 1824 X.4, 002 line 970, the bond
// railway pays its share price each operating round, its price moving as a
// payout's): its holders paid where the file follows the cash (each part
// rounded down where it reads the site's bond_rounding).
void FixedIncomesPay(const Game& g, Position& pos, const std::string& source, Applied* a) {
  const Market& m = g.market();
  for (CompanySpec& c : pos.companies) {
    const std::string type = CompanyTypeOf(g, c);
    if (pos.Closed(c.name) || !std::count(m.fixed_income_types.begin(), m.fixed_income_types.end(), type)) continue;
    DividendInput in = DividendInputFor(c, type);
    in.kind = "payout";
    DividendResult d = PayDividend(m, in, source);
    if (pos.Reads("bond_rounding") && m.fixed_income_up.value_or(false)) {  // (18xx.games rounds each part down)
      Market down = m;
      down.fixed_income_up = false;
      DividendResult site = PayDividend(down, in, source);
      if (site.per_holder != d.per_holder)
        a->readings.push_back(c.name + "'s holders paid their parts rounded down, as 18xx.games pays them (" +
                              g.ReadingRule("bond_rounding") + ")");
      d = std::move(site);
    }
    std::vector<std::string> paid;
    for (const auto& [holder, money] : d.per_holder)
      if (int* cash = pos.Cash(holder)) *cash += money, paid.push_back(holder + " " + std::to_string(money));
    std::string moved;
    if (d.price_after.size() == 1) {
      moved = ", share price " + std::to_string(c.share_price.value_or(0)) + " -> " + std::to_string(d.price_after[0]);
      c.share_price = d.price_after[0];
      if (d.cell_after.size() == 1) c.share_price_cell = std::make_pair(d.cell_after[0].row, d.cell_after[0].col);
    }
    a->notes.push_back(c.name + " pays its share price, " + std::to_string(d.income) +
                       (m.fixed_income_rule.empty() ? "" : " (" + m.fixed_income_rule + ")") + ": " + JoinOrNone(paid) +
                       moved);
  }
}

// At an operating round's end, a company its players' shares float (an
// exchange forced in the round: 1824 IV.2, 002 line 202, "может быть открыта
// в конце раунда операций") floats; and the companies that form then form.
void OperatingRoundEnds(const Game& g, Position& pos, const std::string& source, Applied* a) {
  FixedIncomesPay(g, pos, source, a);
  for (CompanySpec& c : pos.companies)
    if (!pos.Closed(c.name)) FloatIfSold(g, c, &a->notes);
  for (auto& n : FormDue(g, pos, source).notes) a->notes.push_back(std::move(n));
}

void Begin(Position& pos, const std::string& kind, int number, int operating, Applied* a) {
  pos.round->kind = kind;
  pos.round->number = number;
  pos.round->operating = operating;
  pos.round->operated.clear();
  pos.round->markers.clear();
  if (kind == "stock") pos.round->of = 0;
  a->notes.push_back(kind == "stock" ? "stock round " + std::to_string(number)
                                     : "operating round " + std::to_string(number) + "." + std::to_string(operating));
}

// The operating rounds after the stock round that ends, fixed now whatever
// phase the set brings (written where the phases decide them: 1824 VII.1,
// 002 lines 508-510 "после каждого SR"; 1836jr 003 line 142); the site's
// number where the file follows its reading (readings: operating_rounds)
// and it differs, said as such.
int SetOf(const Game& g, Position& pos, Applied* a) {
  const int rounds = OperatingRounds(g, pos.round->number, pos.phase, pos.Reads("operating_rounds"));
  if (!g.stock || g.stock->operating_rounds.empty()) pos.round->of = rounds;
  if (const int rulebook = OperatingRounds(g, pos.round->number, pos.phase); rulebook != rounds)
    a->notes.push_back("18xx.games' reading: " + std::to_string(rounds) + " operating rounds in phase " + pos.phase +
                       ", not " + std::to_string(rulebook) + " (" + g.ReadingRule("operating_rounds") + ")");
  return rounds;
}

}  // namespace

GameMoveMade EndRound(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  GameMoveMade made;
  if (!now.game()) RefuseEdit(e, pos, "the file names no 'game', whose rounds these are");
  const Game& g = *now.game();
  if (!pos.round) RefuseEdit(e, pos, "the file follows no rounds (it has no 'round:')");
  if (pos.turn && !pos.turn->company.empty())
    if (const std::string why = EndTurn(pos, &g); !why.empty()) RefuseEdit(e, pos, why);
  RoundState& r = *pos.round;
  if (r.kind == "end") RefuseEdit(e, pos, "the game is over (round: end)");
  if (r.kind == "start") {
    Begin(pos, "stock", 1, 0, a);
    return made;
  }
  if (r.kind == "stock") {
    SoldOutUp(g, pos, a);
    SetOf(g, pos, a);
    Begin(pos, "operating", r.number, 1, a);
    PrivatesPay(g, pos, a);
    return made;
  }
  OperatingRoundEnds(g, pos, e.source, a);
  if (r.operating < (r.of > 0 ? r.of : OperatingRounds(g, r.number, pos.phase, pos.Reads("operating_rounds")))) {
    Begin(pos, "operating", r.number, r.operating + 1, a);
    PrivatesPay(g, pos, a);
    return made;
  }
  if (g.stock && g.stock->export_at == "set_end")
    if (const std::string next = NextOnSale(g, pos); !next.empty()) {
      Edit x;
      x.kind = Edit::kExport;
      x.train = next;
      x.source = e.source;
      made.exports.push_back(x);
    }
  Begin(pos, "stock", r.number + 1, 0, a);
  return made;
}

}  // namespace xxroute
