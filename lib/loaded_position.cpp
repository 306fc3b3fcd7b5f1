#include "xxroute/loaded_position.h"

namespace xxroute {

std::string DefaultCompany(const Position& p, const std::string& named) {
  if (!named.empty()) return named;
  return p.expect ? p.expect->company : "";
}

std::unique_ptr<LoadedPosition> LoadedPosition::Read(const std::string& file, const std::string& company,
                                                     Need need) {
  return Make(LoadPosition(file), company, need);
}

std::unique_ptr<LoadedPosition> LoadedPosition::Make(Position position, const std::string& company, Need need) {
  auto lp = std::unique_ptr<LoadedPosition>(new LoadedPosition());
  lp->position_ = std::make_unique<Position>(std::move(position));
  lp->board_ = Board::Build(*lp->position_);
  if (need == kCompany)
    lp->network_ = std::make_unique<Network>(
        *lp->board_, lp->board_->SelectCompany(DefaultCompany(*lp->position_, company)));
  return lp;
}

}  // namespace xxroute
