#include "xxroute/game_cache.h"

namespace xxroute {

std::shared_ptr<const Game> GameCache::Get(const std::string& name, const std::string& variant,
                                           const std::string& file, int line) {
  std::lock_guard<std::mutex> lock(mu_);
  auto key = std::make_pair(name, variant);
  if (auto it = games_.find(key); it != games_.end()) return it->second;
  auto game = ReadGame(name, variant, file, line);
  ++reads_;
  games_[key] = game;
  return game;
}

int GameCache::reads() const {
  std::lock_guard<std::mutex> lock(mu_);
  return reads_;
}

}  // namespace xxroute
