#include "served_file.h"

#include <fstream>
#include <sstream>

#include "xxroute/loaded_position.h"
#include "xxroute/position_file.h"

namespace xxroute::serve {

namespace {

// The file's bytes; InputError when it cannot be read.
std::string ReadBytes(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError(file, 0, "cannot read the file");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

void WriteText(const std::string& file, const std::string& text, std::shared_ptr<GameCache> games) {
  auto want = LoadedPosition::Make(ParsePosition(text, file), std::move(games),
                                   {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
  WritePositionFile(file, text, *want);
}

ServedFile::ServedFile(std::string file, std::shared_ptr<GameCache> games, std::string company)
    : file_(std::move(file)), company_(std::move(company)), games_(std::move(games)) {
  Position p = LoadPosition(file_);  // (a directory, a missing or huge file: said here)
  LoadedPosition::Make(p, games_, {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});  // (its game known)
  if (!company_.empty() && !p.FindCompany(company_)) throw InputError("--company", 0, "no company '" + company_ + "' in " + file_);
  stamp_ = StampNow();
  Publish(ReadBytes(file_), std::make_shared<const Position>(std::move(p)), std::nullopt, "read");
}

ServedFile::Stamp ServedFile::StampNow() const {
  struct stat st;
  Stamp s;
  if (stat(file_.c_str(), &st) != 0) return s;
  s.seconds = st.st_mtim.tv_sec;
  s.nanoseconds = st.st_mtim.tv_nsec;
  s.size = st.st_size;
  s.inode = static_cast<long long>(st.st_ino);
  return s;
}

std::vector<std::string> Snapshot::Since(long seen) const {
  std::vector<std::string> out;
  for (const auto& [v, what] : history)
    if (v > seen) out.push_back(what);
  return out;
}

void ServedFile::Publish(std::string text, std::shared_ptr<const Position> position, std::optional<InputError> error,
                         std::string what) {
  auto s = std::make_shared<Snapshot>();
  s->text = std::move(text);
  s->position = std::move(position);
  s->error = std::move(error);
  s->version = now_ ? now_->version + 1 : 1;
  for (const Undo_& u : undo_) s->moves.push_back(u.move);
  for (const Undo_& r : redo_) s->undone.push_back(r.move);
  constexpr size_t kHistory = 64;  // (a table's phones are a few moves behind at most)
  history_.emplace_back(s->version, std::move(what));
  if (history_.size() > kHistory) history_.erase(history_.begin());
  s->history = history_;
  now_ = std::move(s);
}

void ServedFile::RefreshLocked() {
  const Stamp stamp = StampNow();
  if (stamp == stamp_) return;
  stamp_ = stamp;
  std::string text;
  try {
    text = ReadBytes(file_);
  } catch (const InputError& e) {
    undo_.clear();
    redo_.clear();
    Publish("", nullptr, e, "the file could not be read");
    return;
  }
  if (now_ && text == now_->text && now_->position) return;  // (touched, not changed)
  undo_.clear();  // someone else changed the file: the moves made here are no longer its last
  redo_.clear();
  try {
    Position p = ParsePosition(text, file_);
    LoadedPosition::Make(p, games_, {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
    Publish(std::move(text), std::make_shared<const Position>(std::move(p)), std::nullopt, "the file changed on disk");
  } catch (const InputError& e) {
    Publish(std::move(text), nullptr, e, "the file changed on disk (and does not load)");
  }
}

std::shared_ptr<const Snapshot> ServedFile::Read() {
  {
    std::shared_lock lock(mu_);
    if (StampNow() == stamp_) return now_;
  }
  std::unique_lock lock(mu_);
  RefreshLocked();
  return now_;
}

std::shared_ptr<const Snapshot> ServedFile::Change(const std::function<Written(const Snapshot&)>& make) {
  std::unique_lock lock(mu_);
  RefreshLocked();
  if (!now_->position) throw *now_->error;
  Written w = make(*now_);
  stamp_ = StampNow();  // (the file as the move wrote it)
  Position p = ParsePosition(w.text, file_);
  undo_.push_back({now_->text, w.move});
  redo_.clear();  // (a new move: what was undone is not made again)
  std::string what = w.move.company + ": " + w.move.text;
  Publish(std::move(w.text), std::make_shared<const Position>(std::move(p)), std::nullopt, std::move(what));
  return now_;
}

std::shared_ptr<const Snapshot> ServedFile::Undo(MoveMade* undone, const std::function<void(const Snapshot&)>& check) {
  return Step(undo_, redo_, "undo", undone, check);
}

std::shared_ptr<const Snapshot> ServedFile::Redo(MoveMade* redone, const std::function<void(const Snapshot&)>& check) {
  return Step(redo_, undo_, "redo", redone, check);
}

std::shared_ptr<const Snapshot> ServedFile::Step(std::vector<Undo_>& from, std::vector<Undo_>& to, const std::string& word,
                                                 MoveMade* moved, const std::function<void(const Snapshot&)>& check) {
  std::unique_lock lock(mu_);
  RefreshLocked();
  if (check) check(*now_);
  if (from.empty()) return nullptr;
  Undo_ step = from.back();
  WriteText(file_, step.before, games_);
  stamp_ = StampNow();
  from.pop_back();
  to.push_back({now_->text, step.move});
  Position p = ParsePosition(step.before, file_);
  Publish(std::move(step.before), std::make_shared<const Position>(std::move(p)), std::nullopt,
          word + " " + step.move.company + ": " + step.move.text);
  *moved = step.move;
  return now_;
}

}  // namespace xxroute::serve
