#include "xxroute/position.h"

#include <algorithm>
#include <utility>
#include <set>

#include "spec_reader.h"
#include "xxroute/limits.h"

namespace xxroute {

bool ParseLayout(const std::string& s, Layout* out) {
  if (s == "pointy") *out = Layout::kPointy;
  else if (s == "flat") *out = Layout::kFlat;
  else if (s == "square") *out = Layout::kSquare;
  else return false;
  return true;
}

const CompanySpec* Position::FindCompany(const std::string& name) const {
  for (const auto& c : companies)
    if (c.name == name) return &c;
  return nullptr;
}

bool Position::Closed(const std::string& company) const {
  return std::find(closed.begin(), closed.end(), company) != closed.end();
}

int* Position::Cash(const std::string& player) {
  for (auto& [name, money] : cash)
    if (name == player) return &money;
  return nullptr;
}

const std::string* Position::PrivateOwner(const std::string& name) const {
  for (const auto& [p, owner] : privates)
    if (p == name) return &owner;
  return nullptr;
}

bool Position::Reads(const std::string& reading) const {
  return std::find(readings.begin(), readings.end(), reading) != readings.end();
}

bool Position::HasStation(const std::string& company) const {
  for (const HexSpec& h : hexes) {
    for (const auto& s : h.stops)
      if (std::count(s.tokens.begin(), s.tokens.end(), company)) return true;
    for (const auto& [id, holders] : h.tokens)
      if (std::count(holders.begin(), holders.end(), company)) return true;
  }
  return false;
}

CompanySpec* Position::FindCompany(const std::string& name) {
  return const_cast<CompanySpec*>(std::as_const(*this).FindCompany(name));
}

const HexSpec* Position::FindHex(const std::string& coord) const {
  for (const auto& h : hexes)
    if (h.coord == coord) return &h;
  return nullptr;
}

HexSpec* Position::FindHex(const std::string& coord) {
  return const_cast<HexSpec*>(std::as_const(*this).FindHex(coord));
}

namespace {

// Largest revenue a single stop may carry; more is a typo.
constexpr int kMaxRevenue = 10000;

Revenue ReadRevenue(const YamlReader& r, const YAML::Node& n, const std::string& where) {
  Revenue rev;
  if (n.IsMap()) {
    for (auto it = n.begin(); it != n.end(); ++it)
      rev.by_color[r.Str(it->first, where + " revenue colour")] =
          r.IntIn(it->second, where + " revenue", 0, kMaxRevenue);
    if (rev.by_color.empty()) r.Fail(n, where + " revenue: empty colour mapping");
  } else {
    rev.flat = r.IntIn(n, where + " revenue", 0, kMaxRevenue);
  }
  return rev;
}

StopSpec ReadStop(const YamlReader& r, const std::string& where, const std::string& id,
                  const YAML::Node& n) {
  r.OnlyKeys(n, {"kind", "revenue", "slots", "tokens", "group", "per_token", "token_revenue",
                 "pass_through", "bonus"},
             where);
  StopSpec s;
  s.id = id;
  s.line = YamlReader::Line(n);
  if (!Field(n, "kind")) r.Fail(n, where + ": missing 'kind' (city, town, offboard or mine)");
  std::string kind = r.Str(Field(n, "kind"), where + " kind");
  if (!ParseKind(kind, &s.kind))
    r.Fail(Field(n, "kind"), where + ": unknown kind '" + kind + "' (city, town, offboard or mine)");
  if (Field(n, "revenue")) s.revenue = ReadRevenue(r, Field(n, "revenue"), where);
  if (Field(n, "slots")) s.slots = r.IntIn(Field(n, "slots"), where + " slots", 0, 12);
  if (Field(n, "tokens")) {
    const auto& t = Field(n, "tokens");
    if (!t.IsSequence()) r.Fail(t, where + ": tokens must be a list of company names");
    for (const auto& e : t) {
      if (!e.IsScalar() || e.Scalar().empty())
        r.Fail(e, where + ": a token must be a company name");
      s.tokens.push_back(e.Scalar());
    }
  }
  if (!s.tokens.empty() && s.kind != StopKind::kCity && s.kind != StopKind::kMine)
    r.Fail(Field(n, "tokens"), where + ": a " + KindName(s.kind) + " cannot hold a token");
  if (static_cast<int>(s.tokens.size()) > s.slots)
    r.Fail(Field(n, "tokens"), where + ": " + std::to_string(s.tokens.size()) + " tokens but only " +
                            std::to_string(s.slots) + " slot(s)");
  if (Field(n, "group")) s.group = r.Str(Field(n, "group"), where + " group");
  if (Field(n, "per_token")) s.per_token = r.Bool(Field(n, "per_token"), where + " per_token");
  if (Field(n, "token_revenue")) s.token_revenue = r.IntIn(Field(n, "token_revenue"), where + " token_revenue", 0, kMaxRevenue);
  if (Field(n, "pass_through")) {
    s.pass_through = r.Bool(Field(n, "pass_through"), where + " pass_through");
    if (s.kind != StopKind::kMine) r.Fail(Field(n, "pass_through"), where + ": pass_through is for mines");
  }
  if (Field(n, "bonus")) {
    s.bonus = r.IntIn(Field(n, "bonus"), where + " bonus", 0, kMaxRevenue);
    if (s.kind == StopKind::kMine) r.Fail(Field(n, "bonus"), where + ": a mine's value is a subsidy; it has no bonus");
  }
  return s;
}

PathEnd ReadEnd(const YamlReader& r, const YAML::Node& n, int edges, const std::string& where) {
  PathEnd e;
  if (!n.IsScalar() || n.Scalar().empty()) r.Fail(n, where + ": a path end is an edge number or a stop id");
  const std::string& s = n.Scalar();
  if (s.find_first_not_of("0123456789-") == std::string::npos) {
    e.edge = r.Int(n, where + " edge");
    if (e.edge < 0 || e.edge >= edges)
      r.Fail(n, where + ": edge " + s + " is out of range 0.." + std::to_string(edges - 1));
  } else {
    e.node = s;
  }
  return e;
}

PathSpec ReadPath(const YamlReader& r, const YAML::Node& n, int edges, const std::string& where) {
  PathSpec p;
  p.line = YamlReader::Line(n);
  if (n.IsMap()) {
    r.OnlyKeys(n, {"ends", "terminal", "lanes", "edge_lanes"}, where);
    if (!Field(n, "ends")) r.Fail(n, where + ": missing 'ends'");
    if (Field(n, "terminal")) p.terminal = r.Bool(Field(n, "terminal"), where + " terminal");
    if (Field(n, "lanes")) p.lanes = r.IntIn(Field(n, "lanes"), where + " lanes", 1, 4);
    if (Field(n, "edge_lanes")) {
      r.ExpectMap(Field(n, "edge_lanes"), where + " edge_lanes");
      for (auto it = Field(n, "edge_lanes").begin(); it != Field(n, "edge_lanes").end(); ++it) {
        int edge = r.IntIn(it->first, where + " edge_lanes edge", 0, edges - 1);
        const YAML::Node wi = it->second;  // (it-> is a temporary proxy: no reference into it)
        if (!wi.IsSequence() || wi.size() != 2)
          r.Fail(wi, where + ": edge_lanes value is [WIDTH, INDEX]");
        EdgeLane el;
        el.width = r.IntIn(wi[0], where + " lane width", 1, 4);
        el.index = r.IntIn(wi[1], where + " lane index", 0, el.width - 1);
        p.edge_lanes[edge] = el;
      }
    }
  }
  // (yaml-cpp: assigning one Node to another would overwrite the document)
  const YAML::Node ends = n.IsMap() ? Field(n, "ends") : n;
  if (!ends.IsSequence() || ends.size() != 2)
    r.Fail(ends, where + ": a path joins exactly two ends, e.g. [0, c0]");
  p.a = ReadEnd(r, ends[0], edges, where);
  p.b = ReadEnd(r, ends[1], edges, where);
  if (p.a.is_edge() && p.b.is_edge() && p.a.edge == p.b.edge)
    r.Fail(ends, where + ": a path cannot join edge " + std::to_string(p.a.edge) + " to itself");
  if (!p.a.is_edge() && !p.b.is_edge() && p.a.node == p.b.node)
    r.Fail(ends, where + ": a path cannot join '" + p.a.node + "' to itself");
  for (const auto& [edge, el] : p.edge_lanes)
    if (p.a.edge != edge && p.b.edge != edge)
      r.Fail(Field(n, "edge_lanes"), where + ": edge_lanes names edge " + std::to_string(edge) +
                                  ", which the path does not reach");
  return p;
}

// Only the keys a hex may have (and the caller's `extra_keys`).
void CheckHexKeys(const YamlReader& r, const YAML::Node& n, const std::string& where,
                  std::initializer_list<const char*> extra_keys) {
  static const char* kKeys[] = {"name", "tile", "rotation", "color", "labels", "stops",
                                "junctions", "paths", "tile_name", "tile_rotation", "cost", "side_costs", "side_terrain",
                                "tokens", "upgrade_labels", "terrain", "reserved_for",
                                "available_from", "aliases"};
  for (auto it = n.begin(); it != n.end(); ++it) {
    std::string key = it->first.IsScalar() ? it->first.Scalar() : "";
    bool ok = false;
    for (const char* k : kKeys) ok = ok || key == k;
    for (const char* k : extra_keys) ok = ok || key == k;
    if (!ok) r.Fail(it->first, where + ": unknown key '" + key + "'");
  }
}

// What a hex says of itself and its tile: its name, the tile laid and its
// rotation, colour, labels, costs, who may use it and from when.
void ReadHexFields(const YamlReader& r, const YAML::Node& n, int edges, const std::string& where, HexSpec* h) {
  if (Field(n, "name")) h->name = r.Str(Field(n, "name"), where + " name");
  if (Field(n, "aliases")) h->aliases = r.StrList(Field(n, "aliases"), where + " aliases");
  if (Field(n, "tile")) {
    h->tile = r.Str(Field(n, "tile"), where + " tile");
    h->tile_line = YamlReader::Line(Field(n, "tile"));
  }
  if (Field(n, "rotation")) h->rotation = r.IntIn(Field(n, "rotation"), where + " rotation", 0, edges - 1);
  if (Field(n, "color")) h->color = r.Str(Field(n, "color"), where + " color");
  if (Field(n, "labels")) h->labels = r.StrList(Field(n, "labels"), where + " labels");
  if (Field(n, "upgrade_labels")) {
    r.ExpectMap(Field(n, "upgrade_labels"), where + " upgrade_labels");
    for (auto it = Field(n, "upgrade_labels").begin(); it != Field(n, "upgrade_labels").end(); ++it)
      h->upgrade_labels[r.Str(it->first, where + " upgrade_labels colour")] =
          r.StrList(it->second, where + " upgrade_labels");
  }
  if (Field(n, "tile_name")) h->tile_name = r.Str(Field(n, "tile_name"), where + " tile_name");
  if (Field(n, "tile_rotation")) h->tile_rotation = r.IntIn(Field(n, "tile_rotation"), where + " tile_rotation", 0, 5);
  if (Field(n, "cost")) h->cost = r.IntIn(Field(n, "cost"), where + " cost", 0, 10000);
  if (const YAML::Node sides = Field(n, "side_costs")) {
    r.ExpectMap(sides, where + " side_costs");
    for (auto it = sides.begin(); it != sides.end(); ++it)
      h->side_costs[r.IntIn(it->first, where + " side_costs edge", 0, edges - 1)] =
          r.IntIn(it->second, where + " side_costs cost", 0, 10000);
  }
  if (const YAML::Node sides = Field(n, "side_terrain")) {
    r.ExpectMap(sides, where + " side_terrain");
    for (auto it = sides.begin(); it != sides.end(); ++it) {
      const int edge = r.IntIn(it->first, where + " side_terrain edge", 0, edges - 1);
      if (!h->side_costs.count(edge)) r.Fail(it->first, where + " side_terrain: side " + std::to_string(edge) + " has no side_costs");
      h->side_terrain[edge] = r.Str(it->second, where + " side_terrain " + std::to_string(edge));
    }
  }
  if (Field(n, "terrain")) h->terrain = r.Str(Field(n, "terrain"), where + " terrain");
  if (Field(n, "reserved_for")) h->reserved_for = r.Str(Field(n, "reserved_for"), where + " reserved_for");
  if (Field(n, "available_from")) h->available_from = r.Str(Field(n, "available_from"), where + " available_from");
}

// The tokens on a hex's tile: a list of companies (the hex's only city), or
// a mapping from stop id to such a list; a hex that lists its stops holds
// them there instead.
void ReadHexTokens(const YamlReader& r, const YAML::Node& n, const std::string& where, HexSpec* h) {
  const auto& t = Field(n, "tokens");
  h->tokens_line = YamlReader::Line(t);
  h->has_tokens = true;
  auto companies = [&](const YAML::Node& list) {
    if (!list.IsSequence()) r.Fail(list, where + " tokens: a list of company names");
    std::vector<std::string> out;
    for (const auto& e : list) {
      if (!e.IsScalar() || e.Scalar().empty()) r.Fail(e, where + ": a token must be a company name");
      out.push_back(e.Scalar());
    }
    return out;
  };
  if (t.IsSequence()) {
    h->tokens[""] = companies(t);  // the hex's only city
  } else if (t.IsMap()) {
    for (auto it = t.begin(); it != t.end(); ++it) h->tokens[r.Str(it->first, where + " tokens stop")] = companies(it->second);
  } else {
    r.Fail(t, where + ": tokens is a list of companies, or a mapping from stop id to such a list");
  }
  if (Field(n, "stops")) r.Fail(t, where + ": put tokens inside the stops when the hex lists its stops");
}

// Track written inline: the stops (ids that are not numbers, each once), the
// junctions (ids unique among the stops too), the paths joining edges and
// those ids.
void ReadInlineTrack(const YamlReader& r, const YAML::Node& n, int edges, const std::string& where, HexSpec* h) {
  std::set<std::string> ids;
  if (Field(n, "stops") && !Field(n, "stops").IsNull()) {
    r.ExpectMap(Field(n, "stops"), where + " stops");
    for (auto it = Field(n, "stops").begin(); it != Field(n, "stops").end(); ++it) {
      std::string id = r.Str(it->first, where + " stop id");
      if (id.find_first_not_of("0123456789") == std::string::npos)
        r.Fail(it->first, where + ": stop id '" + id + "' must not be a number (numbers are edges)");
      if (!ids.insert(id).second) r.Fail(it->first, where + ": stop '" + id + "' given twice");
      h->stops.push_back(ReadStop(r, where + " stop " + id, id, it->second));
    }
  }
  if (Field(n, "junctions") && !Field(n, "junctions").IsNull()) {
    for (const auto& id : r.StrList(Field(n, "junctions"), where + " junctions")) {
      if (!ids.insert(id).second) r.Fail(Field(n, "junctions"), where + ": id '" + id + "' given twice");
      h->junctions.push_back(id);
    }
  }
  if (Field(n, "paths") && !Field(n, "paths").IsNull()) {
    if (!Field(n, "paths").IsSequence()) r.Fail(Field(n, "paths"), where + ": paths must be a list");
    for (const auto& p : Field(n, "paths")) {
      PathSpec path = ReadPath(r, p, edges, where + " path");
      for (const PathEnd* e : {&path.a, &path.b})
        if (!e->is_edge() && !ids.count(e->node))
          r.Fail(p, where + ": path names '" + e->node + "', which this hex does not have");
      h->paths.push_back(std::move(path));
    }
  }
}

}  // namespace

HexSpec ReadHex(const YamlReader& r, const std::string& coord, const YAML::Node& n, int edges,
                std::initializer_list<const char*> extra_keys) {
  HexSpec h;
  h.coord = coord;
  h.line = YamlReader::Line(n);
  if (n.IsNull()) return h;  // a blank hex: `A1: {}` or `A1:`
  const std::string where = "hex " + coord;
  r.ExpectMap(n, where);
  CheckHexKeys(r, n, where, extra_keys);
  ReadHexFields(r, n, edges, where, &h);
  if (Field(n, "tokens")) ReadHexTokens(r, n, where, &h);
  // A tile, or track written inline, not both; a rotation only with a tile.
  if (!h.tile.empty() && (Field(n, "stops") || Field(n, "paths") || Field(n, "junctions")))
    r.Fail(n, where + ": give either 'tile' or inline stops/junctions/paths, not both");
  if (Field(n, "rotation") && h.tile.empty())
    r.Fail(Field(n, "rotation"), where + ": 'rotation' goes with 'tile'");
  ReadInlineTrack(r, n, edges, where, &h);
  return h;
}

namespace {

// A train's distance: a number (a plain train), or rows of stop kinds each
// with its visit and pay caps.
void ReadDistance(const YamlReader& r, const YAML::Node& n, const std::string& where, Train* t) {
  if (!Field(n, "distance")) r.Fail(n, where + ": missing 'distance'");
  const auto& d = Field(n, "distance");
  if (d.IsScalar()) {
    *t = Train::Plain(t->name, r.IntIn(d, where + " distance", 1, 999));
    return;
  }
  if (!d.IsSequence()) r.Fail(d, where + ": distance is a number or a list of rows");
  for (const auto& row : d) {
    r.OnlyKeys(row, {"kinds", "visit", "pay"}, where + " distance row");
    if (!Field(row, "kinds") || !Field(row, "visit")) r.Fail(row, where + ": a distance row needs kinds and visit");
    TrainRow tr;
    for (const auto& k : r.StrList(Field(row, "kinds"), where + " kinds")) {
      StopKind kind;
      if (!ParseKind(k, &kind)) r.Fail(Field(row, "kinds"), where + ": unknown stop kind '" + k + "'");
      tr.kinds |= Bit(kind);
    }
    int visit = r.IntIn(Field(row, "visit"), where + " visit", 0, 999);
    tr.visit = visit >= 99 ? kNoCap : visit;
    int pay = Field(row, "pay") ? r.IntIn(Field(row, "pay"), where + " pay", 0, 999) : visit;
    tr.pay = pay >= 99 ? kNoCap : pay;
    if (tr.pay > tr.visit) tr.pay = tr.visit;
    if (t->rows.size() >= static_cast<size_t>(kMaxTrainRows))
      r.Fail(row, where + ": more than " + std::to_string(kMaxTrainRows) + " distance rows (the train row limit)");
    t->rows.push_back(tr);
  }
  if (t->rows.empty()) r.Fail(d, where + ": distance has no rows");
}

// What a train makes of its route: pay_total, multiplier, divisor and rounding.
void ReadScoring(const YamlReader& r, const YAML::Node& n, const std::string& where, Train* t) {
  if (Field(n, "pay_total")) t->pay_total = r.IntIn(Field(n, "pay_total"), where + " pay_total", 0, 999);
  if (Field(n, "multiplier")) t->multiplier = r.IntIn(Field(n, "multiplier"), where + " multiplier", 1, 10);
  if (Field(n, "divisor")) t->divisor = r.IntIn(Field(n, "divisor"), where + " divisor", 1, 10);
  if (!Field(n, "rounding")) return;
  const std::string s = r.Str(Field(n, "rounding"), where + " rounding");
  if (s == "down") t->rounding = Rounding::kDown;
  else if (s == "down_to_10") t->rounding = Rounding::kDownTo10;
  else if (s == "up") t->rounding = Rounding::kUp;
  else if (s == "up_to_10") t->rounding = Rounding::kUpTo10;
  else r.Fail(Field(n, "rounding"), where + ": rounding is down, down_to_10, up or up_to_10");
}

// The stops a train must visit and pays first, and its other counting rules.
void ReadStopRules(const YamlReader& r, const YAML::Node& n, const std::string& where, Train* t) {
  if (Field(n, "must_visit")) {
    r.ExpectMap(Field(n, "must_visit"), where + " must_visit");
    for (auto it = Field(n, "must_visit").begin(); it != Field(n, "must_visit").end(); ++it) {
      StopKind kind;
      std::string k = r.Str(it->first, where + " must_visit kind");
      if (!ParseKind(k, &kind)) r.Fail(it->first, where + ": unknown stop kind '" + k + "'");
      t->must_visit[static_cast<int>(kind)] = r.IntIn(it->second, where + " must_visit", 0, 99);
    }
  }
  if (Field(n, "pay_first")) {
    for (const auto& k : r.StrList(Field(n, "pay_first"), where + " pay_first")) {
      StopKind kind;
      if (!ParseKind(k, &kind)) r.Fail(Field(n, "pay_first"), where + ": unknown stop kind '" + k + "'");
      t->pay_first |= Bit(kind);
    }
  }
  if (Field(n, "paid_stops_need_token"))
    t->paid_stops_need_token = r.Bool(Field(n, "paid_stops_need_token"), where + " paid_stops_need_token");
  if (Field(n, "stop_bonuses")) {
    int k = r.IntIn(Field(n, "stop_bonuses"), where + " stop_bonuses", 0, 999);
    t->stop_bonuses = k >= 99 ? kNoCap : k;
  }
  if (Field(n, "shares_track")) t->shares_track = r.Bool(Field(n, "shares_track"), where + " shares_track");
  if (Field(n, "revenue_key")) t->revenue_key = r.Str(Field(n, "revenue_key"), where + " revenue_key");
}

// The bank's side of a train: its price and count, by the number of players
// too; checked in a position's train as in a game's.
struct BankNumbers {
  std::optional<int> price, count;
  std::map<int, int> by_players;
};
BankNumbers ReadBankNumbers(const YamlReader& r, const YAML::Node& n, const std::string& where) {
  BankNumbers b;
  if (const auto& by = Field(n, "count_by_players")) {
    r.ExpectMap(by, where + " count_by_players");
    for (auto it = by.begin(); it != by.end(); ++it) {
      const int players = r.IntIn(it->first, where + " count_by_players players", 1, 10);
      b.by_players[players] = r.IntIn(it->second, where + " count_by_players count", 0, 1000);
    }
  }
  if (Field(n, "price")) b.price = r.IntIn(Field(n, "price"), where + " price", 0, 100000);
  if (Field(n, "count")) b.count = r.IntIn(Field(n, "count"), where + " count", 0, 100000);
  return b;
}

// How the bank offers a game's train: its numbers, what its purchase rusts,
// when the bank sells it early, what it takes in trade.
TrainOffer OfferOf(const YamlReader& r, const YAML::Node& n, const std::string& name, const BankNumbers& b) {
  TrainOffer o;
  o.name = name;
  o.line = YamlReader::Line(n);
  const std::string where = "train " + name;
  o.price = b.price.value_or(0);
  o.count = b.count;
  o.count_by_players = b.by_players;
  if (const auto& on = Field(n, "rusts_on"); on && !on.IsNull())
    o.rusts_on = on.IsScalar() ? std::vector<std::string>{r.Str(on, where + " rusts_on")}
                               : r.StrList(on, where + " rusts_on");
  if (Field(n, "available_on")) o.available_on = r.Str(Field(n, "available_on"), where + " available_on");
  if (Field(n, "face_of")) o.face_of = r.Str(Field(n, "face_of"), where + " face_of");
  if (!o.face_of.empty() && (o.count || !o.count_by_players.empty()))
    r.Fail(n, where + ": a card's other face (face_of) shares the card's count and has none of its own");
  if (const auto& t = Field(n, "trade_in")) {
    r.OnlyKeys(t, {"trains", "credit"}, where + " trade_in");
    if (!Field(t, "trains") || !Field(t, "credit")) r.Fail(t, where + " trade_in: needs trains and credit");
    o.trade_in = r.StrList(Field(t, "trains"), where + " trade_in trains");
    o.trade_in_credit = r.IntIn(Field(t, "credit"), where + " trade_in credit", 0, 100000);
  }
  return o;
}

}  // namespace

Train ReadTrain(const YamlReader& r, const YAML::Node& n, TrainOffer* offer) {
  Train t;
  r.OnlyKeys(n, {"name", "distance", "pay_total", "multiplier", "divisor", "rounding",
                 "must_visit", "pay_first", "paid_stops_need_token", "stop_bonuses", "shares_track", "revenue_key", "price", "count",
                 "obsolete_as", "rusts_on", "available_on", "face_of", "count_by_players", "trade_in"},
             "train");
  if (!Field(n, "name")) r.Fail(n, "train: missing 'name'");
  t.name = r.Str(Field(n, "name"), "train name");
  const std::string where = "train " + t.name;
  ReadDistance(r, n, where, &t);
  ReadScoring(r, n, where, &t);
  ReadStopRules(r, n, where, &t);
  const BankNumbers bank = ReadBankNumbers(r, n, where);
  if (Field(n, "obsolete_as")) t.obsolete_as = r.Str(Field(n, "obsolete_as"), where + " obsolete_as");
  if (offer) *offer = OfferOf(r, n, t.name, bank);
  return t;
}

RouteBonus ReadRouteBonus(const YamlReader& r, const YAML::Node& n) {
  r.OnlyKeys(n, {"name", "all_of", "of_tiles", "at_least", "amount", "multiplied", "divided"},
             "route bonus");
  RouteBonus b;
  b.line = YamlReader::Line(n);
  if (Field(n, "name")) b.name = r.Str(Field(n, "name"), "route bonus name");
  if (!Field(n, "all_of") && !Field(n, "of_tiles")) r.Fail(n, "route bonus: give 'all_of' (lists of hexes) or 'of_tiles' (lists of tile ids)");
  for (const char* key : {"all_of", "of_tiles"}) {
    if (!n[key]) continue;
    if (!n[key].IsSequence()) r.Fail(n[key], std::string("route bonus: '") + key + "' must be a list of lists");
    for (const auto& l : n[key])
      (std::string(key) == "all_of" ? b.all_of : b.of_tiles).push_back(r.StrList(l, std::string("route bonus ") + key));
  }
  if (Field(n, "at_least")) b.at_least = r.IntIn(Field(n, "at_least"), "route bonus at_least", 1, 99);
  if (Field(n, "divided")) b.divided = r.Bool(Field(n, "divided"), "route bonus divided");
  if (!Field(n, "amount")) r.Fail(n, "route bonus: missing 'amount'");
  b.amount = r.IntIn(Field(n, "amount"), "route bonus amount", 0, 10000);
  if (Field(n, "multiplied")) b.multiplied = r.Bool(Field(n, "multiplied"), "route bonus multiplied");
  return b;
}

namespace {

// A company's bonuses: a private's markers (`hex_bonus`) and the bonus of
// its route visiting the most stops (`most_stops_bonus`).
void ReadCompanyBonuses(const YamlReader& r, const YAML::Node& n, const std::string& where, CompanySpec* c) {
  if (Field(n, "hex_bonus")) {
    if (!Field(n, "hex_bonus").IsSequence()) r.Fail(Field(n, "hex_bonus"), where + ": hex_bonus must be a list");
    for (const auto& b : Field(n, "hex_bonus")) {
      r.OnlyKeys(b, {"company", "hexes", "amount"}, where + " hex_bonus");
      HexBonus hb;
      if (Field(b, "company")) hb.company = r.Str(Field(b, "company"), where + " hex_bonus company");
      if (!Field(b, "hexes") || !Field(b, "amount")) r.Fail(b, where + ": hex_bonus needs hexes and amount");
      hb.hexes = r.StrList(Field(b, "hexes"), where + " hex_bonus hexes");
      hb.amount = r.IntIn(Field(b, "amount"), where + " hex_bonus amount", 0, 10000);
      c->hex_bonus.push_back(hb);
    }
  }
  if (const auto& m = Field(n, "most_stops_bonus")) {
    r.OnlyKeys(m, {"per_stop", "company"}, where + " most_stops_bonus");
    if (!Field(m, "per_stop")) r.Fail(m, where + ": most_stops_bonus needs per_stop");
    MostStopsBonus b;
    b.per_stop = r.IntIn(Field(m, "per_stop"), where + " most_stops_bonus per_stop", 0, 1000);
    if (Field(m, "company")) b.company = r.Str(Field(m, "company"), where + " most_stops_bonus company");
    b.line = YamlReader::Line(m);
    c->most_stops_bonus = b;
  }
}

CompanySpec ReadCompany(const YamlReader& r, const std::string& name, const YAML::Node& n) {
  const std::string where = "company " + name;
  r.OnlyKeys(n, {"trains", "home", "treasury", "shares", "share_price", "owns", "type",
                 "hex_bonus", "most_stops_bonus", "engine_trains", "loans", "share_price_cell", "no_permanent_train", "par", "turns",
                 "floated", "markers", "capital", "escrow", "reserved"},
             where);
  CompanySpec c;
  c.name = name;
  c.line = YamlReader::Line(n);
  if (Field(n, "type")) c.type = r.Str(Field(n, "type"), where + " type");
  if (Field(n, "trains")) {
    if (!Field(n, "trains").IsSequence()) r.Fail(Field(n, "trains"), where + ": trains must be a list");
    for (const auto& t : Field(n, "trains")) {
      TrainRef ref;
      ref.line = YamlReader::Line(t);
      if (t.IsMap()) {
        ref.inline_train = ReadTrain(r, t);
        ref.name = ref.inline_train->name;
      } else {
        ref.name = r.Str(t, where + " train");
      }
      c.trains.push_back(std::move(ref));
    }
    if (c.trains.size() > static_cast<size_t>(kMaxTrains))
      r.Fail(Field(n, "trains"), where + ": " + std::to_string(c.trains.size()) + " trains; the limit is " +
                              std::to_string(kMaxTrains) + " (the train limit)");
  }
  if (Field(n, "home")) c.home = r.Str(Field(n, "home"), where + " home");
  if (Field(n, "treasury")) c.treasury = r.IntIn(Field(n, "treasury"), where + " treasury", -1000000, 1000000);
  if (Field(n, "share_price")) c.share_price = r.IntIn(Field(n, "share_price"), where + " share_price", 0, 100000);
  if (Field(n, "shares")) {
    r.ExpectMap(Field(n, "shares"), where + " shares");
    for (auto it = Field(n, "shares").begin(); it != Field(n, "shares").end(); ++it) {
      std::string holder = r.Str(it->first, where + " shareholder");
      c.shares[holder] = r.IntIn(it->second, where + " share percent", 0, 100);
      c.shares_order.push_back(holder);
    }
  }
  if (Field(n, "loans")) c.loans = r.IntIn(Field(n, "loans"), where + " loans", 0, 100);
  if (Field(n, "par")) c.par = r.IntIn(Field(n, "par"), where + " par", 1, 100000);
  if (Field(n, "turns")) c.turns = r.IntIn(Field(n, "turns"), where + " turns", 0, 1000);
  if (Field(n, "floated")) c.floated = r.Bool(Field(n, "floated"), where + " floated");
  if (Field(n, "markers")) {
    if (!Field(n, "markers").IsSequence() || Field(n, "markers").size() > 20)
      r.Fail(Field(n, "markers"), where + ": markers is a list of at most 20 costs");
    c.markers.emplace();
    for (const auto& m : Field(n, "markers")) c.markers->push_back(r.IntIn(m, where + " marker cost", 0, 100000));
  }
  if (Field(n, "capital")) {
    c.capital = r.Str(Field(n, "capital"), where + " capital");
    if (c.capital != "escrow" && c.capital != "incremental" && c.capital != "full")
      r.Fail(Field(n, "capital"), where + ": capital is escrow, incremental or full, not '" + c.capital + "'");
  }
  if (Field(n, "escrow")) c.escrow = r.IntIn(Field(n, "escrow"), where + " escrow", 0, 1000000);
  if (Field(n, "reserved")) c.reserved = r.IntIn(Field(n, "reserved"), where + " reserved", 0, 100);
  if (Field(n, "no_permanent_train")) c.no_permanent_train = r.Bool(Field(n, "no_permanent_train"), where + " no_permanent_train");
  if (Field(n, "share_price_cell")) {
    const auto& cell = Field(n, "share_price_cell");
    if (!cell.IsSequence() || cell.size() != 2) r.Fail(cell, where + ": share_price_cell is [ROW, COLUMN]");
    c.share_price_cell = std::make_pair(r.IntIn(cell[0], where + " share_price_cell row", 0, 100),
                                        r.IntIn(cell[1], where + " share_price_cell column", 0, 100));
  }
  if (Field(n, "owns")) c.owns = r.StrList(Field(n, "owns"), where + " owns");
  if (Field(n, "engine_trains")) c.engine_trains = r.StrList(Field(n, "engine_trains"), where + " engine_trains");
  ReadCompanyBonuses(r, n, where, &c);
  return c;
}

std::optional<int> OptInt(const YamlReader& r, const YAML::Node& n, const char* key,
                          const std::string& where, int lo, int hi) {
  if (!n[key]) return std::nullopt;
  return r.IntIn(n[key], where + " " + key, lo, hi);
}

Expect ReadExpect(const YamlReader& r, const YAML::Node& n) {
  r.OnlyKeys(n, {"company", "revenue", "at_least", "subsidy", "routes", "dividend"}, "expect");
  Expect e;
  e.line = YamlReader::Line(n);
  if (Field(n, "company")) e.company = r.Str(Field(n, "company"), "expect company");
  e.revenue = OptInt(r, n, "revenue", "expect", 0, 10000000);
  e.at_least = OptInt(r, n, "at_least", "expect", 0, 10000000);
  e.subsidy = OptInt(r, n, "subsidy", "expect", 0, 10000000);
  if (Field(n, "routes")) {
    if (!Field(n, "routes").IsSequence()) r.Fail(Field(n, "routes"), "expect: routes must be a list");
    e.routes.emplace();
    for (const auto& rt : Field(n, "routes")) {
      r.OnlyKeys(rt, {"train", "stops", "revenue", "subsidy"}, "expect route");
      ExpectRoute er;
      er.line = YamlReader::Line(rt);
      if (!Field(rt, "train") || !Field(rt, "stops")) r.Fail(rt, "expect route: needs train and stops");
      er.train = r.Str(Field(rt, "train"), "expect route train");
      er.stops = r.StrList(Field(rt, "stops"), "expect route stops");
      er.revenue = OptInt(r, rt, "revenue", "expect route", 0, 10000000);
      er.subsidy = OptInt(r, rt, "subsidy", "expect route", 0, 10000000);
      e.routes->push_back(std::move(er));
    }
  }
  if (Field(n, "dividend")) {
    const auto& d = Field(n, "dividend");
    r.OnlyKeys(d, {"kind", "per_holder", "to_treasury", "share_price_before",
                   "share_price_after", "action", "automatic"},
               "expect dividend");
    ExpectDividend ed;
    ed.line = YamlReader::Line(d);
    if (!Field(d, "kind")) r.Fail(d, "expect dividend: missing 'kind'");
    ed.kind = r.Str(Field(d, "kind"), "dividend kind");
    if (ed.kind != "payout" && ed.kind != "withhold" && ed.kind != "half")
      r.Fail(Field(d, "kind"), "dividend kind is payout, withhold or half");
    if (Field(d, "per_holder") && !Field(d, "per_holder").IsNull()) {
      r.ExpectMap(Field(d, "per_holder"), "dividend per_holder");
      for (auto it = Field(d, "per_holder").begin(); it != Field(d, "per_holder").end(); ++it)
        ed.per_holder[r.Str(it->first, "dividend holder")] =
            r.IntIn(it->second, "dividend amount", 0, 10000000);
    }
    ed.to_treasury = OptInt(r, d, "to_treasury", "dividend", 0, 10000000);
    ed.share_price_before = OptInt(r, d, "share_price_before", "dividend", 0, 100000);
    ed.share_price_after = OptInt(r, d, "share_price_after", "dividend", 0, 100000);
    if (Field(d, "action")) r.Int(Field(d, "action"), "dividend action");
    if (Field(d, "automatic")) r.Bool(Field(d, "automatic"), "dividend automatic");
    e.dividend = ed;
  }
  return e;
}

TurnState ReadTurn(const YamlReader& r, const YAML::Node& n) {
  TurnState t;
  t.line = YamlReader::Line(n);
  if (n.IsNull()) return t;
  r.ExpectMap(n, "turn");
  r.OnlyKeys(n, {"company", "lays", "upgrades", "stations", "ran", "bought", "trade_ins", "loans", "took_over",
                 "taken_trains", "borrowed"},
             "turn");
  if (Field(n, "company")) t.company = r.Str(Field(n, "company"), "turn company");
  if (Field(n, "lays")) t.lays = r.IntIn(Field(n, "lays"), "turn lays", 0, 99);
  if (Field(n, "upgrades")) t.upgrades = r.IntIn(Field(n, "upgrades"), "turn upgrades", 0, 99);
  if (Field(n, "stations")) t.stations = r.IntIn(Field(n, "stations"), "turn stations", 0, 99);
  if (Field(n, "ran")) t.ran = r.Bool(Field(n, "ran"), "turn ran");
  if (Field(n, "bought")) t.bought = r.StrList(Field(n, "bought"), "turn bought");
  if (Field(n, "trade_ins")) t.trade_ins = r.IntIn(Field(n, "trade_ins"), "turn trade_ins", 0, 99);
  if (Field(n, "loans")) t.loans = r.IntIn(Field(n, "loans"), "turn loans", 0, 99);
  if (Field(n, "took_over")) t.took_over = r.StrList(Field(n, "took_over"), "turn took_over");
  if (Field(n, "taken_trains")) t.taken_trains = r.StrList(Field(n, "taken_trains"), "turn taken_trains");
  if (Field(n, "borrowed")) t.borrowed = r.Str(Field(n, "borrowed"), "turn borrowed");
  if (t.company.empty() && (t.lays || t.upgrades || t.stations || t.ran || !t.bought.empty() || t.trade_ins ||
                            t.loans || !t.took_over.empty() || !t.taken_trains.empty() || !t.borrowed.empty()))
    r.Fail(n, "turn: what a turn did needs the company whose turn it is");
  return t;
}

RoundState ReadRound(const YamlReader& r, const YAML::Node& n) {
  r.ExpectMap(n, "round");
  r.OnlyKeys(n, {"kind", "number", "operating", "of", "operated", "markers"}, "round");
  RoundState round;
  round.line = YamlReader::Line(n);
  if (!Field(n, "kind")) r.Fail(n, "round: needs its kind (start, stock or operating)");
  round.kind = r.Str(Field(n, "kind"), "round kind");
  if (round.kind != "start" && round.kind != "stock" && round.kind != "operating" && round.kind != "end")
    r.Fail(Field(n, "kind"), "round kind is start, stock, operating or end, not '" + round.kind + "'");
  if (Field(n, "number")) round.number = r.IntIn(Field(n, "number"), "round number", 0, 1000);
  if (Field(n, "operating")) round.operating = r.IntIn(Field(n, "operating"), "round operating", 0, 100);
  if (Field(n, "of")) round.of = r.IntIn(Field(n, "of"), "round of", 1, 100);
  if (round.of > 0 && round.operating > round.of)
    r.Fail(n, "round: operating round " + std::to_string(round.operating) + " of a set of " + std::to_string(round.of));
  if ((round.kind == "operating") != (round.operating > 0))
    r.Fail(n, "round: an operating round says which of its set it is (operating: 1, 2, ...), a stock round not");
  for (const char* key : {"operated", "markers"}) {
    const YAML::Node list = Field(n, key);
    if (!list || list.IsNull()) continue;
    if (round.kind != "operating")
      r.Fail(list, std::string("round: ") + key + " is kept in an operating round only, not in a " + round.kind + " round");
    std::vector<std::string>& names = std::string(key) == "operated" ? round.operated : round.markers;
    names = r.StrList(list, std::string("round ") + key);
    for (size_t i = 0; i < names.size(); ++i)
      if (std::count(names.begin(), names.begin() + i, names[i]))
        r.Fail(list, std::string("round ") + key + ": " + names[i] + " is listed twice");
  }
  return round;
}

// The private companies held: each once, with its owner.
void ReadPrivatesHeld(const YamlReader& r, const YAML::Node& n, Position* p) {
  p->privates_line = YamlReader::Line(n);
  if (n.IsNull()) return;
  r.ExpectMap(n, "privates");
  for (auto it = n.begin(); it != n.end(); ++it) {
    const std::string name = r.Str(it->first, "private");
    if (p->PrivateOwner(name)) r.Fail(it->first, "privates: " + name + " is listed twice");
    p->privates.push_back({name, r.Str(it->second, "privates " + name + " owner")});
  }
}

// Each player's money, each player once.
void ReadCash(const YamlReader& r, const YAML::Node& n, Position* p) {
  if (n.IsNull()) return;
  r.ExpectMap(n, "cash");
  for (auto it = n.begin(); it != n.end(); ++it) {
    const std::string name = r.Str(it->first, "cash player");
    if (p->Cash(name)) r.Fail(it->first, "cash: " + name + " is listed twice");
    p->cash.push_back({name, r.IntIn(it->second, "cash " + name, -10000000, 10000000)});
  }
}

std::vector<std::pair<std::string, int>> ReadBankTrains(const YamlReader& r, const YAML::Node& n) {
  std::vector<std::pair<std::string, int>> out;
  if (n.IsNull()) return out;
  r.ExpectMap(n, "bank_trains");
  for (auto it = n.begin(); it != n.end(); ++it) {
    const std::string name = r.Str(it->first, "bank_trains train");
    for (const auto& [other, count] : out)
      if (other == name) r.Fail(it->first, "bank_trains: train " + name + " is listed twice");
    out.push_back({name, r.IntIn(it->second, "bank_trains " + name, 0, 1000)});
  }
  return out;
}

// The position's game: the format it is written in, the game, its variant,
// the phase and its revenue colour.
void ReadGameAndPhase(const YamlReader& r, const YAML::Node& root, Position* p) {
  if (Field(root, "format") && r.Int(Field(root, "format"), "format") != 1)
    r.Fail(Field(root, "format"), "format " + Field(root, "format").Scalar() + " is not supported (this program reads format 1)");
  if (Field(root, "game")) p->game = r.Str(Field(root, "game"), "game"), p->game_line = YamlReader::Line(Field(root, "game"));
  if (Field(root, "variant")) p->variant = r.Str(Field(root, "variant"), "variant");
  if (Field(root, "phase")) p->phase = r.Str(Field(root, "phase"), "phase"), p->phase_line = YamlReader::Line(Field(root, "phase"));
  if (Field(root, "color")) p->color = r.Str(Field(root, "color"), "color");
}

// The grid: its layout (pointy, flat, square), which axis is lettered, and
// whether the printed map lies under the hexes.
void ReadGrid(const YamlReader& r, const YAML::Node& root, Position* p) {
  if (Field(root, "layout")) {
    Layout l;
    std::string s = r.Str(Field(root, "layout"), "layout");
    if (!ParseLayout(s, &l)) r.Fail(Field(root, "layout"), "layout '" + s + "' is not pointy, flat or square");
    p->layout = l;
  }
  if (Field(root, "axes")) {
    const auto& a = Field(root, "axes");
    r.OnlyKeys(a, {"x", "y"}, "axes");
    std::string x = Field(a, "x") ? r.Str(Field(a, "x"), "axes x") : "";
    std::string y = Field(a, "y") ? r.Str(Field(a, "y"), "axes y") : "";
    if (!((x == "number" && y == "letter") || (x == "letter" && y == "number")))
      r.Fail(a, "axes: {x: number, y: letter} or {x: letter, y: number}");
    p->axes = Axes{x == "number"};
  }
  if (Field(root, "base_map")) p->base_map = r.Bool(Field(root, "base_map"), "base_map");
}

// How a per-station stop pays (Position::per_token_reading): as 18xx.games
// reads it for a position it exported, or as the file says; and whose
// reading of the game's rules the moves follow (Position::reading).
void ReadPerTokenReading(const YamlReader& r, const YAML::Node& root, Position* p) {
  if (Field(root, "source")) { /* informational, but for the engine that exported it */ }
  if (Field(root, "source") && Field(root, "source").IsMap() && Field(Field(root, "source"), "engine") &&
      Field(Field(root, "source"), "engine").IsScalar() && Field(Field(root, "source"), "engine").Scalar() == "tobymao/18xx")
    p->per_token_reading = "18xx.games";
  if (p->per_token_reading == "18xx.games") p->terrain_reading = p->takeover_reading = "18xx.games";
  for (const char* key : {"per_token_reading", "terrain_reading", "takeover_reading"}) {
    if (!root[key]) continue;
    const std::string k = key;
    std::string& reading = k == "per_token_reading" ? p->per_token_reading
                           : k == "terrain_reading" ? p->terrain_reading
                                                    : p->takeover_reading;
    reading = r.Str(root[key], key);
    if (reading != "rulebook" && reading != "18xx.games")
      r.Fail(root[key], std::string(key) + " '" + reading + "' is not rulebook or 18xx.games");
  }
}

// The hexes laid, each once, within the hex limit.
void ReadPositionHexes(const YamlReader& r, const YAML::Node& hexes, int edges, Position* p) {
  r.ExpectMap(hexes, "hexes");
  std::set<std::string> seen;
  for (auto it = hexes.begin(); it != hexes.end(); ++it) {
    std::string coord = r.Str(it->first, "hex coordinate");
    if (p->hexes.size() >= static_cast<size_t>(kMaxHexes))
      r.Fail(it->first, "more than " + std::to_string(kMaxHexes) + " hexes (the hex limit)");
    if (!seen.insert(coord).second) r.Fail(it->first, "hex " + coord + " is listed twice");
    p->hexes.push_back(ReadHex(r, coord, it->second, edges));
  }
}

// The companies, each once.
void ReadPositionCompanies(const YamlReader& r, const YAML::Node& companies, Position* p) {
  r.ExpectMap(companies, "companies");
  for (auto it = companies.begin(); it != companies.end(); ++it) {
    std::string name = r.Str(it->first, "company name");
    if (p->FindCompany(name)) r.Fail(it->first, "company " + name + " is listed twice");
    p->companies.push_back(ReadCompany(r, name, it->second));
  }
}

// The trains the position defines, each once.
void ReadPositionTrains(const YamlReader& r, const YAML::Node& trains, Position* p) {
  if (!trains.IsSequence()) r.Fail(trains, "trains must be a list");
  for (const auto& t : trains) {
    Train train = ReadTrain(r, t);
    for (const auto& other : p->trains)
      if (other.name == train.name) r.Fail(t, "train " + train.name + " is defined twice");
    p->trains.push_back(std::move(train));
    p->train_lines.push_back(YamlReader::Line(t));
  }
}

// The bonus for a route through the company's home: its amount, for the company types listed.
HomeBonus ReadHomeBonus(const YamlReader& r, const YAML::Node& n) {
  r.ExpectMap(n, "home_bonus");
  r.OnlyKeys(n, {"types", "amount"}, "home_bonus");
  HomeBonus hb;
  if (Field(n, "types")) hb.types = r.StrList(Field(n, "types"), "home_bonus types");
  if (!Field(n, "amount")) r.Fail(n, "home_bonus: missing amount");
  hb.amount = r.IntIn(Field(n, "amount"), "home_bonus amount", 0, 10000);
  return hb;
}

// The companies closed, each once.
void ReadClosed(const YamlReader& r, const YAML::Node& closed, Position* p) {
  p->closed = r.StrList(closed, "closed");
  p->closed_line = YamlReader::Line(closed);
  for (size_t i = 0; i < p->closed.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (p->closed[i] == p->closed[j]) r.Fail(closed, "closed: " + p->closed[i] + " is listed twice");
}

Position ReadPosition(const YamlReader& r, const YAML::Node& root) {
  r.OnlyKeys(root, {"format", "game", "variant", "phase", "color", "layout", "axes", "base_map",
                    "hexes", "companies", "trains", "route_bonuses", "home_bonus", "expect", "source",
                    "optional_rules", "per_token_reading", "terrain_reading", "takeover_reading", "players", "bank_trains", "turn",
                    "closed", "round", "privates", "privates_used", "cash", "pool_trains", "readings", "draw"},
             "position");
  Position p;
  p.file = r.file();
  ReadGameAndPhase(r, root, &p);
  ReadGrid(r, root, &p);
  ReadPerTokenReading(r, root, &p);
  if (Field(root, "optional_rules") && !Field(root, "optional_rules").IsSequence())
    r.Fail(Field(root, "optional_rules"), "optional_rules must be a list");
  const int edges = (p.layout && *p.layout == Layout::kSquare) ? 4 : 6;
  if (Field(root, "hexes") && !Field(root, "hexes").IsNull()) ReadPositionHexes(r, Field(root, "hexes"), edges, &p);
  if (Field(root, "companies") && !Field(root, "companies").IsNull()) ReadPositionCompanies(r, Field(root, "companies"), &p);
  if (Field(root, "trains") && !Field(root, "trains").IsNull()) ReadPositionTrains(r, Field(root, "trains"), &p);
  if (Field(root, "route_bonuses") && !Field(root, "route_bonuses").IsNull()) {
    if (!Field(root, "route_bonuses").IsSequence()) r.Fail(Field(root, "route_bonuses"), "route_bonuses must be a list");
    for (const auto& b : Field(root, "route_bonuses")) p.route_bonuses.push_back(ReadRouteBonus(r, b));
  }
  if (Field(root, "home_bonus")) p.home_bonus = ReadHomeBonus(r, Field(root, "home_bonus"));
  if (Field(root, "expect")) p.expect = ReadExpect(r, Field(root, "expect"));
  if (Field(root, "players")) p.players = r.IntIn(Field(root, "players"), "players", 1, 10);
  if (Field(root, "bank_trains")) p.bank_trains = ReadBankTrains(r, Field(root, "bank_trains"));
  if (Field(root, "turn")) p.turn = ReadTurn(r, Field(root, "turn"));
  if (Field(root, "pool_trains"))
    p.pool_trains = Field(root, "pool_trains").IsNull() ? std::vector<std::string>{} : r.StrList(Field(root, "pool_trains"), "pool_trains");
  if (Field(root, "closed") && !Field(root, "closed").IsNull()) ReadClosed(r, Field(root, "closed"), &p);
  if (Field(root, "round")) p.round = ReadRound(r, Field(root, "round"));
  if (Field(root, "privates")) ReadPrivatesHeld(r, Field(root, "privates"), &p);
  if (Field(root, "privates_used") && !Field(root, "privates_used").IsNull()) {
    p.privates_used = r.StrList(Field(root, "privates_used"), "privates_used");
    for (const auto& name : p.privates_used)
      if (!p.PrivateOwner(name))
        r.Fail(Field(root, "privates_used"), "privates_used: " + name + " is not in privates: (a used card is someone's)");
  }
  if (Field(root, "cash")) ReadCash(r, Field(root, "cash"), &p);
  if (Field(root, "readings") && !Field(root, "readings").IsNull()) p.readings = r.StrList(Field(root, "readings"), "readings");
  if (Field(root, "draw") && !Field(root, "draw").IsNull()) p.draw = r.StrList(Field(root, "draw"), "draw");
  return p;
}

}  // namespace

Position LoadPosition(const std::string& file) {
  YamlReader r(file);
  return ReadPosition(r, r.LoadFile());
}

Position ParsePosition(const std::string& text, const std::string& file) {
  YamlReader r(file);
  return ReadPosition(r, r.LoadString(text));
}

}  // namespace xxroute
