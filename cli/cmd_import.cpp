// xxroute import: a game recorded on 18xx.games (its Game Data JSON) played
// again through xxroute's rules into one position file that follows it.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/error.h"
#include "xxroute/import.h"

namespace xxroute::cli {

namespace {
struct ImportArgs {
  std::string record;
  std::string output;
  int upto = 0;
};

void WriteText(const std::string& file, const std::string& text) {
  const std::string part = file + ".part";
  {
    std::ofstream out(part, std::ios::binary);
    if (!(out << text)) throw InputError(file, 0, "cannot write it");
  }
  std::filesystem::rename(part, file);
}
}  // namespace

Run AddImport(CLI::App& app) {
  auto a = std::make_shared<ImportArgs>();
  app.add_option("record", a->record, "The game's record from 18xx.games (Tools, Game Data: JSON)")->required();
  app.add_option("--output,-o", a->output, "Write the position to this file (a new one); default: standard output");
  app.add_option("--upto", a->upto, "Stop just before the action with this id (the record's numbering)")
      ->check(CLI::Range(1, 1000000000));
  return [a]() {
    if (!a->output.empty() && std::filesystem::exists(a->output))
      throw InputError(a->output, 0, "exists; import does not write over a file (remove it, or choose another name)");
    const GameRecord record = ReadGameRecord(a->record);
    const Imported got = ImportRecord(record, std::make_shared<GameCache>(), a->upto,
                                      a->output.empty() ? "FILE" : a->output);
    if (a->output.empty()) {
      std::cout << got.text;
      return kOk;
    }
    WriteText(a->output, got.text);
    std::cout << a->output << ": " << got.game << (got.variant.empty() ? "" : " (" + got.variant + ")") << ", "
              << (got.last_action ? "up to action " + std::to_string(got.last_action) : "no action") << ", "
              << got.runs.size() << " run(s)\n";
    for (const auto& r : got.readings)
      std::cout << "  " << (r.action ? "action " + std::to_string(r.action) : "the whole game") << ": " << r.what << "\n";
    return kOk;
  };
}

}  // namespace xxroute::cli
