// reference_test: the library against an independent brute force on random
// boards (and on the saved cases). See README.md.
//
//   reference_test [--boards N] [--seed S] [--declarations K] [--fixed P] [--print N] [--threads T]
//       random boards from seed S to S+N-1 (default 5000 boards from seed 1;
//       XXROUTE_REFERENCE_BOARDS overrides the default count); on P percent
//       of them (default 50) a route is fixed and the best total around it
//       compared (SolveFixed against the reference's BestWithFixed); the library
//       solves with T threads (default 1: the boards are tiny, and idle
//       OpenMP threads spinning on a shared machine cost more than the work)
//   reference_test --cases DIR      every DIR/*.yaml against its hand answer
//   reference_test --show SEED      one board: its YAML and both answers
//   reference_test --shrink SEED [--kind KIND]
//       the smallest board keeping that board's mismatch (of KIND)
//   reference_test --lays POSITION.yaml --write DIR
//       the library's ranking of every legal tile lay of a game position
//       (whatif --best-lay), each lay's position written to DIR with what the
//       ranking says it earns (lays.h; lays.py puts them to the reference)
//   reference_test --optimum FLAT.yaml... [--company C]
//       the reference alone: its optimum on each self-contained file
//   reference_test --file FLAT.yaml [--company C] [--original POS.yaml] [--seconds S]
//       one self-contained position (flatten.py's output, or any file in the
//       reader's vocabulary): the reference's optimum against the library's
//       on the same file, and on POS.yaml (the game position it was flattened
//       from) when given, and against the file's expect:. The reference gives
//       up after S seconds (default 300): exit status 3, "did not finish".
// Exit status 1 when anything disagrees (2: input refused, 3: out of time); every mismatch is printed with its
// seed, its YAML and both answers, and the run goes on to the end.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>
#include <map>
#include <omp.h>
#include <set>
#include <string>
#include <vector>

#include "cases.h"
#include "compare.h"
#include "coverage.h"
#include "generate.h"
#include "lays.h"
#include "read.h"
#include "shrink.h"
#include "write.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/solver.h"

using namespace ref;

