// LoadedPosition: a position made ready to run, in one place: the file read,
// its game's data, the board, the company to run and that company's network.
#pragma once

#include <memory>
#include <string>

#include "xxroute/board.h"
#include "xxroute/game.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/rules.h"

namespace xxroute {

class LoadedPosition {
 public:
  // Whether a company is chosen and its network compiled, or only the board built.
  enum Need { kCompany, kBoardOnly };
  // Whether the position is checked for states no game reaches (rules.h
  // AuditPosition): errors refuse it, warnings go by the WarningPolicy.
  enum Audit { kAudit, kNoAudit };

  // Reads `file`; InputError on anything malformed or inconsistent.
  // `company`: the company to run; "" takes the one the file's `expect:`
  // names, else the only company with trains.
  static std::unique_ptr<LoadedPosition> Read(const std::string& file, const std::string& company = "",
                                              Need need = kCompany, Audit audit = kAudit);
  // The same from a position already read (and perhaps changed).
  static std::unique_ptr<LoadedPosition> Make(Position position, const std::string& company = "",
                                              Need need = kCompany, Audit audit = kAudit);

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
  std::unique_ptr<Position> position_;  // (the board points into it)
  std::unique_ptr<Board> board_;
  std::unique_ptr<Network> network_;
  std::vector<std::string> warnings_;
};

// What happens to a loaded position's warnings: kept in the object (the
// library's default), also written to standard error (the program), or
// raised as InputError (the program's --strict).
enum class WarningPolicy { kKeep, kStderr, kError };
void SetWarningPolicy(WarningPolicy policy);

// The company a command runs when none is named: the one the position's
// `expect:` names, else "" (the only company with trains).
std::string DefaultCompany(const Position& p, const std::string& named);

}  // namespace xxroute
