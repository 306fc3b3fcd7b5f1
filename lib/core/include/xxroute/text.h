// Lists of words as one line of text, for messages and the files written,
// whether a list holds a word, and a whole number read from text.
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

// `s` as a whole number of 1 to `digits` digits (no sign, no blank), or -1:
// the one guard before std::stoi, which throws past an int.
inline int WholeNumber(std::string_view s, size_t digits) {
  if (s.empty() || s.size() > digits || s.find_first_not_of("0123456789") != std::string_view::npos) return -1;
  int n = 0;
  for (char c : s) n = n * 10 + (c - '0');
  return n;
}

// Whether `x` is one of the words of `v` (a train, a company type, a stop).
inline bool Has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace xxroute
