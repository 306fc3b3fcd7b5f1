// xxroute: route optimizer for 18xx games. Dispatches to one subcommand.
#include <omp.h>

#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>

#include "commands.h"
#include "xxroute/error.h"
#include "xxroute/json.h"
#include "xxroute/loaded_position.h"

namespace xxroute::cli {

std::function<void()> AddThreads(CLI::App& app) {
  auto threads = std::make_shared<int>(0);
  app.add_option("--threads,-j", *threads, "Threads to use (default: all cores); results are the same for any")
      ->check(CLI::Range(1, 256));
  return [threads]() {
    if (*threads > 0) omp_set_num_threads(*threads);
  };
}

LoadOptions Loading(const CLI::App& app, const std::string& company, LoadOptions::Need need) {
  const CLI::App* program = &app;
  while (program->get_parent()) program = program->get_parent();
  const bool strict = program->get_option("--strict")->count() > 0;
  return {company, need, LoadOptions::kAudit, strict ? WarningPolicy::kError : WarningPolicy::kStderr};
}

namespace {

// Whether the subcommand `sub` was asked for JSON (--format json or jsonl; its
// --format option defaults to text).
bool WantsJson(const CLI::App& sub) {
  const CLI::Option* format = sub.get_option_no_throw("--format");
  return format && format->count() > 0 && format->as<std::string>() != "text";
}

// Reports an error that ends the run: the line on standard error, and for a
// JSON reader also the error object on standard output. Returns `status`.
int Fail(bool json, const std::string& line, const std::string& file, int at, const std::string& message,
         int status) {
  std::cerr << line << "\n";
  if (json) std::cout << JsonText(ErrorJson(file, at, message, status)) << std::endl;
  return status;
}

// The subcommand the command line names: its first word that is not an
// option (the program's own options, --strict, --version and --help, take no
// value), or "".
std::string SubcommandNamed(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (argv[i][0] != '-') return argv[i];
  return "";
}

}  // namespace

}  // namespace xxroute::cli

int main(int argc, char** argv) {
  using namespace xxroute::cli;
  // (OpenMP reads OMP_WAIT_POLICY once, when it is loaded, before any code of
  // the program runs: waiting threads spin for a while unless the user sets it.
  // The library starts no threads for small work, where that would cost more
  // than the work.)
  CLI::App app{"xxroute: proven-best train routes for 18xx games (18CZ, 1824, 1836jr, 18Lilliput, 1889, 1830, 18Chesapeake, 1846, 1861)"};
  app.require_subcommand(1);
  app.fallthrough();  // --strict after the subcommand too
  app.add_flag("--strict")  // (read by Loading when a subcommand loads a position)
      ->description("Refuse a position the rules cannot reach (over a train limit, a rusted train, a closed "
                    "company) instead of answering with a warning");
  app.set_version_flag("--version", "xxroute 0.1");
  // Every subcommand is listed (for --help), but only the one the words name
  // gets its options: a command does not pay for the others' (CLI11 builds
  // each option at start-up).
  const std::string named = SubcommandNamed(argc, argv);
  std::map<CLI::App*, Run> runs;
  auto add = [&](const char* name, const char* help, Run (*setup)(CLI::App&)) {
    CLI::App* sub = app.add_subcommand(name, help);
    if (name == named) runs[sub] = setup(*sub);
  };
  add("solve", "Find the best routes and income of a company", AddSolve);
  add("check", "Check declared routes against the rules and the optimum", AddCheck);
  add("verify", "Check every position's expect: block", AddVerify);
  add("whatif", "Re-solve with changes: trains, tiles, stations, phase; or find the best", AddWhatIf);
  add("bench", "Solve positions repeatedly: time and peak memory", AddBench);
  add("games", "List the games and their variants", AddGames);
  add("dividends", "Pay out an income: each holder's cash, the treasury, the share price", AddDividends);
  add("show", "Summarise a game's data and check it for consistency", AddShow);
  add("render", "Draw the board (and a company's best routes) as SVG", AddRender);
  add("new", "Write a new game's starting position, to follow the game with apply", AddNew);
  add("apply", "Make a company's moves on a position file in place: tiles, stations, trains, by the rules", AddApply);
  add("import", "Play a game recorded on 18xx.games through the rules into one position file", AddImport);
  add("audit", "Compare every run of a game recorded on 18xx.games with the best: the income left on the table",
      AddAudit);
  app.add_subcommand("serve", "Serve a web page over a position file for the table: the board, routes, legal "
                              "moves, undo (xxroute serve --help: its options)");
  if (named == "serve") {  // (the server's own program reads the rest, --help too)
    int at = 1;
    while (argv[at][0] == '-') ++at;  // (the program's own options before it: none is the server's)
    const std::vector<std::string> rest(argv + at + 1, argv + argc);
    try {
      return RunServer(rest);
    } catch (const xxroute::InputError& e) {
      return Fail(false, e.what(), e.file(), e.line(), e.message(), kBadInput);
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : kBadInput;
  }
  CLI::App* chosen = nullptr;
  for (auto& [sub, run] : runs)
    if (sub->parsed()) chosen = sub;
  if (!chosen) return kBadInput;
  const bool json = WantsJson(*chosen);
  try {
    return runs[chosen]();
  } catch (const xxroute::InputError& e) {
    return Fail(json, e.what(), e.file(), e.line(), e.message(), kBadInput);
  } catch (const std::bad_alloc&) {
    return Fail(json, "xxroute: out of memory", "", 0, "out of memory", kBadInput);
  } catch (const std::exception& e) {  // never a crash: one line, as for bad input
    return Fail(json, std::string("xxroute: ") + e.what(), "", 0, e.what(), kBadInput);
  }
  return kBadInput;
}
