#include "score.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <set>
#include <stdexcept>

namespace ref {

int DivideRounded(int gross, int divisor, const std::string& rounding) {
  const int down = gross / divisor;  // gross is never negative
  const int up = (gross + divisor - 1) / divisor;
  if (rounding.empty() || rounding == "down") return down;
  if (rounding == "up") return up;
  if (rounding == "down_to_10") return down / 10 * 10;
  if (rounding == "up_to_10") return (up + 9) / 10 * 10;
  throw std::runtime_error("reference: rounding " + rounding);
}

const std::vector<uint32_t>& Scorer::PaidChoices(const Train& train, const std::vector<Kind>& kinds) const {
  auto key = std::make_pair(train.name, kinds);
  auto it = choices_.find(key);
  if (it != choices_.end()) return it->second;
  const int k = static_cast<int>(kinds.size());
  const std::vector<Row> rows = train.Rows();
  // More stops of a kind than the rows listing it may hold, or more stops
  // than all rows may hold: no assignment fits (checked first, so that a long
  // walk is refused for a short train without trying its 2^k subsets).
  {
    long room = 0;
    for (const Row& r : rows) room += r.visit;
    if (k > room) return choices_[key] = {};
    for (Kind kind : kinds) {
      long of_kind = std::count(kinds.begin(), kinds.end(), kind), room_of_kind = 0;
      for (const Row& r : rows) room_of_kind += r.Lists(kind) ? r.visit : 0;
      if (of_kind > room_of_kind) return choices_[key] = {};
    }
  }
  if (k > 20) throw std::runtime_error("reference: a route of more than 20 stops a train may run");
  const int pay_total = train.pay_total < 0 ? k : train.pay_total;
  uint32_t mines = 0;
  for (int i = 0; i < k; ++i)
    if (kinds[i] == Kind::kMine) mines |= 1u << i;
  std::vector<bool> allowed(size_t{1} << k, false);
  std::vector<int> row_of(k, -1), held(rows.size(), 0);
  // Every assignment of stop i.. to rows listing its kind, within `visit`.
  std::function<void(int)> assign = [&](int i) {
    if (i == k) {
      std::vector<uint32_t> in_row(rows.size(), 0);
      for (int s = 0; s < k; ++s) in_row[row_of[s]] |= 1u << s;
      for (uint32_t paid = 0; paid < (1u << k); ++paid) {
        if (allowed[paid] || (paid & mines) || std::popcount(paid) > pay_total) continue;
        bool fits = true;
        for (size_t r = 0; r < rows.size() && fits; ++r) {
          const int pay = rows[r].pay < 0 ? rows[r].visit : rows[r].pay;
          fits = std::popcount(paid & in_row[r]) <= pay;
        }
        if (fits) allowed[paid] = true;
      }
      return;
    }
    for (size_t r = 0; r < rows.size(); ++r) {
      if (!rows[r].Lists(kinds[i]) || held[r] >= rows[r].visit) continue;
      row_of[i] = static_cast<int>(r);
      ++held[r];
      assign(i + 1);
      --held[r];
    }
  };
  assign(0);
  std::vector<uint32_t> out;
  for (uint32_t paid = 0; paid < (1u << k); ++paid)
    if (allowed[paid]) out.push_back(paid);
  return choices_[key] = std::move(out);
}

int Scorer::Revenue(const Train& train, const std::vector<int>& stops, uint32_t paid) const {
  const Company& co = board_.RunningCompany();
  const int n = static_cast<int>(stops.size());
  int token_cities = 0;
  for (int s : stops) token_cities += facts_.stops[s].token_city;
  int range = 0;  // (the most stops a row of the train holds)
  for (const Row& row : train.Rows()) range = std::max(range, row.visit);
  const bool per_token_paid = board_.per_token_by_route ? n >= 3 : range >= 3;
  std::set<std::string> paid_hexes;
  int stop_sum = 0;
  std::vector<int> bonuses;
  for (int i = 0; i < n; ++i) {
    if (!(paid >> i & 1)) continue;
    const StopFacts& f = facts_.stops[stops[i]];
    paid_hexes.insert(f.hex);
    int value = f.value;
    if (!train.revenue_key.empty() && !f.token_value)
      if (auto key = f.by_key.find(train.revenue_key); key != f.by_key.end()) value = key->second;
    if (f.per_token) value = per_token_paid ? value * token_cities : 0;
    stop_sum += value;
    bonuses.push_back(f.bonus);
  }
  int gross = train.multiplier * stop_sum;
  for (const HexBonus& hb : co.hex_bonus) {
    std::set<std::string> listed(hb.hexes.begin(), hb.hexes.end());
    for (const std::string& h : listed) gross += paid_hexes.count(h) ? hb.amount : 0;
  }
  std::sort(bonuses.rbegin(), bonuses.rend());
  const int take = train.stop_bonuses < 0 ? static_cast<int>(bonuses.size())
                                          : std::min<int>(train.stop_bonuses, static_cast<int>(bonuses.size()));
  for (int i = 0; i < take; ++i) gross += bonuses[i];
  if (facts_.home_amount > 0)
    for (int s : stops)
      if (facts_.home.count(facts_.stops[s].hex)) {
        gross += facts_.home_amount;
        break;
      }
  int after = 0;  // route bonuses the divisor does not touch
  for (const RouteBonus& rb : board_.route_bonuses) {
    int met = 0;
    for (const auto& list : rb.all_of) {
      bool on = false;
      for (const std::string& h : list) on = on || paid_hexes.count(h);
      met += on;
    }
    const int need = rb.at_least > 0 ? rb.at_least : static_cast<int>(rb.all_of.size());
    if (met < need) continue;
    const int amount = rb.amount * (rb.multiplied ? train.multiplier : 1);
    (rb.divided ? gross : after) += amount;
  }
  return DivideRounded(gross, train.divisor, train.rounding) + after;
}

RouteScore Scorer::Score(const Train& train, const std::vector<int>& route) const {
  RouteScore out;
  const int n = static_cast<int>(route.size());
  if (n < 2) return out.why = "fewer than two stops", out;
  int mines = 0;
  bool station = false;
  for (int s : route) {
    mines += facts_.stops[s].kind == Kind::kMine;
    station = station || facts_.stops[s].station;
    out.subsidy += facts_.stops[s].subsidy;
  }
  if (!station) return out.why = "no station of the company", out;
  if (train.must_visit_mine) {
    if (mines != 1) return out.why = "must visit exactly one mine", out;
    if (facts_.stops[route.front()].kind != Kind::kMine && facts_.stops[route.back()].kind != Kind::kMine)
      return out.why = "its mine is not at an end", out;
  }
  // Scoring does not depend on the order: stops sorted by kind share choices.
  std::vector<int> stops = route;
  std::stable_sort(stops.begin(), stops.end(),
                   [&](int a, int b) { return facts_.stops[a].kind < facts_.stops[b].kind; });
  std::vector<Kind> kinds;
  for (int s : stops) kinds.push_back(facts_.stops[s].kind);
  std::vector<uint32_t> choices = PaidChoices(train, kinds);
  if (choices.empty()) return out.why = "the stops fit no assignment to the train's rows", out;
  if (train.paid_stops_need_token) {
    std::erase_if(choices, [&](uint32_t paid) {
      for (int i = 0; i < n; ++i)
        if ((paid >> i & 1) && facts_.stops[stops[i]].station) return false;
      return true;
    });
    if (choices.empty()) return out.why = "no paid stop holds a token", out;
  }
  if (!train.pay_first.empty()) {
    auto first = [&](uint32_t paid) {
      int c = 0;
      for (int i = 0; i < n; ++i)
        if (paid >> i & 1)
          c += std::count(train.pay_first.begin(), train.pay_first.end(), facts_.stops[stops[i]].kind) > 0;
      return c;
    };
    int most = 0;
    for (uint32_t paid : choices) most = std::max(most, first(paid));
    std::erase_if(choices, [&](uint32_t paid) { return first(paid) != most; });
  }
  out.legal = true;
  for (uint32_t paid : choices) out.revenue = std::max(out.revenue, Revenue(train, stops, paid));
  return out;
}

}  // namespace ref
