// Check: whether declared routes are legal under every rule, and what they earn.
#pragma once

#include <string>
#include <vector>

#include "xxroute/network.h"
#include "xxroute/route.h"

namespace xxroute {

struct DeclaredRoute {
  std::string train;
  std::vector<std::string> stops;  // HEX.STOP or HEX
  int line = 0;                    // where it was declared (a file line), 0 if none
};

// Reads "4E: E11-F12.c1-G13; 3+3: A1-B2" (routes split by ';' or new lines).
// Throws InputError naming `source` on malformed text.
std::vector<DeclaredRoute> ParseRouteNotation(const std::string& text, const std::string& source);
// Writes a route back in that notation.
std::string RouteNotation(const Board& b, const Route& r);

struct RouteVerdict {
  bool legal = false;
  std::string error;  // "route 2 (3+3): ..." when not legal
  Route route;        // stops resolved; links of one legal way to run it
};

struct CheckResult {
  bool legal = true;
  std::vector<RouteVerdict> routes;
  std::string error;  // the first broken rule, as one line
  int error_line = 0;
  int income = 0;
  int subsidy = 0;
};

// Checks the routes together: each against the rules, then that some way of
// running them all uses no track twice.
CheckResult CheckRoutes(const Network& net, const std::vector<DeclaredRoute>& declared);

}  // namespace xxroute
