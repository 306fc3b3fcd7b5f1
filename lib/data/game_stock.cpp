// A game's private companies (privates:), its stock round and the order of
// its rounds (stock:), a company's takeover of a smaller one (takeover:),
// and the title 18xx.games records it under (record_title:), read from
// game.yaml (maps/README.md).
#include "spec_reader.h"

namespace xxroute {

namespace {

std::vector<int> Ints(const YamlReader& r, const YAML::Node& n, const std::string& what) {
  if (!n.IsSequence()) r.Fail(n, what + " must be a list of numbers");
  std::vector<int> out;
  for (const auto& x : n) out.push_back(r.IntIn(x, what, 0, 100000));
  return out;
}

// {TYPE: N, ...}, or one number for every type (key "").
std::map<std::string, int> ByType(const YamlReader& r, const YAML::Node& n, const std::string& what, int lo, int hi) {
  std::map<std::string, int> out;
  if (n.IsMap()) {
    for (auto it = n.begin(); it != n.end(); ++it)
      out[r.Str(it->first, what + " type")] = r.IntIn(it->second, what, lo, hi);
  } else {
    out[""] = r.IntIn(n, what, lo, hi);
  }
  return out;
}

std::string OneOf(const YamlReader& r, const YAML::Node& n, const std::string& what,
                  std::initializer_list<const char*> allowed) {
  const std::string v = r.Str(n, what);
  for (const char* a : allowed)
    if (v == a) return v;
  std::string list;
  for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
  r.Fail(n, what + ": '" + v + "' is not one of " + list);
}

// A private that is a company's charter, or one exchanged for a share
// (GamePrivate: company, prices, train, pars, reserves, exchange).
void ReadCharter(const YamlReader& r, const YAML::Node& v, const std::string& where, GamePrivate* p) {
  if (v["company"]) p->company = r.Str(v["company"], where + " company");
  if (v["prices"]) p->prices = Ints(r, v["prices"], where + " prices");
  if (v["train"]) p->train = r.Str(v["train"], where + " train");
  if (v["pars"]) p->pars = r.Str(v["pars"], where + " pars");
  if (v["rule"]) p->rule = r.Str(v["rule"], where + " rule");
  if (const YAML::Node res = v["reserves"]) {
    r.ExpectMap(res, where + " reserves");
    for (auto it = res.begin(); it != res.end(); ++it)
      p->reserves[r.Str(it->first, where + " reserves company")] = r.IntIn(it->second, where + " reserves", 1, 100);
  }
  if (const YAML::Node x = v["exchange"]) {
    r.ExpectMap(x, where + " exchange");
    r.OnlyKeys(x, {"types", "from"}, where + " exchange");
    if (!x["types"] || !x["from"]) r.Fail(x, where + " exchange: needs types and from");
    p->exchange_types = r.StrList(x["types"], where + " exchange types");
    p->exchange_from = r.Str(x["from"], where + " exchange from");
  }
  if ((!p->train.empty() || !p->pars.empty() || !p->reserves.empty()) && p->company.empty())
    r.Fail(v, where + ": train, pars and reserves are a charter's: it needs company");
}

void ReadPrivates(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "privates");
  for (auto it = n.begin(); it != n.end(); ++it) {
    GamePrivate p;
    p.name = r.Str(it->first, "private");
    const YAML::Node v = it->second;
    const std::string where = "private " + p.name;
    r.ExpectMap(v, where);
    r.OnlyKeys(v, {"name", "price", "income", "bought_by", "closes_on", "hex_bonus_amount", "marker_leaves_on", "comes_with",
                   "closes_on_train", "most_stops_bonus", "company", "prices", "train", "pars", "reserves", "exchange", "rule",
                   "notes"},
               where);
    p.line = YamlReader::Line(v);
    if (v["name"]) p.title = r.Str(v["name"], where + " name");
    if (v["price"]) p.price = r.IntIn(v["price"], where + " price", 0, 100000);
    if (v["income"]) p.income = r.IntIn(v["income"], where + " income", 0, 100000);
    if (v["bought_by"]) p.bought_by = r.StrList(v["bought_by"], where + " bought_by");
    if (v["closes_on"]) p.closes_on = r.Str(v["closes_on"], where + " closes_on");
    if (v["hex_bonus_amount"]) p.hex_bonus_amount = r.IntIn(v["hex_bonus_amount"], where + " hex_bonus_amount", 0, 1000);
    if (v["marker_leaves_on"]) p.marker_leaves_on = r.Str(v["marker_leaves_on"], where + " marker_leaves_on");
    if (const YAML::Node w = v["comes_with"]) {
      r.ExpectMap(w, where + " comes_with");
      r.OnlyKeys(w, {"company", "percent"}, where + " comes_with");
      if (!w["company"] || !w["percent"]) r.Fail(w, where + " comes_with: needs company and percent");
      p.shares_company = r.Str(w["company"], where + " comes_with company");
      p.shares_percent = r.IntIn(w["percent"], where + " comes_with percent", 1, 100);
    }
    if (v["closes_on_train"]) p.closes_on_train = r.Str(v["closes_on_train"], where + " closes_on_train");
    if (v["most_stops_bonus"])
      p.most_stops_bonus = r.IntIn(v["most_stops_bonus"], where + " most_stops_bonus", 1, 1000);
    ReadCharter(r, v, where, &p);
    g->privates[p.name] = p;
  }
}

void ReadPrivateAbility(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "private_ability");
  r.OnlyKeys(n, {"tiles", "more_tiles", "free_terrain", "rule"}, "private_ability");
  PrivateAbility a;
  a.line = YamlReader::Line(n);
  if (n["tiles"]) a.tiles = r.StrList(n["tiles"], "private_ability tiles");
  if (const YAML::Node more = n["more_tiles"]) {
    if (!more.IsSequence()) r.Fail(more, "private_ability more_tiles: a list of {privates, tiles}");
    for (const auto& m : more) {
      r.OnlyKeys(m, {"privates", "tiles"}, "private_ability more_tiles");
      if (!m["privates"] || !m["tiles"]) r.Fail(m, "private_ability more_tiles: needs privates and tiles");
      a.more_tiles.push_back({r.StrList(m["privates"], "more_tiles privates"), r.StrList(m["tiles"], "more_tiles tiles")});
    }
  }
  if (n["free_terrain"]) a.free_terrain = r.Bool(n["free_terrain"], "private_ability free_terrain");
  if (!n["rule"]) r.Fail(n, "private_ability: needs rule (the rulebook line)");
  a.rule = r.Str(n["rule"], "private_ability rule");
  g->private_ability = a;
}

