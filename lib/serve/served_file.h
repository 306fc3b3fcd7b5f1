// ServedFile: the one position file `serve` works on, shared by every
// request: its text and position as last read or written, a version that
// goes up with each change, the moves made through the server and the text
// before each (the undo stack, kept in memory), and the lock that lets reads
// run side by side while a change runs alone.
#pragma once

#include <sys/stat.h>

#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <vector>

#include "xxroute/error.h"
#include "xxroute/game_cache.h"
#include "xxroute/position.h"
#include "work_ahead.h"

namespace xxroute::serve {

// A move made through the server: whose, and what ("lay E16=6@1, token E16").
struct MoveMade {
  std::string company, text;
};

// The file as one request sees it, never changed once made.
struct Snapshot {
  std::string text;                       // the file's bytes
  std::shared_ptr<const Position> position;  // null when the file does not load (then `error`)
  std::optional<InputError> error;        // why it does not load (changed on disk by someone else)
  long version = 0;
  std::vector<MoveMade> moves;            // the moves made through the server, oldest first
  std::vector<MoveMade> undone;           // the moves undone that a redo makes again, the next last
  // What made each of the last versions ("BCB: lay E14=55@0", "undo BCB:
  // ...", "changed on disk"), oldest first: a stale move is told what
  // happened since the version it saw (Since).
  std::vector<std::pair<long, std::string>> history;
  // What made the versions after `seen`, in order; the oldest kept first.
  std::vector<std::string> Since(long seen) const;

  // An answer computed from this version once, kept for the next request
  // (the board's picture, a company's best routes): made by `make` for the
  // first request, which the others of the same key wait for (its error
  // too). The version never changes, so the answer stays right.
  template <class T>
  std::shared_ptr<const T> Cached(const std::string& key, const std::function<T()>& make) const {
    std::promise<std::shared_ptr<const void>> mine;
    std::shared_future<std::shared_ptr<const void>> answer;
    bool first = false;
    {
      std::lock_guard lock(cache_mu_);
      auto it = cache_.find(key);
      if (it == cache_.end()) it = cache_.emplace(key, mine.get_future().share()).first, first = true;
      answer = it->second;
    }
    if (first) {
      try {
        mine.set_value(std::make_shared<const T>(make()));
      } catch (...) {
        mine.set_exception(std::current_exception());
      }
    }
    return std::static_pointer_cast<const T>(answer.get());
  }

 private:
  mutable std::mutex cache_mu_;
  mutable std::map<std::string, std::shared_future<std::shared_ptr<const void>>> cache_;
};

// A change's outcome: the file's new text and the move.
struct Written {
  std::string text;
  MoveMade move;
};

class ServedFile {
 public:
  // Reads `file`; InputError when it does not load. `company`: the one the
  // page starts with ("": the file's).
  ServedFile(std::string file, std::shared_ptr<GameCache> games, std::string company = "");

  const std::string& file() const { return file_; }
  const std::string& company() const { return company_; }
  std::shared_ptr<GameCache> games() const { return games_; }
  // The page's work done ahead of its asking (the sheets of its hexes).
  WorkAhead& ahead() { return ahead_; }

  // The file as it is now, read again first when someone else changed it on
  // disk (which clears the undo stack).
  std::shared_ptr<const Snapshot> Read();

  // A move, alone: `make` gets the file as it is and returns its new text,
  // which it has written (atomically) itself; or throws, and nothing
  // changes. The move goes on the undo stack. Returns the new snapshot.
  std::shared_ptr<const Snapshot> Change(const std::function<Written(const Snapshot&)>& make);

  // The last move made through the server taken back: the text before it
  // written again (atomically). Null when there is nothing to undo; else the
  // new snapshot, and `undone` says which move.
  // `check` sees the file first and may throw, refusing the undo (a stale one).
  std::shared_ptr<const Snapshot> Undo(MoveMade* undone, const std::function<void(const Snapshot&)>& check = {});

  // The last move undone made again: the text it had written written again
  // (atomically), the move back on the undo stack. Null when there is
  // nothing to redo (none undone, or a move made or the file changed since
  // the undo); else the new snapshot, and `redone` says which move.
  std::shared_ptr<const Snapshot> Redo(MoveMade* redone, const std::function<void(const Snapshot&)>& check = {});

 private:
  struct Stamp {
    bool operator==(const Stamp&) const = default;
    long long seconds = 0, nanoseconds = 0, size = -1, inode = 0;
  };
  struct Undo_ {
    std::string before;  // the text a step writes back: before the move (undo_), after it (redo_)
    MoveMade move;
  };

  Stamp StampNow() const;
  // (with the lock held for writing) reads the file again when it changed on disk.
  void RefreshLocked();
  void Publish(std::string text, std::shared_ptr<const Position> position, std::optional<InputError> error,
               std::string what);
  // Undo and Redo: the last entry of `from` written back (its `before`), the
  // text it replaces put on `to` with its move; "WORD COMPANY: MOVE" in the history.
  std::shared_ptr<const Snapshot> Step(std::vector<Undo_>& from, std::vector<Undo_>& to, const std::string& word,
                                       MoveMade* moved, const std::function<void(const Snapshot&)>& check);

  std::string file_, company_;
  std::shared_ptr<GameCache> games_;
  std::shared_mutex mu_;
  std::shared_ptr<const Snapshot> now_;
  Stamp stamp_;  // the file's as last read or written
  std::vector<Undo_> undo_;
  std::vector<Undo_> redo_;
  std::vector<std::pair<long, std::string>> history_;  // (Snapshot::history)
  WorkAhead ahead_;  // (last: its jobs read the file's members, so it stops first)
};

// Writes `text` over `file` once it reads back as the same position
// (WritePositionFile: atomically); InputError when it does not load.
void WriteText(const std::string& file, const std::string& text, std::shared_ptr<GameCache> games);

}  // namespace xxroute::serve
