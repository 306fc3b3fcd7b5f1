// AbilityLays and AbilityStations (lib/table/ability_moves.cpp): what a
// company may do now by the abilities of the privates it owns, as the
// page's sheet of a hex and whatif offer it, and the hexes the page marks.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "helpers.h"
#include "xxroute/ability_moves.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {

// 1846 in phase I: NYC at home on D20 with a 2-train, owning `privates`.
std::string Nyc1846With(const std::string& privates) {
  return "game: \"1846\"\nphase: I\nhexes:\n  D20: {tokens: [NYC]}\nprivates: {" + privates +
         "}\ncompanies:\n  NYC: {trains: [\"2\"], treasury: 100}\n";
}

bool Marked(const std::vector<PlayableHex>& hexes, const std::string& hex, bool PlayableHex::*what) {
  return std::any_of(hexes.begin(), hexes.end(), [&](const PlayableHex& p) { return p.hex == hex && p.*what; });
}

}  // namespace

TEST_CASE("a private's lays are offered on its hexes, free, each rotation with a track of its own, until it is used") {
  // 1846's Michigan Central: tiles 7, 8 or 9 on B10 and B12, free, joined
  // to no track (maps/1846/game.yaml privates: lays).
  auto held = test::Load(ParsePosition(Nyc1846With("MC: NYC"), "game.yaml"), "NYC");
  const std::vector<AbilityLay> lays = AbilityLays(held->board(), held->company());
  REQUIRE(!lays.empty());
  for (const AbilityLay& a : lays) {
    CHECK(a.ability == "MC");
    CHECK((a.lay.hex == "B10" || a.lay.hex == "B12"));
    CHECK(a.lay.ok);
    CHECK(a.lay.cost == 0);
  }
  auto straight = [&](int rotation) {
    return std::count_if(lays.begin(), lays.end(), [&](const AbilityLay& a) {
      return a.lay.hex == "B10" && a.lay.tile == "9" && a.lay.rotation == rotation;
    });
  };
  CHECK(straight(1) == 1);
  CHECK(straight(4) == 0);  // (a straight's two rotations are one choice)
  const std::vector<PlayableHex> playable = PlayableHexes(held->board(), held->company());
  CHECK(Marked(playable, "B10", &PlayableHex::lay));
  CHECK(Marked(playable, "B12", &PlayableHex::lay));

  auto used = test::Load(ParsePosition(Nyc1846With("MC: NYC") + "privates_used: [MC]\n", "game.yaml"), "NYC");
  CHECK(AbilityLays(used->board(), used->company()).empty());
  CHECK_FALSE(Marked(PlayableHexes(used->board(), used->company()), "B10", &PlayableHex::lay));
  CHECK(AbilityLays(held->board(), held->company(), {"green"}).empty());  // (its tiles are yellow)
}

TEST_CASE("another company's private, or one a player holds, offers the company nothing") {
  auto other = test::Load(ParsePosition(Nyc1846With("MC: GT"), "game.yaml"), "NYC");
  CHECK(AbilityLays(other->board(), other->company()).empty());
  auto player = test::Load(ParsePosition(Nyc1846With("MC: Anna"), "game.yaml"), "NYC");
  CHECK(AbilityLays(player->board(), player->company()).empty());
}

TEST_CASE("a private's station is offered on its city, free, once") {
  // 1846's C&WI: a station on Chicago's south-east city, D6 c3, free and
  // joined to no track (privates: token).
  auto held = test::Load(ParsePosition(Nyc1846With("C&WI: NYC"), "game.yaml"), "NYC");
  const std::vector<AbilityStation> stations = AbilityStations(held->board(), held->company());
  REQUIRE(stations.size() == 1);
  CHECK(stations[0].ability == "C&WI");
  CHECK(stations[0].station.hex == "D6");
  CHECK(stations[0].station.stop_id == "c3");
  CHECK(stations[0].station.cost == 0);
  CHECK(Marked(PlayableHexes(held->board(), held->company()), "D6", &PlayableHex::station));
  auto used = test::Load(ParsePosition(Nyc1846With("C&WI: NYC") + "privates_used: [C&WI]\n", "game.yaml"), "NYC");
  CHECK(AbilityStations(used->board(), used->company()).empty());
}

}  // namespace xxroute
