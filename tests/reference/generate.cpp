#include "generate.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "facts.h"
#include "geometry.h"
#include "reference.h"
#include "rng.h"
#include "track.h"
#include "walk.h"
#include "write.h"

namespace ref {

namespace {

// More walks than this and the board is made again (the brute force must
// stay fast).
constexpr long kWalkLimit = 6000;

const std::vector<std::string> kColours = {"yellow", "green", "brown"};
const std::vector<std::string> kTypes = {"large", "medium", "small"};
const std::vector<std::string> kOthers = {"B", "C", "D"};  // companies that only hold tokens

struct SideEnd {
  int edge;
  int width;
};

class Maker {
 public:
  explicit Maker(Rng& rng) : rng_(rng) {}

  Board Make() {
    b_.layout = rng_.Pick(std::vector<Layout>{Layout::kPointy, Layout::kFlat, Layout::kSquare});
    b_.colour = rng_.Pick(kColours);
    Shape();
    Sides();
    for (size_t h = 0; h < b_.hexes.size(); ++h) Fill(static_cast<int>(h));
    Groups();
    Tokens();
    Trains();
    Companies();
    Bonuses();
    return b_;
  }

 private:
  Rng& rng_;
  Board b_;
  std::vector<Cell> cells_;
  std::vector<std::vector<SideEnd>> ends_;  // per hex: edges with track

  int HexAt(Cell c) const {
    for (size_t i = 0; i < cells_.size(); ++i)
      if (cells_[i] == c) return static_cast<int>(i);
    return -1;
  }

  // A connected blob of hexes, moved so that the coordinates start near A1
  // (keeping the parity of doubled coordinates).
  void Shape() {
    const int n = rng_.Chance(50) ? rng_.Between(2, 7) : rng_.Between(8, 13);
    const int edges = EdgeCount(b_.layout);
    cells_ = {b_.layout == Layout::kPointy ? Cell{25, 12} : b_.layout == Layout::kFlat ? Cell{12, 25} : Cell{12, 12}};
    while (static_cast<int>(cells_.size()) < n) {
      Cell c = Across(b_.layout, rng_.Pick(cells_), rng_.Between(0, edges - 1));
      if (HexAt(c) < 0) cells_.push_back(c);
    }
    int minx = 1 << 20, miny = 1 << 20;
    for (const Cell& c : cells_) minx = std::min(minx, c.x), miny = std::min(miny, c.y);
    // pointy: x is the number (from 1), y the letter (from A = 0); flat and
    // square the other way round.
    int dx, dy;
    if (b_.layout == Layout::kPointy) {
      dy = miny, dx = minx - 1;
    } else {
      dx = minx, dy = miny - 1;
    }
    if (b_.layout != Layout::kSquare && (dx + dy) % 2 != 0) (b_.layout == Layout::kPointy ? dx : dy) -= 1;
    for (Cell& c : cells_) {
      c.x -= dx, c.y -= dy;
      Hex h;
      h.coord = CoordOf(b_.layout, c);
      b_.hexes.push_back(h);
    }
  }

  // Which hex sides carry track, and how many lanes; now and then an edge
  // that leads off the board.
  void Sides() {
    const int edges = EdgeCount(b_.layout);
    ends_.assign(cells_.size(), {});
    for (size_t h = 0; h < cells_.size(); ++h)
      for (int e = 0; e < edges; ++e) {
        int nb = HexAt(Across(b_.layout, cells_[h], e));
        if (nb < 0) {
          if (rng_.Chance(4)) ends_[h].push_back({e, 1});
          continue;
        }
        if (nb < static_cast<int>(h) || !rng_.Chance(70)) continue;
        const int width = rng_.Chance(8) ? 2 : 1;
        ends_[h].push_back({e, width});
        ends_[nb].push_back({OppositeEdge(b_.layout, e), width});
      }
  }

  int Value(int lo, int hi) { return 10 * rng_.Between(lo, hi) + (rng_.Chance(25) ? 5 : 0); }

