// The corpus of real games (../shared/corpus): every position verified (its
// declared routes legal with their revenue, the optimum at least the
// declared income), and every optimum equal to the exhaustive reference.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "xxroute/verify.h"

using namespace xxroute;
namespace fs = std::filesystem;

namespace {

const std::string kShared = XXROUTE_SHARED_DIR;

// reference.csv: file,ref_revenue,candidates,path_seconds,complete
std::map<std::string, int> CompleteReferences() {
  std::map<std::string, int> ref;
  std::ifstream in(kShared + "/corpus/reference.csv");
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
  REQUIRE_MESSAGE(fs::exists(kShared + "/corpus"), "no corpus at " << kShared << "/corpus");
  auto ref = CompleteReferences();
  REQUIRE(ref.size() >= 371);
  auto files = CollectPositionFiles({kShared + "/corpus"});
  REQUIRE(files.size() >= 375);
  int better = 0, largest_gain = 0, compared = 0;
  double slowest = 0;
  std::string slowest_file;
  for (const auto& f : files) {
    VerifyOutcome o = VerifyFile(f);
    CHECK_MESSAGE(o.has_expect, f);
    for (const auto& line : o.failures) FAIL_CHECK(line);
    std::string key = f.substr(f.find("corpus/") + 7);
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
  CHECK(compared == static_cast<int>(ref.size()));
  std::cout << files.size() << " corpus positions; optimum equal to the reference on " << compared
            << "; optimum above the declared income on " << better << " (largest gain " << largest_gain
            << "); slowest " << slowest_file << " " << slowest << " s\n";
}
