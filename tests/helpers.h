// Test helpers shared by the unit tests (tests/README.md): positions written
// inline as YAML or read from a file, loaded in a session, solved or
// checked; files read whole; text searched and edited. A helper that two
// test files need lives here, never twice under one name: the tests of a
// part compile as one unity build.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/edit.h"
#include "xxroute/error.h"
#include "xxroute/game_cache.h"
#include "xxroute/loaded_position.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

namespace xxroute::test {

// The source folder, with a slash at the end.
inline const std::string kSource = XXROUTE_SOURCE_DIR "/";
inline const std::string kFixtures = kSource + "fixtures/";

// A file's whole text ("" when it cannot be read).
inline std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The text with its first `from` replaced by `to` (`from` must be there).
inline std::string Replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

inline bool Contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

inline std::vector<std::string> Sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// A player's money in the position's `cash:` (-1: not there).
inline int CashOf(const Position& p, const std::string& player) {
  for (const auto& [name, money] : p.cash)
    if (name == player) return money;
  return -1;
}

// A change as the command line writes it (--lay E12=57@2 ...), `option`
// naming it in its errors.
inline Edit E(Edit::Kind kind, const std::string& text, const std::string& option = "test") {
  return ParseEdit(kind, text, option);
}

// The games the tests read, each once for the whole test program.
inline std::shared_ptr<GameCache> Games() {
  static const auto games = std::make_shared<GameCache>();
  return games;
}

// A position in a session of its own, not audited (the rules' tests ask the
// audit themselves).
inline std::unique_ptr<LoadedPosition> Load(Position position, const std::string& company = "",
                                            LoadOptions::Need need = LoadOptions::kCompany) {
  return LoadedPosition::Make(std::move(position), Games(), {company, need, LoadOptions::kNoAudit});
}

// A position written inline (test.yaml in its errors), or read from a file,
// in a session of its own, not audited.
inline std::unique_ptr<LoadedPosition> LoadText(const std::string& yaml, const std::string& company = "") {
  return Load(ParsePosition(yaml, "test.yaml"), company);
}
inline std::unique_ptr<LoadedPosition> LoadFile(const std::string& path, const std::string& company = "") {
  return Load(LoadPosition(path), company);
}

struct Case {
  std::unique_ptr<LoadedPosition> loaded;
  const Board* board = nullptr;
  const Network* net = nullptr;

  explicit Case(const std::string& yaml, const std::string& company = "")
      : loaded(Load(ParsePosition(yaml, "test.yaml"), company)), board(&loaded->board()), net(&loaded->network()) {}
  Result Solve() const { return xxroute::Solve(*net); }
  int Income() const { return Solve().income; }
  CheckResult Check(const std::string& routes) const {
    return CheckRoutes(*net, ParseRouteNotation(routes, "test"));
  }
  // The error of the declared routes, "" when legal.
  std::string Error(const std::string& routes) const { return Check(routes).error; }
  int Revenue(const std::string& routes) const {
    CheckResult c = Check(routes);
    return c.legal ? c.income : -1;
  }
};

// The error message a position written inline gives, "" when it loads and
// builds.
inline std::string PositionError(const std::string& yaml) {
  try {
    Case c(yaml);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// tests/data/most_stops_bonus.yaml (X's station with four spokes: two
// offboards, a town, a line of two cities) with these trains for X (a YAML
// list) and `per_stop` for each stop of its route that visits the most (0:
// no most-stops bonus).
inline std::string MostStopsBoard(const std::string& trains = R"(["2", "4"])", int per_stop = 20) {
  return Replaced(ReadText(kSource + "tests/data/most_stops_bonus.yaml"),
                  R"(trains: ["2", "4"], most_stops_bonus: {per_stop: 20, company: MAIL})",
                  "trains: " + trains +
                      (per_stop > 0 ? ", most_stops_bonus: {per_stop: " + std::to_string(per_stop) + "}" : ""));
}

// A1 (city 20, X's station) - A3 (city 30) - A5 (a junction) - A7 (city 40),
// and B6 (city 50) off the junction's edge 5: a T of four stops, for the
// walk's and the candidates' tests.
inline const char* kTee = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0], [c0, 4]]}
  A5: {junctions: [j0], paths: [[1, j0], [j0, 4], [j0, 5]]}
  A7: {stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}
  B6: {stops: {c0: {kind: city, revenue: 50}}, paths: [[2, c0]]}
companies: {X: {trains: ["2", "4"]}}
)";

}  // namespace xxroute::test
