#include "xxroute/train.h"

#include <algorithm>
#include <numeric>

namespace xxroute {

const char* KindName(StopKind k) {
  switch (k) {
    case StopKind::kCity: return "city";
    case StopKind::kTown: return "town";
    case StopKind::kOffboard: return "offboard";
    case StopKind::kMine: return "mine";
  }
  return "?";
}

bool ParseKind(const std::string& s, StopKind* out) {
  for (int k = 0; k < kStopKinds; ++k) {
    if (s == KindName(static_cast<StopKind>(k))) {
      *out = static_cast<StopKind>(k);
      return true;
    }
  }
  return false;
}

int Divide(int value, int divisor, Rounding r) {
  if (divisor <= 1) return value;
  switch (r) {
    case Rounding::kDown: return value / divisor;
    case Rounding::kUp: return (value + divisor - 1) / divisor;
    case Rounding::kDownTo10: return value / divisor / 10 * 10;
    case Rounding::kUpTo10: {
      int q = (value + divisor - 1) / divisor;
      return (q + 9) / 10 * 10;
    }
  }
  return value / divisor;
}

Train Train::Plain(const std::string& name, int range) {
  Train t;
  t.name = name;
  int cap = range >= 99 ? kNoCap : range;
  t.rows.push_back({static_cast<KindMask>(Bit(StopKind::kCity) | Bit(StopKind::kTown) |
                                          Bit(StopKind::kOffboard)),
                    cap, cap});
  return t;
}

Train::Train(const Train& o)
    : name(o.name), rows(o.rows), pay_total(o.pay_total), multiplier(o.multiplier),
      divisor(o.divisor), rounding(o.rounding), must_visit(o.must_visit), pay_first(o.pay_first),
      paid_stops_need_token(o.paid_stops_need_token), stop_bonuses(o.stop_bonuses),
      shares_track(o.shares_track), revenue_key(o.revenue_key), obsolete_as(o.obsolete_as) {}

Train& Train::operator=(const Train& o) {
  if (this == &o) return *this;
  name = o.name;
  rows = o.rows;
  pay_total = o.pay_total;
  multiplier = o.multiplier;
  divisor = o.divisor;
  rounding = o.rounding;
  must_visit = o.must_visit;
  pay_first = o.pay_first;
  paid_stops_need_token = o.paid_stops_need_token;
  stop_bonuses = o.stop_bonuses;
  shares_track = o.shares_track;
  revenue_key = o.revenue_key;
  obsolete_as = o.obsolete_as;
  std::unique_lock<std::shared_mutex> lock(cache_mutex_);
  cache_.clear();
  return *this;
}

bool Train::CanVisit(StopKind k) const {
  for (const auto& r : rows)
    if (r.kinds & Bit(k)) return true;
  return false;
}

std::string Train::Capacity() const {
  static const char* kPlural[] = {"cities", "towns", "offboards", "mines"};
  std::string s;
  for (size_t r = 0; r < rows.size(); ++r) {
    std::string kinds;
    int named = 0, total = 0;
    for (int k = 0; k < kStopKinds; ++k) total += (rows[r].kinds >> k & 1);
    for (int k = 0; k < kStopKinds; ++k) {
      if (!(rows[r].kinds >> k & 1)) continue;
      ++named;
      kinds += std::string(named == 1 ? "" : named == total ? " or " : ", ") + kPlural[k];
    }
    s += std::string(r == 0 ? "" : r + 1 == rows.size() ? " and " : ", ") +
         (rows[r].visit >= kNoCap ? "any number of" : std::to_string(rows[r].visit)) + " " + kinds;
  }
  return s;
}

namespace {

// Whether `paid[k]` paid and `unpaid[k]` unpaid stops of each kind can be put
// in the rows: a tiny max-flow (kinds -> [pay gate] -> rows -> sink).
bool Feasible(const Train& t, const KindCounts& paid, const KindCounts& unpaid) {
  const int R = static_cast<int>(t.rows.size());
  // Nodes: 0 source, 1..4 paid kinds, 5..8 unpaid kinds, then R gates, R rows, sink.
  const int kGate = 1 + 2 * kStopKinds, kRow = kGate + R, kSink = kRow + R, N = kSink + 1;
  std::vector<std::vector<int>> cap(N, std::vector<int>(N, 0));
  int need = 0;
  for (int k = 0; k < kStopKinds; ++k) {
    cap[0][1 + k] = paid[k];
    cap[0][1 + kStopKinds + k] = unpaid[k];
    need += paid[k] + unpaid[k];
    for (int r = 0; r < R; ++r) {
      if (!(t.rows[r].kinds & (1u << k))) continue;
      cap[1 + k][kGate + r] = kNoCap;
      cap[1 + kStopKinds + k][kRow + r] = kNoCap;
    }
  }
  for (int r = 0; r < R; ++r) {
    cap[kGate + r][kRow + r] = t.rows[r].pay;
    cap[kRow + r][kSink] = t.rows[r].visit;
  }
  int flow = 0;
  for (;;) {  // augmenting paths by breadth-first search
    std::vector<int> prev(N, -1);
    prev[0] = 0;
    std::vector<int> queue{0};
    for (size_t i = 0; i < queue.size() && prev[kSink] < 0; ++i) {
      int u = queue[i];
      for (int v = 0; v < N; ++v)
        if (prev[v] < 0 && cap[u][v] > 0) prev[v] = u, queue.push_back(v);
    }
    if (prev[kSink] < 0) break;
    int push = kNoCap;
    for (int v = kSink; v != 0; v = prev[v]) push = std::min(push, cap[prev[v]][v]);
    for (int v = kSink; v != 0; v = prev[v]) cap[prev[v]][v] -= push, cap[v][prev[v]] += push;
    flow += push;
  }
  return flow == need;
}

}  // namespace

bool Train::Fits(const KindCounts& n) const {
  if (Simple()) {
    int total = 0;
    for (int k = 0; k < kStopKinds; ++k) {
      if (n[k] && !(rows[0].kinds & (1u << k))) return false;
      total += n[k];
    }
    return total <= rows[0].visit;
  }
  return !PayOptions(n).empty();
}

const std::vector<KindCounts>& Train::PayOptions(const KindCounts& n) const {
  {
    std::shared_lock<std::shared_mutex> lock(cache_mutex_);
    auto it = cache_.find(n);
    if (it != cache_.end()) return it->second;
  }
  std::vector<KindCounts> options;
  for (int k = 0; k < kStopKinds; ++k)
    if (n[k] > 0 && !CanVisit(static_cast<StopKind>(k))) goto done;
  if (!Feasible(*this, KindCounts{}, n)) goto done;
  {
    // Every paid vector p <= n (mines are never paid: their value is a subsidy).
    const int pc = n[0], pt = n[1], po = n[2];
    for (int c = pc; c >= 0; --c)
      for (int tw = pt; tw >= 0; --tw)
        for (int o = po; o >= 0; --o) {
          if (c + tw + o > pay_total) continue;
          KindCounts p{c, tw, o, 0};
          bool dominated = false;
          for (const auto& q : options)
            if (q[0] >= c && q[1] >= tw && q[2] >= o) dominated = true;
          if (dominated) continue;
          KindCounts u{n[0] - c, n[1] - tw, n[2] - o, n[3]};
          if (Feasible(*this, p, u)) options.push_back(p);
        }
  }
done:
  std::unique_lock<std::shared_mutex> lock(cache_mutex_);
  return cache_.emplace(n, std::move(options)).first->second;
}

}  // namespace xxroute
