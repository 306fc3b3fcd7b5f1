// KnownRoutes: a solved network's candidate routes, kept so that a solve of
// a changed copy of it (a tile laid, a station placed: whatif) scores only
// the routes that run over what changed, and takes the others as they were.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
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
  std::string key;                  // the company, its trains, its bonuses
  std::string network_key;          // the key less the trains
  std::vector<std::string> trains;  // per train type: what scoring reads of it
  std::vector<std::string> links;   // per link of the network
  std::vector<std::string> stops;   // per board stop (its label first)
  NetworkText(const Network& net, const std::vector<const Train*>& types);
};

struct KnownRoutes {
  KnownRoutes(const Network& net, const std::vector<const Train*>& types);
  NetworkText text;
  std::vector<int> resource_link;  // per piece of track of the network: its link (-1: a hex-side lane)
  std::vector<std::array<int, 2>> link_stops;  // per link: the board stop at each end (-1: none)
  Candidates found;
  // The known solve's answer, where a changed network may start from it
  // (no fixed route, no most-stops bonus): the routes its assignment chose
  // (in `found.routes`), each with its score.
  std::vector<Candidate> answer;
  std::vector<int> searched;  // the type of each train searched, sorted (none: no answer kept)
  bool priced = false;  // its search needed the Lagrangian bound (assign.h)
};

// Where a network differs from a known one (the walk then runs through
// what changed alone: EnumerateThrough), and the known candidates that run
// over none of it, renumbered as routes of the network.
struct CarriedRoutes {
  std::vector<char> link_changed;  // per link of the network: no known link has its text
  std::vector<char> stop_changed;  // per board stop: no known stop has its text
  std::vector<int> link_to, stop_to;  // per known link and stop: the network's with its text, or -1
  std::vector<char> route_carried;    // per known route: it runs over matched links and stops only
  long candidates = 0;                // the known candidates of carried routes, over all types
  // Per train type of the network: the known type scored alike (-1: none).
  // Where the trains differ but the track does not (a train bought or given
  // back), each type the known solve scored keeps its candidates whole, and
  // the others are walked through the whole network (new_types).
  std::vector<int> type_from;
  bool new_types = false;
  Candidates found;                // per type in the known order: the carried candidates, best first
};

// Matches the known network's links and stops to `net`'s, and its train
// types, and says which known routes run over matched links and stops only
// (no route copied yet). False where the two differ in what every route
// reads (the company, a bonus), or in both their trains and their track:
// then nothing is carried over.
bool MatchKnown(const KnownRoutes& known, const Network& net, const std::vector<const Train*>& types,
                CarriedRoutes* out);

// Per type, the best score of a carried candidate (0: none).
std::vector<int64_t> CarriedTops(const KnownRoutes& known, const CarriedRoutes& carried);

// What the network's assignment earns at least, from the known answer
// where the same trains are searched (`searched`, sorted), else 0: the
// scores of its routes that are carried, which share no track in the
// network as they shared none in the known one (the others' trains idle).
int64_t CarriedAnswer(const KnownRoutes& known, const CarriedRoutes& carried, const std::vector<int>& searched);

// Puts into out->found the carried candidates of each type t scoring
// `floor[t]` or more (the others cannot be in an assignment worth what the
// network earns at least: FindCandidates), each route once: lent by the
// known store (RouteStore::lender, which must outlive it), its track in the
// network's numbering. Returns how many carried candidates score less.
long CopyCarried(const KnownRoutes& known, const Network& net, const std::vector<int64_t>& floor,
                 CarriedRoutes* out);

}  // namespace xxroute
