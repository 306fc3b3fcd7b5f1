// The solver's answer is the true maximum: compared with a brute force over
// every combination of routes on many small random boards.
#include <doctest/doctest.h>

#include <omp.h>

#include <functional>
#include <random>
#include <sstream>

#include "helpers.h"
#include "xxroute/enumerate.h"
#include "xxroute/route.h"

using namespace xxroute;
using xxroute::test::Case;

namespace {

// A random board of 3 rows of pointy hexes: cities, towns, offboards, plain
// track and junctions, tokens of X and Y, and 1-3 random trains for X.
std::string RandomBoard(std::mt19937& rng, bool bonuses = false, int max_trains = 3) {
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  std::ostringstream y;
  y << "layout: pointy\ncolor: yellow\nhexes:\n";
  const char* coords[] = {"A1", "A3", "A5", "A7", "B2", "B4", "B6", "C1", "C3", "C5", "C7"};
  int x_tokens = 0;
  for (const char* c : coords) {
    if (pick(5) == 0) continue;  // no track here
    int edges[6] = {0, 1, 2, 3, 4, 5};
    std::shuffle(edges, edges + 6, rng);
    int k = 2 + pick(3);
    int what = pick(10);
    y << "  " << c << ":\n";
    if (what < 6) {
      const char* kind = what < 3 ? "city" : what < 5 ? "town" : "offboard";
      y << "    stops: {s0: {kind: " << kind << ", revenue: " << 10 * (1 + pick(5));
      if (bonuses && pick(2) == 0) y << ", bonus: " << 10 * (1 + pick(9));
      if (what < 3) {
        int slots = 1 + pick(2);
        y << ", slots: " << slots;
        int t = pick(4);
        if (t == 0 || (x_tokens == 0 && t == 1)) y << ", tokens: [X]", ++x_tokens;
        else if (t == 2) y << ", tokens: [Y" << (slots == 2 ? ", Z" : "") << "]";
      }
      y << "}}\n    paths: [";
      for (int i = 0; i < k; ++i) y << (i ? ", " : "") << "[" << edges[i] << ", s0]";
      y << "]\n";
    } else if (what < 8) {
      y << "    junctions: [j0]\n    paths: [";
      for (int i = 0; i < k; ++i) y << (i ? ", " : "") << "[" << edges[i] << ", j0]";
      y << "]\n";
    } else {
      y << "    paths: [[" << edges[0] << ", " << edges[1] << "]";
      if (k >= 4) y << ", [" << edges[2] << ", " << edges[3] << "]";
      y << "]\n";
    }
  }
  if (bonuses) {  // one-row trains only: the brute force scores them itself
    y << "trains:\n"
         "  - {name: P, distance: [{kinds: [city, town, offboard], visit: 4, pay: 2}], stop_bonuses: 1}\n"
         "  - {name: Q, distance: 3, stop_bonuses: 2}\n"
         "  - {name: R, distance: 3, stop_bonuses: 0}\n"
         "  - {name: S, distance: [{kinds: [city, town, offboard], visit: 99, pay: 2}], shares_track: true}\n"
         "companies:\n  X: {trains: [";
    const char* names[] = {"P", "Q", "R", "S"};
    int n = 1 + pick(3);
    for (int i = 0; i < n; ++i) y << (i ? ", " : "") << names[pick(4)];
    y << "]}\n";
    return y.str();
  }
  const char* trains[] = {"\"2\"", "\"3\"", "\"4\"", "\"2+2\"", "\"3E\""};
  y << "trains:\n"
       "  - {name: \"2+2\", distance: [{kinds: [town], visit: 2}, {kinds: [city, offboard, town], visit: 2}]}\n"
       "  - {name: \"3E\", distance: [{kinds: [city, offboard], visit: 3}, {kinds: [town], visit: 99}], "
       "pay_total: 3, pay_first: [city, offboard]}\n"
       "companies:\n  X: {trains: [";
  int n = 1 + pick(max_trains);
  for (int i = 0; i < n; ++i) y << (i ? ", " : "") << trains[pick(5)];
  y << "]}\n";
  return y.str();
}

// Every route the network allows.
std::vector<Walk> AllWalks(const Network& net) {
  std::vector<Walk> walks;
  EnumerateOptions eo;
  eo.found = [&](const Walk& w) {
    walks.push_back(w);
    return true;
  };
  Enumerate(net, eo);
  return walks;
}

// The best of every combination of one route (or none) per train, track
// disjoint; legal[t] lists train t's (walk, revenue) pairs.
int BestDisjoint(const Network& net, const std::vector<Walk>& walks,
                 const std::vector<std::vector<std::pair<int, int>>>& legal) {
  std::vector<uint64_t> used(ResourceWords(net), 0);
  int best = 0;
  std::function<void(size_t, int)> go = [&](size_t t, int sum) {
    if (t == legal.size()) {
      best = std::max(best, sum);
      return;
    }
    go(t + 1, sum);
    for (auto [w, rev] : legal[t]) {
      const auto& r = walks[w].resources;
      bool clash = false;
      for (size_t i = 0; i < used.size(); ++i) clash = clash || (r[i] & used[i]);
      if (clash) continue;
      for (size_t i = 0; i < used.size(); ++i) used[i] ^= r[i];
      go(t + 1, sum + rev);
      for (size_t i = 0; i < used.size(); ++i) used[i] ^= r[i];
    }
  };
  go(0, 0);
  return best;
}

// Every combination of one route (or none) per train, scored by the library.
int BruteForce(const Network& net) {
  std::vector<Walk> walks = AllWalks(net);
  const auto& trains = net.company().trains;
  std::vector<std::vector<std::pair<int, int>>> legal(trains.size());  // (walk, revenue)
  for (size_t t = 0; t < trains.size(); ++t)
    for (size_t w = 0; w < walks.size(); ++w) {
      RouteValue v = Evaluate(net, *trains[t], walks[w].stops);
      if (v.legal) legal[t].push_back({static_cast<int>(w), v.revenue});
    }
  return BestDisjoint(net, walks, legal);
}

// A one-row train of RandomBoard(rng, true) scored from first principles:
// every set of paid stops, the best `cap` bonuses among them. -1: illegal.
int ScoreByHand(const Network& net, const Train& t, const std::vector<int>& stops) {
  const auto& all = net.board().stops();
  const int n = static_cast<int>(stops.size());
  if (n > t.rows[0].visit) return -1;
  bool station = false;
  for (int s : stops) station = station || all[s].HasToken("X");
  if (!station) return -1;
  int best = 0;
  for (int mask = 0; mask < (1 << n); ++mask) {
    if (__builtin_popcount(mask) > std::min(t.rows[0].pay, t.pay_total)) continue;
    int sum = 0;
    std::vector<int> bonus;
    for (int i = 0; i < n; ++i)
      if (mask >> i & 1) sum += all[stops[i]].value, bonus.push_back(all[stops[i]].bonus);
    std::sort(bonus.rbegin(), bonus.rend());
    for (int k = 0; k < t.stop_bonuses && k < static_cast<int>(bonus.size()); ++k) sum += bonus[k];
    best = std::max(best, sum);
  }
  return best;
}

}  // namespace

