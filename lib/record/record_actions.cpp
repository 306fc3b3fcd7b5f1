// Each action type of a record of 18xx.games as moves on the replay
// (replay.h): one function per type, each the moves `apply` would make.
#include <nlohmann/json.hpp>

#include "replay.h"
#include "xxroute/error.h"
#include "xxroute/money_rules.h"
#include "xxroute/stock_rules.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

using Json = nlohmann::json;

Json Keys(const RecordAction& a) { return Json::parse(a.json); }

std::string Str(const Json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) throw InputError(key, 0, "the action has no '" + std::string(key) + "'");
  return it->get<std::string>();
}

int Int(const Json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number_integer()) throw InputError(key, 0, "the action has no number '" + std::string(key) + "'");
  return it->get<int>();
}

// The company whose move the action is: the company itself, or the owner of
// the private that acts for it.
std::string Mover(const Replay& r, const RecordAction& a) {
  if (a.entity_type != "company") return a.entity;
  const std::string* owner = r.position().PrivateOwner(a.entity);
  if (!owner) throw InputError(a.entity, 0, "the private " + a.entity + " is no company's");
  return *owner;
}

// The record's name of a tile laid or a train ("57-0", "3c-1") without its copy number.
std::string Stem(const std::string& id) { return id.substr(0, id.rfind('-')); }

// The train a record names (its variant, or its name), as the file names
// it: an 18CZ card's face without the card's letter ("2+2b" is "2+2").
std::string Face(const Game& g, const std::string& name) {
  if (g.train_cards.empty() || name.size() < 2) return name;
  const std::string letter = name.substr(name.size() - 1);
  for (const auto& c : g.train_cards)
    if (c.card == letter) return name.substr(0, name.size() - 1);
  return name;
}

void Par(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  r.InStockRound();
  const std::string co = Str(j, "corporation");
  const std::string price = Str(j, "share_price");  // "50,0,2": the price, then the engine's cell
  const int par = WholeNumber(std::string_view(price).substr(0, price.find(',')), 6);
  if (par < 0) throw InputError("share_price", 0, "the action's share_price '" + price + "' does not begin with a price");
  r.Make({{"par", {co + "=" + std::to_string(par)}}});
  const auto& gc = r.game().companies.at(co);
  const int president = 2 * SharePercent(r.game(), gc.type);  // (the president's share: two shares, at par)
  if (!r.left_ipo.insert(co + "_0").second) return;  // (it came with a private: game data comes_with)
  r.Make({{"buy_shares", {a.entity + ": " + co + " " + std::to_string(president)}}});
}

void BuyShares(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  r.InStockRound();
  const std::string cert = j.at("shares").at(0).get<std::string>();
  const std::string co = cert.substr(0, cert.rfind('_'));
  if (a.entity_type == "company") {  // (a private exchanged for the share: 1824's mountain railways)
    r.left_ipo.insert(cert);
    r.Make({{"exchange_private", {a.entity + "=" + co}}});
    return;
  }
  // (from the pool: a certificate that left the IPO, or a company whose
  // shares all start there, 1824 X.4's bond railway, 002 line 974)
  const CompanySpec* c = r.position().FindCompany(co);
  const bool pool = r.left_ipo.count(cert) > 0 || (c && !c->shares.count("ipo") && c->shares.count("pool"));
  for (const auto& c : j.at("shares")) r.left_ipo.insert(c.get<std::string>());
  r.Make({{"buy_shares", {a.entity + ": " + co + " " + std::to_string(Int(j, "percent")) + (pool ? " pool" : " ipo")}}});
}

// Shares sold: in a stock round, or by the president of the company whose
// turn it is to raise a train's price (003 lines 366-376: the sales the
// record makes just before the purchase or the bankruptcy).
void SellShares(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  if (!r.EmergencySale()) r.InStockRound();
  const std::string cert = j.at("shares").at(0).get<std::string>();
  if (r.game().stock && r.game().stock->sold_to == "ipo")  // (back to the IPO, whence it is bought again)
    for (const auto& c : j.at("shares")) r.left_ipo.erase(c.get<std::string>());
  r.Make({{"sell_shares", {a.entity + ": " + cert.substr(0, cert.rfind('_')) + " " + std::to_string(Int(j, "percent"))}}});
}


