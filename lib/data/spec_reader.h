// Readers for the pieces of the position vocabulary that game data shares:
// trains, hexes (stops, junctions, paths), route bonuses.
#pragma once

#include "xxroute/position.h"
#include "xxroute/yaml_reader.h"

namespace xxroute {

Train ReadTrain(const YamlReader& r, const YAML::Node& n);
// Reads a hex body; `extra_keys` are further keys the caller reads itself.
HexSpec ReadHex(const YamlReader& r, const std::string& coord, const YAML::Node& n,
                int edges, std::initializer_list<const char*> extra_keys = {});
RouteBonus ReadRouteBonus(const YamlReader& r, const YAML::Node& n);

}  // namespace xxroute
