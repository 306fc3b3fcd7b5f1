// Applying a change to a position: each edit a move asked of the rules
// module, or a hypothesis written into the position as it is.
#include <algorithm>
#include <functional>

#include "closures.h"
#include "destination.h"
#include "draw.h"
#include "lay_rotations.h"
#include "private_moves.h"
#include "takeover.h"
#include "turn_money_edits.h"
#include "treasury.h"
#include "xxroute/error.h"
#include "xxroute/money_rules.h"
#include "xxroute/stock_rules.h"
#include "xxroute/rules.h"
#include "xxroute/train_rules.h"
#include "xxroute/whatif.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {

// A token for `company` on the position's hex `coord`, stop `id`.
void AddToken(Position& pos, const std::string& coord, const std::string& id, const std::string& company) {
  HexSpec* h = pos.FindHex(coord);
  if (h && !h->stops.empty()) {
    for (auto& st : h->stops)
      if (st.id == id) st.tokens.push_back(company);
    return;
  }
  if (!h) {
    pos.hexes.push_back(HexSpec{});
    h = &pos.hexes.back();
    h->coord = coord;
  }
  h->has_tokens = true;
  h->tokens[id].push_back(company);
}

// The company's trains after a move: `removed` gone (one each), `obsolete`
// turned into what they become, `added` appended.
void ReplaceTrains(CompanySpec& c, const std::vector<std::string>& removed,
                   const std::vector<std::pair<std::string, std::string>>& obsolete, const std::string& added) {
  std::vector<std::string> gone = removed;
  std::vector<TrainRef> kept;
  for (const auto& t : c.trains) {
    auto it = std::find(gone.begin(), gone.end(), t.name);
    if (it != gone.end()) {
      gone.erase(it);
      continue;
    }
    TrainRef ref = t;
    for (const auto& [from, to] : obsolete)
      if (ref.name == from && to != from) ref.name = to, ref.inline_train.reset();
    kept.push_back(ref);
  }
  if (!added.empty()) kept.push_back(TrainRef{added, 0, std::nullopt});
  c.trains = kept;
}

// What a move brought about, in the words of its rule (ConsequenceWords).
void Follow(Applied* a, const std::string& phase, const std::vector<std::string>& removed,
            const std::vector<std::pair<std::string, std::string>>& obsolete, const std::string& note) {
  for (auto& n : ConsequenceWords(phase, removed, obsolete, note)) a->notes.push_back(std::move(n));
}

// A purchase, an export or a new phase reaches every company: the others'
// trains rust and turn obsolete too (18CZ VIII.12, 000 lines 1152-1155; 1824
// VII.14; 1836jr 003 lines 112, 126, 137), each company's as the rules find
// for it on the board before the move.
void OthersFollow(const Board& before, Position& pos, const std::string& company,
                  const std::function<PhaseChange(const Rules&)>& ask, Applied* a) {
  for (auto& c : pos.companies) {
    if (c.name == company || c.trains.empty()) continue;
    const PhaseChange ch = ask(Rules(before, before.SelectCompany(c.name)));
    if (!ch.ok || (ch.removed.empty() && ch.obsolete.empty())) continue;
    ReplaceTrains(c, ch.removed, ch.obsolete, "");
    if (!ch.removed.empty()) a->notes.push_back(c.name + " loses " + Join(ch.removed));
    for (const auto& [from, to] : ch.obsolete) a->notes.push_back(c.name + "'s " + TurnsObsolete(from, to));
  }
}

