// The moves whatif ranks: every legal lay (a private's ability's too),
// station and purchase, as the rules module finds them, written as changes.
#include <algorithm>
#include <set>

#include "lay_rotations.h"
#include "xxroute/rules.h"
#include "xxroute/whatif.h"

namespace xxroute {

namespace {

Change One(const Edit& e) { return Change{e.Text(), {e}}; }

// The lays by the ability of a private the company owns and has not used
// (game.yaml privates: lays), one tile each: not those laid all together
// (C-P), as a private is bought (ER) or by a player (MF). Each rotation
// with a track of its own (LegalRotations).
std::vector<Change> AbilityLayOptions(const LoadedPosition& base, const std::vector<std::string>& colors) {
  std::vector<Change> out;
  const Game* g = base.game();
  if (!g) return out;
  const Position& pos = base.position();
  const Rules rules = base.rules();
  for (const auto& [name, owner] : pos.privates) {
    const GamePrivate* p = g->FindPrivate(name);
    if (owner != base.company().name || !p || !p->lays || std::count(pos.privates_used.begin(), pos.privates_used.end(), name))
      continue;
    const GamePrivate::Lay& lay = *p->lays;
    if (lay.all || lay.on_purchase || lay.by_player) continue;
    for (const std::string& hex : lay.hexes)
      for (const std::string& tile : lay.tiles) {
        const auto t = g->Tiles().find(tile);
        if (t == g->Tiles().end() || (!colors.empty() && !std::count(colors.begin(), colors.end(), t->second.color))) continue;
        std::string why;
        for (const RotationChoice& r : LegalRotations(rules, base.board(), hex, tile, &why, name)) {
          Edit e;
          e.kind = Edit::kLay;
          e.ability = name;
          e.hex = hex;
          e.tile = tile;
          e.rotation = r.rotation;
          e.source = "--best-lay";
          out.push_back(One(e));
        }
      }
  }
  return out;
}

}  // namespace

std::vector<Change> LayOptions(const LoadedPosition& base, const std::vector<std::string>& colors) {
  std::vector<Change> out;
  for (const Lay& lay : base.rules().Lays(colors)) {
    Edit e;
    e.kind = Edit::kLay;
    e.hex = lay.hex;
    e.tile = lay.tile;
    e.rotation = lay.rotation;
    e.source = "--best-lay";
    out.push_back(One(e));
  }
  for (Change& c : AbilityLayOptions(base, colors)) out.push_back(std::move(c));
  return out;
}

std::vector<Change> TokenOptions(const LoadedPosition& base) {
  std::vector<Change> out;
  for (const Station& st : base.rules().Stations()) {
    Edit e;
    e.kind = Edit::kToken;
    e.hex = st.hex;
    e.stop = st.stop_id;
    e.source = "--best-token";
    out.push_back(One(e));
  }
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
