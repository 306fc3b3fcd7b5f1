#include "xxroute/whatif.h"

#include <cstdint>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>

#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/game.h"
#include "treasury.h"

namespace xxroute {

namespace {

// Each run of track of a network as text: its pieces by place, not by index.
std::vector<std::string> LinkTexts(const Network& net) {
  const Board& b = net.board();
  auto end_text = [&](const Segment& s, const TrackEnd& e) {
    std::string t = b.hexes()[s.hex].coord + ":";
    switch (e.kind) {
      case TrackEnd::kEdge: return t + "e" + std::to_string(e.index) + "/" + std::to_string(e.lane_width) + "." + std::to_string(e.lane);
      case TrackEnd::kStop: return t + b.stops()[e.index].id;
      case TrackEnd::kJunction: return t + "j" + b.junctions()[e.index].id;
    }
    return t;
  };
  std::vector<std::string> out;
  for (const auto& l : net.links()) {
    std::vector<std::string> segs;
    for (int s : l.segments) {
      const Segment& seg = b.segments()[s];
      std::string a = end_text(seg, seg.a), c = end_text(seg, seg.b);
      if (c < a) std::swap(a, c);
      segs.push_back(a + "-" + c + (seg.terminal ? "T" : ""));
    }
    std::sort(segs.begin(), segs.end());
    std::string text;
    for (const auto& x : segs) text += x + ";";
    out.push_back(text);
  }
  return out;
}

// What the solver sees of a network: its shape (every run of track; the
// stops it joins, which may be passed, which are stations) and, with
// `values`, what each stop pays. Equal shapes: the same routes; equal values
// too: the same answer.
struct Signature {
  std::string shape, values;
  explicit Signature(const Network& net) {
    const Board& b = net.board();
    std::vector<std::string> links = LinkTexts(net);
    std::sort(links.begin(), links.end());
    for (const auto& l : links) shape += l + "\n";
    for (size_t s = 0; s < b.stops().size(); ++s) {
      const StopScore& ss = net.stop_scores()[s];
      if (net.NodeOfStop(static_cast<int>(s)) < 0) continue;
      shape += b.stops()[s].label + "/" + KindName(ss.kind) + "/" + std::to_string(net.StopIsTerminal(static_cast<int>(s))) +
               "/" + std::to_string(ss.station) + "/" + std::to_string(b.stops()[s].group) + ";";
      values += std::to_string(ss.value) + "/" + std::to_string(net.bonus_rules().hex_bonus[ss.hex]) + "/" +
                std::to_string(net.bonus_rules().bonus_hex[ss.hex]) + "/" + std::to_string(ss.home) + "/" +
                std::to_string(ss.bonus) + "/" + std::to_string(ss.per_token) + ";";
    }
    for (const auto& rb : net.bonus_rules().route) {  // (tile-based bonuses move with lays)
      values += "|" + std::to_string(rb.need) + "/" + std::to_string(rb.amount) + "/" +
                std::to_string(rb.multiplied) + std::to_string(rb.divided);
      for (const auto& list : rb.lists) {
        values += ":";
        for (int h : list) values += std::to_string(h) + ",";
      }
    }
  }
};

// The routes of network `from` as routes of `to`, a network of the same shape.
std::vector<Walk> Remap(const Network& from, const Network& to, const std::vector<Walk>& walks) {
  std::vector<std::string> a = LinkTexts(from), b = LinkTexts(to);
  std::unordered_map<std::string, int> index;
  for (size_t i = 0; i < b.size(); ++i) index[b[i]] = static_cast<int>(i);
  std::vector<int> link(a.size());
  for (size_t i = 0; i < a.size(); ++i) link[i] = index.at(a[i]);
  std::vector<int> stop(from.board().stops().size(), -1);
  for (size_t s = 0; s < stop.size(); ++s) stop[s] = to.board().FindStop(from.board().stops()[s].label);
  std::vector<Walk> out;
  out.reserve(walks.size());
  for (const auto& w : walks) {
    Walk n;
    for (int s : w.stops) n.stops.push_back(stop[s]);
    for (int l : w.links) n.links.push_back(link[l]);
    n.resources = n.stops.empty() ? std::vector<uint64_t>(ResourceWords(to), 0) : TrackOfRoute(to, n.stops.front(), n.links);
    out.push_back(std::move(n));
  }
  return out;
}

// A company over its train limit gives trains back to the bank, its owner
// choosing which: every way to keep `keep` of them is solved and the best
// kept (the most income, then subsidy; the first such in order).
void KeepBest(int keep, const SolveOptions& options, const Applied& applied, Outcome* o) {
  const LoadedPosition& bought = *applied.loaded;
  const std::string& company = bought.company().name;
  const std::vector<TrainRef> all = bought.position().FindCompany(company)->trains;
  const int n = static_cast<int>(all.size());
  std::set<std::vector<std::string>> tried;
  std::vector<int> pick(keep);
  for (int k = 0; k < keep; ++k) pick[k] = k;
  bool have = false;
  int64_t best_key = -1;
  std::string best_given;
  for (;;) {
    std::vector<TrainRef> kept;
    std::vector<std::string> names;
    for (int k : pick) kept.push_back(all[k]), names.push_back(all[k].name);
    std::sort(names.begin(), names.end());
    if (tried.insert(names).second) {
      Position pos = bought.position();
      pos.FindCompany(company)->trains = kept;
      auto lp = bought.Load(std::move(pos), {company, LoadOptions::kCompany, LoadOptions::kNoAudit});
      Result r = Solve(lp->network(), options);
      const int64_t key = IncomeRank(r.income, r.subsidy);
      if (!have || key > best_key) {
        have = true, best_key = key;
        o->loaded = std::move(lp);
        o->result = std::move(r);
        best_given.clear();
        std::vector<bool> in(n, false);
        for (int k : pick) in[k] = true;
        for (int i = 0; i < n; ++i)
          if (!in[i]) best_given += (best_given.empty() ? "" : ", ") + all[i].name;
      }
    }
    int k = keep - 1;
    while (k >= 0 && pick[k] == n - keep + k) --k;
    if (k < 0) break;
    ++pick[k];
    for (int j = k + 1; j < keep; ++j) pick[j] = pick[j - 1] + 1;
  }
  o->notes += (o->notes.empty() ? "" : "; ") + ("gives " + best_given + " back, keeping the best " +
                                                 std::to_string(keep));
}

// What each change is compared with: the position as it is, solved, the
// signature of its network and the walks the solver found legal there.
struct AsIs {
  const LoadedPosition& loaded;
  const Network& net;
  const Result& result;
  const Signature& signature;
  const std::vector<Walk>& walks;
};

// Whether `net`'s company runs the same trains as `base`'s, in the same order.
bool RunsSameTrains(const Network& net, const Network& base) {
  bool same = net.company().trains.size() == base.company().trains.size();
  for (size_t t = 0; same && t < net.company().trains.size(); ++t)
    same = net.company().trains[t]->name == base.company().trains[t]->name;
  return same;
}

// The answer as it is, for a network of the same shape and values: its
// routes' links are indices into that network, not the base's, so they are
// re-found by checking the same stops. False when they do not check for the
// same income.
bool ReuseAnswer(const AsIs& as_is, const Network& net, Outcome* o) {
  o->result = as_is.result;
  o->result.stats = SolveStats{};
  std::vector<DeclaredRoute> declared;
  for (const auto& r : o->result.routes) {
    DeclaredRoute d{r.train->name, {}, 0};
    for (int s : r.stops) d.stops.push_back(as_is.loaded.board().stops()[s].label);
    declared.push_back(d);
  }
  CheckResult c = CheckRoutes(net, declared);
  if (!c.legal || c.income != o->result.income) return false;
  o->result.routes.clear();
  for (auto& v : c.routes) o->result.routes.push_back(v.route);
  return true;
}

// One change made and solved: over the train limit, every way to keep the
// trains; on the same network and trains as the base, the base's answer, no
// search; on the same shape, the base's routes scored again, no walk;
// otherwise a search of its own.
void SolveChange(const AsIs& as_is, const Change& change, const SolveOptions& options, Outcome* o) {
  Applied applied = ApplyChange(as_is.loaded, change);
  o->cost = applied.cost;
  for (const auto& c : applied.costs) o->cost_text += (o->cost_text.empty() ? "" : ", ") + c;
  for (const auto& n : applied.notes) o->notes += (o->notes.empty() ? "" : "; ") + n;
  if (applied.keep >= 0) {  // over the limit: the trains whose keeping earns most
    KeepBest(applied.keep, options, applied, o);
    o->ok = true;
    return;
  }
  o->loaded = std::move(applied.loaded);
  const Network& net = o->loaded->network();
  // The same network and trains as the base: the same answer, no search.
  const bool comparable =
      RunsSameTrains(net, as_is.net) && o->loaded->position().phase == as_is.loaded.position().phase;
  std::unique_ptr<Signature> sig;
  if (comparable) sig = std::make_unique<Signature>(net);
  const bool same_shape = comparable && sig->shape == as_is.signature.shape;
  if (same_shape && sig->values == as_is.signature.values && ReuseAnswer(as_is, net, o)) {
    o->ok = true;
    return;
  }
  if (same_shape) {  // the same routes, other values: score them again, no walk
    std::vector<Walk> walks = Remap(as_is.net, net, as_is.walks);
    SolveOptions given = options;
    given.walks = &walks;
    o->result = Solve(net, given);
  } else {
    o->result = Solve(net, options);
  }
  o->ok = true;
}

}  // namespace

std::vector<Outcome> RunChanges(std::unique_ptr<LoadedPosition> base, const std::vector<Change>& changes,
                                const SolveOptions& options) {
  std::vector<Outcome> out(changes.size() + 1);
  out[0].change = "as is";
  out[0].loaded = std::move(base);
  const LoadedPosition& as_is = *out[0].loaded;
  const Network& base_net = as_is.network();
  std::unique_ptr<Signature> base_signature;
  std::vector<Walk> base_walks;
  try {
    SolveOptions keep = options;
    keep.legal_walks = &base_walks;
    out[0].result = Solve(base_net, keep);
    out[0].ok = true;
    base_signature = std::make_unique<Signature>(base_net);
  } catch (const InputError& e) {
    out[0].error = e.what();
    out[0].failure = e;
    return out;
  }
  const AsIs base_answer{as_is, base_net, out[0].result, *base_signature, base_walks};
#pragma omp parallel for schedule(dynamic, 1)
  for (size_t i = 1; i <= changes.size(); ++i) {
    Outcome& o = out[i];
    o.change = changes[i - 1].name;
    try {
      SolveChange(base_answer, changes[i - 1], options, &o);
    } catch (const CannotPay& e) {
      o.error = e.what();
      o.failure = e;
      o.unaffordable = true;
    } catch (const InputError& e) {
      o.error = e.what();
      o.failure = e;
    } catch (const std::exception& e) {
      o.failure = InputError(as_is.position().file, 0, o.change + ": " + e.what());
      o.error = o.failure->what();
    }
  }
  return out;
}

}  // namespace xxroute
