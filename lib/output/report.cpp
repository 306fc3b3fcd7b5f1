#include "xxroute/report.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace xxroute {

bool SkipsStop(const Board& b, const Route& r, size_t i) {
  return !(i < r.value.paid.size() && r.value.paid[i]) && b.stops()[r.stops[i]].kind != StopKind::kMine;
}

std::string StopsText(const Board& b, const Route& r) {
  std::string s;
  for (size_t i = 0; i < r.stops.size(); ++i) {
    const std::string& label = b.stops()[r.stops[i]].label;
    const bool skipped = SkipsStop(b, r, i);
    s += (i ? "-" : "") + (skipped ? "(" + label + ")" : label);
  }
  return s;
}

bool SkipsStops(const Board& b, const Route& r) {
  for (size_t i = 0; i < r.stops.size(); ++i)
    if (SkipsStop(b, r, i)) return true;
  return false;
}

namespace {

std::string Pad(std::string s, size_t w) {
  if (s.size() < w) s.append(w - s.size(), ' ');
  return s;
}

// The routes, a line each; `fixed` (if given) marks those run as declared.
std::string RoutesText(const Board& b, const std::vector<const Route*>& routes,
                       const std::vector<bool>* fixed = nullptr) {
  std::ostringstream o;
  bool skipped = false;
  for (size_t i = 0; i < routes.size(); ++i) {
    const Route* r = routes[i];
    o << "  " << Pad(r->train->name, 6) << " " << Pad(std::to_string(r->value.revenue), 5) << " "
      << StopsText(b, *r);
    if (r->value.subsidy) o << "  (+" << r->value.subsidy << " subsidy)";
    if (r->value.bonus) o << "  (incl. bonus " << r->value.bonus << ")";
    if (const int most = r->value.most_stops; most > 0)
      o << "  (incl. most-stops bonus " << most << ": " << r->stops.size() << " stops x "
        << most / static_cast<int>(r->stops.size()) << ")";
    if (fixed && (*fixed)[i]) o << "  (as run)";
    o << "\n";
    skipped = skipped || SkipsStops(b, *r);
  }
  if (skipped) o << "  (stops in parentheses are passed but not paid)\n";
  return o.str();
}

std::vector<const Route*> Ptrs(const std::vector<Route>& rs) {
  std::vector<const Route*> v;
  for (const auto& r : rs) v.push_back(&r);
  return v;
}

}  // namespace

std::string SolveText(const Board& b, const Result& r, const std::string& file, const std::vector<bool>* fixed) {
  std::ostringstream o;
  if (!file.empty()) o << file << ": ";
  o << r.company << ": income " << r.income;
  if (r.subsidy) o << ", subsidy " << r.subsidy << " to the treasury";
  const bool around = fixed && std::count(fixed->begin(), fixed->end(), true) > 0;
  if (around)
    o << (r.optimal ? " (the others' routes proven best around those run)"
                    : " (the others' routes NOT proven best: the time limit cut the search)");
  else
    o << (r.optimal ? " (proven optimal)" : " (NOT proven optimal: the time limit cut the search)");
  o << "\n" << RoutesText(b, Ptrs(r.routes), fixed);
  const Company* c = b.FindCompany(r.company);
  if (c && r.routes.size() < c->trains.size())
    o << "  " << c->trains.size() - r.routes.size() << " train(s) idle\n";
  return o.str();
}

std::string CheckText(const Board& b, const CheckResult& c, const Result& best, int declared_income) {
  std::ostringstream o;
  if (!c.legal) {
    o << (c.ambiguous ? "ambiguous: " : "illegal: ") << c.error << "\n";
    o << "the best income is " << best.income << (best.optimal ? "" : " (not proven: the search was cut)") << "\n";
    o << RoutesText(b, Ptrs(best.routes));
    return o.str();
  }
  std::vector<const Route*> declared;
  bool completed = false;
  for (const auto& v : c.routes) declared.push_back(&v.route), completed = completed || v.completed;
  o << "declared routes are legal: income " << c.income;
  if (c.subsidy) o << ", subsidy " << c.subsidy;
  o << "\n" << RoutesText(b, declared);
  if (completed) o << "  (read with the stops passed between those written filled in from the track)\n";
  if (IncomeRank(best.income, best.subsidy) > IncomeRank(c.income, c.subsidy)) {
    if (best.income == c.income)  // (the same income: the larger subsidy wins the tie)
      o << "the same income with a larger subsidy exists: " << best.income << ", subsidy " << best.subsidy << " (+"
        << best.subsidy - c.subsidy << ")\n";
    else
      o << "a better income exists: " << best.income << " (+" << best.income - c.income << ")\n";
    o << RoutesText(b, Ptrs(best.routes));
  } else if (!best.optimal) {
    o << "no better income found within the time limit (not proven: the search was cut)\n";
  } else {
    o << "this is the optimum\n";
  }
  if (declared_income >= 0 && declared_income != c.income)
    o << "the declared income " << declared_income << " differs from the routes' total " << c.income << "\n";
  return o.str();
}

std::string DeclaredIncomeText(const Board& b, int declared, const Result& best) {
  std::ostringstream o;
  const std::string proven = best.optimal ? "" : " (not proven: the search was cut)";
  if (declared == best.income) {
    o << declared << " is the best income" << proven << "\n";
  } else if (declared < best.income) {
    o << "declared " << declared << "; a better income exists: " << best.income << " (+" << best.income - declared
      << ")" << proven << "\n";
  } else {
    o << "declared " << declared << " is above the best income " << best.income << " (" << declared - best.income
      << " more than any legal routes earn)" << proven << "\n";
  }
  o << RoutesText(b, Ptrs(best.routes));
  return o.str();
}

}  // namespace xxroute
