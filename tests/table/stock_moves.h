// The game's moves of a stock round made at the table, as `apply` makes
// them (ApplyAtTable), for the tests of lib/table/charters.cpp, floats.cpp,
// private_moves.cpp and round_end.cpp: on 1824 with four players in its
// first stock round (tests/data/table/1824-stock.yaml).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "helpers.h"
#include "xxroute/position_file.h"
#include "xxroute/table.h"

namespace xxroute::test {

inline const std::string k1824Stock = ReadText(kSource + "tests/data/table/1824-stock.yaml");

// The moves `edits` (kind, value as the command line writes it) made on
// `text`, by `company` where they are a company's ("" for the game's).
inline TableTurn MadeAtTable(const std::string& text, const std::vector<std::pair<Edit::Kind, std::string>>& edits,
                             const std::string& company = "") {
  std::vector<Edit> es;
  for (const auto& [kind, value] : edits) es.push_back(ParseEdit(kind, value, "--opt"));
  auto loaded = Load(ParsePosition(text, "game.yaml"), "", LoadOptions::kBoardOnly);
  TableTurn t = ApplyAtTable(text, std::move(loaded), company, {}, Change{"", es});
  CHECK(PositionDifference(*t.loaded, ParsePosition(t.text, "game.yaml")) == "");  // (written as made)
  return t;
}

// Why the moves are refused ("" when they are not).
inline std::string RefusedAtTable(const std::string& text, const std::vector<std::pair<Edit::Kind, std::string>>& edits,
                                  const std::string& company = "") {
  try {
    MadeAtTable(text, edits, company);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// Whether one of the moves' notes contains `part`.
inline bool Noted(const TableTurn& t, const std::string& part) {
  for (const auto& m : t.moves)
    for (const auto& n : m.notes)
      if (Contains(n, part)) return true;
  for (const auto& n : t.notes)
    if (Contains(n, part)) return true;
  return false;
}

// The position's text in another phase (its `phase:` line replaced).
inline std::string InPhase(const std::string& text, const std::string& phase) {
  const size_t at = text.find("\nphase: ");
  REQUIRE(at != std::string::npos);
  const size_t end = text.find('\n', at + 1);
  return text.substr(0, at) + "\nphase: \"" + phase + "\"" + text.substr(end);
}

}  // namespace xxroute::test
