// libFuzzer target: a position file through the whole pipeline: load
// (YAML, position), place on the board (game data, tiles), compile the
// network for each company, solve, and check the file's declared routes.
// Bad input must end as an InputError; anything else that escapes (another
// exception, a crash, a sanitizer report, a hang) is a bug.
#include <cstddef>
#include <cstdint>
#include <string>

#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/game_cache.h"
#include "xxroute/loaded_position.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

using namespace xxroute;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const auto games = std::make_shared<GameCache>();  // (each game read once for the whole run)
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    auto loaded = LoadedPosition::Make(ParsePosition(text, "fuzz.yaml"), games,
                                       {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
    const Position& pos = loaded->position();
    const Board* board = &loaded->board();
    // Small caps: the solver must refuse, not run away, on a large board.
    SolveOptions options;
    options.time_limit = 0.5;
    options.max_candidates = 20000;
    options.max_steps = 200000;
    for (const auto& company : board->companies()) {
      Network net(*board, company);
      try {
        Solve(net, options);
      } catch (const InputError&) {
      }
      if (pos.expect && pos.expect->routes && pos.expect->company == company.name) {
        std::vector<DeclaredRoute> declared;
        for (const auto& r : *pos.expect->routes) declared.push_back({r.train, r.stops, r.line});
        CheckRoutes(net, declared);
      }
    }
  } catch (const InputError&) {
  }
  return 0;
}
