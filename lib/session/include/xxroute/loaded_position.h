// LoadedPosition: the session a command works from, in one place: the games
// it has read (a GameCache: each game read once, with its map, tiles and
// market), the position, its board, the company to run and that company's
// network. An edit changes it: the position replaced, then the board and the
// network built again from it, the game not read again.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/game.h"
#include "xxroute/game_cache.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/rules.h"

namespace xxroute {

// What happens to a loaded position's warnings: kept in the object (the
// library's default), also written to standard error (the program), or
// raised as InputError (the program's --strict).
enum class WarningPolicy { kKeep, kStderr, kError };

// How a position is loaded.
struct LoadOptions {
  // Whether a company is chosen and its network compiled, or only the board built.
  enum Need { kCompany, kBoardOnly };
  // Whether the position is checked for states no game reaches (rules.h
  // AuditPosition): errors refuse it, warnings go by `warnings`.
  enum Audit { kAudit, kNoAudit };

  // The company to run: "" takes the one the file's `expect:` names, else
  // the only company with trains.
  std::string company;
  Need need = kCompany;
  Audit audit = kAudit;
  WarningPolicy warnings = WarningPolicy::kKeep;
};

class LoadedPosition {
 public:
  // Reads `file`, its game from `games`; InputError on anything malformed or
  // inconsistent.
  static std::unique_ptr<LoadedPosition> Read(const std::string& file, std::shared_ptr<GameCache> games,
                                              const LoadOptions& options = {});
  // The same from a position already read (and perhaps changed).
  static std::unique_ptr<LoadedPosition> Make(Position position, std::shared_ptr<GameCache> games,
                                              const LoadOptions& options = {});
  // Another position in this session (an edit's, or a copy of this one to
  // change), its game from the same cache.
  std::unique_ptr<LoadedPosition> Load(Position position, const LoadOptions& options) const;

  // An edit made: the position replaced by `changed`, then the board and
  // (for the same company) the network built again from it; no audit (the
  // rules module checked the moves) and the loaded file's warnings dropped.
  // InputError when the board cannot be built; the session is then as it was.
  void Change(Position changed);
  // `company` chosen to run, its network compiled on the board as it is
  // (nothing else built again); "" chooses none (the board only).
  void Choose(const std::string& company);
  // `company`'s treasury set to `treasury`: the board and the network read
  // the treasury from the position and copy nothing of it, so nothing is
  // built again. The loaded file's warnings are dropped, as by Change.
  void SetTreasury(const std::string& company, std::optional<int> treasury);

  const Position& position() const { return *position_; }
  const Board& board() const { return *board_; }
  const Game* game() const { return board_->game(); }  // null when the position names none
  bool has_company() const { return network_ != nullptr; }
  const Company& company() const { return network_->company(); }
  const Network& network() const { return *network_; }
  // The game's rules (lays, stations, purchases) for the company it runs.
  Rules rules() const { return Rules(*board_, network_->company()); }
  // "FILE:LINE: what" for each state of the position the rules cannot reach
  // but that is worth an answer (more trains than the limit, ...).
  const std::vector<std::string>& warnings() const { return warnings_; }

 private:
  std::shared_ptr<GameCache> games_;
  std::unique_ptr<Position> position_;  // (the board points into it)
  std::unique_ptr<Board> board_;
  std::unique_ptr<Network> network_;
  std::vector<std::string> warnings_;
};

// The company a command runs when none is named: the one the position's
// `expect:` names, else "" (the only company with trains).
std::string DefaultCompany(const Position& p, const std::string& named);

}  // namespace xxroute
