// The corpus of real games beside the checkout (../shared/corpus, or the
// CMake cache variable XXROUTE_CORPUS_DIR). A test that reads it starts with
// `if (!HaveCorpus()) return;`: without the corpus it prints why, and ctest,
// which looks for that line (SKIP_REGULAR_EXPRESSION in
// tests/CMakeLists.txt), reports the test as skipped, never as passed.
#pragma once

#include <filesystem>
#include <iostream>
#include <string>

namespace xxroute::test {

// The corpus folder, with a slash at the end.
inline const std::string kCorpus = XXROUTE_CORPUS_DIR "/";

inline bool HaveCorpus() {
  if (std::filesystem::is_directory(kCorpus)) return true;
  std::cout << "skipped: no corpus at " << XXROUTE_CORPUS_DIR << " (set XXROUTE_CORPUS_DIR)\n";
  return false;
}

}  // namespace xxroute::test
