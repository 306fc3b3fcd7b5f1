// The railways drawn at the start to work otherwise (draw.h).
#include "draw.h"

#include <algorithm>

#include "closures.h"
#include "xxroute/error.h"
#include "xxroute/rules.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

const DrawRules& DrawOf(const LoadedPosition& now, const Edit& e, const Position& pos) {
  if (!now.game() || !now.game()->draw)
    RefuseEdit(e, pos, (now.game() ? now.game()->name : std::string("the file's game")) + " draws no railways (game.yaml draw:)");
  return *now.game()->draw;
}

// The list of the draw `company` is one of (-1: none).
int ListOf(const DrawRules& d, const std::string& company) {
  for (size_t i = 0; i < d.from.size(); ++i)
    if (std::count(d.from[i].begin(), d.from[i].end(), company)) return static_cast<int>(i);
  return -1;
}

// The bond railway, listed: no president, no treasury, all its shares in the
// pool, its price on the draw's cell, its home station placed (X.4, 002
// lines 970-976).
void ListBond(const Game& g, const DrawRules& d, const std::string& name, const Edit& e, Position& pos, Applied* a) {
  if (pos.FindCompany(name)) RefuseEdit(e, pos, name + " is listed already: it cannot become the bond railway (" + d.rule + ")");
  CompanySpec b;
  b.name = name;
  b.type = d.bond_type;
  const MarketCell cell{d.bond_cell.first, d.bond_cell.second};
  b.par = b.share_price = g.market().Price(cell);
  b.share_price_cell = d.bond_cell;
  b.shares["pool"] = 100;
  b.shares_order.push_back("pool");
  b.floated = true;
  pos.companies.push_back(b);
  const GameCompany& gc = g.companies.at(name);
  if (!gc.home.empty()) PlaceHome(gc, pos);
  a->notes.push_back(name + " is the bond railway: share price " + std::to_string(*b.share_price) +
                     ", all its shares in the pool, its home station on " + (gc.home.empty() ? "none" : gc.home.front()) +
                     " (" + d.rule + ")");
}

}  // namespace

bool Drawn(const Position& pos, const std::string& company) {
  return std::count(pos.draw.begin(), pos.draw.end(), company) > 0;
}

void Draw(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const DrawRules& d = DrawOf(now, e, pos);
  if (!pos.draw.empty()) RefuseEdit(e, pos, "the railways were drawn already: " + Join(pos.draw));
  if (const std::string why = DrawRefusal(*now.game(), e.companies); !why.empty()) RefuseEdit(e, pos, why);
  for (const std::string& c : e.companies)
    if (pos.FindCompany(c) || pos.Closed(c)) RefuseEdit(e, pos, c + " has started: the draw comes first (" + d.rule + ")");
  pos.draw = e.companies;  // (in the order of the lists: the last closes them all, CloseDrawn)
  std::sort(pos.draw.begin(), pos.draw.end(),
            [&](const std::string& x, const std::string& y) { return ListOf(d, x) < ListOf(d, y); });
  a->notes.push_back(Join(pos.draw) + " drawn: they work as " + d.type + " (" + d.rule + ")");
}

void StartDrawn(const LoadedPosition& now, const Edit& e, const GamePrivate& p, Position& pos, Applied* a) {
  const DrawRules& d = DrawOf(now, e, pos);
  const Game& g = *now.game();
  if (pos.FindCompany(p.company) || pos.Closed(p.company)) RefuseEdit(e, pos, p.company + " has started already");
  CompanySpec c;
  c.name = p.company;
  c.type = d.type;
  c.floated = true;
  c.treasury = 0;
  c.shares[e.holder] = 100;
  c.shares_order.push_back(e.holder);
  pos.companies.push_back(c);
  a->notes.push_back(p.company + " starts as a " + d.type + ": " + e.holder + " holds it, its price " +
                     std::to_string(e.amount) + " goes to the bank; no treasury, no trains, no shares held back (" +
                     d.rule + ")");
  const GameCompany& gc = g.companies.at(p.company);
  if (ListOf(d, p.company) == 0 && !gc.merges_into.empty()) ListBond(g, d, gc.merges_into, e, pos, a);
}

