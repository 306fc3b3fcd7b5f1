#include "known_routes.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <unordered_map>

#include "xxroute/enumerate.h"

namespace xxroute {

namespace {

// (Each text written to a stream: a chain of string additions here made
// GCC 12 warn of an overlap it cannot have, -Wrestrict.)

// A link as text: its pieces by place (hex, edge and lane, stop, junction),
// sorted, so that the same track reads the same in any network.
std::string LinkText(const Board& b, const Link& l) {
  auto end_text = [&](const Segment& s, const TrackEnd& e) {
    std::ostringstream t;
    t << b.hexes()[s.hex].coord << ':';
    switch (e.kind) {
      case TrackEnd::kEdge: t << 'e' << e.index << '/' << e.lane_width << '.' << e.lane; break;
      case TrackEnd::kStop: t << b.stops()[e.index].label; break;
      case TrackEnd::kJunction: t << 'j' << b.junctions()[e.index].id; break;
    }
    return t.str();
  };
  std::vector<std::string> segs;
  for (int s : l.segments) {
    const Segment& seg = b.segments()[s];
    std::string a = end_text(seg, seg.a), c = end_text(seg, seg.b);
    if (c < a) std::swap(a, c);
    segs.push_back(a + '-' + c + (seg.terminal ? "T" : ""));
  }
  std::sort(segs.begin(), segs.end());
  std::string text;
  for (const auto& x : segs) text += x + ';';
  return text;
}

// What a train is to scoring, as text.
void WriteTrain(std::ostream& o, const Train& t) {
  o << t.name << '(';
  for (const TrainRow& r : t.rows) o << r.kinds << ':' << r.visit << ':' << r.pay << ',';
  o << '|' << t.pay_total << '|' << t.multiplier << '/' << t.divisor << '|' << static_cast<int>(t.rounding) << '|';
  for (int m : t.must_visit) o << m << ',';
  o << '|' << t.pay_first << '|' << t.paid_stops_need_token << '|' << t.stop_bonuses << '|' << t.shares_track << '|'
    << t.revenue_key << ')';
}

// A train type as text (WriteTrain).
std::string TrainText(const Train& t) {
  std::ostringstream o;
  WriteTrain(o, t);
  return o.str();
}

// What every route of the network reads: the company, the trains scored
// (none: the key less the trains), the bonuses of hexes and routes, the
// home bonus.
std::string NetworkKey(const Network& net, const std::vector<const Train*>& types) {
  const Company& c = net.company();
  std::ostringstream key;
  key << c.name << '|' << c.most_stops.per_stop << '|' << net.home_amount() << '|';
  for (const Train* t : types) WriteTrain(key, *t), key << ';';
  const BonusRules& bonus = net.bonus_rules();
  const std::vector<BoardHex>& hexes = net.board().hexes();  // (by place: a hex's index is not)
  key << '|';
  for (size_t h = 0; h < bonus.hex_bonus.size(); ++h)
    if (bonus.hex_bonus[h] || bonus.bonus_hex[h]) key << hexes[h].coord << '=' << bonus.hex_bonus[h] << ',';
  for (const CompiledBonus& rb : bonus.route) {
    key << '|' << rb.need << '/' << rb.amount << '/' << rb.multiplied << rb.divided;
    for (const auto& list : rb.lists) {
      key << ':';
      for (int h : list) key << hexes[h].coord << ',';
    }
  }
  return key.str();
}

// A stop as text: its label, then all that the walk and the scoring read of
// it (whether the network holds it, may pass it; its kind, values, station,
// home; the stops of its location).
std::vector<std::string> StopTexts(const Network& net) {
  const Board& b = net.board();
  std::map<int, std::string> group;  // the labels of each location's stops
  for (const Stop& s : b.stops()) group[s.group] += s.label + ',';
  std::vector<std::string> out;
  out.reserve(b.stops().size());
  for (size_t i = 0; i < b.stops().size(); ++i) {
    const Stop& s = b.stops()[i];
    const StopScore& ss = net.stop_scores()[i];
    const int stop = static_cast<int>(i);
    std::ostringstream t;
    t << s.label << '|' << (net.NodeOfStop(stop) >= 0) << net.StopIsTerminal(stop) << '|' << static_cast<int>(ss.kind)
      << '|' << ss.value << '|' << ss.per_token << ss.station << ss.home << '|'
      << (ss.hex >= 0 ? b.hexes()[ss.hex].coord : "") << '|' << ss.bonus << '|' << s.value << '|' << s.token_revenue
      << '|' << group[s.group] << '|';
    for (const auto& [k, v] : s.keyed_values) t << k << '=' << v << ',';
    out.push_back(t.str());
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

// A known route's track as a changed network's: each known link's track is
// its matched link's, and the lanes at that link's ends (a route runs
// through every hex side its links end at, so its track is its links'
// steps: TrackOfStep, as AddTrackOfRoute reads it). Read a byte of known track at a time: per byte
// of the known track and value, the network's track it stands for.
class TrackAsNow {
 public:
  TrackAsNow(const KnownRoutes& known, const Network& net, const std::vector<int>& link_to)
      : from_words_(known.found.routes.words), words_(ResourceWords(net)),
        table_(static_cast<size_t>(from_words_) * 8 * 256 * words_, 0) {
    for (int b = 0; b < from_words_ * 8; ++b) {
      uint64_t* row = table_.data() + static_cast<size_t>(b) * 256 * words_;
      for (int bit = 0; bit < 8; ++bit) {
        const int k = b * 8 + bit;
        if (k >= static_cast<int>(known.resource_link.size())) break;
        const int l = known.resource_link[k];
        if (l < 0 || link_to[l] < 0) continue;  // (a lane: read with its links)
        uint64_t* one = row + static_cast<size_t>(1 << bit) * words_;
        auto set = [&](int r) {
          if (r >= 0) one[r >> 6] |= uint64_t{1} << (r & 63);
        };
        for (int end : net.links()[link_to[l]].node) {  // (the link's step towards either end: TrackOfStep)
          const StepTrack step = TrackOfStep(net, link_to[l], end);
          set(step.link);
          set(step.lane);
        }
      }
      for (int value = 1; value < 256; ++value) {  // (each value: its lowest bit's and the rest's)
        const int low = value & -value;
        if (value == low) continue;
        for (int w = 0; w < words_; ++w)
          row[value * words_ + w] = row[low * words_ + w] | row[(value ^ low) * words_ + w];
      }
    }
  }

  // Or's into `track` (the network's words) the track of `known_track`.
  void Add(const uint64_t* known_track, uint64_t* track) const {
    for (int b = 0; b < from_words_ * 8; ++b)
      if (const unsigned value = known_track[b >> 3] >> ((b & 7) * 8) & 255) {
        const uint64_t* now = table_.data() + (static_cast<size_t>(b) * 256 + value) * words_;
        for (int w = 0; w < words_; ++w) track[w] |= now[w];
      }
  }

 private:
  int from_words_, words_;
  std::vector<uint64_t> table_;  // [byte][value][word]
};

}  // namespace

NetworkText::NetworkText(const Network& net, const std::vector<const Train*>& types)
    : key(NetworkKey(net, types)), network_key(NetworkKey(net, {})), stops(StopTexts(net)) {
  for (const Train* t : types) trains.push_back(TrainText(*t));
  links.reserve(net.links().size());
  for (const Link& l : net.links()) links.push_back(LinkText(net.board(), l));
}

KnownRoutes::KnownRoutes(const Network& net, const std::vector<const Train*>& types)
    : text(net, types), resource_link(net.resource_count(), -1) {
  for (size_t l = 0; l < net.links().size(); ++l) {
    const Link& link = net.links()[l];
    resource_link[link.resource] = static_cast<int>(l);
    std::array<int, 2> ends{};
    for (int e = 0; e < 2; ++e) {
      const Node& n = net.nodes()[link.node[e]];
      ends[e] = n.kind == Node::kStop ? n.stop : -1;
    }
    link_stops.push_back(ends);
  }
}

bool MatchKnown(const KnownRoutes& known, const Network& net, const std::vector<const Train*>& types,
                CarriedRoutes* out) {
  const NetworkText now(net, types);
  if (now.network_key != known.text.network_key) return false;
  // Known links and stops as the network's; the network's that no known one matches.
  out->link_to = MatchTexts(known.text.links, now.links);
  out->stop_to = MatchTexts(known.text.stops, now.stops);
  out->link_changed.assign(now.links.size(), 1);
  out->stop_changed.assign(now.stops.size(), 1);
  for (int l : out->link_to)
    if (l >= 0) out->link_changed[l] = 0;
  for (int s : out->stop_to)
    if (s >= 0) out->stop_changed[s] = 0;
  // Each type as the known one scored alike: the same key, the same types
  // in order; other trains, type by type, and only on the same track.
  out->new_types = now.key != known.text.key;
  out->type_from.assign(types.size(), -1);
  for (size_t t = 0; t < types.size(); ++t)
    out->type_from[t] = !out->new_types ? static_cast<int>(t) : MatchTexts({now.trains[t]}, known.text.trains)[0];
  const bool same_track = std::count(out->link_changed.begin(), out->link_changed.end(), 1) == 0 &&
                          std::count(out->stop_changed.begin(), out->stop_changed.end(), 1) == 0 &&
                          now.links.size() == known.text.links.size() && now.stops.size() == known.text.stops.size();
  if (out->new_types && !same_track) return false;
  const RouteStore& from = known.found.routes;
  out->route_carried.assign(from.size(), 1);
  // The known track no carried route runs: each link the network lacks, and
  // each link to a stop it lacks (a route visits every stop it runs by a
  // link that ends there, so its track shows the stops too).
  std::vector<uint64_t> gone(from.words, 0);
  for (size_t k = 0; k < known.resource_link.size(); ++k) {
    const int l = known.resource_link[k];
    if (l < 0) continue;
    bool lost = out->link_to[l] < 0;
    for (int s : known.link_stops[l]) lost = lost || (s >= 0 && out->stop_to[s] < 0);
    if (lost) gone[k >> 6] |= uint64_t{1} << (k & 63);
  }
  for (int r = 0; r < from.size(); ++r) {
    const uint64_t* track = from.Track(r);
    uint64_t hit = 0;
    for (int w = 0; w < from.words; ++w) hit |= track[w] & gone[w];
    out->route_carried[r] = !hit;
  }
  out->candidates = 0;
  for (int from : out->type_from)
    if (from >= 0)
      for (const Candidate& c : known.found.by_type[from]) out->candidates += out->route_carried[c.route];
  return true;
}

std::vector<int64_t> CarriedTops(const KnownRoutes& known, const CarriedRoutes& carried) {
  std::vector<int64_t> tops(carried.type_from.size(), 0);
  for (size_t t = 0; t < tops.size(); ++t)
    if (const int from = carried.type_from[t]; from >= 0)
      for (const Candidate& c : known.found.by_type[from])  // (best first: the first carried)
        if (carried.route_carried[c.route]) {
          tops[t] = std::max<int64_t>(c.score, 0);
          break;
        }
  return tops;
}

int64_t CarriedAnswer(const KnownRoutes& known, const CarriedRoutes& carried, const std::vector<int>& searched) {
  if (searched.empty() || carried.new_types || searched != known.searched) return 0;  // (other trains)
  int64_t value = 0;
  for (const Candidate& c : known.answer)
    if (carried.route_carried[c.route]) value += c.score;
  return value;
}

long CopyCarried(const KnownRoutes& known, const Network& net, const std::vector<int64_t>& floor,
                 CarriedRoutes* out) {
  // The known routes over nothing changed that some type keeps, lent;
  // each type's candidates among them, in their order.
  const RouteStore& from = known.found.routes;
  std::vector<char> wanted(from.size(), 0);
  const std::vector<int>& type_from = out->type_from;
  for (size_t t = 0; t < type_from.size(); ++t) {
    if (type_from[t] < 0) continue;
    for (const Candidate& c : known.found.by_type[type_from[t]]) {
      if (c.score < floor[t]) break;  // (best first: the rest score less)
      wanted[c.route] = 1;
    }
  }
  RouteStore& to = out->found.routes;
  to = RouteStore{};
  to.words = ResourceWords(net);
  const TrackAsNow as_now(known, net, out->link_to);
  // The routes lent, their stops left in the known store.
  to.lender = &from;
  to.stop_to = out->stop_to;
  for (int r = 0; r < from.size(); ++r)
    if (wanted[r] && out->route_carried[r]) to.lent.push_back(r);
  to.track.assign(to.lent.size() * to.words, 0);
  std::vector<int> route_to(from.size(), -1);
  for (int k = 0; k < to.Lent(); ++k) {
    const int r = to.lent[k];
    route_to[r] = k;
    as_now.Add(from.Track(r), to.track.data() + static_cast<size_t>(k) * to.words);  // (no words: no track)
  }
  out->found.by_type.assign(type_from.size(), {});
  long below = 0;
  for (size_t t = 0; t < type_from.size(); ++t) {
    if (type_from[t] < 0) continue;  // (a type the known solve did not score: walked)
    for (const Candidate& c : known.found.by_type[type_from[t]])
      if (c.score < floor[t]) below += out->route_carried[c.route];
      else if (route_to[c.route] >= 0) out->found.by_type[t].push_back({route_to[c.route], c.score});
  }
  return below;
}

}  // namespace xxroute
