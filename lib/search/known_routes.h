// KnownRoutes: a solved network's candidate routes, kept so that a solve of
// a changed copy of it (a tile laid, a station placed: whatif) scores only
// the routes that run over what changed, and takes the others as they were.
#pragma once

#include <string>
#include <vector>

#include "candidates.h"
#include "xxroute/network.h"
#include "xxroute/train.h"

namespace xxroute {

// A network as its routes see it, in text that names places, not indices:
// each link (its pieces of track), each board stop (all that walking and
// scoring read of it) and what every route reads (the company, its trains,
// its bonuses). A route over links and stops whose texts two networks share
// is a route of both, legal in both or neither, and scored alike.
struct NetworkText {
  std::string key;                 // the company, its trains, its bonuses
  std::vector<std::string> links;  // per link of the network
  std::vector<std::string> stops;  // per board stop (its label first)
  NetworkText(const Network& net, const std::vector<const Train*>& types);
};

struct KnownRoutes {
  NetworkText text;
  Candidates found;
};

// Where a network differs from a known one (the walk then runs through
// what changed alone: EnumerateThrough), and the known candidates that run
// over none of it, renumbered as routes of the network.
struct CarriedRoutes {
  std::vector<char> link_changed;  // per link of the network: no known link has its text
  std::vector<char> stop_changed;  // per board stop: no known stop has its text
  Candidates found;                // per type in the known order: the carried candidates, best first
};

// False where the two differ in what every route reads (the company, the
// trains, a bonus): then nothing is carried over.
bool CarryOver(const KnownRoutes& known, const Network& net, const std::vector<const Train*>& types,
               CarriedRoutes* out);

}  // namespace xxroute
