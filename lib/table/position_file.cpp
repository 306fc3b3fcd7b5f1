#include "xxroute/position_file.h"

#include "xxroute/game_keys.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>

#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {

// One hex of a board in words that do not depend on the order of hexes.
struct HexFacts {
  std::string name, color, tile, labels, reserved_for;
  int rotation = 0;
  std::vector<std::string> stops;  // "c0 city 20 slots 1 tokens BN ..."
  std::vector<std::string> track;  // "e0-c0", sorted
};

std::map<std::string, HexFacts> Facts(const Board& b) {
  std::map<int, std::vector<std::string>> groups;
  for (const auto& s : b.stops()) groups[s.group].push_back(s.label);
  auto end_text = [&](const TrackEnd& e) {
    std::string s = e.kind == TrackEnd::kEdge ? "e" + std::to_string(e.index)
                    : e.kind == TrackEnd::kStop ? b.stops()[e.index].id
                                                : b.junctions()[e.index].id;
    if (e.lane_width > 1) s += "/" + std::to_string(e.lane) + "of" + std::to_string(e.lane_width);
    return s;
  };
  std::map<std::string, HexFacts> out;
  for (const auto& h : b.hexes()) {
    HexFacts& f = out[h.coord];
    f.name = h.name;
    f.color = h.color;
    f.tile = h.tile;
    f.rotation = h.rotation;
    f.labels = JoinOrNone(h.labels);
    f.reserved_for = h.reserved_for;
    for (int si : h.stops) {
      const Stop& s = b.stops()[si];
      std::string g = JoinOrNone(groups[s.group]);
      f.stops.push_back(s.id + " " + KindName(s.kind) + " " + std::to_string(s.value) + ", slots " +
                        std::to_string(s.slots) + ", tokens " + JoinOrNone(s.tokens) + ", group " + g +
                        (s.per_token ? ", per token" : "") + ", token value " + std::to_string(s.token_revenue) +
                        (s.pass_through ? ", pass through" : "") + ", bonus " + std::to_string(s.bonus));
    }
  }
  for (const auto& seg : b.segments()) {
    std::string a = end_text(seg.a), c = end_text(seg.b);
    if (c < a) std::swap(a, c);
    out[b.hexes()[seg.hex].coord].track.push_back(a + "-" + c + (seg.terminal ? " terminal" : ""));
  }
  for (auto& [coord, f] : out) std::sort(f.track.begin(), f.track.end());
  return out;
}

std::string Differ(const std::string& what, const std::string& want, const std::string& got) {
  return what + " " + (got.empty() ? "none" : got) + " instead of " + (want.empty() ? "none" : want);
}

std::string TrainNames(const CompanySpec& c) {
  std::vector<std::string> v;
  for (const auto& t : c.trains) v.push_back(t.name);
  return JoinOrNone(v);
}

std::string Text(const std::optional<int>& v) { return v ? std::to_string(*v) : ""; }

// The company's money and stock keys that differ (apply's payout, loans,
// shares, par): "" when none.
std::string MoneyDifference(const CompanySpec& want, const CompanySpec& got) {
  if (want.par != got.par) return Differ("par", Text(want.par), Text(got.par));
  if (want.share_price != got.share_price) return Differ("share_price", Text(want.share_price), Text(got.share_price));
  if (want.loans != got.loans) return Differ("loans", Text(want.loans), Text(got.loans));
  auto cell = [](const std::optional<std::pair<int, int>>& c) {
    return c ? std::to_string(c->first) + "," + std::to_string(c->second) : "";
  };
  if (want.share_price_cell != got.share_price_cell)
    return Differ("share_price_cell", cell(want.share_price_cell), cell(got.share_price_cell));
  auto shares = [](const CompanySpec& c) {
    std::vector<std::string> v;
    for (const auto& [holder, percent] : c.shares) v.push_back(holder + " " + std::to_string(percent));
    return JoinOrNone(v);
  };
  if (want.shares != got.shares) return Differ("shares", shares(want), shares(got));
  auto markers = [](const std::optional<std::vector<int>>& m) {
    if (!m) return std::string();
    std::vector<std::string> v;
    for (int cost : *m) v.push_back(std::to_string(cost));
    return "[" + Join(v) + "]";
  };
  if (want.markers != got.markers) return Differ("markers", markers(want.markers), markers(got.markers));
  return "";
}

}  // namespace