  Stop MakeStop(Hex& hex) {
    Stop s;
    int roll = rng_.Between(1, 100);
    s.kind = roll <= 45 ? Kind::kCity : roll <= 67 ? Kind::kTown : roll <= 80 ? Kind::kOffboard : Kind::kMine;
    const char* prefix = s.kind == Kind::kCity ? "c" : s.kind == Kind::kTown ? "t" : s.kind == Kind::kOffboard ? "o" : "m";
    int n = 0;
    for (const Stop& o : hex.stops) n += o.id[0] == prefix[0];
    s.id = prefix + std::to_string(n);
    switch (s.kind) {
      case Kind::kCity: s.revenue = Value(1, 6); break;
      case Kind::kTown: s.revenue = Value(1, 3); break;
      case Kind::kOffboard: s.revenue = Value(2, 8); break;
      case Kind::kMine: s.revenue = Value(1, 4); break;
    }
    if (rng_.Chance(20)) {
      int v = s.revenue;
      for (const std::string& c : kColours) s.by_colour[c] = v, v += 10 * rng_.Between(0, 2);
    }
    if (s.kind == Kind::kCity) s.slots = rng_.Chance(60) ? 1 : rng_.Chance(75) ? 2 : 3;
    if (s.kind == Kind::kCity && rng_.Chance(8)) s.token_revenue = Value(3, 6);
    if (s.kind != Kind::kMine && s.token_revenue < 0 && rng_.Chance(7)) s.per_token = true;
    if (s.kind == Kind::kMine && rng_.Chance(40)) s.pass_through = true;
    if (s.kind != Kind::kMine && rng_.Chance(12)) s.bonus = 10 * rng_.Between(1, 5);
    return s;
  }

  Path MakePath(End a, End b, int lanes = 1, bool terminal = false) {
    Path p;
    p.a = a, p.b = b, p.lanes = lanes, p.terminal = terminal;
    return p;
  }
  static End EdgeEnd(int e) { return End{e, ""}; }
  static End NodeEnd(const std::string& id) { return End{-1, id}; }

  // Another edge of this hex with track of the same width, or -1.
  int OtherEdge(const std::vector<SideEnd>& ends, const SideEnd& e) {
    std::vector<int> same;
    for (const SideEnd& o : ends)
      if (o.edge != e.edge && o.width == e.width) same.push_back(o.edge);
    return same.empty() ? -1 : rng_.Pick(same);
  }

  void Fill(int h) {
    Hex& hex = b_.hexes[h];
    const auto& ends = ends_[h];
    const int roll = rng_.Between(1, 100);
    const int stops = roll <= 28 ? 0 : roll <= 75 ? 1 : 2;
    if (stops == 0) {
      if (ends.size() >= 3 && rng_.Chance(30)) {
        hex.junctions.push_back("j0");
        for (const SideEnd& e : ends) hex.paths.push_back(MakePath(EdgeEnd(e.edge), NodeEnd("j0"), e.width));
        return;
      }
      // Plain track: edges paired, some edges joined to two others.
      std::vector<SideEnd> order = ends;
      rng_.Shuffle(order);
      std::set<int> done;
      for (const SideEnd& e : order) {
        if (done.count(e.edge) && !rng_.Chance(15)) continue;
        int other = OtherEdge(ends, e);
        if (other < 0) continue;
        if (done.count(other) && !rng_.Chance(40)) continue;
        hex.paths.push_back(MakePath(EdgeEnd(e.edge), EdgeEnd(other), e.width));
        done.insert(e.edge), done.insert(other);
      }
      return;
    }
    for (int i = 0; i < stops; ++i) hex.stops.push_back(MakeStop(hex));
    std::string hub;  // a junction in front of a stop
    if (ends.size() >= 2 && rng_.Chance(10)) {
      hub = "j0";
      hex.junctions.push_back(hub);
      hex.paths.push_back(MakePath(NodeEnd(hex.stops[0].id), NodeEnd(hub)));
    }
    std::vector<SideEnd> order = ends;
    rng_.Shuffle(order);
    int next_stop = 0;  // each stop gets an edge before any gets a second
    for (const SideEnd& e : order) {
      if (rng_.Chance(20)) {  // track past the stop
        int other = OtherEdge(ends, e);
        if (other >= 0 && e.edge < other) hex.paths.push_back(MakePath(EdgeEnd(e.edge), EdgeEnd(other), e.width));
        if (rng_.Chance(50)) continue;
      }
      if (!hub.empty() && e.width == 1 && rng_.Chance(50)) {
        hex.paths.push_back(MakePath(EdgeEnd(e.edge), NodeEnd(hub)));
        continue;
      }
      const Stop& s = next_stop < stops ? hex.stops[next_stop++] : rng_.Pick(hex.stops);
      const bool terminal = rng_.Chance(s.kind == Kind::kOffboard ? 30 : 10);
      hex.paths.push_back(MakePath(EdgeEnd(e.edge), NodeEnd(s.id), e.width, terminal));
    }
    if (stops == 2 && rng_.Chance(35))
      hex.paths.push_back(MakePath(NodeEnd(hex.stops[0].id), NodeEnd(hex.stops[1].id), rng_.Chance(25) ? 2 : 1));
  }

