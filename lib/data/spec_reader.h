// Readers for the pieces of the position vocabulary that game data shares:
// trains, hexes (stops, junctions, paths), route bonuses.
#pragma once

#include "xxroute/game.h"
#include "xxroute/position.h"
#include "xxroute/yaml_reader.h"

namespace xxroute {

// A train as the YAML writes it, a game's or a position's: its counting
// rules, and the bank's side (price, count, count by players, rusting, sold
// early, trade-in), checked in either and kept in `offer` for a game's.
// The one reader of a train.
Train ReadTrain(const YamlReader& r, const YAML::Node& n, TrainOffer* offer = nullptr);
// Reads a hex body; `extra_keys` are further keys the caller reads itself.
HexSpec ReadHex(const YamlReader& r, const std::string& coord, const YAML::Node& n,
                int edges, std::initializer_list<const char*> extra_keys = {});
RouteBonus ReadRouteBonus(const YamlReader& r, const YAML::Node& n);
// A game's `privates:`, `stock:` and `record_title` (game_stock.cpp).
void ReadStockData(const YamlReader& r, const YAML::Node& root, Game* g);

}  // namespace xxroute