std::string PositionDifference(const LoadedPosition& wanted, const Position& got_pos) {
  const Position& want_pos = wanted.position();
  if (want_pos.game != got_pos.game) return Differ("game", want_pos.game, got_pos.game);
  if (want_pos.variant != got_pos.variant) return Differ("variant", want_pos.variant, got_pos.variant);
  if (want_pos.phase != got_pos.phase) return Differ("phase", want_pos.phase, got_pos.phase);
  if (want_pos.per_token_reading != got_pos.per_token_reading)
    return Differ("per_token_reading", want_pos.per_token_reading, got_pos.per_token_reading);
  if (want_pos.terrain_reading != got_pos.terrain_reading)
    return Differ("terrain_reading", want_pos.terrain_reading, got_pos.terrain_reading);
  if (want_pos.takeover_reading != got_pos.takeover_reading)
    return Differ("takeover_reading", want_pos.takeover_reading, got_pos.takeover_reading);
  if (want_pos.closed != got_pos.closed) return Differ("closed", JoinOrNone(want_pos.closed), JoinOrNone(got_pos.closed));
  auto got_lp = wanted.Load(got_pos, {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
  const Board &want = wanted.board(), &got = got_lp->board();
  if (want.color() != got.color()) return Differ("revenue colour", want.color(), got.color());
  const auto w = Facts(want), g = Facts(got);
  for (const auto& [coord, f] : w) {
    auto it = g.find(coord);
    if (it == g.end()) return "hex " + coord + " is missing";
    const HexFacts& h = it->second;
    const std::string where = "hex " + coord + ": ";
    if (f.name != h.name) return where + Differ("name", f.name, h.name);
    if (f.color != h.color) return where + Differ("colour", f.color, h.color);
    if (f.tile != h.tile) return where + Differ("tile", f.tile, h.tile);
    if (f.rotation != h.rotation) return where + Differ("rotation", std::to_string(f.rotation), std::to_string(h.rotation));
    if (f.labels != h.labels) return where + Differ("labels", f.labels, h.labels);
    if (f.reserved_for != h.reserved_for) return where + Differ("reserved_for", f.reserved_for, h.reserved_for);
    if (f.stops != h.stops) return where + Differ("stops", JoinOrNone(f.stops), JoinOrNone(h.stops));
    if (f.track != h.track) return where + Differ("track", JoinOrNone(f.track), JoinOrNone(h.track));
  }
  for (const auto& [coord, f] : g)
    if (!w.count(coord)) return "hex " + coord + " is there but should not be";
  if (want_pos.companies.size() != got_pos.companies.size())
    return Differ("companies", std::to_string(want_pos.companies.size()), std::to_string(got_pos.companies.size()));
  for (const auto& c : want_pos.companies) {
    const CompanySpec* o = got_pos.FindCompany(c.name);
    if (!o) return "company " + c.name + " is missing";
    if (TrainNames(c) != TrainNames(*o)) return "company " + c.name + ": " + Differ("trains", TrainNames(c), TrainNames(*o));
    if (c.treasury != o->treasury)
      return "company " + c.name + ": " +
             Differ("treasury", c.treasury ? std::to_string(*c.treasury) : "", o->treasury ? std::to_string(*o->treasury) : "");
    if (const std::string d = MoneyDifference(c, *o); !d.empty()) return "company " + c.name + ": " + d;
  }
  if (const std::string d = GameKeysDifference(want_pos, got_pos); !d.empty()) return d;
  return TurnDifference(want_pos, got_pos);
}

void WritePositionFile(const std::string& file, const std::string& text, const LoadedPosition& want) {
  const size_t slash = file.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : file.substr(0, slash);
  std::string tmp = dir + "/.xxroute-XXXXXX";
  std::vector<char> name(tmp.begin(), tmp.end());
  name.push_back('\0');
  const int fd = mkstemp(name.data());
  if (fd < 0) throw InputError(file, 0, "cannot write a temporary file in " + dir + ": nothing written");
  tmp = name.data();
  auto fail = [&](const std::string& why) {
    std::remove(tmp.c_str());
    throw InputError(file, 0, why + ": nothing written");
  };
  bool ok = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  struct stat st;
  if (stat(file.c_str(), &st) == 0) fchmod(fd, st.st_mode & 07777);
  else fchmod(fd, 0644);
  ok = fsync(fd) == 0 && ok;
  ok = close(fd) == 0 && ok;
  if (!ok) fail("cannot write " + tmp);
  auto unreadable = [&](const InputError& e) {
    fail("the rewritten file would not load (line " + std::to_string(e.line()) + ": " + e.message() + ")");
  };
  Position got;
  try {
    got = LoadPosition(tmp);
  } catch (const InputError& e) {
    unreadable(e);
  }
  got.file = file;
  std::string diff;
  try {
    diff = PositionDifference(want, got);
  } catch (const InputError& e) {
    unreadable(e);
  }
  if (!diff.empty()) fail("the rewritten file would differ from the change (" + diff + ")");
  if (std::rename(tmp.c_str(), file.c_str()) != 0) fail("cannot rename " + tmp + " over it");
}

}  // namespace xxroute