// takeover: {targets: {medium: [small], ...}, least: 50, most: 150, marker_cost: 100, rule: "..."}
void ReadTakeover(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "takeover");
  r.OnlyKeys(n, {"targets", "least", "most", "marker_cost", "rule", "notes"}, "takeover");
  if (!n["targets"] || !n["least"] || !n["most"] || !n["rule"])
    r.Fail(n, "takeover: needs targets, least, most and rule (the rulebook lines)");
  TakeoverRules t;
  t.line = YamlReader::Line(n);
  r.ExpectMap(n["targets"], "takeover targets");
  for (auto it = n["targets"].begin(); it != n["targets"].end(); ++it) {
    const std::string buyer = r.Str(it->first, "takeover targets type");
    if (!g->company_types.count(buyer)) r.Fail(it->first, "takeover targets: no company type '" + buyer + "'");
    for (const std::string& target : r.StrList(it->second, "takeover targets of " + buyer)) {
      if (!g->company_types.count(target)) r.Fail(it->second, "takeover targets: no company type '" + target + "'");
      t.targets[buyer].push_back(target);
    }
  }
  t.least = r.IntIn(n["least"], "takeover least", 0, 1000);
  t.most = r.IntIn(n["most"], "takeover most", t.least, 1000);
  if (n["marker_cost"]) t.marker_cost = r.IntIn(n["marker_cost"], "takeover marker_cost", 0, 100000);
  t.rule = r.Str(n["rule"], "takeover rule");
  g->takeover = t;
}

// draw: {from: [[A, B], [C, D]], type: T, bond: {type: B, cell: [ROW, COL]}, pays: N, rule: "..."}
void ReadDraw(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "draw");
  r.OnlyKeys(n, {"from", "type", "bond", "pays", "rule", "notes"}, "draw");
  if (!n["from"] || !n["type"] || !n["bond"] || !n["rule"]) r.Fail(n, "draw: needs from, type, bond and rule");
  DrawRules d;
  d.line = YamlReader::Line(n);
  if (!n["from"].IsSequence() || n["from"].size() == 0) r.Fail(n["from"], "draw from: a list of lists of companies");
  for (const auto& list : n["from"]) {
    d.from.push_back(r.StrList(list, "draw from"));
    for (const std::string& c : d.from.back())
      if (!g->companies.count(c)) r.Fail(list, "draw from: no company '" + c + "'");
  }
  d.type = r.Str(n["type"], "draw type");
  const YAML::Node b = n["bond"];
  r.ExpectMap(b, "draw bond");
  r.OnlyKeys(b, {"type", "cell", "station_on"}, "draw bond");
  if (!b["type"] || !b["cell"]) r.Fail(b, "draw bond: needs type and cell");
  d.bond_type = r.Str(b["type"], "draw bond type");
  const std::vector<int> cell = Ints(r, b["cell"], "draw bond cell");
  if (cell.size() != 2) r.Fail(b["cell"], "draw bond cell: [ROW, COLUMN]");
  d.bond_cell = {cell[0], cell[1]};
  if (const YAML::Node s = b["station_on"]) {
    r.ExpectMap(s, "draw bond station_on");
    r.OnlyKeys(s, {"hex", "color"}, "draw bond station_on");
    if (!s["hex"] || !s["color"]) r.Fail(s, "draw bond station_on: needs hex and color");
    d.bond_station_hex = r.Str(s["hex"], "draw bond station_on hex");
    d.bond_station_color = r.Str(s["color"], "draw bond station_on color");
  }
  if (n["pays"]) d.pays = r.IntIn(n["pays"], "draw pays", 0, 100000);
  d.rule = r.Str(n["rule"], "draw rule");
  g->draw = d;
}