void LayTile(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  const std::string hex = Str(j, "hex"), tile = Str(j, "tile");
  r.tile_hex[tile] = hex;
  const std::string by = a.entity_type == "company" ? a.entity + ":" : "";  // (a private's ability)
  r.Make({{"company", {co}}, {"lay", {by + hex + "=" + Stem(tile) + "@" + std::to_string(Int(j, "rotation"))}}});
  // A company that lays the tile of its home (18CZ: a large company's red
  // tile on one of its two home hexes, 000 lines 732-735) places its home
  // station on it at once, as the site does.
  const auto gc = r.game().companies.find(co);
  if (gc != r.game().companies.end() && gc->second.home.size() > 1 &&
      std::count(gc->second.home.begin(), gc->second.home.end(), hex) && !r.position().HasStation(co))
    r.Make({{"company", {co}}, {"token", {hex}}});
}

// "621-0-0": the city 0 of the tile 621-0 (where it was laid); "B9-0-0": of
// the printed hex B9.
void PlaceToken(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  r.InTurnOf(Mover(r, a));
  const std::string city = Str(j, "city");
  const std::string tile = city.substr(0, city.rfind('-')), index = city.substr(city.rfind('-') + 1);
  auto laid = r.tile_hex.find(tile);
  const std::string hex = laid != r.tile_hex.end() ? laid->second : Stem(tile);
  const std::string co = Mover(r, a), stop = "c" + index;
  // Another company's station placed by this one's president (the site's
  // tokener: 1824 X.4, 002 lines 977-978, the bond railway's, anywhere).
  if (const std::string tokener = j.value("tokener", co); tokener != co && r.position().FindCompany(tokener)) {
    r.Make({{"company", {co}}, {"block", {hex + "." + stop + "=" + tokener}}});
    return;
  }
  // (1824 Cisleithania: the bond railway's station on Wien turned brown, which
  // the site asks the president who laid it to place, record action 164, the
  // lay placed already: BondStationOnLay.)
  // A station already in the hex: the site asks again where it stands once
  // a tile with two cities is laid (18CZ 000 lines 819-823: ATE chooses its
  // home city on the OO hex); the file keeps it where the lay moved it.
  if (const HexSpec* h = r.position().FindHex(hex)) {
    std::string at;  // the city of the hex where co's station stands
    for (const auto& s : h->stops)
      if (std::count(s.tokens.begin(), s.tokens.end(), co)) at = s.id;
    for (const auto& [id, holders] : h->tokens)
      if (std::count(holders.begin(), holders.end(), co)) at = id;
    if (!at.empty()) {
      if (at != stop)
        throw InputError(a.type, 0, "the site puts " + co + "'s station on " + hex + "." + stop +
                                        "; the lay moved it to " + hex + "." + at);
      return;
    }
  }
  r.Make({{"company", {co}}, {"token", {hex + "." + stop}}});
}

// Trains the companies over their limit give up as a purchase changes the
// phase (the record's discard_train actions after it): made with it, so the
// purchase leaves no company over its limit (000 lines 1163-1164).
std::vector<std::string> DiscardsAfter(Replay& r) {
  std::vector<std::string> out;
  for (const RecordAction* d : r.TakeFollowing("discard_train")) {
    const std::string id = Str(Keys(*d), "train");
    out.push_back(d->entity + ":" + r.train_face[id]);
    r.train_owner[id] = "pool";
  }
  return out;
}

void BuyTrain(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  r.RunIfNotRun();
  const std::string id = Str(j, "train");
  const int price = Int(j, "price");
  auto owner = r.train_owner.find(id);
  MoveArgs move = {{"company", {co}}};
  if (owner != r.train_owner.end() && owner->second != co && owner->second != "pool") {
    const std::string face = r.train_face[id];
    move.push_back({"buy_train_from", {owner->second + ":" + face + ":" + std::to_string(price)}});
  } else {
    const std::string face = Face(r.game(), j.contains("variant") ? Str(j, "variant") : Stem(id));
    r.train_face[id] = face;
    std::string traded;  // (a train given in part payment)
    if (j.contains("exchange") && j["exchange"].is_string()) {
      const std::string old = j["exchange"].get<std::string>();
      traded = ":" + (r.train_face.count(old) ? r.train_face[old] : Face(r.game(), Stem(old)));
      r.train_owner[old] = "pool";
    }
    move.push_back({"buy_train", {face + traded}});
    // (a train the company must buy and cannot pay: its president makes up the rest)
    const CompanySpec* c = r.position().FindCompany(co);
    if (c && c->trains.empty() && traded.empty() && c->treasury && *c->treasury < price)
      move.push_back({"president_pays", {std::to_string(price - *c->treasury)}});
  }
  r.train_owner[id] = co;
  if (const std::vector<std::string> discards = DiscardsAfter(r); !discards.empty())
    move.push_back({"discard", discards});
  r.Make(move);
}

