// xxroute show: a game's summary, after checking its data for consistency.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/game.h"
#include "xxroute/game_check.h"

namespace xxroute::cli {

namespace {
struct ShowArgs {
  std::string game;
  std::string variant;
};
}  // namespace

Run AddShow(CLI::App& app) {
  auto a = std::make_shared<ShowArgs>();
  app.add_option("game", a->game, "Game (see `xxroute games`)")->required();
  app.add_option("--variant", a->variant, "Variant of the game");
  return [a]() {
    auto g = LoadGame(a->game, a->variant, "xxroute show", 0);
    std::vector<std::string> problems = CheckGame(*g);
    for (const auto& p : problems) std::cerr << p << "\n";
    if (!problems.empty()) return kBadInput;
    std::cout << SummarizeGame(*g) << "consistent\n";
    return kOk;
  };
}

}  // namespace xxroute::cli
