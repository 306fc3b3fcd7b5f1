// Tests lib/search/assign.cpp: the assignment search (branch and bound over route indexes) against the
// plain exhaustive search: the same value and the same assignment, on many
// random sets of candidate routes, for one and two threads.
#include <doctest/doctest.h>

#include <omp.h>

#include <algorithm>
#include <random>
#include <sstream>

#include "random_assign.h"
#include "sample.h"
#include "xxroute/assign.h"
#include "xxroute/route_index.h"

using namespace xxroute;
using test::Describe;
using test::MakeRandom;
using test::Random;

TEST_CASE("a route index finds the best route avoiding given track, as a scan does") {
  std::mt19937 rng(2024);
  for (int i = 0; i < test::SampledRuns(300); ++i) {
    Random r = MakeRandom(rng, 400);
    const TrainRoutes& routes = r.in.types[0];
    RouteIndex ix(routes.score, [&](int k) { return r.in.track + routes.track[k] * r.in.words; }, r.in.words);
    for (int q = 0; q < 20; ++q) {
      std::vector<uint64_t> used(r.in.words, 0);
      for (int k = 0; k < q % 7; ++k) {
        const int b = static_cast<int>(rng() % (r.in.words * 64));
        used[b >> 6] |= uint64_t{1} << (b & 63);
      }
      const int after = q % 3 == 0 ? static_cast<int>(rng() % (routes.score.size() + 1)) - 1 : -1;
      const int64_t floor = q % 2 ? static_cast<int64_t>(rng() % 30) : 0;
      int64_t want = floor;
      for (size_t k = after + 1; k < routes.score.size(); ++k) {
        const uint64_t* row = r.in.track + routes.track[k] * r.in.words;
        bool free = true;
        for (int w = 0; w < r.in.words; ++w) free = free && !(row[w] & used[w]);
        if (free) {
          want = std::max(want, routes.score[k]);
          break;
        }
      }
      int pos = -1;
      INFO("index " << i << " query " << q);
      REQUIRE(ix.Best(used.data(), floor, after, &pos) == want);
      REQUIRE((pos >= 0) == (want > floor));
      if (pos >= 0) REQUIRE(ix.score_at(pos) == want);
    }
  }
}

TEST_CASE("a route index finds the best score less the prices of its track, as a scan does") {
  std::mt19937 rng(1867);
  for (int i = 0; i < test::SampledRuns(200); ++i) {
    Random r = MakeRandom(rng, 300);
    const TrainRoutes& routes = r.in.types[0];
    RouteIndex ix(routes.score, [&](int k) { return r.in.track + routes.track[k] * r.in.words; }, r.in.words);
    std::vector<int64_t> price(r.in.words * 64);
    for (auto& p : price) p = rng() % 3 == 0 ? static_cast<int64_t>(rng() % 20) : 0;
    std::vector<uint64_t> used(r.in.words, 0);
    for (int k = 0; k < i % 5; ++k) {
      const int b = static_cast<int>(rng() % (r.in.words * 64));
      used[b >> 6] |= uint64_t{1} << (b & 63);
    }
    int64_t want = 0;
    for (size_t k = 0; k < routes.score.size(); ++k) {
      const uint64_t* row = r.in.track + routes.track[k] * r.in.words;
      bool free = true;
      int64_t cost = 0;
      for (int w = 0; w < r.in.words; ++w) free = free && !(row[w] & used[w]);
      for (int b = 0; b < r.in.words * 64; ++b)
        if (row[b >> 6] >> (b & 63) & 1) cost += price[b];
      if (free) want = std::max(want, routes.score[k] - cost);
    }
    INFO("index " << i);
    REQUIRE(ix.BestPriced(used.data(), price.data(), 0) == want);
  }
}

