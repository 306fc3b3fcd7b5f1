// Game: one game's data from maps/<game>/: phases, trains, companies, rules,
// and (loaded on demand) its printed map and tile manifest.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xxroute/position.h"
#include "xxroute/train.h"

namespace xxroute {

struct Phase {
  std::string name;
  std::string on;     // the train (or 18CZ train card) whose purchase starts it
  int line = 0;
  std::string color;  // revenue colour
  std::vector<std::string> tiles;
  std::vector<std::string> rusts;
  std::vector<std::string> obsolete;
};

struct GameCompany {
  int line = 0;
  std::string name;
  std::string title;
  std::string type;
  std::vector<std::string> home;  // one hex, or alternatives (18CZ large companies)
  std::string home_stop;
  int stations = 0;
};

struct TileDef {
  std::string id;
  std::string color;
  std::optional<int> count;
  HexSpec shape;  // labels, stops, junctions, paths in tile edges (rotation 0)
  std::vector<std::string> upgrades_to;
};

// An 18CZ train card: one card, a face (train) per company type.
struct TrainCard {
  std::string card;
  std::map<std::string, std::string> faces;  // company type -> train name
  int line = 0;
};

struct Game {
  std::string name;
  std::string variant;
  std::string title;
  std::string dir;
  Layout layout = Layout::kPointy;
  std::optional<Axes> axes;
  std::vector<Phase> phases;
  std::vector<Train> trains;
  std::map<std::string, GameCompany> companies;
  std::map<std::string, std::vector<std::string>> company_type_trains;
  std::vector<TrainCard> train_cards;
  std::string file;  // game.yaml
  std::optional<HomeBonus> home_bonus;
  std::vector<RouteBonus> route_bonuses;
  std::vector<std::string> variants;
  std::string map_file;
  std::string tiles_file;

  const Phase* FindPhase(const std::string& name) const;
  const Train* FindTrain(const std::string& name) const;

  // The printed map and the tile manifest, read on first use.
  const std::vector<HexSpec>& MapHexes() const;
  const std::map<std::string, TileDef>& Tiles() const;

 private:
  mutable std::shared_ptr<std::vector<HexSpec>> map_;
  mutable std::shared_ptr<std::map<std::string, TileDef>> tiles_;
};

// The folder holding the games: $XXROUTE_MAPS; else the folder SetMapsDir
// named; else share/xxroute/maps of the prefix the program is installed in
// (../share/xxroute/maps from the folder of /proc/self/exe); else the source
// tree's maps/ (the program in its build tree). In maps_dir.cpp.
std::string MapsDir();
// For a host that knows where its game data is installed (the Python module,
// a program using the library); call it before any game is loaded.
void SetMapsDir(const std::string& dir);
// Names of the games in MapsDir(), sorted.
std::vector<std::string> ListGames();
// Loads maps/<name>/game.yaml (with `variant` applied); InputError if unknown.
// `file`/`line` name the position that asked, for the error.
std::shared_ptr<const Game> LoadGame(const std::string& name, const std::string& variant,
                                     const std::string& file = "", int line = 0);

}  // namespace xxroute
