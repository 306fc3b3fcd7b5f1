// The moves whatif ranks: every legal lay, station and purchase, as the rules
// module finds them, written as changes.
#include "xxroute/rules.h"
#include "xxroute/whatif.h"

namespace xxroute {

namespace {

Change One(const Edit& e) { return Change{e.Text(), {e}}; }

}  // namespace

std::vector<Change> LayOptions(const LoadedPosition& base, const std::vector<std::string>& colors) {
  std::vector<Change> out;
  for (const Lay& lay : base.rules().Lays(colors)) {
    Edit e;
    e.kind = Edit::kLay;
    e.hex = lay.hex;
    e.tile = lay.tile;
    e.rotation = lay.rotation;
    e.source = "--best-lay";
    out.push_back(One(e));
  }
  return out;
}

std::vector<Change> TokenOptions(const LoadedPosition& base) {
  std::vector<Change> out;
  for (const Station& st : base.rules().Stations()) {
    Edit e;
    e.kind = Edit::kToken;
    e.hex = st.hex;
    e.stop = st.stop_id;
    e.source = "--best-token";
    out.push_back(One(e));
  }
  return out;
}

std::vector<Change> BuyOptions(const LoadedPosition& base) {
  std::vector<Change> out;
  for (const Purchase& p : base.rules().Purchases()) {
    Edit e;
    e.kind = Edit::kBuy;
    e.train = p.train;
    e.trade_in = p.trade_in;
    e.source = "--buy";
    out.push_back(One(e));
  }
  return out;
}

}  // namespace xxroute
