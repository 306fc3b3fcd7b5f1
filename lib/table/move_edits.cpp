#include "xxroute/move_edits.h"

namespace xxroute {

Edit LayEdit(const Lay& lay, const std::string& ability, const std::string& source) {
  Edit e;
  e.kind = Edit::kLay;
  e.ability = ability;
  e.hex = lay.hex;
  e.tile = lay.tile;
  e.rotation = lay.rotation;
  e.source = source;
  return e;
}

Edit StationEdit(const Station& station, const std::string& ability, const std::string& source) {
  Edit e;
  e.kind = Edit::kToken;
  e.ability = ability;
  e.hex = station.hex;
  e.stop = station.stop_id;
  e.source = source;
  return e;
}

}  // namespace xxroute
