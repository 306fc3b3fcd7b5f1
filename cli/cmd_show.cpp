// xxroute show: a game's summary, after checking its data for consistency;
// or its tiles and printed map with their stop ids, or the tiles drawn.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/board.h"
#include "xxroute/game.h"
#include "xxroute/game_check.h"
#include "xxroute/game_tiles.h"
#include "xxroute/loaded_position.h"
#include "xxroute/svg.h"

namespace xxroute::cli {

namespace {
struct ShowArgs {
  std::string game;
  std::string variant;
  bool tiles = false;
  bool map = false;
  std::string svg;
};
}  // namespace

Run AddShow(CLI::App& app) {
  auto a = std::make_shared<ShowArgs>();
  app.add_option("game", a->game, "Game (see `xxroute games`)")->required();
  app.add_option("--variant", a->variant, "Variant of the game");
  auto* tiles = app.add_flag("--tiles", a->tiles,
                             "List every tile of the manifest: id, colour, count, labels, upgrades, stops with their ids");
  app.add_flag("--map", a->map, "List the printed map's named hexes and stops with their ids");
  app.add_option("--svg", a->svg, "With --tiles: draw every tile, with its id and stop ids, into this SVG file ('-': "
                                  "standard output) instead of listing them")
      ->needs(tiles);
  return [a]() {
    auto games = std::make_shared<GameCache>();
    auto g = games->Get(a->game, a->variant, "xxroute show", 0);
    std::vector<std::string> problems = CheckGame(*g);
    for (const auto& p : problems) std::cerr << p << "\n";
    if (!problems.empty()) return kBadInput;
    if (!a->svg.empty()) {
      const Position sheet = TileSheet(*g);
      auto drawn = LoadedPosition::Make(sheet, games, {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
      SvgOptions opt;
      opt.stop_ids = opt.tile_ids = opt.tile_sheet = true;
      opt.title = TitleWithVariant(*g) + ": " +
                  std::to_string(sheet.hexes.size()) + " kinds of tile, each with its id and its stops' ids";
      WriteSvg(a->svg, RenderSvg(drawn->board(), opt));
      return kOk;
    }
    if (a->tiles) std::cout << TilesText(*g);
    if (a->map) std::cout << (a->tiles ? "\n" : "") << MapText(*g);
    if (!a->tiles && !a->map) std::cout << SummarizeGame(*g) << "consistent\n";
    return kOk;
  };
}

}  // namespace xxroute::cli
