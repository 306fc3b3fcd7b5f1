// The privates' sale at the game's start as a record plays it (replay.h):
// each private bought at its price, or, where the game sells them by
// auction (stock: private_sale), the cheapest bought at its price, bids on
// the others kept, each next cheapest then sold to its one bidder or
// auctioned among its bidders (1836jr 003 lines 336-360); each sale the
// move `apply --buy-private` makes.
#include <nlohmann/json.hpp>

#include "replay.h"
#include "xxroute/error.h"
#include "xxroute/stock_rules.h"

namespace xxroute {

namespace {

using Json = nlohmann::json;

// The private still for sale with the lowest price ("" none left).
std::string Cheapest(const Replay& r) {
  std::string best;
  for (const auto& [name, p] : r.game().privates)
    if (!r.position().PrivateOwner(name) && (best.empty() || p.price < r.game().privates.at(best).price)) best = name;
  return best;
}

// The private sold: the move made, and the certificate it comes with (game
// data comes_with) marked as out of the IPO.
void Sell(Replay& r, const std::string& player, const std::string& name, int price) {
  r.Make({{"buy_private", {player + ": " + name + " " + std::to_string(price)}}});
  r.bids.erase(name);
  const GamePrivate& p = r.game().privates.at(name);
  if (p.shares_company.empty()) return;
  const auto& gc = r.game().companies.at(p.shares_company);
  const bool president = p.shares_percent == 2 * SharePercent(r.game(), gc.type);
  for (int i = president ? 0 : 1;; ++i)
    if (r.left_ipo.insert(p.shares_company + "_" + std::to_string(i)).second) break;
}

// After a purchase: each next cheapest private with bids is sold to its one
// bidder, or auctioned among several (003 line 350: the lowest bidder first).
void ResolveBids(Replay& r) {
  for (std::string next = Cheapest(r); !next.empty() && r.bids.count(next); next = Cheapest(r)) {
    const auto& bidders = r.bids.at(next);
    if (bidders.size() > 1) {
      r.auctioned = next;
      return;
    }
    const auto [player, price] = *bidders.begin();
    Sell(r, player, next, price);
  }
  r.auctioned.clear();
}

}  // namespace

void PlayBid(Replay& r, const RecordAction& a) {
  const Json j = Json::parse(a.json);
  const std::string name = j.at("company").get<std::string>();
  const int price = j.at("price").get<int>();
  if (!r.game().privates.count(name)) throw InputError(a.type, 0, r.game().name + " has no private '" + name + "'");
  const bool auction = r.game().stock && r.game().stock->private_sale == "auction";
  if (!auction || (name == Cheapest(r) && r.auctioned.empty())) {  // (bought at its price: 003 line 344)
    Sell(r, a.entity, name, price);
    return ResolveBids(r);
  }
  r.bids[name][a.entity] = price;  // (a bid, or a higher one in the auction under way)
}

bool PlayAuctionPass(Replay& r, const RecordAction& a) {
  if (r.auctioned.empty() || !r.bids.count(r.auctioned)) return false;
  auto& bidders = r.bids.at(r.auctioned);
  bidders.erase(a.entity);
  if (bidders.size() == 1) {
    const auto [player, price] = *bidders.begin();
    Sell(r, player, r.auctioned, price);
    ResolveBids(r);
  }
  return true;
}

}  // namespace xxroute
