// Tests lib/serve/work_ahead.cpp, the page's work done ahead of its asking:
// jobs run one at a time in the order given, on one core, and stopping
// drops the jobs not started and waits for the one under way.
#include <doctest/doctest.h>

#include <omp.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "work_ahead.h"

using namespace xxroute::serve;

TEST_CASE("jobs run one at a time, in the order given, each on one core, and say what they did") {
  std::vector<std::string> said;
  std::mutex mu;
  std::vector<int> order, threads;
  std::atomic<int> running{0}, most{0}, done{0};
  {
    WorkAhead work;
    work.SetLog([&](const std::string& line) {
      std::lock_guard lock(mu);
      said.push_back(line);
    });
    for (int i = 0; i < 5; ++i)
      work.Add([&, i](const WorkAhead& w) {
        most = std::max(most.load(), ++running);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        order.push_back(i);
        threads.push_back(omp_get_max_threads());
        w.Log("job " + std::to_string(i));
        --running;
        ++done;
      });
    for (int wait = 0; wait < 2000 && done < 5; ++wait) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  CHECK(order == std::vector<int>{0, 1, 2, 3, 4});
  CHECK(most == 1);
  CHECK(threads == std::vector<int>(5, 1));
  CHECK(said == std::vector<std::string>{"job 0", "job 1", "job 2", "job 3", "job 4"});
}

TEST_CASE("stopping waits for the job under way, which sees it, and drops the others") {
  std::atomic<bool> started{false}, saw_stop{false};
  std::atomic<int> later{0};
  WorkAhead work;
  work.Add([&](const WorkAhead& w) {
    started = true;
    while (!w.Stopping()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    saw_stop = true;
  });
  work.Add([&](const WorkAhead&) { ++later; });
  while (!started) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  work.Stop();
  CHECK(saw_stop);  // (Stop returned: the job under way had ended)
  CHECK(later == 0);
  work.Add([&](const WorkAhead&) { ++later; });  // (after the end: never run)
  work.Stop();
  CHECK(later == 0);
}

TEST_CASE("a job that throws is said in the log, and the next job runs") {
  std::vector<std::string> said;
  std::mutex mu;
  std::atomic<bool> next{false};
  {
    WorkAhead work;
    work.SetLog([&](const std::string& line) {
      std::lock_guard lock(mu);
      said.push_back(line);
    });
    work.Add([](const WorkAhead&) { throw std::runtime_error("no such tile"); });
    work.Add([](const WorkAhead&) { throw 42; });  // (not a std::exception)
    work.Add([&](const WorkAhead&) { next = true; });
    for (int wait = 0; wait < 2000 && !next; ++wait) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  CHECK(next);
  CHECK(said == std::vector<std::string>{"the work ahead failed: no such tile", "the work ahead failed"});
}

TEST_CASE("a job waits while a request works something out itself, and goes on after") {
  std::atomic<bool> went_on{false};
  WorkAhead work;
  std::optional<WorkAhead::Request> asking;
  asking.emplace(work);
  work.Add([&](const WorkAhead& w) {
    w.WaitForRequests();
    went_on = true;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  CHECK_FALSE(went_on);
  asking.reset();
  for (int wait = 0; wait < 2000 && !went_on; ++wait) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  CHECK(went_on);
}

TEST_CASE("a work ahead given nothing to do starts no thread and stops at once") {
  WorkAhead work;
  work.Stop();
  CHECK(work.Stopping());
}
