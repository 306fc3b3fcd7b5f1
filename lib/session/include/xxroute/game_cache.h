// GameCache: the games a session has read, each (with its variant) read once
// from maps/<game>/ with its map, tile manifest and market (ReadGame), then
// shared by every position of it. Safe to ask from several threads; the games
// it gives are never changed.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "xxroute/game.h"

namespace xxroute {

class GameCache {
 public:
  // The game `name` (in any case) with `variant`, read on the first asking;
  // InputError naming `file`:`line` (the position that asked) when unknown.
  std::shared_ptr<const Game> Get(const std::string& name, const std::string& variant,
                                  const std::string& file = "", int line = 0);
  // How many games it has read from their files.
  int reads() const;

 private:
  mutable std::mutex mu_;
  std::map<std::pair<std::string, std::string>, std::shared_ptr<const Game>> games_;  // by (name, variant) as asked
  int reads_ = 0;
};

}  // namespace xxroute
