#include "xxroute/position_writer.h"

#include <algorithm>

#include "xxroute/error.h"
#include "xxroute/game_keys.h"
#include "xxroute/position_text.h"
#include "xxroute/text.h"
#include "xxroute/turn.h"

// GCC 12 warns, wrongly, of an overlapping memcpy in string concatenations
// ("[" + text + "]") as it inlines them here (GCC bug 105329).
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

namespace xxroute {

namespace {

std::string List(const std::vector<std::string>& items) {
  std::vector<std::string> q;
  for (const auto& i : items) q.push_back(YamlScalar(i));
  return "[" + Join(q) + "]";
}

std::string RevenueFlow(const Revenue& r) {
  if (!r.phased()) return std::to_string(r.flat);
  std::vector<std::string> parts;
  for (const auto& [color, value] : r.by_color) parts.push_back(YamlScalar(color) + ": " + std::to_string(value));
  return "{" + Join(parts) + "}";
}

std::string StopFlow(const StopSpec& s) {
  std::vector<std::string> parts{"kind: " + std::string(KindName(s.kind))};
  parts.push_back("revenue: " + RevenueFlow(s.revenue));
  if (s.slots != 1 || s.kind == StopKind::kCity) parts.push_back("slots: " + std::to_string(s.slots));
  if (!s.tokens.empty()) parts.push_back("tokens: " + List(s.tokens));
  if (!s.group.empty()) parts.push_back("group: " + YamlScalar(s.group));
  if (s.per_token) parts.push_back("per_token: true");
  if (s.token_revenue) parts.push_back("token_revenue: " + std::to_string(*s.token_revenue));
  if (s.pass_through) parts.push_back("pass_through: true");
  if (s.bonus) parts.push_back("bonus: " + std::to_string(s.bonus));
  return "{" + Join(parts) + "}";
}

std::string EndText(const PathEnd& e) { return e.is_edge() ? std::to_string(e.edge) : YamlScalar(e.node); }

std::string PathFlow(const PathSpec& p) {
  const std::string ends = "[" + EndText(p.a) + ", " + EndText(p.b) + "]";
  if (!p.terminal && p.lanes == 1 && p.edge_lanes.empty()) return ends;
  std::vector<std::string> parts{"ends: " + ends};
  if (p.terminal) parts.push_back("terminal: true");
  if (p.lanes != 1) parts.push_back("lanes: " + std::to_string(p.lanes));
  if (!p.edge_lanes.empty()) {
    std::vector<std::string> lanes;
    for (const auto& [edge, el] : p.edge_lanes)
      lanes.push_back(std::to_string(edge) + ": [" + std::to_string(el.width) + ", " + std::to_string(el.index) + "]");
    parts.push_back("edge_lanes: {" + Join(lanes) + "}");
  }
  return "{" + Join(parts) + "}";
}

// The hex's tokens by stop id, the hex's only city (key "", OnlyCity) named
// where the board says which stop that is (its id in `only`).
std::map<std::string, std::vector<std::string>> TokensByStop(const HexSpec& h, const Board* board,
                                                               std::string* only) {
  only->clear();
  if (board)
    if (int hex = board->FindHex(h.coord); hex >= 0)
      if (const int s = OnlyCity(board->stops(), board->hexes()[hex].stops); s >= 0) *only = board->stops()[s].id;
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& [id, companies] : h.tokens) {
    auto& to = out[id.empty() && !only->empty() ? *only : id];
    to.insert(to.end(), companies.begin(), companies.end());
  }
  return out;
}

const HexSpec* PrintedHex(const Board* board, const std::string& coord) {
  if (!board || !board->game() || !board->position().base_map) return nullptr;
  return board->game()->FindMapHex(coord);
}

bool SameStop(const StopSpec& a, const StopSpec& b) {
  return a.id == b.id && a.kind == b.kind && a.revenue.flat == b.revenue.flat && a.revenue.by_color == b.revenue.by_color &&
         a.slots == b.slots && a.tokens == b.tokens && a.group == b.group && a.per_token == b.per_token &&
         a.token_revenue == b.token_revenue && a.pass_through == b.pass_through && a.bonus == b.bonus;
}

bool SamePath(const PathSpec& a, const PathSpec& b) {
  auto same_end = [](const PathEnd& x, const PathEnd& y) { return x.edge == y.edge && x.node == y.node; };
  if (!same_end(a.a, b.a) || !same_end(a.b, b.b) || a.terminal != b.terminal || a.lanes != b.lanes) return false;
  if (a.edge_lanes.size() != b.edge_lanes.size()) return false;
  for (const auto& [edge, el] : a.edge_lanes) {
    auto it = b.edge_lanes.find(edge);
    if (it == b.edge_lanes.end() || it->second.width != el.width || it->second.index != el.index) return false;
  }
  return true;
}

template <typename T, typename Same>
bool SameList(const std::vector<T>& a, const std::vector<T>& b, Same same) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!same(a[i], b[i])) return false;
  return true;
}

