// SVG geometry: points, the cubic curves every piece of track is drawn as,
// boxes for placing labels, and numbers written the way the picture writes
// them (svg.cpp and the files beside it).
#pragma once

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace xxroute::svg {

constexpr double kPi = 3.14159265358979323846;
constexpr double S = 60;  // a hex's circumradius in SVG units (pixels at scale 1)

struct P {
  double x = 0, y = 0;
};
inline P operator+(P a, P b) { return {a.x + b.x, a.y + b.y}; }
inline P operator-(P a, P b) { return {a.x - b.x, a.y - b.y}; }
inline P operator*(P a, double k) { return {a.x * k, a.y * k}; }
inline double Len(P a) { return std::hypot(a.x, a.y); }
inline double Dist(P a, P b) { return Len(a - b); }
inline P Unit(P a) {
  double l = Len(a);
  return l < 1e-9 ? P{0, 0} : a * (1 / l);
}
// The unit vector `deg` degrees clockwise from east (y grows downwards).
inline P Dir(double deg) { return {std::cos(deg * kPi / 180), std::sin(deg * kPi / 180)}; }
inline P Lerp(P a, P b, double t) { return a + (b - a) * t; }

// A cubic Bezier curve: every piece of track is one.
struct Bez {
  P p[4];
  P At(double t) const {
    double u = 1 - t;
    return p[0] * (u * u * u) + p[1] * (3 * u * u * t) + p[2] * (3 * u * t * t) + p[3] * (t * t * t);
  }
  P Tangent(double t) const {
    double u = 1 - t;
    return (p[1] - p[0]) * (3 * u * u) + (p[2] - p[1]) * (6 * u * t) + (p[3] - p[2]) * (3 * t * t);
  }
  Bez Reversed() const { return {{p[3], p[2], p[1], p[0]}}; }
  // The parts before and after t (de Casteljau).
  std::pair<Bez, Bez> Split(double t) const {
    P a = Lerp(p[0], p[1], t), b = Lerp(p[1], p[2], t), c = Lerp(p[2], p[3], t);
    P d = Lerp(a, b, t), e = Lerp(b, c, t), f = Lerp(d, e, t);
    return {Bez{{p[0], a, d, f}}, Bez{{f, e, c, p[3]}}};
  }
  static Bez Line(P a, P b) { return {{a, Lerp(a, b, 1.0 / 3), Lerp(a, b, 2.0 / 3), b}}; }
};

struct Box {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  P Centre() const { return {(x0 + x1) / 2, (y0 + y1) / 2}; }
};

// Distance from a point to a box (0 inside).
double PointBox(P p, const Box& b);
// Gap between two boxes; negative (the smaller overlap) when they overlap.
double BoxBox(const Box& a, const Box& b);

// A coordinate as the picture writes it: one decimal, never "-0.0".
std::string F(double v);
// "x,y x,y ...", for a polygon or a polyline.
std::string Points(const std::vector<P>& ps);
// Number of characters (UTF-8 code points) of a string.
int Chars(const std::string& s);

}  // namespace xxroute::svg
