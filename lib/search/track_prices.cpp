#include "xxroute/track_prices.h"

#include <algorithm>
#include <cmath>

namespace xxroute {

// How the prices are found: the subgradient method on the bound (a
// Lagrangian relaxation of "each piece of track in at most one route"). At
// the current prices each type's best priced route is found; a piece that
// more trains would run than the one allowed gets dearer, a piece no best
// route runs cheaper (never below 0); the step is scaled by how far the bound
// is above `reached`. The lowest bound met is kept. Only speed depends on
// how good the prices are: the search checks nothing but that they are not
// negative.

namespace {

// Subgradient steps: 40 to 120 measured on the bench boards that price (the
// search nodes vary widely with the prices); 60 to 80 did best, and cost less.
constexpr int kIterations = 70;
constexpr int kStall = 4;  // iterations without a lower bound before the step halves

}  // namespace

int64_t PricedBound(const std::vector<const RouteIndex*>& index, const std::vector<int>& trains,
                    const std::vector<int64_t>& price) {
  int64_t bound = 0;
  for (int64_t p : price) bound += p;
  const std::vector<uint64_t> none(index.empty() ? 0 : index[0]->words(), 0);
  for (size_t t = 0; t < index.size(); ++t)
    if (trains[t] > 0 && !index[t]->empty()) bound += trains[t] * index[t]->BestPriced(none.data(), price.data(), 0);
  return bound;
}

std::vector<int64_t> PriceTrack(const std::vector<const RouteIndex*>& index, const std::vector<int>& trains,
                                int words, int64_t reached, const std::function<bool()>& stop) {
  const int pieces = words * 64;
  std::vector<double> lambda(pieces, 0);
  std::vector<int64_t> price(pieces, 0), best_price = price;
  int64_t best = -1;
  const std::vector<uint64_t> none(words, 0);
  std::vector<double> g(pieces);
  double theta = 1;
  int stall = 0;
  for (int it = 0; it < kIterations && theta > 1e-3 && !(stop && stop()); ++it) {
    int64_t bound = 0;
    for (int64_t p : price) bound += p;
    std::fill(g.begin(), g.end(), 1.0);
    for (size_t t = 0; t < index.size(); ++t) {
      if (trains[t] == 0 || index[t]->empty()) continue;
      int pos = -1;
      const int64_t m = index[t]->BestPriced(none.data(), price.data(), 0, &pos);
      if (pos < 0) continue;
      bound += trains[t] * m;
      const uint64_t* track = index[t]->track_at(pos);
      for (int w = 0; w < words; ++w)
        for (uint64_t bits = track[w]; bits; bits &= bits - 1) g[w * 64 + __builtin_ctzll(bits)] -= trains[t];
    }
    if (best < 0 || bound < best) {
      best = bound, best_price = price, stall = 0;
    } else if (++stall >= kStall) {
      theta /= 2, stall = 0;
    }
    if (bound <= reached) break;  // (no prices give less than an assignment's value)
    double norm = 0;
    for (int x = 0; x < pieces; ++x)
      if (lambda[x] > 0 || g[x] < 0) norm += g[x] * g[x];
    if (norm == 0) break;
    const double step = theta * static_cast<double>(bound - reached) / norm;
    for (int x = 0; x < pieces; ++x) {
      lambda[x] = std::max(0.0, lambda[x] - step * g[x]);
      price[x] = std::llround(lambda[x]);
    }
  }
  return best_price;
}

}  // namespace xxroute
