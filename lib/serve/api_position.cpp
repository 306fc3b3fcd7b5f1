// GET /api/position: the file as the page draws it (the board, the
// companies, the moves made through the server).
#include "api.h"
#include "xxroute/loaded_position.h"
#include "xxroute/svg.h"
#include "xxroute/turn.h"

namespace xxroute::serve {

namespace {

Json OrNull(const std::optional<int>& v) { return v ? Json(*v) : Json(nullptr); }

// Each company of the position: its token colour, trains, treasury, home.
Json CompaniesJson(const Position& p, const Board& board) {
  const std::map<std::string, std::string> colors = CompanyColors(board);
  Json out = Json::array();
  for (const CompanySpec& c : p.companies) {
    Json trains = Json::array();
    for (const TrainRef& t : c.trains) trains.push_back(t.name);
    std::string home = c.home;
    if (home.empty())
      if (const Company* b = board.FindCompany(c.name); b && b->home.size() == 1) home = b->home[0];
    auto color = colors.find(c.name);
    out.push_back({{"name", c.name},
                   {"color", color == colors.end() ? Json(nullptr) : Json(color->second)},
                   {"trains", trains},
                   {"treasury", OrNull(c.treasury)},
                   {"home", home.empty() ? Json(nullptr) : Json(home)},
                   {"half_pay", ViewTurn(board, c.name).half_pay}});
  }
  return out;
}

// What the turn under way may still do: each step (lay, upgrade, station,
// run, buy) true when the turn's rules allow one more, else the rule that
// refuses it (ViewTurn asks TurnRefusal, as apply does).
Json TurnAllows(const Board& board, const std::string& company) {
  Json out = Json::object();
  for (const auto& [step, why] : ViewTurn(board, company).steps) out[step] = why.empty() ? Json(true) : Json(why);
  return out;
}

// The file's `turn:` (null without it): whose turn, what it did, what it may
// still do, and the company the page moves to once it ends (NextToOperate).
Json TurnJson(const Board& board, const Position& p) {
  if (!p.turn) return nullptr;
  const TurnState& t = *p.turn;
  return Json{{"company", t.company.empty() ? Json(nullptr) : Json(t.company)},
              {"lays", t.lays},
              {"upgrades", t.upgrades},
              {"stations", t.stations},
              {"ran", t.ran},
              {"bought", t.bought},
              {"trade_ins", t.trade_ins},
              {"allows", board.game() && !t.company.empty() ? TurnAllows(board, t.company) : Json(nullptr)},
              {"next", NextToOperate(p).empty() ? Json(nullptr) : Json(NextToOperate(p))}};
}

// The answer for the version `s` of the file, its position `p`.
Json PositionJson(const ServedFile& served, const Snapshot& s, const Position& p) {
  auto loaded = LoadedPosition::Make(p, served.games(), {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
  const Board& board = loaded->board();
  // The company the page starts with: --company, else the file's expect:, else the only one with trains.
  std::string company = DefaultCompany(p, served.company());
  if (company.empty())
    for (const Company& c : board.companies())
      if (!c.trains.empty()) company = company.empty() ? c.name : "-";
  if (company == "-") company.clear();
  Json moves = Json::array();
  for (size_t i = 0; i < s.moves.size(); ++i)
    moves.push_back({{"index", i}, {"text", s.moves[i].text}, {"company", s.moves[i].company}});
  return Json{{"file", served.file()},
              {"game", p.game},
              {"variant", p.variant.empty() ? Json(nullptr) : Json(p.variant)},
              {"phase", p.phase},
              {"company", company.empty() ? Json(nullptr) : Json(company)},
              {"companies", CompaniesJson(p, board)},
              {"turn", TurnJson(board, p)},
              {"players", p.players ? Json(*p.players) : Json(nullptr)},
              {"closed", p.closed},
              {"moves", moves},
              {"can_undo", !s.moves.empty()},
              {"can_redo", !s.undone.empty()},
              {"redo", s.undone.empty() ? Json(nullptr)
                                        : Json{{"text", s.undone.back().text}, {"company", s.undone.back().company}}},
              {"svg", RenderSvg(board)},
              {"version", s.version}};
}

}  // namespace

ApiReply GetPosition(ServedFile& served, const ApiRequest& request) {
  std::shared_ptr<const Snapshot> s = served.Read();
  if (auto since = request.query.find("since"); since != request.query.end() && since->second == std::to_string(s->version))
    return {304, nullptr};
  const Position& p = PositionOf(*s);
  // (the same for every request of this version: made once)
  return {200, *s->Cached<Json>("position", [&] { return PositionJson(served, *s, p); })};
}

}  // namespace xxroute::serve