// The new phase, and the companies it closes (closures.h).
void SetPhase(Position& pos, const Game& g, const std::string& phase, Applied* a) {
  const std::string from = pos.phase;
  pos.phase = phase;
  pos.color = g.FindPhase(phase)->color;
  CloseDrawn(g, pos, from, phase, &a->notes, &a->readings);  // (1824 X.3: construction railways, before the others)
  for (auto& n : EnterPhases(g, pos, from, phase).notes) a->notes.push_back(std::move(n));
  // A private's marker that leaves as its phase starts (game.yaml privates:
  // marker_leaves_on): where the game names the site's reading marker_leaves
  // (1836jr56), only in a file that reads it.
  const bool site_reading = std::any_of(g.site_readings.begin(), g.site_readings.end(),
                                        [](const auto& r) { return r.first == "marker_leaves"; });
  if (site_reading && !pos.Reads("marker_leaves")) return;
  for (const auto& held : g.privates) {
    const std::string& name = held.first;  // (a name, not a structured binding: the lambda below uses it)
    const GamePrivate& p = held.second;
    const int leaves = p.marker_leaves_on.empty() ? -1 : g.PhaseIndex(p.marker_leaves_on);
    if (leaves < 0 || g.PhaseIndex(from) >= leaves || g.PhaseIndex(phase) < leaves) continue;
    for (CompanySpec& c : pos.companies)
      if (std::erase_if(c.hex_bonus, [&](const HexBonus& b) { return b.company == name; }) > 0)
        (site_reading ? a->readings : a->notes)
            .push_back(name + "'s marker leaves " + c.name + "'s routes as phase " + phase + " starts (" +
                       (site_reading ? g.ReadingRule("marker_leaves") : p.rule) + ")");
  }
}

// A train over the limit given up by `whose` (only over it, by the game's
// rule: rules: discard): to the bank's pool or out of the game as the game
// says (rules: excess_trains, train_rules.h).
std::string Discard(const LoadedPosition& now, Position& pos, const std::string& whose, const std::string& train) {
  const Board& b = now.board();
  CompanySpec* c = pos.FindCompany(whose);
  if (!c) return "no company '" + whose + "' in the file";
  const auto over = OverLimit(b);
  auto x = std::find_if(over.begin(), over.end(), [&](const Excess& e) { return e.company == whose; });
  const std::string rule = now.game() ? now.game()->discard_rule : "";
  if (x == over.end())
    return whose + " is within phase " + pos.phase + "'s train limit: a train is given up only over it" +
           (rule.empty() ? "" : " (" + rule + ")");
  auto it = std::find_if(c->trains.begin(), c->trains.end(), [&](const TrainRef& t) { return t.name == train; });
  if (it == c->trains.end()) return whose + " has no " + train + " train (it has " + Join(x->trains) + ")";
  c->trains.erase(it);
  if (now.game() && now.game()->excess_trains_pooled) ToPool(pos, {train});
  return "";
}

// One edit being made: the session it is made on, the position it changes
// (a copy of the session's), the company that moves, its rules, and what the
// change has cost and led to so far.
struct EditMade {
  const LoadedPosition& now;
  const Edit& e;
  Position& pos;
  const std::string& company;
  const Rules& rules;
  CompanySpec* co;  // the company in `pos`
  Applied* a;

  // The edit refused: its text and why, at its source (an option or a scenario line).
  [[noreturn]] void Fail(const std::string& why) const {
    throw InputError(e.source.empty() ? pos.file : e.source, 0, e.Text() + ": " + why);
  }
  // A move the rules allow, priced; refused with the rule it breaks.
  void Priced(const Move& m) const {
    if (!m.ok) Fail(m.why);
    if (!m.reading.empty()) a->notes.push_back(m.reading);
    a->cost += m.cost;
    if (!m.cost_text.empty()) a->costs.push_back(m.cost_text);
    if (!m.reading.empty()) a->readings.push_back(m.reading), a->notes.push_back(m.reading);
    CheckAffordable(pos, company, e, a->cost, a->costs);  // (paid from the treasury, where the file gives one)
  }
  // A train from the bank's stock, where the position keeps it.
  void FromBank(const std::string& item) const {
    if (!now.game()) return;
    if (const std::string why = BankRefusal(*now.game(), pos, item); !why.empty()) Fail(why);
    TakeFromBank(*now.game(), pos, item);
  }
};

