// The table of a game without a printed map as its set-up leaves it
// (18Lilliput: Mildendo in the middle, each starting company's home card on
// another side of it): the game's data (StartCard, GameCompany's start) laid
// out in a position.
#pragma once

#include <string>

#include "xxroute/game.h"
#include "xxroute/position.h"

namespace xxroute {

// The start card on its hex.
HexSpec StartCardHex(const StartCard& start);

// `company`'s start where the game's data gives one: its trains and (unless
// `treasury_given`) its treasury written into `c`, and its home card laid on
// the next free hex around the start card, turned to join it, with its home
// station. Returns what it laid ("home card J9=Y-straight@0"), "" where the
// company has no start; InputError naming `source` when no side is left.
std::string StartCompany(const Game& g, Position& pos, CompanySpec& c, bool treasury_given, const std::string& source);

}  // namespace xxroute
