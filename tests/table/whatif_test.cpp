// Tests lib/table/whatif.cpp. What-if analysis: each kind of change gives the income of the same position
// edited by hand (tests/data/whatif). (The ranking of every tile lay is
// checked against the independent reference, lay by lay, by the ctest test
// reference.whatif.lays: tests/reference/lays.py.) The positions are from
// the corpus: without it these tests are skipped (corpus.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "corpus.h"
#include "helpers.h"
#include "xxroute/error.h"
#include "xxroute/run.h"
#include "xxroute/table.h"
#include "xxroute/whatif.h"

using namespace xxroute;
using xxroute::test::HaveCorpus;
using xxroute::test::kCorpus;

namespace {

const std::string kData = XXROUTE_SOURCE_DIR "/tests/data/whatif/";

int Income(const LoadedPosition& p) { return Solve(p.network()).income; }

// A position file in a session (not audited), for the company its expect: names.
std::unique_ptr<LoadedPosition> Load(const std::string& file) { return test::Load(LoadPosition(file)); }

int HandEdited(const std::string& file) { return Income(*Load(kData + file)); }

int WhatIf(const std::string& corpus_file, std::vector<Edit> edits) {
  auto out = RunChanges(Load(kCorpus + corpus_file), {Change{"test", std::move(edits)}});
  REQUIRE(out[1].ok);
  return out[1].result.income;
}


const char* kJr = "1836jr56/1836jr56_game_end_bank-120.yaml";
const char* k1824 = "1824/1824_game_end_reason_bank-711.yaml";

}  // namespace

TEST_CASE("each change gives the income of the position edited by hand") {
  if (!HaveCorpus()) return;
  CHECK(WhatIf(kJr, {test::E(Edit::kToken, "G7")}) == HandEdited("jr56-120-token-G7.yaml"));
  CHECK(WhatIf(kJr, {test::E(Edit::kBlock, "I3.c0=GCL")}) == HandEdited("jr56-120-block-I3.yaml"));
  CHECK(WhatIf(kJr, {test::E(Edit::kPhase, "4")}) == HandEdited("jr56-120-phase4.yaml"));
  CHECK(WhatIf(kJr, {test::E(Edit::kTrains, "3,3")}) == HandEdited("jr56-120-trains-3-3.yaml"));
  CHECK(WhatIf(kJr, {test::E(Edit::kAddTrain, "3")}) == HandEdited("jr56-120-add-3.yaml"));
  CHECK(WhatIf(kJr, {test::E(Edit::kRemoveTrain, "2")}) == HandEdited("jr56-120-remove-2.yaml"));
  CHECK(WhatIf(k1824, {test::E(Edit::kLay, "G10=611@2")}) == HandEdited("1824-711-lay-G10.yaml"));
  // The changes do change something.
  CHECK(HandEdited("jr56-120-block-I3.yaml") < WhatIf(kJr, {}));
  CHECK(HandEdited("1824-711-lay-G10.yaml") == 410);
}

TEST_CASE("changes that break a rule are refused with the rule") {
  if (!HaveCorpus()) return;
  auto base = Load(kCorpus + k1824);
  auto refused = [&](Edit e) {
    try {
      ApplyChange(*base, Change{"x", {e}});
    } catch (const InputError& err) {
      return err.message();
    }
    return std::string();
  };
  CHECK(refused(test::E(Edit::kLay, "G10=57@0")).find("cannot replace a green one") != std::string::npos);
  CHECK(refused(test::E(Edit::kLay, "G10=611@1")).find("does not keep the track") != std::string::npos);
  CHECK(refused(test::E(Edit::kLay, "G10=nope@1")).find("not in 1824's tile manifest") != std::string::npos);
  CHECK(refused(test::E(Edit::kToken, "G10")).find("KK already has a station in hex G10 (one per hex)") != std::string::npos);
  CHECK(refused(test::E(Edit::kPhase, "99")).find("has no phase '99'") != std::string::npos);
  CHECK(refused(test::E(Edit::kRemoveTrain, "4")).find("KK has no 4 train") != std::string::npos);
  CHECK_THROWS_WITH(test::E(Edit::kLay, "G10"), "test: 'G10': expected HEX=TILE@ROTATION, e.g. E12=57@2");
}

