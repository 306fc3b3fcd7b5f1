// ImportRecord (lib/record/replay.cpp) against the site's own state: every
// record of ../shared/games played through xxroute's rules, and at every run
// the position the import wrote compared with the corpus position of that
// run (../shared/corpus, the site's engine just before the run): every hex's
// tile, rotation and tokens; the running company's trains, treasury, share
// price and shareholders; the phase.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include "corpus.h"
#include "helpers.h"
#include "sample.h"
#include "xxroute/import.h"
#include "xxroute/record.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

namespace fs = std::filesystem;

// The records of ../shared/games, each with the corpus folder of its runs.
std::vector<std::pair<std::string, std::string>> Records() {
  std::vector<std::pair<std::string, std::string>> out;
  const fs::path games = fs::path(test::kCorpus).parent_path().parent_path() / "games";
  const std::map<std::string, std::string> corpus_of = {{"18CZ", "18CZ"},
                                                        {"1824", "1824"},
                                                        {"1824Cisleithania", "1824-cisleithania"},
                                                        {"1836jr56", "1836jr56"},
                                                        {"1836Jr30", "1836jr30"}};
  for (const auto& [dir, corpus] : corpus_of)
    for (const auto& f : fs::directory_iterator(games / dir))
      if (f.path().extension() == ".json") out.push_back({f.path().string(), test::kCorpus + corpus});
  std::sort(out.begin(), out.end());
  return out;
}

// The record folders of the titles import plays (each game.yaml's
// record_title), each with the action the import must reach at least
// (0: the record's end); the others' records must be refused, by name. A
// record that stops early is named with the action and the reason.
const std::map<std::string, int> kImported = {{"18CZ", 0}, {"1836jr56", 0}, {"1836Jr30", 0}, {"1824", 0}, {"1824Cisleithania", 0}};

std::string Tokens(std::vector<std::string> t) {
  std::sort(t.begin(), t.end());
  return Join(t, ",");
}

// The differences between the corpus position of a run and the import's.
std::vector<std::string> Differences(const Position& want, const LoadedPosition& got, const std::string& company) {
  std::vector<std::string> out;
  const Board& b = got.board();
  if (want.phase != got.position().phase) out.push_back("phase " + got.position().phase + ", not " + want.phase);
  for (const HexSpec& h : want.hexes) {
    const int at = b.FindHex(h.coord);
    if (at < 0) {
      out.push_back(h.coord + " missing");
      continue;
    }
    const BoardHex& bh = b.hexes()[at];
    const bool laid = !h.tile_name.empty() && h.tile_name != h.coord;
    if (laid && (bh.tile != h.tile_name || bh.rotation != h.tile_rotation))
      out.push_back(h.coord + " tile " + (bh.tile.empty() ? "printed" : bh.tile) + "@" + std::to_string(bh.rotation) +
                    ", not " + h.tile_name + "@" + std::to_string(h.tile_rotation));
    for (const StopSpec& s : h.stops) {
      const int stop = b.FindStop(h.coord + "." + s.id);
      const std::vector<std::string> ours = stop < 0 ? std::vector<std::string>{} : b.stops()[stop].tokens;
      if (Tokens(ours) != Tokens(s.tokens))
        out.push_back(h.coord + "." + s.id + " tokens [" + Tokens(ours) + "], not [" + Tokens(s.tokens) + "]");
    }
  }
  const CompanySpec* w = want.FindCompany(company);
  const CompanySpec* g = got.position().FindCompany(company);
  if (!w || !g) return out.push_back("no company " + company), out;
  std::vector<std::string> trains, runs;
  for (const auto& t : w->trains) trains.push_back(t.name);
  for (const Train* t : b.SelectCompany(company).trains) runs.push_back(t->name);
  if (Tokens(trains) != Tokens(runs)) out.push_back("trains [" + Tokens(runs) + "], not [" + Tokens(trains) + "]");
  if (w->treasury != g->treasury)
    out.push_back("treasury " + std::to_string(g->treasury.value_or(-1)) + ", not " + std::to_string(w->treasury.value_or(-1)));
  if (w->share_price != g->share_price)
    out.push_back("share price " + std::to_string(g->share_price.value_or(-1)) + ", not " +
                  std::to_string(w->share_price.value_or(-1)));
  std::map<std::string, int> ws = w->shares, gs = g->shares;
  std::erase_if(ws, [](const auto& kv) { return kv.second == 0; });
  std::erase_if(gs, [](const auto& kv) { return kv.second == 0; });
  if (ws != gs) {
    std::string a, z;
    for (const auto& [h, p] : gs) a += h + " " + std::to_string(p) + "; ";
    for (const auto& [h, p] : ws) z += h + " " + std::to_string(p) + "; ";
    out.push_back("shares " + a + "not " + z);
  }
  return out;
}

}  // namespace

TEST_CASE("an imported game equals the site's at every run: board, the company's trains, treasury, price, shares") {
  if (!test::HaveCorpus()) return;
  auto games = std::make_shared<GameCache>();
  const auto records = Records();
  for (size_t i = 0; i < records.size(); ++i) {
    if (!test::Sampled(i)) continue;
    const auto& files = records[i];
    const std::string& record_file = files.first;  // (not a structured binding: doctest's macros capture them)
    const std::string& corpus = files.second;
    const GameRecord record = ReadGameRecord(record_file);
    const std::string stem = fs::path(record_file).stem().string();
    const std::string title = fs::path(record_file).parent_path().filename().string();
    if (!kImported.count(title)) {
      CHECK_THROWS_WITH_AS(ImportRecord(record, games), doctest::Contains("which xxroute does not know"), InputError);
      continue;
    }
    const Imported got = ImportRecord(record, games, 0, "game.yaml", /*stop_at_error=*/true);
    const int reach = kImported.at(title);
    if (!got.stopped.empty()) {
      MESSAGE(stem << " stops: " << got.stopped);
      if (reach == 0) FAIL_CHECK(got.stopped);
      else CHECK_MESSAGE(got.last_action + 1 >= reach, got.stopped);
    }
    int compared = 0, equal = 0;
    for (const ImportedRun& run : got.runs) {
      const std::string want_file = corpus + "/" + stem + "-" + std::to_string(run.action) + ".yaml";
      if (!fs::exists(want_file)) continue;
      ++compared;
      const Position want = LoadPosition(want_file);
      auto loaded = LoadedPosition::Make(ParsePosition(run.position, "import"), games,
                                         {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
      const std::vector<std::string> diff = Differences(want, *loaded, run.company);
      if (diff.empty()) ++equal;
      else FAIL_CHECK(want_file << " (" << run.company << ", " << run.round << "): " << Join(diff, "; "));
    }
    MESSAGE(stem << ": " << equal << " of " << compared << " runs equal the site's");
    CHECK(compared > 0);
  }
}

}  // namespace xxroute