void BondStationOnLay(const Game& g, Position& pos, const std::string& hex, const std::string& tile,
                      std::vector<std::string>* notes) {
  if (!g.draw || g.draw->bond_station_hex != hex) return;
  auto t = g.Tiles().find(tile);
  if (t == g.Tiles().end() || t->second.color != g.draw->bond_station_color) return;
  const CompanySpec* bond = nullptr;
  for (const CompanySpec& c : pos.companies)
    if (c.type == g.draw->bond_type && !pos.Closed(c.name)) bond = &c;
  HexSpec* h = pos.FindHex(hex);
  if (!bond || !h) return;
  const std::string name = bond->name;
  auto tokens_of = [&](const std::string& id) -> std::vector<std::string>* {
    for (auto& st : h->stops)
      if (st.id == id) return &st.tokens;
    return &h->tokens[id];
  };
  for (const StopSpec& s : t->second.shape.stops)
    if (std::count(tokens_of(s.id)->begin(), tokens_of(s.id)->end(), name)) return;  // (placed already)
  for (const StopSpec& s : t->second.shape.stops) {
    std::vector<std::string>* tokens = tokens_of(s.id);
    if (s.kind != StopKind::kCity || static_cast<int>(tokens->size()) >= s.slots) continue;
    tokens->push_back(name);
    h->has_tokens = h->has_tokens || h->stops.empty();
    notes->push_back(name + "'s station placed on " + hex + "." + s.id + ", " + hex + " turned " +
                     g.draw->bond_station_color + " (" + g.draw->rule + ")");
    return;
  }
}

void CloseDrawn(const Game& g, Position& pos, const std::string& from, const std::string& to,
                std::vector<std::string>* notes, std::vector<std::string>* readings) {
  if (!g.draw || pos.draw.empty()) return;
  const DrawRules& d = *g.draw;
  std::string last;  // (the drawn railway of the last list, whose closing closes them all)
  for (const std::string& c : pos.draw)
    if (ListOf(d, c) + 1 == static_cast<int>(d.from.size())) last = c;
  if (last.empty()) return;
  const GameCompany& lc = g.companies.at(last);
  const int at = lc.closes_on.empty() ? -1 : g.PhaseIndex(lc.closes_on);
  if (at <= g.PhaseIndex(from) || at > g.PhaseIndex(to)) return;
  const std::string blocker = g.blocking_tokens.empty() ? "" : g.blocking_tokens.front();
  std::vector<std::string> closed;
  for (const std::string& name : pos.draw) {
    CompanySpec* c = pos.FindCompany(name);
    if (!c || pos.Closed(name)) continue;
    const GameCompany& gc = g.companies.at(name);
    MoveTokens(pos, name, MineHome(g, gc) ? blocker : "");
    c->trains.clear();
    if (c->treasury) c->treasury = 0;
    pos.closed.push_back(name);
    closed.push_back(name);
  }
  if (closed.empty()) return;
  notes->push_back(Join(closed) + " close: the first " + lc.closes_on + " (" + d.rule + ")");
  if (d.pays <= 0 || lc.merges_into.empty()) return;
  if (pos.Reads("construction_unpaid")) {
    readings->push_back(lc.merges_into + " gets nothing as " + Join(closed) + " close (" +
                        g.ReadingRule("construction_unpaid") + ")");
    return;
  }
  CompanySpec* state = pos.FindCompany(lc.merges_into);
  if (!state) {
    CompanySpec s;
    s.name = lc.merges_into;
    pos.companies.push_back(s);
    state = &pos.companies.back();
  }
  state->treasury = state->treasury.value_or(0) + d.pays;
  notes->push_back(lc.merges_into + " gets " + std::to_string(d.pays) + " as they close (" + d.rule + ")");
}

}  // namespace xxroute
