// reference_test: the library against an independent brute force on random
// boards (and on the saved cases). See README.md.
//
//   reference_test [--boards N] [--seed S] [--declarations K] [--print N] [--threads T]
//       random boards from seed S to S+N-1 (default 5000 boards from seed 1;
//       XXROUTE_REFERENCE_BOARDS overrides the default count); the library
//       solves with T threads (default 1: the boards are tiny, and idle
//       OpenMP threads spinning on a shared machine cost more than the work)
//   reference_test --cases DIR      every DIR/*.yaml against its hand answer
//   reference_test --show SEED      one board: its YAML and both answers
//   reference_test --shrink SEED [--kind KIND]
//       the smallest board keeping that board's mismatch (of KIND)
// Exit status 1 when anything disagrees; every mismatch is printed with its
// seed, its YAML and both answers, and the run goes on to the end.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <omp.h>
#include <set>
#include <string>
#include <vector>

#include "cases.h"
#include "compare.h"
#include "coverage.h"
#include "generate.h"
#include "read.h"
#include "shrink.h"
#include "write.h"

using namespace ref;

namespace {

struct Options {
  long boards = 5000;
  uint64_t seed = 1;
  int declarations = 10;
  int print = 15;  // boards printed in full; later ones get one line
  int threads = 1;
  std::string cases;
  long show = -1;
  long shrink = -1;
  std::string kind;
};

Options Parse(int argc, char** argv) {
  Options o;
  if (const char* env = std::getenv("XXROUTE_REFERENCE_BOARDS")) o.boards = std::atol(env);
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "reference_test: " << a << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--boards") o.boards = std::stol(value());
    else if (a == "--seed") o.seed = std::stoull(value());
    else if (a == "--declarations") o.declarations = std::stoi(value());
    else if (a == "--print") o.print = std::stoi(value());
    else if (a == "--threads") o.threads = std::stoi(value());
    else if (a == "--cases") o.cases = value();
    else if (a == "--show") o.show = std::stol(value());
    else if (a == "--shrink") o.shrink = std::stol(value());
    else if (a == "--kind") o.kind = value();
    else {
      std::cerr << "reference_test: unknown argument " << a << " (see the comment at the top of reference_test.cpp)\n";
      std::exit(2);
    }
  }
  return o;
}

void PrintBoard(uint64_t seed, const std::string& yaml, const BoardResult& r) {
  std::cout << "=== seed " << seed << "\n";
  for (const Mismatch& m : r.mismatches) std::cout << "MISMATCH " << m.kind << "\n    " << m.detail << "\n";
  std::cout << "--- position (seed " << seed << ")\n" << yaml << "--- reference: " << r.reference_answer
            << "\n--- library:   " << r.library_answer << "\n";
  for (const std::string& s : r.situations) std::cout << "--- " << s << "\n";
  std::cout << "\n";
}

int RunCases(const std::string& dir) {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".yaml") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  int failed = 0;
  for (const std::string& f : files) {
    std::vector<Mismatch> m = RunCase(f);
    std::cout << (m.empty() ? "ok       " : "MISMATCH ") << f << "\n";
    for (const Mismatch& x : m) std::cout << "    " << x.kind << ": " << x.detail << "\n";
    failed += !m.empty();
  }
  std::cout << files.size() << " cases, " << failed << " with mismatches\n";
  return failed ? 1 : 0;
}

int ShowOne(uint64_t seed, int declarations) {
  Generated g = Generate(seed);
  BoardResult r = CompareBoard(g.board, g.yaml, seed, declarations);
  PrintBoard(seed, g.yaml, r);
  return r.mismatches.empty() ? 0 : 1;
}