// The bank's pool after a purchase, an export or a phase (`bought`: the
// trains bought first of their kind; `to_phase`: the phase the move enters,
// "" none): its trains rust and turn obsolete with their kind (TrainsAfter;
// 18Lilliput 001 lines 311-312: "To se týká také vlaků na kartě vlakového depa").
void PoolFollows(const EditMade& m, const std::vector<std::string>& bought, const std::string& to_phase) {
  const Game* g = m.now.game();
  if (!g || !m.pos.pool_trains || m.pos.pool_trains->empty()) return;
  const int from = g->PhaseIndex(m.now.position().phase);
  const int to = to_phase.empty() ? from : g->PhaseIndex(to_phase);
  std::vector<std::string> removed;
  std::vector<std::pair<std::string, std::string>> obsolete;
  TrainsAfter(*g, *m.pos.pool_trains, bought, from, to, &removed, &obsolete);
  std::vector<std::string>& pool = *m.pos.pool_trains;
  for (const auto& r : removed) pool.erase(std::find(pool.begin(), pool.end(), r));
  for (const auto& [was, now] : obsolete)
    if (was != now) *std::find(pool.begin(), pool.end(), was) = now;
  if (!removed.empty()) m.a->notes.push_back("the pool loses " + Join(removed));
  for (const auto& [was, now] : obsolete) m.a->notes.push_back("the pool's " + TurnsObsolete(was, now));
}

// The trains whose first purchase opened the phases after `from` up to `to`
// (an 18CZ card names no face: none).
std::vector<std::string> OpeningTrains(const Game& g, int from, int to) {
  std::vector<std::string> out;
  for (int i = from + 1; i <= to && i < static_cast<int>(g.phases.size()); ++i)
    if (g.FindTrain(g.phases[i].on)) out.push_back(g.phases[i].on);
  return out;
}

// Hypothesis: the company's trains replaced by those the edit names.
void SetTrains(const EditMade& m) {
  m.co->trains.clear();
  for (const auto& t : m.e.trains) m.co->trains.push_back(TrainRef{t, 0, std::nullopt});
}

// Hypothesis: one of the company's trains taken away.
void RemoveTrain(const EditMade& m) {
  auto& trains = m.co->trains;
  auto it = std::find_if(trains.begin(), trains.end(), [&](const TrainRef& t) { return t.name == m.e.train; });
  if (it == trains.end()) m.Fail(m.company + " has no " + m.e.train + " train");
  trains.erase(it);
}

// A tile laid (Rules::CheckLay) and priced; the rotation, when the edit
// leaves it out, the one legal rotation. The hex written as laid, keeping
// its lines and name in the file.
void LayTile(const EditMade& m) {
  const int rotation = ChosenRotation(m.rules, m.now.board(), m.e, m.pos, &m.a->notes);
  Lay lay = m.rules.CheckLay(m.e.hex, m.e.tile, rotation, m.e.ability);
  m.Priced(lay);
  if (!m.e.ability.empty()) {  // (the private's card turned over: its ability is used)
    auto& used = m.pos.privates_used;
    if (!std::count(used.begin(), used.end(), m.e.ability)) used.push_back(m.e.ability);
    m.pos.move_so_far.ability_lays.emplace_back(m.e.ability, m.e.hex);  // (its lays made together: game.h Lay)
    const Game& g = m.rules.game();
    const GamePrivate* p = g.FindPrivate(m.e.ability);
    m.a->notes.push_back("by " + m.e.ability + "'s ability (" + (p && p->lays ? p->lays->rule : g.private_ability->rule) + ")");
  }
  WriteLaidHex(m.pos, m.e.hex, lay.result);
  BondStationOnLay(m.rules.game(), m.pos, m.e.hex, m.e.tile, &m.a->notes);  // (1824 X.4, 002 line 979)
}

// A station placed (Rules::CheckStation) and priced: its marker, where the
// file lists them (`markers:`, since a takeover), off the list.
void PlaceStation(const EditMade& m) {
  Station st = m.rules.CheckStation(m.e.hex, m.e.stop, m.e.ability);
  m.Priced(st);
  if (const GamePrivate* p = m.now.game() && !m.e.ability.empty() ? m.now.game()->FindPrivate(m.e.ability) : nullptr;
      p && p->token) {  // (the private's card turned over: its token is placed)
    m.pos.privates_used.push_back(m.e.ability);
    m.a->notes.push_back("by " + m.e.ability + "'s ability (" + p->token->rule + ")");
  }
  AddToken(m.pos, m.e.hex, st.stop_id, m.company);
  if (m.co->markers && !m.co->markers->empty()) m.co->markers->erase(m.co->markers->begin());  // (its next marker)
}

