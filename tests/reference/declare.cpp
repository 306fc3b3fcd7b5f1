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
    if (roll <= 30) return One("legal", LegalWalk());
    if (roll <= 40) return One("any walk", AnyWalk());
    if (roll <= 52) return One("joined at a stop", Joined());
    if (roll <= 60) return Mutated("two stops swapped", [&](std::vector<int>& s) {
      if (s.size() >= 2) std::swap(s[rng_.Between(0, s.size() - 1)], s[rng_.Between(0, s.size() - 1)]);
    });
    if (roll <= 66) return Mutated("a stop twice", [&](std::vector<int>& s) {
      int i = rng_.Between(0, s.size() - 1);
      s.insert(s.begin() + rng_.Between(0, s.size()), s[i]);
    });
    if (roll <= 72) return Mutated("a middle stop dropped", [&](std::vector<int>& s) {
      if (s.size() >= 3) s.erase(s.begin() + rng_.Between(1, s.size() - 2));
    });
    if (roll <= 78) return Mutated("a stop added", [&](std::vector<int>& s) {
      s.insert(s.begin() + rng_.Between(0, s.size()), rng_.Between(0, ref_.track().stop_count - 1));
    });
    if (roll <= 84) return Mutated("a leg reversed", [&](std::vector<int>& s) {
      if (s.size() < 3) return;
      int a = rng_.Between(0, s.size() - 2), b = rng_.Between(a + 1, s.size() - 1);
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

  template <typename F>
  Declaration Mutated(const std::string& how, F change) {
    auto route = rng_.Chance(70) ? LegalWalk() : AnyWalk();
    change(route.second);
    return One(how, route);
  }

  // Two trains at once (sharing track or not).
  Declaration Pair() {
    Declaration d{"two routes", {}};
    for (int i = 0; i < 2; ++i) {
      auto route = LegalWalk();
      d.routes.push_back(DeclaredStops{route.first, Labels(route.second)});
    }
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