TEST_CASE("buying a train: the trains the phase offers, with the phase change it starts") {
  if (!HaveCorpus()) return;
  // (the treasury set aside: the trains on offer, not the money to pay them)
  Position pos = LoadPosition(kCorpus + kJr);
  for (auto& c : pos.companies) c.treasury.reset();
  auto base = test::Load(pos);
  std::vector<Change> buy = BuyOptions(*base);
  REQUIRE(!buy.empty());
  auto out = RunChanges(std::move(base), buy);
  bool next_phase = false;
  for (size_t i = 1; i < out.size(); ++i)
    next_phase = next_phase || (out[i].change == "buy 4" && out[i].notes.find("starts phase 4") != std::string::npos);
  CHECK(next_phase);
}

TEST_CASE("whatif proposes no move the company cannot pay, and apply refuses it with the same words") {
  // example.yaml: BN's treasury is 0, so only the free lays are proposed.
  const std::string file = test::kFixtures + "example.yaml";
  auto base = Load(file);
  const std::vector<Change> lays = LayOptions(*base, {});
  auto out = RunChanges(Load(file), lays);
  int unaffordable = 0;
  std::string refused, refused_change;
  for (size_t i = 1; i < out.size(); ++i) {
    if (out[i].ok) CHECK(out[i].cost <= 0);
    if (!out[i].unaffordable) continue;
    ++unaffordable;
    CHECK(out[i].cost == 0);
    CHECK(out[i].error.find("BN has 0 left") != std::string::npos);
    refused = out[i].error, refused_change = out[i].change;
  }
  REQUIRE(unaffordable > 0);
  WhatIfRequest q;
  q.best_lay = true;
  WhatIfRun run = RunWhatIf(Load(file), q);
  CHECK(run.unaffordable == unaffordable);
  CHECK(run.treasury == 0);
  for (size_t i : run.shown) CHECK(run.outcomes[i].cost == 0);
  // apply makes the same move through the same check: the same refusal.
  Change one;
  for (const auto& c : lays)
    if (c.name == refused_change) one = c;
  const std::string text = test::ReadText(file);
  CHECK_THROWS_WITH(ApplyAtTable(text, Load(file), "BN", {}, one), refused.c_str());
}

TEST_CASE("trains given to whatif are the base its rankings start from") {
  const std::string file = test::kFixtures + "1836jr56/b-regie-des-postes.yaml";
  WhatIfRequest q;
  q.buy = true;
  q.add_train = {"2"};
  WhatIfRun run = RunWhatIf(Load(file), q);
  CHECK(run.outcomes[0].change == "as is with add 2");
  // The same position with the 2 written in by hand.
  Position by_hand = LoadPosition(file);
  by_hand.FindCompany("B")->trains.push_back(TrainRef{"2", 0, std::nullopt});
  auto edited = test::Load(by_hand);
  CHECK(run.outcomes[0].result.income == Income(*edited));
  CHECK(run.shown.size() == BuyOptions(*edited).size());
  // Without the 2, B is under its limit and may buy: the 2 does change the ranking.
  CHECK(BuyOptions(*Load(file)).size() != BuyOptions(*edited).size());
}

TEST_CASE("on equal gain whatif lists the cheaper move first") {
  WhatIfRequest q;
  q.best_lay = true;
  q.best_token = true;
  WhatIfRun run = RunWhatIf(Load(test::kFixtures + "1836jr56/b-regie-des-postes.yaml"), q);
  REQUIRE(run.shown.size() > 2);
  bool tie_seen = false;
  for (size_t k = 1; k < run.shown.size(); ++k) {
    const Outcome& a = run.outcomes[run.shown[k - 1]];
    const Outcome& b = run.outcomes[run.shown[k]];
    CHECK(a.result.income >= b.result.income);
    if (a.result.income != b.result.income) continue;
    CHECK(a.cost <= b.cost);
    tie_seen = tie_seen || a.cost != b.cost;
  }
  CHECK(tie_seen);  // (a tie of a free and a paid move: the order is tested)
}

