#include "xxroute/json.h"

#include <cctype>

#include "xxroute/route.h"

namespace xxroute {

namespace {

// Where a stop is, in players' words: its hex's name ("Hradec Králové"),
// or the stop's label where the hex has none.
std::string PlaceOf(const Board& b, int stop) {
  const Stop& s = b.stops()[stop];
  const std::string& name = b.hexes()[s.hex].name;
  return name.empty() ? s.label : name;
}

Json RouteJson(const Board& b, const Route& r) {
  Json stops = Json::array(), places = Json::array(), paid = Json::array();
  for (size_t k = 0; k < r.stops.size(); ++k) {
    stops.push_back(b.stops()[r.stops[k]].label);
    places.push_back(PlaceOf(b, r.stops[k]));
    paid.push_back(k < r.value.paid.size() && r.value.paid[k]);
  }
  return Json{{"train", r.train->name},      {"stops", stops},      {"places", places},
              {"paid", paid},                  {"revenue", r.value.revenue},
              {"subsidy", r.value.subsidy},    {"bonus", r.value.bonus},
              {"most_stops_bonus", r.value.most_stops}};
}

Json StatsJson(const SolveStats& s) {
  return Json{{"walks", s.walks}, {"candidates", s.candidates}, {"nodes", s.nodes}, {"seconds", s.seconds}};
}

}  // namespace

Json SolveJson(const Board& b, const Result& r, const std::string& file, const std::vector<bool>* fixed) {
  Json j = Json::object();
  if (!file.empty()) j["file"] = file;
  j["company"] = r.company;
  j["income"] = r.income;
  j["subsidy"] = r.subsidy;
  j["optimal"] = r.optimal;
  j["routes"] = Json::array();
  for (size_t i = 0; i < r.routes.size(); ++i) {
    Json route = RouteJson(b, r.routes[i]);
    if (fixed) route["fixed"] = static_cast<bool>((*fixed)[i]);
    j["routes"].push_back(std::move(route));
  }
  j["stats"] = StatsJson(r.stats);
  return j;
}

Json CheckJson(const Board& b, const CheckResult& c, const Result& best) {
  Json j = Json::object();
  j["company"] = best.company;
  j["legal"] = c.legal;
  if (!c.legal) j["error"] = c.error;
  if (c.ambiguous) j["ambiguous"] = true;
  Json routes = Json::array();
  for (const auto& v : c.routes)
    if (v.legal) routes.push_back(RouteJson(b, v.route));
  j["declared"] = Json{{"income", c.income}, {"subsidy", c.subsidy}, {"routes", routes}};
  j["best"] = SolveJson(b, best);
  // (income first, then subsidy: the order the text's verdict and the search use)
  j["optimal"] = c.legal && best.optimal && IncomeRank(c.income, c.subsidy) >= IncomeRank(best.income, best.subsidy);
  return j;
}

Json DeclaredIncomeJson(const Board& b, int declared, const Result& best) {
  Json j = Json::object();
  j["company"] = best.company;
  j["declared"] = Json{{"income", declared}};
  j["best"] = SolveJson(b, best);
  j["difference"] = best.income - declared;
  j["optimal"] = best.optimal && declared == best.income;
  return j;
}

Json DividendJson(const std::string& company, const DividendResult& d) {
  Json j = Json::object();
  j["company"] = company;
  j["kind"] = d.kind;
  j["income"] = d.income;
  j["interest"] = d.interest;
  j["per_holder"] = Json::object();
  for (const auto& [holder, cash] : d.per_holder) j["per_holder"][holder] = cash;
  j["per_share"] = d.per_share;
  j["to_bank"] = d.to_bank;
  j["to_treasury"] = d.to_treasury;
  j["share_price_before"] = d.price_before ? Json(*d.price_before) : Json(nullptr);
  j["share_price_after"] = d.price_after;
  j["share_price_moves"] = d.price_moves;
  j["notes"] = d.notes;
  return j;
}

Json WhatIfItemJson(const Outcome& o, int base_income) {
  return Json{{"change", o.change},
              {"income", o.result.income},
              {"difference", o.result.income - base_income},
              {"cost", o.cost},
              {"costs", o.cost_text},
              {"notes", o.notes},
              {"solve", SolveJson(o.board(), o.result)}};
}

Json WhatIfJson(const std::vector<Outcome>& outcomes, const std::vector<size_t>& shown) {
  const int base_income = outcomes[0].result.income;
  Json changes = Json::array();
  for (size_t i : shown) changes.push_back(WhatIfItemJson(outcomes[i], base_income));
  return Json{{"company", outcomes[0].result.company},
              {"base", WhatIfItemJson(outcomes[0], base_income)},
              {"changes", changes}};
}

std::vector<Json> WhatIfJsonLines(const std::vector<Outcome>& outcomes, const std::vector<size_t>& shown) {
  const int base_income = outcomes[0].result.income;
  std::vector<Json> lines = {WhatIfItemJson(outcomes[0], base_income)};
  for (size_t i : shown) lines.push_back(WhatIfItemJson(outcomes[i], base_income));
  return lines;
}

namespace {

Json OrNull(const std::optional<int>& v) { return v ? Json(*v) : Json(nullptr); }

}  // namespace

Json ApplyJson(const std::string& file, const TableTurn& t, const Solved* solved) {
  Json moves = Json::array();
  for (const auto& m : t.moves)
    moves.push_back(Json{{"move", m.text}, {"cost", m.cost}, {"costs", m.costs}, {"notes", m.notes}});
  Json j = Json::object();
  j["file"] = file;
  j["company"] = t.company;
  j["moves"] = moves;
  j["treasury_before"] = OrNull(t.treasury_before);
  j["treasury_after"] = OrNull(t.treasury_after);
  j["notes"] = t.notes;
  j["keep"] = t.keep >= 0 ? Json(t.keep) : Json(nullptr);
  j["solve"] = solved ? SolveJson(solved->board(), solved->result) : Json(nullptr);
  return j;
}

Json VerifyItemJson(const VerifyOutcome& o) {
  return Json{{"file", o.file},
              {"passed", o.passed()},
              {"failures", o.failures},
              {"notes", o.notes},
              {"optimum", o.optimum},
              {"declared", o.declared >= 0 ? Json(o.declared) : Json(nullptr)},
              {"seconds", o.seconds}};
}

std::vector<Json> VerifyJsonLines(const std::vector<VerifyOutcome>& outcomes) {
  std::vector<Json> lines;
  for (const auto& o : outcomes)
    if (o.has_expect) lines.push_back(VerifyItemJson(o));
  return lines;
}

Json VerifyJson(const std::vector<VerifyOutcome>& outcomes) {
  const VerifyTally t = Tally(outcomes);
  Json positions = Json::array();
  for (auto& item : VerifyJsonLines(outcomes)) positions.push_back(std::move(item));
  return Json{{"positions", positions},
              {"passed", t.passed},
              {"failed", t.failed},
              {"better", t.better},
              {"largest_gain", t.largest_gain}};
}

Json BenchRowJson(const BenchRow& r) {
  return Json{{"file", r.file},
              {"company", r.company},
              {"income", r.income},
              {"optimal", r.optimal},
              {"candidates", r.candidates},
              {"nodes", r.nodes},
              {"median_seconds", r.median_seconds},
              {"peak_kib", r.peak_kib}};
}

namespace {

// A bench row that failed: its error line ("FILE:LINE: what", as the child
// process said it) as the error object, in the file's place.
Json BenchErrorJson(const BenchRow& r) {
  std::string message = r.error;
  int line = 0;
  if (message.rfind(r.file + ":", 0) == 0) {
    message = message.substr(r.file.size() + 1);
    size_t digits = 0;
    while (digits < message.size() && std::isdigit(static_cast<unsigned char>(message[digits]))) ++digits;
    if (digits && digits < message.size() && message[digits] == ':') {
      line = std::stoi(message.substr(0, digits));
      message = message.substr(digits + 1);
    }
    if (!message.empty() && message[0] == ' ') message.erase(0, 1);
  }
  return Json{{"file", r.file}, {"error", ErrorJson(r.file, line, message, 2)["error"]}};
}

}  // namespace

Json BenchJson(const std::vector<BenchRow>& rows, int threads, int repeat) {
  Json positions = Json::array();
  std::vector<double> times;
  for (const auto& r : rows) {
    if (!r.ok) {
      positions.push_back(BenchErrorJson(r));
      continue;
    }
    times.push_back(r.median_seconds);
    positions.push_back(BenchRowJson(r));
  }
  return Json{{"threads", threads},
              {"repeat", repeat},
              {"positions", positions},
              {"median_seconds", Percentile(times, 50)},
              {"p95_seconds", Percentile(times, 95)},
              {"max_seconds", Percentile(times, 100)}};
}

Json ErrorJson(const std::string& file, int line, const std::string& message, int status) {
  return Json{{"error",
               {{"file", file.empty() ? Json(nullptr) : Json(file)},
                {"line", line > 0 ? Json(line) : Json(nullptr)},
                {"message", message},
                {"status", status}}}};
}

std::string JsonText(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string JsonLines(const std::vector<Json>& lines) {
  std::string s;
  for (const auto& j : lines) s += JsonText(j) + "\n";
  return s;
}

Json AuditRunJson(const AuditedRun& r) {
  Json j = Json::object();
  j["action"] = r.run.action;
  j["round"] = r.run.round;
  j["company"] = r.run.company;
  j["president"] = r.president.empty() ? Json(nullptr) : Json(r.president);
  j["trains"] = r.run.trains;
  j["declared"] = r.run.declared;
  j["routes"] = r.run.routes;
  j["best"] = r.best;
  j["proven"] = r.proven;
  j["left"] = r.Left();
  j["best_routes"] = r.best_routes;
  if (!r.above_why.empty()) j["above_why"] = r.above_why;
  return j;
}

namespace {
Json AuditSumJson(const AuditSum& s) {
  return Json{{"runs", s.runs},         {"short_runs", s.short_runs}, {"above_runs", s.above_runs},
              {"declared", s.declared}, {"best", s.best},             {"left", s.Left()}};
}
}  // namespace

Json AuditJson(const std::string& record_file, const Audit& a, bool with_runs) {
  Json j = Json::object();
  j["record"] = record_file;
  j["game"] = a.game;
  j["variant"] = a.variant;
  if (with_runs) {
    j["runs"] = Json::array();
    for (const AuditedRun& r : a.runs) j["runs"].push_back(AuditRunJson(r));
  }
  j["total"] = AuditSumJson(a.total);
  j["companies"] = Json::object();
  for (const auto& [name, s] : a.by_company) j["companies"][name] = AuditSumJson(s);
  j["presidents"] = Json::object();
  for (const auto& [name, s] : a.by_president) j["presidents"][name] = AuditSumJson(s);
  j["readings"] = Json::array();
  for (const ImportReading& r : a.readings) j["readings"].push_back(Json{{"action", r.action}, {"what", r.what}});
  j["stopped"] = a.stopped.empty() ? Json(nullptr) : Json(a.stopped);
  return j;
}

}  // namespace xxroute
