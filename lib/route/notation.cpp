#include <algorithm>
#include <cctype>
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

// Latin letters with accents (U+00C0..U+017F) as their plain letter, so that
// "Plzen" finds Plzeň and "Pest" finds "Pešť".
constexpr char kLatin1[] = "AAAAAAACEEEEIIIIDNOOOOO*OUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty";
constexpr char kLatinA[] =
    "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjJjKkkLlLlLlL"
    "lLlNnNnNnnNnOoOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";

std::string KindWord(StopKind k) { return KindName(k); }

}  // namespace

std::string FoldName(const std::string& name) {
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(name[i]);
    if (c < 0x80) {
      if (std::isalnum(c)) out += static_cast<char>(std::tolower(c));
      continue;  // spaces, dots, '&' and the like do not count
    }
    if ((c & 0xE0) == 0xC0 && i + 1 < name.size()) {  // two-byte UTF-8
      const int cp = ((c & 0x1F) << 6) | (static_cast<unsigned char>(name[i + 1]) & 0x3F);
      ++i;
      char plain = 0;
      if (cp >= 0xC0 && cp <= 0xFF) plain = kLatin1[cp - 0xC0];
      else if (cp >= 0x100 && cp <= 0x17F) plain = kLatinA[cp - 0x100];
      if (plain && std::isalpha(static_cast<unsigned char>(plain)))
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(plain)));
      continue;
    }
    out += static_cast<char>(c);  // anything else as it is
  }
  return out;
}

std::string DescribeStop(const Board& b, int stop) {
  const Stop& s = b.stops()[stop];
  std::string d = s.label + " (" + KindWord(s.kind);
  if (s.value) d += " " + std::to_string(s.value);
  if (!s.tokens.empty()) {
    d += ", tokens";
    for (const auto& t : s.tokens) d += " " + t;
  }
  return d + ")";
}

std::string ResolveDeclaredStop(const Board& b, const std::string& text, std::vector<int>* stops) {
  stops->clear();
  const auto dot = text.find('.');
  const std::string hex_part = text.substr(0, dot);
  const int hex = b.FindHex(hex_part);
  auto list = [&](const std::vector<int>& ss) {
    std::string l;
    for (int s : ss) l += (l.empty() ? "" : ", ") + DescribeStop(b, s);
    return l;
  };
  if (hex >= 0) {
    const auto& here = b.hexes()[hex].stops;
    if (dot != std::string::npos) {
      const int s = b.FindStop(text);
      if (s >= 0) {
        stops->push_back(s);
        return "";
      }
      return here.empty() ? "no stop '" + text + "': hex " + hex_part + " has no stop"
                          : "no stop '" + text + "': hex " + hex_part + " has " + list(here);
    }
    if (here.empty()) return "hex " + hex_part + " has no stop (only track)";
    *stops = here;  // one, or several that the track must tell apart
    return "";
  }
  if (dot == std::string::npos) {  // a printed name (or an 18Lilliput card's), or its start
    const std::string want = FoldName(text);
    std::vector<std::string> starting;  // names that start with it
    for (int pass = 0; pass < 2 && stops->empty() && !want.empty(); ++pass)
      for (const auto& h : b.hexes())
        for (const std::string* name : {&h.name, &h.tile}) {
          const std::string have = FoldName(*name);
          if (have.empty() || (pass == 0 ? have != want : have.compare(0, want.size(), want) != 0)) continue;
          if (pass == 1 && std::find(starting.begin(), starting.end(), *name) == starting.end())
            starting.push_back(*name);
          stops->insert(stops->end(), h.stops.begin(), h.stops.end());
          break;
        }
    if (starting.size() > 1) {
      std::string names;
      for (const auto& n : starting) names += (names.empty() ? "" : ", ") + n;
      stops->clear();
      return "'" + text + "' could be " + names + ": write more of the name";
    }
    if (!stops->empty()) return "";
  }
  int letter, number;
  if (ParseCoord(hex_part, &letter, &number)) return "no hex " + hex_part + " on the board";
  return "no stop, hex or place named '" + text + "' on the board";
}

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
        if (!(std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80 ||
              c == '.' || c == '_' || c == ' ' || c == '&'))
          throw InputError(source, 0, where + ": '" + stop + "' is not a stop (HEX, HEX.STOP or a place's name)");
      r.stops.push_back(stop);
    }
    if (r.stops.empty()) throw InputError(source, 0, where + ": no stops after ':'");
    out.push_back(std::move(r));
  }
  if (out.empty()) throw InputError(source, 0, "no routes given");
  return out;
}

}  // namespace xxroute
