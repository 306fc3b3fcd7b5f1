#include "xxroute/report.h"

#include <cstdio>
#include <sstream>

namespace xxroute {

std::string JsonString(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

namespace {
bool SkipsStop(const Board& b, const Route& r, size_t i) {
  return !(i < r.value.paid.size() && r.value.paid[i]) && b.stops()[r.stops[i]].kind != StopKind::kMine;
}
}  // namespace

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

std::string RoutesText(const Board& b, const std::vector<const Route*>& routes) {
  std::ostringstream o;
  bool skipped = false;
  for (const Route* r : routes) {
    o << "  " << Pad(r->train->name, 6) << " " << Pad(std::to_string(r->value.revenue), 5) << " "
      << StopsText(b, *r);
    if (r->value.subsidy) o << "  (+" << r->value.subsidy << " subsidy)";
    if (r->value.bonus) o << "  (incl. bonus " << r->value.bonus << ")";
    o << "\n";
    skipped = skipped || SkipsStops(b, *r);
  }
  if (skipped) o << "  (stops in parentheses are passed but not paid)\n";
  return o.str();
}

std::string RoutesJson(const Board& b, const std::vector<const Route*>& routes) {
  std::ostringstream o;
  o << "[";
  for (size_t i = 0; i < routes.size(); ++i) {
    const Route& r = *routes[i];
    o << (i ? "," : "") << "{\"train\":" << JsonString(r.train->name) << ",\"stops\":[";
    for (size_t k = 0; k < r.stops.size(); ++k)
      o << (k ? "," : "") << JsonString(b.stops()[r.stops[k]].label);
    o << "],\"paid\":[";
    for (size_t k = 0; k < r.stops.size(); ++k)
      o << (k ? "," : "") << (k < r.value.paid.size() && r.value.paid[k] ? "true" : "false");
    o << "],\"revenue\":" << r.value.revenue << ",\"subsidy\":" << r.value.subsidy
      << ",\"bonus\":" << r.value.bonus << "}";
  }
  return o.str() + "]";
}

std::vector<const Route*> Ptrs(const std::vector<Route>& rs) {
  std::vector<const Route*> v;
  for (const auto& r : rs) v.push_back(&r);
  return v;
}

std::string StatsJson(const Result& r) {
  std::ostringstream o;
  o << "{\"walks\":" << r.stats.walks << ",\"candidates\":" << r.stats.candidates
    << ",\"nodes\":" << r.stats.nodes << ",\"seconds\":" << r.stats.seconds << "}";
  return o.str();
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

std::string SolveJson(const Board& b, const Result& r, const std::string& file) {
  std::ostringstream o;
  o << "{";
  if (!file.empty()) o << "\"file\":" << JsonString(file) << ",";
  o << "\"company\":" << JsonString(r.company) << ",\"income\":" << r.income
    << ",\"subsidy\":" << r.subsidy << ",\"optimal\":" << (r.optimal ? "true" : "false")
    << ",\"routes\":" << RoutesJson(b, Ptrs(r.routes)) << ",\"stats\":" << StatsJson(r) << "}";
  return o.str();
}

std::string CheckText(const Board& b, const CheckResult& c, const Result& best) {
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
  if (best.income > c.income || (best.income == c.income && best.subsidy > c.subsidy)) {
    o << "a better income exists: " << best.income << " (+" << best.income - c.income << ")\n";
    o << RoutesText(b, Ptrs(best.routes));
  } else if (!best.optimal) {
    o << "no better income found within the time limit (not proven: the search was cut)\n";
  } else {
    o << "this is the optimum\n";
  }
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

std::string DeclaredIncomeJson(const Board& b, int declared, const Result& best) {
  std::ostringstream o;
  o << "{\"company\":" << JsonString(best.company) << ",\"declared\":{\"income\":" << declared
    << "},\"best\":" << SolveJson(b, best) << ",\"difference\":" << best.income - declared << ",\"optimal\":"
    << (best.optimal && declared == best.income ? "true" : "false") << "}";
  return o.str();
}

std::string CheckJson(const Board& b, const CheckResult& c, const Result& best) {
  std::ostringstream o;
  o << "{\"company\":" << JsonString(best.company) << ",\"legal\":" << (c.legal ? "true" : "false");
  if (!c.legal) o << ",\"error\":" << JsonString(c.error);
  if (c.ambiguous) o << ",\"ambiguous\":true";
  std::vector<const Route*> declared;
  for (const auto& v : c.routes)
    if (v.legal) declared.push_back(&v.route);
  o << ",\"declared\":{\"income\":" << c.income << ",\"subsidy\":" << c.subsidy
    << ",\"routes\":" << RoutesJson(b, declared) << "}";
  o << ",\"best\":" << SolveJson(b, best) << ",\"optimal\":"
    << (c.legal && best.optimal && c.income >= best.income ? "true" : "false") << "}";
  return o.str();
}

}  // namespace xxroute
