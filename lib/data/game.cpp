#include "xxroute/game.h"

#include <cctype>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>

#include "spec_reader.h"

namespace xxroute {

namespace fs = std::filesystem;

std::vector<std::string> ListGames() {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(MapsDir(), ec))
    if (e.is_directory() && fs::exists(e.path() / "game.yaml")) out.push_back(e.path().filename());
  std::sort(out.begin(), out.end());
  return out;
}

bool GameFileMentions(const std::string& name, const std::string& text) {
  std::ifstream in(fs::path(MapsDir()) / name / "game.yaml", std::ios::binary);
  const std::string whole((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return whole.find(text) != std::string::npos;
}

const Phase* Game::FindPhase(const std::string& n) const {
  for (const auto& p : phases)
    if (p.name == n) return &p;
  return nullptr;
}

const Train* Game::FindTrain(const std::string& n) const {
  for (const auto& t : trains)
    if (t.name == n) return &t;
  return nullptr;
}

std::string Game::Line(const std::string& name) const {
  auto it = lines.find(name);
  return it != lines.end() ? it->second : title + "'s rule '" + name + "' (no line in game.yaml rules: lines)";
}

std::string Game::LineBefore(const std::string& name) const {
  auto it = lines.find(name);
  return it != lines.end() ? it->second + ": " : "";
}

int Game::PhaseIndex(const std::string& n) const {
  for (size_t i = 0; i < phases.size(); ++i)
    if (phases[i].name == n) return static_cast<int>(i);
  return -1;
}

bool Game::ObsoleteInPlace(int phase, const std::string& train) const {
  const Train* t = FindTrain(train);
  if (t && !t->obsolete_as.empty()) return false;
  for (int p = 0; p <= phase && p < static_cast<int>(phases.size()); ++p)
    if (std::count(phases[p].obsolete.begin(), phases[p].obsolete.end(), train)) return true;
  return false;
}

std::optional<int> TrainOffer::CountFor(int players) const {
  if (auto it = count_by_players.find(players); it != count_by_players.end()) return it->second;
  return count;
}

const TrainOffer* Game::FindOffer(const std::string& n) const {
  auto it = offers.find(n);
  return it == offers.end() ? nullptr : &it->second;
}

const CompanyType* Game::FindCompanyType(const std::string& type) const {
  auto it = company_types.find(type);
  return it == company_types.end() ? nullptr : &it->second;
}

const GamePrivate* Game::FindPrivate(const std::string& name) const {
  auto it = privates.find(name);
  return it == privates.end() ? nullptr : &it->second;
}

std::string WithVariant(const std::string& name, const std::string& variant) {
  return variant.empty() ? name : name + " (" + variant + ")";
}

std::optional<int> Phase::TrainLimit(const std::string& type) const {
  if (auto it = train_limit.find(type); it != train_limit.end()) return it->second;
  if (auto it = train_limit.find(""); it != train_limit.end()) return it->second;
  return std::nullopt;
}

namespace {

int EdgesOf(Layout l) { return l == Layout::kSquare ? 4 : 6; }

std::vector<std::string> OptList(const YamlReader& r, const YAML::Node& n, const char* key,
                                 const std::string& where) {
  if (!n[key] || n[key].IsNull()) return {};
  if (n[key].IsScalar()) return {r.Str(n[key], where + " " + key)};
  return r.StrList(n[key], where + " " + key);
}

std::vector<int> IntList(const YamlReader& r, const YAML::Node& n, const std::string& what) {
  if (!n.IsSequence()) r.Fail(n, what + " must be a list of numbers");
  std::vector<int> out;
  for (const auto& x : n) out.push_back(r.IntIn(x, what, 0, 100000));
  return out;
}

void ReadPhases(const YamlReader& r, const YAML::Node& n, Game* g) {
  if (!n.IsSequence()) r.Fail(n, "phases must be a list");
  for (const auto& p : n) {
    r.OnlyKeys(p, {"name", "color", "tiles", "train_limit", "on", "rusts", "obsolete",
                   "operating_rounds", "events"},
               "phase");
    Phase ph;
    if (!Field(p, "name") || !Field(p, "color")) r.Fail(p, "phase: needs name and color");
    ph.name = r.Str(Field(p, "name"), "phase name");
    ph.line = YamlReader::Line(p);
    if (Field(p, "on")) ph.on = r.Str(Field(p, "on"), "phase on");
    ph.color = r.Str(Field(p, "color"), "phase color");
    ph.tiles = OptList(r, p, "tiles", "phase " + ph.name);
    ph.rusts = OptList(r, p, "rusts", "phase " + ph.name);
    ph.obsolete = OptList(r, p, "obsolete", "phase " + ph.name);
    if (Field(p, "train_limit")) {
      const auto& l = Field(p, "train_limit");
      if (l.IsMap()) {
        for (auto it = l.begin(); it != l.end(); ++it)
          ph.train_limit[r.Str(it->first, "phase train_limit type")] =
              r.IntIn(it->second, "phase " + ph.name + " train_limit", 0, 99);
      } else {
        ph.train_limit[""] = r.IntIn(l, "phase " + ph.name + " train_limit", 0, 99);
      }
    }
    if (Field(p, "operating_rounds"))
      ph.operating_rounds = r.IntIn(Field(p, "operating_rounds"), "phase " + ph.name + " operating_rounds", 1, 10);
    if (g->FindPhase(ph.name)) r.Fail(p, "phase " + ph.name + " is defined twice");
    g->phases.push_back(ph);
  }
}

void ReadCompanies(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "companies");
  for (auto it = n.begin(); it != n.end(); ++it) {
    GameCompany c;
    c.name = r.Str(it->first, "company name");
    c.line = YamlReader::Line(it->first);
    const YAML::Node v = it->second;  // (it-> is a temporary proxy: no reference into it)
    r.OnlyKeys(v, {"name", "type", "home", "home_stop", "stations", "station_costs", "may_own", "closes_on",
                   "merges_into", "merges_from", "closes_at", "forms_on", "destination", "start", "color", "trains", "shares", "float_percent", "coal", "par", "capital_shares", "reserved", "par_subsidy", "lay_discount", "notes"},
               "company " + c.name);
    if (Field(v, "name")) c.title = r.Str(Field(v, "name"), "company name");
    if (Field(v, "type")) c.type = r.Str(Field(v, "type"), "company type");
    if (Field(v, "home")) {
      if (Field(v, "home").IsSequence()) c.home = r.StrList(Field(v, "home"), "company home");
      else c.home.push_back(r.Str(Field(v, "home"), "company home"));
    }
    if (Field(v, "home_stop")) c.home_stop = r.Str(Field(v, "home_stop"), "company home_stop");
    if (Field(v, "stations")) c.stations = r.IntIn(Field(v, "stations"), "company stations", 0, 20);
    if (Field(v, "station_costs")) c.station_costs = IntList(r, Field(v, "station_costs"), "company " + c.name + " station_costs");
    c.may_own = OptList(r, v, "may_own", "company " + c.name);
    if (Field(v, "closes_on")) c.closes_on = r.Str(Field(v, "closes_on"), "company " + c.name + " closes_on");
    if (Field(v, "merges_into")) c.merges_into = r.Str(Field(v, "merges_into"), "company " + c.name + " merges_into");
    if (Field(v, "forms_on")) c.forms_on = r.Str(Field(v, "forms_on"), "company " + c.name + " forms_on");
    if (Field(v, "destination")) c.destination = r.Str(Field(v, "destination"), "company " + c.name + " destination");
    if (Field(v, "merges_from")) c.merges_from = r.Str(Field(v, "merges_from"), "company " + c.name + " merges_from");
    if (Field(v, "closes_at")) {
      const std::string at = r.Str(Field(v, "closes_at"), "company " + c.name + " closes_at");
      if (at != "round_end") r.Fail(Field(v, "closes_at"), "company " + c.name + ": closes_at: expected round_end");
      c.closes_at_round_end = true;
    }
    if (Field(v, "color")) c.color = r.Str(Field(v, "color"), "company " + c.name + " color");
    if (Field(v, "par")) c.par = r.IntIn(Field(v, "par"), "company " + c.name + " par", 1, 100000);
    if (Field(v, "capital_shares")) c.capital_shares = r.IntIn(Field(v, "capital_shares"), "company " + c.name + " capital_shares", 1, 100);
    if (const YAML::Node s = Field(v, "reserved")) {
      const std::string where = "company " + c.name + " reserved";
      r.KeyedMap(s, where, {"hex", "until", "cost", "unjoined_cost", "rule"}, {"hex", "until", "cost", "rule"});
      GameCompany::Reserved res;
      res.hex = r.Str(Field(s, "hex"), where + " hex");
      res.until = r.Str(Field(s, "until"), where + " until");
      res.cost = r.IntIn(Field(s, "cost"), where + " cost", 0, 100000);
      if (Field(s, "unjoined_cost")) res.unjoined_cost = r.IntIn(Field(s, "unjoined_cost"), where + " unjoined_cost", 1, 100000);
      res.rule = r.Str(Field(s, "rule"), where + " rule");
      c.reserved = res;
    }
    if (Field(v, "par_subsidy")) c.par_subsidy = r.Str(Field(v, "par_subsidy"), "company " + c.name + " par_subsidy");
    if (const YAML::Node d = Field(v, "lay_discount")) {
      const std::string where = "company " + c.name + " lay_discount";
      r.KeyedMap(d, where, {"hexes", "tiles", "amount", "rule"}, {"hexes", "tiles", "amount", "rule"});
      GameCompany::LayDiscount ld;
      ld.hexes = r.StrList(Field(d, "hexes"), where + " hexes");
      ld.tiles = r.StrList(Field(d, "tiles"), where + " tiles");
      ld.amount = r.IntIn(Field(d, "amount"), where + " amount", 1, 100000);
      ld.rule = r.Str(Field(d, "rule"), where + " rule");
      c.lay_discount = ld;
    }
    if (const YAML::Node s = Field(v, "start")) {
      const std::string where = "company " + c.name + " start";
      r.ExpectMap(s, where);
      r.OnlyKeys(s, {"tile", "trains", "treasury"}, where);
      if (Field(s, "tile")) c.start_tile = r.Str(Field(s, "tile"), where + " tile");
      c.start_trains = OptList(r, s, "trains", where);
      if (Field(s, "treasury")) c.start_treasury = r.IntIn(Field(s, "treasury"), where + " treasury", 0, 1000000);
    }
    g->companies[c.name] = c;
  }
}

void ReadBonuses(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.OnlyKeys(n, {"home", "route"}, "bonuses");
  if (Field(n, "home")) {
    r.OnlyKeys(Field(n, "home"), {"types", "amount"}, "bonuses home");
    HomeBonus hb;
    hb.types = OptList(r, Field(n, "home"), "types", "bonuses home");
    if (!Field(Field(n, "home"), "amount")) r.Fail(Field(n, "home"), "bonuses home: missing amount");
    hb.amount = r.IntIn(Field(Field(n, "home"), "amount"), "bonuses home amount", 0, 10000);
    g->home_bonus = hb;
  }
  if (Field(n, "route")) {
    if (!Field(n, "route").IsSequence()) r.Fail(Field(n, "route"), "bonuses route must be a list");
    for (const auto& b : Field(n, "route")) g->route_bonuses.push_back(ReadRouteBonus(r, b));
  }
}

bool SameIgnoringCase(const std::string& a, const std::string& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

// The name as `known` spells it, where one matches without regard to case.
std::string Spelled(const std::string& name, const std::vector<std::string>& known) {
  for (const auto& k : known)
    if (k == name) return k;
  for (const auto& k : known)
    if (SameIgnoringCase(k, name)) return k;
  return name;
}

// The game's folder under the maps folder; an unknown game is refused,
// naming the known ones, at the line that asked for it.
fs::path GameDir(const std::string& name, const std::string& asker, int asker_line) {
  fs::path dir = fs::path(MapsDir()) / name;
  std::error_code ec;  // (a name too long for a path is just an unknown game)
  if (name.empty() || name.find('/') != std::string::npos || !fs::exists(dir / "game.yaml", ec)) {
    std::string known;
    for (const auto& gname : ListGames()) known += (known.empty() ? "" : ", ") + gname;
    throw InputError(asker, asker_line, "unknown game '" + name + "' (known: " + known + ")");
  }
  return dir;
}

// The game's variants, and the one asked for (spelled as the game spells it)
// applied: each of its keys replaces the base one whole. An unknown variant
// is refused at the line that asked for it.
void ApplyVariant(const YamlReader& r, YAML::Node& root, const std::string& variant_asked, const std::string& asker,
                  int asker_line, Game* g) {
  if (Field(root, "variants") && !Field(root, "variants").IsNull()) {
    r.ExpectMap(Field(root, "variants"), "variants");
    for (auto it = Field(root, "variants").begin(); it != Field(root, "variants").end(); ++it)
      g->variants.push_back(r.Str(it->first, "variant name"));
  }
  const std::string variant = Spelled(variant_asked, g->variants);
  if (variant.empty()) return;
  if (std::find(g->variants.begin(), g->variants.end(), variant) == g->variants.end()) {
    std::string known;
    for (const auto& v : g->variants) known += (known.empty() ? "" : ", ") + v;
    throw InputError(asker, asker_line,
                     "game " + g->name + " has no variant '" + variant + "' (known: " +
                         (known.empty() ? "none" : known) + ")");
  }
  g->variant = variant;
  YAML::Node v = Field(root, "variants")[variant];
  if (v && v.IsMap())
    for (auto it = v.begin(); it != v.end(); ++it) {
      std::string key = it->first.Scalar();
      if (key == "title" || key == "notes") continue;
      root[key] = it->second;  // a variant key replaces the base one whole
    }
}

// The game's name (its folder's), title, layout and axes.
void ReadHeader(const YamlReader& r, const YAML::Node& root, Game* g) {
  if (Field(root, "game") && r.Str(Field(root, "game"), "game") != g->name)
    r.Fail(Field(root, "game"), "game says '" + Field(root, "game").Scalar() + "' but its folder is " + g->name);
  if (Field(root, "title")) g->title = r.Str(Field(root, "title"), "title");
  if (Field(root, "not_modelled")) g->not_modelled = r.Str(Field(root, "not_modelled"), "not_modelled");
  if (Field(root, "layout")) {
    std::string s = r.Str(Field(root, "layout"), "layout");
    if (!ParseLayout(s, &g->layout)) r.Fail(Field(root, "layout"), "layout '" + s + "' is not pointy, flat or square");
  }
  if (Field(root, "axes")) {
    const auto& a = Field(root, "axes");
    r.OnlyKeys(a, {"x", "y"}, "axes");
    g->axes = Axes{Field(a, "x") && Field(a, "x").Scalar() == "number"};
  }
}

// The trains, each with how the bank offers it; a name defined twice is refused.
void ReadTrains(const YamlReader& r, const YAML::Node& n, Game* g) {
  if (!n.IsSequence()) r.Fail(n, "trains must be a list");
  for (const auto& t : n) {
    TrainOffer offer;
    Train train = ReadTrain(r, t, &offer);
    if (g->FindTrain(train.name)) r.Fail(t, "train " + train.name + " is defined twice");
    g->offers[train.name] = std::move(offer);
    g->trains.push_back(std::move(train));
  }
}

// 18CZ's train cards: a card and its face for each company type.
void ReadTrainCards(const YamlReader& r, const YAML::Node& n, Game* g) {
  if (!n.IsSequence()) r.Fail(n, "train_cards must be a list");
  for (const auto& c : n) {
    r.OnlyKeys(c, {"card", "faces", "count", "price"}, "train card");
    TrainCard tc;
    tc.line = YamlReader::Line(c);
    if (!Field(c, "card") || !Field(c, "faces")) r.Fail(c, "train card: needs card and faces");
    tc.card = r.Str(Field(c, "card"), "train card");
    r.ExpectMap(Field(c, "faces"), "train card faces");
    for (auto it = Field(c, "faces").begin(); it != Field(c, "faces").end(); ++it)
      tc.faces[r.Str(it->first, "train card face type")] = r.Str(it->second, "train card face");
    if (Field(c, "count")) tc.count = r.IntIn(Field(c, "count"), "train card count", 0, 1000);
    g->train_cards.push_back(tc);
  }
}

// What each company type runs, may own, and pays for its stations.
void ReadCompanyTypes(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "company_types");
  for (auto it = n.begin(); it != n.end(); ++it) {
    std::string type = r.Str(it->first, "company type");
    const YAML::Node v = it->second;
    r.ExpectMap(v, "company type " + type);
    r.OnlyKeys(v, {"trains", "may_own", "station_costs", "floats_from", "floats_rule", "capital", "free_terrain",
                   "stations_anywhere", "notes"},
               "company type " + type);
    CompanyType ct;
    ct.trains = OptList(r, v, "trains", "company type " + type);
    ct.may_own = OptList(r, v, "may_own", "company type " + type);
    if (Field(v, "station_costs")) ct.station_costs = IntList(r, Field(v, "station_costs"), "company type " + type + " station_costs");
    if (Field(v, "capital")) ct.capital = r.IntIn(Field(v, "capital"), "company type " + type + " capital", 0, 100);
    if (Field(v, "floats_from")) ct.floats_from = r.Str(Field(v, "floats_from"), "company type " + type + " floats_from");
    if (Field(v, "floats_rule")) ct.floats_rule = r.Str(Field(v, "floats_rule"), "company type " + type + " floats_rule");
    if (Field(v, "free_terrain")) ct.free_terrain = r.Str(Field(v, "free_terrain"), "company type " + type + " free_terrain");
    if (Field(v, "stations_anywhere"))
      ct.stations_anywhere = r.Str(Field(v, "stations_anywhere"), "company type " + type + " stations_anywhere");
    g->company_types[type] = ct;
  }
}

// A phase's `rusts`, where the phase opens on a train, are that train's
// first purchase rusting them: one rule (TrainOffer::rusts_on) for both
// ways the data says it. (A phase opened by an 18CZ card rusts nothing by
// itself: its trains rust by face, each train's rusts_on.)
void RustOnOpeningTrains(Game* g) {
  for (const auto& ph : g->phases)
    if (!ph.on.empty() && g->FindTrain(ph.on))
      for (const auto& rusted : ph.rusts)
        if (auto it = g->offers.find(rusted); it != g->offers.end() &&
                                              !std::count(it->second.rusts_on.begin(), it->second.rusts_on.end(), ph.on))
          it->second.rusts_on.push_back(ph.on);
}

TurnLimit ReadTurnLimit(const YamlReader& r, const YAML::Node& n, const std::string& where) {
  r.OnlyKeys(n, {"most", "rule"}, where);
  if (!Field(n, "most") || !Field(n, "rule")) r.Fail(n, where + ": needs most and rule");
  return TurnLimit{r.IntIn(Field(n, "most"), where + " most", 1, 99), r.Str(Field(n, "rule"), where + " rule")};
}

// A company's operating turn (rules: turn:): its steps in order, and what
// one turn may do, each with the rulebook line that says it.
void ReadTurnRules(const YamlReader& r, const YAML::Node& n, Game* g) {
  r.ExpectMap(n, "rules turn");
  r.OnlyKeys(n, {"order", "order_rule", "lays", "stations", "trains", "trade_ins", "one_kind", "one_train_per_type",
                 "bank_order", "run", "export", "runs", "operating_order"},
             "rules turn");
  TurnRules& t = g->turn;
  if (!Field(n, "order") || !Field(n, "order_rule")) r.Fail(n, "rules turn: needs order and order_rule");
  t.order = r.StrList(Field(n, "order"), "rules turn order");
  for (const auto& step : t.order)
    if (step != "home" && step != "lay" && step != "station" && step != "run" && step != "take_over" && step != "buy")
      r.Fail(Field(n, "order"), "rules turn order: unknown step '" + step + "' (home, lay, station, run, take_over, buy)");
  t.order_rule = r.Str(Field(n, "order_rule"), "rules turn order_rule");
  if (const YAML::Node l = Field(n, "lays")) {
    r.OnlyKeys(l, {"yellow", "first_turn_yellow", "upgrades", "most", "yellow_and_upgrade", "free_colors", "rule"},
               "rules turn lays");
    if (!Field(l, "rule")) r.Fail(l, "rules turn lays: needs rule");
    t.lays_rule = r.Str(Field(l, "rule"), "rules turn lays rule");
    if (Field(l, "yellow")) t.yellow = r.IntIn(Field(l, "yellow"), "rules turn lays yellow", 0, 9);
    t.first_turn_yellow = Field(l, "first_turn_yellow") ? r.IntIn(Field(l, "first_turn_yellow"), "rules turn lays first_turn_yellow", 0, 9)
                                                 : t.yellow;
    if (Field(l, "upgrades")) t.upgrades = r.IntIn(Field(l, "upgrades"), "rules turn lays upgrades", 0, 9);
    if (Field(l, "most")) t.lays = r.IntIn(Field(l, "most"), "rules turn lays most", 0, 9);
    if (Field(l, "yellow_and_upgrade")) t.yellow_and_upgrade = r.Bool(Field(l, "yellow_and_upgrade"), "rules turn lays yellow_and_upgrade");
    t.free_colors = OptList(r, l, "free_colors", "rules turn lays");
  }
  if (Field(n, "stations")) t.stations = ReadTurnLimit(r, Field(n, "stations"), "rules turn stations");
  if (Field(n, "trains")) t.trains = ReadTurnLimit(r, Field(n, "trains"), "rules turn trains");
  if (Field(n, "trade_ins")) t.trade_ins = ReadTurnLimit(r, Field(n, "trade_ins"), "rules turn trade_ins");
  if (Field(n, "runs")) t.runs = ReadTurnLimit(r, Field(n, "runs"), "rules turn runs");
  if (Field(n, "one_kind")) t.one_kind_rule = r.Str(Field(n, "one_kind"), "rules turn one_kind");
  if (Field(n, "one_train_per_type")) t.one_train_per_type_rule = r.Str(Field(n, "one_train_per_type"), "rules turn one_train_per_type");
  if (Field(n, "bank_order")) t.bank_order_rule = r.Str(Field(n, "bank_order"), "rules turn bank_order");
  if (Field(n, "run")) t.run_rule = r.Str(Field(n, "run"), "rules turn run");
  if (Field(n, "export")) t.export_rule = r.Str(Field(n, "export"), "rules turn export");
  if (const YAML::Node o = Field(n, "operating_order")) {  // {by: share_price, first: [TYPE, ...], rule}
    r.OnlyKeys(o, {"by", "first", "rule"}, "rules turn operating_order");
    if (!Field(o, "rule")) r.Fail(o, "rules turn operating_order: needs rule");
    t.operating_order_rule = r.Str(Field(o, "rule"), "rules turn operating_order rule");
    if (Field(o, "by")) {
      if (r.Str(Field(o, "by"), "rules turn operating_order by") != "share_price")
        r.Fail(Field(o, "by"), "rules turn operating_order by: share_price is the one order known");
      t.operating_by_price = true;
    }
    t.operating_first = OptList(r, o, "first", "rules turn operating_order");
    for (const std::string& type : t.operating_first)
      if (std::none_of(g->companies.begin(), g->companies.end(), [&](const auto& c) { return c.second.type == type; }))
        r.Fail(Field(o, "first"), "rules turn operating_order first: no company of type '" + type + "' in the game");
  }
}

// Where trains given up over the limit go (rules: excess_trains: `{to:
// removed | pool, rule}`, or `removed` / `bank` alone), the line that gives
// trains up only over it (discard), and the pool they are sold from again
// (pool: {rule, checked}).
void ReadTrainRules(const YamlReader& r, const YAML::Node& rules, Game* g) {
  if (const YAML::Node x = Field(rules, "excess_trains"); x && x.IsMap()) {
    r.OnlyKeys(x, {"to", "rule"}, "rules excess_trains");
    if (!Field(x, "to") || !Field(x, "rule")) r.Fail(x, "rules excess_trains: needs to and rule");
    const std::string to = r.Str(Field(x, "to"), "rules excess_trains to");
    if (to != "removed" && to != "pool") r.Fail(Field(x, "to"), "rules excess_trains to: expected removed or pool");
    g->excess_trains_removed = to == "removed";
    g->excess_trains_pooled = to == "pool";
    g->excess_trains_rule = r.Str(Field(x, "rule"), "rules excess_trains rule");
  } else if (x) {
    const std::string where = r.Str(x, "rules excess_trains");
    if (where != "removed" && where != "bank") r.Fail(x, "rules excess_trains: expected removed or bank");
    g->excess_trains_removed = where == "removed";
  }
  if (Field(rules, "discard")) g->discard_rule = r.Str(Field(rules, "discard"), "rules discard");
  if (Field(rules, "printed_upgrade")) g->printed_upgrade_rule = r.Str(Field(rules, "printed_upgrade"), "rules printed_upgrade");
  if (const YAML::Node c = Field(rules, "tile_cost")) {
    r.ExpectMap(c, "rules tile_cost");
    r.OnlyKeys(c, {"least", "rule"}, "rules tile_cost");
    if (!Field(c, "least") || !Field(c, "rule")) r.Fail(c, "rules tile_cost: needs least and rule");
    g->lay_cost_least = r.IntIn(Field(c, "least"), "rules tile_cost least", 0, 100000);
    g->lay_cost_rule = r.Str(Field(c, "rule"), "rules tile_cost rule");
  }
  if (const YAML::Node p = Field(rules, "pool")) {
    r.ExpectMap(p, "rules pool");
    r.OnlyKeys(p, {"rule", "checked"}, "rules pool");
    if (!Field(p, "rule")) r.Fail(p, "rules pool: needs rule");
    g->pool_rule = r.Str(Field(p, "rule"), "rules pool rule");
    if (Field(p, "checked")) g->pool_unchecked = !r.Bool(Field(p, "checked"), "rules pool checked");
  }
  if (const YAML::Node o = Field(rules, "obsolete_trains")) {
    r.ExpectMap(o, "rules obsolete_trains");
    r.OnlyKeys(o, {"count_for_limit", "sold_between_companies", "rule"}, "rules obsolete_trains");
    if (!Field(o, "rule")) r.Fail(o, "rules obsolete_trains: needs rule, the line that says it");
    g->obsolete_rule = r.Str(Field(o, "rule"), "rules obsolete_trains rule");
    if (Field(o, "count_for_limit"))
      g->obsolete_count_for_limit = r.Bool(Field(o, "count_for_limit"), "rules obsolete_trains count_for_limit");
    if (Field(o, "sold_between_companies"))
      g->obsolete_sold_between_companies =
          r.Bool(Field(o, "sold_between_companies"), "rules obsolete_trains sold_between_companies");
  }
  if (g->excess_trains_pooled && g->pool_rule.empty())
    r.Fail(Field(rules, "excess_trains"), "rules excess_trains: to pool needs rules: pool, the line that sells them again");
}

// What a president adds to a train the company must buy, each limit with
// its rulebook line (rules: president_pays).
void ReadPresidentPays(const YamlReader& r, const YAML::Node& n, Game* g) {
  const std::string where = "rules president_pays";
  r.ExpectMap(n, where);
  r.OnlyKeys(n, {"rule", "from", "from_rule", "train", "train_rule", "short", "short_rule", "interest", "penalty"},
             where);
  for (const char* key : {"rule", "from", "from_rule", "train", "train_rule", "short", "short_rule"})
    if (!n[key]) r.Fail(n, where + ": needs " + key);
  PresidentPays& p = g->president_pays;
  p.rule = r.Str(Field(n, "rule"), where + " rule");
  const std::string from = r.Str(Field(n, "from"), where + " from"), train = r.Str(Field(n, "train"), where + " train");
  if (from != "bank" && from != "any" && from != "face") r.Fail(Field(n, "from"), where + " from: expected bank, any or face");
  if (train != "any" && train != "cheapest") r.Fail(Field(n, "train"), where + " train: expected any or cheapest");
  p.from_others = from != "bank";
  p.face_price = from == "face";
  p.from_rule = r.Str(Field(n, "from_rule"), where + " from_rule");
  p.cheapest = train == "cheapest";
  p.train_rule = r.Str(Field(n, "train_rule"), where + " train_rule");
  p.short_kind = r.Str(Field(n, "short"), where + " short");
  if (p.short_kind != "loan" && p.short_kind != "sell_shares" && p.short_kind != "none")
    r.Fail(Field(n, "short"), where + " short: expected loan, sell_shares or none");
  p.short_rule = r.Str(Field(n, "short_rule"), where + " short_rule");
  if (Field(n, "interest")) p.interest = r.IntIn(Field(n, "interest"), where + " interest", 0, 1000);
  if (Field(n, "penalty")) p.penalty = r.IntIn(Field(n, "penalty"), where + " penalty", 0, 1000);
}

void ReadTrainTrade(const YamlReader& r, const YAML::Node& n, Game* g) {
  const std::string where = "rules train_trade";
  r.ExpectMap(n, where);
  r.OnlyKeys(n, {"from_phase", "from_phase_rule", "least_rule", "face_between_presidents", "face_from", "face_from_rule"},
             where);
  TrainTrade& t = g->train_trade;
  if (Field(n, "from_phase")) {
    t.from_phase = r.IntIn(Field(n, "from_phase"), where + " from_phase", 1, static_cast<int>(std::max<size_t>(g->phases.size(), 1)));
    if (!Field(n, "from_phase_rule")) r.Fail(n, where + ": from_phase needs from_phase_rule, the line that says it");
    t.from_phase_rule = r.Str(Field(n, "from_phase_rule"), where + " from_phase_rule");
  }
  if (Field(n, "least_rule")) t.least_rule = r.Str(Field(n, "least_rule"), where + " least_rule");
  if (Field(n, "face_between_presidents"))
    t.face_between_presidents = r.Str(Field(n, "face_between_presidents"), where + " face_between_presidents");
  if (Field(n, "face_from")) {
    t.face_from = r.StrList(Field(n, "face_from"), where + " face_from");
    if (!Field(n, "face_from_rule")) r.Fail(n, where + ": face_from needs face_from_rule, the line that says it");
    t.face_from_rule = r.Str(Field(n, "face_from_rule"), where + " face_from_rule");
  }
}

void ReadLoans(const YamlReader& r, const YAML::Node& n, Game* g) {
  const std::string where = "rules loans";
  r.ExpectMap(n, where);
  static const std::initializer_list<const char*> keys = {
      "amount", "after_interest", "last_phase", "phase_rule", "once_rule", "limit_rule", "after_interest_rule"};
  r.OnlyKeys(n, keys, where);
  for (const char* key : keys)
    if (!n[key]) r.Fail(n, where + ": needs " + key);
  LoanRules& l = g->loans;
  l.amount = r.IntIn(Field(n, "amount"), where + " amount", 1, 100000);
  l.after_interest = r.IntIn(Field(n, "after_interest"), where + " after_interest", 0, l.amount);
  l.last_phase = r.IntIn(Field(n, "last_phase"), where + " last_phase", 1, static_cast<int>(std::max<size_t>(g->phases.size(), 1)));
  l.phase_rule = r.Str(Field(n, "phase_rule"), where + " phase_rule");
  l.once_rule = r.Str(Field(n, "once_rule"), where + " once_rule");
  l.limit_rule = r.Str(Field(n, "limit_rule"), where + " limit_rule");
  l.after_interest_rule = r.Str(Field(n, "after_interest_rule"), where + " after_interest_rule");
}

// When and at what price a company buys a private from its owner (rules:
// private_purchase {from, until, price_percent: [MIN, MAX], least, rule}).
void ReadPrivatePurchase(const YamlReader& r, const YAML::Node& n, Game* g) {
  const std::string what = "rules private_purchase";
  r.ExpectMap(n, what);
  r.OnlyKeys(n, {"from", "until", "price_percent", "least", "rule"}, what);
  if (!Field(n, "rule")) r.Fail(n, what + ": needs rule, the line that says it");
  Game::PrivatePurchase p;
  p.rule = r.Str(Field(n, "rule"), what + " rule");
  if (Field(n, "from")) p.from = r.Str(Field(n, "from"), what + " from");
  if (Field(n, "until")) p.until = r.Str(Field(n, "until"), what + " until");
  if (Field(n, "least")) p.least = r.IntIn(Field(n, "least"), what + " least", 0, 100000);
  if (const YAML::Node pp = Field(n, "price_percent")) {
    if (!pp.IsSequence() || pp.size() != 2) r.Fail(pp, what + " price_percent: [MIN, MAX], percent of the face price");
    p.min_percent = r.IntIn(pp[0], what + " price_percent", 0, 1000);
    p.max_percent = r.IntIn(pp[1], what + " price_percent", p.min_percent, 1000);
  }
  g->private_purchase = p;
}

// The game's own rules: one train per type a turn, where towns upgrade
// from, blocking tokens, the checkerboard, the operating turn, where excess trains go.
void ReadGameRules(const YamlReader& r, const YAML::Node& rules, Game* g) {
  r.ExpectMap(rules, "rules");
  r.OnlyKeys(rules,
             {"one_train_per_type_per_turn", "towns_upgrade_from", "blocking_tokens", "checkerboard", "turn",
              "excess_trains", "obsolete_trains", "discard", "printed_upgrade", "pool", "president_pays", "train_trade", "loans", "lines",
              "private_purchase", "tile_cost", "notes"},
             "rules");
  if (Field(rules, "turn")) ReadTurnRules(r, Field(rules, "turn"), g);
  if (Field(rules, "president_pays")) ReadPresidentPays(r, Field(rules, "president_pays"), g);
  if (Field(rules, "checkerboard")) g->checkerboard = r.Bool(Field(rules, "checkerboard"), "rules checkerboard");
  g->blocking_tokens = OptList(r, rules, "blocking_tokens", "rules");
  if (Field(rules, "one_train_per_type_per_turn"))
    g->one_train_per_type_per_turn = r.Bool(Field(rules, "one_train_per_type_per_turn"), "rules one_train_per_type_per_turn");
  ReadTrainRules(r, rules, g);
  if (Field(rules, "train_trade")) ReadTrainTrade(r, Field(rules, "train_trade"), g);
  if (Field(rules, "loans")) ReadLoans(r, Field(rules, "loans"), g);
  if (Field(rules, "private_purchase")) ReadPrivatePurchase(r, Field(rules, "private_purchase"), g);
  if (const YAML::Node lines = Field(rules, "lines")) {
    r.ExpectMap(lines, "rules lines");
    for (auto it = lines.begin(); it != lines.end(); ++it)
      g->lines[r.Str(it->first, "rules lines: a rule's name")] = r.Str(it->second, "rules lines " + it->first.Scalar());
  }
  if (Field(rules, "towns_upgrade_from")) g->towns_upgrade_from = r.Str(Field(rules, "towns_upgrade_from"), "rules towns_upgrade_from");
}

std::shared_ptr<Game> ReadGameFile(const std::string& name, const std::string& variant_asked,
                                   const std::string& asker, int asker_line) {
  const fs::path dir = GameDir(name, asker, asker_line);
  const fs::path file = dir / "game.yaml";
  YamlReader r(file.string());
  YAML::Node root = r.LoadFile();
  auto g = std::make_shared<Game>();
  g->name = name;
  g->file = file.string();
  g->dir = dir.string();
  ApplyVariant(r, root, variant_asked, asker, asker_line, g.get());
  r.OnlyKeys(root, {"game", "title", "layout", "axes", "map", "tiles", "market", "phases",
                    "trains", "train_cards", "companies", "company_types", "bonuses", "variants",
                    "privates", "rules", "notes", "dividends", "start", "stock", "record_title", "private_ability",
                    "takeover", "site_readings", "draw", "not_modelled"},
             "game");
  ReadHeader(r, root, g.get());
  if (Field(root, "phases")) ReadPhases(r, Field(root, "phases"), g.get());
  if (Field(root, "trains")) ReadTrains(r, Field(root, "trains"), g.get());
  if (Field(root, "companies")) ReadCompanies(r, Field(root, "companies"), g.get());
  if (Field(root, "train_cards") && !Field(root, "train_cards").IsNull()) ReadTrainCards(r, Field(root, "train_cards"), g.get());
  if (Field(root, "company_types") && !Field(root, "company_types").IsNull()) ReadCompanyTypes(r, Field(root, "company_types"), g.get());
  if (Field(root, "bonuses")) ReadBonuses(r, Field(root, "bonuses"), g.get());
  ReadStockData(r, root, g.get());
  RustOnOpeningTrains(g.get());
  if (Field(root, "rules") && !Field(root, "rules").IsNull()) ReadGameRules(r, Field(root, "rules"), g.get());
  if (const YAML::Node s = Field(root, "start")) {
    r.ExpectMap(s, "start");
    r.OnlyKeys(s, {"hex", "tile", "homes"}, "start");
    if (!Field(s, "hex") || !Field(s, "tile")) r.Fail(s, "start: needs hex and tile");
    g->start = StartCard{r.Str(Field(s, "hex"), "start hex"), r.Str(Field(s, "tile"), "start tile"), OptList(r, s, "homes", "start")};
  }
  g->map_file = (dir / (Field(root, "map") ? r.Str(Field(root, "map"), "map") : "map.yaml")).string();
  g->tiles_file = (dir / (Field(root, "tiles") ? r.Str(Field(root, "tiles"), "tiles") : "tiles.yaml")).string();
  return g;
}

// The printed map (none where the file is missing).
std::vector<HexSpec> ReadMap(const std::string& file, Layout layout) {
  std::vector<HexSpec> hexes;
  if (!fs::exists(file)) return hexes;
  YamlReader r(file);
  YAML::Node root = r.LoadFile();
  r.OnlyKeys(root, {"hexes", "notes"}, "map");
  if (Field(root, "hexes") && !Field(root, "hexes").IsNull()) {
    r.ExpectMap(Field(root, "hexes"), "hexes");
    for (auto it = Field(root, "hexes").begin(); it != Field(root, "hexes").end(); ++it)
      hexes.push_back(ReadHex(r, r.Str(it->first, "hex"), it->second, EdgesOf(layout)));
  }
  return hexes;
}

// The tile manifest (none where the file is missing).
std::map<std::string, TileDef> ReadTiles(const std::string& file, Layout layout) {
  std::map<std::string, TileDef> tiles;
  if (!fs::exists(file)) return tiles;
  YamlReader r(file);
  YAML::Node root = r.LoadFile();
  r.OnlyKeys(root, {"tiles", "notes"}, "tiles");
  if (Field(root, "tiles") && !Field(root, "tiles").IsNull()) {
    r.ExpectMap(Field(root, "tiles"), "tiles");
    for (auto it = Field(root, "tiles").begin(); it != Field(root, "tiles").end(); ++it) {
      TileDef t;
      t.id = r.Str(it->first, "tile id");
      if (tiles.count(t.id)) r.Fail(it->first, "tile " + t.id + " is defined twice");
      const YAML::Node v = it->second;  // (it-> is a temporary proxy: no reference into it)
      t.shape = ReadHex(r, t.id, v, EdgesOf(layout), {"count", "upgrades_to", "special", "towns_may_merge"});
      t.color = t.shape.color;
      if (Field(v, "count") && Field(v, "count").Scalar() != "unlimited")
        t.count = r.IntIn(Field(v, "count"), "tile " + t.id + " count", 0, 1000);
      if (Field(v, "upgrades_to")) t.upgrades_to = r.StrList(Field(v, "upgrades_to"), "tile upgrades_to");
      t.cost = t.shape.cost;
      if (Field(v, "special")) t.special = r.Str(Field(v, "special"), "tile " + t.id + " special");
      if (Field(v, "towns_may_merge")) t.towns_may_merge = r.Bool(Field(v, "towns_may_merge"), "tile " + t.id + " towns_may_merge");
      tiles[t.id] = std::move(t);
    }
  }
  return tiles;
}

}  // namespace

std::shared_ptr<const Game> ReadGame(const std::string& name_asked, const std::string& variant,
                                     const std::string& file, int line) {
  // Names are matched without regard to case: 18cz is 18CZ, bohemia Bohemia.
  return ReadGameFile(Spelled(name_asked, ListGames()), variant, file, line);
}

const std::vector<HexSpec>& Game::MapHexes() const {
  std::call_once(map_once_, [this] {
    map_ = ReadMap(map_file, layout);
    map_index_.clear();
    for (size_t i = 0; i < map_.size(); ++i) map_index_.emplace(map_[i].coord, i);
  });
  return map_;
}

const std::map<std::string, TileDef>& Game::Tiles() const {
  std::call_once(tiles_once_, [this] { tiles_ = ReadTiles(tiles_file, layout); });
  return tiles_;
}

const Market& Game::market() const {
  std::call_once(market_once_, [this] {
    const fs::path market = fs::path(dir) / "market.yaml";
    if (fs::exists(market)) market_ = ReadMarket(market.string(), variant);
  });
  if (!market_) throw InputError(file, 0, "game " + name + " has no stock market (market.yaml)");
  return *market_;
}

std::string Game::ReadingRule(const std::string& name) const {
  for (const auto& [n, rule] : site_readings)
    if (n == name) return rule;
  return name;
}

std::vector<std::pair<std::string, std::string>> RuleCitations(const Game& g) {
  std::vector<std::pair<std::string, std::string>> out;
  auto cite = [&](const std::string& key, const std::string& text) {
    if (!text.empty()) out.push_back({key, text});
  };
  const TurnRules& t = g.turn;
  cite("rules turn order_rule", t.order_rule);
  cite("rules turn lays", t.lays_rule);
  cite("rules turn stations", t.stations.rule);
  cite("rules turn trains", t.trains.rule);
  cite("rules turn trade_ins", t.trade_ins.rule);
  cite("rules turn runs", t.runs.rule);
  cite("rules turn run", t.run_rule);
  cite("rules turn operating_order", t.operating_order_rule);
  cite("rules turn one_kind", t.one_kind_rule);
  cite("rules turn one_train_per_type", t.one_train_per_type_rule);
  cite("rules turn bank_order", t.bank_order_rule);
  cite("rules excess_trains", g.excess_trains_rule);
  cite("rules discard", g.discard_rule);
  cite("rules printed_upgrade", g.printed_upgrade_rule);
  cite("rules tile_cost", g.lay_cost_rule);
  if (g.private_purchase) cite("rules private_purchase", g.private_purchase->rule);
  for (const auto& [name, p] : g.privates) {
    cite("privates " + name + " blocks", p.blocks_rule);
    if (p.lays) cite("privates " + name + " lays", p.lays->rule);
    cite("privates " + name + " terrain_discount", p.discount_rule);
  }
  cite("rules pool", g.pool_rule);
  const PresidentPays& p = g.president_pays;
  cite("rules president_pays rule", p.rule);
  cite("rules president_pays from_rule", p.from_rule);
  cite("rules president_pays train_rule", p.train_rule);
  cite("rules president_pays short_rule", p.short_rule);
  cite("rules train_trade from_phase_rule", g.train_trade.from_phase_rule);
  cite("rules train_trade least_rule", g.train_trade.least_rule);
  cite("rules train_trade face_between_presidents", g.train_trade.face_between_presidents);
  cite("rules train_trade face_from_rule", g.train_trade.face_from_rule);
  for (const auto& [name, line] : g.lines) cite("rules lines " + name, line);
  cite("rules loans phase_rule", g.loans.phase_rule);
  cite("rules loans once_rule", g.loans.once_rule);
  cite("rules loans limit_rule", g.loans.limit_rule);
  cite("rules loans after_interest_rule", g.loans.after_interest_rule);
  for (const auto& [type, ct] : g.company_types) {
    cite("company_types " + type + " floats_rule", ct.floats_rule);
    cite("company_types " + type + " free_terrain", ct.free_terrain);
    cite("company_types " + type + " stations_anywhere", ct.stations_anywhere);
  }
  if (g.draw) cite("draw rule", g.draw->rule);
  if (fs::exists(fs::path(g.dir) / "market.yaml")) {
    cite("market par_by_type rule", g.market().par_rule);
    cite("market minor_split rule", g.market().minor_rule);
    cite("market kinds_rule", g.market().kinds_rule);
    cite("market fixed_income rule", g.market().fixed_income_rule);
  }
  if (g.stock) cite("stock home_station_rule", g.stock->home_station_rule);
  for (const auto& [name, rule] : g.site_readings) cite("site_readings " + name, rule);
  return out;
}

const HexSpec* Game::FindMapHex(const std::string& coord) const {
  const std::vector<HexSpec>& hexes = MapHexes();  // (and its index, read with it)
  const auto it = map_index_.find(coord);
  return it == map_index_.end() ? nullptr : &hexes[it->second];
}

}  // namespace xxroute
