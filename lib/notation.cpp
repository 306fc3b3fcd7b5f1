#include <sstream>

#include "xxroute/check.h"
#include "xxroute/error.h"

namespace xxroute {

namespace {

std::string Trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r\n");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\r\n");
  return s.substr(a, b - a + 1);
}

}  // namespace

std::vector<DeclaredRoute> ParseRouteNotation(const std::string& text, const std::string& source) {
  std::vector<DeclaredRoute> out;
  std::string part;
  std::string normal = text;
  for (char& c : normal)
    if (c == '\n') c = ';';
  std::stringstream ss(normal);
  int n = 0;
  while (std::getline(ss, part, ';')) {
    part = Trim(part);
    if (part.empty()) continue;
    ++n;
    const std::string where = "route " + std::to_string(n) + " '" + part + "'";
    auto colon = part.find(':');
    if (colon == std::string::npos)
      throw InputError(source, 0, where + ": write TRAIN: STOP-STOP-..., e.g. 4E: E11-F12.c1-G13");
    DeclaredRoute r;
    r.train = Trim(part.substr(0, colon));
    if (r.train.empty()) throw InputError(source, 0, where + ": the train is missing before ':'");
    std::stringstream stops(part.substr(colon + 1));
    std::string stop;
    while (std::getline(stops, stop, '-')) {
      stop = Trim(stop);
      if (stop.empty()) throw InputError(source, 0, where + ": an empty stop between '-'");
      for (char c : stop)
        if (!(isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_'))
          throw InputError(source, 0, where + ": '" + stop + "' is not a stop (HEX or HEX.STOP)");
      r.stops.push_back(stop);
    }
    if (r.stops.empty()) throw InputError(source, 0, where + ": no stops after ':'");
    out.push_back(std::move(r));
  }
  if (out.empty()) throw InputError(source, 0, "no routes given");
  return out;
}

std::string RouteNotation(const Board& b, const Route& r) {
  std::string s = r.train ? r.train->name : "?";
  s += ":";
  for (size_t i = 0; i < r.stops.size(); ++i) s += (i ? "-" : " ") + b.stops()[r.stops[i]].label;
  return s;
}

}  // namespace xxroute
