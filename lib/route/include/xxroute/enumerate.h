// Enumerator: walks the network and lists every route a company may run,
// or (guided) every way to run a declared sequence of stops.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
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

inline int ResourceWords(const Network& net) { return (net.resource_count() + 63) / 64; }

}  // namespace xxroute
