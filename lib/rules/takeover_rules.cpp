// The rules of a takeover (xxroute/takeover_rules.h), by the game's data
// (game.yaml `takeover:`) and its rulebook: 18CZ VIII.9, 000 lines 991-1029.
#include "xxroute/takeover_rules.h"

#include <algorithm>
#include <map>

#include "xxroute/company_trains.h"
#include "xxroute/stock_rules.h"
#include "xxroute/text.h"
#include "xxroute/train_rules.h"

namespace xxroute {

namespace {

// The rulebook lines of the game's takeover ("" where it has none).
std::string RuleOf(const Game& g) { return g.takeover ? g.takeover->rule : g.name; }

// The company types the buyer's type takes over, in words: "a small".
std::string TargetWords(const TakeoverRules& t, const std::string& type) {
  auto it = t.targets.find(type);
  return it == t.targets.end() ? "no company" : "a " + Join(it->second, " or a ") + " company";
}

// Where the buyer's and the target's stations stand in each hex: the stops
// (HEX.STOP) of each, by hex.
struct HexStations {
  std::vector<std::string> buyer, target;
};
std::map<std::string, HexStations> StationsByHex(const Board& board, const std::string& buyer,
                                                 const std::string& target) {
  std::map<std::string, HexStations> out;
  for (const Stop& s : board.stops()) {
    const std::string& coord = board.hexes()[s.hex].coord;
    if (s.HasToken(buyer)) out[coord].buyer.push_back(coord + "." + s.id);
    if (s.HasToken(target)) out[coord].target.push_back(coord + "." + s.id);
  }
  return out;
}

// The card of `train` that also carries `face`, with the company types
// whose faces they are; null where none does.
const TrainCard* CardOf(const Game& g, const std::string& train, const std::string& face, std::string* from_type,
                        std::string* to_type) {
  for (const TrainCard& c : g.train_cards) {
    std::string from, to;
    for (const auto& [type, name] : c.faces) {
      if (name == train) from = type;
      if (name == face) to = type;
    }
    if (!from.empty() && !to.empty()) {
      *from_type = from;
      *to_type = to;
      return &c;
    }
  }
  return nullptr;
}

int PriceOf(const Game& g, const std::string& train) {
  auto it = g.offers.find(train);
  return it == g.offers.end() ? 0 : it->second.price;
}

}  // namespace

// 000 lines 991-1006 (and line 261: the president's certificate counts two shares).
TakeoverDeal CheckTakeOver(const Game& g, const Position& pos, const std::string& buyer, const std::string& target,
                           int price) {
  TakeoverDeal d;
  auto fail = [&](const std::string& why) {
    d.why = why;
    return d;
  };
  if (!g.takeover) return fail(g.title + " has no takeovers (its data gives no takeover:)");
  const TakeoverRules& t = *g.takeover;
  const CompanySpec* b = pos.FindCompany(buyer);
  const CompanySpec* c = pos.FindCompany(target);
  if (!b) return fail("no company '" + buyer + "' in the file");
  if (target == buyer) return fail(buyer + " cannot take itself over");
  if (!c) return fail("no company '" + target + "' in the file");
  if (pos.Closed(target)) return fail(target + " is closed");
  if (!c->Floated()) return fail(target + " has not floated: it has no operating company to take over");
  const std::string bt = CompanyTypeOf(g, *b), ct = CompanyTypeOf(g, *c);
  auto it = t.targets.find(bt);
  if (it == t.targets.end() || !Has(it->second, ct))
    return fail(t.rule + ": a " + (bt.empty() ? "company of no type" : bt + " company") + " takes over " +
                TargetWords(t, bt) + ", and " + target + " is " + (ct.empty() ? "of no type" : ct));
  if (!c->share_price) return fail(target + " has no share_price in the file: the price a share goes by it");
  const int sp = *c->share_price;
  const int least = (sp * t.least + 99) / 100, most = sp * t.most / 100;
  if (price < least || price > most)
    return fail(t.rule + ": the price a share is " + std::to_string(t.least) + "% to " + std::to_string(t.most) +
                "% of " + target + "'s share price " + std::to_string(sp) + ", " + std::to_string(least) + " to " +
                std::to_string(most) + ", not " + std::to_string(price));
  const int share = SharePercent(g, ct);
  for (const std::string& holder : c->shares_order) {
    const int percent = c->shares.at(holder);
    if (!IsPlayerHolder(holder) || percent <= 0) continue;  // (the bank's shares: nothing)
    d.paid.push_back({holder, percent / share * price});
    d.cost += d.paid.back().second;
  }
  if (b->treasury && *b->treasury < d.cost)
    return fail(t.rule + ": " + buyer + " pays " + std::to_string(d.cost) + " from its own treasury, which has " +
                std::to_string(*b->treasury) + " (" + target + "'s money does not count)");
  if (c->shares.empty()) d.note = "the file lists no shares of " + target + ": no player is paid";
  if (!b->treasury) d.note += (d.note.empty() ? "" : "; ") + std::string("the file gives ") + buyer + " no treasury";
  d.ok = true;
  return d;
}

// 000 lines 1011-1014.
StationsBack StationsSentBack(const Board& board, const std::string& buyer, const std::string& target,
                              const std::vector<std::string>& named) {
  StationsBack out;
  const std::string rule = board.game() ? RuleOf(*board.game()) : "";
  std::vector<std::string> unused = named;
  auto use = [&](const std::string& stop) {
    auto it = std::find(unused.begin(), unused.end(), stop);
    if (it == unused.end()) return false;
    unused.erase(it);
    return true;
  };
  for (auto [coord, h] : StationsByHex(board, buyer, target)) {
    if (h.buyer.empty() || h.target.empty()) continue;
    for (const std::string& stop : h.target)  // (one city: the buyer's own goes back)
      if (Has(h.buyer, stop)) {
        out.stations.push_back({stop, buyer});
        h.buyer.erase(std::find(h.buyer.begin(), h.buyer.end(), stop));
        use(stop);
      }
    if (h.buyer.empty()) continue;
    const std::string mine = h.buyer.front(), theirs = h.target.front();
    if (use(mine)) out.stations.push_back({mine, buyer});
    else if (use(theirs)) out.stations.push_back({theirs, target});
    else {
      out.why = rule + ": " + buyer + " (" + mine + ") and " + target + " (" + theirs + ") both have a station in " +
                coord + ", and one goes back to its charter: say which, e.g. --take-over " + target + ":PRICE:" + mine;
      return out;
    }
  }
  if (!unused.empty()) {
    out.why = Join(unused) + ": not a station of " + buyer + " or " + target + " in a hex where both have one";
    return out;
  }
  out.ok = true;
  return out;
}

// 000 lines 1008-1010, 1013.
std::vector<int> MarkersAfterTakeOver(const Board& board, const std::string& buyer, const std::string& target,
                                      int sent_back, const std::string& reading, std::string* site) {
  const int cost = board.game() && board.game()->takeover ? board.game()->takeover->marker_cost : 0;
  std::vector<int> out = MarkersLeft(board, buyer).value_or(std::vector<int>{});
  const size_t theirs = MarkersLeft(board, target).value_or(std::vector<int>{}).size();
  out.insert(out.end(), theirs + sent_back, cost);
  std::sort(out.begin(), out.end());
  site->clear();
  if (reading == "18xx.games" && !out.empty() && out.front() < cost) {
    *site = buyer + "'s own markers not placed now cost " + std::to_string(cost) +
            ", as 18xx.games prices them (takeover_reading: 18xx.games); by the rulebook they keep their cost (" +
            RuleOf(*board.game()) + ")";
    std::fill(out.begin(), out.end(), cost);
  }
  return out;
}

// 000 lines 1017, 1019, 1023.
std::string TakenOverRefusal(const Game& g, const Position& pos, const std::string& company, const std::string& train,
                             bool* unknown) {
  *unknown = !pos.turn;
  if (!pos.turn) return "";
  const TurnState& t = *pos.turn;
  const bool mine = t.company == company;
  if (mine && Has(t.taken_trains, train)) return "";
  return RuleOf(g) + ": a train is turned or scrapped only as it is taken over, and " + company + " has taken over " +
         (!mine || t.taken_trains.empty() ? "no train this turn" : JoinOrNone(t.taken_trains) + " this turn, no " + train);
}

// 000 lines 1019-1021.
Move CheckTurnTrain(const Board& board, const std::string& company, const std::string& train, const std::string& face) {
  Move m;
  const Game* g = board.game();
  const CompanySpec* c = board.position().FindCompany(company);
  if (!g || !c) {
    m.why = "a train's card is turned in a game of the file's companies";
    return m;
  }
  const std::string rule = RuleOf(*g);
  std::string from_type, to_type;
  if (!std::any_of(c->trains.begin(), c->trains.end(), [&](const TrainRef& t) { return t.name == train; }))
    m.why = company + " has no " + train + " train";
  else if (!CardOf(*g, train, face, &from_type, &to_type))
    m.why = rule + ": a train is turned to another face of its own card, and no card has both a " + train + " and a " +
            face;
  else if (!Has(MayOwnTrains(*g, "", to_type), train) || Has(MayOwnTrains(*g, "", from_type), face))
    m.why = rule + ": a train is turned to a larger one, and a " + face + " (" + to_type + ") is no larger than a " +
            train + " (" + from_type + ")";
  else if (!Has(MayOwnTrains(*g, company, CompanyTypeOf(*g, *c)), face))
    m.why = company + " may not own a " + face + " train";
  else if (TrainRusted(*g, face, g->PhaseIndex(board.position().phase)).state == Rust::kYes)
    m.why = "the " + face + " trains have rusted: one is turned to no " + face;
  if (!m.why.empty()) return m;
  m.ok = true;
  m.cost = std::max(0, PriceOf(*g, face) - PriceOf(*g, train));
  m.cost_text = train + " turned to " + face + " " + std::to_string(m.cost);
  return m;
}

}  // namespace xxroute