TEST_CASE("stop bonuses and a train sharing track: the brute-force maximum on 300 random boards") {
  std::mt19937 rng(1812);
  int with_bonus = 0;
  for (int i = 0; i < 300; ++i) {
    std::string yaml = RandomBoard(rng, true);
    Case g(yaml, "X");
    std::vector<Walk> walks = AllWalks(*g.net);
    const auto& trains = g.net->company().trains;
    // Each train's legal routes scored by hand (and by the library, which must agree).
    std::vector<std::vector<std::pair<int, int>>> legal(trains.size());
    int shared = 0;  // the best routes of the trains that share track
    for (size_t t = 0; t < trains.size(); ++t) {
      int best = 0;
      for (size_t w = 0; w < walks.size(); ++w) {
        int by_hand = ScoreByHand(*g.net, *trains[t], walks[w].stops);
        RouteValue v = Evaluate(*g.net, *trains[t], walks[w].stops);
        INFO("board " << i << ":\n" << yaml);
        REQUIRE(v.legal == (by_hand >= 0));
        if (by_hand < 0) continue;
        REQUIRE(v.revenue == by_hand);
        legal[t].push_back({static_cast<int>(w), by_hand});
        best = std::max(best, by_hand);
      }
      if (trains[t]->shares_track) shared += best, legal[t].clear();
    }
    const int best = BestDisjoint(*g.net, walks, legal);
    INFO("board " << i << ":\n" << yaml);
    REQUIRE(g.Income() == best + shared);
    with_bonus += yaml.find("bonus: ") != std::string::npos && best + shared > 0;
  }
  CHECK(with_bonus > 50);
}

