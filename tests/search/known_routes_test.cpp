// Tests lib/search/known_routes.cpp: a solve of a changed network carries
// over the known routes that run over nothing changed, scores only the
// others, and finds the answer a solve from nothing finds: on small boards
// written out, and on random boards changed at random (a hex laid, removed or
// replaced, a value changed, a station placed), each answer the independent
// reference's (tests/reference).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>

#include "helpers.h"
#include "candidates.h"
#include "known_routes.h"
#include "random_board.h"
#include "reference/read.h"
#include "reference/reference.h"
#include "sample.h"
#include "xxroute/solver.h"

using namespace xxroute;
using xxroute::test::Case;
using xxroute::test::kTee;
using xxroute::test::Replaced;

namespace {

// A solve whose candidates are kept, and the kept candidates.
struct Known {
  Result result;
  std::shared_ptr<const KnownRoutes> routes;
  explicit Known(const Case& c) {
    SolveOptions keep;
    keep.keep_known = &routes;
    result = Solve(*c.net, keep);
  }
};

Result SolveKnowing(const Case& c, const Known& known) {
  SolveOptions o;
  o.known = known.routes.get();
  return Solve(*c.net, o);
}

// kTee with A7 running on to a city of 60 on A9.
std::string TeeToA9() {
  return Replaced(kTee, "A7: {stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}",
                  "A7: {stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0], [c0, 4]]}\n"
                  "  A9: {stops: {c0: {kind: city, revenue: 60}}, paths: [[1, c0]]}");
}

// A random board's text with one random change: a hex of track removed, a
// hex laid where there was none, a hex's track replaced, a stop's value
// changed or a station of X placed.
std::string Changed(const std::string& board, std::mt19937& rng) {
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  // The board's hexes: each "  COORD:" line and the lines under it.
  std::vector<std::string> coords;
  for (const char* c : test::kRandomCoords)
    if (board.find("  " + std::string(c) + ":\n") != std::string::npos) coords.push_back(c);
  auto block = [&](const std::string& coord) {
    const size_t at = board.find("  " + coord + ":\n");
    size_t end = board.find("\n  ", at + 1);
    const size_t trains = board.find("\ntrains:", at);
    if (end == std::string::npos || end > trains) end = trains;
    return std::make_pair(at, end + 1);
  };
  int x_tokens = 1;  // (a new hex need not hold X's station)
  switch (pick(5)) {
    case 0:  // a hex of track removed
      if (coords.size() > 1) {
        auto [at, end] = block(coords[pick(static_cast<int>(coords.size()))]);
        return board.substr(0, at) + board.substr(end);
      }
      [[fallthrough]];
    case 1: {  // a hex laid where there was none
      for (const char* c : test::kRandomCoords)
        if (board.find("  " + std::string(c) + ":\n") == std::string::npos) {
          const size_t at = board.find("trains:");
          return board.substr(0, at) + test::RandomHex(rng, c, false, &x_tokens) + board.substr(at);
        }
      [[fallthrough]];
    }
    case 2: {  // a hex's track replaced
      const std::string coord = coords[pick(static_cast<int>(coords.size()))];
      auto [at, end] = block(coord);
      return board.substr(0, at) + test::RandomHex(rng, coord, false, &x_tokens) + board.substr(end);
    }
    case 3: {  // a stop's value changed
      const size_t at = board.find("revenue: ");
      if (at == std::string::npos) return board;
      return board.substr(0, at) + "revenue: " + std::to_string(10 * (1 + pick(9))) + board.substr(at + 11);
    }
    default: {  // a station of X placed in a city that has room
      const size_t at = board.find("slots: 2}");
      if (at == std::string::npos) return board;
      return board.substr(0, at) + "slots: 2, tokens: [X]}" + board.substr(at + 9);
    }
  }
}

// The company's trains changed: one bought (a random type), or the first
// given back.
std::string TrainsChanged(const std::string& board, std::mt19937& rng) {
  const char* names[] = {"\"2\"", "\"3\"", "\"4\"", "\"2+2\"", "\"3E\""};
  const size_t at = board.find("X: {trains: [") + 13, end = board.find("]}", at);
  std::string trains = board.substr(at, end - at);
  if (rng() % 2 == 0 || trains.find(',') == std::string::npos) trains += std::string(", ") + names[rng() % 5];
  else trains = trains.substr(trains.find(", ") + 2);
  return board.substr(0, at) + trains + board.substr(end);
}

// Each of `boards` random boards with what `change` makes of it, both
// loaded and given to `check` (those the sample takes; a change refused,
// one that leaves X without a station say, passed over). Returns how many.
int EachRandomChange(uint32_t seed, int boards, const std::function<std::string(const std::string&, std::mt19937&)>& change,
                     const std::function<void(const Case& before, const Case& after, const std::string& changed)>& check) {
  std::mt19937 rng(seed);
  int runs = 0;
  for (int i = 0; i < boards; ++i) {
    const std::string board = test::RandomBoard(rng);
    const std::string changed = change(board, rng);
    if (!test::Sampled(i)) continue;
    std::unique_ptr<Case> before, after;
    try {
      before = std::make_unique<Case>(board);
      after = std::make_unique<Case>(changed);
    } catch (const InputError&) {
      continue;
    }
    INFO(changed);
    check(*before, *after, changed);
    ++runs;
  }
  return runs;
}

}  // namespace

