// A tile lay as the table makes it: written without its rotation ("E12=57"),
// the rotations the rules allow, each told by what its track joins, so that
// the one legal rotation is laid and a choice of several is asked back; and
// the hex the lay leaves, written into the position.
#pragma once

#include <string>
#include <vector>

#include "xxroute/edit.h"
#include "xxroute/rules.h"

namespace xxroute {

struct RotationChoice {
  int rotation = 0;
  std::string joins;  // what the track joins: "city to D15, E16; D15-F17"
};

// The legal rotations of `tile` on `hex` (Rules::CheckLay for each), one per
// distinct track (a straight's 0 and 3 are one choice: the lower is kept).
// None legal: `why` gets the rule each rotation breaks (once when they all agree).
// `ability`: a lay by that private's ability (Rules::CheckLay).
std::vector<RotationChoice> LegalRotations(const Rules& rules, const Board& board, const std::string& hex,
                                           const std::string& tile, std::string* why,
                                           const std::string& ability = "");

// "@0 (city to D15, E16), @2 (city to C14, E16)".
std::string RotationList(const std::vector<RotationChoice>& choices);

// The rotation of lay `e`: as written, or the one legal rotation (said in
// `notes`); none legal, or several, refused (RefuseEdit) with why.
int ChosenRotation(const Rules& rules, const Board& board, const Edit& e, const Position& pos,
                   std::vector<std::string>* notes);

// The hex a lay leaves (Lay::result), written into `pos`: over the hex's
// entry where the file has one, keeping its lines and name.
void WriteLaidHex(Position& pos, const std::string& coord, HexSpec result);

}  // namespace xxroute