int ShrinkOne(uint64_t seed, const std::string& kind, int declarations) {
  Generated g = Generate(seed);
  BoardResult r = CompareBoard(g.board, g.yaml, seed, declarations);
  for (const Mismatch& m : r.mismatches) {
    if (!kind.empty() && m.kind != kind) continue;
    ShrinkTarget target{m.kind, m.routes};
    Board small = Shrink(g.board, target);
    const std::string yaml = WriteYaml(small);
    BoardResult after = CompareBoard(small, yaml, seed, 0);
    std::cout << "# shrunk from seed " << seed << ": " << m.kind << "\n";
    if (!m.routes.empty()) {
      for (const Mismatch& x : CompareDeclared(small, yaml, m.routes))
        if (x.kind == m.kind) std::cout << "# " << x.detail << "\n";
    }
    PrintBoard(seed, yaml, after);
    return 0;
  }
  std::cout << "seed " << seed << ": no mismatch" << (kind.empty() ? "" : " of kind " + kind) << "\n";
  return 1;
}

int RunBoards(const Options& o) {
  const auto start = std::chrono::steady_clock::now();
  std::map<std::string, std::vector<uint64_t>> by_kind;  // mismatch kind -> seeds
  std::map<std::string, long> features;
  long failed = 0, declared = 0, declared_legal = 0;
  std::map<std::string, std::pair<long, long>> by_how;
  for (long i = 0; i < o.boards; ++i) {
    const uint64_t seed = o.seed + static_cast<uint64_t>(i);
    Generated g = Generate(seed);
    for (const std::string& f : FeaturesOf(g.board)) ++features[f];
    BoardResult r = CompareBoard(g.board, g.yaml, seed, o.declarations);
    // The reference's own writer and reader must agree.
    if (WriteYaml(ReadYaml(g.yaml)) != g.yaml)
      r.mismatches.push_back(Mismatch{"reference writer and reader disagree", "", {}});
    declared += r.declared;
    declared_legal += r.declared_legal;
    for (const auto& [how, n] : r.declared_by_how) by_how[how].first += n.first, by_how[how].second += n.second;
    for (const std::string& f : r.situations) ++features[f];
    if (r.mismatches.empty()) continue;
    std::set<std::string> kinds;
    for (const Mismatch& m : r.mismatches) kinds.insert(m.kind);
    for (const std::string& k : kinds) by_kind[k].push_back(seed);
    if (failed++ < o.print) {
      PrintBoard(seed, g.yaml, r);
    } else {
      std::cout << "seed " << seed << ":";
      for (const std::string& k : kinds) std::cout << " [" << k << "]";
      std::cout << "\n";
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "\nfeatures (boards using each):\n";
  for (const auto& [f, n] : features) std::cout << "  " << f << ": " << n << "\n";
  std::cout << "\ndeclarations (each also reversed): checked, legal for the reference\n";
  for (const auto& [how, n] : by_how) std::cout << "  " << how << ": " << n.first << ", " << n.second << "\n";
  std::cout << "\n" << o.boards << " boards (seeds " << o.seed << ".." << o.seed + o.boards - 1 << "), " << declared
            << " declarations checked (" << declared_legal << " legal), " << seconds << " s\n";
  if (by_kind.empty()) {
    std::cout << "no mismatches\n";
    return 0;
  }
  std::cout << failed << " boards with mismatches:\n";
  for (const auto& [k, seeds] : by_kind) {
    std::cout << "  " << k << ": " << seeds.size() << " boards, e.g. seeds";
    for (size_t i = 0; i < std::min<size_t>(seeds.size(), 8); ++i) std::cout << " " << seeds[i];
    std::cout << "\n";
  }
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = Parse(argc, argv);
  omp_set_num_threads(o.threads);
  try {
    if (!o.cases.empty()) return RunCases(o.cases);
    if (o.show >= 0) return ShowOne(o.show, o.declarations);
    if (o.shrink >= 0) return ShrinkOne(o.shrink, o.kind, o.declarations);
    return RunBoards(o);
  } catch (const std::exception& e) {
    std::cout << "reference_test: " << e.what() << "\n";
    return 2;
  }
}
