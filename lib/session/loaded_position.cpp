#include "xxroute/loaded_position.h"

#include <atomic>
#include <iostream>

#include "xxroute/error.h"
#include "xxroute/rules.h"

namespace xxroute {

namespace {
std::atomic<WarningPolicy> g_policy{WarningPolicy::kKeep};
}  // namespace

void SetWarningPolicy(WarningPolicy policy) { g_policy = policy; }

std::string DefaultCompany(const Position& p, const std::string& named) {
  if (!named.empty()) return named;
  return p.expect ? p.expect->company : "";
}

std::unique_ptr<LoadedPosition> LoadedPosition::Read(const std::string& file, const std::string& company,
                                                     Need need, Audit audit) {
  return Make(LoadPosition(file), company, need, audit);
}

std::unique_ptr<LoadedPosition> LoadedPosition::Make(Position position, const std::string& company, Need need,
                                                     Audit audit) {
  auto lp = std::unique_ptr<LoadedPosition>(new LoadedPosition());
  lp->position_ = std::make_unique<Position>(std::move(position));
  lp->board_ = Board::Build(*lp->position_);
  if (need == kCompany)
    lp->network_ = std::make_unique<Network>(
        *lp->board_, lp->board_->SelectCompany(DefaultCompany(*lp->position_, company)));
  if (audit == kAudit) {
    const std::string& file = lp->position_->file;
    for (const Finding& f : AuditPosition(*lp->board_)) {
      if (f.error || g_policy == WarningPolicy::kError)
        throw InputError(file, f.line, f.what + (f.error ? "" : " (--strict)"));
      lp->warnings_.push_back(InputError(file, f.line, "warning: " + f.what).what());
      if (g_policy == WarningPolicy::kStderr) std::cerr << lp->warnings_.back() << "\n";
    }
  }
  return lp;
}

}  // namespace xxroute
