// Bench: solve positions repeatedly and measure time and peak memory, each
// position in a child process of its own so that its peak is its own.
#pragma once

#include <string>
#include <vector>

#include "xxroute/loaded_position.h"

namespace xxroute {

struct BenchRow {
  std::string file;
  std::string company;
  bool ok = false;
  std::string error;
  int income = 0;
  bool optimal = true;
  long candidates = 0;
  long nodes = 0;  // assignment search nodes
  double median_seconds = 0;
  long peak_kib = 0;  // the child's maximum resident set
};

// Solves `file` `repeat` times in a child process, which loads it (and its
// game) in a session of its own, its audit's warnings by `warnings`.
BenchRow BenchFile(const std::string& file, int repeat, WarningPolicy warnings = WarningPolicy::kKeep);

// p in [0, 100]: nearest-rank percentile of sorted values.
double Percentile(std::vector<double> values, double p);

}  // namespace xxroute
