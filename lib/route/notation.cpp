#include <algorithm>
#include <cctype>
#include <sstream>

#include "xxroute/check.h"
#include "xxroute/error.h"
#include "xxroute/text.h"

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

// The names a place goes by: its printed name, its other names (the map's
// `aliases`; also where a position lists every hex itself, base_map: false,
// as positions exported from 18xx.games do: the game's map hex of the same
// coordinate and name gives them, read only when a route names a place), and
// the card or tile laid there.
std::vector<std::string> PlaceNames(const Board& b, const BoardHex& h) {
  std::vector<std::string> names = {h.name};
  const std::vector<std::string>* aliases = &h.aliases;
  if (aliases->empty() && b.game() && !h.name.empty())
    if (const HexSpec* printed = b.game()->FindMapHex(h.coord); printed && printed->name == h.name)
      aliases = &printed->aliases;
  names.insert(names.end(), aliases->begin(), aliases->end());
  names.push_back(h.tile);
  return names;
}

// Edits (insert, delete, change a letter) from a to b.
size_t EditDistance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = up;
    }
  }
  return row[b.size()];
}

// The places whose names are nearest to `text` (at most a third of its
// letters wrong, at least two allowed), the nearest first: up to three.
std::vector<std::string> NearestNames(const Board& b, const std::string& text) {
  const std::string want = FoldName(text);
  const size_t allowed = std::max<size_t>(2, want.size() / 3);
  std::vector<std::pair<size_t, std::string>> near;
  for (const auto& h : b.hexes()) {
    if (h.stops.empty()) continue;
    size_t best = allowed + 1;
    std::string shown;
    for (const std::string& name : PlaceNames(b, h)) {
      const std::string have = FoldName(name);
      if (have.empty()) continue;
      const size_t d = EditDistance(want, have);
      if (d < best) best = d, shown = name == h.name || h.name.empty() ? name : h.name + " (" + name + ")";
    }
    if (best <= allowed && std::find_if(near.begin(), near.end(), [&](const auto& n) { return n.second == shown; }) == near.end())
      near.push_back({best, shown});
  }
  std::stable_sort(near.begin(), near.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::string> out;
  for (size_t k = 0; k < near.size() && k < 3; ++k) out.push_back(near[k].second);
  return out;
}

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
      if (cp == 0xDF) {  // ß: "Preßburg" is written "Pressburg" too
        out += "ss";
        continue;
      }
      if (cp >= 0x370) {  // Greek, Cyrillic and the like: the letter itself, Cyrillic in lower case ("ВЕНА" is "Вена")
        const int lower = cp >= 0x410 && cp <= 0x42F ? cp + 0x20 : cp >= 0x400 && cp <= 0x40F ? cp + 0x50 : cp;
        out += static_cast<char>(0xC0 | (lower >> 6));
        out += static_cast<char>(0x80 | (lower & 0x3F));
        continue;
      }
      char plain = 0;
      if (cp >= 0xC0 && cp <= 0xFF) plain = kLatin1[cp - 0xC0];
      else if (cp >= 0x100 && cp <= 0x17F) plain = kLatinA[cp - 0x100];
      else if (cp >= 0x218 && cp <= 0x21B) plain = "SsTt"[cp - 0x218];  // Romanian ș, ț ("Brașov")
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
  if (s.value) d += ' ' + std::to_string(s.value);
  if (!s.tokens.empty()) {
    d += ", tokens";
    for (const auto& t : s.tokens) (d += ' ') += t;
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
    *stops = here;  // one, or several that the track must tell apart; none: a hex to pass (a waypoint)
    return "";
  }
  if (dot == std::string::npos) {  // a printed name (or an 18Lilliput card's, or another name of it), or its start
    const std::string want = FoldName(text);
    std::vector<std::string> starting;  // names that start with it
    for (int pass = 0; pass < 2 && stops->empty() && !want.empty(); ++pass)
      for (const auto& h : b.hexes())
        for (const std::string& name : PlaceNames(b, h)) {
          const std::string have = FoldName(name);
          if (have.empty() || (pass == 0 ? have != want : have.compare(0, want.size(), want) != 0)) continue;
          if (pass == 1 && std::find(starting.begin(), starting.end(), h.name.empty() ? name : h.name) == starting.end())
            starting.push_back(h.name.empty() ? name : h.name);
          stops->insert(stops->end(), h.stops.begin(), h.stops.end());
          break;
        }
    if (starting.size() > 1) {
      stops->clear();
      return "'" + text + "' could be " + Join(starting, ", ") + ": write more of the name";
    }
    if (!stops->empty()) return "";
  }
  int letter, number;
  if (ParseCoord(hex_part, &letter, &number)) return "no hex " + hex_part + " on the board";
  std::string unknown = "no stop, hex or place named '" + text + "' on the board";
  const std::vector<std::string> near = NearestNames(b, text);
  if (!near.empty()) unknown += "; did you mean " + Join(near, ", ") + "?";
  return unknown;
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
    r.source = source;
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
