// The corpus of real games (../shared/corpus, or XXROUTE_CORPUS_DIR): every
// position verified (its declared routes legal with their revenue, the
// optimum at least the declared income), and every optimum equal to the
// exhaustive reference. Without the corpus both tests are skipped (corpus.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <memory>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "corpus.h"
#include "sample.h"
#include "helpers.h"
#include "xxroute/board.h"
#include "xxroute/error.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"
#include "xxroute/verify.h"

using namespace xxroute;
using xxroute::test::HaveCorpus;
using xxroute::test::kCorpus;
namespace fs = std::filesystem;

namespace {

// reference.csv: file,ref_revenue,candidates,path_seconds,complete
std::map<std::string, int> CompleteReferences() {
  std::map<std::string, int> ref;
  std::ifstream in(kCorpus + "reference.csv");
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string x; std::getline(ss, x, ',');) f.push_back(x);
    if (f.size() < 5 || f[4] != "true") continue;
    std::string file = f[0].substr(f[0].find("corpus/") + 7);  // game/name.yaml
    ref[file] = std::stoi(f[1]);
  }
  return ref;
}

}  // namespace

TEST_CASE("every corpus position passes verify and matches the reference optimum") {
  if (!HaveCorpus()) return;
  auto ref = CompleteReferences();
  REQUIRE(ref.size() >= 371);
  auto files = CollectPositionFiles({kCorpus});
  REQUIRE(files.size() >= 375);
  // Facts the positions lack (1836jr56 loans, MESS without a permanent train),
  // so that every recorded dividend is checked.
  CompanyFacts facts = LoadCompanyFacts(XXROUTE_SOURCE_DIR "/tests/data/corpus-dividend-facts.csv");
  // The one dividend the rules cannot give: the real game paid the owners'
  // private-company income in the same step (ACC 5 to Player 1, E-SF 10 to Player 2).
  const std::string kPrivateIncome = "1836jr56/1836jr56_game_end_bank-89.yaml";
  int better = 0, largest_gain = 0, compared = 0;
  double slowest = 0;
  std::string slowest_file;
  int taken = 0;
  for (size_t i = 0; i < files.size(); ++i) {
    if (!test::Sampled(i)) continue;
    ++taken;
    const std::string& f = files[i];
    VerifyOutcome o = VerifyFile(f, test::Games(), WarningPolicy::kKeep, {}, &facts);
    CHECK_MESSAGE(o.has_expect, f);
    std::string key = fs::relative(f, kCorpus).generic_string();  // game/name.yaml
    if (key == kPrivateIncome) {
      REQUIRE(o.failures.size() == 1);
      CHECK(o.failures[0].find("dividend: pays Player 2 92, expected Player 1 5, Player 2 102") != std::string::npos);
      o.failures.clear();
    }
    for (const auto& line : o.failures) FAIL_CHECK(line);
    if (auto it = ref.find(key); it != ref.end()) {
      ++compared;
      CHECK_MESSAGE(o.optimum == it->second, key << ": optimum " << o.optimum << ", reference " << it->second);
    }
    if (o.declared >= 0 && o.optimum > o.declared) {
      ++better;
      largest_gain = std::max(largest_gain, o.optimum - o.declared);
    }
    if (o.seconds > slowest) slowest = o.seconds, slowest_file = key;
  }
  if (test::SampleEvery() == 1) CHECK(compared == static_cast<int>(ref.size()));
  else CHECK(compared > 0);
  std::cout << taken << " of " << files.size() << " corpus positions; optimum equal to the reference on " << compared
            << "; optimum above the declared income on " << better << " (largest gain " << largest_gain
            << "); slowest " << slowest_file << " " << slowest << " s\n";
}

