// AuditRecord (lib/record/audit.cpp): each run of a recorded game solved on
// the board the import wrote, checked against references that share no code
// with it: ../shared/corpus/reference.csv's optimum of each run, and a record
// changed by hand to declare less than the players did.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "corpus.h"
#include "sample.h"
#include "xxroute/audit.h"
#include "xxroute/error.h"
#include "xxroute/record.h"

namespace xxroute {

namespace {

namespace fs = std::filesystem;

const std::string kRecord = "29247";  // the 18CZ game of ../shared/games

std::string RecordFile() {
  return (fs::path(test::kCorpus).parent_path().parent_path() / "games" / "18CZ" / (kRecord + ".json")).string();
}

// reference.csv: the optimum of each corpus position of the record `stem`
// (its positions in ../shared/corpus/`folder`), by its action; those the
// reference did not finish are left out.
std::map<int, int> ReferenceOptimum(const std::string& folder = "18CZ", const std::string& stem = kRecord) {
  std::map<int, int> out;
  std::ifstream in(test::kCorpus + "reference.csv");
  std::string line;
  const std::string prefix = "shared/corpus/" + folder + "/" + stem + "-";
  while (std::getline(in, line)) {
    if (line.rfind(prefix, 0) != 0) continue;
    std::stringstream s(line.substr(prefix.size()));
    std::string action, optimum;
    std::getline(s, action, '.');
    s.ignore(5, ',');  // "yaml,"
    std::getline(s, optimum, ',');
    if (!optimum.empty()) out[std::stoi(action)] = std::stoi(optimum);  // (empty: the reference ran out of time)
  }
  return out;
}

// The record with `change` made to its JSON.
GameRecord Changed(const std::function<void(nlohmann::json&)>& change) {
  std::ifstream in(RecordFile());
  nlohmann::json j = nlohmann::json::parse(in);
  change(j);
  return ParseGameRecord(j.dump(), "changed " + kRecord + ".json");
}

}  // namespace

TEST_CASE("each run's best is the corpus's reference optimum, and what was declared the record's") {
  if (!test::HaveCorpus()) return;
  const std::map<int, int> reference = ReferenceOptimum();
  REQUIRE(reference.size() > 50);
  const Audit a = AuditRecord(ReadGameRecord(RecordFile()), std::make_shared<GameCache>());
  REQUIRE(a.runs.size() >= 10);
  int compared = 0;
  for (const AuditedRun& r : a.runs) {
    auto it = reference.find(r.run.action);
    if (it == reference.end()) continue;
    ++compared;
    CHECK_MESSAGE(r.best == it->second, "action " << r.run.action << " (" << r.run.company << ")");
    CHECK(r.proven);
    // Declared above the best only where the site read a rule otherwise,
    // and the audit says which (29247 action 345: from Praha to Praha,
    // which the corpus notes the site's engine now refuses too).
    CHECK_MESSAGE((r.run.declared <= r.best) == r.above_why.empty(), "action " << r.run.action << ": " << r.above_why);
  }
  CHECK(compared == static_cast<int>(a.runs.size()));
  CHECK(a.total.runs == static_cast<int>(a.runs.size()));
}

TEST_CASE("every imported record: each run's best, less its mine subsidy, is the corpus's reference optimum") {
  if (!test::HaveCorpus()) return;
  // The records of 1824, 1824 Cisleithania, 1836jr56 and 1836Jr30 (18CZ's
  // above); the corpus folder is the game's name, the records' the site's title.
  const std::vector<std::pair<std::string, std::string>> records = {
      {"1824", "1824_game_end_reason_bank"}, {"1824-cisleithania", "1824_cisleithania_game_end_reason_bank"},
      {"1836jr56", "1836jr56_game_end_bank"}, {"1836jr30", "1836Jr30_game_end_bankrupt"}};
  const fs::path games = fs::path(test::kCorpus).parent_path().parent_path() / "games";
  for (size_t i = 0; i < records.size(); ++i) {
    if (!test::Sampled(i, 2)) continue;  // (in a sample, other titles than replay_test.cpp's)
    const auto& record = records[i];
    const std::string& folder = record.first;
    const std::string& stem = record.second;
    INFO(stem);
    const std::map<int, int> reference = ReferenceOptimum(folder, stem);
    REQUIRE(reference.size() > 20);
    const std::string title = folder == "1836jr30" ? "1836Jr30" : folder == "1824-cisleithania" ? "1824Cisleithania" : folder;
    const Audit a = AuditRecord(ReadGameRecord((games / title / (stem + ".json")).string()), std::make_shared<GameCache>());
    CHECK(a.stopped.empty());
    int compared = 0;
    for (const AuditedRun& r : a.runs) {
      auto it = reference.find(r.run.action);
      if (it == reference.end()) continue;
      ++compared;
      CHECK_MESSAGE(r.best - r.best_subsidy == it->second, "action " << r.run.action << " (" << r.run.company << ")");
      CHECK(r.proven);
      CHECK_MESSAGE((r.run.declared <= r.best) == r.above_why.empty(), "action " << r.run.action << ": " << r.above_why);
    }
    CHECK(compared == static_cast<int>(reference.size()));
  }
}

TEST_CASE("a run declared below the best leaves the difference on the table, for its company and its president") {
  if (!test::HaveCorpus()) return;
  int changed = 0;
  const GameRecord record = Changed([&](nlohmann::json& j) {
    for (auto& action : j["actions"])
      if (action["type"] == "run_routes" && !changed) {  // (the first run: 10 less on its first route)
        action["routes"][0]["revenue"] = action["routes"][0]["revenue"].get<int>() - 10;
        changed = action["id"].get<int>();
      }
  });
  REQUIRE(changed > 0);
  const Audit a = AuditRecord(record, std::make_shared<GameCache>(), changed + 2);
  REQUIRE(a.runs.size() == 1);
  const AuditedRun& r = a.runs[0];
  CHECK(r.run.declared + 10 == r.best);
  CHECK(r.Left() == 10);
  CHECK(a.by_company.at(r.run.company).Left() == 10);
  CHECK(a.by_company.at(r.run.company).short_runs == 1);
  REQUIRE(!r.president.empty());
  CHECK(a.by_president.at(r.president).Left() == 10);
  CHECK(a.total.Left() == 10);
  CHECK(a.stopped.empty());
}

TEST_CASE("an action the import cannot make ends the audit there, the runs before it audited") {
  if (!test::HaveCorpus()) return;
  int broken = 0;
  const GameRecord record = Changed([&](nlohmann::json& j) {
    int runs = 0;
    for (auto& action : j["actions"]) {
      if (action["type"] == "run_routes") ++runs;
      if (runs == 3 && action["type"] == "lay_tile" && !broken) {  // (after the third run: a tile of no manifest)
        action["tile"] = "no-such-tile-0";
        broken = action["id"].get<int>();
      }
    }
  });
  REQUIRE(broken > 0);
  const Audit a = AuditRecord(record, std::make_shared<GameCache>());
  CHECK(a.runs.size() == 3);
  CHECK(a.stopped.find("action " + std::to_string(broken) + " (lay_tile") != std::string::npos);
  CHECK(a.stopped.find("no-such-tile") != std::string::npos);
}

TEST_CASE("a par whose share price is not a number ends the audit there, named (found by fuzz_record)") {
  if (!test::HaveCorpus()) return;
  int broken = 0;
  const GameRecord record = Changed([&](nlohmann::json& j) {
    for (auto& action : j["actions"])
      if (action["type"] == "par" && !broken) {
        action["share_price"] = "?5,0,8";
        broken = action["id"].get<int>();
      }
  });
  REQUIRE(broken > 0);
  const Audit a = AuditRecord(record, std::make_shared<GameCache>());
  CHECK(a.runs.empty());
  CHECK(a.stopped.find("action " + std::to_string(broken) + " (par") != std::string::npos);
  CHECK(a.stopped.find("share_price '?5,0,8' does not begin with a price") != std::string::npos);
}

TEST_CASE("a record of a game xxroute does not know is refused, not audited") {
  const GameRecord record = ParseGameRecord(
      R"({"id": 1, "title": "1899 Nowhere", "players": [{"id": 1, "name": "A"}], "actions": []})", "nowhere.json");
  CHECK_THROWS_WITH_AS(AuditRecord(record, std::make_shared<GameCache>()),
                       doctest::Contains("1899 Nowhere"), InputError);
}

}  // namespace xxroute
