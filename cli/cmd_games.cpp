// xxroute games: the games (and their variants) in maps/.
#include <iostream>

#include "commands.h"
#include "xxroute/game.h"

namespace xxroute::cli {

Run AddGames(CLI::App& app) {
  (void)app;
  return []() {
    GameCache games;
    for (const auto& name : ListGames()) {
      auto g = games.Get(name, "");
      std::cout << name << "  " << g->title;
      if (!g->variants.empty()) {
        std::cout << "  (variants:";
        for (const auto& v : g->variants) std::cout << " " << v;
        std::cout << ")";
      }
      std::cout << "\n";
    }
    return kOk;
  };
}

}  // namespace xxroute::cli
