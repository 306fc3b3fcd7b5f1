// The session's tests' positions (tests/session/): 1836jr56 in phase 5
// over the train limit and within it, loaded and audited in a given cache.
#pragma once

#include <memory>
#include <string>

#include "xxroute/game_cache.h"
#include "xxroute/loaded_position.h"

namespace xxroute::test {

// 1836jr56 phase 5 (003_*.txt line 121: limit 2): three trains, one of them a
// 2 that the first 4 rusted (line 112): two warnings.
inline const char* kOverLimit = "game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"2\", \"5\", \"5\"]}\n";
inline const char* kInLimit = "game: 1836jr56\nphase: \"5\"\ncompanies:\n  B: {trains: [\"5\"]}\n";

// The position (over.yaml in its messages) loaded and audited with `games`.
inline std::unique_ptr<LoadedPosition> LoadAudited(const std::string& yaml, const std::shared_ptr<GameCache>& games,
                                                   WarningPolicy warnings = WarningPolicy::kKeep) {
  return LoadedPosition::Make(ParsePosition(yaml, "over.yaml"), games,
                              {"", LoadOptions::kCompany, LoadOptions::kAudit, warnings});
}

}  // namespace xxroute::test