void RunRoutes(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  r.InTurnOf(Mover(r, a));
  int revenue = 0;
  std::vector<std::string> routes, trains;
  for (const CompanySpec& c : r.position().companies)
    if (c.name == r.turn_company())
      for (const auto& t : c.trains) trains.push_back(t.name);
  for (const Json& route : j.at("routes")) {
    revenue += route.value("revenue", 0);
    std::vector<std::string> hexes;
    for (const Json& h : route.value("hexes", Json::array())) hexes.push_back(h.get<std::string>());
    const std::string train = route.value("train", "");
    auto face = r.train_face.find(train);
    routes.push_back((face != r.train_face.end() ? face->second : Stem(train)) + ": " + Join(hexes, "-"));
  }
  r.Ran(revenue, j.value("subsidy", 0), Join(routes, "; "), trains);
}

void Dividend(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  r.InTurnOf(Mover(r, a));
  r.Paid(Str(j, "kind"));
}

// A private bought: by a player from the bank (in a stock round: 1824), or
// by a company from its owner.
void BuyCompany(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  if (a.entity_type == "player") {
    r.InStockRound();
    r.Make({{"buy_private", {a.entity + ": " + Str(j, "company") + " " + std::to_string(Int(j, "price"))}}});
    return;
  }
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  r.Make({{"company", {co}}, {"buy_private", {co + ": " + Str(j, "company") + " " + std::to_string(Int(j, "price"))}}});
}

void SellCompany(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  r.Make({{"company", {co}}, {"sell_private", {Str(j, "company") + " " + std::to_string(Int(j, "price"))}}});
}

// A smaller company taken over (18CZ VIII.9): its trains the buyer's, each
// to keep, turn (swap_train) or scrap (discard_train) in this turn.
void BuyCorporation(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  const std::string co = Mover(r, a), target = Str(j, "corporation");
  r.InTurnOf(co);
  r.RunIfNotRun();
  r.Make({{"company", {co}}, {"take_over", {target + ":" + std::to_string(Int(j, "price"))}}});
  for (auto& [id, owner] : r.train_owner)
    if (owner == target) owner = co, r.taken.insert(id);
}

// A train taken over turned to the buyer's face of its card ("3d-1": card d).
void SwapTrain(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  const std::string co = Mover(r, a), id = Str(j, "train");
  r.InTurnOf(co);
  const std::string card = Stem(id).substr(Stem(id).size() - 1);
  const CompanySpec* c = r.position().FindCompany(co);
  std::string face;
  for (const auto& tc : r.game().train_cards)
    if (tc.card == card && c)
      if (auto f = tc.faces.find(CompanyTypeOf(r.game(), *c)); f != tc.faces.end()) face = f->second;
  if (face.empty()) throw InputError(a.type, 0, "no face of card " + card + " for " + co);
  r.Make({{"company", {co}}, {"turn_train", {r.train_face[id] + ":" + face}}});
  r.train_face[id] = face;
}

// A train given up: one just taken over is scrapped, out of the game (18CZ
// 000 line 1017); any other over the train limit, to the bank's pool.
// A loan: taken between the run and its payout, the site has paid the run's
// interest first (003 lines 194, 224): the loan is made after the payout.
void TakeLoan(Replay& r, const RecordAction& a) {
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  if (r.RunPending()) return r.LoanAfterPayout();
  r.Make({{"company", {co}}, {"take_loan", {}}});
}

void PayoffLoan(Replay& r, const RecordAction& a) {
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  r.RunIfNotRun();
  r.Make({{"company", {co}}, {"repay_loan", {}}});
}

// The companies the site finds at their destination after a lay: each must
// be so in the file (the table pays them as the tile is laid, destination.h).
void DestinationConnection(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  for (const Json& co : j.value("corporations", Json::array())) {
    const CompanySpec* c = r.position().FindCompany(co.get<std::string>());
    if (c && c->capital == "escrow")
      throw InputError(a.type, 0, "the site finds " + c->name + " at its destination; by the board written it is not");
  }
}

// A private's marker placed by its company (the site's assign).
void Assign(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  r.Make({{"company", {co}}, {"marker", {a.entity + ":" + Str(j, "target")}}});
  if (r.position().Reads("marker_closes_private"))
    r.Reading(a.entity + " closes as its marker is placed (" + r.game().ReadingRule("marker_closes_private") + ")");
}