namespace {

// The position rebuilt from the game's printed map plus the tiles laid by id
// (`tile_name`, `tile_rotation`), tokens given by stop id.
Position Rebuilt(const Position& inline_pos) {
  Position p = inline_pos;
  p.base_map = true;
  for (auto& h : p.hexes) {
    h.tokens.clear();
    h.has_tokens = true;
    for (const auto& s : h.stops)
      if (!s.tokens.empty()) h.tokens[s.id] = s.tokens;
    if (h.tile_name != h.coord) h.tile = h.tile_name, h.rotation = h.tile_rotation;
    h.tile_line = h.line;
    h.stops.clear();
    h.junctions.clear();
    h.paths.clear();
    h.labels.clear();
    h.color.clear();
  }
  return p;
}

std::string EndText(const Board& b, const TrackEnd& e) {
  switch (e.kind) {
    case TrackEnd::kEdge: return std::to_string(e.index) + "/" + std::to_string(e.lane_width) + "." + std::to_string(e.lane);
    case TrackEnd::kStop: return b.stops()[e.index].id;
    case TrackEnd::kJunction: return "j";
  }
  return "";
}

// Every piece of track as text, sorted.
std::vector<std::string> Track(const Board& b) {
  std::vector<std::string> out;
  for (const auto& s : b.segments()) {
    std::string a = EndText(b, s.a), c = EndText(b, s.b);
    if (c < a) std::swap(a, c);
    out.push_back(b.hexes()[s.hex].coord + ":" + a + "-" + c + (s.terminal ? " terminal" : ""));
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Every stop with track, as text, sorted (a printed stop with no track is
// not in the exported positions).
std::vector<std::string> Stops(const Board& b) {
  std::vector<bool> has_track(b.stops().size(), false);
  for (const auto& s : b.segments())
    for (const TrackEnd* e : {&s.a, &s.b})
      if (e->kind == TrackEnd::kStop) has_track[e->index] = true;
  std::vector<std::string> out;
  for (size_t i = 0; i < b.stops().size(); ++i) {
    const Stop& s = b.stops()[i];
    if (!has_track[i] && s.tokens.empty()) continue;
    std::string group;  // the other stops of its group
    for (const auto& o : b.stops())
      if (o.group == s.group && o.label != s.label) group += " " + o.label;
    std::string t;
    for (const auto& x : s.tokens) t += x + ",";
    out.push_back(s.label + " " + KindName(s.kind) + " " + std::to_string(s.value) + " slots " +
                  std::to_string(s.slots) + " tokens " + t + (s.per_token ? " per_token" : "") + " group" + group);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("every corpus position rebuilt from the printed map and tile ids has the same track and optimum") {
  if (!HaveCorpus()) return;
  auto files = CollectPositionFiles({kCorpus});
  REQUIRE(files.size() >= 375);
  int same = 0, taken = 0;
  for (size_t i = 0; i < files.size(); ++i) {
    if (!test::Sampled(i, 1)) continue;  // (in a sample, other positions than the test above)
    ++taken;
    const std::string& f = files[i];
    INFO(f);
    Position p = LoadPosition(f);
    const std::string company = p.expect ? p.expect->company : "";
    Position q = Rebuilt(p);
    auto inline_loaded = test::Load(std::move(p), company);
    const Board* inline_board = &inline_loaded->board();
    std::unique_ptr<LoadedPosition> tiled_loaded;
    try {
      tiled_loaded = test::Load(std::move(q), company);
    } catch (const InputError& e) {
      FAIL_CHECK(std::string(e.what()));
      continue;
    }
    const Board* tiled = &tiled_loaded->board();
    std::vector<std::string> a = Track(*inline_board), b = Track(*tiled);
    if (a != b) {
      std::vector<std::string> only_a, only_b;
      std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(only_a));
      std::set_difference(b.begin(), b.end(), a.begin(), a.end(), std::back_inserter(only_b));
      FAIL_CHECK("track differs: inline only " << (only_a.empty() ? "" : only_a[0]) << " (" << only_a.size()
                                               << "), rebuilt only " << (only_b.empty() ? "" : only_b[0]) << " ("
                                               << only_b.size() << ")");
      continue;
    }
    std::vector<std::string> sa = Stops(*inline_board), sb = Stops(*tiled);
    if (sa != sb) {
      std::vector<std::string> only_a, only_b;
      std::set_difference(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(only_a));
      std::set_difference(sb.begin(), sb.end(), sa.begin(), sa.end(), std::back_inserter(only_b));
      FAIL_CHECK("stops differ: inline only " << (only_a.empty() ? "" : only_a[0]) << ", rebuilt only "
                                              << (only_b.empty() ? "" : only_b[0]));
      continue;
    }
    CHECK(Solve(inline_loaded->network()).income == Solve(tiled_loaded->network()).income);
    ++same;
  }
  CHECK(same == taken);
  CHECK(taken * test::SampleEvery() >= static_cast<int>(files.size()) - test::SampleEvery());
}
