// The xxroute subcommands: each registers its options on the app and returns
// the function that runs it (which returns the exit status).
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

namespace xxroute::cli {

using Run = std::function<int()>;

Run AddSolve(CLI::App& app);
Run AddCheck(CLI::App& app);
Run AddVerify(CLI::App& app);

// Exit statuses (see man/xxroute.1).
constexpr int kOk = 0;
constexpr int kDifference = 1;
constexpr int kBadInput = 2;
constexpr int kIllegalRoute = 3;

}  // namespace xxroute::cli
