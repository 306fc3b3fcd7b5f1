// The moves whatif ranks: every legal lay (a private's ability's too),
// station and purchase, as the rules module finds them, written as changes.
#include <algorithm>
#include <set>

#include "xxroute/ability_moves.h"
#include "xxroute/move_edits.h"
#include "xxroute/rules.h"
#include "xxroute/whatif.h"

namespace xxroute {

namespace {

Change One(const Edit& e) { return Change{e.Text(), {e}}; }

}  // namespace

std::vector<Change> LayOptions(const LoadedPosition& base, const std::vector<std::string>& colors,
                               const std::string& hex) {
  std::vector<Change> out;
  for (const Lay& lay : base.rules().Lays(colors, hex)) out.push_back(One(LayEdit(lay, "", "--best-lay")));
  for (const AbilityLay& a : AbilityLays(base.board(), base.company(), colors))  // (as the page's sheet of a hex offers them)
    if (hex.empty() || a.lay.hex == hex) out.push_back(One(LayEdit(a.lay, a.ability, "--best-lay")));
  return out;
}

std::vector<Change> TokenOptions(const LoadedPosition& base) {
  std::vector<Change> out;
  for (const Station& st : base.rules().Stations()) out.push_back(One(StationEdit(st, "", "--best-token")));
  for (const AbilityStation& a : AbilityStations(base.board(), base.company()))  // (1846's C&WI)
    out.push_back(One(StationEdit(a.station, a.ability, "--best-token")));
  return out;
}

namespace {

Edit BuyEdit(const Purchase& p) {
  Edit e;
  e.kind = Edit::kBuy;
  e.train = p.train;
  e.trade_in = p.trade_in;
  e.source = "--buy";
  return e;
}

// 18Lilliput 001 lines 303-308: a company at its train limit may not buy,
// but it may first give an obsolete train back to the bank. Each obsolete
// train it owns, given back, then each purchase that opens which the
// company could not make without it.
std::vector<Change> ReturnThenBuy(const LoadedPosition& base, const std::vector<Purchase>& direct) {
  std::vector<Change> out;
  const Rules rules = base.rules();
  const std::string& company = base.company().name;
  std::set<std::string> tried;
  for (const TrainRef& t : base.position().FindCompany(company)->trains) {
    if (!tried.insert(t.name).second || !rules.CheckReturn(t.name).ok) continue;
    Position pos = base.position();
    auto& trains = pos.FindCompany(company)->trains;
    trains.erase(std::find_if(trains.begin(), trains.end(), [&](const TrainRef& r) { return r.name == t.name; }));
    auto without = base.Load(std::move(pos), {company, LoadOptions::kCompany, LoadOptions::kNoAudit});
    for (const Purchase& p : without->rules().Purchases()) {
      const bool offered = std::any_of(direct.begin(), direct.end(), [&](const Purchase& d) {
        return d.train == p.train && d.trade_in == p.trade_in;
      });
      if (offered) continue;
      Edit back;
      back.kind = Edit::kReturn;
      back.train = t.name;
      back.source = "--buy";
      const Edit buy = BuyEdit(p);
      out.push_back(Change{back.Text() + ", " + buy.Text(), {back, buy}});
    }
  }
  return out;
}

}  // namespace

std::vector<Change> BuyOptions(const LoadedPosition& base) {
  std::vector<Change> out;
  const std::vector<Purchase> direct = base.rules().Purchases();
  for (const Purchase& p : direct) out.push_back(One(BuyEdit(p)));
  for (auto& c : ReturnThenBuy(base, direct)) out.push_back(std::move(c));
  return out;
}

}  // namespace xxroute
