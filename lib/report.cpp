#include "xxroute/report.h"

#include <cstdio>
#include <sstream>

namespace xxroute {

std::string StopsText(const Board& b, const Route& r) {
  std::string s;
  for (size_t i = 0; i < r.stops.size(); ++i) {
    const std::string& label = b.stops()[r.stops[i]].label;
    // (a mine's value goes to the treasury: shown as visited, not skipped)
    bool paid = (i < r.value.paid.size() && r.value.paid[i]) || b.stops()[r.stops[i]].kind == StopKind::kMine;
    s += (i ? "-" : "") + (paid ? label : "(" + label + ")");
  }
  return s;
}

namespace {

std::string Pad(std::string s, size_t w) {
  if (s.size() < w) s.append(w - s.size(), ' ');
  return s;
}

std::string RoutesText(const Board& b, const std::vector<const Route*>& routes) {
  std::ostringstream o;
  bool skipped = false;
  for (const Route* r : routes) {
    o << "  " << Pad(r->train->name, 6) << " " << Pad(std::to_string(r->value.revenue), 5) << " "
      << StopsText(b, *r);
    if (r->value.subsidy) o << "  (+" << r->value.subsidy << " subsidy)";
    if (r->value.bonus) o << "  (incl. bonus " << r->value.bonus << ")";
    o << "\n";
    for (bool p : r->value.paid) skipped = skipped || !p;
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

std::string SolveText(const Board& b, const Result& r) {
  std::ostringstream o;
  o << r.company << ": income " << r.income;
  if (r.subsidy) o << ", subsidy " << r.subsidy << " to the treasury";
  o << (r.optimal ? " (proven optimal)" : " (NOT proven optimal: the time limit cut the search)") << "\n";
  o << RoutesText(b, Ptrs(r.routes));
  const Company* c = b.FindCompany(r.company);
  if (c && r.routes.size() < c->trains.size())
    o << "  " << c->trains.size() - r.routes.size() << " train(s) idle\n";
  return o.str();
}

std::string CheckText(const Board& b, const CheckResult& c, const Result& best) {
  std::ostringstream o;
  if (!c.legal) {
    o << "illegal: " << c.error << "\n";
    return o.str();
  }
  std::vector<const Route*> declared;
  for (const auto& v : c.routes) declared.push_back(&v.route);
  o << "declared routes are legal: income " << c.income;
  if (c.subsidy) o << ", subsidy " << c.subsidy;
  o << "\n" << RoutesText(b, declared);
  if (best.income > c.income || (best.income == c.income && best.subsidy > c.subsidy)) {
    o << "a better income exists: " << best.income << " (+" << best.income - c.income << ")\n";
    o << RoutesText(b, Ptrs(best.routes));
  } else {
    o << "this is the optimum" << (best.optimal ? "" : " found within the time limit") << "\n";
  }
  return o.str();
}

}  // namespace xxroute
