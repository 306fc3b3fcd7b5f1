// The position audit: states of a position no game can reach (Rules'
// AuditPosition), each with the rule it breaks.
#include <algorithm>

#include "xxroute/rules.h"
#include "xxroute/stock_rules.h"
#include "xxroute/train_rules.h"

namespace xxroute {

// The railways a position says were drawn (`draw:`): one of each of the
// game's lists (game.yaml draw:; 1824 Cisleithania X.3, 002 lines 942-944).
std::string DrawRefusal(const Game& g, const std::vector<std::string>& drawn) {
  if (drawn.empty()) return "";
  if (!g.draw) return g.name + " draws no railways (game.yaml draw:)";
  std::vector<size_t> lists;
  for (const std::string& c : drawn) {
    size_t list = 0;
    while (list < g.draw->from.size() && !std::count(g.draw->from[list].begin(), g.draw->from[list].end(), c)) ++list;
    if (list == g.draw->from.size()) return c + " is not drawn from (" + g.draw->rule + ")";
    if (std::count(lists.begin(), lists.end(), list)) return c + ": one railway of each list, not two (" + g.draw->rule + ")";
    lists.push_back(list);
  }
  if (lists.size() != g.draw->from.size())
    return "one railway of each of " + std::to_string(g.draw->from.size()) + " lists is drawn, not " +
           std::to_string(lists.size()) + " (" + g.draw->rule + ")";
  return "";
}

std::vector<Finding> AuditPosition(const Board& b) {
  std::vector<Finding> out;
  const Game* g = b.game();
  if (!g) return out;
  const int phase = g->PhaseIndex(b.position().phase);
  if (phase < 0) return out;
  const Phase& ph = g->phases[phase];
  for (const Company& co : b.companies()) {
    // A company of a kind that floats only from a later phase.
    if (const std::string why = EarlyFloatRefusal(*g, co.type, ph.name); !why.empty())
      out.push_back({false, co.line, "company " + co.name + ": " + why});
    const std::vector<std::string> owned = TrainsOwned(co);
    if (owned.empty()) continue;
    const std::string where = "company " + co.name + ": ";
    // The train limit (18CZ VIII.10; 1824 VII.11; 1836jr 003 lines 102-141;
    // 18Lilliput 001 lines 275-290).
    if (const TrainLimitCount c = TrainLimitOf(*g, phase, co); c.Over() > 0)
      out.push_back({false, co.line,
                     where + std::to_string(c.owned) + " trains, over the limit of " + std::to_string(*c.limit) +
                         " in phase " + ph.name});
    // A train surely rusted: the train that rusts it opened this phase or an
    // earlier one (18CZ trains rust by face: a card says nothing).
    for (const Train* t : co.trains)
      if (const Rust rust = TrainRusted(*g, t->name, phase); rust.state == Rust::kYes)
        out.push_back({false, co.line,
                       where + "its " + t->name + " train rusted when the first " + rust.by + " was bought (phase " +
                           g->phases[rust.at].name + ")"});
    // A company closed by its phase (1824 coal railways at the first 5, 002
    // lines 202, 836). A pre-state railway runs to the end of the operating
    // round its phase starts in (1824 IV.3, 002 line 216: "закрываются в
    // конце OR"), which the file does not mark: it is not one.
    if (auto gc = g->companies.find(co.name);
        gc != g->companies.end() && !gc->second.closes_on.empty() && !gc->second.closes_at_round_end)
      if (const int at = g->PhaseIndex(gc->second.closes_on); at >= 0 && at <= phase)
        out.push_back({false, co.line, where + "it closed when phase " + gc->second.closes_on + " began"});
  }
  if (const std::string why = DrawRefusal(*g, b.position().draw); !why.empty()) out.push_back({true, 0, "draw: " + why});
  return out;
}

}  // namespace xxroute
