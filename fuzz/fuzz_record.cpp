// libFuzzer target: a game record of 18xx.games through the reader and the
// import: the JSON read (undo and redo resolved), the game found by its
// title, every action played through the moves of apply until one cannot be
// made. Bad input must end as an InputError (or a stop naming the action);
// anything else that escapes (another exception, a crash, a sanitizer
// report, a hang) is a bug.
#include <cstddef>
#include <cstdint>
#include <string>

#include "xxroute/error.h"
#include "xxroute/game_cache.h"
#include "xxroute/import.h"
#include "xxroute/record.h"

using namespace xxroute;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const auto games = std::make_shared<GameCache>();  // (each game read once for the whole run)
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const GameRecord record = ParseGameRecord(text, "fuzz.json");
    ImportRecord(record, games, 0, "fuzz.yaml", /*stop_at_error=*/true);
  } catch (const InputError&) {
  }
  return 0;
}
