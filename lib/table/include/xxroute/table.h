// At the table: one position file that follows a live game. A new game's
// starting file, and a company's moves applied to the file's text: each move
// made through ApplyChange (the rules module), paid from the company's
// treasury where the file gives one, the file's other lines kept.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xxroute/edit.h"
#include "xxroute/game_cache.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"

namespace xxroute {

// A company that floats: added with no trains, perhaps its treasury.
struct Floating {
  std::string company;
  std::optional<int> treasury;
  std::string source;  // the option that asked (for errors)
};
// Reads "BN" or "BN=360" (a treasury of 360); InputError naming `source`.
Floating ParseFloating(const std::string& text, const std::string& source);

// One move made, with its price and what followed.
struct TableMove {
  std::string text;                // "lay E14=57@1", "home station E16"
  int cost = 0;
  std::vector<std::string> costs;  // "terrain 10", "station 40", "train 70"
  std::vector<std::string> notes;  // "starts phase b", "removes 2"
};

// What a turn at the table did: the moves, the treasury, the file's new text.
struct TableTurn {
  std::string company;  // whose moves (the last company floated, where only that)
  Position before, after;
  std::unique_ptr<LoadedPosition> loaded;  // the session the moves changed: `after` on its board
  std::vector<TableMove> moves;
  std::vector<std::string> notes;  // what is left to do by hand (a home with a choice)
  std::optional<int> treasury_before, treasury_after;
  int keep = -1;        // over the train limit: the trains the company keeps (Applied::keep)
  std::string text;     // the file's text with the moves written
};

// The companies `floats` added to the position `session` holds (read from
// `text`), then the change's edits made by `company` one at a time (where the
// company has a treasury, each move's cost taken from it: InputError naming
// the edit's source, the cost and the money left when it cannot pay); each
// move changes the session, which the turn keeps. "" names the only company
// of the file, or the one the file's expect: names, or the only one with
// trains. InputError naming the edit's source when a move breaks a rule;
// "--company" when the company is not in the file.
TableTurn ApplyAtTable(const std::string& text, std::unique_ptr<LoadedPosition> session, const std::string& company,
                       const std::vector<Floating>& floats, const Change& change);

// A new game's starting file: a comment header saying how to go on (`file`
// names the file in it), `format: 1`, the game and variant as the game's data
// spells them, the first phase, the printed map implied (only hexes that
// change are listed), and each company floated: no trains, its home station
// where the game's data names one city for it (an 18CZ large company chooses
// its home hex with its red tile: a note says how). InputError for an
// unknown game, variant or company. The game is read through `games`.
// `players` (0: not said) is written, and the bank's trains counted for it
// (bank_trains:), with `turn: {}`: the file follows operating turns.
// With `player_names`, the file follows the whole game: each player's money
// (`cash:`, the game's starting money), the round (`round:`, the start or the
// first stock round) and the privates held (`privates:`); with `reading`
// "18xx.games", its moves follow the site's readings the game's data names
// (`reading:`, game.yaml site_reading; an imported game).
TableTurn StartGame(std::shared_ptr<GameCache> games, const std::string& game, const std::string& variant,
                    const std::vector<Floating>& companies, const std::string& file, int players = 0,
                    const std::vector<std::string>& player_names = {}, const std::string& reading = "rulebook");

}  // namespace xxroute
