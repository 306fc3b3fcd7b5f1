// Board: a position's hexes placed on their grid, with tiles resolved from the
// game's manifest, stop values read for the phase, and companies and trains
// resolved. Everything downstream works from the Board, never from YAML.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "xxroute/game.h"
#include "xxroute/position.h"
#include "xxroute/train.h"

namespace xxroute {

struct Stop {
  int hex = -1;
  std::string id;     // local id: c0, t1, ...
  std::string label;  // HEX.ID
  StopKind kind = StopKind::kCity;
  int value = 0;
  int slots = 1;
  std::vector<std::string> tokens;
  int group = -1;  // stops of one group are one location; every stop has one
  bool per_token = false;
  int token_revenue = -1;  // value for a company with a token here; -1: none
  bool pass_through = false;
  int bonus = 0;  // earned by trains that take stop bonuses (Train::stop_bonuses)
  // The values of its revenue under the keys trains read (Train::revenue_key:
  // 1889's offboards' `diesel`), key and value.
  std::vector<std::pair<std::string, int>> keyed_values;
  int line = 0;
  int tokens_line = 0;  // where its tokens are written

  bool HasToken(const std::string& company) const;
  // A city whose slots are all held by other companies' tokens.
  bool BlocksFor(const std::string& company) const;
  // Why a route of `company` may not pass through this stop, "" when it may:
  // an offboard or a mine (not pass_through) only ends a route, and no route
  // passes a city others' tokens fill (1824 VII.2, 002 line 525; 18CZ 000
  // lines 884-886). The walk that reaches track for lays and stations keeps
  // the same rule (1824 VII.6, 002 line 591).
  std::string PassThroughRule(const std::string& company) const;
};

// Where a piece of track ends inside a hex.
struct TrackEnd {
  enum Kind { kEdge, kStop, kJunction } kind = kEdge;
  int index = 0;  // edge number, or a board-wide stop/junction index
  int lane_width = 1;
  int lane = 0;
};

// One piece of track (a tile path; a path with lanes is one segment a lane).
struct Segment {
  int hex = -1;
  TrackEnd a, b;
  bool terminal = false;
  int line = 0;
};

struct BoardHex {
  std::string coord;
  int x = 0, y = 0;  // doubled coordinates (plain for square grids)
  std::string name;
  std::vector<std::string> aliases;  // other names of the place (a printed hex's)
  int terrain_cost = 0;  // what its first tile pays for the terrain (a printed hex's `cost`); 0: none, or a tile laid
  std::string color;
  std::vector<std::string> labels;
  std::string tile;  // the manifest tile laid, if any
  int rotation = 0;
  std::string reserved_for;  // only this company may use the track
  std::vector<int> stops;
  int line = 0;

  // Whether `company` may use the hex's track: a hex reserved for a company
  // is that company's alone (18Lilliput Laputa cards, 001 lines 724-726).
  bool TrackUsableBy(const std::string& company) const { return reserved_for.empty() || reserved_for == company; }
};

struct Junction {
  int hex = -1;
  std::string id;
};

// A company with its trains resolved to definitions.
struct Company {
  std::string name;
  std::string type;
  std::vector<std::string> home;  // home hex(es)
  std::vector<const Train*> trains;  // one per train the company owns and runs
  // Trains it owns but may not run (18CZ: a smaller company's face, kept to
  // sell; 000_*.txt lines 1069-1070): they count toward its train limit.
  std::vector<std::string> owned_only;
  std::vector<HexBonus> hex_bonus;
  // Its route visiting the most stops earns per_stop for each (0: no such
  // bonus): a bonus over the set of its routes (ScoreMostStops, route.h).
  MostStopsBonus most_stops;
  const CompanySpec* spec = nullptr;
  int line = 0;
};

class Board {
 public:
  // Resolves a position on `game`, the game it names as read (a session's
  // GameCache gives it; null when the position names none); throws
  // InputError on anything inconsistent. The board points into `position`.
  static std::unique_ptr<Board> Build(const Position& position, std::shared_ptr<const Game> game);

