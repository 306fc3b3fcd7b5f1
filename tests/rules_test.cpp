// Tests lib/rules: the rules around the route, as the rules module answers them: tile lays,
// stations, train purchases and the states a position cannot reach. Each
// case cites the rulebook line it comes from (shared/rules/).
#include <doctest/doctest.h>

#include <algorithm>

#include "corpus.h"
#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/rules.h"

using namespace xxroute;

namespace {

const std::string kSource = XXROUTE_SOURCE_DIR "/";

std::unique_ptr<LoadedPosition> Text(const std::string& yaml, const std::string& company = "") {
  return test::Load(ParsePosition(yaml, "test.yaml"), company);
}

std::unique_ptr<LoadedPosition> File(const std::string& path, const std::string& company = "") {
  return test::Load(LoadPosition(path), company);
}

// The position loaded and audited, its warnings going by `warnings`.
std::unique_ptr<LoadedPosition> Audited(const std::string& yaml, const std::string& file,
                                        WarningPolicy warnings = WarningPolicy::kKeep) {
  return LoadedPosition::Make(ParsePosition(yaml, file), test::Games(),
                              {"", LoadOptions::kCompany, LoadOptions::kAudit, warnings});
}

bool Contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::vector<std::string> Sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

// ---- train purchases

TEST_CASE("18CZ VIII.10: a company at its train limit may not buy, even a train that would rust others") {
  // 000_*.txt lines 1044-1046. BN (medium) in phase j, limit 1, owns a 5+5.
  auto lp = File(kSource + "fixtures/example.yaml");
  Rules rules = lp->rules();
  Purchase p = rules.CheckPurchase("5+5");
  CHECK_FALSE(p.ok);
  CHECK(Contains(p.why, "BN owns 1 train(s), the limit in phase j"));
  CHECK(rules.Purchases().empty());
}

TEST_CASE("18CZ VIII.12: trains rust by the face bought, not by the phase") {
  // 000_*.txt lines 1152-1155: "if an e-card is bought as a 4-train, the
  // 2-trains are scrapped; bought as a 3+3 or a 3E, none is".
  auto small = Text("game: 18CZ\nphase: e\ncompanies:\n  BCB: {trains: [\"2\"]}\n");
  Purchase four = small->rules().CheckPurchase("4");
  REQUIRE(four.ok);
  CHECK(four.card == "e");
  CHECK(four.removed == std::vector<std::string>{"2"});
  CHECK(four.cost == 250);
  auto medium = Text("game: 18CZ\nphase: e\ncompanies:\n  BN: {trains: [\"2\", \"2+2\"]}\n");
  Purchase plus = medium->rules().CheckPurchase("3+3");
  REQUIRE(plus.ok);
  CHECK(plus.removed.empty());
  // Red trains scrap red ones: in phase g a 5 scraps a small company's 3.
  auto g = Text("game: 18CZ\nphase: g\ncompanies:\n  BCB: {trains: [\"3\"]}\n");
  Purchase five = g->rules().CheckPurchase("5");
  REQUIRE(five.ok);
  CHECK(five.removed == std::vector<std::string>{"3"});
  // A phase change alone rusts nothing in 18CZ: the face is not known.
  PhaseChange e = small->rules().CheckPhase("f");
  REQUIRE(e.ok);
  CHECK(e.removed.empty());
  CHECK(Contains(e.note, "rust when a face is bought"));
}

TEST_CASE("18CZ VIII.12: in phase a the bank sells the a cards, and the b cards whose first sale starts phase b") {
  // 000_*.txt line 1104: "Фаза а (в начале первого операционного
  // раунда)" (phase a: from the first operating round; no card starts it);
  // line 1109: "Фаза b (с продажей первого b-поезда)" (phase b: with the
  // first b sold). The refusal names every face on sale, card a's too.
  auto lp = Text("game: 18CZ\nphase: a\ncompanies:\n  BCB: {trains: [\"2\"]}\n");
  Rules rules = lp->rules();
  CHECK(rules.CheckPurchase("2").card == "a");
  Purchase three = rules.CheckPurchase("3");
  CHECK_FALSE(three.ok);
  CHECK(three.why == "the bank sells 2 (card a), 2+2 (card b), 2 (card b) now, not a 3");
}

TEST_CASE("18CZ VIII.12: an exported card counts as every one of its faces sold") {
  // 000_*.txt lines 1157-1161: an exported h-card scraps what a red 5, a
  // blue 5+5 and a green 5E would: here PR's 3 (by the 5) and 3+3 (by the 5+5).
  auto lp = Text("game: 18CZ\nphase: g\ncompanies:\n  PR: {trains: [\"3\", \"3+3\", \"4E\"]}\n");
  PhaseChange c = lp->rules().CheckExport("h");
  REQUIRE(c.ok);
  CHECK(c.phase == "h");
  CHECK(Sorted(c.removed) == std::vector<std::string>{"3", "3+3"});
}

TEST_CASE("18CZ IV.2: no company owns a face of a larger company") {
  // 000_*.txt lines 278, 330, 383: small owns small faces; medium small and medium.
  auto lp = Text("game: 18CZ\nphase: e\ncompanies:\n  BCB: {trains: [\"2\"]}\n");
  Purchase p = lp->rules().CheckPurchase("3+3");
  CHECK_FALSE(p.ok);
  CHECK(Contains(p.why, "may own only 2, 3, 4, 5 trains"));
}

TEST_CASE("1824 IV.2: coal railways own only g trains, and g trains are sold beside the plain ones") {
  // 002_*.txt line 194; VII.11 line 768: the g trains are an alternative purchase.
  auto lp = Text("game: \"1824\"\nphase: \"3\"\ncompanies:\n  EPP: {trains: [\"1g\"]}\n");
  Rules rules = lp->rules();
  Purchase plain = rules.CheckPurchase("3");
  CHECK_FALSE(plain.ok);
  CHECK(Contains(plain.why, "may own only 1g, 2g, 3g, 4g, 5g trains"));
  std::vector<std::string> offered;
  for (const auto& p : rules.Purchases()) offered.push_back(p.train + (p.trade_in.empty() ? "" : ":" + p.trade_in));
  CHECK(std::count(offered.begin(), offered.end(), "2g") == 1);
  CHECK(std::count(offered.begin(), offered.end(), "2g:1g") == 1);
  CHECK(std::count(offered.begin(), offered.end(), "3") == 0);
}

TEST_CASE("1824 IV.2: a position whose coal railway owns a plain train is refused when loaded") {
  // 002_*.txt line 194: "Угольным железным дорогам разрешается владеть
  // только g-поездами" (coal railways may own only g trains). EPP's own
  // list says so; its type (minor, like the pre-state railways) does not.
  auto coal = [](const std::string& train) {
    return "game: \"1824\"\nphase: \"3\"\ncompanies:\n  EPP: {trains: [\"" + train + "\"]}\n";
  };
  CHECK_THROWS_WITH_AS(Text(coal("3")),
                       "test.yaml:4: company EPP (minor) may own only 1g, 2g, 3g, 4g, 5g trains (1824), not a 3",
                       InputError);
  CHECK_NOTHROW(Text(coal("2g")));
  // A pre-state railway of the same type owns plain trains.
  CHECK_NOTHROW(Text("game: \"1824\"\nphase: \"3\"\ncompanies:\n  SD1: {trains: [\"3\"]}\n"));
}

TEST_CASE("1824 VII.13: a train traded in at half its price, the trade-in frees its place") {
  // 002_*.txt lines 803-807: "the last 5-train, bought for 400, is traded in
  // for the first 6-train, which then costs 400 instead of 600".
  auto lp = Text("game: \"1824\"\nphase: \"5\"\ncompanies:\n  BK: {trains: [\"4\", \"5\", \"5\"]}\n");
  Rules rules = lp->rules();
  Purchase p = rules.CheckPurchase("6", "5");
  REQUIRE(p.ok);
  CHECK(p.cost == 400);
  CHECK(p.phase == "6");
  CHECK(p.removed == std::vector<std::string>{"5"});
  // At the limit (3 in phase 5) only the trade-in may be bought (002 line 801).
  CHECK_FALSE(rules.CheckPurchase("6").ok);
  CHECK(Contains(rules.CheckPurchase("6", "4").why, "a 4 is not traded in for a 6 (only 5)"));
}

TEST_CASE("1836jr: a 4, 5 or 6 traded in for 350 off the 8, the bank sells the 8 from phase 6") {
  // 003_*.txt lines 128, 131-139.
  auto lp = Text("game: 1836jr56\nphase: \"6\"\ncompanies:\n  B: {trains: [\"6\"]}\n");
  Rules rules = lp->rules();
  Purchase p = rules.CheckPurchase("8", "6");
  REQUIRE(p.ok);
  CHECK(p.cost == 650);
  // The 8 opens phase 8, which rusts the 4s: none here.
  CHECK(p.phase == "8");
  auto early = Text("game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"5\"]}\n");
  CHECK(Contains(early->rules().CheckPurchase("8").why, "the bank sells 5 (then 6) trains now, not a 8"));
}

TEST_CASE("phases only move forward, each one's first train rusts what it names") {
  // 1836jr 003_*.txt lines 112, 126: the first 4 rusts the 2s, the first 6 the 3s.
  auto lp = Text("game: 1836jr56\nphase: \"3\"\ncompanies:\n  B: {trains: [\"2\", \"3\"]}\n");
  Rules rules = lp->rules();
  CHECK(Contains(rules.CheckPhase("2").why, "phases only move forward"));
  PhaseChange six = rules.CheckPhase("6");
  REQUIRE(six.ok);
  CHECK(Sorted(six.removed) == std::vector<std::string>{"2", "3"});
}

// ---- stations

TEST_CASE("stations: one per hex, a free slot not held for another company's home, the next marker's cost") {
  if (!xxroute::test::HaveCorpus()) return;
  // 1836jr 003_*.txt lines 176-178; 18xx.games reserves a home slot until
  // the company places its home station.
  auto lp = File(xxroute::test::kCorpus + "1836jr56/1836jr56_game_end_bank-120.yaml");
  Rules rules = lp->rules();
  Station antwerp = rules.CheckStation("G7", "");
  REQUIRE(antwerp.ok);
  CHECK(antwerp.cost == 100);  // B's third marker: 0, 40, 100, 100
  CHECK(Contains(rules.CheckStation("I3", "").why, "held for Nord's home station"));
  CHECK(Contains(rules.CheckStation("H6", "").why, "B already has a station in hex H6 (one per hex)"));
}

TEST_CASE("18CZ VIII.6: no station without a marker left") {
  // 000_*.txt lines 800-807: BN has 3 markers, all on the board.
  auto lp = File(kSource + "fixtures/example.yaml");
  CHECK(Contains(lp->rules().CheckStation("B13", "").why, "BN has no station marker left (3, all on the board)"));
}

// ---- tile lays

TEST_CASE("18CZ VIII.6: purple-edged tiles only with a local railway's ability, never proposed") {
  // 000_*.txt lines 758-759.
  auto lp = File(kSource + "fixtures/example.yaml");
  Rules rules = lp->rules();
  CHECK(Contains(rules.CheckLay("E14", "8866p", 0).why, "laid only with a local railway's ability"));
  for (const Lay& lay : rules.Lays({})) CHECK(lp->game()->Tiles().at(lay.tile).special.empty());
}

TEST_CASE("18CZ VIII.6: a purple-edged tile keeps the phase's colours, on a loaded board as in a lay") {
  // 000_*.txt lines 217-220: the local railway's ability lays a purple-edged
  // tile, "В остальном укладка тайла должна соответствовать правилам"
  // (otherwise the lay must keep the rules); lines 751-752: "Зеленые тайлы
  // становятся доступными после продажи или экспорта первого d-поезда"
  // (green tiles from the first d-train). A green 8866p on H7 in phase c
  // (yellow only) is no state of a game; in phase d it is.
  auto board = [](const std::string& phase) {
    return "game: 18CZ\nphase: " + phase + "\nhexes:\n  H7: {tile: \"8866p\", rotation: 2}\n"
           "companies:\n  BCB: {trains: [\"2\"]}\n";
  };
  CHECK_THROWS_WITH_AS(Text(board("c")), "test.yaml:4: hex H7: tile 8866p (green) is not available in phase c",
                       InputError);
  CHECK_NOTHROW(Text(board("d")));
}

TEST_CASE("18CZ VII.5: a red home tile is its own company's") {
  // 000_*.txt lines 732-734: only the state railway lays its red tile.
  auto lp = File(kSource + "fixtures/example.yaml");
  CHECK(Contains(lp->rules().CheckLay("H5", "8898", 0).why, "only BY lays it"));
}

TEST_CASE("18Lilliput: a new card touches the table and alternates with its neighbours") {
  // 001_*.txt lines 195-196 (touching), 208-217 (city cards and plain cards alternate).
  auto lp = File(kSource + "fixtures/18Lilliput/gvr-scenario-mine-passed.yaml");
  Rules rules = lp->rules();
  CHECK(Contains(rules.CheckLay("A1", "track-straight", 0).why, "must touch a card already laid"));
  CHECK(Contains(rules.CheckLay("C3", "city-straight", 1).why, "city cards may not share a side"));
  bool new_cell = false;
  for (const Lay& lay : rules.Lays({})) new_cell = new_cell || lp->board().FindHex(lay.hex) < 0;
  CHECK(new_cell);  // the table grows
}

TEST_CASE("18Lilliput: a character card is never upgraded (001 lines 392-393, 472)") {
  // The general's city is laid as a yellow city and stays one, though a yellow city
  // card takes the green one by the colour rule.
  auto lp = Text(R"(game: 18Lilliput
phase: "3"
base_map: false
hexes:
  D3: {tile: general-straight, rotation: 0, tokens: [GVR]}
companies:
  GVR: {trains: ["2"]}
)", "GVR");
  Rules rules = lp->rules();
  CHECK(Contains(rules.CheckLay("D3", "city-green", 0).why, "general-straight is never upgraded"));
  for (const Lay& lay : rules.Lays({})) CHECK(lay.hex != "D3");
}

// ---- positions no game reaches

TEST_CASE("a position over a train limit, with a rusted train or a closed company: warnings, errors with --strict") {
  const std::string over = "game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"2\", \"5\", \"5\"]}\n";
  auto lp = Audited(over, "over.yaml");
  REQUIRE(lp->warnings().size() == 2);
  CHECK(Contains(lp->warnings()[0], "3 trains, over the limit of 2 in phase 5"));
  CHECK(Contains(lp->warnings()[1], "its 2 train rusted when the first 4 was bought"));
  // 1824 IV.2 (002_*.txt lines 202, 836): the coal railways close at the first 5.
  auto coal = Audited("game: \"1824\"\nphase: \"5\"\ncompanies:\n  EPP: {trains: [\"2g\"]}\n", "coal.yaml");
  REQUIRE(coal->warnings().size() == 1);
  CHECK(Contains(coal->warnings()[0], "it closed when phase 5 began"));
  // 1824 IV.3 (002 line 216): a pre-state railway closes at the end of the
  // operating round its state railway's train is bought in, and runs until then.
  auto pre_state = Audited("game: \"1824\"\nphase: \"6\"\ncompanies:\n  KK1: {trains: [\"6\"]}\n", "pre.yaml");
  CHECK(pre_state->warnings().empty());
  CHECK_THROWS_AS(Audited(over, "over.yaml", WarningPolicy::kError), InputError);
}
