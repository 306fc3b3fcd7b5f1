// A company's operating turn: the step each move is, the order and limits
// of the game's rulebook (game.yaml `rules: turn:`), and the turn handed on.
#include "xxroute/turn.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "xxroute/ability_moves.h"
#include "xxroute/move_edits.h"
#include "xxroute/dividend.h"
#include "xxroute/error.h"
#include "xxroute/rules.h"
#include "xxroute/stock_rules.h"
#include "xxroute/text.h"
#include "xxroute/train_rules.h"

namespace xxroute {

namespace {

int StepIndex(const TurnRules& r, TurnStep step) {
  const auto it = std::find(r.order.begin(), r.order.end(), StepName(step));
  return it == r.order.end() ? -1 : static_cast<int>(it - r.order.begin());
}

const char* StepWords(TurnStep step) {
  switch (step) {
    case TurnStep::kHome: return "its home station";
    case TurnStep::kLay: return "a tile lay";
    case TurnStep::kStation: return "a station";
    case TurnStep::kRun: return "the run";
    case TurnStep::kTakeOver: return "a takeover";
    case TurnStep::kBuy: return "a train purchase";
    case TurnStep::kNone: break;
  }
  return "";
}

// The latest step of the order the turn has taken (kNone: none yet).
TurnStep LastStep(const TurnRules& r, const TurnState& t) {
  TurnStep last = TurnStep::kNone;
  int at = -1;
  auto seen = [&](bool done, TurnStep step) {
    const int i = StepIndex(r, step);
    if (done && i > at) at = i, last = step;
  };
  seen(t.lays + t.upgrades > 0, TurnStep::kLay);
  seen(t.stations > 0, TurnStep::kStation);
  seen(t.ran, TurnStep::kRun);
  seen(!t.took_over.empty(), TurnStep::kTakeOver);
  seen(!t.bought.empty(), TurnStep::kBuy);
  return last;
}

std::string OrderRefusal(const TurnRules& r, const TurnState& t, const TurnMove& m) {
  const TurnStep last = LastStep(r, t);
  const int here = StepIndex(r, m.step);
  if (last == TurnStep::kNone || here < 0 || here >= StepIndex(r, last)) return "";
  if (m.step == TurnStep::kLay && m.free) return "";
  std::vector<std::string> steps;
  for (const auto& s : r.order)
    steps.push_back(s == "home"        ? "home station"
                    : s == "lay"       ? "tiles"
                    : s == "station"   ? "station"
                    : s == "run"       ? "run"
                    : s == "take_over" ? "takeovers"
                                       : "trains");
  return r.order_rule + ": a turn goes " + Join(steps, ", ") + "; " + t.company + " has had " + StepWords(last) +
         " this turn, so " + StepWords(m.step) + " comes too late (end the turn with --end-turn)";
}

// One kind of move a turn (18Lilliput: one action card).
std::string KindRefusal(const TurnRules& r, const TurnState& t, const TurnMove& m) {
  if (r.one_kind_rule.empty() || m.free) return "";
  const bool lays = t.lays + t.upgrades > 0, stations = t.stations > 0, trains = !t.bought.empty();
  const bool other = (m.step == TurnStep::kLay && (stations || trains)) ||
                     (m.step == TurnStep::kStation && (lays || trains)) || (m.step == TurnStep::kBuy && (lays || stations));
  if (!other) return "";
  return r.one_kind_rule + ": one action a turn, and " + t.company + " has had " +
         (lays ? "tile lays" : stations ? "a station" : "trains") + " this turn, not " + StepWords(m.step);
}

std::string LayRefusal(const TurnRules& r, const TurnState& t, int turns, const TurnMove& m) {
  if (r.lays_rule.empty() || m.free) return "";
  const std::string who = t.company;
  const int yellow = turns == 0 ? r.first_turn_yellow : r.yellow;
  if (r.lays && t.lays + t.upgrades + 1 > r.lays)
    return r.lays_rule + ": at most " + std::to_string(r.lays) + " tile(s) a turn, and " + who + " has laid " +
           std::to_string(t.lays + t.upgrades);
  if (m.upgrade) {
    if (t.upgrades + 1 > r.upgrades)
      return r.lays_rule + ": " + (r.upgrades ? "one upgrade a turn" : "no upgrade") + ", and " + who + " has upgraded " +
             std::to_string(t.upgrades) + " this turn";
    if (t.lays > 0 && !r.yellow_and_upgrade)
      return r.lays_rule + ": yellow tiles or an upgrade, not both, and " + who + " has laid a yellow tile this turn";
    return "";
  }
  if (t.lays + 1 > yellow)
    return r.lays_rule + ": " + std::to_string(yellow) + " yellow tile(s) " +
           (turns == 0 && r.first_turn_yellow != r.yellow ? "in a company's first turn" : "a turn") + ", and " + who +
           " has laid " + std::to_string(t.lays) + (turns == 0 ? "" : " (its first turn is over)");
  if (t.upgrades > 0 && !r.yellow_and_upgrade)
    return r.lays_rule + ": yellow tiles or an upgrade, not both, and " + who + " has upgraded a tile this turn";
  return "";
}

std::string BuyRefusal(const Game& g, const TurnRules& r, const TurnState& t, const TurnMove& m) {
  if (r.trains.most && static_cast<int>(t.bought.size()) + 1 > r.trains.most)
    return r.trains.rule + ": at most " + std::to_string(r.trains.most) + " train(s) a turn, and " + t.company +
           " has bought " + Join(t.bought);
  if (g.one_train_per_type_per_turn && Has(t.bought, m.train))
    return (r.one_train_per_type_rule.empty() ? g.name : r.one_train_per_type_rule) + ": one train of a type a round, and " +
           t.company + " has bought a " + m.train + " this turn";
  if (m.trade_in && r.trade_ins.most && t.trade_ins + 1 > r.trade_ins.most)
    return r.trade_ins.rule + ": at most " + std::to_string(r.trade_ins.most) + " train(s) traded in a round, and " +
           t.company + " has traded in " + std::to_string(t.trade_ins);
  return "";
}

// A turn of `company` with nothing done yet.
TurnState Fresh(const std::string& company, int line) {
  TurnState t;
  t.company = company;
  t.line = line;
  return t;
}

int TurnsOf(const Position& pos, const std::string& company) {
  const CompanySpec* c = pos.FindCompany(company);
  return c && c->turns ? *c->turns : 0;
}

bool CompanyHasStation(const Board& board, const std::string& company) {
  for (const Stop& s : board.stops())
    if (s.HasToken(company)) return true;
  return false;
}

}  // namespace

const char* StepName(TurnStep step) {
  switch (step) {
    case TurnStep::kHome: return "home";
    case TurnStep::kLay: return "lay";
    case TurnStep::kStation: return "station";
    case TurnStep::kRun: return "run";
    case TurnStep::kTakeOver: return "take_over";
    case TurnStep::kBuy: return "buy";
    case TurnStep::kNone: break;
  }
  return "";
}

TurnMove TurnMoveOf(const Board& board, const std::string& company, const Edit& e) {
  TurnMove m;
  switch (e.kind) {
    case Edit::kLay: {
      m.step = TurnStep::kLay;
      const Game* g = board.game();
      std::string color;
      if (g) {
        const auto& tiles = g->Tiles();
        bool special = false;
        if (auto it = tiles.find(e.tile); it != tiles.end()) color = it->second.color, special = !it->second.special.empty();
        // (free: a colour laid besides the turn's lays, or a tile laid only
        // by a private's ability, besides them too: game.yaml private_ability;
        // or by a private's own lay that is extra: privates: lays)
        const GamePrivate* p = g->FindPrivate(e.ability);
        const bool extra = p && p->lays && p->lays->extra;
        m.free = Has(g->turn.free_colors, color) || (!e.ability.empty() && special) || extra;
      }
      bool track = false;
      if (const int h = board.FindHex(e.hex); h >= 0)
        for (const auto& seg : board.segments()) track = track || seg.hex == h;
      m.upgrade = track || TileColorRank(color) > TileColorRank("yellow");  // (a later colour: an upgrade)
      break;
    }
    case Edit::kToken: {
      if (e.floating) break;  // (a float's home station: the stock round, no operating turn)
      const GamePrivate* p = board.game() && !e.ability.empty() ? board.game()->FindPrivate(e.ability) : nullptr;
      if (p && p->token && p->token->extra) break;  // (besides the turn's station: game.yaml privates: token extra)
      m.step = CompanyHasStation(board, company) ? TurnStep::kStation : TurnStep::kHome;
      break;
    }
    case Edit::kBuy:
      m.step = TurnStep::kBuy;
      m.train = e.train;
      m.trade_in = !e.trade_in.empty();
      break;
    case Edit::kBuyFrom:  // (a train from another company: the trains step too)
      m.step = TurnStep::kBuy;
      m.train = e.train;
      break;
    case Edit::kReturn: m.step = TurnStep::kBuy; break;  // (18Lilliput: given back before a purchase)
    case Edit::kRun: m.step = TurnStep::kRun; break;
    case Edit::kTakeOver:
    case Edit::kTurnTrain:
    case Edit::kScrap: m.step = TurnStep::kTakeOver; break;  // (a takeover, and the trains it brings)
    default: break;  // (loans, shares, par: not steps of the turn's order)
  }
  return m;
}

std::string TurnRefusal(const Game& game, const Position& pos, const std::string& company, const TurnMove& move) {
  if (!pos.turn || move.step == TurnStep::kNone || game.turn.order.empty()) return "";
  TurnState t = *pos.turn;
  if (t.company != company) {  // (its own turn starts, once the one under way may end)
    if (const std::string why = UnfinishedRun(game, pos); !why.empty()) return why + ": its turn is not over";
    t = Fresh(company, t.line);
  }
  const TurnRules& r = game.turn;
  std::string why = OrderRefusal(r, t, move);
  if (why.empty()) why = KindRefusal(r, t, move);
  if (why.empty() && move.step == TurnStep::kLay) why = LayRefusal(r, t, TurnsOf(pos, company), move);
  if (why.empty() && move.step == TurnStep::kStation && r.stations.most && t.stations + 1 > r.stations.most)
    why = r.stations.rule + ": " + std::to_string(r.stations.most) + " station(s) a turn besides the home station, and " +
          company + " has placed " + std::to_string(t.stations);
  if (why.empty() && move.step == TurnStep::kRun && r.runs.most && t.ran)
    why = r.runs.rule + ": " + company + " has run its trains this turn (its income paid or kept once)";
  if (why.empty() && move.step == TurnStep::kBuy) why = BuyRefusal(game, r, t, move);
  if (why.empty() && move.step == TurnStep::kTakeOver && !t.ran && !r.run_rule.empty())
    if (const CompanySpec* c = pos.FindCompany(company); c && c->trains.size() > t.bought.size() + t.taken_trains.size())
      why = r.order_rule + ": a takeover comes after the run, and " + company + " has not run its trains this turn (" +
            "apply -c " + company + " --pay or --withhold)";
  return why;
}

namespace {

// Each step of the turn with the rule that refuses one more of it ("": allowed).
std::vector<std::pair<std::string, std::string>> StepsAllowed(const Game& game, const Position& pos,
                                                              const std::string& company) {
  auto move = [](TurnStep step, bool upgrade) {
    TurnMove m;
    m.step = step;
    m.upgrade = upgrade;
    return m;
  };
  const std::pair<const char*, TurnMove> steps[] = {{"lay", move(TurnStep::kLay, false)},
                                                     {"upgrade", move(TurnStep::kLay, true)},
                                                     {"station", move(TurnStep::kStation, false)},
                                                     {"run", move(TurnStep::kRun, false)},
                                                     {"buy", move(TurnStep::kBuy, false)}};
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [name, m] : steps) out.push_back({name, TurnRefusal(game, pos, company, m)});
  return out;
}

}  // namespace