TEST_CASE("a lay's solve carries over the routes that do not touch it and earns what a solve from nothing earns") {
  const Case before(kTee), after(TeeToA9());
  const Known known(before);
  const Result carried = SolveKnowing(after, known), fresh = after.Solve();
  CHECK(carried.income == fresh.income);
  CHECK(carried.income > known.result.income);  // (A9's 60 is worth running to)
  CHECK(carried.stats.carried > 0);
  CHECK(carried.stats.carried < carried.stats.candidates);  // the routes on to A9 were scored
  CHECK(carried.stats.candidates == fresh.stats.candidates);
  CHECK(fresh.stats.carried == 0);
}

TEST_CASE("a stop's value changed: the routes through it are scored again, the others carried") {
  const Case before(kTee), after(Replaced(kTee, "revenue: 40", "revenue: 90"));  // A7
  const Known known(before);
  const Result carried = SolveKnowing(after, known);
  CHECK(carried.income == after.Income());
  CHECK(carried.income > known.result.income);
  CHECK(carried.stats.carried > 0);
  CHECK(carried.stats.carried < carried.stats.candidates);
}

TEST_CASE("other trains: nothing is carried over, the answer is still the network's") {
  const Case before(kTee), after(Replaced(kTee, R"(trains: ["2", "4"])", R"(trains: ["3"])"));
  const Known known(before);
  const Result carried = SolveKnowing(after, known);
  CHECK(carried.stats.carried == 0);
  CHECK(carried.income == after.Income());
}

TEST_CASE("a train bought: the trains the known solve scored keep their candidates, only the new one's are walked") {
  const Case before(Replaced(kTee, R"(trains: ["2", "4"])", R"(trains: ["4"])")), after(kTee);
  const Known known(before);
  const Result carried = SolveKnowing(after, known), fresh = after.Solve();
  CHECK(carried.income == fresh.income);
  CHECK(carried.stats.carried == known.result.stats.candidates);  // (the 4's, all)
  CHECK(carried.stats.candidates == fresh.stats.candidates);
  CHECK(carried.stats.walks > 0);
  CHECK(carried.stats.walks < fresh.stats.walks);  // (walked for the 2 alone)
}

TEST_CASE("a train given back: every type left is the known solve's, nothing is walked") {
  const Case before(kTee), after(Replaced(kTee, R"(trains: ["2", "4"])", R"(trains: ["4"])"));
  const Known known(before);
  const Result carried = SolveKnowing(after, known), fresh = after.Solve();
  CHECK(carried.income == fresh.income);
  CHECK(carried.stats.walks == 0);
  CHECK(carried.stats.carried == carried.stats.candidates);
  CHECK(carried.stats.candidates == fresh.stats.candidates);
}

TEST_CASE("other trains on a board also changed: nothing is carried over") {
  const Case before(kTee), after(Replaced(TeeToA9(), R"(trains: ["2", "4"])", R"(trains: ["2", "4", "3"])"));
  const Known known(before);
  const Result carried = SolveKnowing(after, known);
  CHECK(carried.stats.carried == 0);
  CHECK(carried.income == after.Income());
}

TEST_CASE("random trains bought and given back on a random board: what the solve carrying types over earns is the reference's (400 boards)") {
  long carried = 0, walked = 0;
  const int runs = EachRandomChange(20261131, 400, TrainsChanged, [&](const Case& before, const Case& after, const std::string& changed) {
    const Result r = SolveKnowing(after, Known(before));
    CHECK(r.income == ref::Reference(ref::ReadYaml(changed, "X")).Best().income);
    carried += r.stats.carried;
    walked += r.stats.walks;
  });
  CHECK(runs >= test::SampledRuns(300));
  CHECK(carried > 0);
  CHECK(walked > 0);
}

