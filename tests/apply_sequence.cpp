#include "apply_sequence.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <optional>
#include <sstream>

#include "xxroute/apply_report.h"
#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/json.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/position_file.h"
#include "xxroute/rules.h"
#include "xxroute/run.h"
#include "xxroute/train_rules.h"
#include "xxroute/table.h"
#include "xxroute/text.h"
#include "xxroute/turn_money.h"
#include "xxroute/whatif.h"

namespace xxroute::test {

size_t Choices::Pick(size_t n) {
  if (n <= 1) return 0;
  size_t v = 0;
  for (size_t range = 1; range < n && at_ < size_; range <<= 8) v = (v << 8) | data_[at_++];
  return v % n;
}

namespace {

// Fixtures the sequences may start from, each passing the strict audit as it
// is: a late board of a few games, and a real position of every title that
// has a real game (fixtures/GAME/real-*.yaml: 18Lilliput has none).
const char* const kFixtures[] = {
    "fixtures/example.yaml",
    "fixtures/18CZ/bn-plus-trains.yaml",
    "fixtures/1824/epp-coal-g-trains.yaml",
    "fixtures/1836jr56/nord-paris-per-station.yaml",
    "fixtures/18Lilliput/sr-4d-and-4o-foreign-castle.yaml",
    "fixtures/18CZ/real-ug-676.yaml",
    "fixtures/1824/real-sb-525.yaml",
    "fixtures/1824-cisleithania/real-sd-203.yaml",
    "fixtures/1836jr30/real-nord-234.yaml",
    "fixtures/1836jr56/real-gcl-510.yaml",
    "fixtures/1830/real-bm-543.yaml",
    "fixtures/1846/real-co-474.yaml",
    "fixtures/1861/real-nw-573.yaml",
    "fixtures/1889/real-ar-467.yaml",
    "fixtures/18Chesapeake/real-prr-454.yaml",
};

struct Start {
  std::string game, variant;  // a new game's; "" for a fixture
  std::string fixture;
};

std::vector<Start> Starts() {
  std::vector<Start> out;
  GameCache games;
  for (const auto& name : ListGames()) {
    out.push_back({name, "", ""});
    for (const auto& v : games.Get(name, "")->variants) out.push_back({name, v, ""});
  }
  for (const char* f : kFixtures) out.push_back({"", "", f});
  return out;
}

std::string ReadFile(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void WriteFile(const std::string& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
}

// A solve of at most half a second (a board the moves made large need not be proven).
SolveOptions Quick() {
  SolveOptions options;
  options.time_limit = 0.5;
  return options;
}

// A whole-line comment of `before` missing from `after` ("" when none is):
// the rewrite keeps every line it does not change (position_writer.h).
std::string LostComment(const std::string& before, const std::string& after) {
  std::istringstream in(before);
  for (std::string line; std::getline(in, line);) {
    const size_t at = line.find_first_not_of(' ');
    if (at != std::string::npos && line[at] == '#' && after.find(line) == std::string::npos) return line;
  }
  return "";
}

template <class T>
const T& PickOf(Choices& c, const std::vector<T>& v) {
  return v[c.Pick(v.size())];
}

std::vector<std::string> Keys(const auto& map) {
  std::vector<std::string> out;
  for (const auto& [k, v] : map) out.push_back(k);
  return out;
}

// A sequence in play: the game's file and what the moves may name.
class Sequence {
 public:
  Sequence(Choices& c, std::string file, std::shared_ptr<GameCache> games)
      : c_(c), file_(std::move(file)), games_(std::move(games)) {}

  // Writes the start `c_` picks; false when `new` refuses it (an InputError).
  bool Begin(Played* played);
  // One apply call, its invariants checked.
  void Call(Played* played);

 private:
  Choices& c_;
  std::string file_;
  std::shared_ptr<GameCache> games_;
  std::shared_ptr<const Game> game_;
  std::string start_;     // as Played says it
  bool by_rules_ = true;  // no hypothesis made yet: the strict audit must pass
  // Companies over their train limit and the trains each keeps: the next
  // call gives the first one's others up (--discard).
  std::vector<std::pair<std::string, int>> give_back_;
  std::optional<std::map<std::string, int>> counts_;  // tiles laid and stations, as the last call left them
  // The file as the last check read it: a refused call leaves it byte for
  // byte, so the next call starts from it without reading the file again.
  std::optional<Position> checked_;
  size_t picks_ = 0;  // (the picks the last check made: a start's, made again where it is kept)

  std::optional<int> Money() {
    static const int kMoney[] = {0, 40, 100, 150, 300, 600, 1500};
    if (c_.Chance(4)) return std::nullopt;
    return kMoney[c_.Pick(std::size(kMoney))];
  }
  std::string GameCompany() { return PickOf(c_, Keys(game_->companies)); }
  Edit Move(const LoadedPosition& now, const std::string& company);
  Edit LegalMove(const LoadedPosition& now);
  void TurnMoves(const Position& pos, const std::string& company, MoneyRequest* money, WhatIfRequest* table,
                 bool* end_turn);
  void Check(const std::string& what, const std::string& mover, bool mover_solved);
  [[noreturn]] void Fail(const std::string& what, const Played& played);
};

// A start as its check left it, kept for the next sequence from the same
// start (the same file, the same check: a fuzz run plays thousands of
// sequences from a few dozen starts). `running`: how many companies the
// check picked among (the pick is made again, so that an input plays the
// same sequence whether its start was kept or not).
struct CheckedStart {
  std::string text;
  Position position;
  std::optional<std::map<std::string, int>> counts;
  std::vector<std::pair<std::string, int>> give_back;
  size_t running = 0;
};

// The starts kept, by Played::start (emptied at 1,000).
std::map<std::string, CheckedStart>& KeptStarts() {
  static std::map<std::string, CheckedStart> kept;
  return kept;
}

bool Sequence::Begin(Played* played) {
  static const std::vector<Start> starts = Starts();
  auto& kept = KeptStarts();
  const Start& s = PickOf(c_, starts);
  std::vector<Floating> floats;
  if (!s.fixture.empty()) {
    played->start = s.fixture;
  } else {
    game_ = games_->Get(s.game, s.variant);
    std::string names;
    for (size_t n = 1 + c_.Pick(3); n > 0; --n) {
      Floating f{GameCompany(), Money(), "--companies"};
      names += (names.empty() ? "" : ",") + f.company + (f.treasury ? "=" + std::to_string(*f.treasury) : "");
      floats.push_back(f);
    }
    played->start = "new " + s.game + (s.variant.empty() ? "" : " --variant " + s.variant) + " --companies " + names;
  }
  start_ = played->start;
  if (const auto k = kept.find(start_); k != kept.end()) {
    WriteFile(file_, k->second.text);
    game_ = games_->Get(k->second.position.game, k->second.position.variant);
    checked_ = k->second.position;
    counts_ = k->second.counts;
    give_back_ = k->second.give_back;
    c_.Pick(k->second.running);
    return true;
  }
  if (!s.fixture.empty()) {
    WriteFile(file_, ReadFile(std::string(XXROUTE_SOURCE_DIR) + "/" + s.fixture));
  } else {
    try {
      TableTurn t = StartGame(games_, s.game, s.variant, floats, file_);
      WriteFile(file_, t.text);
    } catch (const InputError&) {
      return false;  // (a company named twice, ...)
    }
  }
  const Position start = LoadPosition(file_);
  game_ = games_->Get(start.game, start.variant);
  try {
    Check("the start", "", false);
  } catch (const Broken& b) {
    Fail(b.what(), *played);
  }
  if (kept.size() >= 1000) kept.clear();
  kept[start_] = {ReadFile(file_), *checked_, counts_, give_back_, picks_};
  return true;
}

// A move the rules allow now (as whatif finds them), where there is one.
Edit Sequence::LegalMove(const LoadedPosition& now) {
  std::vector<Change> options;
  switch (c_.Pick(4)) {
    case 3: {  // the run, its income paid out or kept
      Edit e;
      e.kind = Edit::kRun, e.source = "--pay", e.payout = "payout";
      if (c_.Chance(2)) e.source = "--withhold", e.payout = "withhold";
      return e;
    }
    case 0: {  // (the tiles of one colour on one hex a lay could join: every lay of a real late board is slow to find)
      const auto& tiles = game_->Tiles();
      const std::vector<std::string> hexes = now.rules().LayHexes();
      if (tiles.empty() || hexes.empty()) break;
      auto tile = tiles.begin();
      std::advance(tile, c_.Pick(tiles.size()));
      options = LayOptions(now, {tile->second.color}, PickOf(c_, hexes));
      break;
    }
    case 1: options = TokenOptions(now); break;
    default: options = BuyOptions(now); break;
  }
  if (options.empty()) {  // (none: the phase it is in, which changes nothing)
    Edit e;
    e.kind = Edit::kPhase, e.source = "--phase", e.phase = now.position().phase;
    return e;
  }
  Edit e = PickOf(c_, options).edits.front();
  if (c_.Chance(8)) e.rotation = -1;  // (the rotation left to the rules)
  return e;
}

// A move of any kind, its parts picked from what the game and board name.
Edit Sequence::Move(const LoadedPosition& now, const std::string& company) {
  const Board& b = now.board();
  const CompanySpec* co = now.position().FindCompany(company);
  std::vector<std::string> trains;
  if (co)
    for (const auto& t : co->trains) trains.push_back(t.name);
  std::vector<std::string> offers = Keys(game_->offers);
  for (const auto& card : game_->train_cards) offers.push_back(card.card);
  if (offers.empty()) offers.push_back("2");
  auto train = [&]() { return !trains.empty() && c_.Chance(2) ? PickOf(c_, trains) : PickOf(c_, offers); };
  std::vector<std::string> coords;  // (the board's hexes and the printed map's)
  for (const auto& h : b.hexes()) coords.push_back(h.coord);
  for (const auto& h : game_->MapHexes()) coords.push_back(h.coord);
  if (coords.empty()) coords.push_back("A1");
  auto hex = [&]() {
    const std::string coord = PickOf(c_, coords);
    return c_.Chance(16) ? b.NeighbourCoord(coord, static_cast<int>(c_.Pick(b.edges()))) : coord;
  };
  auto stop = [&](const std::string& coord) -> std::string {
    const int h = b.FindHex(coord);
    if (h < 0 || b.hexes()[h].stops.empty() || c_.Chance(2)) return "";
    return b.stops()[PickOf(c_, b.hexes()[h].stops)].id;
  };
  Edit e;
  switch (c_.Pick(12)) {
    case 0: case 1: case 2:
      if (now.has_company()) return LegalMove(now);
      [[fallthrough]];
    case 3: case 4:
      e.kind = Edit::kLay, e.source = "--lay";
      e.hex = hex();
      e.tile = PickOf(c_, Keys(game_->Tiles()));
      e.rotation = static_cast<int>(c_.Pick(7)) - 1;
      return e;
    case 5:
      e.kind = Edit::kToken, e.source = "--token";
      e.hex = hex();
      e.stop = stop(e.hex);
      return e;
    case 6: case 7:
      e.kind = Edit::kBuy, e.source = "--buy-train";
      e.train = PickOf(c_, offers);
      if (c_.Chance(3)) e.trade_in = train();
      return e;
    case 8:
      e.kind = Edit::kPhase, e.source = "--phase";
      e.phase = game_->phases[c_.Pick(game_->phases.size())].name;
      return e;
    case 9:
      e.kind = Edit::kExport, e.source = "--export";
      e.train = PickOf(c_, offers);
      return e;
    case 10:
      e.kind = Edit::kRemoveTrain, e.source = "--remove-train";
      e.train = train();
      return e;
    default:  // the hypotheses: trains given, another company's token
      switch (c_.Pick(3)) {
        case 0: e.kind = Edit::kAddTrain, e.source = "--add-train", e.train = train(); break;
        case 1:
          e.kind = Edit::kTrains, e.source = "--trains";
          for (size_t n = c_.Pick(4); n > 0; --n) e.trains.push_back(train());
          if (e.trains.empty()) e.trains.push_back(train());
          break;
        default:
          e.kind = Edit::kBlock, e.source = "--block";
          e.hex = hex();
          e.stop = stop(e.hex);
          e.company = GameCompany();
      }
      return e;
  }
}

// The turn's other moves, as `apply` takes them: the run and its payout
// (with routes or an income declared), loans, a train from another company,
// the stock round's shares and par prices, exchanges, trains given up, the
// turn's end. Most calls make none of them.
void Sequence::TurnMoves(const Position& pos, const std::string& company, MoneyRequest* money,
                         WhatIfRequest* table, bool* end_turn) {
  static const int kPrices[] = {0, 1, 40, 80, 150, 400};
  auto company_of = [&]() { return !pos.companies.empty() && c_.Chance(2) ? PickOf(c_, pos.companies).name
                                                                         : GameCompany(); };
  const CompanySpec* mine = pos.FindCompany(company);
  if (c_.Chance(3)) {  // the run
    static const char* const kPayouts[] = {"payout", "withhold", "half"};
    money->payout = kPayouts[c_.Pick(3)];
    if (mine && !mine->trains.empty() && c_.Chance(6)) {  // routes given: a train between two stops
      const auto& spots = game_->MapHexes();
      if (!spots.empty())
        money->routes = mine->trains[c_.Pick(mine->trains.size())].name + ": " + PickOf(c_, spots).coord + "-" +
                        PickOf(c_, spots).coord;
    } else if (c_.Chance(6)) {
      money->declared = kPrices[c_.Pick(std::size(kPrices))];
    }
  }
  if (c_.Chance(game_->market().interest_per_loan > 0 ? 3 : 16))  // (loans: mostly where the game has them)
    (c_.Chance(2) ? money->take_loan : money->repay_loan).push_back(c_.Chance(2) ? "" : "2");
  if (c_.Chance(8) && !pos.companies.empty()) {  // a train from another company, at a price agreed
    const CompanySpec& seller = PickOf(c_, pos.companies);
    const std::string train = seller.trains.empty() ? "2" : PickOf(c_, seller.trains).name;
    money->buy_from.push_back(seller.name + ":" + train + ":" + std::to_string(kPrices[c_.Pick(std::size(kPrices))]));
  }
  if (c_.Chance(8)) {  // shares held
    static const char* const kHolders[] = {"Anna", "Ben", "market"};
    static const int kPercents[] = {0, 10, 20, 30, 50, 60};
    money->shares.push_back(std::string(kHolders[c_.Pick(3)]) + ": " + company_of() + " " +
                            std::to_string(kPercents[c_.Pick(std::size(kPercents))]));
  }
  if (c_.Chance(8)) {  // a par price: one of the market's par cells, or any price
    const Market& m = game_->market();
    int price = 100;
    if (!m.par_cells.empty() && c_.Chance(2)) price = m.Price(PickOf(c_, m.par_cells));
    else if (!m.cells.empty() && !m.cells[0].empty()) price = PickOf(c_, PickOf(c_, m.cells));
    money->par.push_back(company_of() + "=" + std::to_string(price));
  }
  if (c_.Chance(10)) {  // an exchange: a company closed into another, or those that form one
    std::vector<std::string> merging, forming;  // (mostly the companies the game merges)
    for (const auto& [name, gc] : game_->companies) {
      if (!gc.merges_into.empty()) merging.push_back(name);
      if (!gc.forms_on.empty()) forming.push_back(name);
    }
    std::string x = !merging.empty() && !c_.Chance(4) ? PickOf(c_, merging) : GameCompany();
    if (c_.Chance(3) || (!forming.empty() && c_.Chance(2))) {
      x = (!forming.empty() && !c_.Chance(4) ? PickOf(c_, forming) : GameCompany()) + "=" + company_of();
      for (size_t n = c_.Pick(3); n > 0; --n) x += "," + company_of();
      for (size_t n = c_.Pick(3); n > 0 && !game_->MapHexes().empty(); --n)
        table->cgr_keep.push_back(PickOf(c_, game_->MapHexes()).coord);
    }
    table->exchange.push_back(x);
  }
  if (c_.Chance(10)) {  // a train given up: the mover's or another's
    const CompanySpec* whose = pos.companies.empty() ? nullptr : &PickOf(c_, pos.companies);
    if (whose && !whose->trains.empty())
      table->discard.push_back((c_.Chance(2) ? whose->name + ":" : "") + PickOf(c_, whose->trains).name);
    else
      table->discard.push_back("2");
  }
  *end_turn = c_.Chance(5);
}

void Sequence::Call(Played* played) {
  const std::string before = ReadFile(file_);
  Position base = checked_ ? *checked_ : LoadPosition(file_);
  std::string company = give_back_.empty() ? "" : give_back_.front().first;
  std::vector<Floating> floats;
  if (company.empty()) {
    if (!base.companies.empty() && !c_.Chance(8)) company = PickOf(c_, base.companies).name;
    else if (c_.Chance(2)) company = GameCompany();
    if (c_.Chance(8)) floats.push_back({GameCompany(), Money(), "--float"});
  }
  Change change;
  std::unique_ptr<LoadedPosition> session;  // (the position as it is, on which the moves are picked and made)
  std::string what;
  for (const auto& f : floats) what += " --float " + f.company + (f.treasury ? "=" + std::to_string(*f.treasury) : "");
  if (!company.empty()) what += " -c " + company;
  {
    // (the moves picked on the position as it is, for the company named)
    auto view = LoadedPosition::Make(base, games_, {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
    const bool mover = !company.empty() && base.FindCompany(company);
    if (mover) view->Choose(company);  // (its network on the same board, not a second one)
    if (!give_back_.empty()) {  // (the company keeps its last trains, gives the first up)
      const auto& trains = base.FindCompany(company)->trains;
      for (size_t i = 0; i + static_cast<size_t>(give_back_.front().second) < trains.size(); ++i) {
        Edit e;
        e.kind = Edit::kDiscard, e.source = "--discard", e.train = trains[i].name;
        change.edits.push_back(e);
      }
    }
    for (size_t n = c_.Pick(4); n > 0 && give_back_.empty(); --n) {
      if (mover && c_.Chance(2)) change.edits.push_back(LegalMove(*view));
      else change.edits.push_back(Move(*view, company));
    }
    view->Choose("");  // (the board only, as apply's session: MakeMoves)
    session = std::move(view);
  }
  // (the turn's other moves, in the order apply gives them: cli/cmd_apply.cpp)
  MoneyRequest money;
  WhatIfRequest table;
  bool end_turn = false;
  if (give_back_.empty()) TurnMoves(base, company, &money, &table, &end_turn);
  try {
    const Change others = RequestedChange(table);
    change.edits.insert(change.edits.end(), others.edits.begin(), others.edits.end());
    change = WithMoneyEdits(change, money);
  } catch (const InputError&) {
    change.edits.clear();  // (malformed as picked: not asked)
  }
  if (end_turn) {
    Edit e;
    e.kind = Edit::kEndTurn, e.source = "--end-turn";
    change.edits.push_back(e);
  }
  if (change.edits.empty() && floats.empty()) {  // (apply asks for a move)
    Edit e;
    e.kind = Edit::kEndTurn, e.source = "--end-turn";
    change.edits.push_back(e);
  }
  for (const auto& e : change.edits) what += " [" + e.Text() + "]";
  // As `apply` makes it (cli/cmd_apply.cpp): the moves, the state solved,
  // then the file written.
  std::optional<TableTurn> turn;
  try {
    turn.emplace(ApplyAtTable(before, std::move(session), company, floats, change));
  } catch (const InputError& e) {
    played->refused++;
    played->calls.push_back("refused:" + what + " (" + e.what() + ")");
    if (ReadFile(file_) != before) Fail("a refused call changed the file", *played);
    give_back_.clear();  // (trains not given up as asked: the sequence goes on)
    return;
  }
  played->accepted++;
  played->calls.push_back("accepted:" + what);
  if (const std::string lost = LostComment(before, turn->text); !lost.empty())
    Fail("the rewritten file lost the comment line '" + lost + "'", *played);
  for (const auto& e : change.edits)
    if (e.kind == Edit::kAddTrain || e.kind == Edit::kTrains || e.kind == Edit::kBlock) by_rules_ = false;
  std::optional<Solved> solved;
  try {
    // (the mover solved before the file is written, its report after)
    const CompanySpec* co = turn->after.FindCompany(turn->company);
    if (co && !co->trains.empty())
      solved = SolvePosition(turn->loaded->Load(turn->after, {turn->company, LoadOptions::kCompany}), Quick());
    WritePositionFile(file_, turn->text, *turn->loaded);
    const Solved* shown = solved ? &*solved : nullptr;
    if (ApplyText(file_, *turn, shown).empty() || JsonText(ApplyJson(file_, *turn, shown)).empty())
      Fail("apply's report is empty", *played);
  } catch (const InputError& e) {
    Fail(std::string("the accepted moves were not solved and written: ") + e.what(), *played);
  }
  try {
    Check(what, company, solved.has_value());
  } catch (const Broken& b) {
    Fail(b.what(), *played);
  }
}

// What the rules keep count of on the file's board, where a call made it
// grow (a fixture exported from 18xx.games may start over a count): no
// treasury below 0, no tile laid more often than the manifest has it, no
// company with more stations than its tokens, nor two in one city. `before`:
// the counts as the last call left them (null at the start), replaced by the
// board's.
void CountsKept(const std::string& what, const Position& pos, const Board& b,
                std::optional<std::map<std::string, int>>* before) {
  for (const auto& co : pos.companies)
    if (co.treasury && *co.treasury < 0)
      throw Broken(what + ": " + co.name + "'s treasury is " + std::to_string(*co.treasury));
  const Game& g = *b.game();
  std::map<std::string, int> now;  // "tile 57", "stations BN"
  for (const auto& h : b.hexes())
    if (!h.tile.empty()) now["tile " + h.tile]++;
  for (const auto& st : b.stops()) {
    std::set<std::string> seen;
    for (const auto& t : st.tokens) {
      if (!seen.insert(t).second) throw Broken(what + ": " + t + " has two stations in " + st.label);
      now["stations " + t]++;
    }
  }
  for (const auto& [key, n] : now) {
    if (!*before || n <= (**before)[key]) continue;
    const std::string name = key.substr(key.find(' ') + 1);
    if (key.rfind("tile ", 0) == 0) {
      if (auto t = g.Tiles().find(name); t != g.Tiles().end() && t->second.count && n > *t->second.count)
        throw Broken(what + ": tile " + name + " laid " + std::to_string(n) + " times, the manifest has " +
                     std::to_string(*t->second.count));
    } else if (auto gc = g.companies.find(name);
               gc != g.companies.end() && gc->second.stations > 0 && n > gc->second.stations) {
      throw Broken(what + ": " + name + " has " + std::to_string(n) + " stations, its tokens are " +
                   std::to_string(gc->second.stations));
    }
  }
  *before = now;
}

// The file after an accepted call: it loads, passes the strict audit (while
// every move was made by the rules) and solves for the company that moved
// (unless the call solved it already: `mover_solved`; the file was written
// only once it read back as the position solved, WritePositionFile) and one
// other with trains. A company over its limit (a hypothesis's trains) gives trains up
// in the call that follows, as the players would.
void Sequence::Check(const std::string& what, const std::string& mover, bool mover_solved) {
  Position pos;
  try {
    pos = LoadPosition(file_);
  } catch (const InputError& e) {
    throw Broken(what + ": the file does not load: " + e.what());
  }
  checked_ = pos;
  std::unique_ptr<LoadedPosition> loaded;
  try {
    loaded = LoadedPosition::Make(pos, games_, {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
  } catch (const InputError& e) {
    throw Broken(what + ": the file's board is refused: " + e.what());
  }
  const Board& b = loaded->board();
  give_back_.clear();
  const Phase* phase = game_->FindPhase(pos.phase);
  for (const Company& co : b.companies())
    if (const auto limit = phase ? phase->TrainLimit(co.type) : std::nullopt;
        limit && TrainsOwned(co).size() > static_cast<size_t>(*limit))
      give_back_.push_back({co.name, *limit});
  // (the strict audit: the findings the load with --strict refuses)
  for (const Finding& f : by_rules_ ? AuditPosition(b) : std::vector<Finding>{})
    throw Broken(what + ": the strict audit refuses the file: " + pos.file + ":" + std::to_string(f.line) + ": " +
                 f.what);
  if (by_rules_) CountsKept(what, pos, b, &counts_);
  // (the company that moved, where the call did not solve it already, and
  // one other the input picks: every company of a real late board, each on
  // each call, is most of a sequence's time and finds no more)
  std::vector<std::string> running;
  for (const auto& co : pos.companies)
    if (!co.trains.empty() && co.name != mover) running.push_back(co.name);
  std::vector<std::string> solved;
  if (const CompanySpec* co = pos.FindCompany(mover); co && !co->trains.empty() && !mover_solved) solved.push_back(mover);
  if (!running.empty()) solved.push_back(PickOf(c_, running));
  picks_ = running.size();
  for (const auto& name : solved) {
    try {
      loaded->Choose(name);  // (its network on the board loaded above)
      Solve(loaded->network(), Quick());
    } catch (const InputError& e) {
      throw Broken(what + ": " + name + " does not solve: " + e.what());
    }
  }
}

void Sequence::Fail(const std::string& what, const Played& played) {
  std::string text = what + "\n  start: " + start_;
  for (const auto& c : played.calls) text += "\n  " + c;
  throw Broken(text);
}

}  // namespace

void ForgetKeptStarts() { KeptStarts().clear(); }

std::vector<std::string> ApplySequenceStarts() {
  std::vector<std::string> out;
  for (const Start& s : Starts())
    out.push_back(s.fixture.empty() ? WithVariant(s.game, s.variant) : s.fixture);
  return out;
}

Played PlayApplySequence(Choices& c, const std::string& dir, const std::shared_ptr<GameCache>& games, int calls) {
  Played played;
  Sequence s(c, dir + "/game.yaml", games);
  if (!s.Begin(&played)) return played;
  for (int i = 0; i < calls && !c.done(); ++i) s.Call(&played);
  return played;
}

}  // namespace xxroute::test
