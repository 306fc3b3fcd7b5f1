// The moves whatif ranks: every legal lay, station and purchase, as the rules
// module finds them, written as changes.
#include "xxroute/rules.h"
#include "xxroute/whatif.h"

namespace xxroute {

namespace {

std::unique_ptr<LoadedPosition> Load(const Position& base, const std::string& company) {
  return LoadedPosition::Make(base, company, LoadedPosition::kCompany, LoadedPosition::kNoAudit);
}

Change One(const Edit& e) { return Change{e.Text(), {e}}; }

}  // namespace

std::vector<Change> LayOptions(const Position& base, const std::string& company,
                               const std::vector<std::string>& colors) {
  auto lp = Load(base, company);
  std::vector<Change> out;
  for (const Lay& lay : lp->rules().Lays(colors)) {
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

std::vector<Change> TokenOptions(const Position& base, const std::string& company) {
  auto lp = Load(base, company);
  std::vector<Change> out;
  for (const Station& st : lp->rules().Stations()) {
    Edit e;
    e.kind = Edit::kToken;
    e.hex = st.hex;
    e.stop = st.stop_id;
    e.source = "--best-token";
    out.push_back(One(e));
  }
  return out;
}

std::vector<Change> BuyOptions(const Position& base, const std::string& company) {
  auto lp = Load(base, company);
  std::vector<Change> out;
  for (const Purchase& p : lp->rules().Purchases()) {
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
