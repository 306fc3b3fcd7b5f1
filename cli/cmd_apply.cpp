// xxroute apply: a company's moves made on a position file in place (tiles,
// stations, trains bought, the phase, the run and its payout, loans, shares),
// each by the rules and paid from its treasury; then its new income. The
// moves are the table's (xxroute/moves.h), made by MakeMoves.
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.h"
#include "xxroute/apply_report.h"
#include "xxroute/error.h"
#include "xxroute/json.h"
#include "xxroute/moves.h"
#include "xxroute/position.h"

namespace xxroute::cli {

namespace {

std::string ReadText(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError(file, 0, "no such file");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

Run AddApply(CLI::App& app) {
  auto file = std::make_shared<std::string>();
  auto format = std::make_shared<std::string>("text");
  app.add_option("file", *file, "Position file, rewritten in place")->required();
  std::function<MoveArgs()> given = AddMoveOptions(app, false);
  app.add_option("--format", *format, "Output: text, json or jsonl (JSON on one line)")
      ->check(CLI::IsMember({"text", "json", "jsonl"}));
  return [file, format, given, &app]() {
    Position base = LoadPosition(*file);  // (a directory, a missing or huge file: said here)
    const std::string text = ReadText(*file);
    const MoveList moves = MovesFrom(given());
    if (moves.AsChange().edits.empty() && moves.floats.empty())
      throw InputError(*file, 0, "no move given: use --lay, --token, --buy-train, ..., --end-turn or --float");
    MakeSettings settings;
    settings.warnings = Loading(app).warnings;
    const MovesMade made = MakeMoves(*file, text, std::move(base), std::make_shared<GameCache>(), moves, settings);
    const Solved* shown = made.solved ? &*made.solved : nullptr;
    if (*format == "text") std::cout << ApplyText(*file, made.turn, shown);
    else std::cout << JsonText(ApplyJson(*file, made.turn, shown)) << "\n";
    return kOk;
  };
}

}  // namespace xxroute::cli
