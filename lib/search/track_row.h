// CopyTrackRow: a route's track (a few 64-bit words) copied inline: the
// search's indexes copy hundreds of thousands of them, and a call to
// memmove for each of three words cost more than the copy.
#pragma once

#include <algorithm>
#include <cstdint>

namespace xxroute {

inline void CopyTrackRow(const uint64_t* from, int words, uint64_t* to) {
  switch (words) {
    case 4: to[3] = from[3]; [[fallthrough]];
    case 3: to[2] = from[2]; [[fallthrough]];
    case 2: to[1] = from[1]; [[fallthrough]];
    case 1: to[0] = from[0]; [[fallthrough]];
    case 0: return;
    default: std::copy(from, from + words, to);
  }
}

}  // namespace xxroute