TurnView ViewTurn(const Board& board, const std::string& company) {
  TurnView v;
  const Game* game = board.game();
  const Company* co = board.FindCompany(company);
  if (!game) return v;
  if (board.position().turn) v.steps = StepsAllowed(*game, board.position(), company);
  if (!co) return v;
  try {
    v.half_pay = MayPayHalf(game->market(), co->type);
  } catch (const InputError&) {  // (a game without a stock market: no payout at all)
  }
  const TrainLimitCount c = TrainLimitOf(*game, game->PhaseIndex(board.position().phase), *co);
  v.limit = c.limit;
  v.owned = c.owned;
  v.over = c.Over();
  return v;
}

std::vector<PlayableHex> PlayableHexes(const Board& board, const Company& company) {
  const Game* game = board.game();
  auto turn_allows = [&](const Edit& e) {
    return !game || TurnRefusal(*game, board.position(), company.name, TurnMoveOf(board, company.name, e)).empty();
  };
  const Rules rules(board, company);
  std::map<std::string, PlayableHex> where;
  auto lay = [&](const Lay& l, const std::string& ability) {
    if (!where[l.hex].lay) where[l.hex].lay = turn_allows(LayEdit(l, ability, ""));
  };
  auto station = [&](const Station& st, const std::string& ability) {
    if (!where[st.hex].station) where[st.hex].station = turn_allows(StationEdit(st, ability, ""));
  };
  for (const Lay& l : rules.Lays({})) lay(l, "");
  for (const Station& st : rules.Stations()) station(st, "");
  for (const AbilityLay& a : AbilityLays(board, company)) lay(a.lay, a.ability);  // by a private's ability
  for (const AbilityStation& a : AbilityStations(board, company)) station(a.station, a.ability);
  std::vector<PlayableHex> out;
  for (auto& w : where)
    if (w.second.lay || w.second.station) w.second.hex = w.first, out.push_back(w.second);
  return out;
}

