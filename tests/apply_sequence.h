// Random sequences of `apply` calls on every game, each call made as the
// program makes it (ApplyAtTable, then the file written by
// WritePositionFile) and checked: a refused call leaves the file
// byte-identical; an accepted one leaves a file that loads, passes the
// strict audit and solves. Shared by the fuzz target fuzz/fuzz_apply.cpp
// (the choices from libFuzzer's bytes) and tests/library/apply_sequences_test.cpp
// (the choices from a seeded generator).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "xxroute/game_cache.h"

namespace xxroute::test {

// Choices read from bytes: Pick(n), a number below n from the next byte (two
// where n is over 256); past the end every pick is 0 and done() is true.
class Choices {
 public:
  Choices(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  size_t Pick(size_t n);
  bool Chance(int in) { return Pick(in) == 0; }  // true once in `in` times
  bool done() const { return at_ >= size_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t at_ = 0;
};

// An invariant broken: what broke, the game, and the calls that led there.
struct Broken : std::logic_error {
  using std::logic_error::logic_error;
};

// What a sequence did.
struct Played {
  std::string start;                 // the game it started from: "new 18CZ --companies BN=300", or a fixture
  int accepted = 0, refused = 0;     // apply calls
  std::vector<std::string> calls;    // each call, "refused: " or "accepted: " and its moves
};

// Plays one sequence: a start picked by `c` (every game and variant as
// `xxroute new` writes it with a few companies floated, or a fixture),
// written to DIR/game.yaml, then up to `calls` apply calls, each of a few
// moves (lays of manifest tiles on map hexes, stations, purchases with
// trade-ins, phases, exports, floats, the run and its payout, loans, trains
// bought from another company, shares, par prices, exchanges, trains given
// up, the turn's end, and the hypotheses: trains given or taken, another
// company's token). Throws Broken when an
// invariant breaks; any other exception is a bug of its own.
Played PlayApplySequence(Choices& c, const std::string& dir, const std::shared_ptr<GameCache>& games, int calls);

// A start is checked once and kept: the next sequence from it starts from
// the file and state its check left, and makes the same picks. Forgets them.
void ForgetKeptStarts();

// The starts PlayApplySequence picks from, by name (for the test's coverage).
std::vector<std::string> ApplySequenceStarts();

}  // namespace xxroute::test