TEST_CASE("18Lilliput 001 lines 303-308: at its limit a company may give an obsolete train back, then buy") {
  const std::string file = test::kFixtures + "18Lilliput/lnr-castle-3d-and-3o.yaml";
  auto base = Load(file);
  // LNR owns a 3o and a 3D, the limit in phase 6 is 2: no purchase alone.
  CHECK(base->rules().Purchases().empty());
  bool offered = false;
  for (const auto& c : BuyOptions(*base)) offered = offered || c.name == "return 3o, buy 4D";
  CHECK(offered);
  Applied a = ApplyChange(*base, Change{"x", {test::E(Edit::kReturn, "3o"), test::E(Edit::kBuy, "4D")}});
  std::vector<std::string> trains;
  for (const auto& t : a.position().FindCompany("LNR")->trains) trains.push_back(t.name);
  CHECK(trains == std::vector<std::string>{"3D", "4D"});
  CHECK(a.cost == 650);
  // Lines 300-301: a train that is not obsolete is never given back by choice.
  CHECK_THROWS_WITH(ApplyChange(*base, Change{"x", {test::E(Edit::kReturn, "3D")}}),
                    doctest::Contains("only an obsolete train may be given back"));
}

TEST_CASE("1824 VII.8: a state railway's next marker costs by its markers on the board") {
  if (!HaveCorpus()) return;
  // 002 line 633: a state railway that opens with 3 stations on the board
  // pays 100 for every further marker; one that has 1 pays 40 for its next.
  // SD (national: 0, 40, 100, 100, 100) has three here: Wien E12 and two more.
  const std::string file = kCorpus + "1824/1824_game_end_reason_bank-269.yaml";
  auto three = Load(file);
  const std::vector<Change> stations = TokenOptions(*three);
  REQUIRE(!stations.empty());
  auto out = RunChanges(Load(file), stations);
  for (size_t i = 1; i < out.size(); ++i) {
    REQUIRE(out[i].ok);
    CHECK(out[i].cost_text == "station 100");
  }
  // The same board with only its home station left: the next costs 40.
  Position pos = LoadPosition(file);
  for (auto& h : pos.hexes)
    for (auto& st : h.stops)
      if (h.coord != "E12") st.tokens.erase(std::remove(st.tokens.begin(), st.tokens.end(), "SD"), st.tokens.end());
  auto one = test::Load(pos);
  const std::vector<Station> next = one->rules().Stations();
  REQUIRE(!next.empty());
  for (const Station& st : next) CHECK(st.cost == 40);
}

TEST_CASE("whatif ranks the lays of a private's ability the company owns, each as apply makes it, until the card is used") {
  // 1846's Michigan Central (game.yaml privates: lays, tiles 7 8 9 on B10
  // and B12), one tile a change.
  const std::string held = "game: \"1846\"\nphase: I\nhexes:\n  D20: {tokens: [NYC]}\nprivates: {MC: NYC}\n"
                           "companies:\n  NYC: {trains: [\"2\"], treasury: 100}\n";
  auto names = [](const std::vector<Change>& changes) {
    std::set<std::string> out;
    for (const auto& c : changes) out.insert(c.name);
    return out;
  };
  const std::set<std::string> offered = names(LayOptions(*test::Load(ParsePosition(held, "game.yaml"), "NYC"), {}));
  CHECK(offered.count("lay MC:B10=9@1"));
  CHECK(offered.count("lay MC:B12=9@1"));
  CHECK_FALSE(offered.count("lay MC:B10=9@4"));  // (a straight's two rotations are one choice)
  // Each accepted by apply, free, with the income whatif ranked it at.
  std::vector<Change> mc;
  for (const Change& c : LayOptions(*test::Load(ParsePosition(held, "game.yaml"), "NYC"), {}))
    if (c.name.rfind("lay MC:", 0) == 0) mc.push_back(c);
  const auto ranked = RunChanges(test::Load(ParsePosition(held, "game.yaml"), "NYC"), mc);
  REQUIRE(ranked.size() == mc.size() + 1);
  for (size_t i = 0; i < mc.size(); ++i) {
    TableTurn t = ApplyAtTable(held, test::Load(ParsePosition(held, "game.yaml"), "", LoadOptions::kBoardOnly), "NYC", {}, mc[i]);
    CHECK(t.after.FindCompany("NYC")->treasury == 100);
    REQUIRE(ranked[i + 1].ok);
    CHECK(ranked[i + 1].cost == 0);
    CHECK(ranked[i + 1].result.income == Income(*test::Load(ParsePosition(t.text, "game.yaml"), "NYC")));
  }
  const std::string used = held + "privates_used: [MC]\n";
  for (const std::string& c : names(LayOptions(*test::Load(ParsePosition(used, "game.yaml"), "NYC"), {})))
    CHECK(c.rfind("lay MC:", 0) == std::string::npos);
  // Its yellow tiles only where the colours asked are another's.
  for (const std::string& c : names(LayOptions(*test::Load(ParsePosition(held, "game.yaml"), "NYC"), {"green"})))
    CHECK(c.rfind("lay MC:", 0) == std::string::npos);
}

