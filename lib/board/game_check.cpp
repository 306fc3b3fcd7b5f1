#include "xxroute/game_check.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "xxroute/palette.h"
#include "xxroute/board.h"

namespace xxroute {

namespace {

// The game's map placed on its grid (an empty position over the base map).
std::unique_ptr<Board> PrintedBoard(const Game& g, Position* holder) {
  holder->file = g.map_file;
  holder->game = g.name;
  holder->variant = g.variant;
  if (!g.phases.empty()) holder->phase = g.phases.front().name;
  // (the board lives only while `g` is checked: it shares the game without owning it)
  return Board::Build(*holder, std::shared_ptr<const Game>(std::shared_ptr<const Game>(), &g));
}

bool KnownTrain(const Game& g, const std::string& name) {
  if (g.FindTrain(name)) return true;
  for (const auto& c : g.train_cards)
    if (c.card == name) return true;
  return false;
}

// "FILE:LINE: ", where a finding is.
std::string AtLine(const std::string& file, int line) { return file + ":" + std::to_string(line) + ": "; }

// Track to an edge with no hex beyond.
void CheckTrackOnMap(const Game& g, const Board& board, std::vector<std::string>* out) {
  for (const auto& s : board.segments())
    for (const TrackEnd* e : {&s.a, &s.b})
      if (e->kind == TrackEnd::kEdge && board.Neighbour(s.hex, e->index) < 0)
        out->push_back(AtLine(g.map_file, board.hexes()[s.hex].line) + "hex " + board.hexes()[s.hex].coord +
                       ": track to edge " + std::to_string(e->index) + " leads off the map");
}

// Homes on a city (or a hex labelled for the company's own tile).
void CheckHomes(const Game& g, const Board& board, std::vector<std::string>* out) {
  for (const auto& [name, c] : g.companies)
    if (c.reserved && (board.FindHex(c.reserved->hex) < 0 || !g.FindPhase(c.reserved->until)))
      out->push_back(AtLine(g.file, c.line) + "company " + name + ": its reserved slot on " + c.reserved->hex + " until phase " +
                     c.reserved->until + " names no hex of the map or no phase of the game");
  for (const auto& [name, c] : g.companies) {
    if (!c.lay_discount) continue;
    for (const auto& h : c.lay_discount->hexes)
      if (!g.FindMapHex(h)) out->push_back(AtLine(g.file, c.line) + "company " + name + " lay_discount: no hex " + h + " on the map");
    for (const auto& t : c.lay_discount->tiles)
      if (!g.Tiles().count(t)) out->push_back(AtLine(g.file, c.line) + "company " + name + " lay_discount: tile " + t + " is not in the manifest");
  }
  for (const auto& [name, c] : g.companies)
    for (const auto& home : c.home) {
      int hex = board.FindHex(home);
      if (hex < 0) {
        out->push_back(AtLine(g.file, c.line) + "company " + name + ": home " + home + " is not on the map");
        continue;
      }
      const BoardHex& h = board.hexes()[hex];
      bool city = false;
      for (int s : h.stops) {
        const Stop& st = board.stops()[s];
        if ((st.kind == StopKind::kCity || st.kind == StopKind::kMine) && (c.home_stop.empty() || st.id == c.home_stop))
          city = true;
      }
      bool labelled = std::count(h.labels.begin(), h.labels.end(), name) > 0;
      if (!city && !labelled)
        out->push_back(AtLine(g.file, c.line) + "company " + name + ": home " + home +
                       (c.home_stop.empty() ? "" : "." + c.home_stop) + " has no city");
    }
}

// Company colours the pictures can draw.
void CheckCompanyColors(const Game& g, std::vector<std::string>* out) {
  for (const auto& [name, c] : g.companies)
    if (!c.color.empty() && ColorCode(c.color).empty())
      out->push_back(AtLine(g.file, c.line) + "company " + name + ": color '" + c.color +
                     "' is neither a colour name the pictures know nor #rgb or #rrggbb");
}

// Train names the phases, cards and company types use.
void CheckTrainNames(const Game& g, std::vector<std::string>* out) {
  for (const auto& p : g.phases) {
    std::vector<std::string> names = p.rusts;
    names.insert(names.end(), p.obsolete.begin(), p.obsolete.end());
    if (!p.on.empty()) names.push_back(p.on);
    for (const auto& n : names)
      if (!KnownTrain(g, n))
        out->push_back(AtLine(g.file, p.line) + "phase " + p.name + " names train '" + n + "', which the game does not have");
  }
  for (const auto& c : g.train_cards)
    for (const auto& [type, face] : c.faces)
      if (!g.FindTrain(face))
        out->push_back(AtLine(g.file, c.line) + "train card " + c.card + ": face '" + face + "' is not a train of the game");
  for (const auto& [type, ct] : g.company_types)
    for (const auto* list : {&ct.trains, &ct.may_own})
      for (const auto& t : *list)
        if (!g.FindTrain(t))
          out->push_back(AtLine(g.file, 0) + "company type " + type + ": train '" + t + "' is not a train of the game");
}

// The trains, phases and companies a company's entry names.
void CheckCompanyNames(const Game& g, std::vector<std::string>* out) {
  for (const auto& [name, c] : g.companies) {
    const std::string where = AtLine(g.file, c.line) + "company " + name;
    for (const auto& t : c.may_own)
      if (!g.FindTrain(t)) out->push_back(where + ": may_own names '" + t + "', not a train of the game");
    if (!c.closes_on.empty() && !g.FindPhase(c.closes_on))
      out->push_back(where + ": closes_on names '" + c.closes_on + "', not a phase");
    if (!c.merges_into.empty() && !g.companies.count(c.merges_into))
      out->push_back(where + ": merges_into names '" + c.merges_into + "', not a company");
    if (!c.forms_on.empty() && !g.FindPhase(c.forms_on))
      out->push_back(where + ": forms_on names '" + c.forms_on + "', not a phase");
    if (!c.merges_from.empty() && !g.FindPhase(c.merges_from))
      out->push_back(where + ": merges_from names '" + c.merges_from + "', not a phase");
  }
}

// The trains and phases the bank's offer of each train names.
void CheckOfferNames(const Game& g, std::vector<std::string>* out) {
  for (const auto& [name, o] : g.offers) {
    for (const auto* list : {&o.rusts_on, &o.trade_in})
      for (const auto& t : *list)
        if (!g.FindTrain(t))
          out->push_back(AtLine(g.file, o.line) + "train " + name + ": names '" + t + "', not a train of the game");
    if (!o.available_on.empty() && !g.FindPhase(o.available_on))
      out->push_back(AtLine(g.file, o.line) + "train " + name + ": available_on names '" + o.available_on + "', not a phase");
    const TrainOffer* card = o.face_of.empty() ? nullptr : g.FindOffer(o.face_of);
    if (!o.face_of.empty() && (!card || !card->face_of.empty() || (!card->count && card->count_by_players.empty())))
      out->push_back(AtLine(g.file, o.line) + "train " + name + ": face_of names '" + o.face_of +
                     "', not a counted train of its own");
  }
}

// Upgrades name tiles of the manifest.
void CheckUpgrades(const Game& g, std::vector<std::string>* out) {
  for (const auto& [id, t] : g.Tiles()) {
    if (!t.upgrades_to) continue;
    for (const auto& u : *t.upgrades_to)
      if (!g.Tiles().count(u))
        out->push_back(AtLine(g.tiles_file, t.shape.line) + "tile " + id + " upgrades to '" + u +
                       "', which is not in the manifest");
  }
}

// The revenue keys of the printed map's stops and the tiles' are ones the
// game reads: its phases' colours and its trains' revenue_key (another
// would be a value no train is ever paid: a typo, or another game's data).
void CheckRevenueKeys(const Game& g, std::vector<std::string>* out) {
  std::set<std::string> read;
  for (const auto& ph : g.phases) read.insert(ph.color);
  for (const auto& t : g.trains)
    if (!t.revenue_key.empty()) read.insert(t.revenue_key);
  auto check = [&](const std::string& file, const std::string& what, const StopSpec& s, int line) {
    for (const auto& by : s.revenue.by_color)
      if (!read.count(by.first))
        out->push_back(AtLine(file, s.line ? s.line : line) + what + " stop " + s.id + ": revenue for '" + by.first +
                       "', which is no colour of the game's phases nor a train's revenue_key");
  };
  for (const auto& h : g.MapHexes())
    for (const auto& s : h.stops) check(g.map_file, "hex " + h.coord, s, h.line);
  for (const auto& [id, t] : g.Tiles())
    for (const auto& s : t.shape.stops) check(g.tiles_file, "tile " + id, s, t.shape.line);
}

// A side's terrain as a hex prints it ("none": not said).
std::string TerrainOf(const HexSpec& h, int edge) {
  const auto it = h.side_terrain.find(edge);
  return it == h.side_terrain.end() ? "none" : it->second;
}

// A side's cost, and its terrain, are printed on both hexes it parts, the
// same (the rule pays it from either side: tile_rules.cpp PriceSides).
void CheckSideCosts(const Game& g, const Board& board, std::vector<std::string>* out) {
  const int E = board.edges();
  for (const auto& h : g.MapHexes())
    for (const auto& [edge, cost] : h.side_costs) {
      const std::string nb = board.NeighbourCoord(h.coord, edge);
      const HexSpec* other = nb.empty() ? nullptr : g.FindMapHex(nb);
      const int opposite = (edge + E / 2) % E;
      const std::string what = AtLine(g.map_file, h.line) + "hex " + h.coord + ": side " + std::to_string(edge) +
                               " costs " + std::to_string(cost) + ", which ";
      if (!other) out->push_back(what + "no hex beyond it shares");
      else if (!other->side_costs.count(opposite) || other->side_costs.at(opposite) != cost)
        out->push_back(what + "hex " + nb + " does not print on its side " + std::to_string(opposite));
      else if (TerrainOf(h, edge) != TerrainOf(*other, opposite))
        out->push_back(what + "is " + TerrainOf(h, edge) + " here and " + TerrainOf(*other, opposite) + " on hex " + nb);
    }
}

// A private's blocked hexes and its own lay name hexes of the map and tiles
// of the manifest; the phase companies buy privates from is one of the game's.
void CheckPrivateHexes(const Game& g, std::vector<std::string>* out) {
  for (const auto& [name, p] : g.privates) {
    auto hexes = p.blocks;
    if (p.lays) hexes.insert(hexes.end(), p.lays->hexes.begin(), p.lays->hexes.end());
    if (p.token) hexes.push_back(p.token->hex);
    for (const auto& h : hexes)
      if (!g.FindMapHex(h)) out->push_back(AtLine(g.file, p.line) + "private " + name + ": no hex " + h + " on the map");
    if (const HexSpec* h = p.token ? g.FindMapHex(p.token->hex) : nullptr) {
      const std::string stop = p.token->stop;  // (a name, not a structured binding: the lambda below uses it)
      if (std::none_of(h->stops.begin(), h->stops.end(), [&](const StopSpec& s) { return s.id == stop && s.kind == StopKind::kCity; }))
        out->push_back(AtLine(g.file, p.line) + "private " + name + ": no city " + stop + " on " + p.token->hex);
    }
    if (p.lays)
      for (const auto& t : p.lays->tiles)
        if (!g.Tiles().count(t))
          out->push_back(AtLine(g.file, p.line) + "private " + name + " lays tile " + t + ", which is not in the manifest");
  }
  if (g.private_purchase)
    for (const std::string* ph : {&g.private_purchase->from, &g.private_purchase->until})
      if (!ph->empty() && !g.FindPhase(*ph))
        out->push_back(AtLine(g.file, 1) + "rules private_purchase: names phase '" + *ph + "', not one of the game's");
}

}  // namespace

std::vector<std::string> CheckGame(const Game& g) {
  std::vector<std::string> out;
  Position pos;
  auto board = PrintedBoard(g, &pos);
  CheckTrackOnMap(g, *board, &out);
  CheckHomes(g, *board, &out);
  CheckCompanyColors(g, &out);
  CheckTrainNames(g, &out);
  CheckCompanyNames(g, &out);
  CheckOfferNames(g, &out);
  CheckUpgrades(g, &out);
  CheckRevenueKeys(g, &out);
  CheckPrivateHexes(g, &out);
  CheckSideCosts(g, *board, &out);
  return out;
}

std::string SummarizeGame(const Game& g) {
  Position pos;
  auto board = PrintedBoard(g, &pos);
  std::ostringstream o;
  o << TitleWithVariant(g) << "\n";
  std::map<std::string, int> kinds;
  for (const auto& s : board->stops()) ++kinds[KindName(s.kind)];
  o << "map: " << board->hexes().size() << " hexes ("
    << (g.layout == Layout::kSquare ? "square cards" : g.layout == Layout::kFlat ? "flat" : "pointy") << ")";
  for (const auto& [k, n] : kinds) o << ", " << n << " " << (k == "city" && n != 1 ? "citie" : k) << (n == 1 ? "" : "s");
  o << "\n";
  std::map<std::string, std::pair<int, int>> colors;  // kinds, pieces
  bool unlimited = false;
  for (const auto& [id, t] : g.Tiles()) {
    auto& c = colors[t.color.empty() ? "?" : t.color];
    ++c.first;
    if (t.count) c.second += *t.count;
    else unlimited = true;
  }
  o << "tiles:";
  for (const auto& [color, c] : colors) o << " " << color << " " << c.first << " kinds/" << c.second << " pieces;";
  if (unlimited) o << " (some unlimited)";
  o << "\nphases:\n";
  for (const auto& p : g.phases) {
    o << "  " << p.name << ": " << p.color;
    if (!p.on.empty()) o << ", from the first " << p.on;
    if (!p.tiles.empty()) {
      o << ", tiles";
      for (const auto& t : p.tiles) o << " " << t;
    }
    if (!p.rusts.empty()) {
      o << ", rusts";
      for (const auto& t : p.rusts) o << " " << t;
    }
    if (!p.obsolete.empty()) {
      o << ", obsolete";
      for (const auto& t : p.obsolete) o << " " << t;
    }
    o << "\n";
  }
  o << "trains:";
  for (const auto& t : g.trains) o << " " << t.name;
  o << "\ncompanies:";
  for (const auto& [name, c] : g.companies) o << " " << name << (c.type.empty() ? "" : "(" + c.type + ")");
  o << "\n";
  if (!g.not_modelled.empty()) o << "not modelled: " << g.not_modelled << "\n";
  if (!g.variants.empty() && g.variant.empty()) {
    o << "variants:";
    for (const auto& v : g.variants) o << " " << v;
    o << "\n";
  }
  return o.str();
}

}  // namespace xxroute
