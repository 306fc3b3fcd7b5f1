// RandomBoard: small random boards for the search's tests, written as
// position text that both the library and the independent reference read
// (tests/reference), and RandomHex, one hex of such a board.
#pragma once

#include <algorithm>
#include <random>
#include <sstream>
#include <string>

namespace xxroute::test {

// One hex of a random board at `coord`: a city, town or offboard, a
// junction or plain track, on 2 to 4 random edges; a city may hold a token
// of X (always where *x_tokens is still 0 and the roll allows), of Y or of
// Y and Z. With `bonuses`, stops may carry a stop bonus.
inline std::string RandomHex(std::mt19937& rng, const std::string& coord, bool bonuses, int* x_tokens) {
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  std::ostringstream y;
  int edges[6] = {0, 1, 2, 3, 4, 5};
  std::shuffle(edges, edges + 6, rng);
  int k = 2 + pick(3);
  int what = pick(10);
  y << "  " << coord << ":\n";
  if (what < 6) {
    const char* kind = what < 3 ? "city" : what < 5 ? "town" : "offboard";
    y << "    stops: {s0: {kind: " << kind << ", revenue: " << 10 * (1 + pick(5));
    if (bonuses && pick(2) == 0) y << ", bonus: " << 10 * (1 + pick(9));
    if (what < 3) {
      int slots = 1 + pick(2);
      y << ", slots: " << slots;
      int t = pick(4);
      if (t == 0 || (*x_tokens == 0 && t == 1)) y << ", tokens: [X]", ++*x_tokens;
      else if (t == 2) y << ", tokens: [Y" << (slots == 2 ? ", Z" : "") << "]";
    }
    y << "}}\n    paths: [";
    for (int i = 0; i < k; ++i) y << (i ? ", " : "") << "[" << edges[i] << ", s0]";
    y << "]\n";
  } else if (what < 8) {
    y << "    junctions: [j0]\n    paths: [";
    for (int i = 0; i < k; ++i) y << (i ? ", " : "") << "[" << edges[i] << ", j0]";
    y << "]\n";
  } else {
    y << "    paths: [[" << edges[0] << ", " << edges[1] << "]";
    if (k >= 4) y << ", [" << edges[2] << ", " << edges[3] << "]";
    y << "]\n";
  }
  return y.str();
}

// The hexes of a random board, in this order; about one in five left without track.
inline const char* const kRandomCoords[] = {"A1", "A3", "A5", "A7", "B2", "B4", "B6", "C1", "C3", "C5", "C7"};

// A random board of 3 rows of pointy hexes: cities, towns, offboards, plain
// track and junctions, tokens of X and Y, and 1-3 random trains for X.
inline std::string RandomBoard(std::mt19937& rng, bool bonuses = false, int max_trains = 3) {
  auto pick = [&](int n) { return static_cast<int>(rng() % n); };
  std::ostringstream y;
  y << "layout: pointy\ncolor: yellow\nhexes:\n";
  int x_tokens = 0;
  for (const char* c : kRandomCoords) {
    if (pick(5) == 0) continue;  // no track here
    y << RandomHex(rng, c, bonuses, &x_tokens);
  }
  if (bonuses) {  // one-row trains with stop bonuses, and a train that shares track
    y << "trains:\n"
         "  - {name: P, distance: [{kinds: [city, town, offboard], visit: 4, pay: 2}], stop_bonuses: 1}\n"
         "  - {name: Q, distance: 3, stop_bonuses: 2}\n"
         "  - {name: R, distance: 3, stop_bonuses: 0}\n"
         "  - {name: S, distance: [{kinds: [city, town, offboard], visit: 99, pay: 2}], shares_track: true}\n"
         "companies:\n  X: {trains: [";
    const char* names[] = {"P", "Q", "R", "S"};
    int n = 1 + pick(3);
    for (int i = 0; i < n; ++i) y << (i ? ", " : "") << names[pick(4)];
    y << "]}\n";
    return y.str();
  }
  const char* trains[] = {"\"2\"", "\"3\"", "\"4\"", "\"2+2\"", "\"3E\""};
  // (Every train defined inline, as the reference's reader wants; without a
  // game a name of digits means the same plain train.)
  y << "trains:\n"
       "  - {name: \"2\", distance: 2}\n"
       "  - {name: \"3\", distance: 3}\n"
       "  - {name: \"4\", distance: 4}\n"
       "  - {name: \"2+2\", distance: [{kinds: [town], visit: 2}, {kinds: [city, offboard, town], visit: 2}]}\n"
       "  - {name: \"3E\", distance: [{kinds: [city, offboard], visit: 3}, {kinds: [town], visit: 99}], "
       "pay_total: 3, pay_first: [city, offboard]}\n"
       "companies:\n  X: {trains: [";
  int n = 1 + pick(max_trains);
  for (int i = 0; i < n; ++i) y << (i ? ", " : "") << trains[pick(5)];
  y << "]}\n";
  return y.str();
}

}  // namespace xxroute::test
