// libFuzzer target: `apply` over sequences of moves. The input's bytes pick
// a start (every game and variant as `xxroute new` writes it with a few
// companies floated, a fixture, or a real position of every title:
// fixtures/GAME/real-*.yaml) and the calls made on its file, each as
// the program makes it (ApplyAtTable, then WritePositionFile in a temporary
// folder). A refused call must leave the file byte-identical; an accepted
// one a file that loads, passes the strict audit and solves
// (tests/apply_sequence.h). A broken invariant ends the run as a crash with
// the calls that led there; so does any exception but InputError.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "apply_sequence.h"
#include "xxroute/game_cache.h"

using namespace xxroute;

namespace {

// The folder the sequences' file is written in: one per process, removed at
// exit; in memory where the system has /dev/shm (each write is synced to its
// disk). (Its name is never freed: the exit handler reads it after the
// statics are gone.)
const std::string& Folder() {
  static const std::string* dir = [] {
    const std::filesystem::path shm = "/dev/shm";
    const auto path = (std::filesystem::is_directory(shm) ? shm : std::filesystem::temp_directory_path()) /
                      ("xxroute-fuzz-apply-" + std::to_string(getpid()));
    std::filesystem::create_directories(path);
    std::atexit([] { std::filesystem::remove_all(*dir); });
    return new std::string(path.string());
  }();
  return *dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const auto games = std::make_shared<GameCache>();  // (each game read once for the whole run)
  test::Choices choices(data, size);
  try {
    test::PlayApplySequence(choices, Folder(), games, 8);
  } catch (const test::Broken& b) {
    std::fprintf(stderr, "broken invariant: %s\n", b.what());
    std::abort();
  }
  return 0;
}
