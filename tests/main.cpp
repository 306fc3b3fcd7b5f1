// doctest's main for every test program of tests/, compiled once. A run
// whose filters pass no test case fails: ctest runs each case by its name
// (--test-case=NAME), and a name that matches nothing (a case renamed, or a
// name the ctest discovery cut in two) must not pass having run nothing.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <iostream>

namespace {

// Whether the run ended, and how many test cases its filters passed.
bool run_ended = false;
unsigned cases_run = 0;

struct CountCases : doctest::IReporter {
  explicit CountCases(const doctest::ContextOptions&) {}
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats& stats) override {
    run_ended = true;
    cases_run = stats.numTestCasesPassingFilters;
  }
  void test_case_start(const doctest::TestCaseData&) override {}
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats&) override {}
  void test_case_exception(const doctest::TestCaseException&) override {}
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData&) override {}
  void log_message(const doctest::MessageData&) override {}
  void test_case_skipped(const doctest::TestCaseData&) override {}
};
REGISTER_LISTENER("count_cases", 1, CountCases);

}  // namespace

int main(int argc, char** argv) {
  doctest::Context context(argc, argv);
  int result = context.run();
  if (context.shouldExit() || !run_ended) return result;  // (--help, --list-test-cases, ...)
  if (cases_run == 0) {
    std::cerr << "no test case matches the filters given: nothing was run\n";
    return result == 0 ? 1 : result;
  }
  return result;
}
