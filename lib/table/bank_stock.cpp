// The bank's stock of trains (`bank_trains:`): what a game starts with, by
// the number of players where its train table says so, what is on sale
// (the next type once the one before is sold out), and a purchase taken
// from it; the bank's pool, where trains given up are on sale again.
#include <algorithm>

#include "xxroute/train_rules.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {

// How many of `item` (a train or an 18CZ card) the game has for `players`;
// none: unlimited, or not a train the bank sells in order.
std::optional<int> Counted(const Game& g, const std::string& item, int players) {
  for (const auto& c : g.train_cards)
    if (c.card == item) return c.count;
  if (const TrainOffer* o = g.FindOffer(item); o && o->face_of.empty()) return o->CountFor(players);
  return std::nullopt;
}

// The trains (18CZ: cards) the bank sells one type after another; trains
// sold early from a phase (available_on) keep no turn in it.
std::vector<std::string> BankOrder(const Game& g) {
  std::vector<std::string> out;
  if (!g.train_cards.empty()) {
    for (const auto& c : g.train_cards) out.push_back(c.card);
    return out;
  }
  for (const auto& t : g.trains) {
    const TrainOffer* o = g.FindOffer(t.name);
    if (o && o->price > 0 && o->available_on.empty()) out.push_back(t.name);
  }
  return out;
}

int Left(const Position& pos, const std::string& item) {
  for (const auto& [name, left] : *pos.bank_trains)
    if (name == item) return left;
  return 0;
}

}  // namespace

std::vector<std::pair<std::string, int>> StartingBank(const Game& g, int players) {
  std::vector<std::pair<std::string, int>> out;
  std::vector<std::string> items;
  for (const auto& c : g.train_cards) items.push_back(c.card);
  for (const auto& t : g.trains) items.push_back(t.name);
  for (const auto& item : items)
    if (const auto n = Counted(g, item, players)) out.push_back({item, *n});
  return out;
}

std::string BankRefusal(const Game& g, const Position& pos, const std::string& train) {
  const std::string& item = CardOfFace(g, train);  // (a card's other face: the card's count)
  if (!pos.bank_trains || !Counted(g, item, 0)) return "";
  const std::string rule = g.turn.bank_order_rule.empty() ? g.name : g.turn.bank_order_rule;
  const std::string what = g.train_cards.empty() ? item + " trains" : "train card " + item;
  if (Left(pos, item) == 0) return rule + ": the bank has no " + what + " left (bank_trains)";
  const std::vector<std::string> order = BankOrder(g);
  const auto at = std::find(order.begin(), order.end(), item);
  if (at == order.end()) return "";  // (a train on sale from a phase, as 1824's g trains: no turn to wait)
  for (auto it = order.begin(); it != order.end() && it < at; ++it)
    if (Counted(g, *it, 0) && Left(pos, *it) > 0)
      return rule + ": the bank sells " + *it + (g.train_cards.empty() ? " trains" : " cards") + " until they are sold out (" +
             std::to_string(Left(pos, *it)) + " left), then " + what;
  return "";
}

std::string NextOnSale(const Game& g, const Position& pos) {
  if (!pos.bank_trains) return "";
  for (const std::string& item : BankOrder(g))
    if (!Counted(g, item, 0) || Left(pos, item) > 0) return item;
  return "";
}

void TakeFromBank(const Game& g, Position& pos, const std::string& train) {
  const std::string& item = CardOfFace(g, train);
  if (!pos.bank_trains || !Counted(g, item, 0)) return;
  for (auto& [name, left] : *pos.bank_trains)
    if (name == item && left > 0) --left;
}

void ToPool(Position& pos, const std::vector<std::string>& trains) {
  if (!pos.pool_trains) pos.pool_trains.emplace();
  pos.pool_trains->insert(pos.pool_trains->end(), trains.begin(), trains.end());
}

}  // namespace xxroute
