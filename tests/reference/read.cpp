#include "read.h"

#include <yaml-cpp/yaml.h>

#include <set>
#include <stdexcept>

#include "model.h"

namespace ref {

namespace {

[[noreturn]] void Fail(const std::string& what) { throw std::runtime_error("reference reader: " + what); }

void OnlyKeys(const YAML::Node& n, const std::set<std::string>& keys, const std::string& where) {
  if (!n.IsMap()) Fail(where + " is not a mapping");
  for (auto it = n.begin(); it != n.end(); ++it)
    if (!keys.count(it->first.as<std::string>())) Fail(where + ": key " + it->first.as<std::string>());
}

Kind ReadKind(const YAML::Node& n) {
  Kind k;
  if (!KindFromName(n.as<std::string>(), &k)) Fail("kind " + n.as<std::string>());
  return k;
}

std::vector<Kind> Kinds(const YAML::Node& n) {
  std::vector<Kind> out;
  for (const auto& k : n) out.push_back(ReadKind(k));
  return out;
}

std::vector<std::string> Strings(const YAML::Node& n) {
  std::vector<std::string> out;
  for (const auto& s : n) out.push_back(s.as<std::string>());
  return out;
}

Stop ReadStop(const std::string& id, const YAML::Node& n) {
  OnlyKeys(n, {"kind", "revenue", "slots", "tokens", "group", "per_token", "token_revenue", "pass_through", "bonus"},
           "stop " + id);
  Stop s;
  s.id = id;
  s.kind = ReadKind(n["kind"]);
  if (n["revenue"] && n["revenue"].IsMap()) {
    for (auto it = n["revenue"].begin(); it != n["revenue"].end(); ++it)
      s.by_colour[it->first.as<std::string>()] = it->second.as<int>();
  } else if (n["revenue"]) {
    s.revenue = n["revenue"].as<int>();
  }
  if (n["slots"]) s.slots = n["slots"].as<int>();
  if (n["tokens"]) s.tokens = Strings(n["tokens"]);
  if (n["group"]) s.group = n["group"].as<std::string>();
  if (n["per_token"]) s.per_token = n["per_token"].as<bool>();
  if (n["token_revenue"]) s.token_revenue = n["token_revenue"].as<int>();
  if (n["pass_through"]) s.pass_through = n["pass_through"].as<bool>();
  if (n["bonus"]) s.bonus = n["bonus"].as<int>();
  return s;
}

End ReadEnd(const YAML::Node& n) {
  const std::string s = n.as<std::string>();
  if (!s.empty() && s.find_first_not_of("0123456789") == std::string::npos) return End{std::stoi(s), ""};
  return End{-1, s};
}

Path ReadPath(const YAML::Node& n) {
  Path p;
  if (n.IsMap()) {
    OnlyKeys(n, {"ends", "terminal", "lanes", "edge_lanes"}, "path");
    if (n["terminal"]) p.terminal = n["terminal"].as<bool>();
    if (n["lanes"]) p.lanes = n["lanes"].as<int>();
    if (n["edge_lanes"]) {
      if (p.lanes != 1) Fail("a path with both lanes and edge_lanes");
      for (auto it = n["edge_lanes"].begin(); it != n["edge_lanes"].end(); ++it) {
        const YAML::Node v = it->second;  // (a copy: the iterator's pair is a temporary)
        if (!v.IsSequence() || v.size() != 2) Fail("edge_lanes value is [WIDTH, INDEX]");
        const int width = v[0].as<int>(), index = v[1].as<int>();
        if (width < 1 || index < 0 || index >= width) Fail("edge_lanes index outside its width");
        p.edge_lanes[it->first.as<int>()] = {width, index};
      }
    }
  }
  // (yaml-cpp: assigning a Node to another would overwrite the first)
  const YAML::Node ends = n.IsMap() ? n["ends"] : n;
  if (!ends.IsSequence() || ends.size() != 2) Fail("a path has two ends");
  p.a = ReadEnd(ends[0]);
  p.b = ReadEnd(ends[1]);
  return p;
}

Hex ReadHex(const std::string& coord, const YAML::Node& n) {
  Hex h;
  h.coord = coord;
  if (n.IsNull()) return h;
  OnlyKeys(n, {"stops", "junctions", "paths"}, "hex " + coord);
  if (n["stops"])
    for (auto it = n["stops"].begin(); it != n["stops"].end(); ++it)
      h.stops.push_back(ReadStop(it->first.as<std::string>(), it->second));
  if (n["junctions"]) h.junctions = Strings(n["junctions"]);
  if (n["paths"])
    for (const auto& p : n["paths"]) h.paths.push_back(ReadPath(p));
  return h;
}

Row ReadRow(const YAML::Node& n) {
  OnlyKeys(n, {"kinds", "visit", "pay"}, "row");
  Row r;
  r.kinds = Kinds(n["kinds"]);
  r.visit = n["visit"].as<int>();
  if (n["pay"]) r.pay = n["pay"].as<int>();
  return r;
}

Train ReadTrain(const YAML::Node& n) {
  OnlyKeys(n, {"name", "distance", "pay_total", "multiplier", "divisor", "rounding", "must_visit", "pay_first",
               "paid_stops_need_token", "stop_bonuses", "shares_track", "revenue_key"},
           "train");
  Train t;
  t.name = n["name"].as<std::string>();
  if (n["distance"].IsSequence()) {
    for (const auto& r : n["distance"]) t.rows.push_back(ReadRow(r));
  } else {
    t.distance = n["distance"].as<int>();
  }
  if (n["pay_total"]) t.pay_total = n["pay_total"].as<int>();
  if (n["multiplier"]) t.multiplier = n["multiplier"].as<int>();
  if (n["divisor"]) t.divisor = n["divisor"].as<int>();
  if (n["rounding"]) t.rounding = n["rounding"].as<std::string>();
  if (n["must_visit"]) {
    OnlyKeys(n["must_visit"], {"mine"}, "must_visit");
    if (n["must_visit"]["mine"].as<int>() != 1) Fail("must_visit other than {mine: 1}");
    t.must_visit_mine = true;
  }
  if (n["pay_first"]) t.pay_first = Kinds(n["pay_first"]);
  if (n["paid_stops_need_token"]) t.paid_stops_need_token = n["paid_stops_need_token"].as<bool>();
  if (n["stop_bonuses"]) t.stop_bonuses = n["stop_bonuses"].as<int>();
  if (n["shares_track"]) t.shares_track = n["shares_track"].as<bool>();
  if (n["revenue_key"]) t.revenue_key = n["revenue_key"].as<std::string>();
  return t;
}

Company ReadCompany(const std::string& name, const YAML::Node& n) {
  Company c;
  c.name = name;
  if (n.IsNull()) return c;
  OnlyKeys(n, {"type", "home", "trains", "hex_bonus", "most_stops_bonus"}, "company " + name);
  if (n["type"]) c.type = n["type"].as<std::string>();
  if (n["home"] && n["home"].IsSequence()) {
    c.more_homes = Strings(n["home"]);
    if (c.more_homes.empty()) Fail("company " + name + ": an empty home list");
    c.home = c.more_homes.front();
    c.more_homes.erase(c.more_homes.begin());
  } else if (n["home"]) {
    c.home = n["home"].as<std::string>();
  }
  if (n["trains"]) c.trains = Strings(n["trains"]);
  if (n["hex_bonus"])
    for (const auto& b : n["hex_bonus"]) {
      OnlyKeys(b, {"company", "hexes", "amount"}, "hex_bonus");
      c.hex_bonus.push_back(HexBonus{b["company"] ? b["company"].as<std::string>() : "",
                                     Strings(b["hexes"]), b["amount"].as<int>()});
    }
  if (const YAML::Node& m = n["most_stops_bonus"]) {
    OnlyKeys(m, {"per_stop", "company"}, "most_stops_bonus");
    c.most_stops_per_stop = m["per_stop"].as<int>();
    if (m["company"]) c.most_stops_company = m["company"].as<std::string>();
  }
  return c;
}

RouteBonus ReadBonus(const YAML::Node& n) {
  OnlyKeys(n, {"name", "all_of", "at_least", "amount", "multiplied", "divided"}, "route bonus");
  RouteBonus b;
  if (n["name"]) b.name = n["name"].as<std::string>();
  for (const auto& l : n["all_of"]) b.all_of.push_back(Strings(l));
  if (n["at_least"]) b.at_least = n["at_least"].as<int>();
  b.amount = n["amount"].as<int>();
  if (n["multiplied"]) b.multiplied = n["multiplied"].as<bool>();
  if (n["divided"]) b.divided = n["divided"].as<bool>();
  return b;
}

}  // namespace

Board ReadYaml(const std::string& text, const std::string& runner) {
  YAML::Node root = YAML::Load(text);
  OnlyKeys(root, {"format", "layout", "color", "hexes", "trains", "companies", "route_bonuses", "home_bonus", "expect",
                  "per_token_reading"},
           "position");
  Board b;
  b.runner = runner;
  Layout l = Layout::kPointy;
  for (Layout x : {Layout::kPointy, Layout::kFlat, Layout::kSquare})
    if (root["layout"] && root["layout"].as<std::string>() == LayoutName(x)) l = x;
  b.layout = l;
  if (root["color"]) b.colour = root["color"].as<std::string>();
  if (root["per_token_reading"]) b.per_token_by_route = root["per_token_reading"].as<std::string>() == "18xx.games";
  for (auto it = root["hexes"].begin(); it != root["hexes"].end(); ++it)
    b.hexes.push_back(ReadHex(it->first.as<std::string>(), it->second));
  if (root["trains"])
    for (const auto& t : root["trains"]) b.trains.push_back(ReadTrain(t));
  for (auto it = root["companies"].begin(); it != root["companies"].end(); ++it)
    b.companies.push_back(ReadCompany(it->first.as<std::string>(), it->second));
  if (root["route_bonuses"])
    for (const auto& rb : root["route_bonuses"]) b.route_bonuses.push_back(ReadBonus(rb));
  if (root["home_bonus"]) {
    const auto& n = root["home_bonus"];
    OnlyKeys(n, {"amount", "types"}, "home_bonus");
    b.home_bonus.given = true;
    b.home_bonus.amount = n["amount"].as<int>();
    if (n["types"]) b.home_bonus.has_types = true, b.home_bonus.types = Strings(n["types"]);
  }
  return b;
}

}  // namespace ref
