// How much of its data a test takes: all of it, or every Nth input where the
// environment says XXROUTE_TEST_SAMPLE=N. The sanitizer tree sets N on the
// tests that run the same code over many inputs (the corpus, the records,
// the random inputs of the search): there every run is ten times slower,
// and what it looks for (a bad read, an overflow) shows in the code each
// input runs, which a third of them run as well as all (tests/CMakeLists.txt).
#pragma once

#include <cstdlib>
#include <string>

namespace xxroute::test {

// N of XXROUTE_TEST_SAMPLE=N (1 when unset or not a number above 0).
inline int SampleEvery() {
  const char* v = std::getenv("XXROUTE_TEST_SAMPLE");
  const int n = v ? std::atoi(v) : 1;
  return n > 0 ? n : 1;
}

// Whether input `i` (counted from 0) is one this run takes: every Nth, from
// the `offset`th (tests sharing inputs start at different ones).
inline bool Sampled(size_t i, size_t offset = 0) { return (i + offset) % SampleEvery() == 0; }

// `n` random inputs, or one Nth of them (at least one).
inline int SampledRuns(int n) { return n / SampleEvery() > 0 ? n / SampleEvery() : 1; }

}  // namespace xxroute::test
