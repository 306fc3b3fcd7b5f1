// Writing a position back to its file: a hex as one flow-style line, a
// company's trains as a list, and a file's text rewritten to hold a changed
// position (the hexes, phase, colour, trains, treasuries and companies that
// differ), every other line kept (PositionText).
#pragma once

#include <string>

#include "xxroute/board.h"
#include "xxroute/position.h"

namespace xxroute {

// The hex as a flow mapping: `{tile: "57", rotation: 1, tokens: [BN]}`, or
// its inline stops and paths. `board` (the position placed, or null) says
// which stop a hex's only-city tokens stand on and the printed name a laid
// tile keeps (left out).
std::string HexFlow(const HexSpec& hex, const Board* board);
// The company's trains as a flow list: `["2", "3+3"]`.
std::string TrainsFlow(const CompanySpec& company);
// A new company's entry: `{trains: [], treasury: 300}`.
std::string CompanyFlow(const CompanySpec& company);

// Whether two hexes say the same (their lines aside).
bool SameHex(const HexSpec& a, const HexSpec& b);

// `text` (the file `before` was read from) rewritten to hold `after`, the
// position placed on `board`: each hex that differs written as one line in
// place of its entry, each new one inserted in coordinate order; the phase
// line (and `color:` where the file has one); each company's `trains:` and
// `treasury:` where they differ; new companies added. InputError where the
// file's shape cannot be edited, or `after` differs from `before` in what
// this does not write.
std::string RewritePosition(const std::string& text, const Position& before, const Board& board);

}  // namespace xxroute