  std::vector<Stop*> AllStops() {
    std::vector<Stop*> all;
    for (Hex& h : b_.hexes)
      for (Stop& s : h.stops) all.push_back(&s);
    return all;
  }

  void Groups() {
    std::vector<Stop*> all;
    for (Stop* s : AllStops())
      if (s->kind != Kind::kMine) all.push_back(s);
    for (int g = 1; g <= 2 && all.size() >= 2; ++g) {
      if (!rng_.Chance(g == 1 ? 22 : 25)) break;
      rng_.Shuffle(all);
      all[0]->group = all[1]->group = "G" + std::to_string(g);
      all.erase(all.begin(), all.begin() + 2);
    }
  }

  // Whether some path reaches the stop.
  bool OnTrack(const Stop* s) const {
    for (const Hex& h : b_.hexes)
      for (const Stop& x : h.stops)
        if (&x == s)
          for (const Path& p : h.paths)
            if (p.a.node == s->id || p.b.node == s->id) return true;
    return false;
  }

  void Tokens() {
    std::vector<Stop*> cities, mines;
    for (Stop* s : AllStops()) {
      if (s->kind == Kind::kCity) cities.push_back(s);
      if (s->kind == Kind::kMine) mines.push_back(s);
    }
    rng_.Shuffle(cities);
    rng_.Shuffle(mines);
    // Stations mostly where there is track.
    auto on_track_first = [&](const Stop* a, const Stop* b) { return OnTrack(a) && !OnTrack(b); };
    if (rng_.Chance(90)) std::stable_sort(cities.begin(), cities.end(), on_track_first);
    if (rng_.Chance(90)) std::stable_sort(mines.begin(), mines.end(), [&](const Stop* a, const Stop* b) { return on_track_first(b, a); });
    size_t next_city = 0;
    const int stations = rng_.Chance(45) ? 1 : rng_.Chance(70) ? 2 : 3;
    for (int i = 0; i < stations; ++i) {
      if (!mines.empty() && rng_.Chance(15)) {
        mines.back()->tokens = {b_.runner};
        mines.pop_back();
      } else if (next_city < cities.size()) {
        cities[next_city++]->tokens.push_back(b_.runner);
      }
    }
    // Other companies: full cities block the company; others share a city.
    for (Stop* c : cities) {
      const int free = c->slots - static_cast<int>(c->tokens.size());
      if (free <= 0) continue;
      const int roll = rng_.Between(1, 100);
      int add = roll <= 28 ? free : roll <= 45 ? rng_.Between(0, free - 1) : 0;
      if (!c->tokens.empty() && add == free && rng_.Chance(50)) --add;  // keep room beside X
      for (int k = 0; k < add; ++k) c->tokens.push_back(kOthers[k]);
    }
  }

