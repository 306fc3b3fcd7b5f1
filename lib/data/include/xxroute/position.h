// Position: a board position as written in a file (format version 1), before
// any game data is merged or any geometry is resolved.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "xxroute/train.h"

namespace xxroute {

// A stop's revenue: one value, or one per phase colour.
struct Revenue {
  int flat = 0;
  std::map<std::string, int> by_color;
  bool phased() const { return !by_color.empty(); }
};

struct StopSpec {
  std::string id;  // local to the hex: c0, t0, o0, m0, ...
  StopKind kind = StopKind::kCity;
  Revenue revenue;
  int slots = 1;
  std::vector<std::string> tokens;
  std::string group;
  bool per_token = false;
  // Extensions (docs/format-extensions.md):
  std::optional<int> token_revenue;  // the value for a company holding a token here (castle)
  bool pass_through = false;         // a mine a route may pass (18Lilliput scenario card)
  int bonus = 0;                     // printed bonus a route earns here (18CZ Moravia-Silesia red tiles)
  int line = 0;
};

// One end of a path: a hex edge (0..5, or 0..3 on square grids) or a stop or
// junction id of the same hex.
struct PathEnd {
  int edge = -1;
  std::string node;
  bool is_edge() const { return edge >= 0; }
};

struct EdgeLane {
  int width = 1;
  int index = 0;
};

struct PathSpec {
  PathEnd a, b;
  bool terminal = false;
  int lanes = 1;
  std::map<int, EdgeLane> edge_lanes;  // by edge number
  int line = 0;
};

struct HexSpec {
  std::string coord;
  int line = 0;
  std::string name;
  // Other names of the place, as rulebooks and players say them (extension:
  // docs/format-extensions.md), matched like the name in declared routes.
  std::vector<std::string> aliases;
  std::string tile;  // an id of the game's tile manifest, laid with `rotation`
  int rotation = 0;
  int tile_line = 0;
  std::string color;
  std::vector<std::string> labels;
  std::vector<StopSpec> stops;
  std::vector<std::string> junctions;
  std::vector<PathSpec> paths;
  // Tokens placed on the hex's stops by id (extension, docs/format-extensions.md): for a
  // hex laid by `tile`, or a printed hex the position only adds tokens to.
  std::map<std::string, std::vector<std::string>> tokens;
  bool has_tokens = false;
  int tokens_line = 0;
  // Tokens and no geometry: the printed hex stays, with these tokens.
  bool overlay() const {
    return has_tokens && tile.empty() && stops.empty() && junctions.empty() && paths.empty();
  }
  // Labels a tile of this colour or later carries here instead of `labels`
  // (a printed map's future labels: 1836jr56 Brussels becomes Lon in brown).
  std::map<std::string, std::vector<std::string>> upgrade_labels;
  std::string tile_name;  // informational
  int tile_rotation = 0;  // informational
  int cost = 0;           // terrain cost (game maps)
  // The cost printed on a side (edge: cost), paid by the tile whose track
  // first crosses it from both hexes (1846's rivers and ridges; game maps).
  std::map<int, int> side_costs;
  std::map<int, std::string> side_terrain;  // a costed side's terrain (edge: mountain, water): a private's discount reads it
  std::string terrain;    // the terrain printed: rough, sea, mountain, water, ... (a private's discount reads it)
  std::string reserved_for;    // only this company may use the hex's track (18Lilliput Laputa)
  std::string available_from;  // the phase from which the tile may be laid
};

struct HexBonus {
  std::string company;  // the private company whose marker it is
  std::vector<std::string> hexes;
  int amount = 0;
};

// A company's bonus for the route of its set that visits the most stops
// (extension `most_stops_bonus`, docs/format-extensions.md): `per_stop` for
// each stop that route visits, paid or not. A bonus over the whole set of
// its routes, not of one route alone.
struct MostStopsBonus {
  int per_stop = 0;
  std::string company;  // the private company whose effect it is ("" where not said)
  int line = 0;
};

struct TrainRef {
  std::string name;
  int line = 0;
  std::optional<Train> inline_train;  // when the company defines it in place
};

// Whether a holder of `shares` is a player: not the bank's pool (`pool`,
// `market`), the company's unsold shares (`ipo`) or the bank (`bank`).
inline bool IsPlayerHolder(const std::string& holder) {
  return holder != "pool" && holder != "ipo" && holder != "market" && holder != "bank";
}

struct CompanySpec {
  std::string name;
  int line = 0;
  std::string type;
  std::vector<TrainRef> trains;
  std::string home;
  std::optional<int> treasury;
  std::optional<int> share_price;
  std::map<std::string, int> shares;  // holder -> percent (IsPlayerHolder tells a player from the bank)
  std::vector<std::string> shares_order;
  std::vector<std::string> owns;
  std::vector<HexBonus> hex_bonus;
  std::optional<MostStopsBonus> most_stops_bonus;
  std::vector<std::string> engine_trains;
  // Extensions for dividends (docs/format-extensions.md):
  std::optional<int> loans;
  std::optional<std::pair<int, int>> share_price_cell;
  std::optional<bool> no_permanent_train;
  std::optional<int> par;  // the par price set when it floated (apply --par)
  // Extension for the operating turn (docs/format-extensions.md): its
  // operating turns finished.
  std::optional<int> turns;
  // Extension for the stock round: false while its shares are on sale but it
  // has not floated (a company without the key has floated).
  std::optional<bool> floated;
  bool Floated() const { return floated.value_or(true); }
  // Extension for a takeover (18CZ VIII.9): the cost of each station marker
  // the company has yet to place, in the order it places them, once a
  // takeover gave it markers of another charter (`markers:`); without the
  // key, those of its own charter its stations on the board leave.
  std::optional<std::vector<int>> markers;
  // How its IPO shares pay (game.yaml stock: capital by phase): "escrow",
  // "incremental" or "full", fixed as it is parred ("": the game's); and the
  // money the bank holds back for it until it reaches its destination.
  std::string capital;
  std::optional<int> escrow;
  // The percent of its IPO held back for the players' exchanges (1824: a
  // regional railway's president's share for its coal railway's owner, a
  // state railway's shares for its pre-state railways' owners): not on sale,
  // and the company does not float while any is held back.
  std::optional<int> reserved;
};

// The round under way (extension `round:`, docs/format-extensions.md).
struct RoundState {
  std::string kind;    // "stock", "operating" (or "start": the game's start, privates sold)
  int number = 0;      // the stock round's number, or the one before this operating round
  int operating = 0;   // the operating round within its set (1, 2, ...); 0 in a stock round
  int of = 0;          // the operating rounds of the set, fixed as the stock round ended (0: not written)
  int line = 0;
  // In an operating round: the companies whose turn in it has begun, in
  // order (key `operated`), and the privates whose marker has moved in it
  // (key `markers`; game.yaml privates: marker_moves). Both empty as a round
  // begins.
  std::vector<std::string> operated, markers;
  bool operator==(const RoundState& o) const {
    return kind == o.kind && number == o.number && operating == o.operating && of == o.of && operated == o.operated &&
           markers == o.markers;
  }
};

// What the current operating turn has done (extension `turn:`,
// docs/format-extensions.md). An empty company: no turn under way.
struct TurnState {
  std::string company;
  int lays = 0;      // new tiles laid (yellow)
  int upgrades = 0;  // tiles upgraded
  int stations = 0;  // stations placed besides the home station
  bool ran = false;  // its trains have run
  std::vector<std::string> bought;  // trains bought, in order
  int trade_ins = 0;
  int loans = 0;     // loans taken in the turn (1836jr56: one an operating round)
  // Companies taken over in the turn (18CZ VIII.9), and the trains it took
  // over from them that it may still turn to a larger face or scrap (000
  // lines 1017-1023), each as it now is.
  std::vector<std::string> took_over, taken_trains;
  std::string borrowed;  // a train borrowed for the turn, given back as it ends (a national: 1836jr 003 lines 309-315)
  int line = 0;
};

struct RouteBonus {
  std::string name;
  std::vector<std::vector<std::string>> all_of;    // lists of hexes
  std::vector<std::vector<std::string>> of_tiles;  // or lists of tile ids (boards with no map)
  int at_least = 0;  // lists that must be met; 0: all of them
  int amount = 0;
  bool multiplied = false;
  bool divided = true;  // an obsolete train's divisor applies to it
  int line = 0;
};

// +amount to a route of a company of one of `types` (every company where
// empty) that visits a stop on its home hex (18CZ: a large company's red home
// tile). Game data (bonuses: home) or a position's `home_bonus`.
struct HomeBonus {
  std::vector<std::string> types;
  int amount = 0;
};

struct ExpectRoute {
  std::string train;
  std::vector<std::string> stops;  // HEX.STOP or HEX
  std::optional<int> revenue;
  std::optional<int> subsidy;
  int line = 0;
};

struct ExpectDividend {
  std::string kind;  // payout | withhold | half
  std::map<std::string, int> per_holder;
  std::optional<int> to_treasury;
  std::optional<int> share_price_before;
  std::optional<int> share_price_after;
  int line = 0;
};

struct Expect {
  std::string company;
  std::optional<int> revenue;
  std::optional<int> at_least;
  std::optional<int> subsidy;
  std::optional<std::vector<ExpectRoute>> routes;
  std::optional<ExpectDividend> dividend;
  int line = 0;
};

enum class Layout { kPointy, kFlat, kSquare };

struct Axes {
  bool x_is_number = true;  // pointy default: x = number, y = letter
};

struct Position {
  std::string file;
  std::string game;
  std::string variant;
  std::string phase;
  // How a per_token stop's "at least 3" reads (docs/format-extensions.md):
  // "rulebook", a train of at least 3 (1836jr 003 line 190), or "18xx.games",
  // a route of at least 3 stops. The key `per_token_reading`; without it a
  // position exported from 18xx.games (source: {engine: tobymao/18xx}) reads
  // 18xx.games', any other the rulebook's.
  std::string per_token_reading = "rulebook";
  // Whether the first tile on a printed hex that shows a terrain cost pays
  // it (docs/format-extensions.md): "rulebook", only where the hex is
  // white and has no printed track (a tile on a printed yellow hex or a
  // printed city's track is an upgrade, free: 1836jr 003 line 166; 1824
  // VII.7, 002 lines 606, 627); "18xx.games", the first tile laid on any
  // printed hex pays it, as 18xx.games charges. The key `terrain_reading`;
  // without it, a position exported from 18xx.games reads 18xx.games'.
  std::string terrain_reading = "rulebook";
  // What a takeover does with the buyer's own station markers not yet
  // placed (docs/format-extensions.md): "rulebook", they keep their cost
  // (18CZ 000 lines 1008-1010: only the smaller company's cost 100);
  // "18xx.games", every one of them then costs the takeover's marker cost,
  // as 18xx.games prices them. The key `takeover_reading`; without it, a
  // position exported from 18xx.games reads 18xx.games'.
  std::string takeover_reading = "rulebook";
  int game_line = 0, phase_line = 0;  // where `game` and `phase` are given, for errors
  std::string color;
  std::optional<Layout> layout;
  std::optional<Axes> axes;
  bool base_map = true;
  std::vector<HexSpec> hexes;
  std::vector<CompanySpec> companies;
  std::vector<Train> trains;  // inline train definitions
  std::vector<int> train_lines;
  std::vector<RouteBonus> route_bonuses;
  std::optional<HomeBonus> home_bonus;  // extension: replaces the game's
  std::optional<Expect> expect;
  // Extensions for the operating turn (docs/format-extensions.md):
  std::optional<int> players;
  // The trains (18CZ: cards) the bank has left, by name, in the file's order;
  // a train the game counts and the list leaves out: none left.
  std::optional<std::vector<std::pair<std::string, int>>> bank_trains;
  std::optional<TurnState> turn;  // the turn under way, once the file follows turns
  // The trains in the bank's pool (extension `pool_trains:`), by name, one
  // entry a train: given up over a limit where the game puts them there,
  // on sale again at their price (--buy-train), rusting with their kind.
  std::optional<std::vector<std::string>> pool_trains;
  // Companies closed or merged away (extension, docs/format-extensions.md):
  // a closed company holds nothing and makes no move.
  std::vector<std::string> closed;
  int closed_line = 0;
  // Extensions for the whole game (docs/format-extensions.md): the round
  // under way, and each private company held with its owner (a player or a
  // company), in the file's order.
  std::optional<RoundState> round;
  std::vector<std::pair<std::string, std::string>> privates;
  int privates_line = 0;
  // The privates whose ability was used, their cards turned over (extension
  // `privates_used:`; game.yaml private_ability).
  std::vector<std::string> privates_used;
  // The move under way (one apply: its list of edits), never written: the
  // hexes each private's ability laid in it, and the privates bought in it
  // (game.yaml privates: lays together and on_purchase).
  struct MoveSoFar {
    std::vector<std::pair<std::string, std::string>> ability_lays;  // (private, hex)
    std::vector<std::string> privates_bought;
  } move_so_far;
  const std::string* PrivateOwner(const std::string& name) const;
  // What a president adds to a train the company must buy comes from the
  // cash, and a dividend goes to it; negative: what the player owes the bank
  // (a loan of a forced purchase, with its interest).
  std::vector<std::pair<std::string, int>> cash;  // Each player's money, players in seat order (extension `cash:`); empty: not followed
  int* Cash(const std::string& player);  // nullptr when the player is not listed
  // The readings of 18xx.games the file follows where the rulebook says
  // otherwise (extension `readings:`; game.yaml site_readings).
  std::vector<std::string> readings;
  bool Reads(const std::string& reading) const;
  // The railways drawn for stack 1 at the start (extension `draw:`; game.yaml
  // draw, 1824 X.3): construction railways as their charters are bought.
  std::vector<std::string> draw;
  // Whether `company` has a station token on a hex the file lists.
  bool HasStation(const std::string& company) const;

  bool Closed(const std::string& company) const;
  const CompanySpec* FindCompany(const std::string& name) const;
  CompanySpec* FindCompany(const std::string& name);
  const HexSpec* FindHex(const std::string& coord) const;  // the hexes the position lists
  HexSpec* FindHex(const std::string& coord);
};

// Reads a position file; throws InputError on anything malformed.
Position LoadPosition(const std::string& file);
// The same from text (for tests and fuzzing); `file` names it in errors.
Position ParsePosition(const std::string& text, const std::string& file);

bool ParseLayout(const std::string& s, Layout* out);

}  // namespace xxroute