// Hypothesis: another company's token, on a free slot of a city (the hex's
// only city where the edit names none).
void BlockSlot(const EditMade& m) {
  const Edit& e = m.e;
  const Board& b = m.now.board();
  int stop = b.FindStop(e.stop.empty() ? e.hex : e.hex + "." + e.stop);
  if (stop < 0 && e.stop.empty() && b.FindHex(e.hex) >= 0)
    stop = OnlyCity(b.stops(), b.hexes()[b.FindHex(e.hex)].stops);
  if (stop == -2) m.Fail("hex " + e.hex + " has several cities: say which, e.g. " + e.hex + ".c0");
  if (stop < 0) m.Fail("no city " + e.hex + (e.stop.empty() ? "" : "." + e.stop) + " on the board");
  const Stop& s = b.stops()[stop];
  if (s.kind != StopKind::kCity) m.Fail(s.label + " is a " + KindName(s.kind) + ": no token goes there");
  if (s.HasToken(e.company)) m.Fail(e.company + " already has a station at " + s.label);
  if (static_cast<int>(s.tokens.size()) >= s.slots) m.Fail(s.label + " has no free slot");
  // (a company whose stations others place, anywhere: 1824 X.4's bond railway)
  const Game* g = m.now.game();
  const CompanyType* type = nullptr;
  if (const CompanySpec* other = m.pos.FindCompany(e.company); g && other) type = g->FindCompanyType(CompanyTypeOf(*g, *other));
  if (type && !type->stations_anywhere.empty()) {
    if (const std::string why = AnywhereStationRefusal(b, e.company); !why.empty()) m.Fail(why);
    m.a->notes.push_back(m.company + "'s president places " + e.company + "'s station on " + s.label + " (" +
                         type->stations_anywhere + ")");
  }
  AddToken(m.pos, e.hex, s.id, e.company);
}

// The phase moved forward (Rules::CheckPhase): the trains it rusts and turns
// obsolete, the company's and every other's, then the phase itself.
void MovePhase(const EditMade& m) {
  PhaseChange c = m.rules.CheckPhase(m.e.phase);
  m.Priced(c);
  ReplaceTrains(*m.co, c.removed, c.obsolete, "");
  Follow(m.a, "", c.removed, c.obsolete, c.note);
  OthersFollow(m.now.board(), m.pos, m.company, [&](const Rules& r) { return r.CheckPhase(m.e.phase); }, m.a);
  const Game& g = m.rules.game();
  PoolFollows(m, OpeningTrains(g, g.PhaseIndex(m.pos.phase), g.PhaseIndex(c.phase)), c.phase);
  SetPhase(m.pos, m.rules.game(), c.phase, m.a);
}

// A national that has not owned a permanent train (no_permanent_train)
// owns one once it buys one: its income and price move from then (1836jr
// 003 lines 313-315).
void OwnsPermanent(const Game& g, CompanySpec& c, const std::string& train, Applied* a) {
  const TrainOffer* o = g.FindOffer(train);
  if (!c.no_permanent_train || !*c.no_permanent_train || !o || !o->rusts_on.empty()) return;
  c.no_permanent_train = false;
  a->notes.push_back(c.name + " owns a permanent train: it pays out and its price moves from now (" + g.Line("permanent_train") + ")");
}

// The privates that close as `company` buys a train (game.yaml privates:
// closes_on_train).
void ClosePrivatesOnTrain(const Game& g, Position& pos, const std::string& company, Applied* a) {
  std::erase_if(pos.privates, [&](const auto& held) {
    auto it = g.privates.find(held.first);
    if (it == g.privates.end() || it->second.closes_on_train != company) return false;
    a->notes.push_back(held.first + " closes as " + company + " buys a train");
    return true;
  });
}

// The purchase `e` asks: a new train from the bank (Rules::CheckPurchase),
// or, where the bank does not sell it now (or has none left) and its pool
// has one, the pool's (Rules::CheckPoolPurchase).
Purchase AskPurchase(const EditMade& m) {
  Purchase p = m.rules.CheckPurchase(m.e.train, m.e.trade_in);
  const bool pooled = m.pos.pool_trains && std::count(m.pos.pool_trains->begin(), m.pos.pool_trains->end(), m.e.train);
  if (!pooled || !m.e.trade_in.empty()) return p;
  const bool bank_sells = p.ok && (!m.now.game() || BankRefusal(*m.now.game(), m.pos, p.card.empty() ? p.train : p.card).empty());
  return bank_sells ? p : m.rules.CheckPoolPurchase(m.e.train);
}

