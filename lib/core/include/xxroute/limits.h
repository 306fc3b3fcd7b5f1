// Limits: the largest input xxroute accepts, in one place. Each is far above
// any real game (in brackets: the largest seen in the corpus and the game
// data) and is refused with a message naming it, before memory or time run
// out.
#pragma once

#include <cstdint>

namespace xxroute {

// Bytes of one position or game file [16 KiB]. The tree of yaml-cpp nodes
// takes about 250 bytes of memory per byte of input, so this bounds parsing
// to ~250 MB.
constexpr std::uintmax_t kMaxFileBytes = 1u << 20;
// YAML nodes of one document once aliases (*name) are expanded [~5,000]:
// "billion laughs" files are refused before anything walks them.
constexpr long kMaxYamlNodes = 1'000'000;
// Collections nested in one YAML document [5]: code that walks the tree
// recurses once a level.
constexpr int kMaxYamlDepth = 499;
// Hexes on a board, the game's map included [107].
constexpr int kMaxHexes = 1000;
// Stops (cities, towns, offboards, mines) on a board [about 60].
constexpr int kMaxStops = 2000;
// Trains one company runs [4].
constexpr int kMaxTrains = 8;
// Distance rows of one train [3]: the scorer's flow network grows with the
// square of the rows (3,000 rows take 300 MB).
constexpr int kMaxTrainRows = 10;
// Candidate routes the solver keeps over all train types [8,504; five
// million take about 1 GB]: SolveOptions::max_candidates.
constexpr long kMaxCandidates = 5'000'000;
// Links (runs of track between stops and branch points) the route walk may
// run over all the routes it tries, kept or not: a board whose routes earn
// nothing keeps no candidate, and a maze of track between two stops has
// exponentially many ways [42,718; 50 million take about 2 s]:
// SolveOptions::max_steps, EnumerateOptions::max_steps.
constexpr long kMaxWalkSteps = 50'000'000;
// Stops of one route that earn a bonus when paid (on a hex named by a hex or
// route bonus, or with a printed bonus) where the train pays only some of
// its stops [3]: the exact choice of paid stops tries every subset of them.
constexpr int kMaxBonusStops = 20;
// Bytes of one game record of 18xx.games (`import`, `audit`) [130 KiB for
// 793 actions]: a game of thousands of actions stays far below it.
constexpr std::uintmax_t kMaxRecordBytes = 64u << 20;
// Nesting of a record's JSON [6]: deeper input is refused before it is
// parsed (the parser recurses once per level).
constexpr int kMaxRecordDepth = 64;
// Actions of one record [793].
constexpr int kMaxRecordActions = 200'000;

}  // namespace xxroute
