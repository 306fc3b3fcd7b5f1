#include "declare.h"

#include <algorithm>

#include "rng.h"

namespace ref {

namespace {

class Drawer {
 public:
  Drawer(const Reference& r, uint64_t seed) : ref_(r), rng_(seed) {}

  Declaration Draw() {
    const int roll = rng_.Between(1, 100);
    if (roll <= 10) return Waypointed();
    if (roll <= 30) return One("legal", LegalWalk());
    if (roll <= 40) return One("any walk", AnyWalk());
    if (roll <= 52) return One("joined at a stop", Joined());
    if (roll <= 60) return Mutated("two stops swapped", 3, [&](std::vector<int>& s) {
      // Not both ends of three stops: that is the route reversed.
      const int n = static_cast<int>(s.size());
      int i = rng_.Between(0, n - 1), j = (i + rng_.Between(1, n - 1)) % n;
      if (n == 3 && i + j == 2 && i != j && i != 1) j = 1;
      std::swap(s[i], s[j]);
    });
    if (roll <= 66) return Mutated("a stop twice", 2, [&](std::vector<int>& s) {
      int i = rng_.Between(0, s.size() - 1);
      s.insert(s.begin() + rng_.Between(0, s.size()), s[i]);
    });
    if (roll <= 72) return Mutated("a middle stop dropped", 3, [&](std::vector<int>& s) {
      s.erase(s.begin() + rng_.Between(1, s.size() - 2));
    });
    if (roll <= 78) return Mutated("a stop added", 2, [&](std::vector<int>& s) {
      s.insert(s.begin() + rng_.Between(0, s.size()), rng_.Between(0, ref_.track().stop_count - 1));
    });
    if (roll <= 84) return Mutated("a leg reversed", 3, [&](std::vector<int>& s) {
      // Part of the route, not all of it (that is the route reversed).
      const int n = static_cast<int>(s.size());
      int a = rng_.Between(0, n - 2), b = rng_.Between(a + 1, n - 1);
      if (a == 0 && b == n - 1) rng_.Chance(50) ? ++a : --b;
      std::reverse(s.begin() + a, s.begin() + b + 1);
    });
    return Pair();
  }

 private:
  const Reference& ref_;
  Rng rng_;

  std::string TrainName() { return rng_.Pick(ref_.trains())->name; }

  std::vector<std::string> Labels(const std::vector<int>& stops) const {
    std::vector<std::string> out;
    for (int s : stops) out.push_back(ref_.track().label[s]);
    return out;
  }

  Declaration One(const std::string& how, const std::pair<std::string, std::vector<int>>& route) {
    return Declaration{how, {DeclaredStops{route.first, Labels(route.second)}}};
  }

  std::pair<std::string, std::vector<int>> AnyWalk() {
    const auto& walks = ref_.walks();
    return {TrainName(), walks[rng_.Next() % walks.size()].stops};
  }

  // A walk some train may run (or any walk, when no train has one).
  std::pair<std::string, std::vector<int>> LegalWalk() {
    const auto& walks = ref_.walks();
    for (int tries = 0; tries < 40; ++tries) {
      const Train* t = rng_.Pick(ref_.trains());
      const Walk& w = walks[rng_.Next() % walks.size()];
      if (ref_.scorer().Score(*t, w.stops).legal) return {t->name, w.stops};
    }
    return AnyWalk();
  }

  // Two walks joined where one ends and the other starts: through an
  // offboard, a mine, a blocked city, a terminal path or a group.
  std::pair<std::string, std::vector<int>> Joined() {
    const auto& walks = ref_.walks();
    const Walk& first = walks[rng_.Next() % walks.size()];
    std::vector<const Walk*> next;
    for (const Walk& w : walks)
      if (w.stops.front() == first.stops.back()) next.push_back(&w);
    std::vector<int> stops = first.stops;
    const Walk& second = *next[rng_.Next() % next.size()];  // never empty: first reversed is there
    stops.insert(stops.end(), second.stops.begin() + 1, second.stops.end());
    return {TrainName(), stops};
  }

  // A walk of at least `stops` stops (legal for its train mostly), changed.
  template <typename F>
  Declaration Mutated(const std::string& how, size_t stops, F change) {
    auto route = rng_.Chance(70) ? LegalWalk() : AnyWalk();
    for (int tries = 0; tries < 20 && route.second.size() < stops; ++tries) route = AnyWalk();
    if (route.second.size() >= stops) change(route.second);
    return One(route.second.size() >= stops ? how : "any walk", route);
  }

