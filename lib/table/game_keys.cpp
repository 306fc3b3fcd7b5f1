// The whole game's keys as a position file writes them (game_keys.h).
#include "xxroute/game_keys.h"

#include "xxroute/position_text.h"
#include "xxroute/text.h"

// GCC 12 warns, wrongly, of an overlapping memcpy in string concatenations
// ("{" + text + "}") as it inlines them here (GCC bug 105329).
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

namespace xxroute {

std::string RoundFlow(const RoundState& round) {
  std::string s = "{kind: " + round.kind + ", number: " + std::to_string(round.number);
  if (round.operating > 0) s += ", operating: " + std::to_string(round.operating);
  if (round.of > 0) s += ", of: " + std::to_string(round.of);
  if (!round.operated.empty()) s += ", operated: [" + Join(round.operated) + "]";
  if (!round.markers.empty()) s += ", markers: [" + Join(round.markers) + "]";
  return s + "}";
}

std::string PrivatesFlow(const std::vector<std::pair<std::string, std::string>>& privates) {
  std::vector<std::string> parts;
  for (const auto& [name, owner] : privates) parts.push_back(YamlScalar(name) + ": " + YamlScalar(owner));
  return "{" + Join(parts) + "}";
}

std::string GameKeysDifference(const Position& want, const Position& got) {
  if (want.round.has_value() != got.round.has_value() || (want.round && !(*want.round == *got.round)))
    return "round " + (got.round ? RoundFlow(*got.round) : "none") + " instead of " +
           (want.round ? RoundFlow(*want.round) : "none");

  if (want.privates != got.privates)
    return "privates " + PrivatesFlow(got.privates) + " instead of " + PrivatesFlow(want.privates);
  if (want.privates_used != got.privates_used)
    return "privates_used [" + Join(got.privates_used) + "] instead of [" + Join(want.privates_used) + "]";
  for (const auto& c : want.companies)
    if (const CompanySpec* o = got.FindCompany(c.name); o && c.floated != o->floated)
      return "company " + c.name + ": floated " + (o->floated ? (*o->floated ? "true" : "false") : "none") +
             " instead of " + (c.floated ? (*c.floated ? "true" : "false") : "none");
  for (const auto& c : want.companies)
    if (const CompanySpec* o = got.FindCompany(c.name); o && c.reserved.value_or(0) != o->reserved.value_or(0))
      return "company " + c.name + ": reserved " + std::to_string(o->reserved.value_or(0)) + " instead of " +
             std::to_string(c.reserved.value_or(0));
  return "";
}

}  // namespace xxroute
