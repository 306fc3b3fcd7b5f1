#include "facts.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace ref {

namespace {

bool Holds(const Stop& s, const std::string& company) {
  return std::find(s.tokens.begin(), s.tokens.end(), company) != s.tokens.end();
}

int Revenue(const Stop& s, const std::string& colour) {
  if (s.by_colour.empty()) return s.revenue;
  auto it = s.by_colour.find(colour);
  if (it == s.by_colour.end()) throw std::runtime_error("reference: stop " + s.id + " has no " + colour + " revenue");
  return it->second;
}

}  // namespace

Facts ReadFacts(const Board& board, const Track& track) {
  Facts f;
  const std::string& me = board.runner;
  std::map<std::string, int> groups;
  for (int i = 0; i < track.stop_count; ++i) {
    const Stop& s = *track.stop[i];
    StopFacts sf;
    sf.kind = s.kind;
    sf.hex = board.hexes[track.stop_hex[i]].coord;
    if (!s.group.empty()) sf.group = groups.emplace(s.group, static_cast<int>(groups.size())).first->second;
    const bool mine = s.kind == Kind::kMine;
    sf.station = Holds(s, me) && (s.kind == Kind::kCity || mine);
    sf.token_city = Holds(s, me) && s.kind == Kind::kCity;
    sf.value = mine ? 0 : Revenue(s, board.colour);
    if (!mine && s.token_revenue >= 0 && Holds(s, me)) sf.value = s.token_revenue, sf.token_value = true;
    if (!mine) sf.by_key = s.by_colour;
    sf.subsidy = mine ? Revenue(s, board.colour) : 0;
    sf.per_token = s.per_token;
    sf.bonus = mine ? 0 : s.bonus;
    const bool blocked = s.kind == Kind::kCity && s.slots > 0 &&
                         static_cast<int>(s.tokens.size()) >= s.slots && !Holds(s, me);
    sf.may_pass = !(s.kind == Kind::kOffboard || (mine && !s.pass_through) || blocked);
    f.stops.push_back(sf);
  }
  const Company& co = board.RunningCompany();
  const HomeBonus& hb = board.home_bonus;
  if (hb.given && !co.home.empty() &&
      (!hb.has_types || std::find(hb.types.begin(), hb.types.end(), co.type) != hb.types.end())) {
    f.home.insert(co.home);
    f.home.insert(co.more_homes.begin(), co.more_homes.end());
    f.home_amount = hb.amount;
  }
  return f;
}

}  // namespace ref
