#include "xxroute/loaded_position.h"

#include <iostream>
#include <stdexcept>

#include "xxroute/error.h"
#include "xxroute/rules.h"

namespace xxroute {

namespace {

// The board of `position` on its game (read once, by `games`).
std::unique_ptr<Board> BoardOf(const Position& position, GameCache& games) {
  std::shared_ptr<const Game> game;
  if (!position.game.empty()) game = games.Get(position.game, position.variant, position.file, position.game_line);
  return Board::Build(position, std::move(game));
}

}  // namespace

std::string DefaultCompany(const Position& p, const std::string& named) {
  if (!named.empty()) return named;
  return p.expect ? p.expect->company : "";
}

std::unique_ptr<LoadedPosition> LoadedPosition::Read(const std::string& file, std::shared_ptr<GameCache> games,
                                                     const LoadOptions& options) {
  return Make(LoadPosition(file), std::move(games), options);
}

std::unique_ptr<LoadedPosition> LoadedPosition::Make(Position position, std::shared_ptr<GameCache> games,
                                                     const LoadOptions& options) {
  auto lp = std::unique_ptr<LoadedPosition>(new LoadedPosition());
  lp->games_ = std::move(games);
  lp->position_ = std::make_unique<Position>(std::move(position));
  lp->board_ = BoardOf(*lp->position_, *lp->games_);
  if (options.need == LoadOptions::kCompany)
    lp->network_ = std::make_unique<Network>(
        *lp->board_, lp->board_->SelectCompany(DefaultCompany(*lp->position_, options.company)));
  if (options.audit == LoadOptions::kAudit) {
    const std::string& file = lp->position_->file;
    const WarningPolicy policy = options.warnings;
    for (const Finding& f : AuditPosition(*lp->board_)) {
      if (f.error || policy == WarningPolicy::kError)
        throw InputError(file, f.line, f.what + (f.error ? "" : " (--strict)"));
      lp->warnings_.push_back(InputError(file, f.line, "warning: " + f.what).what());
      if (policy == WarningPolicy::kStderr) std::cerr << lp->warnings_.back() << "\n";
    }
  }
  return lp;
}

std::unique_ptr<LoadedPosition> LoadedPosition::Load(Position position, const LoadOptions& options) const {
  return Make(std::move(position), games_, options);
}

void LoadedPosition::Change(Position changed) {
  auto position = std::make_unique<Position>(std::move(changed));
  auto board = BoardOf(*position, *games_);
  std::unique_ptr<Network> network;
  if (network_) network = std::make_unique<Network>(*board, board->SelectCompany(network_->company().name));
  network_ = std::move(network);  // (the old network points into the old board, the old board into the old position)
  board_ = std::move(board);
  position_ = std::move(position);
  warnings_.clear();
}

void LoadedPosition::Choose(const std::string& company) {
  network_ = company.empty() ? nullptr : std::make_unique<Network>(*board_, board_->SelectCompany(company));
}

void LoadedPosition::SetTreasury(const std::string& company, std::optional<int> treasury) {
  CompanySpec* c = position_->FindCompany(company);
  if (!c) throw std::logic_error("SetTreasury: no company " + company);
  c->treasury = treasury;
  warnings_.clear();
}

}  // namespace xxroute