void StartTurn(Position& pos, const std::string& company) {
  if (!pos.turn || pos.turn->company == company) return;
  if (!pos.turn->company.empty()) EndTurn(pos);
  pos.turn = Fresh(company, pos.turn->line);
  if (pos.round && pos.round->kind == "operating" && !Has(pos.round->operated, company))
    pos.round->operated.push_back(company);  // (its turn in this round has begun)
}

std::vector<std::string> OperatingOrder(const Game* game, const Position& pos) {
  struct Place {
    int group;   // the index of its type in operating_first; then the others
    int within;  // the game data's order (first types), or minus its share price
    int column;  // minus its market column (the rightmost first on a tie)
    size_t file; // the file's order
    std::string name;
  };
  const TurnRules* rules = game ? &game->turn : nullptr;
  std::vector<Place> places;
  for (size_t i = 0; i < pos.companies.size(); ++i) {
    const CompanySpec& c = pos.companies[i];
    if (pos.Closed(c.name)) continue;
    Place p{0, 0, 0, i, c.name};
    if (rules) {
      const std::string type = CompanyTypeOf(*game, c);
      const auto& first = rules->operating_first;
      p.group = static_cast<int>(std::find(first.begin(), first.end(), type) - first.begin());
      if (p.group < static_cast<int>(first.size())) {
        auto gc = game->companies.find(c.name);
        p.within = gc == game->companies.end() ? 0 : gc->second.line;
      } else if (rules->operating_by_price) {
        p.within = c.share_price ? -*c.share_price : 1;  // (no price yet: after those with one)
        p.column = c.share_price_cell ? -c.share_price_cell->second : 0;
      }
    }
    places.push_back(p);
  }
  std::stable_sort(places.begin(), places.end(), [](const Place& a, const Place& b) {
    return std::tie(a.group, a.within, a.column, a.file) < std::tie(b.group, b.within, b.column, b.file);
  });
  std::vector<std::string> out;
  for (const Place& p : places) out.push_back(p.name);
  return out;
}

