#include "known_routes.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace xxroute {

namespace {

// A link as text: its pieces by place (hex, edge and lane, stop, junction),
// sorted, so that the same track reads the same in any network.
std::string LinkText(const Board& b, const Link& l) {
  auto end_text = [&](const Segment& s, const TrackEnd& e) {
    std::string t = b.hexes()[s.hex].coord + ":";
    switch (e.kind) {
      case TrackEnd::kEdge:
        return t + "e" + std::to_string(e.index) + "/" + std::to_string(e.lane_width) + "." + std::to_string(e.lane);
      case TrackEnd::kStop: return t + b.stops()[e.index].label;
      case TrackEnd::kJunction: return t + "j" + b.junctions()[e.index].id;
    }
    return t;
  };
  std::vector<std::string> segs;
  for (int s : l.segments) {
    const Segment& seg = b.segments()[s];
    std::string a = end_text(seg, seg.a), c = end_text(seg, seg.b);
    if (c < a) std::swap(a, c);
    segs.push_back(a + "-" + c + (seg.terminal ? "T" : ""));
  }
  std::sort(segs.begin(), segs.end());
  std::string text;
  for (const auto& x : segs) text += x + ";";
  return text;
}

// What a train is to scoring, as text.
std::string TrainText(const Train& t) {
  std::string s = t.name + "(";
  for (const TrainRow& r : t.rows)
    s += std::to_string(r.kinds) + ":" + std::to_string(r.visit) + ":" + std::to_string(r.pay) + ",";
  s += "|" + std::to_string(t.pay_total) + "|" + std::to_string(t.multiplier) + "/" + std::to_string(t.divisor) + "|" +
       std::to_string(static_cast<int>(t.rounding)) + "|";
  for (int m : t.must_visit) s += std::to_string(m) + ",";
  s += "|" + std::to_string(t.pay_first) + "|" + std::to_string(t.paid_stops_need_token) + "|" +
       std::to_string(t.stop_bonuses) + "|" + std::to_string(t.shares_track) + "|" + t.revenue_key + ")";
  return s;
}

// What every route of the network reads: the company, the trains scored,
// the bonuses of hexes and routes, the home bonus.
std::string NetworkKey(const Network& net, const std::vector<const Train*>& types) {
  const Company& c = net.company();
  std::string key = c.name + "|" + std::to_string(c.most_stops.per_stop) + "|" + std::to_string(net.home_amount()) + "|";
  for (const Train* t : types) key += TrainText(*t) + ";";
  const BonusRules& bonus = net.bonus_rules();
  const std::vector<BoardHex>& hexes = net.board().hexes();  // (by place: a hex's index is not)
  key += "|";
  for (size_t h = 0; h < bonus.hex_bonus.size(); ++h)
    if (bonus.hex_bonus[h] || bonus.bonus_hex[h]) key += hexes[h].coord + "=" + std::to_string(bonus.hex_bonus[h]) + ",";
  for (const CompiledBonus& rb : bonus.route) {
    key += "|" + std::to_string(rb.need) + "/" + std::to_string(rb.amount) + "/" + std::to_string(rb.multiplied) +
           std::to_string(rb.divided);
    for (const auto& list : rb.lists) {
      key += ":";
      for (int h : list) key += hexes[h].coord + ",";
    }
  }
  return key;
}

// A stop as text: its label, then all that the walk and the scoring read of
// it (whether the network holds it, may pass it; its kind, values, station,
// home; the stops of its location).
std::vector<std::string> StopTexts(const Network& net) {
  const Board& b = net.board();
  std::map<int, std::string> group;  // the labels of each location's stops
  for (const Stop& s : b.stops()) group[s.group] += s.label + ",";
  std::vector<std::string> out;
  out.reserve(b.stops().size());
  for (size_t i = 0; i < b.stops().size(); ++i) {
    const Stop& s = b.stops()[i];
    const StopScore& ss = net.stop_scores()[i];
    const int stop = static_cast<int>(i);
    std::string t = s.label + "|" + std::to_string(net.NodeOfStop(stop) >= 0) + std::to_string(net.StopIsTerminal(stop)) +
                    "|" + std::to_string(static_cast<int>(ss.kind)) + "|" + std::to_string(ss.value) + "|" +
                    std::to_string(ss.per_token) + std::to_string(ss.station) + std::to_string(ss.home) + "|" +
                    (ss.hex >= 0 ? b.hexes()[ss.hex].coord : "") + "|" + std::to_string(ss.bonus) + "|" + std::to_string(s.value) + "|" +
                    std::to_string(s.token_revenue) + "|" + group[s.group] + "|";
    for (const auto& [k, v] : s.keyed_values) t += k + "=" + std::to_string(v) + ",";
    out.push_back(std::move(t));
  }
  return out;
}

// (Texts name hexes by coordinate: a board numbers its hexes in an order
// that a lay may change.)

// Per text of `from`, its index in `to`; -1 where `to` lacks it or either
// holds it twice (a text read twice cannot say which it is).
std::vector<int> MatchTexts(const std::vector<std::string>& from, const std::vector<std::string>& to) {
  std::unordered_map<std::string_view, int> at;
  for (size_t i = 0; i < to.size(); ++i) {
    auto [it, fresh] = at.emplace(to[i], static_cast<int>(i));
    if (!fresh) it->second = -1;
  }
  std::unordered_map<std::string_view, int> seen;
  for (const auto& t : from) ++seen[t];
  std::vector<int> out(from.size(), -1);
  for (size_t i = 0; i < from.size(); ++i)
    if (auto it = at.find(from[i]); it != at.end() && seen[from[i]] == 1) out[i] = it->second;
  return out;
}

}  // namespace

