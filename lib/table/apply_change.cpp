// Applying a change to a position: each edit a move asked of the rules
// module, or a hypothesis written into the position as it is.
#include <algorithm>
#include <functional>

#include "closures.h"
#include "lay_rotations.h"
#include "turn_money_edits.h"
#include "treasury.h"
#include "xxroute/error.h"
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
      if (ref.name == from) ref.name = to, ref.inline_train.reset();
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
    for (const auto& [from, to] : ch.obsolete) a->notes.push_back(c.name + "'s " + from + " turns " + to);
  }
}

// The new phase, and the companies it closes (closures.h).
void SetPhase(Position& pos, const Game& g, const std::string& phase, Applied* a) {
  const std::string from = pos.phase;
  pos.phase = phase;
  pos.color = g.FindPhase(phase)->color;
  for (auto& n : EnterPhases(g, pos, from, phase).notes) a->notes.push_back(std::move(n));
}

// A train over the limit given up by `whose` (only over it: 1836jr 003 line
// 210 "spółka nie można dobrowolnie odrzucić pociągu"; 18Lilliput 001 line
// 301): to the bank or out of the game as the game says (train_rules.h).
std::string Discard(const LoadedPosition& now, Position& pos, const std::string& whose, const std::string& train) {
  const Board& b = now.board();
  CompanySpec* c = pos.FindCompany(whose);
  if (!c) return "no company '" + whose + "' in the file";
  const auto over = OverLimit(b);
  auto x = std::find_if(over.begin(), over.end(), [&](const Excess& e) { return e.company == whose; });
  if (x == over.end())
    return whose + " is within phase " + pos.phase + "'s train limit: a train is given up only over it (1824 VII.11, "
           "002 line 775; 1836jr 003 line 210)";
  auto it = std::find_if(c->trains.begin(), c->trains.end(), [&](const TrainRef& t) { return t.name == train; });
  if (it == c->trains.end()) return whose + " has no " + train + " train (it has " + Join(x->trains) + ")";
  c->trains.erase(it);
  return "";
}

