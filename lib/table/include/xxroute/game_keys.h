// The keys of a position file that follow the whole game beside its board
// and operating turn (docs/format-extensions.md): the round under way, the
// private companies' owners, the players' money, whether a company has
// floated. As the file
// writes them, and compared once written.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "xxroute/position.h"

namespace xxroute {

// `{kind: operating, number: 2, operating: 1}`, `{kind: stock, number: 3}`.
std::string RoundFlow(const RoundState& round);
// (`cash:` is written by CashFlow, xxroute/turn.h.)
// `{S1: "Player 1", S3: BCB}`.
std::string PrivatesFlow(const std::vector<std::pair<std::string, std::string>>& privates);
// The first difference in these keys between two positions, or "".
std::string GameKeysDifference(const Position& want, const Position& got);

}  // namespace xxroute
