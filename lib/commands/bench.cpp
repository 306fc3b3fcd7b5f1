#include "xxroute/bench.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "xxroute/board.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

namespace xxroute {

double Percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  size_t rank = static_cast<size_t>(std::ceil(p / 100.0 * v.size()));
  return v[std::min(v.size() - 1, rank == 0 ? 0 : rank - 1)];
}

namespace {

// In the child: solve and write "ok income optimal candidates nodes median company" or "error MESSAGE".
std::string RunChild(const std::string& file, int repeat, WarningPolicy warnings) {
  try {
    auto lp = LoadedPosition::Read(file, std::make_shared<GameCache>(),
                                   {"", LoadOptions::kBoardOnly, LoadOptions::kAudit, warnings});
    const Company& co = lp->board().SelectCompany(DefaultCompany(lp->position(), ""));
    std::vector<double> times;
    Result r;
    for (int i = 0; i < repeat; ++i) {
      auto t0 = std::chrono::steady_clock::now();
      Network net(lp->board(), co);  // (compiled again each time: part of the solve)
      r = Solve(net);
      times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    std::ostringstream o;
    o << "ok " << r.income << " " << r.optimal << " " << r.stats.candidates << " " << r.stats.nodes << " "
      << Percentile(times, 50) << " "
      << co.name;
    return o.str();
  } catch (const InputError& e) {
    return std::string("error ") + e.what();
  } catch (const std::exception& e) {
    return std::string("error ") + file + ": " + e.what();
  }
}

}  // namespace

BenchRow BenchFile(const std::string& file, int repeat, WarningPolicy warnings) {
  BenchRow row;
  row.file = file;
  int fd[2];
  if (pipe(fd) != 0) {
    row.error = file + ": cannot create a pipe";
    return row;
  }
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid == 0) {
    close(fd[0]);
    std::string out = RunChild(file, repeat, warnings);
    ssize_t written = write(fd[1], out.data(), out.size());
    (void)written;
    close(fd[1]);
    _exit(0);
  }
  close(fd[1]);
  std::string out;
  char buf[4096];
  ssize_t n;
  while ((n = read(fd[0], buf, sizeof buf)) > 0) out.append(buf, n);
  close(fd[0]);
  int status = 0;
  struct rusage usage {};
  if (pid < 0 || wait4(pid, &status, 0, &usage) < 0) {
    row.error = file + ": cannot run a child process";
    return row;
  }
  row.peak_kib = usage.ru_maxrss;
  if (out.rfind("ok ", 0) == 0) {
    std::istringstream in(out.substr(3));
    int optimal = 1;
    in >> row.income >> optimal >> row.candidates >> row.nodes >> row.median_seconds >> row.company;
    row.optimal = optimal;
    row.ok = true;
  } else {
    row.error = out.rfind("error ", 0) == 0 ? out.substr(6) : file + ": the solver died (status " + std::to_string(status) + ")";
  }
  return row;
}

}  // namespace xxroute