// The cheapest train the company may buy now, new or from the pool, where
// the game's president may add money only to the cheapest (0: no such rule,
// or none on sale).
int CheapestOnSale(const EditMade& m) {
  const Game& g = m.rules.game();
  if (!g.president_pays.cheapest) return 0;
  int best = 0;
  auto take = [&](const Purchase& p) {
    const bool stocked = p.from_pool || BankRefusal(g, m.pos, p.card.empty() ? p.train : p.card).empty();
    if (p.ok && p.trade_in.empty() && stocked && (best == 0 || p.cost < best)) best = p.cost;
  };
  for (const Purchase& p : m.rules.Purchases()) take(p);
  if (m.pos.pool_trains)
    for (const auto& t : *m.pos.pool_trains) take(m.rules.CheckPoolPurchase(t));
  return best;
}

// A train bought from the bank or its pool and priced (AskPurchase): the
// president's money where the options add it (PresidentPays), taken from
// the bank's stock or pool, what it rusts and turns obsolete, the company's,
// every other's and the pool's, the trains kept over the limit, the phase
// it starts.
void BuyTrain(const EditMade& m) {
  Purchase p = AskPurchase(m);
  if (p.ok && m.e.president_pays >= 0) {
    const std::optional<int> left = m.co->treasury ? std::optional<int>(*m.co->treasury - m.a->cost) : std::nullopt;
    ForcedBuy buy;
    buy.price = p.cost;
    buy.treasury = left;
    buy.cheapest = CheapestOnSale(m);
    PresidentPays(m.now, m.e, m.pos, buy, m.a);
  }
  m.Priced(p);
  if (p.from_pool) {
    m.pos.pool_trains->erase(std::find(m.pos.pool_trains->begin(), m.pos.pool_trains->end(), p.train));
  } else {
    m.FromBank(p.card.empty() ? p.train : p.card);
  }
  ReplaceTrains(*m.co, p.removed, p.obsolete, p.train);
  OwnsPermanent(m.rules.game(), *m.co, p.train, m.a);
  ClosePrivatesOnTrain(m.rules.game(), m.pos, m.company, m.a);
  Follow(m.a, p.phase, p.removed, p.obsolete, p.note);
  if (!p.from_pool) {  // (a used train rusts nothing: its kind was bought before)
    OthersFollow(m.now.board(), m.pos, m.company, [&](const Rules& r) { return r.Follows({p.train}, p.phase); }, m.a);
    PoolFollows(m, {p.train}, p.phase);
  }
  if (p.keep >= 0) m.a->keep = p.keep;
  if (!p.phase.empty()) SetPhase(m.pos, m.rules.game(), p.phase, m.a);
}

// An obsolete train given back to the bank (Rules::CheckReturn; 18Lilliput:
// to the depot, before a purchase at the limit).
void ReturnTrain(const EditMade& m) {
  m.Priced(m.rules.CheckReturn(m.e.train));
  ReplaceTrains(*m.co, {m.e.train}, {}, "");
  const bool pool = !m.rules.game().pool_rule.empty();  // (18Lilliput 001 lines 259-260: onto the depot card)
  if (pool) ToPool(m.pos, {m.e.train});
  m.a->notes.push_back("the " + m.e.train + " goes back to the bank" + (pool ? "'s pool" : ""));
}

// An 18CZ train card exported (Rules::CheckExport): taken from the bank's
// stock, what it rusts and turns obsolete, the company's and every other's,
// the phase it starts (said only when it is not the change's first phase).
void ExportCard(const EditMade& m, const std::string& base_phase) {
  PhaseChange c = m.rules.CheckExport(m.e.train);
  m.Priced(c);
  m.FromBank(m.e.train);
  ReplaceTrains(*m.co, c.removed, c.obsolete, "");
  Follow(m.a, c.phase != base_phase ? c.phase : "", c.removed, c.obsolete, "");
  OthersFollow(m.now.board(), m.pos, m.company, [&](const Rules& r) { return r.CheckExport(m.e.train); }, m.a);
  const Game& g = m.rules.game();
  std::vector<std::string> faces;  // (a card counts as each of its faces sold; a train alone, as itself)
  for (const auto& card : g.train_cards)
    if (card.card == m.e.train)
      for (const auto& [type, face] : card.faces) faces.push_back(face);
  PoolFollows(m, faces.empty() ? std::vector<std::string>{m.e.train} : faces, c.phase);
  if (faces.empty() && !g.pool_rule.empty()) ToPool(m.pos, {m.e.train});  // (18Lilliput 001 line 632: to the depot)
  if (c.phase != m.pos.phase) SetPhase(m.pos, m.rules.game(), c.phase, m.a);
}

