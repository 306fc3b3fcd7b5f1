#include "svg_place.h"

#include <algorithm>

namespace xxroute::svg {

std::vector<Obstacle> HexObstacles(const SvgLayout& layout, int h) {
  const P c = layout.Centre(h);
  std::vector<Obstacle> obstacles;
  for (int s : layout.HexSegments(h))
    for (int k = 0; k <= 8; ++k) obstacles.push_back({false, layout.curves()[s].At(k / 8.0), 0.05 * S, {}});
  for (const NodeRef& n : layout.Nodes(h)) {
    double r = layout.Extent(h, n) + 0.02 * S;
    if (!n.junction && layout.Rings(n.index) > 0)
      r = layout.RingRadius(h, n.index, layout.Rings(n.index) - 1) + 0.03 * S;
    obstacles.push_back({false, layout.NodeAt(n), r, {}});
  }
  for (const auto& d : layout.traces())
    for (const P& p : d.points)
      if (Dist(p, c) < layout.rad() + 0.2 * S) obstacles.push_back({false, p, 0.13 * S, {}});
  return obstacles;
}

bool Place(const SvgLayout& layout, int h, Item* item, std::vector<Obstacle>* obstacles, bool commit) {
  const P c = layout.Centre(h);
  const double rad = layout.rad();
  const double step = 0.06 * S;
  double best = -1e18;
  bool best_clear = false;
  P best_at = item->anchor;
  for (double gy = -rad; gy <= rad + 1e-9; gy += step) {
    for (double gx = -rad; gx <= rad + 1e-9; gx += step) {
      P at = c + P{gx, gy};
      Box box{at.x - item->w / 2, at.y - item->h / 2, at.x + item->w / 2, at.y + item->h / 2};
      double out = 0;
      for (P corner : {P{box.x0, box.y0}, P{box.x1, box.y0}, P{box.x0, box.y1}, P{box.x1, box.y1}})
        out = std::max(out, layout.Outside(c, corner, 0.04 * S));
      double gap = 0.12 * S;
      for (const auto& ob : *obstacles) gap = std::min(gap, ob.Gap(box));
      double score = 4 * gap + 12 * std::min(gap, 0.0) - item->pull * Dist(at, item->anchor) - 20 * out;
      if (score > best + 1e-9) best = score, best_at = at, best_clear = gap >= 0 && out == 0;
    }
  }
  item->at = best_at;
  item->score = best;
  if (commit) {
    Obstacle ob;
    ob.is_box = true;
    ob.box = {best_at.x - item->w / 2, best_at.y - item->h / 2, best_at.x + item->w / 2, best_at.y + item->h / 2};
    obstacles->push_back(ob);
  }
  return best_clear;
}

}  // namespace xxroute::svg
