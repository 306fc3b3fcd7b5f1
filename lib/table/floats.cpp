// Companies listed and floating (floats.h).
#include "floats.h"

#include "turn_money_edits.h"
#include "xxroute/error.h"
#include "xxroute/stock_rules.h"
#include "xxroute/turn.h"

namespace xxroute {

CompanySpec Unfloated(const std::string& name) {
  CompanySpec c;
  c.name = name;
  c.floated = false;
  c.treasury = 0;
  c.shares["ipo"] = 100;
  c.shares_order.push_back("ipo");
  return c;
}

bool FloatIfSold(const Game& g, CompanySpec& c, std::vector<std::string>* notes, const std::string& train_on_sale) {
  if (c.Floated() || !FloatsNow(g, c, train_on_sale)) return false;
  c.floated = true;
  const int capital = FloatCapital(g, c);
  c.treasury = c.treasury.value_or(0) + capital;
  notes->push_back(c.name + " floats" + (capital ? " with " + std::to_string(capital) : ""));
  return true;
}

namespace {

// The phase whose capital a company parred now takes: the phase under way,
// or, where the file reads capital_by_train (18xx.games), the phase the
// train on sale opens (the capital changes as the trains before it sell out).
std::string ParPhase(const Game& g, const Position& pos) {
  if (!pos.Reads("capital_by_train")) return pos.phase;
  const std::string next = NextOnSale(g, pos);
  for (const Phase& p : g.phases)
    if (!next.empty() && p.on == next) return p.name;
  return pos.phase;
}

}  // namespace

void ListAtPar(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  auto fail = [&](const std::string& why) {
    throw InputError(e.source.empty() ? pos.file : e.source, 0, e.Text() + ": " + why);
  };
  if (!now.game()) fail("the file names no 'game', whose companies these are");
  const Game& g = *now.game();
  if (!g.companies.count(e.company)) fail(g.name + " has no company '" + e.company + "'");
  if (pos.Closed(e.company)) fail(e.company + " is closed");
  // (listed at par, its shares go on sale: not before its type floats)
  if (const std::string why = EarlyFloatRefusal(g, g.companies.at(e.company).type, pos.phase); !why.empty()) fail(why);
  CompanySpec c = Unfloated(e.company);
  if (g.stock && !g.stock->capital_from.empty()) c.capital = CapitalAtPar(g, ParPhase(g, pos));
  if (c.capital == "escrow" && ReachesDestination(now.board(), c.name)) {  // (nothing to hold back: 003 line 55)
    c.capital = "incremental";
    a->notes.push_back(c.name + " is joined to its destination already: every IPO share pays it (" + g.Line("destination") + ")");
  }
  pos.companies.push_back(c);
  MakeMoneyEdit(now, e, pos, a);
}

CompanySpec* ListedAtFixedPar(const LoadedPosition& now, Position& pos, const std::string& name,
                              const std::string& source, Applied* a) {
  if (CompanySpec* c = pos.FindCompany(name)) return c;
  if (!now.game() || pos.Closed(name)) return nullptr;
  auto it = now.game()->companies.find(name);
  if (it == now.game()->companies.end() || !it->second.par) return nullptr;
  Edit e;
  e.kind = Edit::kPar;
  e.company = name;
  e.amount = *it->second.par;
  e.source = source;
  ListAtPar(now, e, pos, a);
  a->notes.push_back(name + " listed at its par " + std::to_string(*it->second.par) + ", its shares on sale");
  return pos.FindCompany(name);
}

}  // namespace xxroute