// A company exchanged into the one it merges into, or a company formed of
// those named (closures.h).
void ExchangeCompanies(const EditMade& m) {
  const Edit& e = m.e;
  if (!m.now.game()) m.Fail("an exchange is a game's: the file names no 'game'");
  const std::string source = e.source.empty() ? m.pos.file : e.source;
  const Closing c = e.companies.empty() ? Exchange(*m.now.game(), m.pos, e.company, source)
                                        : Form(*m.now.game(), m.pos, e.company, e.companies, e.keep, source);
  for (const auto& n : c.notes) m.a->notes.push_back(n);
}

// A train borrowed for the turn by a national without one (BorrowRefusal):
// no money, no train from the bank's stock, no phase; given back as the
// turn ends (turn.h: EndTurn).
void BorrowTrain(const EditMade& m) {
  if (!m.now.game()) m.Fail("borrowing a train is a game's: the file names no 'game'");
  if (const std::string why = BorrowRefusal(*m.now.game(), *m.co, m.e.train); !why.empty()) m.Fail(why);
  if (!m.pos.turn) m.Fail("the file follows no turn (it has no 'turn:'), at whose end the train goes back");
  StartTurn(m.pos, m.company);
  m.pos.turn->borrowed = m.e.train;
  m.co->trains.push_back(TrainRef{m.e.train, 0, std::nullopt});
  m.a->notes.push_back(m.company + " borrows a " + m.e.train + " for this turn (" + m.now.game()->Line("borrowed_train") + ")");
}

// The company's president bankrupt (BankruptcyRefusal, against the cheapest
// train the bank sells): the game ends at once (rules: lines bankruptcy_ends),
// `round: {kind: end}` where the file follows the rounds.
void Bankrupt(const EditMade& m) {
  const Game& g = m.rules.game();
  int cheapest = 0;
  auto consider = [&](const std::string& train) {
    const TrainOffer* o = g.FindOffer(train);
    if (o && o->price > 0 && (cheapest == 0 || o->price < cheapest)) cheapest = o->price;
  };
  consider(NextOnSale(g, m.pos));  // (the type on sale, and those sold early from their phase)
  for (const auto& [name, offer] : g.offers)
    if (SoldEarly(g, name, g.PhaseIndex(m.pos.phase))) consider(name);
  if (const std::string why = BankruptcyRefusal(g, m.pos, *m.co, cheapest); !why.empty()) m.Fail(why);
  if (m.pos.round) m.pos.round->kind = "end", m.pos.round->operating = 0, m.pos.round->of = 0;
  m.a->notes.push_back(President(*m.co) + " is bankrupt: the game ends (" + g.Line("bankruptcy_ends") + ")");
}

// A train over the limit given up, by the company or the one the edit names (Discard).
void GiveUpTrain(const EditMade& m) {
  const std::string whose = m.e.company.empty() ? m.company : m.e.company;
  if (const std::string why = Discard(m.now, m.pos, whose, m.e.train); !why.empty()) m.Fail(why);
  m.a->notes.push_back(whose + "'s " + m.e.train + " " +
                       (m.now.game() ? ExcessGoes(*m.now.game()) : "goes to the bank"));
}

