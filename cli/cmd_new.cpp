// xxroute new: a new game's starting position file, to follow with apply.
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>

#include "commands.h"
#include "xxroute/error.h"
#include "xxroute/game_cache.h"
#include "xxroute/position_file.h"
#include "xxroute/table.h"

namespace xxroute::cli {

namespace {
struct NewArgs {
  std::string game;
  std::string variant;
  std::vector<std::string> companies;
  std::string output;
  int players = 0;
  std::vector<std::string> names;
};
// The players --names gives, as the file will hold them: as many as
// --players says where it is given, and as the game is played by; each a
// name of its own (not empty, not a company of the game, the ipo or the
// pool: the file's shares and privates name them too).
void CheckNames(const NewArgs& a) {
  if (a.names.empty()) return;
  const size_t count = a.names.size();
  if (a.players > 0 && a.players != static_cast<int>(count))
    throw InputError("--names", 0, std::to_string(count) + " names for " + std::to_string(a.players) + " players (--players)");
  auto g = GameCache().Get(a.game, a.variant, "xxroute new", 0);
  for (const auto& n : a.names) {
    if (n.find_first_not_of(" \t") == std::string::npos)
      throw InputError("--names", 0, "a player's name is empty: give each player a name, Anna,Ben,Cy");
    if (n == "ipo" || n == "pool" || g->companies.count(n))
      throw InputError("--names", 0, "'" + n + "' names " + (g->companies.count(n) ? "a company of " + g->name : "the " + n) +
                                         " in the file (shares, privates): give the player another name");
  }
  const std::map<int, int>& cash = g->stock ? g->stock->start_cash : std::map<int, int>{};
  if (!cash.empty() && !cash.count(static_cast<int>(count)))
    throw InputError("--names", 0, std::to_string(count) + " player(s): " + g->name + " is played by " +
                                       std::to_string(cash.begin()->first) + " to " + std::to_string(cash.rbegin()->first) +
                                       " players");
}

}  // namespace

Run AddNew(CLI::App& app) {
  auto a = std::make_shared<NewArgs>();
  app.add_option("game", a->game, "Game (see `xxroute games`)")->required();
  app.add_option("--variant", a->variant, "Variant of the game");
  app.add_option("--companies", a->companies,
                 "Companies that have floated, each with its home station: BN,BCB=250 (=N: its treasury, from which "
                 "apply pays its moves)")
      ->delimiter(',');
  app.add_option("--players", a->players,
                 "Number of players: the bank's trains counted for it where the game's train table says (written as "
                 "players and bank_trains)")
      ->check(CLI::Range(1, 10));
  app.add_option("--names", a->names,
                 "The players, in seat order: Anna,Ben,Cy (their number is --players). The file then follows the whole "
                 "game: each player's money, the round under way, the privates held")
      ->delimiter(',');
  app.add_option("--output,-o", a->output, "Write the position to this file (a new one); default: standard output");
  return [a]() {
    std::vector<Floating> companies;
    for (const auto& c : a->companies) companies.push_back(ParseFloating(c, "--companies"));
    const std::string name = a->output.empty() ? "FILE" : a->output;
    if (!a->output.empty() && std::filesystem::exists(a->output))
      throw InputError(a->output, 0, "exists; new does not write over a file (remove it, or choose another name)");
    CheckNames(*a);
    const int players = a->names.empty() ? a->players : static_cast<int>(a->names.size());
    TableTurn t = StartGame(std::make_shared<GameCache>(), a->game, a->variant, companies, name, players, a->names);
    if (a->output.empty()) {
      std::cout << t.text;
      for (const auto& n : t.notes) std::cerr << n << "\n";
      return kOk;
    }
    WritePositionFile(a->output, t.text, *t.loaded);
    std::cout << a->output << ": " << WithVariant(t.after.game, t.after.variant)
              << ", phase " << t.after.phase << "\n";
    for (const auto& m : t.moves) std::cout << "  " << m.text << "\n";
    for (const auto& n : t.notes) std::cout << "  " << n << "\n";
    return kOk;
  };
}

}  // namespace xxroute::cli
