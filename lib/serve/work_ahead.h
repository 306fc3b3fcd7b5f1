// WorkAhead: work for the page done before it asks (the sheets of the
// hexes it may tap next, worked out while the player looks at the board),
// on one thread of its own that uses one core, so that requests keep the
// others. Jobs run one at a time, oldest first; each checks for itself that
// its version is still the file's, and Stopping() for the server's end.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace xxroute::serve {

class WorkAhead {
 public:
  using Job = std::function<void(const WorkAhead&)>;

  WorkAhead() = default;
  WorkAhead(const WorkAhead&) = delete;
  WorkAhead& operator=(const WorkAhead&) = delete;
  ~WorkAhead() { Stop(); }

  // Queues a job (the thread starts with the first).
  void Add(Job job);
  // The jobs not started dropped, the one under way left to see Stopping()
  // and return; then the thread joined. Nothing runs after.
  void Stop();
  bool Stopping() const { return stop_; }

  // While a request works something out itself (a tap on a hex not worked
  // out yet), the jobs start nothing new: held for its length, one of these
  // says so, and a job waits at its next step (WaitForRequests).
  class Request {
   public:
    explicit Request(WorkAhead& work) : work_(work) { ++work_.requests_; }
    ~Request() { --work_.requests_; }
    Request(const Request&) = delete;
    Request& operator=(const Request&) = delete;

   private:
    WorkAhead& work_;
  };
  // Returns once no request works anything out itself (or at Stop).
  void WaitForRequests() const;

  // Where a job says what it did (the server's log); none: nowhere.
  void SetLog(std::function<void(const std::string&)> log);
  void Log(const std::string& line) const;

 private:
  void Run();

  mutable std::mutex mu_;
  std::condition_variable wake_;
  std::deque<Job> jobs_;
  std::atomic<bool> stop_{false};
  std::atomic<int> requests_{0};
  std::function<void(const std::string&)> log_;
  std::thread thread_;
};

}  // namespace xxroute::serve