// The national, once no company with loans is left to choose: formed of
// those that joined it (003 lines 269-277: none joined, none formed).
void FormIfDecided(Replay& r) {
  std::string national;
  for (const auto& [name, gc] : r.game().companies)
    if (!gc.forms_on.empty()) national = name;
  for (const CompanySpec& c : r.position().companies)
    if (c.name != national && !r.position().Closed(c.name) && c.loans.value_or(0) > 0 &&
        !std::count(r.joining.begin(), r.joining.end(), c.name))
      return;
  if (!r.joining.empty()) r.Make({{"company", {r.joining.front()}}, {"exchange", {national + "=" + Join(r.joining, ",")}}});
  r.joining.clear();
}

// A company with loans joins the national forming (the site's merge).
void Merge(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  r.joining.push_back(Str(j, "corporation"));
  FormIfDecided(r);
}

// A company with loans while the national forms that does not join it: its
// president repays them all, adding his money (003 lines 273-275).
void RepayAll(Replay& r, const RecordAction& a) {
  const CompanySpec* c = r.position().FindCompany(a.entity);
  r.Make({{"company", {a.entity}}, {"repay_loan", {std::to_string(c->loans.value_or(0))}}});
  FormIfDecided(r);
}

// A national without a train borrows one for its turn (003 lines 309-315).
void BorrowTrain(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  const std::string id = Str(j, "train");
  r.train_face[id] = Stem(id);
  r.Make({{"company", {co}}, {"borrow_train", {Stem(id)}}});
}

// The president of the company that must buy a train cannot pay for it:
// bankrupt, the game ends (003 lines 196, 366-376, 382).
void Bankrupt(Replay& r, const RecordAction& a) {
  const std::string co = Mover(r, a);
  r.InTurnOf(co);
  r.RunIfNotRun();
  r.Make({{"company", {co}}, {"bankrupt", {}}});
}

// A coal railway exchanged by its owner in a stock round for its regional
// railway's president's share (1824 IV.2, 002 line 199).
void SpecialBuy(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  r.InStockRound();
  r.Make({{"exchange", {Str(j, "description")}}});
}

void DiscardTrain(Replay& r, const RecordAction& a) {
  const Json j = Keys(a);
  const std::string id = Str(j, "train");
  if (a.entity == r.turn_company() && r.taken.count(id)) {
    r.Make({{"company", {a.entity}}, {"scrap_train", {r.train_face[id]}}});
    r.taken.erase(id);
    r.train_owner.erase(id);
    return;
  }
  r.Make({{"company", {a.entity}}, {"discard", {a.entity + ":" + r.train_face[id]}}});
  r.train_owner[id] = "pool";
}

}  // namespace

void PlayAction(Replay& r, const RecordAction& a) {
  const std::string& t = a.type;
  if (t == "bid") PlayBid(r, a);
  else if (t == "pass" && PlayAuctionPass(r, a)) {
  }
  else if (t == "par") Par(r, a);
  else if (t == "buy_shares") BuyShares(r, a);
  else if (t == "sell_shares") SellShares(r, a);
  else if (t == "lay_tile") LayTile(r, a);
  else if (t == "place_token") PlaceToken(r, a);
  else if (t == "buy_train") BuyTrain(r, a);
  else if (t == "run_routes") RunRoutes(r, a);
  else if (t == "dividend") Dividend(r, a);
  else if (t == "buy_company") BuyCompany(r, a);
  else if (t == "sell_company") SellCompany(r, a);
  else if (t == "discard_train") DiscardTrain(r, a);
  else if (t == "buy_corporation") BuyCorporation(r, a);
  else if (t == "swap_train") SwapTrain(r, a);
  else if (t == "take_loan") TakeLoan(r, a);
  else if (t == "assign") Assign(r, a);
  else if (t == "merge") Merge(r, a);
  else if (t == "borrow_train") BorrowTrain(r, a);
  else if (t == "bankrupt") Bankrupt(r, a);
  else if (t == "pass" && a.entity_type == "corporation" && a.entity != r.turn_company() &&
           NationalForming(r.game(), r.position()) && r.position().FindCompany(a.entity) &&
           r.position().FindCompany(a.entity)->loans.value_or(0) > 0)
    RepayAll(r, a);
  else if (t == "pass" && a.entity_type == "corporation" && !a.automatic)  // (a step of its turn passed)
    r.InTurnOf(a.entity);
  else if (t == "destination_connection") DestinationConnection(r, a);
  else if (t == "payoff_loan") PayoffLoan(r, a);
  else if (t == "special_buy") SpecialBuy(r, a);
  else if (t == "pass" || t == "message" || t == "program_share_pass" || t == "program_buy_shares" ||
           t == "program_disable") {
    // (a pass changes nothing the file keeps: the rounds end as the record moves on)
  } else {
    throw InputError(a.type, 0, "an action xxroute does not import yet");
  }
}

}  // namespace xxroute