// The position `now` holds with edit `e` made by the company it runs: a
// move asked of its rules and priced into `a`, or a hypothesis written in.
// `base_phase`: the phase before the change.
Position Edited(const LoadedPosition& now, const Edit& e, const std::string& base_phase, Applied* a) {
  Position pos = now.position();
  const std::string& company = now.company().name;
  auto fail = [&](const std::string& why) {
    throw InputError(e.source.empty() ? pos.file : e.source, 0, e.Text() + ": " + why);
  };
  const Rules rules = now.rules();
  CompanySpec* co = pos.FindCompany(company);
  if (!co) fail("no company '" + company + "'");
  // (another company's train given up, or a further exchange, is no move of its own)
  const bool own = !(e.kind == Edit::kExchange || (e.kind == Edit::kDiscard && !e.company.empty()));
  if (own && pos.Closed(company)) fail(company + " is closed: a closed company makes no move");
  auto priced = [&](const Move& m) {
    if (!m.ok) fail(m.why);
    a->cost += m.cost;
    if (!m.cost_text.empty()) a->costs.push_back(m.cost_text);
    CheckAffordable(pos, company, e, a->cost, a->costs);  // (paid from the treasury, where the file gives one)
  };
  // A move of an operating turn: in its order and limits (xxroute/turn.h).
  const TurnMove move = TurnMoveOf(now.board(), company, e);
  if (move.step != TurnStep::kNone && now.game()) {
    if (const std::string why = TurnRefusal(*now.game(), pos, company, move); !why.empty()) fail(why);
    StartTurn(pos, company);
  }
  // A train from the bank's stock, where the position keeps it.
  auto from_bank = [&](const std::string& item) {
    if (!now.game()) return;
    if (const std::string why = BankRefusal(*now.game(), pos, item); !why.empty()) fail(why);
    TakeFromBank(*now.game(), pos, item);
  };
  switch (e.kind) {
    case Edit::kTrains:
      co->trains.clear();
      for (const auto& t : e.trains) co->trains.push_back(TrainRef{t, 0, std::nullopt});
      break;
    case Edit::kAddTrain: co->trains.push_back(TrainRef{e.train, 0, std::nullopt}); break;
    case Edit::kRemoveTrain: {
      auto it = std::find_if(co->trains.begin(), co->trains.end(), [&](const TrainRef& t) { return t.name == e.train; });
      if (it == co->trains.end()) fail(company + " has no " + e.train + " train");
      co->trains.erase(it);
      break;
    }
    case Edit::kLay: {
      int rotation = e.rotation;
      if (rotation < 0) {  // not written: the one legal rotation, or the choice asked back
        std::string why;
        const auto legal = LegalRotations(rules, now.board(), e.hex, e.tile, &why);
        if (legal.empty()) fail(why);
        if (legal.size() > 1) fail("say the rotation, one of " + RotationList(legal));
        rotation = legal[0].rotation;
        a->notes.push_back("rotation " + std::to_string(rotation) + ", the only legal one: " + legal[0].joins);
      }
      Lay lay = rules.CheckLay(e.hex, e.tile, rotation);
      priced(lay);
      if (HexSpec* old = pos.FindHex(e.hex)) {
        lay.result.line = old->line;
        lay.result.tile_line = old->line;
        if (lay.result.name.empty()) lay.result.name = old->name;
        *old = lay.result;
      } else {
        pos.hexes.push_back(lay.result);
      }
      break;
    }
    case Edit::kToken: {
      Station st = rules.CheckStation(e.hex, e.stop);
      priced(st);
      AddToken(pos, e.hex, st.stop_id, company);
      break;
    }
    case Edit::kBlock: {  // another company's token: a hypothesis, on a free slot
      const Board& b = now.board();
      int stop = b.FindStop(e.stop.empty() ? e.hex : e.hex + "." + e.stop);
      if (stop < 0 && e.stop.empty() && b.FindHex(e.hex) >= 0)
        stop = OnlyCity(b.stops(), b.hexes()[b.FindHex(e.hex)].stops);
      if (stop == -2) fail("hex " + e.hex + " has several cities: say which, e.g. " + e.hex + ".c0");
      if (stop < 0) fail("no city " + e.hex + (e.stop.empty() ? "" : "." + e.stop) + " on the board");
      const Stop& s = b.stops()[stop];
      if (s.kind != StopKind::kCity) fail(s.label + " is a " + KindName(s.kind) + ": no token goes there");
      if (s.HasToken(e.company)) fail(e.company + " already has a station at " + s.label);
      if (static_cast<int>(s.tokens.size()) >= s.slots) fail(s.label + " has no free slot");
      AddToken(pos, e.hex, s.id, e.company);
      break;
    }
    case Edit::kPhase: {
      PhaseChange c = rules.CheckPhase(e.phase);
      priced(c);
      ReplaceTrains(*co, c.removed, c.obsolete, "");
      Follow(a, "", c.removed, c.obsolete, c.note);
      OthersFollow(now.board(), pos, company, [&](const Rules& r) { return r.CheckPhase(e.phase); }, a);
      SetPhase(pos, rules.game(), c.phase, a);
      break;
    }
    case Edit::kBuy: {
      Purchase p = rules.CheckPurchase(e.train, e.trade_in);
      priced(p);
      from_bank(p.card.empty() ? p.train : p.card);
      ReplaceTrains(*co, p.removed, p.obsolete, p.train);
      Follow(a, p.phase, p.removed, p.obsolete, p.note);
      OthersFollow(now.board(), pos, company, [&](const Rules& r) { return r.Follows({p.train}, p.phase); }, a);
      if (p.keep >= 0) a->keep = p.keep;
      if (!p.phase.empty()) SetPhase(pos, rules.game(), p.phase, a);
      break;
    }
    case Edit::kReturn: {  // (18Lilliput: to the depot, before a purchase at the limit)
      priced(rules.CheckReturn(e.train));
      ReplaceTrains(*co, {e.train}, {}, "");
      a->notes.push_back("the " + e.train + " goes back to the bank");
      break;
    }
    case Edit::kExport: {
      PhaseChange c = rules.CheckExport(e.train);
      priced(c);
      from_bank(e.train);
      ReplaceTrains(*co, c.removed, c.obsolete, "");
      Follow(a, c.phase != base_phase ? c.phase : "", c.removed, c.obsolete, "");
      OthersFollow(now.board(), pos, company, [&](const Rules& r) { return r.CheckExport(e.train); }, a);
      if (c.phase != pos.phase) SetPhase(pos, rules.game(), c.phase, a);
      break;
    }
    case Edit::kExchange: {
      if (!now.game()) fail("an exchange is a game's: the file names no 'game'");
      const std::string source = e.source.empty() ? pos.file : e.source;
      const Closing c = e.companies.empty() ? Exchange(*now.game(), pos, e.company, source)
                                            : Form(*now.game(), pos, e.company, e.companies, e.keep, source);
      for (const auto& n : c.notes) a->notes.push_back(n);
      break;
    }
    case Edit::kDiscard: {
      const std::string whose = e.company.empty() ? company : e.company;
      if (const std::string why = Discard(now, pos, whose, e.train); !why.empty()) fail(why);
      a->notes.push_back(whose + "'s " + e.train + " " + (now.game() ? ExcessGoes(*now.game()) : "goes to the bank"));
      break;
    }
    case Edit::kRun:
    case Edit::kTakeLoan:
    case Edit::kRepayLoan:
    case Edit::kBuyFrom:
    case Edit::kShares:
    case Edit::kPar:
      MakeMoneyEdit(now, e, pos, a);
      CheckAffordable(pos, company, e, a->cost, a->costs);  // (a loan repaid, a train bought from another company)
      break;
    case Edit::kEndTurn:
      if (const std::string why = EndTurn(pos, now.game()); !why.empty()) fail(why);
      break;
  }
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
  }
  if (!a.loaded) a.loaded = base.Load(base.position(), options);  // (no edit: the position as it is)
  return a;
}

}  // namespace xxroute
