// Every command's JSON output read back with nlohmann-json: the keys the man
// page documents (JSON OUTPUT), in its order, with their types and nesting.
//
//   json_output_test XXROUTE   (from the source folder)
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using Json = nlohmann::ordered_json;
using Type = Json::value_t;

namespace {

std::string program = "build/cli/xxroute";

// The standard output of `xxroute ARGS` and its exit status.
std::pair<std::string, int> Run(const std::string& args) {
  std::string out;
  FILE* p = popen((program + " " + args + " 2>/dev/null").c_str(), "r");
  REQUIRE(p != nullptr);
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  int status = pclose(p);
  return {out, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

Json Parse(const std::string& args, int status = 0) {
  auto [out, got] = Run(args);
  CHECK_MESSAGE(got == status, args);
  return Json::parse(out);
}

std::vector<Json> Lines(const std::string& args, int status = 0) {
  auto [out, got] = Run(args);
  CHECK_MESSAGE(got == status, args);
  std::vector<Json> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) lines.push_back(Json::parse(line));
  return lines;
}

bool IsNumber(Type t) { return t == Type::number_integer || t == Type::number_unsigned || t == Type::number_float; }

// `j` has exactly these keys, in this order, of these types (number: any).
void Keys(const Json& j, const std::vector<std::pair<std::string, Type>>& keys) {
  REQUIRE(j.is_object());
  std::vector<std::string> names, want;
  for (const auto& [k, v] : j.items()) names.push_back(k);
  for (const auto& [k, t] : keys) want.push_back(k);
  CHECK(names == want);
  for (const auto& key : keys) {  // (no structured binding: clang 14 cannot capture one in CHECK)
    const std::string& k = key.first;
    if (!j.contains(k)) continue;
    const Type got = j[k].type(), want_type = key.second;
    CHECK_MESSAGE((got == want_type || (IsNumber(got) && IsNumber(want_type))), k);
  }
}

void Route(const Json& r) {
  Keys(r, {{"train", Type::string}, {"stops", Type::array}, {"places", Type::array}, {"paid", Type::array}, {"revenue", Type::number_integer},
           {"subsidy", Type::number_integer}, {"bonus", Type::number_integer},
           {"most_stops_bonus", Type::number_integer}});
  CHECK(r["stops"].size() == r["paid"].size());
  CHECK(r["stops"].size() == r["places"].size());
  for (const auto& p : r["places"]) CHECK((p.is_string() && !p.get<std::string>().empty()));
  for (const auto& s : r["stops"]) CHECK(s.is_string());
  for (const auto& p : r["paid"]) CHECK(p.is_boolean());
}

// The solve object; with_file: "file" first (JSON lines, arrays).
void Solve(const Json& j, bool with_file = false) {
  std::vector<std::pair<std::string, Type>> keys = {
      {"company", Type::string},  {"income", Type::number_integer}, {"subsidy", Type::number_integer},
      {"optimal", Type::boolean}, {"routes", Type::array},          {"stats", Type::object}};
  if (with_file) keys.insert(keys.begin(), {"file", Type::string});
  Keys(j, keys);
  for (const auto& r : j["routes"]) Route(r);
  Keys(j["stats"], {{"walks", Type::number_integer}, {"candidates", Type::number_integer},
                    {"nodes", Type::number_integer}, {"seconds", Type::number_float}});
}

void Check(const Json& j, bool legal) {
  std::vector<std::pair<std::string, Type>> keys = {{"company", Type::string}, {"legal", Type::boolean}};
  if (!legal) keys.push_back({"error", Type::string});
  keys.insert(keys.end(), {{"declared", Type::object}, {"best", Type::object}, {"optimal", Type::boolean}});
  Keys(j, keys);
  CHECK(j["legal"] == legal);
  Keys(j["declared"], {{"income", Type::number_integer}, {"subsidy", Type::number_integer}, {"routes", Type::array}});
  for (const auto& r : j["declared"]["routes"]) Route(r);
  Solve(j["best"]);
}

void Dividend(const Json& j) {
  Keys(j, {{"company", Type::string}, {"kind", Type::string}, {"income", Type::number_integer},
           {"interest", Type::number_integer}, {"per_holder", Type::object}, {"per_share", Type::number_integer}, {"to_bank", Type::number_integer},
           {"to_treasury", Type::number_integer}, {"share_price_before", Type::number_integer},
           {"share_price_after", Type::array}, {"share_price_moves", Type::array}, {"notes", Type::array}});
  for (const auto& [holder, cash] : j["per_holder"].items()) CHECK(cash.is_number_integer());
  for (const auto& p : j["share_price_after"]) CHECK(p.is_number_integer());
  for (const auto& n : j["notes"]) CHECK(n.is_string());
}

void WhatIfItem(const Json& j) {
  Keys(j, {{"change", Type::string}, {"income", Type::number_integer}, {"difference", Type::number_integer},
           {"cost", Type::number_integer}, {"costs", Type::string}, {"notes", Type::string}, {"solve", Type::object}});
  Solve(j["solve"]);
}

void BenchRow(const Json& p) {
  Keys(p, {{"file", Type::string}, {"company", Type::string}, {"income", Type::number_integer},
           {"optimal", Type::boolean}, {"candidates", Type::number_integer}, {"nodes", Type::number_integer},
           {"median_seconds", Type::number_float}, {"peak_kib", Type::number_integer}});
}

void VerifyItem(const Json& p) {
  Keys(p, {{"file", Type::string}, {"passed", Type::boolean}, {"failures", Type::array}, {"notes", Type::array},
           {"optimum", Type::number_integer}, {"declared", p["declared"].is_null() ? Type::null : Type::number_integer},
           {"seconds", Type::number_float}});
  for (const auto& f : p["failures"]) CHECK(f.is_string());
  for (const auto& n : p["notes"]) CHECK(n.is_string());
}

void Apply(const Json& j) {
  const Type treasury = j["treasury_before"].is_null() ? Type::null : Type::number_integer;
  Keys(j, {{"file", Type::string}, {"company", Type::string}, {"moves", Type::array},
           {"treasury_before", treasury}, {"treasury_after", treasury}, {"notes", Type::array},
           {"keep", j["keep"].is_null() ? Type::null : Type::number_integer},
           {"solve", j["solve"].is_null() ? Type::null : Type::object}});
  for (const auto& m : j["moves"]) {
    Keys(m, {{"move", Type::string}, {"cost", Type::number_integer}, {"costs", Type::array}, {"notes", Type::array}});
    for (const auto& c : m["costs"]) CHECK(c.is_string());
    for (const auto& n : m["notes"]) CHECK(n.is_string());
  }
  if (!j["solve"].is_null()) Solve(j["solve"]);
}

// A folder of this test's own, for the commands that write a position.
std::filesystem::path Scratch() {
  return std::filesystem::temp_directory_path() / ("json_output_test." + std::to_string(getpid()));
}

// A copy of a position in Scratch().
std::string Copy(const std::string& file) {
  namespace fs = std::filesystem;
  fs::create_directories(Scratch());
  const fs::path to = Scratch() / fs::path(file).filename();
  fs::copy_file(file, to, fs::copy_options::overwrite_existing);
  return to.string();
}

const char* kExample = "fixtures/example.yaml";
const char* kDeclared = "--routes '5+5: C8.c0-B9.c0-B11.c0-B13.c0-C14.t0-E12.c0'";

}  // namespace

TEST_CASE("solve --format json: one object, an array of objects naming their files, and JSON lines") {
  Json one = Parse(std::string("solve --format json ") + kExample);
  Solve(one);
  CHECK(one["income"] == 390);
  size_t files = 0;  // (the folder's positions, one object each; the test runs from the checkout)
  for (const auto& f : std::filesystem::directory_iterator("fixtures/1824"))
    files += f.path().extension() == ".yaml";
  REQUIRE(files >= 3);
  Json many = Parse("solve --format json fixtures/1824");
  REQUIRE(many.is_array());
  CHECK(many.size() == files);
  for (const auto& j : many) Solve(j, true);
  std::vector<Json> lines = Lines("solve --format jsonl fixtures/1824");
  CHECK(lines.size() == files);
  for (const auto& j : lines) Solve(j, true);
  CHECK(lines[0]["file"] == many[0]["file"]);
}

TEST_CASE("check --format json and jsonl: legal, better exists, illegal") {
  Json better = Parse(std::string("check --format json ") + kExample + " " + kDeclared, 1);
  Check(better, true);
  CHECK(better["optimal"] == false);
  CHECK(better["declared"]["income"] == 330);
  std::vector<Json> line = Lines("check --format jsonl tests/data/line.yaml --routes '2: A1-A3; 2: A3-A5'");
  REQUIRE(line.size() == 1);
  Check(line[0], true);
  CHECK(line[0]["optimal"] == true);
  Json illegal = Parse("check --format json tests/data/line.yaml --routes '2: A1-A3-A5'", 3);
  Check(illegal, false);
  CHECK(illegal["error"] ==
        "route 1 (2): too many stops for a 2 train: the route visits 2 cities and 1 town; a 2 train visits at most 2 "
        "cities, towns or offboards");
}

TEST_CASE("check --declared N with routes whose total differs: the JSON object alone, status 1") {
  Json j = Parse("check --format json tests/data/line.yaml --routes '2: A1-A3; 2: A3-A5' --declared 100", 1);
  Check(j, true);
  CHECK(j["declared"]["income"] == 90);
}

TEST_CASE("check --declared N without routes: the income against the optimum") {
  Json j = Parse(std::string("check --format json ") + kExample + " --declared 330", 1);
  Keys(j, {{"company", Type::string}, {"declared", Type::object}, {"best", Type::object},
           {"difference", Type::number_integer}, {"optimal", Type::boolean}});
  CHECK(j["declared"]["income"] == 330);
  CHECK(j["difference"] == 60);
  CHECK(j["optimal"] == false);
  Solve(j["best"]);
}

TEST_CASE("check --format json: an ambiguous route says so") {
  Json j = Parse("check --format json fixtures/bad/route_ambiguous_hex.yaml", 2);
  CHECK(j["legal"] == false);
  CHECK(j["ambiguous"] == true);
}

TEST_CASE("dividends --format json and jsonl") {
  Json d = Parse(std::string("dividends --format json ") + kExample);
  Dividend(d);
  CHECK(d["per_holder"]["Player 3"] == 234);
  CHECK(d["per_share"] == 78);  // (BN, 18CZ's large company: 5 shares, each 20% of 390; Player 3's 60%: 234)
  std::vector<Json> line = Lines(std::string("dividends --format jsonl --income 100 --payout withhold ") + kExample);
  REQUIRE(line.size() == 1);
  Dividend(line[0]);
  CHECK(line[0]["kind"] == "withhold");
  CHECK(line[0]["per_share"] == 0);
}

const char* kBuyer = "fixtures/1836jr56/b-regie-des-postes.yaml";  // B may buy a 4 or a 5

TEST_CASE("whatif --format json: the base and the changes, jsonl: one item a line, the base first") {
  Json w = Parse(std::string("whatif --format json --buy ") + kBuyer);
  Keys(w, {{"company", Type::string}, {"base", Type::object}, {"changes", Type::array}});
  WhatIfItem(w["base"]);
  CHECK(w["base"]["change"] == "as is");
  REQUIRE(w["changes"].size() == 2);
  for (const auto& c : w["changes"]) WhatIfItem(c);
  CHECK(w["changes"][0]["cost"] == 350);
  CHECK(w["changes"][0]["costs"] == "train 350");
  std::vector<Json> lines = Lines(std::string("whatif --format jsonl --buy ") + kBuyer);
  REQUIRE(lines.size() == 3);
  for (const auto& j : lines) WhatIfItem(j);
  CHECK(lines[0]["change"] == "as is");
  CHECK(lines[1]["change"] == w["changes"][0]["change"]);
}

TEST_CASE("bench --format json, jsonl: one position a line") {
  Json b = Parse(std::string("bench --format json --repeat 1 --threads 1 tests/data/line.yaml ") + kExample);
  Keys(b, {{"threads", Type::number_integer}, {"repeat", Type::number_integer}, {"positions", Type::array},
           {"median_seconds", Type::number_float}, {"p95_seconds", Type::number_float},
           {"max_seconds", Type::number_float}});
  REQUIRE(b["positions"].size() == 2);
  for (const auto& p : b["positions"]) BenchRow(p);
  CHECK(b["threads"] == 1);
  std::vector<Json> lines =
      Lines(std::string("bench --format jsonl --repeat 1 --threads 1 tests/data/line.yaml ") + kExample);
  REQUIRE(lines.size() == 2);
  for (const auto& p : lines) BenchRow(p);
  CHECK(lines[1]["file"] == kExample);
  CHECK(lines[1]["income"] == 390);
}

TEST_CASE("verify --format json: each position with an expect: block and the tally, jsonl: one position a line") {
  Json v = Parse("verify --format json tests/data/line.yaml tests/data/line_wrong.yaml", 1);
  Keys(v, {{"positions", Type::array}, {"passed", Type::number_integer}, {"failed", Type::number_integer},
           {"better", Type::number_integer}, {"largest_gain", Type::number_integer}});
  REQUIRE(v["positions"].size() == 2);
  for (const auto& p : v["positions"]) VerifyItem(p);
  CHECK(v["positions"][1]["passed"] == false);
  CHECK(v["positions"][1]["failures"][0] == "tests/data/line_wrong.yaml:12: optimum 90, expected revenue 100");
  CHECK(v["passed"] == 1);
  CHECK(v["failed"] == 1);
  std::vector<Json> lines = Lines(std::string("verify --format jsonl tests/data/line.yaml ") + kExample);
  REQUIRE(lines.size() == 2);
  for (const auto& p : lines) VerifyItem(p);
  CHECK(lines[1]["optimum"] == 390);
  CHECK(lines[1]["declared"] == 330);
}

TEST_CASE("apply --format json and jsonl: the moves, the treasury, the income solved") {
  Json j = Parse("apply --format json " + Copy("tests/data/table/bcb.yaml") + " --lay E14=55@0 --token D17");
  Apply(j);
  REQUIRE(j["moves"].size() == 2);
  CHECK(j["moves"][1]["move"] == "token D17");
  CHECK(j["moves"][1]["cost"] == 40);
  CHECK(j["treasury_after"] == 20);
  CHECK(j["solve"]["income"] == 40);
  std::vector<Json> line = Lines("apply --format jsonl " + Copy("tests/data/table/bcb.yaml") + " --float EKJ=200");
  REQUIRE(line.size() == 1);
  Apply(line[0]);
  CHECK(line[0]["company"] == "EKJ");
  CHECK(line[0]["solve"].is_null());
  Json limit = Parse("apply --format json " + Copy("fixtures/1836jr56/b-regie-des-postes.yaml") +
                     " --buy-train 5 --discard 3");
  Apply(limit);
  CHECK(limit["moves"][1]["move"] == "discard 3");
  CHECK(limit["keep"].is_null());
  std::filesystem::remove_all(Scratch());
}

// The error object: {"error": {"file", "line", "message", "status"}}.
void Error(const Json& j, const std::string& file, const Json& line, int status) {
  Keys(j, {{"error", Type::object}});
  const Json& e = j["error"];
  Keys(e, {{"file", file.empty() ? Type::null : Type::string},
           {"line", line.is_null() ? Type::null : Type::number_integer},
           {"message", Type::string},
           {"status", Type::number_integer}});
  if (!file.empty()) CHECK(e["file"] == file);
  CHECK(e["line"] == line);
  CHECK(e["status"] == status);
}

TEST_CASE("an error with --format json or jsonl: one error object on standard output, the status in it") {
  Json yaml = Parse("solve --format json tests/data/unknown_key.yaml", 2);
  Error(yaml, "tests/data/unknown_key.yaml", 4, 2);
  CHECK(yaml["error"]["message"] == "position: unknown key 'hexs'");
  Error(Parse("solve --format jsonl nowhere.yaml", 2), "nowhere.yaml", nullptr, 2);
  Error(Parse("check --format json tests/data/unknown_key.yaml", 2), "tests/data/unknown_key.yaml", 4, 2);
  Error(Parse("verify --format json nowhere.yaml", 2), "nowhere.yaml", nullptr, 2);
  Error(Parse("whatif --format json tests/data/unknown_key.yaml --trains 3", 2), "tests/data/unknown_key.yaml", 4, 2);
  Error(Parse("dividends --format jsonl tests/data/unknown_key.yaml", 2), "tests/data/unknown_key.yaml", 4, 2);
  Error(Parse("bench --format json --repeat 1 nowhere.yaml", 2), "nowhere.yaml", nullptr, 2);
  Error(Parse("apply --format json nowhere.yaml --token D17", 2), "nowhere.yaml", nullptr, 2);
  Json refused = Parse("whatif --format json fixtures/example.yaml --lay E12=57@0", 2);  // a change breaking a rule
  Error(refused, "--lay", nullptr, 2);
  CHECK(refused["error"]["message"].get<std::string>().rfind("lay E12=57@0: hex E12: tile 57", 0) == 0);
  Error(Parse("solve --format json fixtures/1836jr30/b-diesel-dover.yaml --fix '6: G1-H2-H4-H6-G7-E7-D6.c1'", 3),
        "--fix", nullptr, 3);
  Json option = Parse("solve --format json --svg x.svg tests/data/line.yaml tests/data/line.yaml", 2);
  Error(option, "--svg", nullptr, 2);
}

TEST_CASE("an error in text: nothing on standard output") {
  CHECK(Run("solve tests/data/unknown_key.yaml") == std::make_pair(std::string(), 2));
}

int main(int argc, char** argv) {
  doctest::Context context;
  if (argc > 1 && argv[1][0] != '-') program = argv[1];
  context.applyCommandLine(argc, argv);
  return context.run();
}
