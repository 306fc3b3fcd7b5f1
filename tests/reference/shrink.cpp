#include "shrink.h"

#include <algorithm>
#include <functional>
#include <utility>

namespace ref {

namespace {

bool EndsAt(const Path& p, const std::string& id) { return p.a.node == id || p.b.node == id; }

// Every board one step smaller or simpler than `b`.
std::vector<Board> Smaller(const Board& b) {
  std::vector<Board> out;
  auto with = [&](const std::function<bool(Board&)>& change) {
    Board c = b;
    if (change(c)) out.push_back(std::move(c));
  };
  for (size_t h = 0; h < b.hexes.size(); ++h) {
    with([&](Board& c) { return c.hexes.erase(c.hexes.begin() + h), true; });
    const Hex& hex = b.hexes[h];
    for (size_t s = 0; s < hex.stops.size(); ++s) {
      with([&](Board& c) {
        Hex& x = c.hexes[h];
        const std::string id = x.stops[s].id;
        x.stops.erase(x.stops.begin() + s);
        std::erase_if(x.paths, [&](const Path& p) { return EndsAt(p, id); });
        return true;
      });
      auto stop_change = [&](const std::function<bool(Stop&)>& f) { with([&](Board& c) { return f(c.hexes[h].stops[s]); }); };
      stop_change([&](Stop& st) {
        if (st.by_colour.empty()) return false;
        st.revenue = st.by_colour[b.colour];
        return st.by_colour.clear(), true;
      });
      stop_change([](Stop& st) { return std::exchange(st.per_token, false); });
      stop_change([](Stop& st) { return std::exchange(st.pass_through, false); });
      stop_change([](Stop& st) { return std::exchange(st.token_revenue, -1) >= 0; });
      stop_change([](Stop& st) { return std::exchange(st.bonus, 0) != 0; });
      stop_change([](Stop& st) { return !std::exchange(st.group, "").empty(); });
      stop_change([&](Stop& st) {
        const size_t before = st.tokens.size();
        std::erase_if(st.tokens, [&](const std::string& t) { return t != b.runner; });
        return st.tokens.size() != before;
      });
      stop_change([](Stop& st) {
        const int slots = std::max<int>(1, st.tokens.size());
        return std::exchange(st.slots, slots) != slots;
      });
    }
    for (size_t j = 0; j < hex.junctions.size(); ++j)
      with([&](Board& c) {
        Hex& x = c.hexes[h];
        const std::string id = x.junctions[j];
        x.junctions.erase(x.junctions.begin() + j);
        std::erase_if(x.paths, [&](const Path& p) { return EndsAt(p, id); });
        return true;
      });
    for (size_t p = 0; p < hex.paths.size(); ++p) {
      with([&](Board& c) { return c.hexes[h].paths.erase(c.hexes[h].paths.begin() + p), true; });
      with([&](Board& c) { return std::exchange(c.hexes[h].paths[p].lanes, 1) != 1; });
      with([&](Board& c) { return std::exchange(c.hexes[h].paths[p].terminal, false); });
    }
  }
  // The company and its trains.
  auto company = [](Board& c) -> Company& {
    for (Company& co : c.companies)
      if (co.name == c.runner) return co;
    return c.companies.front();
  };
  const Company& x = b.RunningCompany();
  for (size_t t = 0; x.trains.size() > 1 && t < x.trains.size(); ++t)
    with([&](Board& c) { return company(c).trains.erase(company(c).trains.begin() + t), true; });
  with([&](Board& c) { return !std::exchange(company(c).type, "").empty(); });
  with([&](Board& c) { return !std::exchange(company(c).home, "").empty(); });
  for (size_t i = 0; i < x.hex_bonus.size(); ++i)
    with([&](Board& c) { return company(c).hex_bonus.erase(company(c).hex_bonus.begin() + i), true; });
  for (size_t i = 0; i < b.companies.size(); ++i)
    if (b.companies[i].name != b.runner)
      with([&](Board& c) { return c.companies.erase(c.companies.begin() + i), true; });
  for (size_t t = 0; t < b.trains.size(); ++t) {
    if (!std::count(x.trains.begin(), x.trains.end(), b.trains[t].name)) {
      with([&](Board& c) { return c.trains.erase(c.trains.begin() + t), true; });
      continue;
    }
    auto train_change = [&](const std::function<bool(Train&)>& f) { with([&](Board& c) { return f(c.trains[t]); }); };
    train_change([](Train& tr) { return std::exchange(tr.pay_total, -1) >= 0; });
    train_change([](Train& tr) { return !std::exchange(tr.pay_first, {}).empty(); });
    train_change([](Train& tr) { return std::exchange(tr.paid_stops_need_token, false); });
    train_change([](Train& tr) { return std::exchange(tr.multiplier, 1) != 1; });
    // (A rounding without a divisor is a question of its own: they go together.)
    train_change([](Train& tr) { return tr.rounding = "", std::exchange(tr.divisor, 1) != 1; });
    train_change([](Train& tr) { return tr.divisor > 1 && !std::exchange(tr.rounding, "").empty(); });
    train_change([](Train& tr) { return std::exchange(tr.must_visit_mine, false); });
    train_change([](Train& tr) { return std::exchange(tr.stop_bonuses, -1) >= 0; });
    train_change([](Train& tr) { return std::exchange(tr.shares_track, false); });
    for (size_t r = 0; r < b.trains[t].rows.size(); ++r) {
      if (b.trains[t].rows.size() > 1)
        train_change([&](Train& tr) { return tr.rows.erase(tr.rows.begin() + r), true; });
      train_change([&](Train& tr) { return std::exchange(tr.rows[r].pay, -1) >= 0; });
    }
  }
  // Bonuses.
  for (size_t i = 0; i < b.route_bonuses.size(); ++i) {
    with([&](Board& c) { return c.route_bonuses.erase(c.route_bonuses.begin() + i), true; });
    const RouteBonus& rb = b.route_bonuses[i];
    for (size_t l = 0; rb.all_of.size() > 1 && l < rb.all_of.size(); ++l)
      with([&](Board& c) { return c.route_bonuses[i].all_of.erase(c.route_bonuses[i].all_of.begin() + l), true; });
    for (size_t l = 0; l < rb.all_of.size(); ++l)
      for (size_t k = 0; rb.all_of[l].size() > 1 && k < rb.all_of[l].size(); ++k)
        with([&](Board& c) {
          auto& list = c.route_bonuses[i].all_of[l];
          return list.erase(list.begin() + k), true;
        });
    with([&](Board& c) { return std::exchange(c.route_bonuses[i].at_least, 0) != 0; });
    with([&](Board& c) { return std::exchange(c.route_bonuses[i].multiplied, false); });
    with([&](Board& c) { return !std::exchange(c.route_bonuses[i].divided, true); });
  }
  with([](Board& c) { return std::exchange(c.home_bonus.given, false); });
  with([](Board& c) { return std::exchange(c.home_bonus.has_types, false); });
  return out;
}

}  // namespace

Board Shrink(Board board, const std::function<bool(const Board&)>& keeps) {
  for (bool smaller = true; smaller;) {
    smaller = false;
    for (Board& c : Smaller(board))
      if (keeps(c)) {
        board = std::move(c);
        smaller = true;
        break;
      }
  }
  return board;
}

}  // namespace ref
