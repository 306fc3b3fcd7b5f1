// The xxroute subcommands: each registers its options on the app and returns
// the function that runs it (which returns the exit status).
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

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
Run AddServe(CLI::App& app);

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

// Adds the moves of whatif and apply (--trains, --lay, --token, --buy-train,
// --phase...) to `app`, filling `q` (cmd_whatif.cpp).
void AddMoveOptions(CLI::App& app, WhatIfRequest& q);

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
