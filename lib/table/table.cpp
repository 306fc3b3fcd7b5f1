#include "xxroute/table.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/game_keys.h"
#include "xxroute/game_moves.h"
#include "xxroute/limits.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position_file.h"
#include "xxroute/position_text.h"
#include "xxroute/position_writer.h"
#include "closures.h"
#include "game_start.h"
#include "xxroute/rules.h"
#include "xxroute/stock_rules.h"
#include "xxroute/train_rules.h"
#include "xxroute/whatif.h"
#include "xxroute/text.h"
#include "xxroute/tile_track.h"
#include "xxroute/turn_money.h"
#include "xxroute/turn.h"

namespace xxroute {

namespace {

// The game's company `asked`, as the game spells it (in any case).
std::string CompanyNamed(const Game& g, const std::string& asked, const std::string& source) {
  if (g.companies.count(asked)) return asked;
  std::string found, known;
  for (const auto& [name, c] : g.companies) {
    known += (known.empty() ? "" : ", ") + name;
    bool same = name.size() == asked.size();
    for (size_t i = 0; same && i < name.size(); ++i)
      same = tolower(static_cast<unsigned char>(name[i])) == tolower(static_cast<unsigned char>(asked[i]));
    if (same) found = name;
  }
  if (found.empty()) throw InputError(source, 0, g.name + " has no company '" + asked + "' (companies: " + known + ")");
  return found;
}

// How an 18CZ large company starts: its red tile on one of its home hexes,
// at the rotations the rules allow there, then its station on it.
std::string HomeChoiceNote(const LoadedPosition& now, const GameCompany& gc, const std::string& file) {
  const Game& g = *now.game();
  const std::string& co = gc.name;
  std::string tile;
  for (const auto& [id, t] : g.Tiles())
    if (t.color == "red" && std::count(t.shape.labels.begin(), t.shape.labels.end(), co)) tile = id;
  const std::string homes = Join(gc.home, " or ");
  if (tile.empty())
    return co + " starts on " + homes + ": place its station with `xxroute apply " + file + " -c " + co +
           " --token HEX`";
  const Board& board = now.board();
  const Rules rules(board, board.SelectCompany(co));
  std::vector<std::string> where;
  std::string example;
  for (const auto& hex : gc.home) {
    std::vector<std::string> rotations;
    for (int r = 0; r < board.edges(); ++r)
      if (rules.CheckLay(hex, tile, r).ok) {
        rotations.push_back(std::to_string(r));
        if (example.empty()) example = "--lay " + hex + "=" + tile + "@" + std::to_string(r) + " --token " + hex;
      }
    if (!rotations.empty()) where.push_back(hex + " (rotation " + Join(rotations, " or ") + ")");
  }
  if (example.empty()) return co + " starts on " + homes + " with its red tile " + tile + ", which fits neither now";
  return co + " starts on " + Join(where, " or ") + " with its red tile " + tile + ", then its station there: `xxroute apply " +
         file + " -c " + co + " " + example + "`";
}

// A company of a kind that floats only from a later phase (18CZ: medium from
// the first b, large from the first d, 000 lines 520-522), refused.
void RefuseEarlyFloat(const LoadedPosition& now, const Floating& f) {
  const Game* g = now.game();
  if (!g) return;
  const std::string name = CompanyNamed(*g, f.company, f.source);
  const std::string why = EarlyFloatRefusal(*g, g->companies.at(name).type, now.position().phase);
  if (!why.empty()) throw InputError(f.source, 0, "float " + name + ": " + why);
}

// Whether `company` has a station token on the board.
bool HasStation(const Board& board, const std::string& company) {
  for (const auto& st : board.stops())
    if (st.HasToken(company)) return true;
  return false;
}

// Whether `company`, floated in a stock round of a game whose companies
// place their home station as their first operating turn begins (stock:
// home_station: first_turn; 18CZ 000 lines 591-592, 800-801; 1824 VII.8,
// 002 line 639), places it before `edits`:
// the file follows the game's rounds and is in an operating round, the
// company has no station yet, and the edits are its turn's moves, none a
// station of its own.
bool HomeDue(const LoadedPosition& now, const std::string& company, const std::vector<Edit>& edits) {
  const Game* g = now.game();
  const Position& pos = now.position();
  const CompanySpec* c = pos.FindCompany(company);
  if (!g || !g->HomeAtFirstTurn() || (pos.round && pos.round->kind != "operating") ||
      !c || !c->Floated() || pos.Closed(company) || HasStation(now.board(), company))
    return false;
  return std::none_of(edits.begin(), edits.end(), [](const Edit& e) {
    return e.kind == Edit::kToken || e.kind == Edit::kShares || e.kind == Edit::kPar || e.kind == Edit::kExchange ||
           (e.kind == Edit::kDiscard && !e.company.empty());
  });
}

// The session with `company` chosen to move (its network compiled), the position as it is.
void Choose(std::unique_ptr<LoadedPosition>& now, const std::string& company) {
  if (!now->has_company() || now->company().name != company)
    now->Choose(company);
}

std::string TrainList(const CompanySpec& c) {
  std::vector<std::string> v;
  for (const auto& t : c.trains) v.push_back(t.name);
  return Join(v);
}

// Adds the company (no trains, its treasury; a game's set-up gives a starting
// company its trains, treasury and home card) and its home station where the
// game's data names one city for it; otherwise a note says how to place it.
// The company holding `name`'s home stop that closes into `name` (1824: a
// pre-state railway in its state railway's home city), "" when none: a state
// railway floated with its capital before the exchange takes that station over
// by the exchange (1824 IV.4.4, 002 line 342), not by a token of its own.
std::string HomeHeldByMerger(const Game& g, const Board& b, const std::string& name, const std::string& hex,
                             const std::string& stop) {
  const int h = b.FindHex(hex);
  if (h < 0) return "";
  for (int s : b.hexes()[h].stops) {
    if (!stop.empty() && b.stops()[s].id != stop) continue;
    for (const auto& holder : b.stops()[s].tokens) {
      auto it = g.companies.find(holder);
      if (it != g.companies.end() && it->second.merges_into == name && !b.position().Closed(holder)) return holder;
    }
  }
  return "";
}

// When a home station is placed: as the players float a company
// (--float), as the game's moves float it (its shares sold: where the game
// places it as the first turn starts, only said), or as that turn starts.
enum class HomeAt { kFloat, kGameFloat, kFirstTurn };

// The home station of `name`, just floated (or as its first operating turn
// starts), placed where the game's data names one city for it; otherwise a
// note says how to place it.
void PlaceHome(std::unique_ptr<LoadedPosition>& now, const std::string& name, const std::string& source,
               const std::string& file, TableTurn* turn, HomeAt at = HomeAt::kFloat) {
  const std::shared_ptr<const Game> game = now->board().shared_game();  // (kept while `now` is replaced)
  const Game& g = *game;
  const Position before = now->position();
  const GameCompany& gc = g.companies.at(name);
  const bool in_turn = at == HomeAt::kFirstTurn;
  if (gc.home.empty()) {
    turn->notes.push_back(name + ": " + g.name + "'s data names no home; write its first station's token in the file");
    return;
  }
  if (gc.home.size() > 1) {
    turn->notes.push_back(HomeChoiceNote(*now, gc, file));
    return;
  }
  const std::string& hex = gc.home[0];
  if (gc.home_stop.empty()) {  // (several cities and no word on which: the company chooses)
    const Board& b = now->board();
    std::vector<std::string> cities;
    if (const int h = b.FindHex(hex); h >= 0 && OnlyCity(b.stops(), b.hexes()[h].stops) == -2)
      for (int s : b.hexes()[h].stops)
        if (b.stops()[s].kind == StopKind::kCity) cities.push_back(b.stops()[s].id);
    if (cities.size() > 1) {
      turn->notes.push_back(name + "'s home " + hex + " has " + std::to_string(cities.size()) + " cities (" +
                            Join(cities) + "): place its station in one with `xxroute apply " + file + " -c " + name +
                            " --token " + hex + "." + cities[0] + "`");
      return;
    }
  }
  const std::string home_stop = HomeStopNow(now->board(), hex, gc.home_stop);  // (on the tile laid there, if any)
  if (const std::string pre = HomeHeldByMerger(g, now->board(), name, hex, home_stop); !pre.empty()) {
    turn->notes.push_back(name + "'s home " + hex + (home_stop.empty() ? "" : "." + home_stop) + " is " + pre +
                          "'s station, which " + name + " takes over with `xxroute apply " + file + " --exchange " +
                          name + "` (" + g.Line("state_forms") + ")");
    return;
  }
  if (at == HomeAt::kGameFloat && (g.HomeAtFirstTurn() || now->position().Reads("home_at_first_turn"))) {
    const std::string why = g.HomeAtFirstTurn() ? g.stock->home_station_rule
                                                : "readings: home_at_first_turn, " + g.ReadingRule("home_at_first_turn");
    turn->notes.push_back(name + " places its home station as its first operating turn begins" +
                          (why.empty() ? "" : " (" + why + ")"));
    return;
  }
  Edit e;
  e.kind = Edit::kToken;
  e.hex = hex;
  e.stop = home_stop;
  e.source = source;
  e.floating = !in_turn;
  Choose(now, name);
  Applied a = ApplyChange(*now, Change{e.Text(), {e}});
  now = std::move(a.loaded);
  if (!in_turn && now->position().turn && !SameTurn(now->position().turn, before.turn)) {  // (a float is no operating turn)
    Position kept = now->position();
    kept.turn = before.turn;
    for (auto& c : kept.companies)
      if (const CompanySpec* old = before.FindCompany(c.name)) c.turns = old->turns;
    now->Change(std::move(kept));
  }
  if (a.cost == 0) a.costs.clear();  // (the home station is free: "station 0" says nothing)
  turn->moves.push_back({"home station " + hex + (e.stop.empty() ? "" : "." + e.stop), a.cost, a.costs, a.notes, a.readings});
}


void Float(std::unique_ptr<LoadedPosition>& now, const Floating& f, const std::string& file, TableTurn* turn) {
  if (!now->game()) throw InputError(f.source, 0, "a company floats in a game: the file names no 'game'");
  const std::shared_ptr<const Game> game = now->board().shared_game();  // (kept while `now` is replaced)
  const Game& g = *game;
  const std::string name = CompanyNamed(g, f.company, f.source);
  if (now->position().FindCompany(name)) throw InputError(f.source, 0, name + " is already in " + file);
  if (now->position().Closed(name)) throw InputError(f.source, 0, name + " is closed (" + file + ": closed)");
  CompanySpec c;
  c.name = name;
  c.treasury = f.treasury;
  Position pos = now->position();
  const std::string started = StartCompany(g, pos, c, f.treasury.has_value(), f.source);  // (a game's set-up)
  pos.companies.push_back(c);
  now->Change(std::move(pos));
  turn->company = name;
  turn->moves.push_back({"float " + name + (c.treasury ? " with " + std::to_string(*c.treasury) : "") +
                             (c.trains.empty() ? "" : " and its trains " + TrainList(c)),
                         0, {}, {}, {}});
  if (!started.empty()) {
    turn->moves.push_back({started, 0, {}, {}, {}});
    return;
  }
  PlaceHome(now, name, f.source, file, turn);
}

std::vector<std::string> Names(const Position& p) {
  std::vector<std::string> v;
  for (const auto& c : p.companies) v.push_back(c.name);
  return v;
}

// The company whose moves these are: `asked`, else the one just floated, the
// file's only company, the one its expect: names or the only one with trains.
std::string Mover(const Position& pos, const std::string& asked, const std::string& floated) {
  const std::string& file = pos.file;
  std::string name = asked;
  if (name.empty()) name = floated;
  if (name.empty() && pos.companies.size() == 1) name = pos.companies.front().name;
  if (name.empty()) name = DefaultCompany(pos, "");
  if (name.empty() && pos.companies.empty())
    throw InputError(file, 0, "no company in the file: add one as it floats with --float COMPANY");
  if (name.empty())
    throw InputError(file, 0, "several companies (" + Join(Names(pos)) + "): say whose moves these are with --company");
  if (!pos.FindCompany(name))
    throw InputError("--company", 0, "no company '" + name + "' in " + file + " (companies: " + Join(Names(pos)) +
                                         "); a company that floats is added with --float " + name);
  return name;
}

// The moves leave a company over its train limit (not as the file already
// was): refused, saying which trains may go and how to choose them.
void RefuseExcess(const Board& board, const std::vector<Excess>& before, const Edit& last) {
  for (const Excess& x : OverLimit(board)) {
    const bool as_before = std::any_of(before.begin(), before.end(), [&](const Excess& b) {
      return b.company == x.company && b.trains == x.trains && b.limit == x.limit;
    });
    if (as_before) continue;
    const std::string goes = ExcessGoes(*board.game());
    throw InputError(last.source.empty() ? board.file() : last.source, 0,
                     last.Text() + ": " + x.company + " owns " + std::to_string(x.trains.size()) + " trains (" +
                         Join(x.trains) + "), over phase " + board.position().phase + "'s limit of " +
                         std::to_string(x.limit) + ": say which " + std::to_string(x.over()) + " to give up with " +
                         "--discard " + x.company + ":TRAIN (each " + goes + ")");
  }
}

// The company a game move names, "" for the round's end (for the report).
std::string NamedBy(const Edit& e) {
  if (e.kind == Edit::kExchangePrivate) return e.share_of;
  return e.kind == Edit::kEndRound || e.kind == Edit::kBuyPrivate || e.kind == Edit::kDraw ? "" : e.company;
}

// The train the round's end exports, made as an export by an open company of
// the file (the export reaches every company's trains alike).
void MakeExport(std::unique_ptr<LoadedPosition>& now, const Edit& x, TableTurn* t) {
  const Position& pos = now->position();
  std::string by;
  for (const auto& c : pos.companies)
    if (!pos.Closed(c.name) && c.Floated()) {
      by = c.name;
      break;
    }
  if (by.empty()) return;  // (no company yet: nothing to reach)
  Choose(now, by);
  Applied a = ApplyChange(*now, Change{x.Text(), {x}});
  now = std::move(a.loaded);
  t->moves.push_back({x.Text(), 0, {}, a.notes, a.readings});
}

// The companies that form as the export that ends a set of operating rounds
// brings their phase (closures.h: FormDue; 1824 VII.14, 002 line 811: an
// exported train starts its phase as one bought).
void FormAfterExport(std::unique_ptr<LoadedPosition>& now, const std::string& source, TableTurn* t) {
  if (!now->game()) return;
  Position pos = now->position();
  const Closing c = FormDue(*now->game(), pos, source);
  if (c.notes.empty()) return;
  now->Change(std::move(pos));
  t->moves.push_back({"after the export", 0, {}, c.notes, {}});
}

// The change's game moves (game_moves.h), one after another: a company that
// floats places its home station, a round's end its export.
void MakeGameMoves(std::unique_ptr<LoadedPosition>& now, const Change& change, TableTurn* t) {
  const std::string& file = t->before.file;
  for (const Edit& e : change.edits) {
    if (!IsGameMove(e, now->position(), now->game()))
      throw InputError(e.source.empty() ? file : e.source, 0,
                       e.Text() + ": a company's move, made in a call of its own (the others are the game's: shares, "
                                  "privates bought by players, the round's end)");
    Applied a;
    Position pos = now->position();
    const GameMoveMade made = MakeGameMove(*now, e, pos, &a);
    now->Change(std::move(pos));
    t->moves.push_back({e.Text(), a.cost, a.costs, a.notes, a.readings});
    if (t->company.empty()) t->company = NamedBy(e);
    for (const std::string& name : made.floated) PlaceHome(now, name, e.source, file, t, HomeAt::kGameFloat);
    for (const Edit& x : made.exports) MakeExport(now, x, t);
    if (!made.exports.empty()) FormAfterExport(now, e.source, t);
  }
}

}  // namespace

Floating ParseFloating(const std::string& raw, const std::string& source) {
  std::string text = raw;
  while (!text.empty() && isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
  while (!text.empty() && isspace(static_cast<unsigned char>(text.front()))) text.erase(text.begin());
  Floating f;
  f.source = source;
  const size_t eq = text.find('=');
  f.company = text.substr(0, eq);
  auto bad = [&]() { throw InputError(source, 0, "'" + text + "': expected COMPANY or COMPANY=TREASURY, e.g. BN=360"); };
  if (f.company.empty()) bad();
  if (eq != std::string::npos) {
    const std::string money = text.substr(eq + 1);
    f.treasury = WholeNumber(money, 7);
    if (f.treasury < 0) bad();
  }
  return f;
}

TableTurn ApplyAtTable(const std::string& text, std::unique_ptr<LoadedPosition> session, const std::string& company,
                       const std::vector<Floating>& floats, const Change& change) {
  TableTurn t;
  t.before = session->position();
  const std::string& file = t.before.file;
  std::unique_ptr<LoadedPosition>& now = t.loaded;  // the position as the moves leave it
  now = std::move(session);
  for (const auto& f : floats) {
    RefuseEarlyFloat(*now, f);
    Float(now, f, file, &t);
  }
  const bool game_moves = !change.edits.empty() && IsGameMove(change.edits.front(), now->position(), now->game());
  if (game_moves) MakeGameMoves(now, change, &t);
  if (!change.edits.empty() && !game_moves) {
    std::string asked = company;
    if (asked.empty()) asked = StockCompany(change);  // (--shares, --par: the company named)
    if (asked.empty() && change.edits.front().kind == Edit::kExchange && now->game())  // (by the company that closes)
      asked = change.edits.front().companies.empty()
                  ? ExchangeMover(*now->game(), now->position(), change.edits.front().company)
                  : change.edits.front().companies.front();
    std::string by = floats.empty() ? "" : t.company;  // (--end-turn alone: the turn's company)
    if (by.empty() && change.edits.size() == 1 && change.edits[0].kind == Edit::kEndTurn && now->position().turn)
      by = now->position().turn->company;
    const std::string name = Mover(now->position(), asked, by);
    const std::vector<Excess> over_before = OverLimit(now->board());
    t.company = name;
    t.treasury_before = now->position().FindCompany(name)->treasury;
    Choose(now, name);
    // A company with no station yet places its home station before the
    // call's other moves (the turn's first step, `rules: turn: order`: 1824
    // VII.5 item 0, 18CZ VIII.6), however the command line listed them; not
    // where its city is still to be laid (18CZ: a large company's red tile).
    std::vector<Edit> edits = change.edits;
    if (HomeDue(*now, name, edits)) PlaceHome(now, name, edits.front().source, file, &t, HomeAt::kFirstTurn);
    if (!HasStation(now->board(), name)) {
      const Board& b = now->board();
      std::stable_partition(edits.begin(), edits.end(), [&](const Edit& e) {
        if (e.kind != Edit::kToken) return false;
        const int h = b.FindHex(e.hex);
        if (h < 0) return false;
        for (int s : b.hexes()[h].stops)
          if (b.stops()[s].kind == StopKind::kCity) return true;
        return false;
      });
    }
    if (!now->position().move_so_far.ability_lays.empty() || !now->position().move_so_far.privates_bought.empty()) {
      Position fresh = now->position();  // (a new move: game.h Lay together, on_purchase)
      fresh.move_so_far = {};
      now->Change(std::move(fresh));
    }
    for (const Edit& e : edits) {
      const std::optional<int> money = now->position().FindCompany(name)->treasury;
      Applied a = ApplyChange(*now, Change{e.Text(), {e}});  // (a move it cannot pay: refused there)
      now = std::move(a.loaded);
      if (money)  // (paid from the treasury, as the move left it: a run or a loan adds to it)
        now->SetTreasury(name, now->position().FindCompany(name)->treasury.value_or(*money) - a.cost);
      t.moves.push_back({e.Text(), a.cost, a.costs, a.notes, a.readings});
    }
    RefuseExcess(now->board(), over_before, change.edits.back());
    if (now->game())
      if (const std::string why = UnfinishedAbilityLays(*now->game(), now->position()); !why.empty())
        RefuseEdit(change.edits.back(), now->position(), why);
    t.treasury_after = now->position().FindCompany(name)->treasury;
  }
  t.after = now->position();
  t.text = RewritePosition(text, t.before, now->board());
  return t;
}

namespace {

// The whole game's keys of a new file where the players are named: each
// player's starting money (the game's stock: start_cash), the round (the
// game's start, or its first stock round, where the privates are on sale),
// the privates held (none yet).
std::string GameKeys(const Game& g, const std::vector<std::string>& names, const std::string& file) {
  if (names.empty()) return "";
  int cash = 0;
  if (g.stock) {
    auto it = g.stock->start_cash.find(static_cast<int>(names.size()));
    if (it == g.stock->start_cash.end())
      throw InputError(file, 0, g.name + " is not played by " + std::to_string(names.size()) + " players");
    cash = it->second;
  }
  std::vector<std::pair<std::string, int>> money;
  for (const auto& n : names) money.push_back({n, cash});
  const RoundState first = g.stock && g.stock->first_round == "stock" ? RoundState{"stock", 1, 0, 0, 0, {}, {}}
                                                                       : RoundState{"start", 0, 0, 0, 0, {}, {}};
  std::string keys = "cash: " + CashFlow(money) + "   # each player's money\n" +
                     "round: " + RoundFlow(first) + "   # the round under way\n" +
                     "privates: {}  # each private company held, with its owner\n";
  return keys;
}

}  // namespace

TableTurn StartGame(std::shared_ptr<GameCache> games, const std::string& game, const std::string& variant,
                    const std::vector<Floating>& companies, const std::string& file, int players,
                    const std::vector<std::string>& player_names, const std::vector<std::string>& readings) {
  auto g = games->Get(game, variant, "xxroute new", 0);
  if (g->phases.empty()) throw InputError(g->file, 0, "the game has no phases");
  std::string body = "format: 1\ngame: " + YamlScalar(g->name) + "\n";
  if (!g->variant.empty()) body += "variant: " + YamlScalar(g->variant) + "\n";
  body += "phase: " + YamlScalar(g->phases.front().name) + "\n";
  // (the operating turns followed: the players, the bank's trains, the turn under way)
  if (players > 0) body += "players: " + std::to_string(players) + "\n";
  body += "bank_trains: " + BankTrainsFlow(StartingBank(*g, players)) + "   # left in the bank; unlimited ones not listed\n";
  body += "turn: {}      # the operating turn under way: apply keeps it\n";
  body += GameKeys(*g, player_names, file);
  if (!readings.empty())
    body += "readings: [" + Join(readings) + "]   # where the file follows 18xx.games, not the rulebook\n";
  if (g->start) body += "base_map: false  # no printed map: every card on the table is listed\n";
  body += g->start ? "hexes:       # every card on the table (one a line)\n"
                  : "hexes:       # the printed map, but for the hexes listed here (one a line)\n";
  body += "companies:   # as they float; `trains` and `treasury` follow the moves\n";
  // (the file's text first: the position is what it says)
  const Position base = ParsePosition(body, file);
  TableTurn t;
  t.loaded = LoadedPosition::Make(base, std::move(games), {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
  if (g->start) {  // (the start card, then each company's home card around it)
    Position laid = t.loaded->position();
    laid.hexes.push_back(StartCardHex(*g->start));
    t.loaded->Change(std::move(laid));
  }
  if (!g->not_modelled.empty()) t.notes.push_back("not modelled: " + g->not_modelled);  // (game.yaml not_modelled)
  for (const auto& f : companies) {
    RefuseEarlyFloat(*t.loaded, f);  // (a new game is in its first phase: 18CZ's medium and large wait)
    Float(t.loaded, f, file, &t);
  }
  std::string header = "# " + TitleWithVariant(*g) +
                       ", written by `xxroute new`: one file that follows the game.\n"
                       "# Each operating turn, one company's moves, checked by the rules and paid\n"
                       "# from its treasury (the file is rewritten in place):\n"
                       "#   xxroute apply " + file + " -c COMPANY --lay HEX=TILE@ROTATION --token HEX --buy-train TRAIN --end-turn\n"
                       "# A company that floats:  xxroute apply " + file + " --float COMPANY=TREASURY\n"
                       "# Its declared income:    xxroute check " + file + " -c COMPANY --declared INCOME\n";
  for (const auto& n : t.notes) header += "# " + n + "\n";
  t.before = base;
  t.after = t.loaded->position();
  t.text = RewritePosition(header + body, base, t.loaded->board());
  // (the text must say what was made: read back, hex by hex)
  if (const std::string diff = PositionDifference(*t.loaded, ParsePosition(t.text, file)); !diff.empty())
    throw std::logic_error("the new game's file differs from its position: " + diff);
  return t;
}

}  // namespace xxroute
