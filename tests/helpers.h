// Test helpers: positions written inline as YAML, solved or checked.
#pragma once

#include <memory>
#include <string>

#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

namespace xxroute::test {

struct Case {
  std::unique_ptr<Position> position;
  std::unique_ptr<Board> board;
  std::unique_ptr<Network> net;

  explicit Case(const std::string& yaml, const std::string& company = "") {
    position = std::make_unique<Position>(ParsePosition(yaml, "test.yaml"));
    board = Board::Build(*position);
    net = std::make_unique<Network>(*board, board->SelectCompany(company));
  }
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

}  // namespace xxroute::test
