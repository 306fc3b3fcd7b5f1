// Tests lib/route/notation.cpp: the route notation of `check --routes` (ParseRouteNotation) and how a
// declared stop is found on the board (ResolveDeclaredStop: names, aliases, suggestions); then the
// other names of the places of every printed map (the hex key `aliases`, maps/<game>/NOTES.md "Place
// names"): no name stands for two places, every alias finds the stops its place's printed name finds,
// and declared routes on real positions may be written with them.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "helpers.h"
#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/network.h"
#include "xxroute/position.h"

using namespace xxroute;

namespace {
std::string NotationError(const std::string& text) {
  try {
    ParseRouteNotation(text, "--routes");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("routes are TRAIN: STOP-STOP, split by semicolons or new lines") {
  auto r = ParseRouteNotation("4E: E11-F12.c1-G13; 3+3: A1 - B2\n2:C3-D4", "--routes");
  REQUIRE(r.size() == 3);
  CHECK(r[0].train == "4E");
  CHECK(r[0].stops == std::vector<std::string>{"E11", "F12.c1", "G13"});
  CHECK(r[1].train == "3+3");
  CHECK(r[1].stops == std::vector<std::string>{"A1", "B2"});
  CHECK(r[2].stops == std::vector<std::string>{"C3", "D4"});
}

TEST_CASE("malformed route notation is refused with what is wrong") {
  CHECK(NotationError("") == "--routes: no routes given");
  CHECK(NotationError("E11-F12") == "--routes: route 1 'E11-F12': write TRAIN: STOP-STOP-..., e.g. 4E: E11-F12.c1-G13");
  CHECK(NotationError(": E11-F12") == "--routes: route 1 ': E11-F12': the train is missing before ':'");
  CHECK(NotationError("2: E11--F12") == "--routes: route 1 '2: E11--F12': an empty stop between '-'");
  CHECK(NotationError("2: E11-F1$") == "--routes: route 1 '2: E11-F1$': 'F1$' is not a stop (HEX, HEX.STOP or a place's name)");
}

namespace {

// A line of four places: Wien (three cities of one hex are one name),
// Preßburg, a track-only hex, Budapest. Every city holds an X station.
xxroute::test::Case NamedLine() {
  return xxroute::test::Case(R"(
layout: pointy
color: yellow
hexes:
  A1: {name: Wien, aliases: [Vienna, Vídeň], stops: {c0: {kind: city, revenue: 30, tokens: [X]}}, paths: [[c0, 4]]}
  A3: {name: "Preßburg", stops: {c0: {kind: city, revenue: 20}}, paths: [[1, c0], [c0, 4]]}
  A5: {paths: [[1, 4]]}
  A7: {name: Budapest, aliases: ["Buda Pest"], stops: {c0: {kind: city, revenue: 40}}, paths: [[1, c0]]}
companies:
  X: {trains: ["4"]}
)", "X");
}

}  // namespace

TEST_CASE("a place is matched by its printed name without case, accents, spaces or hyphens, and ß as ss") {
  auto g = NamedLine();
  CHECK(FoldName("Preßburg") == "pressburg");
  CHECK(FoldName("Buda-Pest") == FoldName("buda pest"));
  CHECK(g.Revenue("4: Wien-Pressburg-Budapest") == 90);
  CHECK(g.Revenue("4: WIEN-preßburg-budapest") == 90);
}

TEST_CASE("a place is matched by the other names the map gives it (aliases)") {
  auto g = NamedLine();
  CHECK(g.Revenue("4: Vienna-Pressburg-Buda Pest") == 90);
  CHECK(g.Revenue("4: Viden-Pressburg-Budapest") == 90);
}

TEST_CASE("Cyrillic is matched without regard to case, Chinese as written, Romanian ș and ț as s and t") {
  CHECK(FoldName("ВЕНА") == FoldName("Вена"));
  CHECK(FoldName("Вена") == "вена");
  CHECK(FoldName("Вена") != FoldName("Вены"));
  CHECK(FoldName("布拉格") == "布拉格");
  CHECK(FoldName("赫拉德茨·克拉洛韦") == "赫拉德茨克拉洛韦");  // the middle dot does not count
  CHECK(FoldName("Brașov") == "brasov");
  CHECK(FoldName("Cernăuți") == "cernauti");
}

TEST_CASE("an unknown name is bad input and names the nearest places") {
  auto g = NamedLine();
  CHECK_THROWS_WITH_AS(g.Check("4: Wien-Presburk-Budapest"),
                       "test: route 1 (4): no stop, hex or place named 'Presburk' on the board; did you mean Preßburg?",
                       InputError);
  CHECK_THROWS_WITH_AS(g.Check("4: Vena-Budapest"),
                       "test: route 1 (4): no stop, hex or place named 'Vena' on the board; did you mean Wien (Vienna)?",
                       InputError);
  // Nothing near: no suggestion.
  CHECK_THROWS_WITH_AS(g.Check("4: Wien-Zagreb"), "test: route 1 (4): no stop, hex or place named 'Zagreb' on the board",
                       InputError);
}

TEST_CASE("a route is 'filled in' only when stops were filled in between those written") {
  auto g = NamedLine();
  CheckResult all = g.Check("4: Wien-Pressburg-Budapest");
  REQUIRE(all.legal);
  CHECK_FALSE(all.routes[0].completed);
  CheckResult between = g.Check("4: Wien-Budapest");  // Preßburg passed, filled in
  REQUIRE(between.legal);
  CHECK(between.routes[0].completed);
  CHECK(between.income == 90);
}

TEST_CASE("a hex of only track may stand in a route as a waypoint: the route passes it there") {
  auto g = NamedLine();
  CheckResult via = g.Check("4: Wien-A5-Budapest");  // A5 lies between Preßburg and Budapest
  REQUIRE(via.legal);
  CHECK(via.income == 90);
  CHECK(via.routes[0].completed);  // (Preßburg filled in)
  CHECK(g.Revenue("4: Wien-Pressburg-A5-Budapest") == 90);
  // Not where it is written: between Wien and Preßburg the track does not pass A5.
  CHECK(g.Error("4: Wien-A5-Pressburg-Budapest") ==
        "route 1 (4): no way to run it passes A5 where it is written");
  // A route starts and ends at stops.
  CHECK_THROWS_WITH_AS(g.Check("4: A5-Budapest"), "test: route 1 (4): a route starts at a stop, and hex A5 has only track",
                       InputError);
  CHECK_THROWS_WITH_AS(g.Check("4: Wien-A5"), "test: route 1 (4): a route ends at a stop, and hex A5 has only track",
                       InputError);
}

// ---- the places' other names on the printed maps

namespace {

// One printed map: a game, the variant that names the map file ("" the
// base game's) and the game loaded with it.
struct PrintedMap {
  std::string game, variant;
  std::shared_ptr<const Game> data;
};

// Every map file of every game once (variants that keep the base map are
// left out), maps with no hexes too (18Lilliput, 18CZ Moravia-Silesia).
std::vector<PrintedMap> EveryMap() {
  std::vector<PrintedMap> maps;
  for (const auto& name : ListGames()) {
    auto base = test::Games()->Get(name, "");
    maps.push_back({name, "", base});
    std::set<std::string> files = {base->map_file};
    for (const auto& v : base->variants) {
      auto g = test::Games()->Get(name, v);
      if (files.insert(g->map_file).second) maps.push_back({name, v, g});
    }
  }
  return maps;
}

// The place a printed hex belongs to, folded: its name; a hex printed
// without one belongs to the place its first alias names (1824's Sarajevo
// city J13, whose name is printed on the track hex J11); "" for neither.
std::string PlaceOf(const HexSpec& h) {
  if (!h.name.empty()) return FoldName(h.name);
  return h.aliases.empty() ? "" : FoldName(h.aliases.front());
}

// The board of a game's printed map alone, in its first phase.
std::unique_ptr<Board> PrintedBoard(const PrintedMap& m) {
  std::string yaml = "game: \"" + m.game + "\"\nphase: \"" + m.data->phases.front().name + "\"\n";
  if (!m.variant.empty()) yaml += "variant: \"" + m.variant + "\"\n";
  return Board::Build(ParsePosition(yaml, m.game + ".yaml"), m.data);
}

// The stops a declared stop names on b; empty when it names none.
std::vector<int> Stops(const Board& b, const std::string& text) {
  std::vector<int> stops;
  ResolveDeclaredStop(b, text, &stops);
  return stops;
}

// The declared routes checked on a fixture, for `company`.
CheckResult CheckFixture(const std::string& fixture, const std::string& company, const std::string& routes) {
  const auto loaded = test::Load(LoadPosition(std::string(XXROUTE_SOURCE_DIR) + "/fixtures/" + fixture), company);
  return CheckRoutes(loaded->network(), ParseRouteNotation(routes, "test"));
}

}  // namespace

TEST_CASE("the printed maps give their places other names") {
  std::map<std::string, int> aliases;  // by game
  for (const auto& m : EveryMap())
    for (const auto& h : m.data->MapHexes()) aliases[m.game] += static_cast<int>(h.aliases.size());
  CHECK(aliases["1824"] >= 20);
  CHECK(aliases["1824-cisleithania"] >= 20);
  CHECK(aliases["18CZ"] >= 20);
  CHECK(aliases["1836jr30"] >= 10);
  CHECK(aliases["1836jr56"] >= 10);
  CHECK(aliases["18Lilliput"] == 0);  // no printed map: its places are its cards
}

TEST_CASE("no two places of a printed map share a name or an alias, compared as declared routes compare them") {
  for (const auto& m : EveryMap()) {
    std::map<std::string, std::string> place_of;  // folded name or alias -> its place
    for (const auto& h : m.data->MapHexes()) {
      const std::string place = PlaceOf(h);
      if (place.empty()) continue;
      std::vector<std::string> names = h.aliases;
      if (!h.name.empty()) names.push_back(h.name);
      for (const auto& name : names) {
        INFO(m.data->map_file, ": hex ", h.coord, " '", name, "'");
        const std::string folded = FoldName(name);
        CHECK_FALSE(folded.empty());  // it could not be written in a route
        int letter = 0, number = 0;
        CHECK_FALSE(ParseCoord(name, &letter, &number));  // it would be read as a hex
        const auto [it, fresh] = place_of.emplace(folded, place);
        CHECK(it->second == place);
      }
      for (const auto& alias : h.aliases) {
        INFO(m.data->map_file, ": hex ", h.coord, " alias '", alias, "'");
        if (!h.name.empty()) CHECK(FoldName(alias) != FoldName(h.name));  // says nothing the name does not
      }
    }
  }
}

TEST_CASE("every alias finds the stops its place's printed name finds") {
  for (const auto& m : EveryMap()) {
    if (m.data->MapHexes().empty()) continue;
    const auto b = PrintedBoard(m);
    for (const auto& h : m.data->MapHexes()) {
      if (h.aliases.empty()) continue;
      const std::string place = h.name.empty() ? h.aliases.front() : h.name;
      const std::vector<int> want = Stops(*b, place);
      for (const auto& alias : h.aliases) {
        INFO(m.data->map_file, ": hex ", h.coord, " alias '", alias, "' of ", place);
        CHECK_FALSE(want.empty());
        CHECK(Stops(*b, alias) == want);
      }
    }
  }
}

TEST_CASE("the names the rulebooks and players use find places in declared routes on real positions") {
  SUBCASE("1824: Vienna and Trieste (rulebook 002 line 574; common), Sarajewo (002 line 317) at the city J13") {
    const auto c = CheckFixture("1824/bh-sarajevo-lanes.yaml", "BH", "5: Sarajewo-Trieste-Graz-F11-Vienna; 4: Sarajevo-Pécs-H17");
    CHECK(c.error == "");
    CHECK(c.income == 320);
  }
  SUBCASE("1824 Cisleithania: Pest (002 line 1067), Bosnia, and Вена (002 line 964) in any case") {
    const auto c = CheckFixture("1824-cisleithania/ug-budapest-three-players.yaml", "UG", "4: Pest-Graz-Trieste-Bosnia; 3: Pest-F11-ВЕНА");
    CHECK(c.error == "");
    CHECK(c.income == 340);
  }
  SUBCASE("18CZ: Aussig (rulebook 000 line 351), 布拉格 (004 line 227), German and English names") {
    const auto c = CheckFixture("18CZ/bn-plus-trains.yaml", "BN", "3+3: Aussig-Tetschen-Reichenberg-B15-B17; 2+2: 布拉格-C14-Liberec");
    CHECK(c.error == "");
    CHECK(c.income == 210);
  }
  SUBCASE("1836jr56: Bruxelles and Brussel for the printed Brussels") {
    const auto c = CheckFixture("1836jr56/b-regie-des-postes.yaml", "B", "4: Amsterdam-Utrecht-G7-Bruxelles; 3: H2-H4-Brussel");
    CHECK(c.error == "");
    CHECK(c.income == 230);
  }
}
