// A takeover and the trains it brings, made on a position (takeover.h).
#include "takeover.h"

#include <algorithm>

#include "xxroute/error.h"
#include "xxroute/takeover_rules.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

// The token lists of the position's hex `coord` that stand for the stop
// `id` (a hex's only-city list, key "", stands for any), each given to `fn`.
template <class Fn>
void TokensAt(Position& pos, const std::string& coord, const std::string& id, Fn fn) {
  HexSpec* h = pos.FindHex(coord);
  if (!h) return;
  for (auto& st : h->stops)
    if (st.id == id) fn(st.tokens);
  for (auto& [key, tokens] : h->tokens)
    if (key == id || key.empty()) fn(tokens);
}

// Every token list of the position.
template <class Fn>
void EveryTokenList(Position& pos, Fn fn) {
  for (auto& h : pos.hexes) {
    for (auto& st : h.stops) fn(st.tokens);
    for (auto& [key, tokens] : h.tokens) fn(tokens);
  }
}

// The stations sent back taken off the board; then every station of
// `target` made `buyer`'s (000 lines 1010-1011: they stay on the map).
void MoveStations(Position& pos, const StationsBack& back, const std::string& buyer, const std::string& target) {
  for (const auto& station : back.stations) {
    const std::string& label = station.first;
    const std::string& whose = station.second;  // (a name, not a structured binding: the lambda below uses it)
    const size_t dot = label.find('.');
    TokensAt(pos, label.substr(0, dot), label.substr(dot + 1), [&](std::vector<std::string>& tokens) {
      if (auto it = std::find(tokens.begin(), tokens.end(), whose); it != tokens.end()) tokens.erase(it);
    });
  }
  EveryTokenList(pos, [&](std::vector<std::string>& tokens) {
    std::replace(tokens.begin(), tokens.end(), target, buyer);
  });
}

// What the buyer receives besides the stations (000 line 1008 and 1017):
// the treasury, the privates, the trains (the trains written into the turn
// as taken over, each to keep, turn or scrap). The words of each, for the notes.
std::vector<std::string> TakeAssets(Position& pos, CompanySpec& buyer, CompanySpec& target) {
  std::vector<std::string> got;
  if (target.treasury && *target.treasury) {
    got.push_back("treasury " + std::to_string(*target.treasury));
    buyer.treasury = buyer.treasury.value_or(0) + *target.treasury;
  }
  if (target.treasury) target.treasury = 0;
  std::vector<std::string> privates;
  for (auto& [name, owner] : pos.privates)
    if (owner == target.name) owner = buyer.name, privates.push_back(name);
  if (!privates.empty()) got.push_back("private " + Join(privates));
  std::vector<std::string> trains;
  for (const TrainRef& t : target.trains) {
    buyer.trains.push_back(TrainRef{t.name, 0, std::nullopt});
    trains.push_back(t.name);
  }
  target.trains.clear();
  if (!trains.empty()) got.push_back("trains " + Join(trains));
  if (pos.turn) {
    pos.turn->took_over.push_back(target.name);
    pos.turn->taken_trains.insert(pos.turn->taken_trains.end(), trains.begin(), trains.end());
  }
  return got;
}

void TakeOver(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  const std::string& buyer = now.company().name;
  const TakeoverDeal deal = CheckTakeOver(*now.game(), pos, buyer, e.company, e.amount);
  if (!deal.ok) RefuseEdit(e, pos, deal.why);
  const StationsBack back = StationsSentBack(now.board(), buyer, e.company, e.back);
  if (!back.ok) RefuseEdit(e, pos, back.why);
  std::string site;
  const std::vector<int> markers = MarkersAfterTakeOver(now.board(), buyer, e.company,
                                                        static_cast<int>(back.stations.size()),
                                                        pos.takeover_reading, &site);
  std::vector<std::string> paid;
  for (const auto& [player, money] : deal.paid) {
    if (int* cash = pos.Cash(player)) *cash += money;
    paid.push_back(player + " " + std::to_string(money));
  }
  a->cost += deal.cost;
  a->costs.push_back("take over " + e.company + " " + std::to_string(deal.cost));
  if (!paid.empty()) a->notes.push_back("paid to " + Join(paid));
  CompanySpec& b = *pos.FindCompany(buyer);
  CompanySpec& t = *pos.FindCompany(e.company);
  const std::vector<std::string> got = TakeAssets(pos, b, t);
  MoveStations(pos, back, buyer, e.company);
  b.markers = markers;
  t.shares.clear();  // (000 line 1026: its shares leave the game)
  t.shares_order.clear();
  pos.closed.push_back(e.company);
  a->notes.push_back(buyer + " receives " + e.company + "'s " + (got.empty() ? "stations" : Join(got) + " and stations"));
  for (const auto& [label, whose] : back.stations) a->notes.push_back(whose + "'s station " + label + " goes back to the charter");
  std::vector<std::string> costs;
  for (int m : markers) costs.push_back(std::to_string(m));
  a->notes.push_back(e.company + " closes; " + buyer + "'s markers not placed cost " + JoinOrNone(costs));
  if (!deal.note.empty()) a->notes.push_back(deal.note);
  if (!site.empty()) a->notes.push_back(site), a->readings.push_back(site);
}

// The company's `train` (one of them) made `now` ("": taken away), in its
// trains and in the turn's trains taken over.
void ChangeTrain(Position& pos, CompanySpec& c, const std::string& train, const std::string& now) {
  auto it = std::find_if(c.trains.begin(), c.trains.end(), [&](const TrainRef& t) { return t.name == train; });
  if (it != c.trains.end() && now.empty()) c.trains.erase(it);
  else if (it != c.trains.end()) *it = TrainRef{now, 0, std::nullopt};
  if (!pos.turn) return;
  auto& taken = pos.turn->taken_trains;
  auto t = std::find(taken.begin(), taken.end(), train);
  if (t != taken.end() && now.empty()) taken.erase(t);
  else if (t != taken.end()) *t = now;
}

}  // namespace

void MakeTakeoverMove(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a) {
  if (!now.game()) RefuseEdit(e, pos, "a takeover is a game's: the file names no 'game'");
  if (!now.game()->takeover) RefuseEdit(e, pos, now.game()->title + " has no takeovers (its data gives no takeover:)");
  if (e.kind == Edit::kTakeOver) return TakeOver(now, e, pos, a);
  const std::string& company = now.company().name;
  bool unknown = false;
  if (const std::string why = TakenOverRefusal(*now.game(), pos, company, e.train, &unknown); !why.empty())
    RefuseEdit(e, pos, why);
  CompanySpec& c = *pos.FindCompany(company);
  if (e.kind == Edit::kTurnTrain) {
    const Move m = CheckTurnTrain(now.board(), company, e.train, e.face);
    if (!m.ok) RefuseEdit(e, pos, m.why);
    a->cost += m.cost;
    a->costs.push_back(m.cost_text);
    ChangeTrain(pos, c, e.train, e.face);
    a->notes.push_back("the " + e.train + "'s card turned: a " + e.face + " (" + now.game()->takeover->rule + ")");
  } else {
    if (std::none_of(c.trains.begin(), c.trains.end(), [&](const TrainRef& t) { return t.name == e.train; }))
      RefuseEdit(e, pos, company + " has no " + e.train + " train");
    ChangeTrain(pos, c, e.train, "");
    a->notes.push_back(company + " scraps the " + e.train + ": it leaves the game");
  }
  if (unknown) a->notes.push_back("the file follows no turn: that the train was just taken over is the players' word");
}

}  // namespace xxroute