namespace {

struct Options {
  long boards = 5000;
  uint64_t seed = 1;
  int declarations = 10;
  int fixed = 50;  // percent of boards with a fixed-route comparison
  int print = 15;  // boards printed in full; later ones get one line
  int threads = 1;
  std::string cases;
  long show = -1;
  long shrink = -1;
  std::string kind;
  std::string file, original, company;
  double seconds = 300;
  std::string lays, write;
  std::vector<std::string> optimum;
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
    else if (a == "--fixed") o.fixed = std::stoi(value());
    else if (a == "--print") o.print = std::stoi(value());
    else if (a == "--threads") o.threads = std::stoi(value());
    else if (a == "--cases") o.cases = value();
    else if (a == "--show") o.show = std::stol(value());
    else if (a == "--shrink") o.shrink = std::stol(value());
    else if (a == "--kind") o.kind = value();
    else if (a == "--file") o.file = value();
    else if (a == "--original") o.original = value();
    else if (a == "--company") o.company = value();
    else if (a == "--seconds") o.seconds = std::stod(value());
    else if (a == "--lays") o.lays = value();
    else if (a == "--write") o.write = value();
    else if (a == "--optimum") {
      o.optimum.push_back(value());  // and every file after it, up to the next option
      while (i + 1 < argc && std::string(argv[i + 1]).rfind("--", 0) != 0) o.optimum.push_back(argv[++i]);
    } else {
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

int ShowOne(uint64_t seed, int declarations, int fixed) {
  Generated g = Generate(seed);
  BoardResult r = CompareBoard(g.board, g.yaml, seed, declarations, fixed);
  PrintBoard(seed, g.yaml, r);
  return r.mismatches.empty() ? 0 : 1;
}

int ShrinkOne(uint64_t seed, const std::string& kind, int declarations, int fixed) {
  Generated g = Generate(seed);
  BoardResult r = CompareBoard(g.board, g.yaml, seed, declarations, fixed);
  for (const Mismatch& m : r.mismatches) {
    if (!kind.empty() && m.kind != kind) continue;
    ShrinkTarget target{m.kind, m.routes};
    Board small = Shrink(g.board, [&](const Board& b) { return StillFails(b, target); });
    const std::string yaml = WriteYaml(small);
    BoardResult after = CompareBoard(small, yaml, seed, 0);
    std::cout << "# shrunk from seed " << seed << ": " << m.kind << "\n";
    if (!m.routes.empty()) {
      for (const Mismatch& x : CompareAgain(small, yaml, target))
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
  long failed = 0, declared = 0, declared_legal = 0, fixed = 0;
  std::map<std::string, std::pair<long, long>> by_how;
  for (long i = 0; i < o.boards; ++i) {
    const uint64_t seed = o.seed + static_cast<uint64_t>(i);
    Generated g = Generate(seed);
    for (const std::string& f : FeaturesOf(g.board)) ++features[f];
    BoardResult r = CompareBoard(g.board, g.yaml, seed, o.declarations, o.fixed);
    // The reference's own writer and reader must agree.
    if (WriteYaml(ReadYaml(g.yaml)) != g.yaml)
      r.mismatches.push_back(Mismatch{"reference writer and reader disagree", "", {}});
    declared += r.declared;
    declared_legal += r.declared_legal;
    fixed += r.fixed;
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
            << " declarations checked (" << declared_legal << " legal), " << fixed << " fixed-route solves, "
            << seconds << " s\n";
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

double Since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::string Seconds(double s) {
  std::ostringstream o;
  o.precision(s < 10 ? 2 : 3);
  o << s << " s";
  return o.str();
}

// The library's optimum on a file, through its public entry point.
struct LibraryAnswer {
  int income = 0, subsidy = 0;
  std::string routes;
  double seconds = 0;
};

LibraryAnswer SolveWithLibrary(const std::string& file, const std::string& company) {
  const auto start = std::chrono::steady_clock::now();
  auto loaded =
      xxroute::LoadedPosition::Read(file, std::make_shared<xxroute::GameCache>(),
                                    {company, xxroute::LoadOptions::kCompany, xxroute::LoadOptions::kNoAudit});
  xxroute::Result r = xxroute::Solve(loaded->network());
  LibraryAnswer a{r.income, r.subsidy, "", Since(start)};
  const xxroute::Board& board = loaded->board();
  for (const xxroute::Route& route : r.routes) {
    a.routes += "    " + route.train->name + ":";
    for (size_t i = 0; i < route.stops.size(); ++i) a.routes += (i ? "-" : " ") + board.stops()[route.stops[i]].label;
    a.routes += "\n";
  }
  return a;
}

// The company a file's routes are run for: the one named, else the file's
// expect: company, else its only company ("" when it has several).
std::string Runner(const YAML::Node& root, const std::string& named) {
  if (!named.empty()) return named;
  if (root["expect"] && root["expect"]["company"]) return root["expect"]["company"].as<std::string>();
  if (root["companies"] && root["companies"].size() == 1) return root["companies"].begin()->first.as<std::string>();
  return "";
}

// One self-contained file: the reference against the library (and the hand
// or bench answer of its expect:). The reference runs last, under a watchdog.
int RunFile(const Options& o) {
  std::ifstream in(o.file);
  if (!in) {
    std::cout << "reference_test: cannot read " << o.file << "\n";
    return 2;
  }
  std::stringstream buf;
  buf << in.rdbuf();
  const std::string text = buf.str();
  const YAML::Node root = YAML::Load(text);
  const std::string company = Runner(root, o.company);
  if (company.empty()) {
    std::cout << "reference_test: " << o.file << ": several companies, say which with --company\n";
    return 2;
  }
  std::cout << o.file << ", company " << company << "\n";
  int failed = 0;
  auto line = [](const std::string& who, int income, int subsidy, double s) {
    std::cout << who << "income " << income << " subsidy " << subsidy << " (" << Seconds(s) << ")\n";
  };
  LibraryAnswer lib;
  try {
    lib = SolveWithLibrary(o.file, company);
    line("library:            ", lib.income, lib.subsidy, lib.seconds);
    std::cout << lib.routes;
    if (!o.original.empty()) {
      LibraryAnswer orig = SolveWithLibrary(o.original, company);
      line("library, original:  ", orig.income, orig.subsidy, orig.seconds);
      if (orig.income != lib.income || orig.subsidy != lib.subsidy) {
        std::cout << "MISMATCH the library differs on " << o.original << " and on the flattened file\n";
        ++failed;
      }
    }
  } catch (const xxroute::InputError& e) {
    std::cout << "library refuses: " << e.what() << "\n";
    return 2;
  }
  if (root["expect"] && root["expect"]["revenue"]) {
    const int want = root["expect"]["revenue"].as<int>();
    const bool has_subsidy = static_cast<bool>(root["expect"]["subsidy"]);
    const int want_subsidy = has_subsidy ? root["expect"]["subsidy"].as<int>() : 0;
    std::cout << "expect:             income " << want;
    if (has_subsidy) std::cout << " subsidy " << want_subsidy;
    std::cout << "\n";
    if (want != lib.income || (has_subsidy && want_subsidy != lib.subsidy)) {
      std::cout << "MISMATCH the library differs from expect:\n";
      ++failed;
    }
  }
  std::cout.flush();
  // The watchdog: a board too big for the brute force says so and stops.
  std::atomic<bool> done{false};
  const double limit = o.seconds;
  std::thread watchdog([&done, limit, failed] {
    const auto start = std::chrono::steady_clock::now();
    while (!done.load()) {
      if (Since(start) > limit) {
        std::cout << "reference:          did not finish in " << limit << " s\n" << std::flush;
        std::_Exit(failed ? 1 : 3);  // a mismatch found before still fails
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  });
  const auto start = std::chrono::steady_clock::now();
  int status = 0;
  try {
    Board board = ReadYaml(text, company);
    Reference reference(board, 200000000);
    Assignment best = reference.Best();
    done = true;
    line("reference:          ", best.income, best.subsidy, Since(start));
    std::cout << "  (" << reference.walks().size() << " walks)\n";
    for (size_t t = 0; t < best.walk.size(); ++t) {
      if (best.walk[t] < 0) continue;
      std::cout << "    " << reference.trains()[t]->name << ":";
      const auto& stops = reference.walks()[best.walk[t]].stops;
      for (size_t i = 0; i < stops.size(); ++i) std::cout << (i ? "-" : " ") << reference.track().label[stops[i]];
      std::cout << "\n";
    }
    if (best.income != lib.income || best.subsidy != lib.subsidy) {
      std::cout << "MISMATCH the reference and the library disagree\n";
      ++failed;
    }
    status = failed ? 1 : 0;
  } catch (const std::exception& e) {
    done = true;
    std::cout << "reference refuses: " << e.what() << "\n";
    status = 2;
  }
  watchdog.join();
  std::cout << (status == 0 ? "agree" : status == 1 ? "DISAGREE" : "not compared") << "\n";
  return status;
}

// The reference alone on self-contained files: a line "FILE income N subsidy M" each.
int Optimum(const Options& o) {
  for (const std::string& file : o.optimum) {
    std::ifstream in(file);
    if (!in) {
      std::cout << "reference_test: cannot read " << file << "\n";
      return 2;
    }
    std::stringstream buf;
    buf << in.rdbuf();
    const std::string text = buf.str();
    const std::string company = Runner(YAML::Load(text), o.company);
    if (company.empty()) {
      std::cout << "reference_test: " << file << ": several companies, say which with --company\n";
      return 2;
    }
    const Board board = ReadYaml(text, company);
    const Assignment best = Reference(board, 200000000).Best();
    std::cout << file << " income " << best.income << " subsidy " << best.subsidy << "\n";
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = Parse(argc, argv);
  omp_set_num_threads(o.threads);
  try {
    if (!o.file.empty()) return RunFile(o);
    if (!o.lays.empty()) return WriteLays(o.lays, o.write.empty() ? "." : o.write);
    if (!o.optimum.empty()) return Optimum(o);
    if (!o.cases.empty()) return RunCases(o.cases);
    if (o.show >= 0) return ShowOne(o.show, o.declarations, o.fixed);
    if (o.shrink >= 0) return ShrinkOne(o.shrink, o.kind, o.declarations, o.fixed);
    return RunBoards(o);
  } catch (const std::exception& e) {
    std::cout << "reference_test: " << e.what() << "\n";
    return 2;
  }
}
