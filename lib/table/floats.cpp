// Companies listed and floating (floats.h).
#include "floats.h"

#include "turn_money_edits.h"
#include "xxroute/error.h"
#include "xxroute/stock_rules.h"

namespace xxroute {

bool FloatIfSold(const Game& g, CompanySpec& c, std::vector<std::string>* notes) {
  if (c.Floated() || !FloatsNow(g, c)) return false;
  c.floated = true;
  const int capital = FloatCapital(g, c);
  c.treasury = c.treasury.value_or(0) + capital;
  notes->push_back(c.name + " floats" + (capital ? " with " + std::to_string(capital) : ""));
  return true;
}

void ListAtPar(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  auto fail = [&](const std::string& why) {
    throw InputError(e.source.empty() ? pos.file : e.source, 0, e.Text() + ": " + why);
  };
  if (!now.game()) fail("the file names no 'game', whose companies these are");
  const Game& g = *now.game();
  if (!g.companies.count(e.company)) fail(g.name + " has no company '" + e.company + "'");
  if (pos.Closed(e.company)) fail(e.company + " is closed");
  CompanySpec c;
  c.name = e.company;
  c.floated = false;
  c.treasury = 0;
  c.shares["ipo"] = 100;
  c.shares_order.push_back("ipo");
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