TEST_CASE("whatif ranks the station of a private's token ability, which apply makes at the price and income ranked") {
  // 1846's C&WI (game.yaml privates: token D6 c3, free, unjoined, extra).
  const std::string held = "game: \"1846\"\nphase: I\nhexes:\n  D20: {tokens: [NYC]}\nprivates: {C&WI: NYC}\n"
                           "companies:\n  NYC: {trains: [\"2\"], treasury: 100}\n";
  std::vector<Change> cwi;
  for (const Change& c : TokenOptions(*test::Load(ParsePosition(held, "game.yaml"), "NYC")))
    if (c.name.rfind("token C&WI:", 0) == 0) cwi.push_back(c);
  REQUIRE(cwi.size() == 1);
  CHECK(cwi[0].name == "token C&WI:D6.c3");
  const auto ranked = RunChanges(test::Load(ParsePosition(held, "game.yaml"), "NYC"), cwi);
  REQUIRE(ranked.size() == 2);
  REQUIRE(ranked[1].ok);
  CHECK(ranked[1].cost == 0);
  TableTurn t = ApplyAtTable(held, test::Load(ParsePosition(held, "game.yaml"), "", LoadOptions::kBoardOnly), "NYC", {}, cwi[0]);
  CHECK(t.after.FindCompany("NYC")->treasury == 100);
  CHECK(ranked[1].result.income == Income(*test::Load(ParsePosition(t.text, "game.yaml"), "NYC")));
  const std::string used = held + "privates_used: [C&WI]\n";
  for (const Change& c : TokenOptions(*test::Load(ParsePosition(used, "game.yaml"), "NYC")))
    CHECK(c.name.rfind("token C&WI:", 0) == std::string::npos);
}

TEST_CASE("every lay ranked around routes already run (--fix) earns what a solve of its position from nothing finds") {
  // (each change's solve carries the routes of the position as it is over: search/known_routes.h)
  const std::vector<DeclaredRoute> kept = ParseRouteNotation("6: H6-G7-E7-D6.c1", "--fix");
  SolveOptions options;
  options.keep_routes = &kept;
  auto base = test::LoadFile(test::kFixtures + "1836jr30/b-diesel-dover.yaml");
  const std::vector<Change> lays = LayOptions(*base, {});
  REQUIRE(lays.size() > 10);
  const std::vector<Outcome> out = RunChanges(std::move(base), lays, options);
  int solved = 0, better = 0;
  for (size_t i = 1; i < out.size(); ++i) {
    if (!out[i].ok) continue;
    INFO(out[i].change);
    const Result fresh = Solve(out[i].loaded->network(), options);
    CHECK(out[i].result.income == fresh.income);
    CHECK(out[i].result.subsidy == fresh.subsidy);
    ++solved;
    better += out[i].result.income > out[0].result.income;
  }
  CHECK(solved > 10);
  CHECK(better > 0);  // (lays that change the answer: the carried routes were not all there was)
}
