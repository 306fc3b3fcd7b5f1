// xxroute render: the board as an SVG picture, optionally with a company's
// best routes.
#include <fstream>
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/board.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/run.h"
#include "xxroute/svg.h"

namespace xxroute::cli {

namespace {
struct RenderArgs {
  std::string file;
  std::string company;
  bool routes = false;
  std::string output;
};
}  // namespace

void WriteSvg(const std::string& path, const std::string& svg) {
  if (path == "-") {
    std::cout << svg;
    return;
  }
  std::ofstream out(path, std::ios::binary);
  if (out) out << svg;
  if (!out) throw InputError(path, 0, "cannot write the picture");
}

PictureOptions AddPictureOptions(CLI::App& app) {
  auto shown = std::make_shared<SvgOptions>();
  PictureOptions p;
  p.options.push_back(
      app.add_flag("--stop-ids", shown->stop_ids, "Write each stop's id (c0, t1, o3) by it and each hex's coordinate in it"));
  p.options.push_back(app.add_flag("--tile-ids", shown->tile_ids, "Write each laid tile's number in its hex"));
  p.fill = [shown](SvgOptions& opt) {
    opt.stop_ids = shown->stop_ids;
    opt.tile_ids = shown->tile_ids;
  };
  return p;
}

Run AddRender(CLI::App& app) {
  auto a = std::make_shared<RenderArgs>();
  app.add_option("file", a->file, "Position file")->required();
  app.add_option("--company,-c", a->company, "Company whose tokens are picked out (and whose routes are drawn)");
  app.add_flag("--routes", a->routes, "Solve the company first and draw its best routes");
  const PictureOptions picture = AddPictureOptions(app);
  app.add_option("--output,-o", a->output, "The SVG file to write ('-': standard output)")->required();
  return [a, picture, &app]() {
    // With --routes, as solve: the company named, else the one the file's
    // expect: block runs; without, only the board.
    // (solved as `solve` solves it: SolvePosition, from the same session)
    Solved solved;
    solved.loaded = LoadedPosition::Read(
        a->file, std::make_shared<GameCache>(),
        Loading(app, a->company, a->routes ? LoadOptions::kCompany : LoadOptions::kBoardOnly));
    if (a->routes) solved = SolvePosition(std::move(solved.loaded));
    const Board& board = solved.board();
    SvgOptions opt;
    picture.fill(opt);
    if (!a->company.empty()) {
      board.SelectCompany(a->company);  // refuses an unknown company
      opt.company = a->company;
    }
    if (a->routes) {
      opt.company = solved.loaded->company().name;
      opt.network = &solved.network();
      opt.routes = &solved.result.routes;
      opt.title = ResultTitle(board, solved.result);
    }
    WriteSvg(a->output, RenderSvg(board, opt));
    return kOk;
  };
}

}  // namespace xxroute::cli
