// apply over random sequences of moves on every game and variant, a few
// fixtures and a real position of every title, the same driver as the fuzz target fuzz/fuzz_apply.cpp, its
// choices from a seeded generator: a refused call leaves the file
// byte-identical, an accepted one a file that loads, passes the strict audit
// and solves.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <set>

#include <unistd.h>

#include "apply_sequence.h"
#include "helpers.h"

using namespace xxroute;
using namespace xxroute::test;

namespace {

// A folder of its own for the sequence's file, removed at the end: in memory
// where the system has /dev/shm (each write is synced to its disk).
struct TempDir {
  std::filesystem::path path;
  TempDir() {
    const std::filesystem::path shm = "/dev/shm";
    path = (std::filesystem::is_directory(shm) ? shm : std::filesystem::temp_directory_path()) /
           ("xxroute-apply-sequences-" + std::to_string(getpid()));
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
};

// The bytes of sequence `seed`: a Mersenne twister's (the same on every platform).
std::vector<uint8_t> Bytes(unsigned seed, size_t size) {
  std::mt19937 gen(seed);
  std::vector<uint8_t> v(size);
  for (auto& b : v) b = static_cast<uint8_t>(gen() >> 24);
  return v;
}

}  // namespace

TEST_CASE("apply over seeded random move sequences: a refusal changes no byte, an accepted call leaves a legal file") {
  TempDir dir;
  const auto starts = ApplySequenceStarts();
  std::set<std::string> games;
  int accepted = 0, refused = 0;
  // (XXROUTE_APPLY_SEEDS=N plays seeds 1..N instead of the 120 kept in the suite)
  const char* asked = std::getenv("XXROUTE_APPLY_SEEDS");
  const unsigned seeds = asked && std::atoi(asked) > 0 ? static_cast<unsigned>(std::atoi(asked)) : 120;
  for (unsigned seed = 1; seed <= seeds; ++seed) {
    auto bytes = Bytes(seed, 600);
    // (the first pick is the start: seed after seed through every start, so
    // that a few dozen seeds reach every game however many there are)
    bytes[0] = static_cast<uint8_t>((seed - 1) % starts.size());
    Choices c(bytes.data(), bytes.size());
    Played p;
    try {
      p = PlayApplySequence(c, dir.path.string(), Games(), 12);
    } catch (const Broken& b) {
      FAIL_CHECK("seed " << seed << ": " << std::string(b.what()));
      continue;
    }
    games.insert(p.start.substr(0, p.start.find(" --companies")));
    accepted += p.accepted;
    refused += p.refused;
  }
  MESSAGE(accepted << " calls accepted, " << refused << " refused, from " << games.size() << " starts");
  // Every start reached, and both outcomes seen often, at least once a
  // sequence each (about one and a half accepted calls a sequence, eight
  // refused): the sequences test something.
  REQUIRE(starts.size() <= 256);  // (one byte picks the start)
  CHECK(games.size() == std::min<size_t>(seeds, starts.size()));
  CHECK(accepted >= static_cast<int>(seeds));
  CHECK(refused >= static_cast<int>(seeds));
}

TEST_CASE("a sequence from a kept start plays as from a fresh one: the same calls, the same outcomes") {
  TempDir dir;
  const auto starts = ApplySequenceStarts();
  int compared = 0;
  for (unsigned seed = 1; seed <= 2 * starts.size(); seed += 2) {
    auto bytes = Bytes(seed, 600);
    bytes[0] = static_cast<uint8_t>((seed - 1) / 2 % starts.size());
    ForgetKeptStarts();
    std::vector<Played> plays;
    for (int run = 0; run < 2; ++run) {  // (fresh, then from the start the first kept)
      Choices c(bytes.data(), bytes.size());
      try {
        plays.push_back(PlayApplySequence(c, dir.path.string(), Games(), 4));
      } catch (const Broken& b) {
        FAIL_CHECK("seed " << seed << ": " << std::string(b.what()));
      }
    }
    if (plays.size() != 2) continue;
    INFO("seed " << seed << ", " << plays[0].start);
    CHECK(plays[1].start == plays[0].start);
    CHECK(plays[1].calls == plays[0].calls);
    compared += !plays[0].calls.empty();
  }
  CHECK(compared >= static_cast<int>(starts.size()) / 2);
}
