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
  if (Field(v, "company")) p->company = r.Str(Field(v, "company"), where + " company");
  if (Field(v, "prices")) p->prices = Ints(r, Field(v, "prices"), where + " prices");
  if (Field(v, "train")) p->train = r.Str(Field(v, "train"), where + " train");
  if (Field(v, "pars")) p->pars = r.Str(Field(v, "pars"), where + " pars");
  if (Field(v, "rule")) p->rule = r.Str(Field(v, "rule"), where + " rule");
  if (const YAML::Node res = Field(v, "reserves")) {
    r.ExpectMap(res, where + " reserves");
    for (auto it = res.begin(); it != res.end(); ++it)
      p->reserves[r.Str(it->first, where + " reserves company")] = r.IntIn(it->second, where + " reserves", 1, 100);
  }
  if (const YAML::Node x = Field(v, "exchange")) {
    r.ExpectMap(x, where + " exchange");
    r.OnlyKeys(x, {"types", "from"}, where + " exchange");
    if (!Field(x, "types") || !Field(x, "from")) r.Fail(x, where + " exchange: needs types and from");
    p->exchange_types = r.StrList(Field(x, "types"), where + " exchange types");
    p->exchange_from = r.Str(Field(x, "from"), where + " exchange from");
  }
  if ((!p->train.empty() || !p->pars.empty() || !p->reserves.empty()) && p->company.empty())
    r.Fail(v, where + ": train, pars and reserves are a charter's: it needs company");
}

// A mapping that gives both keys `a` and `b` and no other.
void ExpectBoth(const YamlReader& r, const YAML::Node& m, const char* a, const char* b, const std::string& what) {
  r.ExpectMap(m, what);
  r.OnlyKeys(m, {a, b}, what);
  if (!Field(m, a) || !Field(m, b)) r.Fail(m, what + ": needs " + a + " and " + b);
}

// A private's own lay (GamePrivate::Lay): {hexes, tiles, rule} and the
// optional extra, connected, station and free.
GamePrivate::Lay ReadPrivateLay(const YamlReader& r, const YAML::Node& l, const std::string& what) {
  r.KeyedMap(l, what,
             {"hexes", "tiles", "extra", "connected", "station", "free", "count", "together", "all", "unjoined",
              "on_purchase", "by_player", "discount", "rule"},
             {"hexes", "tiles", "rule"});
  GamePrivate::Lay lay;
  lay.hexes = r.StrList(Field(l, "hexes"), what + " hexes");
  lay.tiles = r.StrList(Field(l, "tiles"), what + " tiles");
  if (lay.hexes.empty() || lay.tiles.empty()) r.Fail(l, what + ": hexes and tiles name one at least");
  if (Field(l, "extra")) lay.extra = r.Bool(Field(l, "extra"), what + " extra");
  if (Field(l, "connected")) lay.connected = r.Bool(Field(l, "connected"), what + " connected");
  if (Field(l, "station")) lay.station = r.Bool(Field(l, "station"), what + " station");
  if (Field(l, "free")) lay.free = r.Bool(Field(l, "free"), what + " free");
  if (Field(l, "count")) lay.count = r.IntIn(Field(l, "count"), what + " count", 1, 9);
  if (Field(l, "together")) lay.together = r.Bool(Field(l, "together"), what + " together");
  if (Field(l, "all")) lay.all = r.Bool(Field(l, "all"), what + " all");
  if (Field(l, "unjoined")) lay.unjoined = r.Bool(Field(l, "unjoined"), what + " unjoined");
  if (Field(l, "on_purchase")) lay.on_purchase = r.Bool(Field(l, "on_purchase"), what + " on_purchase");
  if (Field(l, "by_player")) lay.by_player = r.Bool(Field(l, "by_player"), what + " by_player");
  if (lay.by_player && (lay.station || lay.extra || lay.together || lay.on_purchase))
    r.Fail(l, what + ": a player's lay (by_player) is no company's: no station, extra, together or on_purchase");
  if (Field(l, "discount")) lay.discount = r.IntIn(Field(l, "discount"), what + " discount", 1, 1000);
  if ((lay.together || lay.all) && lay.count < 2) r.Fail(l, what + ": together and all are for a count of 2 or more");
  if (lay.count > 1 && !lay.together) r.Fail(l, what + ": a count of 2 or more is laid together (together: true)");
  if (lay.unjoined && lay.hexes.size() != 2) r.Fail(l, what + ": unjoined names the two hexes it joins");
  lay.rule = r.Str(Field(l, "rule"), what + " rule");
  return lay;
}

