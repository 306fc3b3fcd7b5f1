// GET /api/solve and POST /api/check: the company's best routes, and a
// declared income or declared routes weighed against them, as `solve` and
// `check --format json` give them.
#include "api.h"

#include <array>

#include "xxroute/loaded_position.h"
#include "xxroute/run.h"
#include "xxroute/svg.h"

namespace xxroute::serve {

namespace {

// A declared income: a whole number from 0 (a fraction or a number too
// large for one is refused before it is converted).
int Income(const Json& value) {
  constexpr uint64_t kMost = 1000000000;
  if (!value.is_number_unsigned() || value.get<uint64_t>() > kMost)  // (JSON's 0 and up are unsigned)
    Refuse(400, "declared", "an income is a whole number from 0, not " + JsonText(value));
  return static_cast<int>(value.get<uint64_t>());
}

// What each way to pay the best income gives, by the game's stock market
// (PayPosition, as `dividends` pays it): the page's payout table. The ways
// the rules refuse the company (a coal railway's payout, 1824 IV.2) and
// positions without a market have none.
Json PayoutsJson(const Solved& solved) {
  Json out = Json::array();
  if (!solved.loaded->game() || !solved.loaded->has_company()) return out;
  // (the apply key, the payout asked, the kind paid: a kind the rules
  // impose instead, a coal railway's half, is listed under its own key)
  const std::vector<std::array<std::string, 3>> ways = {
      {"pay", "full", "payout"}, {"withhold", "withhold", "withhold"}, {"half", "half", "half"}};
  for (const auto& way : ways) {
    DividendRequest request;
    request.income = solved.result.income;
    request.subsidy = solved.result.subsidy;
    request.payout = way[1];
    try {
      const DividendResult paid = PayPosition(*solved.loaded, request).result;
      if (paid.kind != way[2]) continue;
      Json j = DividendJson(solved.result.company, paid);
      j["move"] = way[0];
      out.push_back(std::move(j));
    } catch (const InputError&) {  // (not allowed this company, or no market)
    }
  }
  return out;
}

}  // namespace

ApiReply GetSolve(ServedFile& served, const ApiRequest& request) {
  std::shared_ptr<const Snapshot> s = served.Read();
  const std::string company = CompanyOf(PositionOf(*s), QueryValue(request, "company"));
  // (the same for every request of this version and company: solved once)
  return {200, *s->Cached<Json>("solve " + company, [&] {
    const Solved& solved = SolveVersion(served, *s, company)->solved;
    const Board& board = solved.board();
    Json j = SolveJson(board, solved.result);
    SvgOptions svg;
    svg.company = solved.result.company;
    svg.network = &solved.network();
    svg.routes = &solved.result.routes;
    svg.title = ResultTitle(board, solved.result);
    j["svg"] = RenderSvg(board, svg);
    j["payouts"] = PayoutsJson(solved);
    j["version"] = s->version;
    return j;
  })};
}

ApiReply PostCheck(ServedFile& served, const ApiRequest& request) {
  const Json body = BodyObject(request.body);
  std::string company, routes;
  int declared = -1;
  for (const auto& [key, value] : body.items()) {
    if (key == "company") company = value.get<std::string>();
    else if (key == "routes") routes = value.get<std::string>();
    else if (key == "declared") declared = Income(value);
    else Refuse(400, "body", "unknown key '" + key + "' (company, declared, routes)");
  }
  if (routes.empty() && declared < 0) Refuse(400, "body", "nothing to check: give \"declared\" (an income) or \"routes\"");
  std::shared_ptr<const Snapshot> s = served.Read();
  Checked checked = CheckPosition(Session(served, *s, company), routes, "routes", declared);
  const Board& board = checked.best.board();
  const Result& best = checked.best.result;
  if (!checked.routes_checked) return {200, DeclaredIncomeJson(board, declared, best)};
  Json j = CheckJson(board, checked.check, best);
  if (checked.check.legal) return {200, j};
  // Routes the rules refuse: the check's object (the best routes still), with the error.
  j["error"] = ApiErrorJson(InputError(checked.where, 0, checked.check.error))["error"];
  return {422, j};
}

}  // namespace xxroute::serve