TEST_CASE("the same network read again is the known one, and a lay makes it another") {
  const Case before(kTee), again(kTee), after(TeeToA9());
  const Known known(before);
  CHECK(SameRoutes(*known.routes, *again.net));
  CHECK_FALSE(SameRoutes(*known.routes, *after.net));
  CHECK_FALSE(SameRoutes(*known.routes, *Case(Replaced(kTee, "revenue: 30", "revenue: 40")).net));
  const Result carried = SolveKnowing(again, known);
  CHECK(carried.stats.carried == carried.stats.candidates);
  CHECK(carried.income == known.result.income);
}

TEST_CASE("a random change to a random board: what the solve carrying routes over earns is the reference's (600 boards)") {
  long carried = 0, scored = 0, dropped = 0;
  const int runs = EachRandomChange(20261129, 600, Changed, [&](const Case& before, const Case& after, const std::string& changed) {
    const Result r = SolveKnowing(after, Known(before));
    CHECK(r.income == ref::Reference(ref::ReadYaml(changed, "X")).Best().income);
    carried += r.stats.carried;
    scored += r.stats.candidates - r.stats.carried;
    dropped += r.stats.dropped;
  });
  CHECK(runs >= test::SampledRuns(400));
  CHECK(carried > 0);  // (both ways of finding a candidate were exercised)
  CHECK(scored > 0);
  CHECK(dropped > 0);  // (and candidates below the known answer dropped)
}

TEST_CASE("a candidate that cannot reach the known answer is dropped: each list loses only its end (300 boards)") {
  long dropped = 0;
  EachRandomChange(20261130, 300, Changed, [&](const Case& before, const Case& after, const std::string&) {
    const Known known(before);
    // The company's train types by name, and the type of each train.
    std::vector<const Train*> types;
    std::vector<int> searched;
    for (const Train* t : after.net->company().trains) {
      size_t k = 0;
      while (k < types.size() && types[k]->name != t->name) ++k;
      if (k == types.size()) types.push_back(t);
      searched.push_back(static_cast<int>(k));
    }
    std::sort(searched.begin(), searched.end());
    SolveOptions o;
    o.known = known.routes.get();
    const Candidates all = FindCandidates(*after.net, types, o), kept = FindCandidates(*after.net, types, o, searched);
    long lost = 0;
    for (size_t t = 0; t < types.size(); ++t) {
      const auto& full = all.by_type[t];
      const auto& part = kept.by_type[t];
      REQUIRE(part.size() <= full.size());
      for (size_t k = 0; k < part.size(); ++k) {  // (the same routes, in the same order)
        CHECK(part[k].score == full[k].score);
        CHECK(kept.routes.StopsOf(part[k].route) == all.routes.StopsOf(full[k].route));
        CHECK(std::equal(kept.routes.Track(part[k].route), kept.routes.Track(part[k].route) + kept.routes.words,
                         all.routes.Track(full[k].route)));
      }
      // (dropped below a floor the kept reach: no tie cut in two)
      if (!part.empty() && part.size() < full.size()) CHECK(full[part.size()].score < part.back().score);
      lost += static_cast<long>(full.size() - part.size());
    }
    CHECK(lost == kept.dropped);  // (every candidate below its floor, and only those)
    // The answer: what the whole lists give.
    CHECK(SolveKnowing(after, known).income == after.Solve().income);
    dropped += kept.dropped;
  });
  CHECK(dropped > 0);
}

TEST_CASE("one train fewer of a type the network runs: the known answer is not a floor (it needed that train)") {
  const std::string three = test::ReadText(test::kFixtures + "bench/1836jr56-diesels-B-DDD.yaml");
  const Case before(three, "B"), after(Replaced(three, R"(trains: ["D", "D", "D"])", R"(trains: ["D", "D"])"), "B");
  const Known known(before);
  const Result carried = SolveKnowing(after, known), fresh = after.Solve();
  CHECK(known.result.routes.size() == 3);
  CHECK(known.result.income > fresh.income);  // (what the known answer earns, this network cannot)
  CHECK(carried.stats.carried == carried.stats.candidates);  // (the same train types: every route carried over)
  CHECK(carried.stats.dropped == 0);
  CHECK(carried.income == fresh.income);
}

TEST_CASE("the candidate limit counts the routes carried over with the routes walked") {
  const Case before(kTee), after(TeeToA9());
  const Known known(before);
  const long total = after.Solve().stats.candidates;
  SolveOptions o;
  o.known = known.routes.get();
  o.max_candidates = total;  // (all of them: allowed)
  CHECK(Solve(*after.net, o).stats.candidates == total);
  o.max_candidates = total - 1;  // (one fewer than the carried and the walked together: refused, as without)
  CHECK_THROWS_AS(Solve(*after.net, o), InputError);
  o.known = nullptr;
  CHECK_THROWS_AS(Solve(*after.net, o), InputError);
}
