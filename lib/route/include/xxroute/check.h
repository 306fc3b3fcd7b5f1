// Check: whether declared routes are legal under every rule, and what they earn.
#pragma once

#include <string>
#include <vector>

#include "xxroute/enumerate.h"
#include "xxroute/network.h"
#include "xxroute/route.h"

namespace xxroute {

struct DeclaredRoute {
  std::string train;
  std::vector<std::string> stops;  // HEX.STOP, HEX or a printed name, in order
  int line = 0;                    // where it was declared (a file line), 0 if none
  std::string source = "";         // where it was read ("--routes"); "" the position file
};

// Reads "4E: E11-F12.c1-G13; 3+3: Praha-B2" (routes split by ';' or new
// lines). Throws InputError naming `source` on malformed text.
std::vector<DeclaredRoute> ParseRouteNotation(const std::string& text, const std::string& source);

// The stops a declared stop may be: HEX.STOP is one; HEX is the hex's stops
// (none for a hex of only track: the route passes it, a waypoint);
// a name is the stops of the hexes printed with that name (or laid with the
// card of that name), matched without regard to case, accents or spaces.
// Returns "" or why none fits (naming the stops a hex has, or the places
// named most like an unknown name): bad input, not a broken rule.
std::string ResolveDeclaredStop(const Board& b, const std::string& text, std::vector<int>* stops);
// "E12.c1 (city 20, tokens BN)", for messages.
std::string DescribeStop(const Board& b, int stop);
// A name as it is compared: lower case, no accents, letters and digits only;
// Cyrillic in lower case, other scripts (Greek, Chinese) as written.
std::string FoldName(const std::string& name);

struct RouteVerdict {
  bool legal = false;
  bool ambiguous = false;  // the route as written can be read several ways (error lists them)
  bool completed = false;  // stops the declaration left out were filled in from the track
  std::string error;  // "route 2 (3+3): ..." when not legal
  Route route;        // stops resolved; links of one legal way to run it
  std::vector<Walk> ways;  // every way to run it as read (when all the routes are legal together)
};

struct CheckResult {
  bool legal = true;
  bool ambiguous = false;  // a route could be read several ways: say which (exit 2, not a rule break)
  std::vector<RouteVerdict> routes;
  std::string error;  // the first broken rule, as one line
  int error_line = 0;
  int income = 0;
  int subsidy = 0;
};

// Checks the routes together: each against the rules, then that some way of
// running them all uses no track twice. A route may leave out the stops it
// passes between two it names where the track leaves no choice: it is read
// with them filled in; where two readings with different stops are legal,
// the route is ambiguous and the error lists them.
// A stop that names nothing on the board is bad input: InputError naming
// the route's source and line.
CheckResult CheckRoutes(const Network& net, const std::vector<DeclaredRoute>& declared);

}  // namespace xxroute
