#include "svg_geometry.h"

#include <algorithm>
#include <cstdio>

namespace xxroute::svg {

double PointBox(P p, const Box& b) {
  double dx = std::max({b.x0 - p.x, 0.0, p.x - b.x1});
  double dy = std::max({b.y0 - p.y, 0.0, p.y - b.y1});
  // (hypot of a zero and a non-negative value is that value exactly: the
  // label placement asks this for every pair it weighs)
  if (dx == 0) return dy;
  if (dy == 0) return dx;
  return std::hypot(dx, dy);
}

double BoxBox(const Box& a, const Box& b) {
  double dx = std::max(b.x0 - a.x1, a.x0 - b.x1);
  double dy = std::max(b.y0 - a.y1, a.y0 - b.y1);
  if (dx >= 0 && dy >= 0) return std::hypot(dx, dy);
  return std::max(dx, dy);
}

std::string F(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  std::string s = buf;
  if (s == "-0.0") s = "0.0";
  return s;
}

std::string Points(const std::vector<P>& ps) {
  std::string s;
  for (const P& p : ps) {
    if (!s.empty()) s += ' ';
    s += F(p.x);
    s += ',';
    s += F(p.y);
  }
  return s;
}

int Chars(const std::string& s) {
  int n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace xxroute::svg
