// Random inputs of the assignment search (tests of lib/search/assign.cpp
// and lib/search/dominated.cpp): candidate routes of a few train types over
// a few pieces of track, with many ties and shared track.
#pragma once

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "xxroute/assign.h"

namespace xxroute::test {

// Random candidates: `types` train types over `resources` pieces of track,
// routes of a few pieces each (often sharing a "trunk"), scores with many
// ties; the slots repeat types so that identical trains occur.
struct Random {
  std::vector<uint64_t> track;
  AssignInput in;
};

inline Random MakeRandom(std::mt19937& rng, int max_routes) {
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  Random r;
  const int resources = 4 + pick(120);
  r.in.words = (resources + 63) / 64;
  const int types = 1 + pick(3);
  const int trunk = pick(resources);
  r.in.types.resize(types);
  int rows = 0;
  for (int t = 0; t < types; ++t) {
    const int n = pick(max_routes + 1);
    std::vector<int64_t> scores;
    for (int i = 0; i < n; ++i) scores.push_back(1 + pick(pick(2) ? 6 : 60));
    std::sort(scores.rbegin(), scores.rend());
    for (int i = 0; i < n; ++i) {
      std::vector<uint64_t> row(r.in.words, 0);
      const int len = 1 + pick(6);
      for (int k = 0; k < len; ++k) {
        const int b = pick(3) == 0 ? trunk : pick(resources);
        row[b >> 6] |= uint64_t{1} << (b & 63);
      }
      r.track.insert(r.track.end(), row.begin(), row.end());
      r.in.types[t].score.push_back(scores[i]);
      r.in.types[t].track.push_back(rows++);
    }
  }
  const int slots = 1 + pick(4);
  for (int s = 0; s < slots; ++s) r.in.slot_type.push_back(pick(types));
  std::sort(r.in.slot_type.begin(), r.in.slot_type.end());
  r.in.track = r.track.data();
  return r;
}

inline std::string Describe(const Random& r) {
  std::ostringstream o;
  o << "words " << r.in.words << " slots";
  for (int t : r.in.slot_type) o << " " << t;
  for (size_t t = 0; t < r.in.types.size(); ++t) {
    o << "\ntype " << t << ":";
    for (size_t i = 0; i < r.in.types[t].score.size(); ++i) {
      o << " " << r.in.types[t].score[i] << "{";
      const uint64_t* row = r.in.track + r.in.types[t].track[i] * r.in.words;
      for (int b = 0; b < r.in.words * 64; ++b)
        if (row[b >> 6] >> (b & 63) & 1) o << b << ",";
      o << "}";
    }
  }
  return o.str();
}

}  // namespace xxroute::test
