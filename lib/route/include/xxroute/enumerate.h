// Enumerator: walks the network and lists every route a company may run,
// or (guided) every way to run a declared sequence of stops.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "xxroute/limits.h"
#include "xxroute/network.h"
#include "xxroute/train.h"

namespace xxroute {

// A route found by the walk, before any train scores it.
struct Walk {
  std::vector<int> stops;  // board stops
  std::vector<int> links;  // network links
  std::vector<uint64_t> resources;  // bitset over Network::resource_count()
};

struct EnumerateOptions {
  // Trains whose counting rules bound the walk (a walk stops growing once no
  // train could run it). Empty: no bound (guided walks).
  std::vector<const Train*> trains;
  // Declared stops: only walks visiting these in order, one stop of each
  // entry's candidates (a hex or a name may stand for several stops), from
  // the first entry to the last. With `loose`, other stops may be passed
  // between two entries (a route written with only the stops that matter).
  const std::vector<std::vector<int>>* guide = nullptr;
  bool loose = false;
  // Called for each route found; return false to stop the walk.
  std::function<bool(const Walk&)> found;
  // Pieces of track the walk may run, over all routes tried (the walk limit).
  long max_steps = kMaxWalkSteps;
  // Where walks on several threads count their steps together (optional).
  std::atomic<long>* shared_steps = nullptr;
};

// Walks from every stop (or the guide's first). Each route is reported once,
// in one direction. Returns false when `found` stopped it. Throws InputError
// (naming the walk limit) past options.max_steps.
bool Enumerate(const Network& net, const EnumerateOptions& options);
// The routes whose walk starts at board stop `start` (the lower-numbered end).
bool EnumerateFrom(const Network& net, const EnumerateOptions& options, int start);

// The routes through marked track (`links`: per network link; `stops`: per
// board stop): every route the walk finds that runs a marked link or visits
// a marked stop, each once, in one direction, and no other; shared out by
// mark: EnumerateThrough(..., k) gives those whose first mark is mark k (the
// marked links in order, then the marked stops the network holds), of
// ThroughMarks(...) marks. What a change to a network makes anew
// (search/known_routes.h). Throws InputError past options.max_steps.
int ThroughMarks(const Network& net, const std::vector<char>& links, const std::vector<char>& stops);
bool EnumerateThrough(const Network& net, const EnumerateOptions& options, const std::vector<char>& links,
                      const std::vector<char>& stops, int mark);

inline int ResourceWords(const Network& net) { return (net.resource_count() + 63) / 64; }

// The track a route takes by running link `link` into node `to`, which no
// other route of the company may take (18CZ VIII.7, 000 lines 894-897: two
// trains' routes meet only at stops, on separate track; 1824 VII.2, 002
// line 517): the link's own track, and the hex-side lane at `to` when the
// route passes through it (-1: none; stops and junctions hold none).
struct StepTrack {
  int link = -1;
  int lane = -1;
};
inline StepTrack TrackOfStep(const Network& net, int link, int to) {
  return {net.links()[link].resource, net.nodes()[to].resource};
}
// The track of a whole route, from its first stop along its links, as a
// bitset over Network::resource_count() (a Walk's resources).
std::vector<uint64_t> TrackOfRoute(const Network& net, int first_stop, const std::vector<int>& links);
// The same, or'ed into `track` (ResourceWords words).
void AddTrackOfRoute(const Network& net, int first_stop, std::span<const int> links, uint64_t* track);
// The links of a route from its first stop, read back from its track
// (TrackOfRoute's inverse): a route passes each node once, so at each node
// one link of its track leads on, and none where it ends.
std::vector<int> LinksOfRoute(const Network& net, int first_stop, const uint64_t* track);

}  // namespace xxroute
