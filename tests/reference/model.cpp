#include "model.h"

#include <stdexcept>

namespace ref {

const char* KindName(Kind k) {
  switch (k) {
    case Kind::kCity: return "city";
    case Kind::kTown: return "town";
    case Kind::kOffboard: return "offboard";
    case Kind::kMine: return "mine";
  }
  return "?";
}

bool KindFromName(const std::string& s, Kind* out) {
  for (Kind k : {Kind::kCity, Kind::kTown, Kind::kOffboard, Kind::kMine})
    if (s == KindName(k)) return *out = k, true;
  return false;
}

const char* LayoutName(Layout l) {
  switch (l) {
    case Layout::kPointy: return "pointy";
    case Layout::kFlat: return "flat";
    case Layout::kSquare: return "square";
  }
  return "?";
}

bool Row::Lists(Kind k) const {
  for (Kind x : kinds)
    if (x == k) return true;
  return false;
}

std::vector<Row> Train::Rows() const {
  if (!rows.empty()) return rows;
  return {Row{{Kind::kCity, Kind::kTown, Kind::kOffboard}, distance, -1}};
}

const Company& Board::RunningCompany() const {
  for (const auto& c : companies)
    if (c.name == runner) return c;
  throw std::runtime_error("reference: no company " + runner);
}

const Train& Board::FindTrain(const std::string& name) const {
  for (const auto& t : trains)
    if (t.name == name) return t;
  throw std::runtime_error("reference: no train " + name);
}

}  // namespace ref
