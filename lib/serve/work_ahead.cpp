#include "work_ahead.h"

#include <omp.h>

#include <chrono>
#include <exception>

namespace xxroute::serve {

void WorkAhead::Add(Job job) {
  std::lock_guard lock(mu_);
  if (stop_) return;
  jobs_.push_back(std::move(job));
  if (!thread_.joinable()) thread_ = std::thread([this] { Run(); });
  wake_.notify_one();
}

void WorkAhead::Stop() {
  {
    std::lock_guard lock(mu_);
    stop_ = true;
    jobs_.clear();
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void WorkAhead::WaitForRequests() const {
  while (requests_ > 0 && !stop_) std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

void WorkAhead::SetLog(std::function<void(const std::string&)> log) {
  std::lock_guard lock(mu_);
  log_ = std::move(log);
}

void WorkAhead::Log(const std::string& line) const {
  std::function<void(const std::string&)> log;
  {
    std::lock_guard lock(mu_);
    log = log_;
  }
  if (log) log(line);
}

void WorkAhead::Run() {
  omp_set_num_threads(1);  // (this thread's solves on one core: the requests' have the others)
  for (;;) {
    Job job;
    {
      std::unique_lock lock(mu_);
      wake_.wait(lock, [&] { return stop_ || !jobs_.empty(); });
      if (stop_) return;
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    try {
      job(*this);
    } catch (const std::exception& e) {  // (never expected: said, and the next job runs)
      Log(std::string("the work ahead failed: ") + e.what());
    } catch (...) {
      Log("the work ahead failed");
    }
  }
}

}  // namespace xxroute::serve
