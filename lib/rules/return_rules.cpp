// A train given back to the bank by choice (Rules::CheckReturn): 18Lilliput
// lets a company return an obsolete train, say before it buys at its limit.
#include <algorithm>

#include "xxroute/rules.h"
#include "xxroute/train_rules.h"

namespace xxroute {

Move Rules::CheckReturn(const std::string& train) const {
  Move m;
  if (!game_) {
    m.why = "giving a train back needs a 'game' with its trains";
    return m;
  }
  const std::vector<std::string> owned = TrainsOwned(company_);
  if (std::find(owned.begin(), owned.end(), train) == owned.end()) {
    m.why = company_.name + " has no " + train + " train";
    return m;
  }
  // 18Lilliput 001 lines 300-301: "Běžné vlaky nemohou být nikdy úmyslně
  // vráceny do vlakového depa, na rozdíl od zastaralých vlaků"; lines
  // 307-308: an obsolete one may be returned before buying a new train.
  const bool obsolete = std::any_of(game_->trains.begin(), game_->trains.end(),
                                    [&](const Train& t) { return t.obsolete_as == train; });
  if (!obsolete) {
    m.why = "a " + train + " is not obsolete: only an obsolete train may be given back to the bank by choice "
            "(" + game_->Line("obsolete_returned") + ")";
    return m;
  }
  m.ok = true;
  return m;
}

}  // namespace xxroute