void ReadStock(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "stock");
  r.OnlyKeys(n, {"start_cash", "float_percent", "float_train_percent", "shares", "capital", "escrow_percent",
                 "ipo_price", "sell_move", "sold_out_up", "operating_rounds", "site_operating_rounds", "export_at",
                 "private_values", "pool_pays", "private_sale", "home_station", "home_station_rule", "first_round",
                 "sold_to", "rule", "notes"},
             "stock");
  StockRules s;
  s.line = YamlReader::Line(n);
  if (const YAML::Node c = n["start_cash"]) {
    r.ExpectMap(c, "stock start_cash");
    for (auto it = c.begin(); it != c.end(); ++it)
      s.start_cash[r.IntIn(it->first, "stock start_cash players", 1, 10)] =
          r.IntIn(it->second, "stock start_cash", 0, 1000000);
  }
  if (n["float_percent"]) s.float_percent = ByType(r, n["float_percent"], "stock float_percent", 0, 100);
  if (n["shares"]) s.shares = ByType(r, n["shares"], "stock shares", 1, 100);
  if (n["float_train_percent"]) s.float_train_percent = r.IntIn(n["float_train_percent"], "stock float_train_percent", 1, 100);
  if (const YAML::Node c = n["capital"]; c && c.IsMap()) {  // (by the phase a company is parred in)
    for (auto it = c.begin(); it != c.end(); ++it)
      s.capital_from.push_back({r.Str(it->first, "stock capital phase"),
                                OneOf(r, it->second, "stock capital", {"full", "incremental", "escrow"})});
    s.capital = s.capital_from.front().second;
  } else if (c) {
    s.capital = OneOf(r, c, "stock capital", {"full", "incremental", "escrow"});
  }
  if (n["escrow_percent"]) s.escrow_percent = r.IntIn(n["escrow_percent"], "stock escrow_percent", 0, 100);
  if (n["ipo_price"]) s.ipo_price = OneOf(r, n["ipo_price"], "stock ipo_price", {"market", "par"});
  if (n["sell_move"]) s.sell_move = OneOf(r, n["sell_move"], "stock sell_move", {"per_share", "per_sale"});
  if (n["sold_out_up"]) s.sold_out_up = r.Bool(n["sold_out_up"], "stock sold_out_up");
  if (n["operating_rounds"]) s.operating_rounds = Ints(r, n["operating_rounds"], "stock operating_rounds");
  if (n["export_at"]) s.export_at = OneOf(r, n["export_at"], "stock export_at", {"set_end", "round_end"});
  if (n["private_values"]) s.private_values = Ints(r, n["private_values"], "stock private_values");
  if (n["pool_pays"]) s.pool_pays = r.Bool(n["pool_pays"], "stock pool_pays");
  if (n["home_station"]) s.home_station = OneOf(r, n["home_station"], "stock home_station", {"float", "first_turn"});
  if (n["private_sale"]) s.private_sale = OneOf(r, n["private_sale"], "stock private_sale", {"price", "auction"});
  if (n["first_round"]) s.first_round = OneOf(r, n["first_round"], "stock first_round", {"start", "stock"});
  if (n["sold_to"]) s.sold_to = OneOf(r, n["sold_to"], "stock sold_to", {"pool", "ipo"});
  if (n["home_station_rule"]) s.home_station_rule = r.Str(n["home_station_rule"], "stock home_station_rule");
  if (const YAML::Node o = n["site_operating_rounds"]) {  // (readings: operating_rounds)
    r.ExpectMap(o, "stock site_operating_rounds");
    for (auto it = o.begin(); it != o.end(); ++it)
      s.site_operating_rounds[r.Str(it->first, "stock site_operating_rounds phase")] =
          r.IntIn(it->second, "stock site_operating_rounds", 1, 10);
  }
  if (n["rule"]) s.rule = r.Str(n["rule"], "stock rule");
  g->stock = s;
}

}  // namespace

void ReadStockData(const YamlReader& r, const YAML::Node& root, Game* g) {
  if (root["privates"] && !root["privates"].IsNull()) ReadPrivates(r, root["privates"], g);
  if (root["stock"] && !root["stock"].IsNull()) ReadStock(r, root["stock"], g);
  if (root["private_ability"]) ReadPrivateAbility(r, root["private_ability"], g);
  if (root["takeover"] && !root["takeover"].IsNull()) ReadTakeover(r, root["takeover"], g);
  if (root["draw"] && !root["draw"].IsNull()) ReadDraw(r, root["draw"], g);
  if (root["record_title"]) g->record_title = r.Str(root["record_title"], "record_title");
  if (const YAML::Node s = root["site_readings"]) {
    r.ExpectMap(s, "site_readings");
    for (auto it = s.begin(); it != s.end(); ++it)
      g->site_readings.push_back({r.Str(it->first, "site reading"), r.Str(it->second, "site reading rule")});
  }
}

}  // namespace xxroute
