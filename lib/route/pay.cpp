#include "xxroute/pay.h"

#include <algorithm>
#include <array>

#include "xxroute/error.h"
#include "xxroute/limits.h"

namespace xxroute {

// Why the choice is exact.
//
// Revenue never falls when one more stop is paid: stop values are not
// negative, and every bonus (hex bonus, route bonus, the best stop bonuses)
// can only be met more, never less; the divisor's rounding is monotone too.
// So:
//  - where the train may pay every stop it visits, paying all is best;
//  - otherwise the best paid set pays, kind by kind, as many stops as one of
//    the train's maximal paid-count vectors (Train::PayOptions) allows.
// A stop is "special" when paying it can earn a bonus (its hex is named by a
// hex bonus or a route bonus list, or it has a printed bonus the train
// takes); the others ("ordinary") earn only their value. For a fixed set T of
// special stops paid and a fixed count vector p, the best ordinary stops are
// the dearest ones of each kind, filling p (with paid_stops_need_token: the
// dearest, or, where they hold no station, all but the cheapest of them plus
// the dearest station). Every T and every p is tried, so the maximum over
// them is the maximum over all paid sets. pay_first keeps only the count
// vectors that pay the most stops of its kinds.

namespace {

constexpr int kPayKinds = 3;  // city, town, offboard: a mine is never paid
constexpr int kMine = static_cast<int>(StopKind::kMine);

struct BonusPart {
  int divided = 0;    // before the divisor
  int undivided = 0;  // added after it
};

// The bonuses a paid set earns from its special stops `chosen`.
BonusPart BonusOf(const Train& t, const std::vector<PayStop>& stops, const std::vector<int>& chosen,
                  const BonusRules& rules) {
  BonusPart b;
  if (chosen.empty()) return b;
  thread_local std::vector<int> hexes, earned;
  hexes.clear();
  earned.clear();
  for (int i : chosen) {
    const int h = stops[i].hex;
    if (h >= 0 && std::find(hexes.begin(), hexes.end(), h) == hexes.end()) hexes.push_back(h);
    if (t.stop_bonuses > 0 && stops[i].bonus > 0) earned.push_back(stops[i].bonus);
  }
  if (!rules.hex_bonus.empty())
    for (int h : hexes) b.divided += rules.hex_bonus[h];
  if (!earned.empty()) {  // the best `stop_bonuses` of them
    std::sort(earned.begin(), earned.end(), [](int x, int y) { return x > y; });
    const size_t take = std::min<size_t>(earned.size(), static_cast<size_t>(t.stop_bonuses));
    for (size_t k = 0; k < take; ++k) b.divided += earned[k];
  }
  for (const CompiledBonus& rb : rules.route) {
    int met = 0;
    for (const auto& list : rb.lists) {
      bool any = false;
      for (int h : hexes) any = any || std::find(list.begin(), list.end(), h) != list.end();
      met += any;
    }
    if (met < rb.need) continue;
    const int amount = rb.multiplied ? rb.amount * t.multiplier : rb.amount;
    (rb.divided ? b.divided : b.undivided) += amount;
  }
  return b;
}

int RouteRevenue(const Train& t, int stop_sum, const BonusPart& b, int fixed_bonus) {
  return Divide(stop_sum * t.multiplier + b.divided + fixed_bonus, t.divisor, t.rounding) + b.undivided;
}

bool IsSpecial(const Train& t, const PayStop& s, const BonusRules& rules) {
  if (s.kind == StopKind::kMine) return false;
  if (t.stop_bonuses > 0 && s.bonus > 0) return true;
  return s.hex >= 0 && !rules.bonus_hex.empty() && rules.bonus_hex[s.hex];
}

// Stops dearest first; ties by board stop, so the choice never depends on
// the order the route lists its stops.
bool Dearer(const std::vector<PayStop>& stops, int a, int b) {
  if (stops[a].value != stops[b].value) return stops[a].value > stops[b].value;
  return stops[a].order < stops[b].order;
}

// The train may pay every stop it visits: it pays them all (a mine is never
// paid), unless paid_stops_need_token finds no station among them.
Pay PayAll(const Train& t, const std::vector<PayStop>& stops, const std::vector<int>& special,
           const BonusRules& rules, int fixed_bonus) {
  Pay pay;
  const int n = static_cast<int>(stops.size());
  bool station = false;
  for (const PayStop& s : stops) station = station || (s.kind != StopKind::kMine && s.station);
  if (t.paid_stops_need_token && !station) {
    pay.status = Pay::kNoStationPaid;
    return pay;
  }
  int sum = 0;
  pay.paid.assign(n, false);
  for (int i = 0; i < n; ++i)
    if (stops[i].kind != StopKind::kMine) pay.paid[i] = true, sum += stops[i].value;
  const BonusPart b = BonusOf(t, stops, special, rules);
  pay.status = Pay::kPaid;
  pay.revenue = RouteRevenue(t, sum, b, fixed_bonus);
  pay.bonus = b.divided + b.undivided + fixed_bonus;
  return pay;
}

// Whether the dearest stops are the best choice: one row, and nothing that
// makes one stop worth more than its value.
bool DearestAreBest(const Train& t, const std::vector<int>& special) {
  return special.empty() && !t.paid_stops_need_token && !t.pay_first && t.rows.size() == 1;
}

// The dearest stops, as many as the row and pay_total allow (`payable`: the
// stops that are not mines).
Pay PayDearest(const Train& t, const std::vector<PayStop>& stops, int payable, int fixed_bonus) {
  Pay pay;
  const int n = static_cast<int>(stops.size());
  const int m = std::min({t.rows[0].pay, t.pay_total, payable});
  thread_local std::vector<int> by_value;
  by_value.clear();
  for (int i = 0; i < n; ++i)
    if (stops[i].kind != StopKind::kMine) by_value.push_back(i);
  std::partial_sort(by_value.begin(), by_value.begin() + m, by_value.end(),
                    [&](int a, int b) { return Dearer(stops, a, b); });
  int sum = 0;
  pay.paid.assign(n, false);
  for (int j = 0; j < m; ++j) pay.paid[by_value[j]] = true, sum += stops[by_value[j]].value;
  pay.status = Pay::kPaid;
  pay.revenue = RouteRevenue(t, sum, BonusPart{}, fixed_bonus);
  pay.bonus = fixed_bonus;
  return pay;
}

// How many stops of pay_first's kinds a count vector pays.
int PaidFirst(const Train& t, const KindCounts& p) {
  int f = 0;
  for (int k = 0; k < kPayKinds; ++k)
    if (t.pay_first & (1u << k)) f += p[k];
  return f;
}

// The count vectors pay_first allows (`allowed`): those paying the most of
// its kinds; returns that most.
int AllowedOptions(const Train& t, const std::vector<KindCounts>& options, std::vector<KindCounts>* allowed) {
  int most_first = 0;
  for (const auto& p : options) most_first = std::max(most_first, PaidFirst(t, p));
  allowed->clear();
  for (const auto& p : options)
    if (!t.pay_first || PaidFirst(t, p) == most_first) allowed->push_back(p);
  return most_first;
}

// The ordinary stops of each kind, dearest first, with what filling the
// first m of them pays and where their stations are.
struct OrdinaryStops {
  std::array<std::vector<int>, kPayKinds> ord;
  std::array<std::vector<int>, kPayKinds> prefix;          // sum of the first m
  std::array<std::vector<int>, kPayKinds> station_from;    // first station at or after m, -1
  std::array<std::vector<char>, kPayKinds> station_before;  // a station among the first m
};

void SortOrdinary(const Train& t, const std::vector<PayStop>& stops, const BonusRules& rules, OrdinaryStops* o) {
  const int n = static_cast<int>(stops.size());
  for (int k = 0; k < kPayKinds; ++k) o->ord[k].clear();
  for (int i = 0; i < n; ++i)
    if (stops[i].kind != StopKind::kMine && !IsSpecial(t, stops[i], rules))
      o->ord[static_cast<int>(stops[i].kind)].push_back(i);
  for (int k = 0; k < kPayKinds; ++k) {
    auto& ord = o->ord[k];
    std::sort(ord.begin(), ord.end(), [&](int a, int b) { return Dearer(stops, a, b); });
    const int m = static_cast<int>(ord.size());
    auto& prefix = o->prefix[k];
    prefix.resize(m + 1);
    prefix[0] = 0;
    for (int j = 0; j < m; ++j) prefix[j + 1] = prefix[j] + stops[ord[j]].value;
    if (!t.paid_stops_need_token) continue;
    auto& before = o->station_before[k];
    auto& from = o->station_from[k];
    before.assign(m + 1, 0);
    from.assign(m + 1, -1);
    for (int j = 0; j < m; ++j) before[j + 1] = before[j] || stops[ord[j]].station;
    for (int j = m - 1; j >= 0; --j) from[j] = stops[ord[j]].station ? j : from[j + 1];
  }
}

// The best paid set found: which special stops (a mask over them), which
// allowed count vector, and the kind whose cheapest paid ordinary stop gives
// way to a station (paid_stops_need_token), -1 none.
struct BestChoice {
  int revenue = -1;
  unsigned mask = 0;
  int option = -1;
  int swap_kind = -1;
  BonusPart bonus;
};

// Every set of special stops paid, each allowed count vector filled with the
// dearest ordinary stops: the best of them (option -1: none fits).
// (The hot loop of the choice: kept in one piece.)
BestChoice ChooseBest(const Train& t, const std::vector<PayStop>& stops, const BonusRules& rules, int fixed_bonus,
                      const std::vector<int>& special, const std::vector<KindCounts>& allowed, int most_first,
                      const OrdinaryStops& o) {
  BestChoice best;
  const int s_count = static_cast<int>(special.size());
  thread_local std::vector<int> chosen;
  for (unsigned mask = 0; mask < (1u << s_count); ++mask) {
    chosen.clear();
    KindCounts taken{};
    int sum_special = 0;
    bool station_special = false;
    for (int j = 0; j < s_count; ++j)
      if (mask >> j & 1) {
        const PayStop& s = stops[special[j]];
        chosen.push_back(special[j]);
        ++taken[static_cast<int>(s.kind)];
        sum_special += s.value;
        station_special = station_special || s.station;
      }
    bool bonus_known = false;
    BonusPart bonus;
    for (size_t oi = 0; oi < allowed.size(); ++oi) {
      const KindCounts& p = allowed[oi];
      bool fits = true;
      for (int k = 0; k < kPayKinds && fits; ++k) fits = taken[k] <= p[k];
      if (!fits) continue;
      std::array<int, kPayKinds> fill{};
      int sum = sum_special, first = 0;
      bool station = station_special;
      for (int k = 0; k < kPayKinds; ++k) {
        fill[k] = std::min(p[k] - taken[k], static_cast<int>(o.ord[k].size()));
        sum += o.prefix[k][fill[k]];
        if (t.paid_stops_need_token) station = station || o.station_before[k][fill[k]];
        if (t.pay_first & (1u << k)) first += taken[k] + fill[k];
      }
      if (t.pay_first && first != most_first) continue;
      int swap_kind = -1;
      if (t.paid_stops_need_token && !station) {
        int delta = 0;
        for (int k = 0; k < kPayKinds; ++k) {
          if (fill[k] == 0 || o.station_from[k][fill[k]] < 0) continue;
          const int d = stops[o.ord[k][o.station_from[k][fill[k]]]].value - stops[o.ord[k][fill[k] - 1]].value;
          if (swap_kind < 0 || d > delta) swap_kind = k, delta = d;
        }
        if (swap_kind < 0) continue;
        sum += delta;
      }
      if (!bonus_known) bonus = BonusOf(t, stops, chosen, rules), bonus_known = true;
      const int revenue = RouteRevenue(t, sum, bonus, fixed_bonus);
      if (revenue > best.revenue) best = {revenue, mask, static_cast<int>(oi), swap_kind, bonus};
    }
  }
  return best;
}

// The stops `best` pays: its special stops, the dearest ordinary stops of
// each kind filling its count vector, one swapped for a station if need be.
Pay PayChoice(const std::vector<PayStop>& stops, const std::vector<int>& special, const KindCounts& p,
              const OrdinaryStops& o, const BestChoice& best, int fixed_bonus) {
  Pay pay;
  pay.status = Pay::kPaid;
  pay.revenue = best.revenue;
  pay.bonus = best.bonus.divided + best.bonus.undivided + fixed_bonus;
  pay.paid.assign(stops.size(), false);
  KindCounts taken{};
  for (size_t j = 0; j < special.size(); ++j)
    if (best.mask >> j & 1) pay.paid[special[j]] = true, ++taken[static_cast<int>(stops[special[j]].kind)];
  for (int k = 0; k < kPayKinds; ++k) {
    const int fill = std::min(p[k] - taken[k], static_cast<int>(o.ord[k].size()));
    for (int j = 0; j < fill; ++j) pay.paid[o.ord[k][j]] = true;
    if (k == best.swap_kind) {
      pay.paid[o.ord[k][fill - 1]] = false;
      pay.paid[o.ord[k][o.station_from[k][fill]]] = true;
    }
  }
  return pay;
}

}  // namespace

Pay ChoosePaid(const Train& t, const std::vector<PayStop>& stops, const BonusRules& rules, int fixed_bonus) {
  const int n = static_cast<int>(stops.size());
  KindCounts counts{};
  for (const PayStop& s : stops) ++counts[static_cast<int>(s.kind)];
  KindCounts payable = counts;
  payable[kMine] = 0;

  thread_local std::vector<int> special;
  special.clear();
  for (int i = 0; i < n; ++i)
    if (IsSpecial(t, stops[i], rules)) special.push_back(i);

  if (t.Simple()) {
    if (!t.Fits(counts)) return Pay{};
    return PayAll(t, stops, special, rules, fixed_bonus);
  }
  const std::vector<KindCounts>& options = t.PayOptions(counts);
  if (options.empty()) return Pay{};
  if (std::find(options.begin(), options.end(), payable) != options.end())
    return PayAll(t, stops, special, rules, fixed_bonus);
  if (DearestAreBest(t, special)) return PayDearest(t, stops, n - counts[kMine], fixed_bonus);

  if (special.size() > static_cast<size_t>(kMaxBonusStops))
    throw InputError("", 0,
                     "a route visits more than " + std::to_string(kMaxBonusStops) +
                         " stops that earn bonuses (the bonus-stop limit)");
  thread_local std::vector<KindCounts> allowed;
  const int most_first = AllowedOptions(t, options, &allowed);
  thread_local OrdinaryStops ordinary;
  SortOrdinary(t, stops, rules, &ordinary);
  const BestChoice best = ChooseBest(t, stops, rules, fixed_bonus, special, allowed, most_first, ordinary);
  if (best.option < 0) {
    // Every way to fit the rows leaves the stations unpaid.
    Pay pay;
    pay.status = t.paid_stops_need_token ? Pay::kNoStationPaid : Pay::kTooMany;
    return pay;
  }
  return PayChoice(stops, special, allowed[best.option], ordinary, best, fixed_bonus);
}

}  // namespace xxroute
