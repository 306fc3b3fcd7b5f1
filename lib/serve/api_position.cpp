// GET /api/position: the file as the page draws it (the board, the
// companies, the moves made through the server).
#include "api.h"
#include <algorithm>

#include "xxroute/loaded_position.h"
#include "xxroute/stock_rules.h"
#include "xxroute/svg.h"
#include "xxroute/turn.h"

namespace xxroute::serve {

namespace {

Json OrNull(const std::optional<int>& v) { return v ? Json(*v) : Json(nullptr); }

// The par prices a company of `type` may take (ParCells), low to high.
Json ParPricesJson(const Game* g, const std::string& type) {
  std::vector<int> prices;
  if (!g) return prices;
  try {
    for (const MarketCell& c : ParCells(*g, type)) prices.push_back(g->market().Price(c));
  } catch (const InputError&) {  // (a game without a stock market: no par prices)
  }
  std::sort(prices.begin(), prices.end());
  prices.erase(std::unique(prices.begin(), prices.end()), prices.end());
  return prices;
}

// Each holder's percent of a company, in the file's order.
Json SharesJson(const CompanySpec& c) {
  Json out = Json::array();
  for (const std::string& holder : c.shares_order)
    if (auto it = c.shares.find(holder); it != c.shares.end()) out.push_back({{"holder", holder}, {"percent", it->second}});
  for (const auto& [holder, percent] : c.shares)
    if (std::find(c.shares_order.begin(), c.shares_order.end(), holder) == c.shares_order.end())
      out.push_back({{"holder", holder}, {"percent", percent}});
  return out;
}

// The game's companies a stock round may float: not in the file, not
// closed, in the game data's order, each with its type and par prices.
Json FloatableJson(const Position& p, const Game* g) {
  Json out = Json::array();
  if (!g) return out;
  std::vector<const GameCompany*> order;
  for (const auto& [name, c] : g->companies)
    if (!p.FindCompany(name) && !p.Closed(name)) order.push_back(&c);
  std::sort(order.begin(), order.end(), [](const GameCompany* a, const GameCompany* b) { return a->line < b->line; });
  for (const GameCompany* c : order)
    out.push_back({{"name", c->name}, {"type", c->type}, {"pars", ParPricesJson(g, c->type)}});
  return out;
}

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
                   {"half_pay", ViewTurn(board, c.name).half_pay},
                   {"floated", c.Floated()},
                   {"par", OrNull(c.par)},
                   {"share_price", OrNull(c.share_price)},
                   {"shares", SharesJson(c)},
                   {"pars", ParPricesJson(board.game(), board.game() ? CompanyTypeOf(*board.game(), c) : c.type)}});
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
              {"next", NextToOperate(board.game(), p).empty() ? Json(nullptr) : Json(NextToOperate(board.game(), p))}};
}

// The names a share may be held by: the players (the file's cash:, in seat
// order), each holder of the file's shares, and the bank's pool.
Json HoldersJson(const Position& p) {
  std::vector<std::string> names;
  auto add = [&](const std::string& n) {
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  };
  for (const auto& [player, cash] : p.cash) add(player);
  for (const CompanySpec& c : p.companies)
    for (const auto& [holder, percent] : c.shares) add(holder);
  add("pool");
  return names;
}

// The answer for the version `s` of the file, its position `p`.
Json PositionJson(const ServedFile& served, const Snapshot& s, const Position& p, bool svg) {
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
              {"floatable", FloatableJson(p, board.game())},
              {"holders", HoldersJson(p)},
              {"moves", moves},
              {"can_undo", !s.moves.empty()},
              {"can_redo", !s.undone.empty()},
              {"redo", s.undone.empty() ? Json(nullptr)
                                        : Json{{"text", s.undone.back().text}, {"company", s.undone.back().company}}},
              {"svg", svg ? Json(RenderSvg(board)) : Json(nullptr)},
              {"version", s.version}};
}

}  // namespace

ApiReply GetPosition(ServedFile& served, const ApiRequest& request) {
  std::shared_ptr<const Snapshot> s = served.Read();
  if (auto since = request.query.find("since"); since != request.query.end() && since->second == std::to_string(s->version))
    return {304, nullptr};
  const Position& p = PositionOf(*s);
  // ?svg=0: without the board's picture (the page draws the routes' one).
  const bool svg = QueryValue(request, "svg") != "0";
  // (the same for every request of this version: made once)
  return {200, *s->Cached<Json>(svg ? "position" : "position without svg",
                                [&] { return PositionJson(served, *s, p, svg); })};
}

}  // namespace xxroute::serve
