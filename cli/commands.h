// The xxroute subcommands: each registers its options on the app and returns
// the function that runs it (which returns the exit status).
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

#include "xxroute/moves.h"
#include "xxroute/run.h"
#include "xxroute/svg.h"

namespace xxroute::cli {

using Run = std::function<int()>;

Run AddSolve(CLI::App& app);
Run AddCheck(CLI::App& app);
Run AddVerify(CLI::App& app);
Run AddGames(CLI::App& app);
Run AddShow(CLI::App& app);
Run AddDividends(CLI::App& app);
Run AddBench(CLI::App& app);
Run AddWhatIf(CLI::App& app);
Run AddRender(CLI::App& app);
Run AddNew(CLI::App& app);
Run AddApply(CLI::App& app);
Run AddImport(CLI::App& app);
Run AddAudit(CLI::App& app);
// `xxroute serve ARGS`: runs the server, xxroute-serve, beside the program
// with ARGS (it replaces this process); InputError when it cannot
// (cmd_serve.cpp).
int RunServer(const std::vector<std::string>& args);

// Writes an SVG picture to `path` ('-': standard output); InputError when it
// cannot (cmd_render.cpp).
void WriteSvg(const std::string& path, const std::string& svg);

// The picture's options (--stop-ids, --tile-ids), the same for render and
// for solve --svg: `options` as added to the app, `fill` copying what the
// command line said into the picture's options once it is parsed.
struct PictureOptions {
  std::vector<CLI::Option*> options;
  std::function<void(SvgOptions&)> fill;
};
PictureOptions AddPictureOptions(CLI::App& app);

// Adds the move options of the table of moves (xxroute/moves.h) to `app`:
// every one for apply, the what-if changes alone (`whatif`: --company,
// --trains, --lay, --token, --buy-train, --phase...) for whatif. The
// function returned reads what the command line gave, once it is parsed
// (move_options.cpp).
std::function<MoveArgs()> AddMoveOptions(CLI::App& app, bool whatif);

// Adds --threads N; the returned function applies it (OpenMP; default: all cores).
std::function<void()> AddThreads(CLI::App& app);

// How the subcommand `app` loads a position (after the command line is
// parsed): `company` run, its audit's warnings on standard error, or refused
// with the program's --strict (main.cpp).
LoadOptions Loading(const CLI::App& app, const std::string& company = "",
                    LoadOptions::Need need = LoadOptions::kCompany);

// Exit statuses (see man/xxroute.1).
constexpr int kOk = 0;
constexpr int kDifference = 1;
constexpr int kBadInput = 2;
constexpr int kIllegalRoute = 3;

}  // namespace xxroute::cli