NetworkText::NetworkText(const Network& net, const std::vector<const Train*>& types)
    : key(NetworkKey(net, types)), stops(StopTexts(net)) {
  links.reserve(net.links().size());
  for (const Link& l : net.links()) links.push_back(LinkText(net.board(), l));
}

bool CarryOver(const KnownRoutes& known, const Network& net, const std::vector<const Train*>& types,
               CarriedRoutes* out) {
  const NetworkText now(net, types);
  if (now.key != known.text.key) return false;
  // Known links and stops as the network's; the network's that no known one matches.
  const std::vector<int> link_to = MatchTexts(known.text.links, now.links);
  const std::vector<int> stop_to = MatchTexts(known.text.stops, now.stops);
  out->link_changed.assign(now.links.size(), 1);
  out->stop_changed.assign(now.stops.size(), 1);
  for (int l : link_to)
    if (l >= 0) out->link_changed[l] = 0;
  for (int s : stop_to)
    if (s >= 0) out->stop_changed[s] = 0;
  // The known routes over nothing changed, renumbered; each type's
  // candidates among them, in their order.
  const RouteStore& from = known.found.routes;
  RouteStore& to = out->found.routes;
  to.words = ResourceWords(net);
  to.stops.reserve(from.stops.size()), to.links.reserve(from.links.size());
  to.stops_at.reserve(from.stops_at.size()), to.links_at.reserve(from.links_at.size());
  to.track.reserve(from.track.size() / std::max(from.words, 1) * to.words);
  std::vector<int> route_to(from.size(), -1);
  for (int r = 0; r < from.size(); ++r) {
    bool carried = true;
    for (int s : from.Stops(r)) carried = carried && stop_to[s] >= 0;
    for (int l : from.Links(r)) carried = carried && link_to[l] >= 0;
    if (!carried) continue;
    route_to[r] = to.size();
    for (int s : from.Stops(r)) to.stops.push_back(stop_to[s]);
    for (int l : from.Links(r)) to.links.push_back(link_to[l]);
    to.stops_at.push_back(to.stops.size());
    to.links_at.push_back(to.links.size());
    to.track.resize(to.track.size() + to.words, 0);
    AddTrackOfRoute(net, to.stops[to.stops_at[route_to[r]]], to.Links(route_to[r]), &to.track[to.track.size() - to.words]);
  }
  out->found.by_type.assign(known.found.by_type.size(), {});
  for (size_t t = 0; t < known.found.by_type.size(); ++t)
    for (const Candidate& c : known.found.by_type[t])
      if (route_to[c.route] >= 0) out->found.by_type[t].push_back({route_to[c.route], c.score});
  return true;
}

}  // namespace xxroute