bool SameTrains(const CompanySpec& a, const CompanySpec& b) {
  return SameList(a.trains, b.trains, [](const TrainRef& x, const TrainRef& y) {
    return x.name == y.name && x.inline_train.has_value() == y.inline_train.has_value();
  });
}

}  // namespace

bool SameHex(const HexSpec& a, const HexSpec& b) {
  return a.coord == b.coord && a.name == b.name && a.tile == b.tile && a.rotation == b.rotation && a.color == b.color &&
         a.labels == b.labels && SameList(a.stops, b.stops, SameStop) && a.junctions == b.junctions &&
         SameList(a.paths, b.paths, SamePath) && a.tokens == b.tokens && a.has_tokens == b.has_tokens &&
         a.upgrade_labels == b.upgrade_labels && a.tile_name == b.tile_name && a.tile_rotation == b.tile_rotation &&
         a.cost == b.cost && a.terrain == b.terrain && a.reserved_for == b.reserved_for &&
         a.available_from == b.available_from;
}

std::string HexFlow(const HexSpec& h, const Board* board) {
  std::vector<std::string> parts;
  const HexSpec* printed = PrintedHex(board, h.coord);
  if (!h.name.empty() && !(printed && printed->name == h.name)) parts.push_back("name: " + YamlScalar(h.name));
  if (!h.tile.empty()) {
    parts.push_back("tile: " + YamlQuoted(h.tile));
    parts.push_back("rotation: " + std::to_string(h.rotation));
  }
  if (!h.color.empty()) parts.push_back("color: " + YamlScalar(h.color));
  if (!h.labels.empty()) parts.push_back("labels: " + List(h.labels));
  if (!h.upgrade_labels.empty()) {
    std::vector<std::string> u;
    for (const auto& [color, labels] : h.upgrade_labels) u.push_back(YamlScalar(color) + ": " + List(labels));
    parts.push_back("upgrade_labels: {" + Join(u) + "}");
  }
  if (h.cost) parts.push_back("cost: " + std::to_string(h.cost));
  if (!h.terrain.empty()) parts.push_back("terrain: " + YamlScalar(h.terrain));
  if (!h.reserved_for.empty()) parts.push_back("reserved_for: " + YamlScalar(h.reserved_for));
  if (!h.available_from.empty()) parts.push_back("available_from: " + YamlScalar(h.available_from));
  if (!h.tile_name.empty()) parts.push_back("tile_name: " + YamlQuoted(h.tile_name));
  if (!h.tile_name.empty() || h.tile_rotation) parts.push_back("tile_rotation: " + std::to_string(h.tile_rotation));
  if (!h.stops.empty()) {
    std::vector<std::string> stops;
    for (const auto& s : h.stops) stops.push_back(YamlScalar(s.id) + ": " + StopFlow(s));
    parts.push_back("stops: {" + Join(stops) + "}");
  }
  if (!h.junctions.empty()) parts.push_back("junctions: " + List(h.junctions));
  if (!h.paths.empty()) {
    std::vector<std::string> paths;
    for (const auto& p : h.paths) paths.push_back(PathFlow(p));
    parts.push_back("paths: [" + Join(paths) + "]");
  }
  std::string only;
  const auto tokens = TokensByStop(h, board, &only);
  if (!tokens.empty()) {
    const auto& [id, companies] = *tokens.begin();
    if (tokens.size() == 1 && (id.empty() || id == only)) {
      parts.push_back("tokens: " + List(companies));
    } else {
      std::vector<std::string> by_stop;
      for (const auto& [stop, cos] : tokens) by_stop.push_back(YamlScalar(stop) + ": " + List(cos));
      parts.push_back("tokens: {" + Join(by_stop) + "}");
    }
  }
  return "{" + Join(parts) + "}";
}

std::string TrainsFlow(const CompanySpec& c) {
  std::vector<std::string> names;
  for (const auto& t : c.trains) names.push_back(YamlQuoted(t.name));
  return "[" + Join(names) + "]";
}

std::string SharesFlow(const CompanySpec& c) {
  std::vector<std::string> parts;
  for (const auto& holder : c.shares_order)
    parts.push_back(YamlScalar(holder) + ": " + std::to_string(c.shares.at(holder)));
  return "{" + Join(parts) + "}";
}

std::string CellFlow(const std::pair<int, int>& cell) {
  return "[" + std::to_string(cell.first) + ", " + std::to_string(cell.second) + "]";
}

