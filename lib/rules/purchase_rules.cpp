// The train rules: may this company buy this train from the bank now, at
// what price, and what follows (rusting, obsolescence, a new phase); and the
// phase moved forward by other means (Rules::CheckPurchase, CheckPhase).
#include <algorithm>
#include <set>

#include "xxroute/company_trains.h"
#include "xxroute/rules.h"
#include "xxroute/text.h"
#include "xxroute/train_rules.h"

namespace xxroute {

namespace {

const TrainCard* FindCard(const Game& g, const std::string& name) {
  for (const auto& c : g.train_cards)
    if (c.card == name) return &c;
  return nullptr;
}

// Whether the position's stock (bank_trains, where it keeps one) has none of
// the card left: counted by the game, and 0 or not listed.
bool SoldOut(const Position& pos, const TrainCard& c) {
  if (!pos.bank_trains || !c.count) return false;
  for (const auto& [name, left] : *pos.bank_trains)
    if (name == c.card) return left == 0;
  return true;
}

// A train of an earlier phase the bank still has (bank_trains), on sale
// after a train sold early opened a later phase (1836jr 003 line 128: the 8
// or D bought before the last 6).
bool LeftFromEarlier(const Game& g, const Position& pos, const std::string& train, int phase) {
  if (!pos.bank_trains || PhaseOpenedBy(g, train) > phase) return false;
  for (const auto& [name, left] : *pos.bank_trains)
    if (name == train) return left > 0;
  return false;
}

}  // namespace

// The card the bank sells `face` from now: the current phase's card, or the
// next phase's (whose purchase starts that phase), once the current one is
// sold out where the position keeps the bank's stock; "" if neither has it.
std::string Rules::CardOf(const std::string& face, int from_phase) const {
  for (int i = std::max(0, from_phase); i <= from_phase + 1; ++i)
    if (const TrainCard* c = FindCard(*game_, BankTrain(*game_, i)); c && !SoldOut(board_.position(), *c))
      for (const auto& [type, f] : c->faces)
        if (f == face) return c->card;
  return "";
}

void Rules::Consequences(const std::vector<std::string>& bought, int from_phase, int to_phase,
                         std::vector<std::string>* removed,
                         std::vector<std::pair<std::string, std::string>>* obsolete) const {
  TrainsAfter(*game_, TrainsOwned(company_), bought, from_phase, to_phase, removed, obsolete);
}

namespace {

// Who may own which trains (18CZ IV.2, 000 lines 278, 330, 383: no face of
// a larger company; 1824 IV.2, 002 line 194: coal railways only g trains).
// "" when `company` may own `train`.
std::string OwnerRule(const Game& g, const Company& company, const std::string& train) {
  const std::vector<std::string> may_own = MayOwnTrains(g, company.name, company.type);
  if (may_own.empty() || Has(may_own, train)) return "";
  return company.name + " (" + (company.type.empty() ? std::string("its kind") : company.type) + ") may own only " +
         Join(may_own) + " trains, not a " + train;
}

// A trade-in the offer takes and the company owns, and room under the
// phase's train limit (18CZ VIII.10, 000 lines 1044-1046; 1824 VII.11, 002
// line 766; 18Lilliput 001 lines 303-308): no purchase at the limit, even
// one that would rust a train; a trade-in frees its own place (1824 VII.13,
// 002 line 801). "" when the purchase keeps both.
std::string RoomRule(const Game& g, int phase, const Company& company, const TrainOffer& offer,
                     const std::string& train, const std::string& trade_in) {
  if (!trade_in.empty()) {
    if (!Has(offer.trade_in, trade_in))
      return "a " + trade_in + " is not traded in for a " + train +
             (offer.trade_in.empty() ? "" : " (only " + Join(offer.trade_in) + ")");
    if (!Has(TrainsOwned(company), trade_in)) return company.name + " has no " + trade_in + " to trade in";
  }
  const TrainLimitCount now = TrainLimitOf(g, phase, company);
  if (now.Over(trade_in.empty() ? 1 : 0) == 0) return "";
  return company.name + " owns " + std::to_string(now.owned) + " train(s), the limit in phase " + g.phases[phase].name +
         ": no train may be bought, even one that would rust others";
}

// The price, less a trade-in's credit (1824 VII.13, 002 lines 796-807;
// 1836jr 003 lines 138-139); the train traded in leaves the company.
void PriceTrain(const TrainOffer& offer, Purchase* p) {
  p->cost = offer.price;
  p->cost_text = "train " + std::to_string(offer.price);
  if (p->trade_in.empty()) return;
  p->cost -= offer.trade_in_credit;
  p->cost_text += " - " + std::to_string(offer.trade_in_credit) + " for the " + p->trade_in + " traded in";
  p->removed.push_back(p->trade_in);
}

// Over the limit of the phase `to` the purchase starts, once what it rusts
// is gone: trains go back (the owner chooses which).
void OverNewLimit(const Game& g, int to, const Company& company, Purchase* p) {
  const TrainLimitCount then = TrainLimitOf(g, to, company);
  const int over = then.Over(1 - static_cast<int>(p->removed.size()));
  if (over == 0) return;
  p->keep = *then.limit;
  p->note = "over phase " + g.phases[to].name + "'s limit of " + std::to_string(p->keep) + ": " + std::to_string(over) +
            " train(s) to give up with --discard (each " + ExcessGoes(g) + ")";
}

}  // namespace

std::vector<std::string> ConsequenceWords(const std::string& phase, const std::vector<std::string>& removed,
                                          const std::vector<std::pair<std::string, std::string>>& obsolete,
                                          const std::string& note) {
  std::vector<std::string> out;
  if (!phase.empty()) out.push_back("starts phase " + phase);
  if (!removed.empty()) out.push_back("removes " + Join(removed));
  for (const auto& [from, to] : obsolete) out.push_back("the " + TurnsObsolete(from, to));
  if (!note.empty()) out.push_back(note);
  return out;
}

std::vector<std::string> PurchaseWords(const Purchase& p) {
  return ConsequenceWords(p.phase, p.removed, p.obsolete, p.note);
}

// What the bank sells now: the current type (or card), the next one, whose
// first purchase starts its phase, and trains sold early from a phase (1824
// g trains, 002 line 768; 1836jr 8 and D, 003 line 128). The bank's stock is
// not in the position: the current type is taken to be left. "" when it
// sells `p->train` (its card in p->card), with the phase its purchase opens
// in `opens` (-1: none).
std::string Rules::BankSells(Purchase* p, int* opens) const {
  const Game& g = *game_;
  const std::string& train = p->train;
  const std::string current = BankTrain(g, phase_), next = BankTrain(g, phase_ + 1);
  *opens = -1;
  if (FindCard(g, current)) {
    p->card = CardOf(train, phase_);
    if (p->card.empty()) {
      std::string sold;
      for (const std::string& on : {current, next})
        if (const TrainCard* c = FindCard(g, on))
          for (const auto& [type, f] : c->faces) sold += (sold.empty() ? "" : ", ") + f + " (card " + c->card + ")";
      return "the bank sells " + sold + " now, not a " + train;
    }
    *opens = PhaseOpenedBy(g, p->card);
  } else if (const std::string& card = CardOfFace(g, train); card == next) {  // (or a face of it: 1846's 3/5)
    *opens = phase_ + 1;
  } else if (card != current && !SoldEarly(g, train, phase_) && !LeftFromEarlier(g, board_.position(), card, phase_)) {
    return "the bank sells " + current + (next.empty() ? "" : " (then " + next + ")") + " trains now, not a " + train;
  }
  return "";
}

Purchase Rules::CheckPurchase(const std::string& train, const std::string& trade_in) const {
  Purchase p;
  p.train = train;
  p.trade_in = trade_in;
  auto fail = [&](const std::string& why) {
    p.why = why;
    return p;
  };
  if (!game_) return fail("buying a train needs a 'game' with its trains");
  if (phase_ < 0) return fail("buying a train needs the position's phase");
  const Game& g = *game_;
  const TrainOffer* offer = g.FindOffer(train);
  if (!offer) return fail("game " + g.name + " has no train " + train);
  if (const std::string why = OwnerRule(g, company_, train); !why.empty()) return fail(why);
  int opens = -1;
  if (const std::string why = BankSells(&p, &opens); !why.empty()) return fail(why);
  // A train some earlier purchase may already have rusted is not offered.
  if (const Rust rust = TrainRusted(g, train, phase_, &board_.position()); rust.state != Rust::kNo)
    return fail(train + " trains rust on the first " + rust.by + ", which " +
                (rust.state == Rust::kYes && rust.at < 0 ? "the bank has sold already (bank_trains)"
                                                         : "phase " + g.phases[phase_].name + " may already have seen"));
  if (const std::string why = RoomRule(g, phase_, company_, *offer, train, trade_in); !why.empty()) return fail(why);
  PriceTrain(*offer, &p);
  // What follows: the phase it starts, what rusts (the first of its kind
  // bought) and turns obsolete, and the new phase's limit.
  const int to = opens > phase_ ? opens : phase_;
  if (to > phase_) p.phase = g.phases[to].name;
  std::vector<std::string> rusted;
  Consequences({train}, phase_, to, &rusted, &p.obsolete);
  for (const auto& r : rusted) p.removed.push_back(r);
  OverNewLimit(g, to, company_, &p);
  p.ok = true;
  return p;
}

Purchase Rules::CheckPoolPurchase(const std::string& train) const {
  Purchase p;
  p.train = train;
  p.from_pool = true;
  auto fail = [&](const std::string& why) {
    p.why = why;
    return p;
  };
  if (!game_ || phase_ < 0) return fail("buying a train needs a 'game' with its trains and the position's phase");
  const Game& g = *game_;
  const auto& pool = board_.position().pool_trains;
  if (!pool || !Has(*pool, train)) return fail("the bank's pool has no " + train + " (pool_trains)");
  if (g.pool_rule.empty()) return fail(g.title + " keeps no pool of trains: a train over the limit " + ExcessGoes(g));
  const TrainOffer* offer = g.FindOffer(train);
  if (!offer || offer->price <= 0) return fail("game " + g.name + " gives no price for a " + train);
  if (const std::string why = OwnerRule(g, company_, train); !why.empty()) return fail(why);
  if (const std::string why = RoomRule(g, phase_, company_, *offer, train, ""); !why.empty()) return fail(why);
  PriceTrain(*offer, &p);
  p.cost_text += " from the pool";
  if (g.pool_unchecked) p.note = "not checked: " + g.pool_rule;
  p.ok = true;
  return p;
}

std::vector<Purchase> Rules::Purchases() const {
  std::vector<Purchase> out;
  if (!game_ || phase_ < 0) return out;
  const Game& g = *game_;
  std::vector<std::string> candidates;
  auto add = [&](const std::string& t) {
    if (!t.empty() && g.FindOffer(t) && !Has(candidates, t)) candidates.push_back(t);
  };
  for (const std::string& on : {BankTrain(g, phase_), BankTrain(g, phase_ + 1)}) {
    if (const TrainCard* c = FindCard(g, on)) {
      for (const auto& [type, face] : c->faces) add(face);
    } else {
      add(on);
    }
  }
  for (const auto& [name, o] : g.offers)
    if (!o.available_on.empty() || Has(candidates, o.face_of)) add(name);
  for (const auto& t : candidates) {
    Purchase p = CheckPurchase(t);
    if (p.ok) out.push_back(p);
    std::set<std::string> traded;
    for (const auto& own : TrainsOwned(company_))
      if (traded.insert(own).second && Has(g.FindOffer(t)->trade_in, own)) {
        Purchase q = CheckPurchase(t, own);
        if (q.ok) out.push_back(q);
      }
  }
  return out;
}

PhaseChange Rules::CheckPhase(const std::string& phase) const {
  PhaseChange c;
  c.phase = phase;
  if (!game_) {
    c.why = "a phase change needs a 'game' with phases";
    return c;
  }
  const Game& g = *game_;
  const int to = g.PhaseIndex(phase);
  if (to < 0) {
    c.why = "game " + g.name + " has no phase '" + phase + "'";
    return c;
  }
  if (phase_ < 0) {
    c.why = "the position names no phase to move on from";
    return c;
  }
  if (to < phase_) {
    c.why = "phase " + phase + " comes before phase " + g.phases[phase_].name + ": phases only move forward";
    return c;
  }
  // Each phase on the way started with its first train bought; an 18CZ card
  // does not say which face (trains rust by face, 000 lines 1152-1155).
  std::vector<std::string> bought;
  for (int i = phase_ + 1; i <= to; ++i) {
    const std::string& on = g.phases[i].on;
    if (FindCard(g, on)) c.note = "trains rust when a face is bought, not with the phase: buy it (--buy) to see";
    else if (!on.empty()) bought.push_back(on);
  }
  Consequences(bought, phase_, to, &c.removed, &c.obsolete);
  c.ok = true;
  return c;
}

PhaseChange Rules::CheckExport(const std::string& card) const {
  PhaseChange c;
  const TrainCard* tc = game_ && phase_ >= 0 ? FindCard(*game_, card) : nullptr;
  if (!tc && game_ && phase_ >= 0) return ToDepot(card);  // (a plain train: the deck's top one leaves)
  if (!tc) {
    c.why = "no train card '" + card + "' in the game";
    return c;
  }
  // Only the top card leaves: the current phase's or the next one's.
  const int opens = PhaseOpenedBy(*game_, card);
  if (card != BankTrain(*game_, phase_) && opens != phase_ + 1) {
    c.why = "card " + card + " is not on top of the deck in phase " + game_->phases[phase_].name;
    return c;
  }
  const int to = std::max(phase_, opens);
  c.phase = game_->phases[to].name;
  // An exported card counts as every one of its faces sold (18CZ VIII.12, 000
  // lines 1157-1161).
  std::vector<std::string> faces;
  for (const auto& [type, f] : tc->faces) faces.push_back(f);
  Consequences(faces, phase_, to, &c.removed, &c.obsolete);
  c.ok = true;
  return c;
}

// 18Lilliput's Bureaucracy (001 line 632): "Další dostupný vlak (tj.
// karta vlaku navrchu balíčku karet vlaků v banku) je položen do vlakového
// depa": the top train of the bank's deck goes to the depot, and "přesunutí
// karty vlaku do depa ... může spustit okamžitou změnu fáze" (line 269), as a
// purchase would.
PhaseChange Rules::ToDepot(const std::string& train) const {
  PhaseChange c;
  const Game& g = *game_;
  const std::string current = BankTrain(g, phase_), next = BankTrain(g, phase_ + 1);
  if (train != current && train != next) {
    c.why = (g.turn.export_rule.empty() ? std::string("the top train of the bank's deck leaves it") : g.turn.export_rule) +
            ", a " +
            (current.empty() ? next : current) + (next.empty() || current.empty() || next == current ? "" : " (then " + next + ")") +
            ", not a " + train;
    return c;
  }
  const int to = train == next && !next.empty() ? phase_ + 1 : phase_;
  c.phase = g.phases[to].name;
  Consequences({train}, phase_, to, &c.removed, &c.obsolete);
  c.ok = true;
  return c;
}

PhaseChange Rules::Follows(const std::vector<std::string>& bought, const std::string& phase) const {
  PhaseChange c;
  if (!game_ || phase_ < 0) {
    c.why = "no game or phase";
    return c;
  }
  const int to = phase.empty() ? phase_ : game_->PhaseIndex(phase);
  if (to < phase_) {
    c.why = "phases only move forward";
    return c;
  }
  c.phase = game_->phases[to].name;
  Consequences(bought, phase_, to, &c.removed, &c.obsolete);
  c.ok = true;
  return c;
}

}  // namespace xxroute
