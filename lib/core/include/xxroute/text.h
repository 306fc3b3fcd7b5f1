// Lists of words as one line of text, for messages and the files written.
#pragma once

#include <string>
#include <string_view>

namespace xxroute {

// The parts in order with `sep` between them ("" for none).
template <typename Strings>
std::string Join(const Strings& parts, std::string_view sep = ", ") {
  std::string s;
  for (const auto& p : parts) {
    if (!s.empty()) s += sep;
    s += p;
  }
  return s;
}

// Join, or "none" where there are no parts (for messages).
template <typename Strings>
std::string JoinOrNone(const Strings& parts, std::string_view sep = ", ") {
  return std::empty(parts) ? std::string("none") : Join(parts, sep);
}

}  // namespace xxroute