  // A route naming hexes of only track between its stops (waypoints): hexes
  // its walk passes, where it passes them (one or two, a middle stop
  // sometimes left out); one of them written a leg early or late; or any
  // such hex of the board written anywhere between two stops.
  Declaration Waypointed() {
    std::vector<std::string> track_only;
    for (const Hex& h : ref_.board().hexes)
      if (ref_.TrackOnlyHex(h.coord) >= 0) track_only.push_back(h.coord);
    if (track_only.empty()) return One("legal", LegalWalk());
    const Walk* walk = nullptr;
    const Train* train = nullptr;
    for (int tries = 0; tries < 40 && !walk; ++tries) {
      const Train* t = rng_.Pick(ref_.trains());
      const Walk& w = ref_.walks()[rng_.Next() % ref_.walks().size()];
      if (ref_.scorer().Score(*t, w.stops).legal || tries == 39) walk = &w, train = t;
    }
    // Where the walk passes a hex of only track: (leg, hex).
    std::vector<std::pair<int, std::string>> passed;
    for (size_t leg = 0; leg + 1 < walk->stops.size(); ++leg)
      for (int p = walk->stop_at[leg]; p < walk->stop_at[leg + 1]; ++p) {
        const std::string& coord = ref_.board().hexes[ref_.track().segments[walk->path[p]].hex].coord;
        if (ref_.TrackOnlyHex(coord) >= 0) passed.push_back({static_cast<int>(leg), coord});
      }
    const int legs = static_cast<int>(walk->stops.size()) - 1;
    std::vector<std::vector<std::string>> after(walk->stops.size());  // waypoints written after each stop
    std::string how;
    const int roll = rng_.Between(1, 100);
    if (!passed.empty() && roll <= 60) {
      how = "waypoints where passed";
      size_t a = rng_.Next() % passed.size(), b = rng_.Next() % passed.size();
      if (a > b) std::swap(a, b);
      after[passed[a].first].push_back(passed[a].second);
      if (b != a && rng_.Chance(40)) after[passed[b].first].push_back(passed[b].second), how = "two waypoints where passed";
    } else if (!passed.empty() && legs > 1 && roll <= 80) {
      how = "a waypoint a leg off";
      const auto& [leg, coord] = passed[rng_.Next() % passed.size()];
      after[leg == 0 ? 1 : leg == legs - 1 ? leg - 1 : leg + (rng_.Chance(50) ? 1 : -1)].push_back(coord);
    } else {
      how = "any waypoint";
      after[rng_.Between(0, legs - 1)].push_back(rng_.Pick(track_only));
    }
    std::vector<std::string> labels;
    for (size_t i = 0; i < walk->stops.size(); ++i) {
      labels.push_back(ref_.track().label[walk->stops[i]]);
      labels.insert(labels.end(), after[i].begin(), after[i].end());
    }
    // Sometimes a middle stop left out (the reading fills it in).
    if (walk->stops.size() > 2 && rng_.Chance(30)) {
      const std::string gone = ref_.track().label[walk->stops[rng_.Between(1, legs - 1)]];
      labels.erase(std::find(labels.begin(), labels.end(), gone));
      how += ", a stop left out";
    }
    return Declaration{how, {DeclaredStops{train->name, labels}}};
  }

  // Two trains at once: two of the company's trains where it has two, on
  // walks that share no track or (sometimes) do.
  Declaration Pair() {
    Declaration d{"two routes", {}};
    std::vector<const Train*> trains = ref_.trains();
    rng_.Shuffle(trains);
    auto first = LegalWalk();
    d.routes.push_back(DeclaredStops{first.first, Labels(first.second)});
    const Train& second_train = trains.size() > 1 && trains[0]->name == first.first ? *trains[1] : *trains[0];
    const Resources* used = nullptr;
    for (const Walk& w : ref_.walks())
      if (w.stops == first.second) used = &w.used;
    std::vector<const Walk*> apart, any;
    for (const Walk& w : ref_.walks()) {
      if (!ref_.scorer().Score(second_train, w.stops).legal) continue;
      any.push_back(&w);
      if (used && (w.used & *used).none()) apart.push_back(&w);
    }
    const std::vector<const Walk*>& pool = !apart.empty() && rng_.Chance(75) ? apart : any;
    const std::vector<int> stops = pool.empty() ? AnyWalk().second : pool[rng_.Next() % pool.size()]->stops;
    d.routes.push_back(DeclaredStops{second_train.name, Labels(stops)});
    return d;
  }
};

}  // namespace

std::vector<Declaration> Declarations(const Reference& r, uint64_t seed, int count) {
  std::vector<Declaration> out;
  if (r.walks().empty() || r.trains().empty()) return out;
  Drawer d(r, seed);
  for (int i = 0; i < count; ++i) out.push_back(d.Draw());
  return out;
}

Declaration Reversed(const Declaration& d) {
  Declaration r = d;
  r.how += ", stops in reverse order";
  for (auto& route : r.routes) std::reverse(route.stops.begin(), route.stops.end());
  return r;
}

}  // namespace ref
