// libFuzzer target: the route notation of `check --routes`
// ("4: A1-A3.c0; 2: ...") parsed and checked on a fixed small board with a
// fork, a terminal path, an offboard, a mine, a blocked city, a group and
// lanes. Bad notation must end as an InputError; a route that breaks a rule
// as an illegal CheckResult; anything else is a bug.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/network.h"
#include "xxroute/position.h"

using namespace xxroute;

namespace {

const char* kBoard = R"(
format: 1
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4], [c0, 5]]}
  A3: {junctions: [j0], paths: [[1, j0], [j0, 4], [j0, 5]]}
  A5: {stops: {c0: {kind: city, revenue: 30, slots: 2, tokens: [X]}, t0: {kind: town, revenue: 10}},
       paths: [[1, c0], [c0, t0], [t0, 4], [c0, 5]]}
  A7: {stops: {c0: {kind: city, revenue: 40, tokens: [Y]}}, paths: [[1, c0], [c0, 4]]}
  A9: {stops: {o0: {kind: offboard, revenue: {yellow: 50}, group: East}}, paths: [[1, o0]]}
  B2: {stops: {t0: {kind: town, revenue: 10}}, paths: [[2, t0], [t0, 4]]}
  B4: {stops: {c0: {kind: city, revenue: 30, group: East}}, paths: [[1, c0], [2, c0], {ends: [c0, 3], terminal: true}, [c0, 4]]}
  B6: {stops: {m0: {kind: mine, revenue: 20}, c0: {kind: city, revenue: 20}}, paths: [[1, m0], {ends: [2, c0], lanes: 2}, [c0, 5]]}
  C7: {stops: {c0: {kind: city, revenue: 60}}, paths: [[2, c0]]}
companies:
  X: {trains: ["2", "3", {name: "4E", distance: [{kinds: [city, offboard], visit: 4}, {kinds: [town], visit: 99}]},
               {name: "2g", distance: [{kinds: [city, offboard], visit: 2}, {kinds: [mine], visit: 1}], must_visit: {mine: 1}}]}
)";

struct Fixed {
  Position pos = ParsePosition(kBoard, "board.yaml");
  std::unique_ptr<Board> board = Board::Build(pos, nullptr);  // (a board of its own: no game)
  Network net{*board, board->SelectCompany("X")};
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static Fixed* fixed = new Fixed();
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    std::vector<DeclaredRoute> routes = ParseRouteNotation(text, "--routes");
    CheckResult c = CheckRoutes(fixed->net, routes);
    if (c.legal && c.routes.size() != routes.size()) __builtin_trap();
  } catch (const InputError&) {
  }
  return 0;
}
