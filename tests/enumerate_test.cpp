// The walk over the track (route/enumerate): the track each route it finds
// takes, step by step, is the track the whole route takes (TrackOfRoute),
// which what-if reads when it carries routes from one board to another.
#include <doctest/doctest.h>

#include "xxroute/enumerate.h"
#include "xxroute/loaded_position.h"

using namespace xxroute;

TEST_CASE("a walk's track is its route's track: every link, and every hex-side lane passed") {
  // 18CZ VIII.7, 000_*.txt lines 894-897: two trains' routes are wholly
  // separate, meeting only at stops; a lane of a hex side is track too.
  auto lp = LoadedPosition::Read(XXROUTE_SOURCE_DIR "/fixtures/example.yaml", "", LoadedPosition::kCompany,
                                 LoadedPosition::kNoAudit);
  const Network& net = lp->network();
  long walks = 0, with_lanes = 0;
  EnumerateOptions o;
  o.found = [&](const Walk& w) {
    ++walks;
    CHECK(TrackOfRoute(net, w.stops.front(), w.links) == w.resources);
    int at = net.NodeOfStop(w.stops.front());
    bool lane = false;
    for (int l : w.links) at = net.links()[l].Other(at), lane = lane || TrackOfStep(net, l, at).lane >= 0;
    with_lanes += lane;
    return true;
  };
  Enumerate(net, o);
  CHECK(walks > 100);
  CHECK(with_lanes > 0);  // the board has routes through hex-side lanes
}
