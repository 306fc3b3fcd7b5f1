// Tests lib/board/network.cpp: the company's track compiled into stops,
// branch points and the links between them.
#include <doctest/doctest.h>

#include <algorithm>

#include "helpers.h"

using xxroute::Link;
using xxroute::Network;
using xxroute::Node;
using xxroute::test::Case;

namespace {

// A1 (city, X's station) - A3 (city) - A5 (town) - A7 (city), east to west on
// pointy hexes (edge 4 of one hex meets edge 1 of the next); `a3` is A3's
// city, `a7_paths` A7's track, `more` further hexes.
std::string Line(const std::string& a3 = "{kind: city, revenue: 30}", const std::string& a7_paths = "[[1, c0]]",
                 const std::string& more = "") {
  return R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {stops: {c0: )" + a3 + R"(}, paths: [[1, c0], [c0, 4]]}
  A5: {stops: {t0: {kind: town, revenue: 10}}, paths: [[1, t0], [t0, 4]]}
  A7: {stops: {c0: {kind: city, revenue: 40}}, paths: )" + a7_paths + R"(}
)" + more + R"(companies:
  X: {trains: ["4"]}
  Y: {trains: ["4"]}
  Z: {trains: ["4"]}
)";
}

int StopAt(const Case& g, const std::string& label) { return g.board->FindStop(label); }

int NodeAt(const Case& g, const std::string& label) { return g.net->NodeOfStop(StopAt(g, label)); }

// Whether a link joins the nodes of the two stops.
bool Joined(const Case& g, const std::string& a, const std::string& b) {
  const int na = NodeAt(g, a), nb = NodeAt(g, b);
  if (na < 0 || nb < 0) return false;
  const auto& links = g.net->links();
  return std::any_of(links.begin(), links.end(), [&](const Link& l) {
    return (l.node[0] == na && l.node[1] == nb) || (l.node[0] == nb && l.node[1] == na);
  });
}

}  // namespace

TEST_CASE("track that only passes from one hex to the next is merged into one link between stops") {
  Case g(Line(), "X");
  const Network& net = *g.net;
  // Four stops, nothing else: the hex sides between them only pass track on.
  REQUIRE(net.nodes().size() == 4);
  for (const Node& n : net.nodes()) CHECK(n.kind == Node::kStop);
  // A1-A3, A3-A5, A5-A7: each of a segment in each of its two hexes.
  REQUIRE(net.links().size() == 3);
  for (const Link& l : net.links()) CHECK(l.segments.size() == 2);
  CHECK(Joined(g, "A1.c0", "A3.c0"));
  CHECK(Joined(g, "A3.c0", "A5.t0"));
  CHECK(Joined(g, "A5.t0", "A7.c0"));
  CHECK_FALSE(Joined(g, "A1.c0", "A5.t0"));
  CHECK(net.segment_count() == 6);   // A1 1, A3 2, A5 2, A7 1
  CHECK(net.resource_count() == 3);  // one a link, no side kept
  CHECK(net.station_count() == 1);
}