void ReadPrivates(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "privates");
  for (auto it = n.begin(); it != n.end(); ++it) {
    GamePrivate p;
    p.name = r.Str(it->first, "private");
    const YAML::Node v = it->second;
    const std::string where = "private " + p.name;
    r.ExpectMap(v, where);
    r.OnlyKeys(v, {"name", "price", "income", "bought_by", "closes_on", "hex_bonus_amount", "marker_leaves_on", "marker_hexes", "marker_moves", "marker_leaves_with_player", "comes_with",
                   "closes_on_train", "blocks", "lays", "token", "terrain_discount", "most_stops_bonus", "company", "prices", "train", "pars", "reserves", "exchange", "rule",
                   "notes"},
               where);
    p.line = YamlReader::Line(v);
    if (Field(v, "name")) p.title = r.Str(Field(v, "name"), where + " name");
    if (Field(v, "price")) p.price = r.IntIn(Field(v, "price"), where + " price", 0, 100000);
    if (Field(v, "income")) p.income = r.IntIn(Field(v, "income"), where + " income", 0, 100000);
    if (Field(v, "bought_by")) p.bought_by = r.StrList(Field(v, "bought_by"), where + " bought_by");
    if (Field(v, "closes_on")) p.closes_on = r.Str(Field(v, "closes_on"), where + " closes_on");
    if (Field(v, "hex_bonus_amount")) p.hex_bonus_amount = r.IntIn(Field(v, "hex_bonus_amount"), where + " hex_bonus_amount", 0, 1000);
    if (Field(v, "marker_leaves_on")) p.marker_leaves_on = r.Str(Field(v, "marker_leaves_on"), where + " marker_leaves_on");
    if (const YAML::Node m = Field(v, "marker_hexes"); m && m.IsMap()) {  // (HEX: its bonus there)
      for (auto h = m.begin(); h != m.end(); ++h) {
        const std::string hex = r.Str(h->first, where + " marker_hexes");
        p.marker_hexes.push_back(hex);
        p.marker_amounts[hex] = r.IntIn(h->second, where + " marker_hexes " + hex, 1, 1000);
      }
    } else if (m) {
      p.marker_hexes = r.StrList(m, where + " marker_hexes");
    }
    if (Field(v, "marker_moves")) p.marker_moves = r.Bool(Field(v, "marker_moves"), where + " marker_moves");
    if (Field(v, "marker_leaves_with_player"))
      p.marker_leaves_with_player = r.Bool(Field(v, "marker_leaves_with_player"), where + " marker_leaves_with_player");
    if ((p.marker_moves || p.marker_leaves_with_player) && p.hex_bonus_amount <= 0 && p.marker_amounts.empty())
      r.Fail(v, where + ": marker_moves and marker_leaves_with_player are for a private with a marker (hex_bonus_amount or marker_hexes with amounts)");
    if (const YAML::Node w = Field(v, "comes_with")) {
      ExpectBoth(r, w, "company", "percent", where + " comes_with");
      p.shares_company = r.Str(Field(w, "company"), where + " comes_with company");
      p.shares_percent = r.IntIn(Field(w, "percent"), where + " comes_with percent", 1, 100);
    }
    if (Field(v, "closes_on_train")) p.closes_on_train = r.Str(Field(v, "closes_on_train"), where + " closes_on_train");
    if (const YAML::Node b = Field(v, "blocks")) {
      ExpectBoth(r, b, "hexes", "rule", where + " blocks");
      p.blocks = r.StrList(Field(b, "hexes"), where + " blocks hexes");
      p.blocks_rule = r.Str(Field(b, "rule"), where + " blocks rule");
    }
    if (const YAML::Node l = Field(v, "lays")) p.lays = ReadPrivateLay(r, l, where + " lays");
    if (const YAML::Node t = Field(v, "token")) {
      r.KeyedMap(t, where + " token", {"hex", "stop", "reserved", "extra", "rule"}, {"hex", "stop", "rule"});
      GamePrivate::Token token;
      token.hex = r.Str(Field(t, "hex"), where + " token hex");
      token.stop = r.Str(Field(t, "stop"), where + " token stop");
      if (Field(t, "reserved")) token.reserved = r.Bool(Field(t, "reserved"), where + " token reserved");
      if (Field(t, "extra")) token.extra = r.Bool(Field(t, "extra"), where + " token extra");
      token.rule = r.Str(Field(t, "rule"), where + " token rule");
      if (p.lays && p.lays->station) r.Fail(t, where + ": a station by its lays or by its token, not both");
      p.token = token;
    }
    if (const YAML::Node d = Field(v, "terrain_discount")) {
      r.KeyedMap(d, where + " terrain_discount", {"terrain", "amount", "rule"}, {"terrain", "amount", "rule"});
      p.discount_terrain = r.Str(Field(d, "terrain"), where + " terrain_discount terrain");
      p.discount_amount = r.IntIn(Field(d, "amount"), where + " terrain_discount amount", 1, 100000);
      p.discount_rule = r.Str(Field(d, "rule"), where + " terrain_discount rule");
    }
    if (Field(v, "most_stops_bonus"))
      p.most_stops_bonus = r.IntIn(Field(v, "most_stops_bonus"), where + " most_stops_bonus", 1, 1000);
    ReadCharter(r, v, where, &p);
    g->privates[p.name] = p;
  }
}