std::string NextToOperate(const Game* game, const Position& pos) {
  if (!pos.turn) return "";
  const std::string& under_way = pos.turn->company;
  const std::vector<std::string> order = OperatingOrder(game, pos);
  std::string next;
  int fewest = 0;
  for (const std::string& name : order) {
    // (the company under way counts the turn it is having)
    const int turns = TurnsOf(pos, name) + (name == under_way ? 1 : 0);
    if (next.empty() || turns < fewest) next = name, fewest = turns;
  }
  if (next != under_way || under_way.empty()) return next;
  // (every other company has had as many turns: the next after it in the order)
  const auto at = std::find(order.begin(), order.end(), under_way);
  return order.size() > 1 ? order[(at - order.begin() + 1) % order.size()] : under_way;
}

void RecordTurnMove(Position& pos, const TurnMove& move) {
  if (!pos.turn || pos.turn->company.empty()) return;
  TurnState& t = *pos.turn;
  switch (move.step) {
    case TurnStep::kLay:
      if (move.free) break;
      if (move.upgrade) ++t.upgrades;
      else ++t.lays;
      break;
    case TurnStep::kStation: ++t.stations; break;
    case TurnStep::kRun: t.ran = true; break;
    case TurnStep::kBuy:
      if (!move.train.empty()) t.bought.push_back(move.train);  // (a train given back buys none)
      if (move.trade_in) ++t.trade_ins;
      break;
    default: break;
  }
}

std::string UnfinishedRun(const Game& game, const Position& pos) {
  if (!pos.turn || pos.turn->company.empty() || pos.turn->ran || game.turn.run_rule.empty()) return "";
  const CompanySpec* c = pos.FindCompany(pos.turn->company);
  // (no train of its own when the run came: those bought since, or taken over)
  if (!c || c->trains.size() <= pos.turn->bought.size() + pos.turn->taken_trains.size()) return "";
  return game.turn.run_rule + ": " + c->name + " has trains and has not run them this turn (apply -c " + c->name +
         " --pay or --withhold)";
}

std::string EndTurn(Position& pos, const Game* game) {
  if (!pos.turn) return "the file follows no turn (it has no 'turn:')";
  if (pos.turn->company.empty()) return "no turn is under way";
  if (game)
    if (std::string why = UnfinishedRun(*game, pos); !why.empty()) return why;
  if (CompanySpec* c = pos.FindCompany(pos.turn->company)) {
    c->turns = (c->turns ? *c->turns : 0) + 1;
    // (a train borrowed for the turn goes back: 1836jr 003 lines 309-311)
    auto lent = std::find_if(c->trains.begin(), c->trains.end(), [&](const TrainRef& t) { return t.name == pos.turn->borrowed; });
    if (!pos.turn->borrowed.empty() && lent != c->trains.end()) c->trains.erase(lent);
  }
  pos.turn = Fresh("", pos.turn->line);
  return "";
}

}  // namespace xxroute
