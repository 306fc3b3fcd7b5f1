// Lists of words as one line of text, for messages and the files written,
// and whether a list holds a word.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

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

// Whether `x` is one of the words of `v` (a train, a company type, a stop).
inline bool Has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace xxroute