namespace {

// The costs of a company's markers left: `[40, 100, 100]`.
std::string MarkersFlow(const std::vector<int>& costs) {
  std::vector<std::string> v;
  for (int cost : costs) v.push_back(std::to_string(cost));
  return "[" + Join(v) + "]";
}

}  // namespace

std::string HexBonusFlow(const std::vector<HexBonus>& bonuses) {
  std::vector<std::string> parts;
  for (const HexBonus& b : bonuses)
    parts.push_back("{company: " + YamlScalar(b.company) + ", hexes: [" + Join(b.hexes) + "], amount: " +
                    std::to_string(b.amount) + "}");
  return "[" + Join(parts) + "]";
}

std::string CompanyFlow(const CompanySpec& c) {
  std::vector<std::string> parts;
  if (!c.type.empty()) parts.push_back("type: " + YamlScalar(c.type));
  if (!c.home.empty()) parts.push_back("home: " + YamlScalar(c.home));
  parts.push_back("trains: " + TrainsFlow(c));
  if (c.treasury) parts.push_back("treasury: " + std::to_string(*c.treasury));
  if (c.par) parts.push_back("par: " + std::to_string(*c.par));
  if (c.share_price) parts.push_back("share_price: " + std::to_string(*c.share_price));
  if (c.share_price_cell) parts.push_back("share_price_cell: " + CellFlow(*c.share_price_cell));
  if (c.loans) parts.push_back("loans: " + std::to_string(*c.loans));
  if (!c.shares.empty()) parts.push_back("shares: " + SharesFlow(c));
  if (c.turns) parts.push_back("turns: " + std::to_string(*c.turns));
  if (c.floated) parts.push_back(std::string("floated: ") + (*c.floated ? "true" : "false"));
  if (c.markers) parts.push_back("markers: " + MarkersFlow(*c.markers));
  if (!c.capital.empty()) parts.push_back("capital: " + c.capital);
  if (c.escrow) parts.push_back("escrow: " + std::to_string(*c.escrow));
  if (!c.hex_bonus.empty()) parts.push_back("hex_bonus: " + HexBonusFlow(c.hex_bonus));
  if (const auto& m = c.most_stops_bonus)
    parts.push_back("most_stops_bonus: {per_stop: " + std::to_string(m->per_stop) +
                    (m->company.empty() ? std::string() : ", company: " + YamlScalar(m->company)) + "}");
  if (c.no_permanent_train) parts.push_back(std::string("no_permanent_train: ") + (*c.no_permanent_train ? "true" : "false"));
  if (c.reserved) parts.push_back("reserved: " + std::to_string(*c.reserved));
  return "{" + Join(parts) + "}";
}

namespace {

// The company's money and stock keys (apply's payout, loans, shares, par)
// that changed, written; a key the change would drop is refused.
void SetMoneyKeys(PositionText& t, const CompanySpec& old, const CompanySpec& c, const std::string& file) {
  auto dropped = [&](const char* key) {
    throw InputError(file, c.line, "company " + c.name + ": " + key + " dropped, which apply does not write");
  };
  auto number = [&](const char* key, const std::optional<int>& was, const std::optional<int>& now) {
    if (was == now) return;
    if (!now) dropped(key);
    t.SetCompanyKey(c.name, key, std::to_string(*now));
  };
  // (a key a flow entry lacks goes first: added last to first, they read in order)
  if (old.shares != c.shares) t.SetCompanyKey(c.name, "shares", SharesFlow(c));
  number("loans", old.loans, c.loans);
  if (old.share_price_cell != c.share_price_cell) {
    if (!c.share_price_cell) dropped("share_price_cell");
    t.SetCompanyKey(c.name, "share_price_cell", CellFlow(*c.share_price_cell));
  }
  number("share_price", old.share_price, c.share_price);
  number("par", old.par, c.par);
  if (old.markers != c.markers) {
    if (!c.markers) dropped("markers");
    t.SetCompanyKey(c.name, "markers", MarkersFlow(*c.markers));
  }
  number("escrow", old.escrow, c.escrow);
  if (old.no_permanent_train != c.no_permanent_train) {
    if (!c.no_permanent_train) dropped("no_permanent_train");
    t.SetCompanyKey(c.name, "no_permanent_train", *c.no_permanent_train ? "true" : "false");
  }
  auto same = [](const HexBonus& x, const HexBonus& y) { return x.company == y.company && x.hexes == y.hexes && x.amount == y.amount; };
  if (!std::equal(old.hex_bonus.begin(), old.hex_bonus.end(), c.hex_bonus.begin(), c.hex_bonus.end(), same)) {
    // (none left, a marker gone: written as [])
    t.SetCompanyKey(c.name, "hex_bonus", HexBonusFlow(c.hex_bonus));
  }
  if (old.capital != c.capital) {
    if (c.capital.empty()) dropped("capital");
    t.SetCompanyKey(c.name, "capital", c.capital);
  }
}

}  // namespace

