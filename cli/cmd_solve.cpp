// xxroute solve: the best routes of one company in each position given.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/error.h"
#include "xxroute/json.h"
#include "xxroute/position.h"
#include "xxroute/report.h"
#include "xxroute/run.h"
#include "xxroute/svg.h"
#include "xxroute/verify.h"

namespace xxroute::cli {

namespace {
struct SolveArgs {
  std::vector<std::string> files;
  std::string company;
  std::string format = "text";
  double time_limit = 0;
  std::string svg;
  std::vector<std::string> fix;  // routes already run: "TRAIN: STOP-STOP-..."
  std::function<void(SvgOptions&)> picture;  // render's options for the --svg picture
};

// The --svg picture of the routes found, drawn as render --routes draws it.
void DrawSolved(const SolveArgs& a, const Board& board, const Network& network, const Result& r) {
  SvgOptions svg;
  a.picture(svg);
  svg.company = r.company;
  svg.network = &network;
  svg.routes = &r.routes;
  svg.title = ResultTitle(board, r);
  WriteSvg(a.svg, RenderSvg(board, svg));
}

// solve --fix: the routes given kept as run, the other trains' best around
// them; a fixed route that breaks a rule is said with the rule (exit 3; in
// JSON also the error object).
int SolveAround(const SolveArgs& a, std::unique_ptr<LoadedPosition> loaded, const SolveOptions& opt) {
  std::string routes;
  for (const auto& r : a.fix) routes += (routes.empty() ? "" : "; ") + r;
  SolvedAround s = SolveAroundRoutes(std::move(loaded), routes, "--fix", opt);
  const Board& board = s.solved.board();
  if (!s.refused.legal) {
    const int status = s.refused.ambiguous ? kBadInput : kIllegalRoute;
    std::cerr << "--fix: " << s.refused.error << "\n";
    if (a.format != "text") std::cout << JsonText(ErrorJson("--fix", 0, s.refused.error, status)) << "\n";
    return status;
  }
  const Result& r = s.solved.result;
  if (a.format == "text") std::cout << SolveText(board, r, "", &s.fixed);
  else std::cout << JsonText(SolveJson(board, r, a.format == "jsonl" ? s.solved.loaded->position().file : "", &s.fixed))
                 << "\n";
  if (!a.svg.empty()) DrawSolved(a, board, s.solved.network(), r);
  return kOk;
}
}  // namespace

Run AddSolve(CLI::App& app) {
  auto a = std::make_shared<SolveArgs>();
  app.add_option("files", a->files, "Position files or folders (searched for *.yaml)")->required();
  app.add_option("--company,-c", a->company, "Company to run (may be left out when one company has trains)");
  app.add_option("--format", a->format, "Output: text, json (an array for several files) or jsonl (a line per file)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  app.add_option("--time-limit", a->time_limit,
                 "Stop the search after SECONDS and report the best found, marked not optimal")
      ->check(CLI::NonNegativeNumber);
  CLI::Option* svg = app.add_option("--svg", a->svg, "Also draw the position and the routes found into this SVG file");
  PictureOptions picture = AddPictureOptions(app);
  for (CLI::Option* o : picture.options) o->needs(svg);
  a->picture = picture.fill;
  app.add_option("--fix", a->fix,
                 "A route already run, kept as written: TRAIN: STOP-STOP-... (repeatable); the other trains get "
                 "the best routes on the track left");
  auto threads = AddThreads(app);
  return [a, threads, &app]() {
    threads();
    auto games = std::make_shared<GameCache>();
    SolveOptions opt;
    opt.time_limit = a->time_limit;
    std::vector<std::string> files = CollectPositionFiles(a->files);
    if (!a->svg.empty() && files.size() > 1)
      throw InputError("--svg", 0, "draws one position; give one file, not " + std::to_string(files.size()));
    if (!a->fix.empty()) {
      if (files.size() > 1)
        throw InputError("--fix", 0, "keeps routes of one position; give one file, not " + std::to_string(files.size()));
      return SolveAround(*a, LoadedPosition::Read(files[0], games, Loading(app, a->company)), opt);
    }
    const bool several = files.size() > 1;
    const bool array = a->format == "json" && several;
    Json all = Json::array();  // (several files in JSON: one array)
    int bad = 0;
    for (const std::string& file : files) {
      Solved solved;
      try {
        solved = SolvePosition(LoadedPosition::Read(file, games, Loading(app, a->company)), opt);
      } catch (const InputError& e) {
        if (!several) throw;
        std::cerr << e.what() << "\n";
        ++bad;
        // A file skipped: in JSON its place holds {"file", "error"}; JSON lines, the error object.
        Json error = ErrorJson(e.file(), e.line(), e.message(), kBadInput);
        if (array) all.push_back(Json{{"file", file}, {"error", error["error"]}});
        else if (a->format == "jsonl") std::cout << JsonText(error) << "\n";
        continue;
      }
      const Board& board = solved.board();
      const Result& r = solved.result;
      if (a->format == "text") std::cout << SolveText(board, r, several ? file : "");
      else if (array) all.push_back(SolveJson(board, r, file));
      else if (a->format == "jsonl") std::cout << JsonText(SolveJson(board, r, file)) << "\n";
      else std::cout << JsonText(SolveJson(board, r)) << "\n";
      if (!a->svg.empty()) DrawSolved(*a, board, solved.network(), r);
    }
    if (array) std::cout << JsonText(all) << "\n";
    return bad ? kBadInput : kOk;
  };
}

}  // namespace xxroute::cli