TEST_CASE("a junction where track branches is a node of its own, each branch one link") {
  const std::string yaml = R"(
layout: pointy
color: yellow
hexes:
  A1: {stops: {c0: {kind: city, revenue: 20, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {junctions: [j0], paths: [[1, j0], [j0, 4], [j0, 5]]}
  A5: {stops: {c0: {kind: city, revenue: 30}}, paths: [[1, c0]]}
  B4: {stops: {c0: {kind: city, revenue: 50}}, paths: [[2, c0]]}
companies: {X: {trains: ["2"]}}
)";
  Case g(yaml);
  const Network& net = *g.net;
  REQUIRE(net.nodes().size() == 4);  // three stops and the junction
  const auto junction = std::find_if(net.nodes().begin(), net.nodes().end(),
                                     [](const Node& n) { return n.kind == Node::kJunction; });
  REQUIRE(junction != net.nodes().end());
  CHECK(junction->links.size() == 3);
  CHECK(net.links().size() == 3);
  CHECK_FALSE(Joined(g, "A1.c0", "A5.c0"));  // through the junction, never directly
}

TEST_CASE("track that leads nowhere is dropped") {
  // A7's track runs on to its edge 4, where no hex is: a dead end.
  Case g(Line("{kind: city, revenue: 30}", "[[1, c0], [c0, 4]]"), "X");
  CHECK(g.net->nodes().size() == 4);
  CHECK(g.net->links().size() == 3);
  CHECK(g.net->nodes()[NodeAt(g, "A7.c0")].links.size() == 1);
  CHECK(g.net->segment_count() == 7);  // the stub is on the board, not in the network
}

TEST_CASE("track no station of the company reaches is dropped") {
  // C1 - C3, a line of their own, with a station of Z at C1 and none of X.
  const std::string more = R"(  C1: {stops: {c0: {kind: city, revenue: 60, tokens: [Z]}}, paths: [[c0, 4]]}
  C3: {stops: {c0: {kind: city, revenue: 70}}, paths: [[1, c0]]}
)";
  Case x(Line("{kind: city, revenue: 30}", "[[1, c0]]", more), "X");
  CHECK(x.net->links().size() == 3);
  CHECK(NodeAt(x, "C1.c0") < 0);
  CHECK(NodeAt(x, "C3.c0") < 0);
  CHECK(NodeAt(x, "A7.c0") >= 0);
  Case z(Line("{kind: city, revenue: 30}", "[[1, c0]]", more), "Z");
  CHECK(z.net->links().size() == 1);
  CHECK(Joined(z, "C1.c0", "C3.c0"));
  CHECK(NodeAt(z, "A1.c0") < 0);
  CHECK(NodeAt(z, "A7.c0") < 0);
  // A company with no station at all has no track.
  Case y(Line("{kind: city, revenue: 30}", "[[1, c0]]", more), "Y");
  CHECK(y.net->links().empty());
  CHECK(y.net->station_count() == 0);
}

TEST_CASE("a city filled by other companies' tokens ends a route but is not passed") {
  Case x(Line("{kind: city, revenue: 30, slots: 1, tokens: [Y]}"), "X");
  const int a3 = StopAt(x, "A3.c0");
  CHECK(x.net->StopIsTerminal(a3));
  CHECK(x.net->PassThroughRule(a3) == "passes through A3.c0, a city filled by other companies' tokens");
  // Its track stays: a route may end there, from either side.
  CHECK(x.net->nodes()[NodeAt(x, "A3.c0")].links.size() == 2);
  CHECK_FALSE(x.net->StopIsTerminal(StopAt(x, "A5.t0")));
  CHECK(x.net->PassThroughRule(StopAt(x, "A5.t0")).empty());
  // Not for the company whose token fills it, nor while a slot is free.
  Case y(Line("{kind: city, revenue: 30, slots: 1, tokens: [Y]}"), "Y");
  CHECK_FALSE(y.net->StopIsTerminal(StopAt(y, "A3.c0")));
  Case open(Line("{kind: city, revenue: 30, slots: 2, tokens: [Y]}"), "X");
  CHECK_FALSE(open.net->StopIsTerminal(StopAt(open, "A3.c0")));
}

TEST_CASE("an offboard ends a route, a mine only where it is not pass_through") {
  Case g(Line("{kind: offboard, revenue: 30}"), "X");
  CHECK(g.net->StopIsTerminal(StopAt(g, "A3.c0")));
  CHECK(g.net->PassThroughRule(StopAt(g, "A3.c0")) ==
        "passes through the offboard A3.c0, which may only end a route");
  Case mine(Line("{kind: mine, revenue: 30}"), "X");
  CHECK(mine.net->StopIsTerminal(StopAt(mine, "A3.c0")));
  Case through(Line("{kind: mine, revenue: 30, pass_through: true}"), "X");
  CHECK_FALSE(through.net->StopIsTerminal(StopAt(through, "A3.c0")));
}
