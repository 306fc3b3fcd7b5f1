#include "xxroute/json.h"

#include "xxroute/route.h"

namespace xxroute {

namespace {

Json RouteJson(const Board& b, const Route& r) {
  Json stops = Json::array(), paid = Json::array();
  for (size_t k = 0; k < r.stops.size(); ++k) {
    stops.push_back(b.stops()[r.stops[k]].label);
    paid.push_back(k < r.value.paid.size() && r.value.paid[k]);
  }
  return Json{{"train", r.train->name}, {"stops", stops},           {"paid", paid},
              {"revenue", r.value.revenue}, {"subsidy", r.value.subsidy}, {"bonus", r.value.bonus}};
}

Json StatsJson(const SolveStats& s) {
  return Json{{"walks", s.walks}, {"candidates", s.candidates}, {"nodes", s.nodes}, {"seconds", s.seconds}};
}

}  // namespace

Json SolveJson(const Board& b, const Result& r, const std::string& file) {
  Json j = Json::object();
  if (!file.empty()) j["file"] = file;
  j["company"] = r.company;
  j["income"] = r.income;
  j["subsidy"] = r.subsidy;
  j["optimal"] = r.optimal;
  j["routes"] = Json::array();
  for (const auto& route : r.routes) j["routes"].push_back(RouteJson(b, route));
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
  j["optimal"] = c.legal && best.optimal && c.income >= best.income;
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

Json BenchJson(const std::vector<BenchRow>& rows, int threads, int repeat) {
  Json positions = Json::array();
  std::vector<double> times;
  for (const auto& r : rows) {
    if (!r.ok) continue;
    times.push_back(r.median_seconds);
    positions.push_back(Json{{"file", r.file},
                             {"company", r.company},
                             {"income", r.income},
                             {"optimal", r.optimal},
                             {"candidates", r.candidates},
                             {"nodes", r.nodes},
                             {"median_seconds", r.median_seconds},
                             {"peak_kib", r.peak_kib}});
  }
  return Json{{"threads", threads},
              {"repeat", repeat},
              {"positions", positions},
              {"median_seconds", Percentile(times, 50)},
              {"p95_seconds", Percentile(times, 95)},
              {"max_seconds", Percentile(times, 100)}};
}

std::string JsonText(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

}  // namespace xxroute