  Train MakeTrain(const std::string& name) {
    Train t;
    t.name = name;
    const std::vector<Kind> big = {Kind::kCity, Kind::kOffboard};
    const int style = rng_.Between(1, 100);
    if (style <= 28) {
      t.distance = rng_.Chance(15) ? 999 : rng_.Between(2, 5);
    } else if (style <= 42) {  // N+M
      t.rows = {Row{big, rng_.Between(1, 4), -1}, Row{{Kind::kTown}, rng_.Between(1, 3), -1}};
    } else if (style <= 50) {  // an express: towns free, not paid
      t.rows = {Row{big, rng_.Between(2, 4), -1}, Row{{Kind::kTown}, 99, 0}};
    } else if (style <= 64) {  // a g train: one mine, at an end
      t.must_visit_mine = true;
      if (rng_.Chance(50))
        t.rows = {Row{{Kind::kCity, Kind::kTown, Kind::kOffboard}, rng_.Between(1, 4), -1}, Row{{Kind::kMine}, 1, -1}};
      else
        t.rows = {Row{{Kind::kCity, Kind::kTown, Kind::kOffboard, Kind::kMine}, rng_.Between(2, 5), -1}};
    } else if (style <= 72) {  // mines welcome, none required
      t.rows = {Row{{Kind::kCity, Kind::kTown, Kind::kOffboard}, rng_.Between(2, 4), -1},
                Row{{Kind::kMine}, rng_.Between(1, 2), -1}};
    } else {  // rows drawn at random
      const int rows = rng_.Between(1, 3);
      for (int r = 0; r < rows; ++r) {
        Row row;
        for (Kind k : {Kind::kCity, Kind::kTown, Kind::kOffboard, Kind::kMine})
          if (rng_.Chance(k == Kind::kMine ? 25 : 55)) row.kinds.push_back(k);
        if (row.kinds.empty()) row.kinds.push_back(Kind::kCity);
        row.visit = rng_.Chance(15) ? 99 : rng_.Between(1, 4);
        if (rng_.Chance(40)) row.pay = row.visit == 99 ? rng_.Between(1, 3) : rng_.Between(0, row.visit - 1);
        t.rows.push_back(row);
      }
    }
    if (rng_.Chance(20)) t.pay_total = rng_.Between(1, 3);
    if (rng_.Chance(20)) t.pay_first = rng_.Chance(50) ? big : std::vector<Kind>{Kind::kCity};
    if (rng_.Chance(15)) t.paid_stops_need_token = true;
    if (rng_.Chance(15)) t.multiplier = 2;
    if (rng_.Chance(18)) {
      t.divisor = rng_.Chance(70) ? 2 : 3;
      const std::vector<std::string> roundings = {"", "down", "down_to_10", "up", "up_to_10"};
      t.rounding = rng_.Pick(roundings);
    }
    if (rng_.Chance(40)) t.stop_bonuses = rng_.Between(0, 2);
    if (rng_.Chance(8)) t.shares_track = true;
    return t;
  }

  void Trains() {
    const int types = rng_.Between(1, 3);
    for (int i = 1; i <= types; ++i) b_.trains.push_back(MakeTrain("T" + std::to_string(i)));
  }

  std::vector<std::string> HexesWithStops() {
    std::vector<std::string> out;
    for (const Hex& h : b_.hexes)
      if (!h.stops.empty()) out.push_back(h.coord);
    return out;
  }

  std::vector<std::string> SomeHexes(int most) {
    std::vector<std::string> pool = HexesWithStops();
    if (pool.empty()) pool.push_back(b_.hexes[0].coord);
    rng_.Shuffle(pool);
    pool.resize(std::min<size_t>(pool.size(), rng_.Between(1, most)));
    return pool;
  }

