// What-if analysis: each kind of change gives the income of the same position
// edited by hand (tests/data/whatif). (The ranking of every tile lay is
// checked against the independent reference, lay by lay, by the ctest test
// reference.whatif.lays: tests/reference/lays.py.) The positions are from
// the corpus: without it these tests are skipped (corpus.h).
#include <doctest/doctest.h>

#include "corpus.h"
#include "helpers.h"
#include "xxroute/error.h"
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

Edit E(Edit::Kind kind, const std::string& text) { return ParseEdit(kind, text, "test"); }

const char* kJr = "1836jr56/1836jr56_game_end_bank-120.yaml";
const char* k1824 = "1824/1824_game_end_reason_bank-711.yaml";

}  // namespace

TEST_CASE("each change gives the income of the position edited by hand") {
  if (!HaveCorpus()) return;
  CHECK(WhatIf(kJr, {E(Edit::kToken, "G7")}) == HandEdited("jr56-120-token-G7.yaml"));
  CHECK(WhatIf(kJr, {E(Edit::kBlock, "I3.c0=GCL")}) == HandEdited("jr56-120-block-I3.yaml"));
  CHECK(WhatIf(kJr, {E(Edit::kPhase, "4")}) == HandEdited("jr56-120-phase4.yaml"));
  CHECK(WhatIf(kJr, {E(Edit::kTrains, "3,3")}) == HandEdited("jr56-120-trains-3-3.yaml"));
  CHECK(WhatIf(kJr, {E(Edit::kAddTrain, "3")}) == HandEdited("jr56-120-add-3.yaml"));
  CHECK(WhatIf(kJr, {E(Edit::kRemoveTrain, "2")}) == HandEdited("jr56-120-remove-2.yaml"));
  CHECK(WhatIf(k1824, {E(Edit::kLay, "G10=611@2")}) == HandEdited("1824-711-lay-G10.yaml"));
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
  CHECK(refused(E(Edit::kLay, "G10=57@0")).find("cannot replace a green one") != std::string::npos);
  CHECK(refused(E(Edit::kLay, "G10=611@1")).find("does not keep the track") != std::string::npos);
  CHECK(refused(E(Edit::kLay, "G10=nope@1")).find("not in 1824's tile manifest") != std::string::npos);
  CHECK(refused(E(Edit::kToken, "G10")).find("KK already has a station in hex G10 (one per hex)") != std::string::npos);
  CHECK(refused(E(Edit::kPhase, "99")).find("has no phase '99'") != std::string::npos);
  CHECK(refused(E(Edit::kRemoveTrain, "4")).find("KK has no 4 train") != std::string::npos);
  CHECK_THROWS_WITH(E(Edit::kLay, "G10"), "test: 'G10': expected HEX=TILE@ROTATION, e.g. E12=57@2");
}

TEST_CASE("buying a train: the trains the phase offers, with the phase change it starts") {
  if (!HaveCorpus()) return;
  auto base = Load(kCorpus + kJr);
  std::vector<Change> buy = BuyOptions(*base);
  REQUIRE(!buy.empty());
  auto out = RunChanges(std::move(base), buy);
  bool next_phase = false;
  for (size_t i = 1; i < out.size(); ++i)
    next_phase = next_phase || (out[i].change == "buy 4" && out[i].notes.find("starts phase 4") != std::string::npos);
  CHECK(next_phase);
}
