#include "cases.h"

#include <fstream>
#include <memory>
#include <sstream>

#include "read.h"
#include "reference.h"
#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

namespace ref {

namespace {

// "T1: A1.c0-A3.c0" after "# refuse: ".
DeclaredStops ParseRoute(const std::string& text) {
  DeclaredStops d;
  const size_t colon = text.find(':');
  d.train = text.substr(0, colon);
  std::stringstream stops(text.substr(colon + 1));
  for (std::string s; std::getline(stops, s, '-');) {
    s.erase(0, s.find_first_not_of(' '));
    s.erase(s.find_last_not_of(' ') + 1);
    d.stops.push_back(s);
  }
  return d;
}

std::string Show(const DeclaredStops& d) {
  std::string s = d.train + ":";
  for (size_t i = 0; i < d.stops.size(); ++i) s += (i ? "-" : " ") + d.stops[i];
  return s;
}

}  // namespace

std::vector<Mismatch> RunCase(const std::string& file) {
  std::vector<Mismatch> out;
  auto fail = [&](const std::string& kind, const std::string& detail) { out.push_back(Mismatch{kind, file + ": " + detail, {}}); };
  std::ifstream in(file);
  std::stringstream buf;
  buf << in.rdbuf();
  const std::string text = buf.str();
  std::vector<DeclaredStops> refuse;
  {
    std::stringstream lines(text);
    for (std::string line; std::getline(lines, line);)
      if (line.rfind("# refuse: ", 0) == 0) refuse.push_back(ParseRoute(line.substr(10)));
  }
  xxroute::Position pos;
  std::unique_ptr<xxroute::Board> board;
  std::unique_ptr<xxroute::Network> net;
  try {
    pos = xxroute::ParsePosition(text, file);
    board = xxroute::Board::Build(pos, nullptr);  // (a board of its own: no game)
    net = std::make_unique<xxroute::Network>(*board, board->SelectCompany(pos.expect ? pos.expect->company : ""));
  } catch (const xxroute::InputError& e) {
    fail("input refused", e.what());
    return out;
  }
  if (!pos.expect || !pos.expect->revenue) {
    fail("case without answer", "no expect: revenue");
    return out;
  }
  const xxroute::Expect& e = *pos.expect;
  const int subsidy = e.subsidy.value_or(0);
  std::vector<DeclaredStops> accept;
  std::vector<int> accept_revenue, accept_subsidy;
  if (e.routes)
    for (const auto& r : *e.routes) {
      accept.push_back(DeclaredStops{r.train, r.stops});
      accept_revenue.push_back(r.revenue.value_or(-1));
      accept_subsidy.push_back(r.subsidy.value_or(0));
    }

  // The reference against the hand answer.
  Board mine = ReadYaml(text, e.company.empty() ? "X" : e.company);
  Reference reference(mine);
  Assignment best = reference.Best();
  if (best.income != *e.revenue || best.subsidy != subsidy)
    fail("reference disagrees with the hand answer",
         "reference income " + std::to_string(best.income) + " subsidy " + std::to_string(best.subsidy));
  for (size_t i = 0; i < accept.size(); ++i) {
    Verdict v = reference.Judge({accept[i]});
    if (!v.legal || v.revenue[0] != accept_revenue[i] || v.subsidies[0] != accept_subsidy[i])
      fail("reference disagrees with the hand answer",
           Show(accept[i]) + ": reference " +
               (v.legal ? std::to_string(v.revenue[0]) + " subsidy " + std::to_string(v.subsidies[0]) : "illegal: " + v.why));
  }
  for (const auto& r : refuse)
    if (reference.Judge({r}).legal) fail("reference disagrees with the hand answer", Show(r) + ": reference accepts it");

  // The library against the hand answer.
  xxroute::Result r = xxroute::Solve(*net);
  if (r.income != *e.revenue || r.subsidy != subsidy)
    fail(r.income != *e.revenue ? "solve income" : "solve subsidy",
         "library income " + std::to_string(r.income) + " subsidy " + std::to_string(r.subsidy) + "; right: income " +
             std::to_string(*e.revenue) + " subsidy " + std::to_string(subsidy));
  for (size_t i = 0; i < accept.size(); ++i)
    for (bool backwards : {false, true}) {
      DeclaredStops d = accept[i];
      if (backwards) std::reverse(d.stops.begin(), d.stops.end());
      xxroute::CheckResult c = xxroute::CheckRoutes(*net, {xxroute::DeclaredRoute{d.train, d.stops, 0}});
      if (!c.legal) fail("check: library refuses a legal route", Show(d) + ": " + c.error);
      else if (c.income != accept_revenue[i] || c.subsidy != accept_subsidy[i])
        fail("check: revenue", Show(d) + ": library " + std::to_string(c.income) + " subsidy " +
                                   std::to_string(c.subsidy) + ", right " + std::to_string(accept_revenue[i]) +
                                   " subsidy " + std::to_string(accept_subsidy[i]));
    }
  for (const auto& d : refuse) {
    xxroute::CheckResult c = xxroute::CheckRoutes(*net, {xxroute::DeclaredRoute{d.train, d.stops, 0}});
    if (c.legal) fail("check: library accepts an illegal route", Show(d) + ": library " + std::to_string(c.income));
  }
  return out;
}

}  // namespace ref
