#include "write.h"

#include <sstream>

namespace ref {

namespace {

template <typename T, typename F>
std::string List(const std::vector<T>& v, F item) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + item(v[i]);
  return s + "]";
}

std::string Plain(const std::string& s) { return s; }
std::string Quoted(const std::string& s) { return "\"" + s + "\""; }
std::string KindText(Kind k) { return KindName(k); }

std::string EndText(const End& e) { return e.is_edge() ? std::to_string(e.edge) : e.node; }

std::string StopText(const Stop& s) {
  std::string t = "{kind: " + std::string(KindName(s.kind)) + ", revenue: ";
  if (s.by_colour.empty()) {
    t += std::to_string(s.revenue);
  } else {
    std::string m;
    for (const auto& [colour, value] : s.by_colour) m += (m.empty() ? "" : ", ") + colour + ": " + std::to_string(value);
    t += "{" + m + "}";
  }
  if (s.slots != 1) t += ", slots: " + std::to_string(s.slots);
  if (!s.tokens.empty()) t += ", tokens: " + List(s.tokens, Plain);
  if (!s.group.empty()) t += ", group: " + s.group;
  if (s.per_token) t += ", per_token: true";
  if (s.token_revenue >= 0) t += ", token_revenue: " + std::to_string(s.token_revenue);
  if (s.pass_through) t += ", pass_through: true";
  if (s.bonus) t += ", bonus: " + std::to_string(s.bonus);
  return t + "}";
}

std::string PathText(const Path& p) {
  std::string ends = "[";  // (appended step by step: GCC 12 warns wrongly on "[" + string)
  ends += EndText(p.a) + ", " + EndText(p.b) + "]";
  if (!p.terminal && p.lanes == 1 && p.edge_lanes.empty()) return ends;
  std::string t = "{ends: " + ends;
  if (p.terminal) t += ", terminal: true";
  if (p.lanes != 1) t += ", lanes: " + std::to_string(p.lanes);
  if (!p.edge_lanes.empty()) {
    std::string m;
    for (const auto& [edge, wi] : p.edge_lanes)
      m += (m.empty() ? "" : ", ") + std::to_string(edge) + ": [" + std::to_string(wi.first) + ", " +
           std::to_string(wi.second) + "]";
    t += ", edge_lanes: {" + m + "}";
  }
  return t + "}";
}

std::string RowText(const Row& r) {
  std::string t = "{kinds: " + List(r.kinds, KindText) + ", visit: " + std::to_string(r.visit);
  if (r.pay >= 0) t += ", pay: " + std::to_string(r.pay);
  return t + "}";
}

std::string TrainText(const Train& t) {
  std::string s = "{name: " + Quoted(t.name) + ", distance: ";
  s += t.rows.empty() ? std::to_string(t.distance) : List(t.rows, RowText);
  if (t.pay_total >= 0) s += ", pay_total: " + std::to_string(t.pay_total);
  if (t.multiplier != 1) s += ", multiplier: " + std::to_string(t.multiplier);
  if (t.divisor != 1) s += ", divisor: " + std::to_string(t.divisor);
  if (!t.rounding.empty()) s += ", rounding: " + t.rounding;
  if (t.must_visit_mine) s += ", must_visit: {mine: 1}";
  if (!t.pay_first.empty()) s += ", pay_first: " + List(t.pay_first, KindText);
  if (t.paid_stops_need_token) s += ", paid_stops_need_token: true";
  if (t.stop_bonuses >= 0) s += ", stop_bonuses: " + std::to_string(t.stop_bonuses);
  if (t.shares_track) s += ", shares_track: true";
  if (!t.revenue_key.empty()) s += ", revenue_key: " + t.revenue_key;
  return s + "}";
}

std::string CompanyText(const Company& c) {
  std::vector<std::string> parts;
  if (!c.type.empty()) parts.push_back("type: " + c.type);
  if (!c.home.empty() && c.more_homes.empty()) parts.push_back("home: " + c.home);
  if (!c.more_homes.empty()) {
    std::vector<std::string> all{c.home};
    all.insert(all.end(), c.more_homes.begin(), c.more_homes.end());
    parts.push_back("home: " + List(all, Plain));
  }
  if (!c.trains.empty()) parts.push_back("trains: " + List(c.trains, Quoted));
  if (!c.hex_bonus.empty())
    parts.push_back("hex_bonus: " + List(c.hex_bonus, [](const HexBonus& b) {
                      return "{company: " + b.company + ", hexes: " + List(b.hexes, Plain) +
                             ", amount: " + std::to_string(b.amount) + "}";
                    }));
  if (c.most_stops_per_stop > 0)
    parts.push_back("most_stops_bonus: {per_stop: " + std::to_string(c.most_stops_per_stop) +
                    (c.most_stops_company.empty() ? "" : ", company: " + c.most_stops_company) + "}");
  std::string s;
  for (const auto& p : parts) s += (s.empty() ? "" : ", ") + p;
  return "{" + s + "}";
}

std::string BonusText(const RouteBonus& b) {
  std::string s = "{name: " + b.name + ", all_of: " +
                  List(b.all_of, [](const std::vector<std::string>& l) { return List(l, Plain); });
  if (b.at_least > 0) s += ", at_least: " + std::to_string(b.at_least);
  s += ", amount: " + std::to_string(b.amount);
  if (b.multiplied) s += ", multiplied: true";
  if (!b.divided) s += ", divided: false";
  return s + "}";
}

}  // namespace

std::string WriteYaml(const Board& b) {
  std::ostringstream y;
  y << "layout: " << LayoutName(b.layout) << "\n";
  if (!b.colour.empty()) y << "color: " << b.colour << "\n";
  y << "hexes:\n";
  for (const Hex& h : b.hexes) {
    y << "  " << h.coord << ":";
    if (h.stops.empty() && h.junctions.empty() && h.paths.empty()) {
      y << " {}\n";
      continue;
    }
    y << "\n";
    if (!h.stops.empty()) {
      y << "    stops:\n";
      for (const Stop& s : h.stops) y << "      " << s.id << ": " << StopText(s) << "\n";
    }
    if (!h.junctions.empty()) y << "    junctions: " << List(h.junctions, Plain) << "\n";
    if (!h.paths.empty()) y << "    paths: " << List(h.paths, PathText) << "\n";
  }
  y << "trains:\n";
  for (const Train& t : b.trains) y << "  - " << TrainText(t) << "\n";
  y << "companies:\n";
  for (const Company& c : b.companies) y << "  " << c.name << ": " << CompanyText(c) << "\n";
  if (!b.route_bonuses.empty()) {
    y << "route_bonuses:\n";
    for (const RouteBonus& rb : b.route_bonuses) y << "  - " << BonusText(rb) << "\n";
  }
  if (b.home_bonus.given) {
    y << "home_bonus: {amount: " << b.home_bonus.amount;
    if (b.home_bonus.has_types) y << ", types: " << List(b.home_bonus.types, Plain);
    y << "}\n";
  }
  return y.str();
}

}  // namespace ref
