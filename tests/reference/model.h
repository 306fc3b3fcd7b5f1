// The reference's own picture of a position: what the generator makes, the
// writer prints as YAML, the reader reads back, and the walk and scorer use.
// Nothing here comes from the library; it is written from the contract
// (../shared/formats/position.md) and docs/format-extensions.md.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace ref {

enum class Kind { kCity, kTown, kOffboard, kMine };
const char* KindName(Kind k);
bool KindFromName(const std::string& s, Kind* out);

enum class Layout { kPointy, kFlat, kSquare };
const char* LayoutName(Layout l);

// A revenue location of a hex: city, town, offboard or mine.
struct Stop {
  std::string id;  // local to the hex: c0, t1, o0, m0
  Kind kind = Kind::kCity;
  int revenue = 0;                       // used when by_colour is empty
  std::map<std::string, int> by_colour;  // revenue read with the board's colour
  int slots = 1;
  std::vector<std::string> tokens;
  std::string group;  // "" for none
  bool per_token = false;
  int token_revenue = -1;  // -1: none
  bool pass_through = false;
  int bonus = 0;
};

// One end of a path: an edge number, or a stop or junction id of the hex.
struct End {
  int edge = -1;
  std::string node;
  bool is_edge() const { return edge >= 0; }
};

// A piece of track inside a hex between two ends; `lanes` parallel copies.
struct Path {
  End a, b;
  bool terminal = false;
  int lanes = 1;
  // `edge_lanes`: at these edges the path uses lane INDEX of WIDTH lanes
  // (edge -> {WIDTH, INDEX}); a side with parallel tracks on one hex only.
  std::map<int, std::pair<int, int>> edge_lanes;
};

// A hex of the board with its inline stops, junctions and paths.
struct Hex {
  std::string coord;
  std::vector<Stop> stops;
  std::vector<std::string> junctions;
  std::vector<Path> paths;
};

// One row of a train: stop kinds it holds, how many it visits and pays.
struct Row {
  std::vector<Kind> kinds;
  int visit = 0;
  int pay = -1;  // -1: as many as visit
  bool Lists(Kind k) const;
};

// An inline train definition, as the position writes it.
struct Train {
  std::string name;
  int distance = 0;      // a plain distance when rows is empty
  std::vector<Row> rows;
  int pay_total = -1;    // -1: no cap
  int multiplier = 1;
  int divisor = 1;
  std::string rounding;  // down, down_to_10, up, up_to_10; "" is down
  bool must_visit_mine = false;  // must_visit: {mine: 1}
  std::vector<Kind> pay_first;
  bool paid_stops_need_token = false;
  int stop_bonuses = -1;  // -1: all of them
  bool shares_track = false;
  std::string revenue_key;  // read a stop's revenue under this key where it has one ("": none)
  // The rows as the contract reads them: `distance: N` is one row of city,
  // town and offboard visiting N.
  std::vector<Row> Rows() const;
};

// A route bonus: `amount` when the paid stops meet the hex lists.
struct RouteBonus {
  std::string name;
  std::vector<std::vector<std::string>> all_of;  // lists of hexes
  int at_least = 0;                              // 0: every list
  int amount = 0;
  bool multiplied = false;
  bool divided = true;
};

// A private company's marker: `amount` per listed hex among the paid stops.
struct HexBonus {
  std::string company;  // the private company whose marker it is
  std::vector<std::string> hexes;
  int amount = 0;
};

// A company: its trains, and what its bonuses need (type, home, markers).
struct Company {
  std::string name;
  std::string type;  // "" when not given
  std::string home;  // "" when not given
  std::vector<std::string> more_homes;  // `home: [A, B]`: the hexes after the first
  std::vector<std::string> trains;  // names of inline trains
  std::vector<HexBonus> hex_bonus;
  // `most_stops_bonus: {per_stop: N, company: P}` (docs/format-extensions.md):
  // of the company's routes, the one that visits the most stops earns N for
  // each stop it visits. 0: none.
  int most_stops_per_stop = 0;
  std::string most_stops_company;  // the private it comes from ("": not said)
};

// The position's home_bonus: `amount` to a route visiting the home hex.
struct HomeBonus {
  bool given = false;
  int amount = 0;
  bool has_types = false;
  std::vector<std::string> types;
};

// A whole position: the board, the trains, the companies, the bonuses.
struct Board {
  Layout layout = Layout::kPointy;
  std::string colour;
  std::vector<Hex> hexes;
  std::vector<Train> trains;        // inline train definitions
  std::vector<Company> companies;
  std::vector<RouteBonus> route_bonuses;
  HomeBonus home_bonus;
  std::string runner = "X";         // the company whose routes are run
  // per_token_reading: 18xx.games: a per_token stop pays a route of at least
  // 3 stops; otherwise (the rulebook) a train whose rows hold at least 3.
  bool per_token_by_route = false;

  const Company& RunningCompany() const;
  const Train& FindTrain(const std::string& name) const;
};

}  // namespace ref
