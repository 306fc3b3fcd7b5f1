// A position file written safely: the new text goes to a temporary file
// beside it, is read back and compared with the position it must hold, hex
// by hex, and only then renamed over the file.
#pragma once

#include <string>

#include "xxroute/loaded_position.h"
#include "xxroute/position.h"

namespace xxroute {

// What differs between the position a session holds and `got` once placed
// on its board (its game from the session's cache): the game, phase and
// revenue colour, each hex (name, colour, labels, tile, rotation, stops with
// their values and tokens, track), each company's trains and treasury. ""
// when they are the same; else the first difference, e.g. "hex E12: tokens
// BN, NWB instead of BN".
std::string PositionDifference(const LoadedPosition& want, const Position& got);

// Writes `text` to `file` (atomically: a temporary file renamed over it,
// with the file's permissions) once it reads back as the position `want`
// holds. InputError naming `file` when it does not load or differs; the file
// is then untouched.
void WritePositionFile(const std::string& file, const std::string& text, const LoadedPosition& want);

}  // namespace xxroute