void ReadPrivateAbility(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "private_ability");
  r.OnlyKeys(n, {"tiles", "more_tiles", "free_terrain", "rule"}, "private_ability");
  PrivateAbility a;
  a.line = YamlReader::Line(n);
  if (Field(n, "tiles")) a.tiles = r.StrList(Field(n, "tiles"), "private_ability tiles");
  if (const YAML::Node more = Field(n, "more_tiles")) {
    if (!more.IsSequence()) r.Fail(more, "private_ability more_tiles: a list of {privates, tiles}");
    for (const auto& m : more) {
      r.OnlyKeys(m, {"privates", "tiles"}, "private_ability more_tiles");
      if (!Field(m, "privates") || !Field(m, "tiles")) r.Fail(m, "private_ability more_tiles: needs privates and tiles");
      a.more_tiles.push_back({r.StrList(Field(m, "privates"), "more_tiles privates"), r.StrList(Field(m, "tiles"), "more_tiles tiles")});
    }
  }
  if (Field(n, "free_terrain")) a.free_terrain = r.Bool(Field(n, "free_terrain"), "private_ability free_terrain");
  if (!Field(n, "rule")) r.Fail(n, "private_ability: needs rule (the rulebook line)");
  a.rule = r.Str(Field(n, "rule"), "private_ability rule");
  g->private_ability = a;
}

// takeover: {targets: {medium: [small], ...}, least: 50, most: 150, marker_cost: 100, rule: "..."}
void ReadTakeover(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "takeover");
  r.OnlyKeys(n, {"targets", "least", "most", "marker_cost", "rule", "notes"}, "takeover");
  if (!Field(n, "targets") || !Field(n, "least") || !Field(n, "most") || !Field(n, "rule"))
    r.Fail(n, "takeover: needs targets, least, most and rule (the rulebook lines)");
  TakeoverRules t;
  t.line = YamlReader::Line(n);
  r.ExpectMap(Field(n, "targets"), "takeover targets");
  for (auto it = Field(n, "targets").begin(); it != Field(n, "targets").end(); ++it) {
    const std::string buyer = r.Str(it->first, "takeover targets type");
    if (!g->company_types.count(buyer)) r.Fail(it->first, "takeover targets: no company type '" + buyer + "'");
    for (const std::string& target : r.StrList(it->second, "takeover targets of " + buyer)) {
      if (!g->company_types.count(target)) r.Fail(it->second, "takeover targets: no company type '" + target + "'");
      t.targets[buyer].push_back(target);
    }
  }
  t.least = r.IntIn(Field(n, "least"), "takeover least", 0, 1000);
  t.most = r.IntIn(Field(n, "most"), "takeover most", t.least, 1000);
  if (Field(n, "marker_cost")) t.marker_cost = r.IntIn(Field(n, "marker_cost"), "takeover marker_cost", 0, 100000);
  t.rule = r.Str(Field(n, "rule"), "takeover rule");
  g->takeover = t;
}

