// Import: a game recorded on 18xx.games played again through xxroute's own
// rules, every action as the moves `apply` makes (MakeMoves), into one
// position file that follows the game; each run kept with the position it
// was run on, for the audit.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "xxroute/game_cache.h"
#include "xxroute/record.h"

namespace xxroute {

// One run of the game: a company's trains run (a run_routes action).
struct ImportedRun {
  int action = 0;                   // the run_routes action's id
  std::string round;                // "OR 3.1"
  std::string company;
  std::vector<std::string> trains;  // the company's trains as the file names them
  int declared = 0;                 // the income the players declared: the routes' revenue, and the mine
                                    //   subsidy recorded with it (1824 VII.3), as the best counts both
  int subsidy = 0;                  // that subsidy
  std::string routes;               // the routes run, in route notation ("TRAIN: HEX-HEX; ...")
  std::string position;             // the position file's text just before the run
};

// A move where the site read a rule otherwise than the rulebook, and the
// import followed the record.
struct ImportReading {
  int action = 0;    // 0: the whole game
  std::string what;  // what the site did, and the rulebook line that reads otherwise
};

struct Imported {
  std::string game, variant;        // as the game's data names them
  std::string text;                 // the position file after the last action played
  std::vector<ImportedRun> runs;
  std::vector<ImportReading> readings;
  int last_action = 0;              // the last action played (0: none)
  std::string stopped;              // stop_at_error: the action that could not be made, and why ("": none)
};

// Plays `record` (its game found by the title 18xx.games gives it: each
// game's record_title in maps/) up to, not including, the action whose id is
// `upto` (0: to the end), writing the position as `file` (its name in the
// text's comments). InputError naming the record, the action id and the
// rule when an action cannot be made, or the title is not one of maps/;
// with `stop_at_error`, an action that cannot be made ends the game there
// instead (Imported::stopped says why), the runs before it kept.
Imported ImportRecord(const GameRecord& record, std::shared_ptr<GameCache> games, int upto = 0,
                      const std::string& file = "game.yaml", bool stop_at_error = false);

}  // namespace xxroute