  const std::string& file() const { return file_; }
  Layout layout() const { return layout_; }
  int edges() const { return layout_ == Layout::kSquare ? 4 : 6; }
  const std::string& color() const { return color_; }
  const std::vector<BoardHex>& hexes() const { return hexes_; }
  const std::vector<Stop>& stops() const { return stops_; }
  const std::vector<Junction>& junctions() const { return junctions_; }
  const std::vector<Segment>& segments() const { return segments_; }
  const std::vector<Company>& companies() const { return companies_; }
  const std::vector<RouteBonus>& route_bonuses() const { return route_bonuses_; }
  const std::optional<HomeBonus>& home_bonus() const { return home_bonus_; }
  int group_count() const { return group_count_; }
  const Position& position() const { return *position_; }
  // The game the position names (its map, manifest, phases, trains), or null.
  const Game* game() const { return game_.get(); }
  std::shared_ptr<const Game> shared_game() const { return game_; }

  // The hex across edge `edge` of hex `hex`, or -1.
  int Neighbour(int hex, int edge) const;
  // Cells by coordinate, on the board or not: the grid place of a
  // coordinate (false if malformed), the coordinate of a place, and the
  // coordinate across an edge ("" off the grid's first row or column).
  bool PlaceOf(const std::string& coord, int* x, int* y) const;
  std::string CoordAt(int x, int y) const;
  std::string NeighbourCoord(const std::string& coord, int edge) const;
  int FindHex(const std::string& coord) const;
  // "HEX.STOP" or "HEX" (a hex with one stop); -1 when there is none.
  int FindStop(const std::string& label) const;
  // The company to run: `name`, or the only company with trains.
  const Company& SelectCompany(const std::string& name) const;
  const Company* FindCompany(const std::string& name) const;

 private:
  std::string file_;
  Layout layout_ = Layout::kPointy;
  bool x_is_number_ = true;
  std::string color_;
  std::vector<BoardHex> hexes_;
  std::vector<Stop> stops_;
  std::vector<Junction> junctions_;
  std::vector<Segment> segments_;
  std::vector<Company> companies_;
  std::vector<RouteBonus> route_bonuses_;
  std::optional<HomeBonus> home_bonus_;
  std::vector<std::unique_ptr<Train>> owned_trains_;
  std::map<std::pair<int, int>, int> by_xy_;
  std::unordered_map<std::string, int> by_coord_;  // (looked up, never walked in order)
  int group_count_ = 0;
  std::shared_ptr<const Game> game_;
  const Position* position_ = nullptr;

  friend class BoardBuilder;
};

// The order of tile colours: white (or no colour written: no tile yet) 0,
// yellow and red 1 (a red tile is laid where no tile is, as a yellow one:
// 18CZ's red home tiles, 000 lines 731-734; 18Lilliput's red start card
// Mildendo, 001 line 38), green 2, brown 3, gray 4; -1 for colours outside
// it (blue, printed only). The one spelling of the order: the lays, the
// tile listing and sheet, and the revenue rows all ask it.
int TileColorRank(const std::string& color);
// Whether colour `a` comes before `b` in that order, the colours outside it
// after every one in it (a listing's order; equal ranks are neither).
bool TileColorBefore(const std::string& a, const std::string& b);

// The stop a token goes to on a hex when no stop is said (a file's `tokens:
// [X]`, `--token E16`, `--block E16=X`): the hex's one city, where a
// company's station goes (18Lilliput 001 line 360: "pouze na prázdný kruh
// města nebo metropole"); on a hex with no city, its one mine, which holds a
// coal railway's home station (1824 VII.3, 002 line 534). `hex_stops`: the
// hex's stops, indices into `stops`. -1 when the hex has no city and no
// mine, -2 when it has several cities (or, with no city, several mines): the
// stop must be said. The one spelling: the board's tokens, the station
// rules, a blocking token and the file written back all ask it.
int OnlyCity(const std::vector<Stop>& stops, const std::vector<int>& hex_stops);

// The tile hex `hex` shows: its `tile` (laid by id from the manifest), else
// the `tile_name` the position records for track written inline (an exported
// position, a card written out); "" for none, and for a `tile_name` that is
// the hex's own coordinate (how an exported position marks the printed hex).
// Route bonuses by tile (`of_tiles`) find their hexes by it, "matched by the
// tile a hex shows (`tile` or `tile_name`)" (maps/18Lilliput/NOTES.md, schema
// additions), and render --tile-ids writes it.
std::string ShownTile(const Board& board, int hex);

// The step (in the grid's coordinates) from a cell to its neighbour across `edge`.
std::pair<int, int> NeighbourStep(Layout layout, int edge);

// Parses "E11" / "AA3" into letter and number parts; false if malformed.
bool ParseCoord(const std::string& coord, int* letter, int* number);

}  // namespace xxroute