// draw: {from: [[A, B], [C, D]], type: T, bond: {type: B, cell: [ROW, COL]}, pays: N, rule: "..."}
void ReadDraw(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "draw");
  r.OnlyKeys(n, {"from", "type", "bond", "pays", "rule", "notes"}, "draw");
  if (!Field(n, "from") || !Field(n, "type") || !Field(n, "bond") || !Field(n, "rule")) r.Fail(n, "draw: needs from, type, bond and rule");
  DrawRules d;
  d.line = YamlReader::Line(n);
  if (!Field(n, "from").IsSequence() || Field(n, "from").size() == 0) r.Fail(Field(n, "from"), "draw from: a list of lists of companies");
  for (const auto& list : Field(n, "from")) {
    d.from.push_back(r.StrList(list, "draw from"));
    for (const std::string& c : d.from.back())
      if (!g->companies.count(c)) r.Fail(list, "draw from: no company '" + c + "'");
  }
  d.type = r.Str(Field(n, "type"), "draw type");
  const YAML::Node b = Field(n, "bond");
  r.ExpectMap(b, "draw bond");
  r.OnlyKeys(b, {"type", "cell", "station_on"}, "draw bond");
  if (!Field(b, "type") || !Field(b, "cell")) r.Fail(b, "draw bond: needs type and cell");
  d.bond_type = r.Str(Field(b, "type"), "draw bond type");
  const std::vector<int> cell = Ints(r, Field(b, "cell"), "draw bond cell");
  if (cell.size() != 2) r.Fail(Field(b, "cell"), "draw bond cell: [ROW, COLUMN]");
  d.bond_cell = {cell[0], cell[1]};
  if (const YAML::Node s = Field(b, "station_on")) {
    r.ExpectMap(s, "draw bond station_on");
    r.OnlyKeys(s, {"hex", "color"}, "draw bond station_on");
    if (!Field(s, "hex") || !Field(s, "color")) r.Fail(s, "draw bond station_on: needs hex and color");
    d.bond_station_hex = r.Str(Field(s, "hex"), "draw bond station_on hex");
    d.bond_station_color = r.Str(Field(s, "color"), "draw bond station_on color");
  }
  if (Field(n, "pays")) d.pays = r.IntIn(Field(n, "pays"), "draw pays", 0, 100000);
  d.rule = r.Str(Field(n, "rule"), "draw rule");
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
  if (const YAML::Node c = Field(n, "start_cash")) {
    r.ExpectMap(c, "stock start_cash");
    for (auto it = c.begin(); it != c.end(); ++it)
      s.start_cash[r.IntIn(it->first, "stock start_cash players", 1, 10)] =
          r.IntIn(it->second, "stock start_cash", 0, 1000000);
  }
  if (Field(n, "float_percent")) s.float_percent = ByType(r, Field(n, "float_percent"), "stock float_percent", 0, 100);
  if (Field(n, "shares")) s.shares = ByType(r, Field(n, "shares"), "stock shares", 1, 100);
  if (Field(n, "float_train_percent")) s.float_train_percent = r.IntIn(Field(n, "float_train_percent"), "stock float_train_percent", 1, 100);
  if (const YAML::Node c = Field(n, "capital"); c && c.IsMap()) {  // (by the phase a company is parred in)
    for (auto it = c.begin(); it != c.end(); ++it)
      s.capital_from.push_back({r.Str(it->first, "stock capital phase"),
                                OneOf(r, it->second, "stock capital", {"full", "incremental", "escrow"})});
    s.capital = s.capital_from.front().second;
  } else if (c) {
    s.capital = OneOf(r, c, "stock capital", {"full", "incremental", "escrow"});
  }
  if (Field(n, "escrow_percent")) s.escrow_percent = r.IntIn(Field(n, "escrow_percent"), "stock escrow_percent", 0, 100);
  if (Field(n, "ipo_price")) s.ipo_price = OneOf(r, Field(n, "ipo_price"), "stock ipo_price", {"market", "par"});
  if (Field(n, "sell_move")) s.sell_move = OneOf(r, Field(n, "sell_move"), "stock sell_move", {"per_share", "per_sale"});
  if (Field(n, "sold_out_up")) s.sold_out_up = r.Bool(Field(n, "sold_out_up"), "stock sold_out_up");
  if (Field(n, "operating_rounds")) s.operating_rounds = Ints(r, Field(n, "operating_rounds"), "stock operating_rounds");
  if (Field(n, "export_at")) s.export_at = OneOf(r, Field(n, "export_at"), "stock export_at", {"set_end", "round_end"});
  if (Field(n, "private_values")) s.private_values = Ints(r, Field(n, "private_values"), "stock private_values");
  if (Field(n, "pool_pays")) s.pool_pays = r.Bool(Field(n, "pool_pays"), "stock pool_pays");
  if (Field(n, "home_station")) s.home_station = OneOf(r, Field(n, "home_station"), "stock home_station", {"float", "first_turn"});
  if (Field(n, "private_sale")) s.private_sale = OneOf(r, Field(n, "private_sale"), "stock private_sale", {"price", "auction"});
  if (Field(n, "first_round")) s.first_round = OneOf(r, Field(n, "first_round"), "stock first_round", {"start", "stock"});
  if (Field(n, "sold_to")) s.sold_to = OneOf(r, Field(n, "sold_to"), "stock sold_to", {"pool", "ipo"});
  if (Field(n, "home_station_rule")) s.home_station_rule = r.Str(Field(n, "home_station_rule"), "stock home_station_rule");
  if (const YAML::Node o = Field(n, "site_operating_rounds")) {  // (readings: operating_rounds)
    r.ExpectMap(o, "stock site_operating_rounds");
    for (auto it = o.begin(); it != o.end(); ++it)
      s.site_operating_rounds[r.Str(it->first, "stock site_operating_rounds phase")] =
          r.IntIn(it->second, "stock site_operating_rounds", 1, 10);
  }
  if (Field(n, "rule")) s.rule = r.Str(Field(n, "rule"), "stock rule");
  g->stock = s;
}

}  // namespace

void ReadStockData(const YamlReader& r, const YAML::Node& root, Game* g) {
  if (Field(root, "privates") && !Field(root, "privates").IsNull()) ReadPrivates(r, Field(root, "privates"), g);
  if (Field(root, "stock") && !Field(root, "stock").IsNull()) ReadStock(r, Field(root, "stock"), g);
  if (Field(root, "private_ability")) ReadPrivateAbility(r, Field(root, "private_ability"), g);
  if (Field(root, "takeover") && !Field(root, "takeover").IsNull()) ReadTakeover(r, Field(root, "takeover"), g);
  if (Field(root, "draw") && !Field(root, "draw").IsNull()) ReadDraw(r, Field(root, "draw"), g);
  if (Field(root, "record_title")) g->record_title = r.Str(Field(root, "record_title"), "record_title");
  if (const YAML::Node s = Field(root, "site_readings")) {
    r.ExpectMap(s, "site_readings");
    for (auto it = s.begin(); it != s.end(); ++it)
      g->site_readings.push_back({r.Str(it->first, "site reading"), r.Str(it->second, "site reading rule")});
  }
}

}  // namespace xxroute