TEST_CASE("the solver finds the brute-force maximum on 400 random boards") {
  std::mt19937 rng(18);
  int nonzero = 0;
  for (int i = 0; i < 400; ++i) {
    std::string yaml = RandomBoard(rng);
    Case g(yaml, "X");
    Result r = g.Solve();
    int brute = BruteForce(*g.net);
    INFO("board " << i << ":\n" << yaml);
    REQUIRE(r.income == brute);
    nonzero += brute > 0;
    // Whatever the solver returns, the checker accepts for the same income.
    if (!r.routes.empty()) {
      std::vector<DeclaredRoute> own;
      for (const auto& route : r.routes) {
        DeclaredRoute d{route.train->name, {}, 0};
        for (int s : route.stops) d.stops.push_back(g.board->stops()[s].label);
        own.push_back(d);
      }
      CheckResult c = CheckRoutes(*g.net, own);
      REQUIRE(c.legal);
      CHECK(c.income == r.income);
    }
  }
  CHECK(nonzero > 100);  // the boards are not trivially empty
}

TEST_CASE("four trains: the brute-force maximum on 200 random boards") {
  std::mt19937 rng(1856);
  int three_or_four = 0;
  for (int i = 0; i < 200; ++i) {
    std::string yaml = RandomBoard(rng, false, 4);
    Case g(yaml, "X");
    INFO("board " << i << ":\n" << yaml);
    REQUIRE(g.Income() == BruteForce(*g.net));
    three_or_four += g.net->company().trains.size() >= 3;
  }
  CHECK(three_or_four > 50);
}

TEST_CASE("the answer is the same whatever the number of threads") {
  std::mt19937 rng(1867);
  for (int i = 0; i < 150; ++i) {
    std::string yaml = RandomBoard(rng);
    Case g(yaml, "X");
    omp_set_num_threads(1);
    Result one = g.Solve();
    omp_set_num_threads(2);
    Result two = g.Solve();
    INFO("board " << i << ":\n" << yaml);
    REQUIRE(one.income == two.income);
    REQUIRE(one.routes.size() == two.routes.size());
    for (size_t k = 0; k < one.routes.size(); ++k) {
      CHECK(one.routes[k].stops == two.routes[k].stops);
      CHECK(one.routes[k].links == two.routes[k].links);
    }
  }
}

TEST_CASE("identical trains are interchangeable, and a train may stand idle") {
  std::string yaml = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
companies: {X: {trains: ["2", "2", "2"]}}
)";
  Result r = Case(yaml).Solve();
  CHECK(r.income == 50);
  CHECK(r.routes.size() == 1);
}

TEST_CASE("a time limit that cuts the search returns the best found, marked not optimal") {
  auto loaded = test::Load(LoadPosition(XXROUTE_SOURCE_DIR "/fixtures/bench/1824-full-gray-KK.yaml"), "KK");
  const Network& net = loaded->network();
  SolveOptions cut;
  cut.time_limit = 1e-9;
  Result r = Solve(net, cut);
  CHECK_FALSE(r.optimal);
  CHECK(r.income <= 1100);
  Result full = Solve(net);
  CHECK(full.optimal);
  CHECK(full.income == 1100);
}

TEST_CASE("the bench boards get the same answer on one thread and on two (walk, dominance, search shared out)") {
  for (const char* name : {"1867-bc-GW", "18CZ-all-towns-8E-BY", "1824-full-gray-KK"}) {
    auto loaded = test::Load(LoadPosition(std::string(XXROUTE_SOURCE_DIR "/fixtures/bench/") + name + ".yaml"));
    const Network& net = loaded->network();
    omp_set_num_threads(1);
    Result one = Solve(net);
    omp_set_num_threads(2);
    Result two = Solve(net);
    INFO(name);
    CHECK(one.income == two.income);
    CHECK(one.subsidy == two.subsidy);
    CHECK(one.stats.candidates == two.stats.candidates);
    REQUIRE(one.routes.size() == two.routes.size());
    for (size_t k = 0; k < one.routes.size(); ++k) {
      CHECK(one.routes[k].stops == two.routes[k].stops);
      CHECK(one.routes[k].links == two.routes[k].links);
    }
  }
}