  void Companies() {
    Company x;
    x.name = b_.runner;
    const int count = rng_.Between(1, 3);
    for (int i = 0; i < count; ++i) x.trains.push_back(rng_.Pick(b_.trains).name);
    if (rng_.Chance(45)) x.type = rng_.Pick(kTypes);
    if (rng_.Chance(45)) {
      // Mostly a hex with one of its stations.
      std::vector<std::string> homes;
      for (const Hex& h : b_.hexes)
        for (const Stop& s : h.stops)
          if (std::count(s.tokens.begin(), s.tokens.end(), b_.runner)) homes.push_back(h.coord);
      x.home = !homes.empty() && rng_.Chance(75) ? rng_.Pick(homes) : SomeHexes(1)[0];
    }
    const int hex_bonuses = rng_.Chance(20) ? (rng_.Chance(20) ? 2 : 1) : 0;
    for (int i = 0; i < hex_bonuses; ++i)
      x.hex_bonus.push_back(HexBonus{i == 0 ? "P" : "Q", SomeHexes(2), 10 * rng_.Between(1, 4)});
    b_.companies.push_back(x);
    for (const std::string& other : kOthers) b_.companies.push_back(Company{other, "", "", {}, {}, {}, 0, ""});
  }

  void Bonuses() {
    const int count = rng_.Chance(35) ? rng_.Between(1, 2) : 0;
    for (int i = 1; i <= count; ++i) {
      RouteBonus rb;
      rb.name = "R" + std::to_string(i);
      const int lists = rng_.Between(1, 3);
      for (int l = 0; l < lists; ++l) rb.all_of.push_back(SomeHexes(2));
      if (rng_.Chance(25)) rb.at_least = rng_.Between(1, lists);
      rb.amount = 10 * rng_.Between(1, 6);
      rb.multiplied = rng_.Chance(30);
      rb.divided = !rng_.Chance(25);
      b_.route_bonuses.push_back(rb);
    }
    if (rng_.Chance(30)) {
      b_.home_bonus.given = true;
      b_.home_bonus.amount = 10 * rng_.Between(2, 5);
      if (rng_.Chance(50)) {
        b_.home_bonus.has_types = true;
        b_.home_bonus.types = rng_.Chance(50) ? std::vector<std::string>{"large"}
                                              : std::vector<std::string>{"large", "medium"};
      }
    }
  }
};

// At least two stops, a station, few enough walks for the brute force, and
// (mostly) a route some train may run.
bool Usable(const Board& b, Rng& rng) {
  int stops = 0;
  bool station = false;
  for (const Hex& h : b.hexes)
    for (const Stop& s : h.stops) {
      ++stops;
      station = station || std::count(s.tokens.begin(), s.tokens.end(), b.runner);
    }
  if (stops < 2 || !station) return false;
  Track t = BuildTrack(b);
  Facts f = ReadFacts(b, t);
  std::vector<Walk> walks;
  if (!AllWalks(t, f, kWalkLimit, &walks)) return false;
  for (const Walk& w : walks)
    if (w.stops.size() > 12) return false;
  if (rng.Chance(10)) return true;
  Reference ref(b);
  return ref.AnyRoute();
}

}  // namespace

Generated Generate(uint64_t seed) {
  Rng rng(seed);
  for (;;) {
    Board b = Maker(rng).Make();
    if (!Usable(b, rng)) continue;
    // A most-stops bonus on a fifth of the boards, drawn from a source of
    // its own: the boards are otherwise the ones the seeds made before.
    Rng side(seed * 0x2545F4914F6CDD1Dull + 77);
    if (side.Chance(20))
      for (Company& c : b.companies)
        if (c.name == b.runner) {
          c.most_stops_per_stop = side.Chance(25) ? 5 : 10 * side.Between(1, 6);
          if (side.Chance(50)) c.most_stops_company = "M";
        }
    // A train paid its stops' values under a key of its own (revenue_key:
    // 1889's D at the offboards' diesel value) on a tenth of the boards:
    // most stops with revenue by colour get a value under the key too.
    if (side.Chance(10)) {
      bool keyed = false;
      for (Hex& h : b.hexes)
        for (Stop& s : h.stops)
          if (!s.by_colour.empty() && side.Chance(75)) s.by_colour["diesel"] = 10 * side.Between(1, 12), keyed = true;
      if (keyed && !b.trains.empty()) b.trains[side.Between(0, static_cast<int>(b.trains.size()) - 1)].revenue_key = "diesel";
    }
    return Generated{b, WriteYaml(b)};
  }
}

}  // namespace ref
