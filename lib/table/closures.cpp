// Companies closing and merging into others (closures.h), privates closing
// with their phase, a national formed of others; the rules cited are the
// rulebooks' of the games whose data names them (../shared/rules).
#include "closures.h"

#include <algorithm>
#include <functional>

#include "floats.h"
#include "xxroute/error.h"
#include "xxroute/stock_rules.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

namespace xxroute {

// Whether the company's home station is on a mine (1824 coal railways, IV.2).
bool MineHome(const Game& g, const GameCompany& gc) {
  if (gc.home.size() != 1) return false;
  if (const HexSpec* h = g.FindMapHex(gc.home[0]))
    for (const auto& s : h->stops)
      if (s.id == gc.home_stop && s.kind == StopKind::kMine) return true;
  return false;
}

// Each of `from`'s tokens on the position's hexes made `to`'s ("" : taken
// off); where `to` is already on that stop, `from`'s is only taken off.
// Returns the stops where `from` stood.
std::vector<std::string> MoveTokens(Position& pos, const std::string& from, const std::string& to) {
  std::vector<std::string> where;
  auto swap = [&](std::vector<std::string>& tokens, const std::string& label) {
    auto it = std::find(tokens.begin(), tokens.end(), from);
    if (it == tokens.end()) return;
    where.push_back(label);
    if (to.empty() || std::count(tokens.begin(), tokens.end(), to)) tokens.erase(it);
    else *it = to;
  };
  for (auto& h : pos.hexes) {
    for (auto& st : h.stops) swap(st.tokens, h.coord + "." + st.id);
    for (auto& [id, tokens] : h.tokens) swap(tokens, h.coord + (id.empty() ? "" : "." + id));
  }
  return where;
}

// A token for `company` on its home (a printed hex: the position adds it).
void PlaceHome(const GameCompany& gc, Position& pos) {
  const std::string& coord = gc.home.front();
  HexSpec* h = pos.FindHex(coord);
  if (!h) {
    pos.hexes.push_back(HexSpec{});
    h = &pos.hexes.back();
    h->coord = coord;
  }
  for (auto& st : h->stops)
    if (st.id == gc.home_stop || (gc.home_stop.empty() && st.kind == StopKind::kCity)) {
      st.tokens.push_back(gc.name);
      return;
    }
  h->has_tokens = true;
  h->tokens[gc.home_stop].push_back(gc.name);
}

namespace {

// The player who holds `c` whole, or most of it ("" none).
std::string OwnerOf(const CompanySpec& c) {
  std::string owner;
  int most = 0;
  for (const auto& [holder, percent] : c.shares)
    if (IsPlayerHolder(holder) && percent > most) owner = holder, most = percent;
  return owner;
}

// The shares of `into` held back for the exchange of `name` (its charter's
// reserves: 1824's regional railway's president's share for its coal
// railway, IV.2, 002 lines 199-200; a state railway's shares for its
// pre-state railways, IV.4.4, line 335) given to `name`'s owner.
void HandOverReserved(const Game& g, Position& pos, const std::string& name, CompanySpec& into, Closing* out) {
  for (const auto& [sym, p] : g.privates) {
    auto it = p.reserves.find(into.name);
    if (p.company != name || it == p.reserves.end()) continue;
    const std::string owner = OwnerOf(*pos.FindCompany(name));
    const int percent = std::min(it->second, into.reserved.value_or(0));
    if (owner.empty() || percent <= 0) return;
    into.reserved = *into.reserved - percent;
    if (*into.reserved == 0) into.reserved.reset();
    auto& order = into.shares_order;
    if ((into.shares["ipo"] -= percent) <= 0) {
      into.shares.erase("ipo");
      order.erase(std::remove(order.begin(), order.end(), "ipo"), order.end());
    }
    if (!into.shares.count(owner)) order.push_back(owner);
    into.shares[owner] += percent;
    out->notes.push_back(owner + " receives the " + std::to_string(percent) + "% of " + into.name + " held back for " +
                         name + (p.rule.empty() ? "" : " (" + p.rule + ")"));
    return;
  }
}

// `name` closes into its merges_into company: its trains and treasury go
// there, its stations too, or a coal railway's mine token leaves the game and
// a blocking token takes the mine (1824 IV.2, 002 line 204 "все ее активы
// (поезда и деньги) передаются ... Маркер домашней станции угольной железной
// дороги убирается из игры"; IV.4.4, 002 line 342 "принимают все деньги,
// поезда, маркеры станций").
void Merge(const Game& g, Position& pos, const std::string& name, Closing* out) {
  const GameCompany& gc = g.companies.at(name);
  const std::string& into = gc.merges_into;
  const bool mine = MineHome(g, gc);
  if (!pos.FindCompany(into)) {
    CompanySpec t;
    t.name = into;
    if (pos.FindCompany(name)->treasury) t.treasury = 0;
    pos.companies.push_back(t);
  }
  CompanySpec& c = *pos.FindCompany(name);
  CompanySpec& t = *pos.FindCompany(into);
  HandOverReserved(g, pos, name, t, out);
  std::vector<std::string> trains;
  for (const auto& ref : c.trains) {
    t.trains.push_back(TrainRef{ref.name, 0, std::nullopt});
    trains.push_back(ref.name);
  }
  c.trains.clear();
  std::string money;
  if (c.treasury) {
    t.treasury = t.treasury.value_or(0) + *c.treasury;
    money = "treasury " + std::to_string(*c.treasury);
    c.treasury = 0;
  }
  const std::string blocker = g.blocking_tokens.empty() ? "" : g.blocking_tokens.front();
  const std::vector<std::string> stations = MoveTokens(pos, name, mine ? blocker : into);
  pos.closed.push_back(name);
  std::vector<std::string> moved;
  if (!trains.empty()) moved.push_back("trains " + Join(trains));
  if (!money.empty()) moved.push_back(money);
  if (!mine && !stations.empty()) moved.push_back("station " + Join(stations));
  std::string note = name + " closes into " + into + " (" + g.Line(mine ? "coal_exchange" : "state_forms") + ")";
  note += moved.empty() ? ": it had nothing to pass on" : ": its " + Join(moved) + " go to " + into;
  if (mine && !stations.empty())
    note += "; its mine token leaves the game" + (blocker.empty() ? "" : ", " + blocker + " takes " + Join(stations));
  out->notes.push_back(note);
  if (mine && !pos.HasStation(into) && !g.companies.at(into).home.empty())
    out->notes.push_back(into + " places its home station on " + g.companies.at(into).home.front() +
                         " in its first turn (" + g.Line("coal_exchange") + ")");
}

// A state railway formed by its pre-state railways' exchange: it floats
// whoever holds its shares, with 120 (its par) for each share not held back
// for their owners (1824 IV.4.4, 002 lines 341, 344).
void Forms(const Game& g, CompanySpec& t, int held_back, Closing* out) {
  if (t.floated.value_or(false) || !t.par) return;
  t.floated = true;
  const int unit = SharePercent(g, CompanyTypeOf(g, t));
  const int capital = *t.par * ((100 - held_back) / unit);
  t.treasury = t.treasury.value_or(0) + capital;
  out->notes.push_back(t.name + " forms with " + std::to_string(capital) + ", " + std::to_string(*t.par) + " for each of " +
                       std::to_string((100 - held_back) / unit) + " shares not held back (" + g.Line("state_capital") + ")");
}

// The phase from which the players may exchange the company.
std::string ExchangeFrom(const GameCompany& gc) { return gc.merges_from.empty() ? gc.closes_on : gc.merges_from; }

// `company`'s tokens on the hexes of `kept` made `into`'s (where `into`
// already has one there, only taken off), the others taken off.
void MoveTokensTo(Position& pos, const std::string& company, const std::string& into, const std::vector<std::string>& kept) {
  for (auto& h : pos.hexes) {
    const bool stays = std::count(kept.begin(), kept.end(), h.coord) > 0;
    auto swap = [&](std::vector<std::string>& tokens) {
      auto at = std::find(tokens.begin(), tokens.end(), company);
      if (at == tokens.end()) return;
      if (!stays || std::count(tokens.begin(), tokens.end(), into)) tokens.erase(at);
      else *at = into;
    };
    for (auto& st : h.stops) swap(st.tokens);
    for (auto& [id, tokens] : h.tokens) swap(tokens);
  }
}

// The privates whose `closes_on` phase was entered (phases a+1 ... b)
// close: they leave `privates` (and `privates_used`), their income ends
// (1836jr 003 line 118: "PRYWATNE FIRMY SĄ ZAMYKANE").
void ClosePrivates(const Game& g, Position& pos, int a, int b, Closing* out) {
  std::vector<std::string> closed, markers_gone;
  std::erase_if(pos.privates, [&](const auto& held) {
    auto it = g.privates.find(held.first);
    const int at = it == g.privates.end() || it->second.closes_on.empty() ? -1 : g.PhaseIndex(it->second.closes_on);
    if (at <= a || at > b) return false;
    closed.push_back(held.first);
    if (it->second.marker_leaves_with_player && !pos.FindCompany(held.second)) markers_gone.push_back(held.first);
    return true;
  });
  std::erase_if(pos.privates_used, [&](const std::string& p) { return std::count(closed.begin(), closed.end(), p) > 0; });
  if (!closed.empty()) out->notes.push_back("the private companies " + Join(closed) + " close: phase " + g.phases[b].name + " starts");
  // (a player's marker leaves with its private: game.yaml marker_leaves_with_player, 1846's Steamboat)
  for (const std::string& gone : markers_gone)
    for (CompanySpec& c : pos.companies)
      if (std::erase_if(c.hex_bonus, [&](const HexBonus& m) { return m.company == gone; }))
        out->notes.push_back(gone + "'s marker leaves " + c.name + "'s routes: " + gone + " closes while a player holds it");
}

}  // namespace

Closing EnterPhases(const Game& g, Position& pos, const std::string& from, const std::string& to) {
  Closing out;
  const int a = g.PhaseIndex(from), b = g.PhaseIndex(to);
  if (a < 0 || b <= a) return out;
  std::map<std::string, std::vector<std::string>> at_round_end;  // by the company they merge into
  for (const auto& [name, gc] : g.companies) {
    const int at = gc.closes_on.empty() ? -1 : g.PhaseIndex(gc.closes_on);
    if (at <= a || at > b || !pos.FindCompany(name) || pos.Closed(name)) continue;
    if (gc.closes_at_round_end) {  // (1824 IV.3, 002 line 216: at the end of this operating round)
      at_round_end[gc.merges_into].push_back(name);
    } else if (!gc.merges_into.empty()) {  // (1824 IV.2, 002 line 202: "немедленно закрываются")
      Merge(g, pos, name, &out);
    } else {
      CompanySpec& c = *pos.FindCompany(name);
      c.trains.clear();
      MoveTokens(pos, name, "");
      pos.closed.push_back(name);
      out.notes.push_back(name + " closes: phase " + gc.closes_on + " starts");
    }
  }
  ClosePrivates(g, pos, a, b, &out);
  for (const auto& [into, names] : at_round_end)
    out.notes.push_back(Join(names) + " close into " + into +
                        " at the end of this operating round (" + g.Line("closes_at_round_end") + ")");
  return out;
}

Closing FormDue(const Game& g, Position& pos, const std::string& source) {
  std::vector<std::string> due;  // (the companies they close into, once each)
  const int now = g.PhaseIndex(pos.phase);
  for (const auto& [name, gc] : g.companies)
    if (gc.closes_at_round_end && !gc.closes_on.empty() && g.PhaseIndex(gc.closes_on) <= now && pos.FindCompany(name) &&
        !pos.Closed(name) && !std::count(due.begin(), due.end(), gc.merges_into))
      due.push_back(gc.merges_into);
  Closing out;
  for (const auto& into : due)
    for (auto& n : Exchange(g, pos, into, source).notes) out.notes.push_back(std::move(n));
  return out;
}

Closing Exchange(const Game& g, Position& pos, const std::string& asked, const std::string& source) {
  auto fail = [&](const std::string& why) { throw InputError(source, 0, "exchange " + asked + ": " + why); };
  std::string name = asked;
  auto it = g.companies.find(name);
  if (it == g.companies.end()) fail(g.name + " has no company '" + name + "'");
  // A pre-state railway goes with all of its state railway's (IV.4.4, 002 line 335).
  if (it->second.closes_at_round_end) name = it->second.merges_into;
  const int now = g.PhaseIndex(pos.phase);
  std::vector<std::string> sources;
  for (const auto& [n, gc] : g.companies)
    if ((n == name && !gc.merges_into.empty()) || gc.merges_into == name) sources.push_back(n);
  if (sources.empty()) fail(name + " does not merge into another company, nor does another into it");
  Closing out;
  bool any = false, round_end = false;
  const std::string into = g.companies.at(sources.front()).merges_into;
  const CompanySpec* formed = pos.FindCompany(into);
  const int held_back = formed ? formed->reserved.value_or(0) : 0;  // (before the exchange hands them over)
  for (const auto& n : sources) {
    const GameCompany& gc = g.companies.at(n);
    if (!pos.FindCompany(n) || pos.Closed(n)) continue;
    const std::string from = ExchangeFrom(gc);
    if (now < g.PhaseIndex(from))
      fail(n + " merges into " + gc.merges_into + " from phase " + from + ", the phase is " + pos.phase +
           " (" + g.Line(gc.closes_at_round_end ? "forms_at_round_end" : "exchanged_from_phase") + ")");
    round_end = round_end || gc.closes_at_round_end;
    Merge(g, pos, n, &out);
    any = true;
  }
  if (!any) fail("no open company of the file merges into " + (sources.size() == 1 ? g.companies.at(sources[0]).merges_into : name));
  if (CompanySpec* t = pos.FindCompany(into)) {
    if (round_end) Forms(g, *t, held_back, &out);
    else FloatIfSold(g, *t, &out.notes);  // (an exchange in a stock round: 1824 VI.5, 002 line 444)
  }
  // A state railway none of whose pre-state railways ran places its station
  // free on the first one's home (IV.4.4, 002 line 342).
  if (round_end && !pos.HasStation(name) && !g.companies.at(name).home.empty()) {
    PlaceHome(g.companies.at(name), pos);
    out.notes.push_back(name + " places its station free on its home " + g.companies.at(name).home.front() +
                        " (" + g.Line("state_forms") + ")");
  }
  return out;
}

namespace {

// Each hex where one of `companies` has a station, the companies' home hexes first.
std::vector<std::string> StationHexes(const Game& g, const Position& pos, const std::vector<std::string>& companies) {
  std::vector<std::string> homes, rest;
  auto add = [&](const HexSpec& h, const std::vector<std::string>& tokens) {
    for (const auto& c : companies) {
      if (!std::count(tokens.begin(), tokens.end(), c)) continue;
      auto gc = g.companies.find(c);
      const bool home = gc != g.companies.end() && gc->second.home.size() == 1 && gc->second.home[0] == h.coord;
      auto& to = home ? homes : rest;
      if (!std::count(to.begin(), to.end(), h.coord)) to.push_back(h.coord);
    }
  };
  for (const auto& h : pos.hexes) {
    for (const auto& st : h.stops) add(h, st.tokens);
    for (const auto& [id, tokens] : h.tokens) add(h, tokens);
  }
  for (const auto& h : rest)
    if (!std::count(homes.begin(), homes.end(), h)) homes.push_back(h);
  return homes;
}

}  // namespace

namespace {

// The stations the national keeps of those of `joining`: home stations
// first, at most its markers; the president chooses where there are more
// (1836jr 003 line 293: `keep`).
std::vector<std::string> KeptStations(const Game& g, const Position& pos, const GameCompany& gc,
                                      const std::vector<std::string>& joining, const std::vector<std::string>& keep,
                                      const std::function<void(const std::string&)>& fail) {
  const std::vector<std::string> hexes = StationHexes(g, pos, joining);
  std::vector<std::string> kept = keep;
  if (kept.empty()) {
    if (static_cast<int>(hexes.size()) > gc.stations && gc.stations > 0)
      fail(gc.name + " takes over at most " + std::to_string(gc.stations) + " stations, the companies joining have " +
           std::to_string(hexes.size()) + " (" + Join(hexes) + "): say which with --cgr-keep HEX,... (" + g.Line("national_stations") + ")");
    kept = hexes;
  }
  for (const auto& h : kept)
    if (!std::count(hexes.begin(), hexes.end(), h)) fail("--cgr-keep " + h + ": no station of the companies joining there");
  if (gc.stations > 0 && static_cast<int>(kept.size()) > gc.stations)
    fail("--cgr-keep: " + std::to_string(kept.size()) + " stations, " + gc.name + " has " + std::to_string(gc.stations));
  return kept;
}

// The national's stock where the file follows the joining companies' shares:
// the players' shares exchanged (ExchangedShares), its price (FormedPrice),
// floated, its IPO paying the bank (003 line 317), withholding until it owns
// a permanent train (lines 309-315); the joining companies' shares and loans
// gone. "" where the file lists no shares, else what it did.
std::string FormStock(const Game& g, Position& pos, CompanySpec& national, const std::vector<std::string>& joining,
                      bool no_permanent, const std::function<void(const std::string&)>& fail) {
  std::vector<const CompanySpec*> specs;
  std::vector<int> prices;
  for (const auto& c : joining) {
    const CompanySpec* spec = pos.FindCompany(c);
    if (spec->shares.empty()) return "";
    specs.push_back(spec);
    if (spec->share_price) prices.push_back(*spec->share_price);
  }
  // The players: the file's cash, or where it follows none, the holders of
  // the joining companies' shares that are neither the bank nor a company.
  std::vector<std::string> players;
  for (const auto& [player, money] : pos.cash) players.push_back(player);
  if (players.empty())
    for (const CompanySpec* spec : specs)
      for (const std::string& holder : spec->shares_order)
        if (holder != "ipo" && holder != "pool" && !pos.FindCompany(holder) &&
            !std::count(players.begin(), players.end(), holder))
          players.push_back(holder);
  const NationalShares shares = ExchangedShares(specs, players);
  if (!shares.ok) fail(g.Line("national_shares") + ": " + shares.why);
  const std::optional<MarketCell> cell = FormedPrice(g.market(), prices);
  if (!cell) fail(g.title + "'s market has no par cell of 100, where the national's price starts (" + g.Line("national_price") + ")");
  national.shares.clear();
  national.shares_order.clear();
  for (const auto& [holder, percent] : shares.shares) national.shares[holder] = percent, national.shares_order.push_back(holder);
  national.par = national.share_price = g.market().Price(*cell);
  national.share_price_cell = std::make_pair(cell->row, cell->col);
  national.floated = true;
  national.capital = "full";
  if (no_permanent) national.no_permanent_train = true;
  for (const auto& c : joining) {
    CompanySpec& spec = *pos.FindCompany(c);
    spec.shares.clear();
    spec.shares_order.clear();
    if (spec.loans) spec.loans = 0;
  }
  std::vector<std::string> held;
  for (const auto& [holder, percent] : shares.shares) held.push_back(holder + " " + std::to_string(percent) + "%");
  return "shares " + Join(held) + " (" + g.Line("national_shares") + "), share price " +
         std::to_string(*national.share_price) + " (" + g.Line("national_price") + ")";
}

}  // namespace

Closing Form(const Game& g, Position& pos, const std::string& name, const std::vector<std::string>& joining,
             const std::vector<std::string>& keep, const std::string& source) {
  auto fail = [&](const std::string& why) { throw InputError(source, 0, "exchange " + name + ": " + why); };
  auto it = g.companies.find(name);
  if (it == g.companies.end() || it->second.forms_on.empty()) fail(name + " is not formed of other companies");
  const GameCompany& gc = it->second;
  // 003 line 269: "Firma jest tworzona ze spółek publicznych, które mają
  // długi, po zakupieniu pierwszego 6-pociągu."
  if (g.PhaseIndex(pos.phase) < g.PhaseIndex(gc.forms_on))
    fail(name + " forms after the first " + gc.forms_on + " is bought (" + g.Line("national_forms") + "); the phase is " + pos.phase);
  if (const CompanySpec* formed = pos.FindCompany(name); formed && (pos.HasStation(name) || !formed->trains.empty()))
    fail(name + " has formed already");
  for (const auto& c : joining) {
    const CompanySpec* spec = pos.FindCompany(c);
    if (!spec || pos.Closed(c)) fail("no open company '" + c + "' in the file");
    if (spec->loans.value_or(0) <= 0)
      fail(c + " has no loans: only companies with loans not repaid join (" + g.Line("national_joins") + ")");
  }
  const std::vector<std::string> kept = KeptStations(g, pos, gc, joining, keep, fail);
  Closing out;
  if (!pos.FindCompany(name)) {
    CompanySpec t;
    t.name = name;
    pos.companies.push_back(t);
  }
  int money = 0;
  bool any_money = false;
  std::vector<std::string> trains, market;
  for (const auto& c : joining) {
    CompanySpec& spec = *pos.FindCompany(c);
    if (spec.treasury) money += *spec.treasury, any_money = true, spec.treasury = 0;
    for (const auto& t : spec.trains) {  // (003 line 305: "używa tylko trwałych pociągów")
      const TrainOffer* o = g.FindOffer(t.name);
      (o && o->rusts_on.empty() ? trains : market).push_back(t.name);
    }
    spec.trains.clear();
    MoveTokensTo(pos, c, name, kept);
    pos.closed.push_back(c);
  }
  CompanySpec& cgr = *pos.FindCompany(name);
  for (const auto& t : trains) cgr.trains.push_back(TrainRef{t, 0, std::nullopt});
  if (any_money) cgr.treasury = cgr.treasury.value_or(0) + money;  // (003 line 317: "Kasa z połączonych spółek trafia do CGR")
  const std::string stock = FormStock(g, pos, cgr, joining, trains.empty(), fail);
  if (!market.empty() && !g.pool_rule.empty()) ToPool(pos, market);  // (the market is the bank's pool: 003 line 212)
  std::string note = Join(joining) + " form " + name + " (" + g.Line("national_formation") + "): stations " + JoinOrNone(kept);
  if (!trains.empty()) note += ", trains " + Join(trains);
  if (any_money) note += ", treasury " + std::to_string(money);
  if (!stock.empty()) note += "; " + stock;
  if (!market.empty()) note += "; " + Join(market) + " to the market (not permanent, " + g.Line("national_market") + ")";
  out.notes.push_back(note);
  return out;
}

std::string ExchangeMover(const Game& g, const Position& pos, const std::string& name) {
  if (pos.FindCompany(name) && !pos.Closed(name)) return name;
  for (const auto& [n, gc] : g.companies)
    if (gc.merges_into == name && pos.FindCompany(n) && !pos.Closed(n)) return n;
  return "";
}

}  // namespace xxroute