std::string RewritePosition(const std::string& text, const Position& before, const Board& board) {
  const Position& after = board.position();
  const std::string& file = before.file;
  if (after.game != before.game || after.variant != before.variant || after.base_map != before.base_map)
    throw InputError(file, 0, "the change moved the game, variant or base map, which apply does not write");
  PositionText t(text, file);
  if (after.phase != before.phase) t.SetTop("phase", YamlScalar(after.phase));
  if (after.color != before.color && t.HasTop("color")) t.SetTop("color", YamlScalar(after.color));
  if ((before.players && !after.players) || (before.bank_trains && !after.bank_trains) || (before.turn && !after.turn) ||
      (!before.cash.empty() && after.cash.empty()) || (before.pool_trains && !after.pool_trains))
    throw InputError(file, 0, "the change dropped players, bank_trains, turn, cash or pool_trains, which apply does not write");
  if (after.players != before.players) t.SetTop("players", std::to_string(*after.players));
  if (after.bank_trains != before.bank_trains) t.SetTop("bank_trains", BankTrainsFlow(*after.bank_trains));
  if (after.cash != before.cash) t.SetTop("cash", CashFlow(after.cash));
  if (after.pool_trains != before.pool_trains)  // (beside the bank's other trains)
    t.SetTop("pool_trains", PoolTrainsFlow(*after.pool_trains), {"game", "variant", "phase", "players", "bank_trains"});
  if (!SameTurn(after.turn, before.turn)) t.SetTop("turn", TurnFlow(*after.turn));
  if (after.closed != before.closed) t.SetTop("closed", List(after.closed));
  if (after.draw != before.draw) t.SetTop("draw", List(after.draw));
  if (before.round && !after.round) throw InputError(file, 0, "the change dropped round, which apply does not write");
  if (after.round && (!before.round || !(*after.round == *before.round))) t.SetTop("round", RoundFlow(*after.round));
  if (after.privates != before.privates) t.SetTop("privates", PrivatesFlow(after.privates));
  if (after.privates_used != before.privates_used) t.SetTop("privates_used", List(after.privates_used));


  bool hexes_changed = after.hexes.size() != before.hexes.size();
  for (const auto& h : after.hexes) {
    const HexSpec* old = before.FindHex(h.coord);
    hexes_changed = hexes_changed || !old || !SameHex(*old, h);
  }
  if (hexes_changed && t.FlowWithEntries("hexes")) {  // (written `hexes: {...}`: now one a line)
    std::vector<std::pair<std::string, std::string>> entries;
    for (const auto& h : after.hexes) entries.push_back({YamlScalar(h.coord), HexFlow(h, &board)});
    t.SetSection("hexes", entries);
  } else if (hexes_changed) {
    for (const auto& h : after.hexes)
      if (const HexSpec* old = before.FindHex(h.coord); !old || !SameHex(*old, h)) t.SetHex(h.coord, HexFlow(h, &board));
  }
  for (const auto& c : after.companies) {
    const CompanySpec* old = before.FindCompany(c.name);
    if (!old) {
      t.AddCompany(c.name, CompanyFlow(c));
      continue;
    }
    if (!SameTrains(*old, c)) {
      for (const auto& ref : c.trains)
        if (ref.inline_train)
          throw InputError(file, c.line,
                           "company " + c.name + " defines its trains inline; apply writes train names (define the " +
                               "trains under the top-level 'trains:' and name them here)");
      t.SetCompanyKey(c.name, "trains", TrainsFlow(c));
    }
    if (c.treasury != old->treasury) {
      if (!c.treasury) throw InputError(file, c.line, "company " + c.name + ": treasury dropped");
      t.SetCompanyKey(c.name, "treasury", std::to_string(*c.treasury));
    }
    SetMoneyKeys(t, *old, c, file);
    if (c.turns != old->turns && c.turns) t.SetCompanyKey(c.name, "turns", std::to_string(*c.turns));
    if (c.floated != old->floated && c.floated) t.SetCompanyKey(c.name, "floated", *c.floated ? "true" : "false");
    if (c.reserved.value_or(0) != old->reserved.value_or(0))  // (all handed over: 0)
      t.SetCompanyKey(c.name, "reserved", std::to_string(c.reserved.value_or(0)));
  }
  return t.Text();
}

}  // namespace xxroute