// The edit made on `m.pos`, each kind by its own step.
void MakeEdit(const EditMade& m, const std::string& base_phase) {
  switch (m.e.kind) {
    case Edit::kTrains: SetTrains(m); break;
    case Edit::kAddTrain: m.co->trains.push_back(TrainRef{m.e.train, 0, std::nullopt}); break;
    case Edit::kRemoveTrain: RemoveTrain(m); break;
    case Edit::kLay: LayTile(m); break;
    case Edit::kToken: PlaceStation(m); break;
    case Edit::kBlock: BlockSlot(m); break;
    case Edit::kPhase: MovePhase(m); break;
    case Edit::kBuy: BuyTrain(m); break;
    case Edit::kReturn: ReturnTrain(m); break;
    case Edit::kExport: ExportCard(m, base_phase); break;
    case Edit::kExchange: ExchangeCompanies(m); break;
    case Edit::kDiscard: GiveUpTrain(m); break;
    case Edit::kBorrow: BorrowTrain(m); break;
    case Edit::kBankrupt: Bankrupt(m); break;
    case Edit::kRun:
    case Edit::kTakeLoan:
    case Edit::kRepayLoan:
    case Edit::kBuyFrom:
    case Edit::kShares:
    case Edit::kPar:
      MakeMoneyEdit(m.now, m.e, m.pos, m.a);
      CheckAffordable(m.pos, m.company, m.e, m.a->cost, m.a->costs);  // (a loan repaid, a train bought from another company)
      break;
    case Edit::kEndTurn:
      if (const std::string why = EndTurn(m.pos, m.now.game()); !why.empty()) m.Fail(why);
      break;
    case Edit::kTakeOver:
    case Edit::kTurnTrain:
    case Edit::kScrap:
      MakeTakeoverMove(m.now, m.e, m.pos, m.a);
      CheckAffordable(m.pos, m.company, m.e, m.a->cost, m.a->costs);
      break;
    case Edit::kBuyPrivate:
    case Edit::kSellPrivate:
    case Edit::kMarker:
      MakePrivateMove(m.now, m.e, m.pos, m.a);
      CheckAffordable(m.pos, m.company, m.e, m.a->cost, m.a->costs);
      break;
    case Edit::kBuyShares:
    case Edit::kSellShares:
    case Edit::kEndRound:
    case Edit::kExchangePrivate:
    case Edit::kDraw: m.Fail("a move of the game, not of a company's turn (game_moves.h)");
  }
}

// The position `now` holds with edit `e` made by the company it runs: a
// move asked of its rules and priced into `a`, or a hypothesis written in.
// `base_phase`: the phase before the change.
Position Edited(const LoadedPosition& now, const Edit& e, const std::string& base_phase, Applied* a) {
  Position pos = now.position();
  const std::string& company = now.company().name;
  const Rules rules = now.rules();
  const EditMade m{now, e, pos, company, rules, pos.FindCompany(company), a};
  if (!m.co) m.Fail("no company '" + company + "'");
  // (another company's train given up, or a further exchange, is no move of its own)
  const bool own = !(e.kind == Edit::kExchange || (e.kind == Edit::kDiscard && !e.company.empty()));
  if (own && pos.Closed(company)) m.Fail(company + " is closed: a closed company makes no move");
  // A move of an operating turn: in its order and limits (xxroute/turn.h).
  const TurnMove move = TurnMoveOf(now.board(), company, e);
  if (move.step != TurnStep::kNone && now.game()) {
    if (const std::string why = TurnRefusal(*now.game(), pos, company, move); !why.empty()) m.Fail(why);
    if (pos.turn && !pos.turn->company.empty() && pos.turn->company != company)
      a->notes.push_back("ends " + pos.turn->company + "'s turn");
    StartTurn(pos, company);
  }
  MakeEdit(m, base_phase);
  RecordTurnMove(pos, move);
  return pos;
}

}  // namespace

Applied ApplyChange(const LoadedPosition& base, const Change& change) {
  Applied a;
  const LoadOptions options{base.company().name, LoadOptions::kCompany, LoadOptions::kNoAudit};
  for (const auto& e : change.edits) {
    Position pos = Edited(a.loaded ? *a.loaded : base, e, base.position().phase, &a);
    if (a.loaded) a.loaded->Change(std::move(pos));
    else a.loaded = base.Load(std::move(pos), options);
    if (e.kind == Edit::kLay) PayAtDestination(*a.loaded, &a);  // (the track laid may join a company to its destination)
  }
  if (!a.loaded) a.loaded = base.Load(base.position(), options);  // (no edit: the position as it is)
  return a;
}

}  // namespace xxroute
