#include "compare.h"

#include <exception>
#include <memory>
#include <sstream>

#include "declare.h"
#include "rng.h"
#include "situations.h"
#include "reference.h"
#include "write.h"
#include "xxroute/board.h"
#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solve_fixed.h"
#include "xxroute/solver.h"

namespace ref {

namespace {

std::string Text(const std::vector<DeclaredStops>& routes) {
  std::string s;
  for (const auto& r : routes) {
    s += (s.empty() ? "" : "; ") + r.train + ":";
    for (size_t i = 0; i < r.stops.size(); ++i) s += (i ? "-" : " ") + r.stops[i];
  }
  return s;
}

std::vector<xxroute::DeclaredRoute> ForLibrary(const std::vector<DeclaredStops>& routes) {
  std::vector<xxroute::DeclaredRoute> out;
  for (const auto& r : routes) out.push_back(xxroute::DeclaredRoute{r.train, r.stops, 0});
  return out;
}

std::string Answer(int income, int subsidy, const std::vector<DeclaredStops>& routes,
                   const std::vector<int>& revenue) {
  std::ostringstream s;
  s << "income " << income << " subsidy " << subsidy;
  for (size_t i = 0; i < routes.size(); ++i)
    s << "\n    " << Text({routes[i]}) << "  (" << (i < revenue.size() ? revenue[i] : -1) << ")";
  return s.str();
}

std::string CheckText(const xxroute::CheckResult& c) {
  if (!c.legal) return "illegal: " + c.error;
  std::ostringstream s;
  s << "legal, income " << c.income << " subsidy " << c.subsidy << " (";
  for (size_t i = 0; i < c.routes.size(); ++i) s << (i ? ", " : "") << c.routes[i].route.value.revenue;
  return s.str() + ")";
}

std::string VerdictText(const Verdict& v) {
  if (!v.legal) return "illegal: " + v.why;
  std::ostringstream s;
  s << "legal, income " << v.income << " subsidy " << v.subsidy << " (";
  for (size_t i = 0; i < v.revenue.size(); ++i) s << (i ? ", " : "") << v.revenue[i];
  return s.str() + ")";
}

// Both verdicts on declared routes agree: legal or not, and what each earns.
void CompareCheck(const std::string& kind, const std::string& how, const std::vector<DeclaredStops>& routes,
                  const xxroute::CheckResult& lib, const Verdict& mine, BoardResult* out) {
  bool same = lib.legal == mine.legal;
  // A single route that reads several ways: both must say so.
  if (same && !lib.legal && routes.size() == 1) same = lib.ambiguous == mine.ambiguous;
  if (same && lib.legal) {
    same = lib.income == mine.income && lib.subsidy == mine.subsidy && lib.routes.size() == mine.revenue.size();
    for (size_t i = 0; same && i < lib.routes.size(); ++i)
      same = lib.routes[i].route.value.revenue == mine.revenue[i] && lib.routes[i].route.value.subsidy == mine.subsidies[i];
  }
  if (same) return;
  std::string k = kind + (lib.legal != mine.legal ? (lib.legal ? ": library accepts an illegal route" : ": library refuses a legal route")
                          : lib.legal ? ": revenue" : ": ambiguity");
  out->mismatches.push_back(Mismatch{k, how + ": " + Text(routes) + "\n    library:   " + CheckText(lib) +
                                            "\n    reference: " + VerdictText(mine), routes});
}

// Both answers with the declared routes fixed agree: legal or not, and the
// best total income and subsidy around them.
void CompareFixedOn(const Reference& ref, const xxroute::Network& net, const std::vector<DeclaredStops>& routes,
                    BoardResult* out) {
  const FixedBest mine = ref.BestWithFixed(routes);
  const xxroute::FixedSolve lib = xxroute::SolveFixed(net, ForLibrary(routes));
  ++out->fixed;
  std::string kind;
  if (lib.check.legal != mine.fixed.legal)
    kind = lib.check.legal ? "fixed: library accepts an illegal route" : "fixed: library refuses a legal route";
  else if (mine.fixed.legal && (lib.result.income != mine.income || !lib.result.optimal))
    kind = "fixed income";
  else if (mine.fixed.legal && lib.result.subsidy != mine.subsidy)
    kind = "fixed subsidy";
  if (kind.empty()) return;
  std::ostringstream d;
  d << "fixed " << Text(routes) << "\n    library:   ";
  if (lib.check.legal)
    d << "income " << lib.result.income << " subsidy " << lib.result.subsidy << (lib.result.optimal ? "" : " (not proven)");
  else
    d << "illegal: " << lib.check.error;
  d << "\n    reference: ";
  if (mine.fixed.legal)
    d << "income " << mine.income << " subsidy " << mine.subsidy;
  else
    d << "illegal: " << mine.fixed.why;
  out->mismatches.push_back(Mismatch{kind, d.str(), routes});
}

// The routes to fix on a board: one route of the optimum (two, sometimes),
// or a random legal route of one train (none when no train has a route).
std::vector<DeclaredStops> RouteToFix(const Reference& ref, const Assignment& best, uint64_t seed) {
  Rng rng(seed);
  std::vector<int> running;
  for (size_t t = 0; t < best.walk.size(); ++t)
    if (best.walk[t] >= 0) running.push_back(static_cast<int>(t));
  auto declared = [&](int t) {
    DeclaredStops d{ref.trains()[t]->name, {}};
    for (int s : ref.walks()[best.walk[t]].stops) d.stops.push_back(ref.track().label[s]);
    return d;
  };
  if (running.size() > 1 && rng.Chance(20)) {
    rng.Shuffle(running);
    return {declared(running[0]), declared(running[1])};
  }
  const Train* train = nullptr;
  const std::vector<int>* stops = nullptr;
  if (!running.empty() && rng.Chance(50)) {
    const int t = rng.Pick(running);
    train = ref.trains()[t], stops = &ref.walks()[best.walk[t]].stops;
  } else if (!ref.trains().empty() && !ref.walks().empty()) {
    for (int tries = 0; tries < 40 && !stops; ++tries) {
      const Train* t = rng.Pick(ref.trains());
      const Walk& w = ref.walks()[rng.Next() % ref.walks().size()];
      if (ref.scorer().Score(*t, w.stops).legal) train = t, stops = &w.stops;
    }
  }
  if (!stops) return {};
  DeclaredStops d{train->name, {}};
  for (int s : *stops) d.stops.push_back(ref.track().label[s]);
  return {d};
}

}  // namespace

bool IsFixedKind(const std::string& kind) { return kind.rfind("fixed", 0) == 0; }

BoardResult CompareBoard(const Board& board, const std::string& yaml, uint64_t seed, int declarations, int fixed_percent) {
  BoardResult out;
  Reference ref(board);
  const Assignment best = ref.Best();
  out.subsidy_tie = ref.Best(true).subsidy != best.subsidy;
  out.situations = SituationsOf(ref, best);
  if (out.subsidy_tie) out.situations.insert("optima of equal income with different subsidies");
  {
    std::vector<DeclaredStops> routes;
    std::vector<int> revenue;
    for (size_t t = 0; t < best.walk.size(); ++t) {
      if (best.walk[t] < 0) continue;
      DeclaredStops d{ref.trains()[t]->name, {}};
      for (int s : ref.walks()[best.walk[t]].stops) d.stops.push_back(ref.track().label[s]);
      revenue.push_back(ref.scorer().Score(*ref.trains()[t], ref.walks()[best.walk[t]].stops).revenue +
                        (static_cast<int>(t) == best.most_stops_train ? best.most_stops : 0));
      routes.push_back(d);
    }
    out.reference_answer = Answer(best.income, best.subsidy, routes, revenue);
  }

  std::unique_ptr<xxroute::Board> lib_board;
  std::unique_ptr<xxroute::Network> net;
  xxroute::Position position;
  try {
    position = xxroute::ParsePosition(yaml, "ref.yaml");
    lib_board = xxroute::Board::Build(position, nullptr);  // (a board of its own: no game)
    net = std::make_unique<xxroute::Network>(*lib_board, lib_board->SelectCompany(board.runner));
  } catch (const xxroute::InputError& e) {
    out.mismatches.push_back(Mismatch{"input refused", e.what(), {}});
    return out;
  }

  // (a) The optimum.
  const xxroute::Result r = xxroute::Solve(*net);
  std::vector<DeclaredStops> solved;
  std::vector<int> solved_revenue;
  for (const auto& route : r.routes) {
    DeclaredStops d{route.train->name, {}};
    for (int s : route.stops) d.stops.push_back(lib_board->stops()[s].label);
    solved.push_back(d);
    solved_revenue.push_back(route.value.revenue);
  }
  out.library_answer = Answer(r.income, r.subsidy, solved, solved_revenue);
  if (r.income != best.income || r.subsidy != best.subsidy || !r.optimal) {
    std::ostringstream d;
    d << "library: income " << r.income << " subsidy " << r.subsidy << (r.optimal ? "" : " (not proven)")
      << "; reference: income " << best.income << " subsidy " << best.subsidy;
    out.mismatches.push_back(Mismatch{r.income != best.income ? "solve income" : "solve subsidy", d.str(), {}});
  }

  // (c) The library's routes: legal for the reference with the same revenue,
  // and for the library's own check.
  if (!solved.empty()) {
    Verdict mine = ref.Judge(solved);
    bool same = mine.legal;
    for (size_t i = 0; same && i < solved.size(); ++i)
      same = mine.revenue[i] == r.routes[i].value.revenue && mine.subsidies[i] == r.routes[i].value.subsidy;
    if (!same)
      out.mismatches.push_back(Mismatch{mine.legal ? "solve route revenue" : "solve route illegal",
                                        "library's routes: " + Text(solved) + "\n    library:   income " +
                                            std::to_string(r.income) + "\n    reference: " + VerdictText(mine), {}});
    xxroute::CheckResult c = xxroute::CheckRoutes(*net, ForLibrary(solved));
    bool agrees = c.legal && c.routes.size() == solved.size();
    for (size_t i = 0; agrees && i < solved.size(); ++i)
      agrees = c.routes[i].route.value.revenue == r.routes[i].value.revenue;
    if (!agrees)
      out.mismatches.push_back(Mismatch{"solve routes rechecked", "library's routes: " + Text(solved) +
                                                                      "\n    solve: income " + std::to_string(r.income) +
                                                                      "\n    check: " + CheckText(c), {}});
  }

  // (d) A route fixed, on a share of the boards: the best total around it.
  if (Rng(seed * 104729 + 3).Chance(fixed_percent)) {
    const std::vector<DeclaredStops> fix = RouteToFix(ref, best, seed * 1299709 + 11);
    if (!fix.empty()) CompareFixedOn(ref, *net, fix, &out);
  }

  // (b) Declared routes, forwards and backwards.
  for (const Declaration& d : Declarations(ref, seed * 7919 + 17, declarations)) {
    for (const Declaration& way : {d, Reversed(d)}) {
      Verdict mine = ref.Judge(way.routes);
      xxroute::CheckResult lib = xxroute::CheckRoutes(*net, ForLibrary(way.routes));
      ++out.declared;
      out.declared_legal += mine.legal;
      auto& by_how = out.declared_by_how[d.how];
      ++by_how.first;
      by_how.second += mine.legal;
      CompareCheck("check", way.how, way.routes, lib, mine, &out);
    }
  }
  return out;
}

std::vector<Mismatch> CompareDeclared(const Board& board, const std::string& yaml,
                                      const std::vector<DeclaredStops>& routes) {
  BoardResult out;
  Reference ref(board);
  try {
    xxroute::Position position = xxroute::ParsePosition(yaml, "ref.yaml");
    auto lib_board = xxroute::Board::Build(position, nullptr);  // (a board of its own: no game)
    xxroute::Network net(*lib_board, lib_board->SelectCompany(board.runner));
    Declaration d{"declared", routes};
    for (const Declaration& way : {d, Reversed(d)})
      CompareCheck("check", way.how, way.routes, xxroute::CheckRoutes(net, ForLibrary(way.routes)),
                   ref.Judge(way.routes), &out);
  } catch (const xxroute::InputError& e) {
    out.mismatches.push_back(Mismatch{"input refused", e.what(), {}});
  }
  return out.mismatches;
}

std::vector<Mismatch> CompareFixed(const Board& board, const std::string& yaml,
                                   const std::vector<DeclaredStops>& routes) {
  BoardResult out;
  Reference ref(board);
  try {
    xxroute::Position position = xxroute::ParsePosition(yaml, "ref.yaml");
    auto lib_board = xxroute::Board::Build(position, nullptr);  // (a board of its own: no game)
    xxroute::Network net(*lib_board, lib_board->SelectCompany(board.runner));
    CompareFixedOn(ref, net, routes, &out);
  } catch (const xxroute::InputError& e) {
    out.mismatches.push_back(Mismatch{"input refused", e.what(), {}});
  }
  return out.mismatches;
}

std::vector<Mismatch> CompareAgain(const Board& board, const std::string& yaml, const ShrinkTarget& target) {
  if (target.routes.empty()) return CompareBoard(board, yaml, 0, 0, 0).mismatches;
  return IsFixedKind(target.kind) ? CompareFixed(board, yaml, target.routes)
                                  : CompareDeclared(board, yaml, target.routes);
}

bool StillFails(const Board& board, const ShrinkTarget& target) {
  try {
    const std::string yaml = WriteYaml(board);
    std::vector<Mismatch> found = CompareAgain(board, yaml, target);
    for (const Mismatch& m : found)
      if (m.kind == target.kind) return true;
  } catch (const std::exception&) {
  }
  return false;
}

}  // namespace ref