TEST_CASE("a route index finds a route numbered below a bound that runs no track outside given track, as a scan does") {
  std::mt19937 rng(1867);
  long found = 0;
  for (int i = 0; i < test::SampledRuns(300); ++i) {
    Random r = MakeRandom(rng, 400);
    const TrainRoutes& routes = r.in.types[0];
    auto row = [&](size_t k) { return r.in.track + routes.track[k] * r.in.words; };
    RouteIndex ix(routes.score, [&](int k) { return row(k); }, r.in.words);
    for (int q = 0; q < 20 && !routes.score.empty(); ++q) {
      // (the track of one of the routes, or that and a few pieces more)
      const size_t from = rng() % routes.score.size();
      std::vector<uint64_t> within(row(from), row(from) + r.in.words);
      for (int k = 0; k < q % 4; ++k) {
        const int b = static_cast<int>(rng() % (r.in.words * 64));
        within[b >> 6] |= uint64_t{1} << (b & 63);
      }
      const int before = static_cast<int>(rng() % (routes.score.size() + 1));
      bool want = false;
      for (int k = 0; k < before && !want; ++k) {
        bool inside = true;
        for (int w = 0; w < r.in.words; ++w) inside = inside && !(row(k)[w] & ~within[w]);
        want = inside;
      }
      INFO("index " << i << " query " << q);
      const int got = ix.Within(within.data(), before);
      REQUIRE((got >= 0) == want);
      if (got >= 0) {
        ++found;
        REQUIRE(got < before);
        for (int w = 0; w < r.in.words; ++w) REQUIRE(!(row(got)[w] & ~within[w]));
      }
    }
  }
  CHECK(found > 0);
}

TEST_CASE("the assignment search gives the exhaustive search's value and assignment on 3000 random inputs") {
  std::mt19937 rng(1830);
  for (int i = 0; i < test::SampledRuns(3000); ++i) {
    Random r = MakeRandom(rng, i % 10 == 0 ? 120 : 25);
    Assignment want = AssignExhaustive(r.in);
    INFO("input " << i << ": " << Describe(r));
    for (int threads : {1, 2}) {
      for (long plain_nodes : {200'000L, 0L}) {  // (0: with the Lagrangian bound at once)
        omp_set_num_threads(threads);
        r.in.plain_nodes = plain_nodes;
        r.in.parallel_routes = threads == 1 ? 5'000 : 0;  // (with 2: several threads however small)
        Assignment got = Assign(r.in);
        INFO("threads " << threads << ", plain nodes " << plain_nodes);
        REQUIRE(!got.cut);
        REQUIRE(got.value == want.value);
        REQUIRE(got.choice == want.choice);
      }
    }
  }
}

TEST_CASE("designated copies sharing one more piece of track (the most-stops bonus): the exhaustive search's value") {
  // solver.cpp, "Why it is exact": each route has a copy worth more that
  // runs its track and one piece every copy runs, so at most one copy is
  // chosen. To the search it is track like any other.
  std::mt19937 rng(1846);
  for (int i = 0; i < test::SampledRuns(1500); ++i) {
    const Random base = MakeRandom(rng, i % 10 == 0 ? 60 : 15);
    Random r;
    r.in = base.in;
    const int words = base.in.words + 1, extra = base.in.words * 64;
    int rows = 0;
    for (size_t t = 0; t < base.in.types.size(); ++t) {
      const TrainRoutes& from = base.in.types[t];
      std::vector<std::pair<int64_t, std::vector<uint64_t>>> routes;
      for (size_t k = 0; k < from.score.size(); ++k) {
        std::vector<uint64_t> row(words, 0);
        std::copy_n(base.in.track + static_cast<size_t>(from.track[k]) * base.in.words, base.in.words, row.begin());
        routes.push_back({from.score[k], row});
        row[extra >> 6] |= uint64_t{1} << (extra & 63);
        routes.push_back({from.score[k] + 1 + static_cast<int64_t>(rng() % 30), row});
      }
      std::stable_sort(routes.begin(), routes.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
      r.in.types[t] = {};
      for (const auto& [score, row] : routes) {
        r.track.insert(r.track.end(), row.begin(), row.end());
        r.in.types[t].score.push_back(score);
        r.in.types[t].track.push_back(rows++);
      }
    }
    r.in.words = words;
    r.in.track = r.track.data();
    const Assignment want = AssignExhaustive(r.in);
    INFO("input " << i << ": " << Describe(r));
    for (int threads : {1, 2})
      for (long plain_nodes : {200'000L, 0L}) {
        omp_set_num_threads(threads);
        r.in.plain_nodes = plain_nodes;
        r.in.parallel_routes = threads == 1 ? 5'000 : 0;
        const Assignment got = Assign(r.in);
        INFO("threads " << threads << ", plain nodes " << plain_nodes);
        REQUIRE(!got.cut);
        REQUIRE(got.value == want.value);
        REQUIRE(got.choice == want.choice);
      }
  }
}
