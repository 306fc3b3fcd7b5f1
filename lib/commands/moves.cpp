// The move options and the one way a list of moves is made on a position
// file (moves.h).
#include "xxroute/moves.h"

#include <algorithm>

#include "xxroute/error.h"
#include "xxroute/position_file.h"
#include "xxroute/text.h"

namespace xxroute {

std::string MoveOption::Flag() const {
  std::string flag = "--" + name;
  std::replace(flag.begin(), flag.end(), '_', '-');
  return flag;
}

namespace {

MoveOption Opt(std::string name, MoveValue value, std::string help, bool whatif) {
  MoveOption o;
  o.name = std::move(name);
  o.value = value;
  o.help = std::move(help);
  o.whatif = whatif;
  return o;
}

std::vector<MoveOption> MakeTable() {
  using V = MoveValue;
  std::vector<MoveOption> t = {
      Opt("company", V::kOne, "Company making the moves (may be left out when the file has one)", true),
      Opt("float", V::kList, "Add a company that floats, with its home station: COMPANY or COMPANY=TREASURY "
                             "(repeatable)", false),
      Opt("shares", V::kList, "Shares held: \"HOLDER: COMPANY PERCENT\", 0 to drop the holder (repeatable)", false),
      Opt("par", V::kList, "A company's par price: COMPANY=PRICE (its share price too; repeatable)", false),
      Opt("trains", V::kOne, "Replace the company's trains, e.g. \"5,4+4\"", true),
      Opt("add_train", V::kList, "Add a train (repeatable)", true),
      Opt("remove_train", V::kList, "Remove a train, e.g. one given back over the limit (repeatable)", true),
      Opt("lay", V::kList, "Lay a tile: HEX=TILE@ROTATION, or HEX=TILE for its one legal rotation; PRIVATE:HEX=TILE@ROTATION by "
          "a private's ability (repeatable)",
          true),
      Opt("token", V::kList, "Place the company's station: HEX or HEX.STOP; PRIVATE:HEX by a private's ability (repeatable)", true),
      Opt("block", V::kList, "Place another company's token: HEX[.STOP]=COMPANY (repeatable)", true),
      Opt("pay", V::kFlag, "Run the company's trains and pay the income out (the share price moves)", false),
      Opt("withhold", V::kFlag, "Run the company's trains and keep the income in its treasury", false),
      Opt("half", V::kFlag, "Run and pay half (where the game has half pay)", false),
      Opt("routes", V::kOne, "With --pay/--withhold/--half: the routes run, \"TRAIN: STOP-STOP; ...\" "
                             "(default: the best)", false),
      Opt("declared", V::kCount, "With --pay/--withhold/--half: the income the players declare (at most the best)",
          false),
      Opt("subsidy", V::kCount, "With --declared: the mine subsidy the players declare beside the income (at most the "
                                "best routes')", false),
      Opt("recorded", V::kFlag, "With --declared: the income a game record gives, taken even above the best "
                                 "(import; said in the move's notes)", false),
      Opt("take_loan", V::kLoans, "Take a loan (1836jr56): --take-loan or --take-loan N", false),
      Opt("return_train", V::kList, "Give an obsolete train back to the bank, e.g. before buying at the limit "
                                    "(18Lilliput; repeatable)", true),
      Opt("buy_train", V::kList, "Buy a train from the bank by the rules: TRAIN, or TRAIN:OLD trading in OLD "
                                 "(repeatable)", true),
      Opt("buy_train_from", V::kList, "Buy a train from another company at the price agreed: COMPANY:TRAIN:PRICE "
                                      "(repeatable)", false),
      Opt("president_pays", V::kCount, "The money the president adds to the first train bought, where the company "
                                       "has none and cannot pay it (what it lacks, by the game's rules)", false),
      Opt("export", V::kList, "18CZ: export this train card (its phase, all its faces sold); 18Lilliput: the "
                              "deck's top train to the depot (Bureaucracy)", true),
      Opt("phase", V::kOne, "Move to this phase (revenue colour, rusted and obsolete trains)", true),
      Opt("exchange", V::kList, "1824: close a company into the one it merges into (EPP into BK), or all that "
                                "merge into this one (SD: its pre-state railways) (repeatable)", true),
      Opt("cgr_keep", V::kList, "1836jr: the hexes whose stations the CGR keeps when it forms "
                                "(--exchange MESS=B,GCL)", true),
      Opt("take_over", V::kList, "Take over a smaller company after the run, paying each player holding its shares "
                                 "PRICE a share: COMPANY:PRICE, or COMPANY:PRICE:HEX.STOP naming the station sent "
                                 "back where both have one in a hex (18CZ; repeatable)", false),
      Opt("turn_train", V::kList, "Turn the card of a train just taken over to a larger train, paying the "
                                  "difference: TRAIN:FACE, e.g. 2:2+2 (18CZ; repeatable)", false),
      Opt("scrap_train", V::kList, "Scrap a train just taken over: it leaves the game (18CZ; repeatable)", false),
      Opt("discard", V::kList, "Give up a train over the train limit: TRAIN, or COMPANY:TRAIN for another "
                               "company's (repeatable)", true),
      Opt("repay_loan", V::kLoans, "Repay loans (1836jr56), 100 each: --repay-loan or --repay-loan N", false),
      Opt("bankrupt", V::kFlag, "The company must buy a train and its president cannot pay for the cheapest, even "
                                "selling his shares: he is bankrupt, the game ends", false),
      Opt("end_turn", V::kFlag, "End the company's operating turn after the moves (its turns: up by one); a move "
                                "of another company ends it too", false),
      Opt("sell_shares", V::kList, "A player sells shares to the pool: \"PLAYER: COMPANY PERCENT\" (repeatable)", false),
      Opt("buy_shares", V::kList, "A player buys shares: \"PLAYER: COMPANY PERCENT\" from the IPO while it has them, "
                                  "or \"... pool\" (repeatable)", false),
      Opt("buy_private", V::kList, "A private company bought: \"BUYER: PRIVATE PRICE\", a player from the bank or a "
                                   "company from its owner (repeatable)", false),
      Opt("exchange_private", V::kList, "A player's private exchanged for a share of a company: PRIVATE=COMPANY "
                                        "(1824: a mountain railway for a regional railway's 10%; repeatable)", false),
      Opt("sell_private", V::kList, "A company sells its private to the bank: \"PRIVATE PRICE\" (repeatable)", false),
      Opt("borrow_train", V::kList, "A national without a train borrows one for its turn, given back as the turn ends: "
                                    "TRAIN (1836jr56 CGR)", false),
      Opt("marker", V::kList, "A private's marker placed by the company that owns it: PRIVATE:HEX (1836jr56 "
                              "Regie des Postes: +20 to the company's routes there)", false),
      Opt("draw", V::kOne, "The railways drawn at the start, one of each of the game's lists: COMPANY,COMPANY "
                           "(1824 Cisleithania X.3: stack 1's construction railways, e.g. EOD,KK2)", false),
      Opt("end_round", V::kFlag, "End the round under way (a stock or an operating round): what the game does at its "
                                 "end, then the next round begins", false),
  };
  for (MoveOption& o : t) {
    if (o.name == "company") o.short_name = "c";
    if (o.name == "cgr_keep") o.comma_list = true;
    if (o.name == "pay" || o.name == "withhold" || o.name == "half") o.group = "payout";
  }
  return t;
}

// The option's one value.
const std::string& One(const MoveOption& o, const std::vector<std::string>& values) {
  if (values.size() != 1) throw InputError(o.Flag(), 0, "one value is expected, not " + std::to_string(values.size()));
  return values[0];
}

// The option's values, "A,B" split where the option takes a comma list.
std::vector<std::string> List(const MoveOption& o, const std::vector<std::string>& values) {
  if (!o.comma_list) return values;
  std::vector<std::string> out;
  for (const std::string& v : values)
    for (size_t start = 0;;) {
      const size_t comma = v.find(',', start);
      out.push_back(v.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  return out;
}

int Count(const MoveOption& o, const std::vector<std::string>& values) {
  const std::string& v = One(o, values);
  const int n = WholeNumber(v, 9);
  if (n < 0) throw InputError(o.Flag(), 0, "a whole number, 0 or more, is expected, not '" + v + "'");
  return n;
}

// A loan option's values: none (one loan) or a number, each time it is given.
std::vector<std::string> Loans(const std::vector<std::string>& values) {
  return values.empty() ? std::vector<std::string>{""} : values;
}

// Where the option's values go in the list of moves.
void Set(MoveList& m, const MoveOption& o, const std::vector<std::string>& values) {
  MoveEdits& q = m.edits;
  MoneyRequest& money = m.money;
  auto add = [](std::vector<std::string>& to, std::vector<std::string> more) {
    to.insert(to.end(), more.begin(), more.end());
  };
  const std::string& n = o.name;
  if (n == "company") q.company = One(o, values);
  else if (n == "float") for (const auto& f : values) m.floats.push_back(ParseFloating(f, o.Flag()));
  else if (n == "shares") add(money.shares, values);
  else if (n == "par") add(money.par, values);
  else if (n == "trains") q.trains = One(o, values);
  else if (n == "add_train") add(q.add_train, values);
  else if (n == "remove_train") add(q.remove_train, values);
  else if (n == "lay") add(q.lay, values);
  else if (n == "token") add(q.token, values);
  else if (n == "block") add(q.block, values);
  else if (n == "pay") money.payout = "payout";
  else if (n == "withhold" || n == "half") money.payout = n;
  else if (n == "routes") money.routes = One(o, values);
  else if (n == "declared") money.declared = Count(o, values);
  else if (n == "recorded") money.recorded = true;
  else if (n == "subsidy") money.subsidy = Count(o, values);
  else if (n == "take_loan") add(money.take_loan, Loans(values));
  else if (n == "return_train") add(q.return_train, values);
  else if (n == "buy_train") add(q.buy_train, values);
  else if (n == "buy_train_from") add(money.buy_from, values);
  else if (n == "president_pays") money.president_pays = Count(o, values);
  else if (n == "export") add(q.export_card, values);
  else if (n == "phase") q.phase = One(o, values);
  else if (n == "exchange") add(q.exchange, values);
  else if (n == "cgr_keep") add(q.cgr_keep, List(o, values));
  else if (n == "discard") add(q.discard, values);
  else if (n == "take_over") add(m.take_over, values);
  else if (n == "turn_train") add(m.turn_train, values);
  else if (n == "scrap_train") add(m.scrap_train, values);
  else if (n == "repay_loan") add(money.repay_loan, Loans(values));
  else if (n == "end_turn") m.end_turn = true;
  else if (n == "bankrupt") m.bankrupt = true;
  else if (n == "sell_shares") add(m.sell_shares, values);
  else if (n == "buy_shares") add(m.buy_shares, values);
  else if (n == "buy_private") add(m.buy_private, values);
  else if (n == "sell_private") add(m.sell_private, values);
  else if (n == "marker") add(m.marker, values);
  else if (n == "borrow_train") add(q.borrow_train, values);
  else if (n == "exchange_private") add(m.exchange_private, values);
  else if (n == "end_round") m.end_round = true;
  else if (n == "draw") m.draw = One(o, values);
}

// The names of the options of `group`, "pay, withhold and half".
std::string GroupNames(const std::string& group) {
  std::vector<std::string> names;
  for (const MoveOption& o : MoveOptions())
    if (o.group == group) names.push_back(o.name);
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return out;
}

}  // namespace

const std::vector<MoveOption>& MoveOptions() {
  static const std::vector<MoveOption> table = MakeTable();
  return table;
}

const MoveOption* FindMoveOption(const std::string& name) {
  for (const MoveOption& o : MoveOptions())
    if (o.name == name) return &o;
  return nullptr;
}

MoveList MovesFrom(const MoveArgs& args) {
  MoveList m;
  std::vector<std::string> seen, groups;
  for (const auto& [name, values] : args) {
    const MoveOption* o = FindMoveOption(name);
    if (!o) throw InputError(name, 0, "no such move option");
    const bool once = o->value == MoveValue::kOne || o->value == MoveValue::kCount || o->value == MoveValue::kFlag;
    if (once && std::count(seen.begin(), seen.end(), name))
      throw InputError(o->Flag(), 0, "given twice; it takes one value");
    if (!o->group.empty() && std::count(groups.begin(), groups.end(), o->group))
      throw InputError(o->Flag(), 0, "one of " + GroupNames(o->group));
    seen.push_back(name);
    if (!o->group.empty()) groups.push_back(o->group);
    Set(m, *o, values);
  }
  return m;
}

Change MoveList::AsChange() const {
  Change change;
  auto game = [&](Edit::Kind kind, const std::vector<std::string>& values, const char* option) {
    for (const auto& v : values) change.edits.push_back(ParseEdit(kind, v, option));
  };
  if (!draw.empty()) game(Edit::kDraw, {draw}, "--draw");  // (first: the charters bought with it follow it)
  game(Edit::kSellShares, sell_shares, "--sell-shares");
  game(Edit::kBuyShares, buy_shares, "--buy-shares");
  game(Edit::kBuyPrivate, buy_private, "--buy-private");
  game(Edit::kSellPrivate, sell_private, "--sell-private");
  game(Edit::kMarker, marker, "--marker");
  game(Edit::kExchangePrivate, exchange_private, "--exchange-private");
  if (end_round) game(Edit::kEndRound, {""}, "--end-round");
  Change mine = WithMoneyEdits(RequestedChange(edits), money);
  // (a takeover and its trains: after the run, before the trains bought)
  std::vector<Edit> takeover;
  for (const auto& v : take_over) takeover.push_back(ParseEdit(Edit::kTakeOver, v, "--take-over"));
  for (const auto& v : turn_train) takeover.push_back(ParseEdit(Edit::kTurnTrain, v, "--turn-train"));
  for (const auto& v : scrap_train) takeover.push_back(ParseEdit(Edit::kScrap, v, "--scrap-train"));
  auto at = std::find_if(mine.edits.begin(), mine.edits.end(), [](const Edit& x) {
    return x.kind != Edit::kTrains && x.kind != Edit::kAddTrain && x.kind != Edit::kRemoveTrain && x.kind != Edit::kLay &&
           x.kind != Edit::kToken && x.kind != Edit::kBlock && x.kind != Edit::kRun && x.kind != Edit::kTakeLoan &&
           x.kind != Edit::kShares && x.kind != Edit::kPar;
  });
  mine.edits.insert(at, takeover.begin(), takeover.end());
  change.edits.insert(change.edits.end(), mine.edits.begin(), mine.edits.end());
  if (bankrupt) {
    Edit b;
    b.kind = Edit::kBankrupt;
    b.source = "--bankrupt";
    change.edits.push_back(b);
  }
  for (const auto& e : change.edits) change.name += (change.name.empty() ? "" : ", ") + e.Text();
  if (end_turn) {
    Edit end;
    end.kind = Edit::kEndTurn;
    end.source = "--end-turn";
    change.edits.push_back(end);
  }
  return change;
}

MovesMade MakeMoves(const std::string& file, const std::string& text, Position base,
                    std::shared_ptr<GameCache> games, const MoveList& moves, const MakeSettings& settings) {
  auto session = LoadedPosition::Make(std::move(base), games, {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
  return MakeMoves(file, text, std::move(session), moves, settings);
}

MovesMade MakeMoves(const std::string& file, const std::string& text, std::unique_ptr<LoadedPosition> session,
                    const MoveList& moves, const MakeSettings& settings) {
  const Change change = moves.AsChange();
  session->Choose("");  // (the board only: ApplyAtTable chooses the company that moves)
  MovesMade made{ApplyAtTable(text, std::move(session), moves.edits.company, moves.floats, change), std::nullopt};
  const TableTurn& t = made.turn;
  // (solved before the file is written: with kError, a state the rules
  // cannot reach refuses the moves and leaves the file as it was)
  const CompanySpec* co = t.after.FindCompany(t.company);
  if (settings.solve && co && !co->trains.empty())
    made.solved = SolvePosition(
        t.loaded->Load(t.after, {t.company, LoadOptions::kCompany, LoadOptions::kAudit, settings.warnings}));
  if (settings.write) WritePositionFile(file, t.text, *t.loaded);
  return made;
}

}  // namespace xxroute
