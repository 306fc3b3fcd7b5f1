// POST /api/apply and POST /api/undo: a company's moves made on the file as
// `apply` makes them (the same options, the same rules, the file rewritten
// atomically), and the last of them taken back.
#include "api.h"
#include "xxroute/position_file.h"
#include "xxroute/run.h"
#include "xxroute/table.h"
#include "xxroute/text.h"
#include "xxroute/turn_money.h"

namespace xxroute::serve {

namespace {

// A key's value: one string, or a list of them.
std::vector<std::string> Strings(const std::string& key, const Json& value) {
  if (value.is_string()) return {value.get<std::string>()};
  if (!value.is_array()) Refuse(400, key, "a string or a list of strings is expected");
  std::vector<std::string> out;
  for (const Json& v : value) {
    if (!v.is_string()) Refuse(400, key, "a string or a list of strings is expected");
    out.push_back(v.get<std::string>());
  }
  return out;
}

std::string One(const std::string& key, const Json& value) {
  std::vector<std::string> all = Strings(key, value);
  if (all.size() != 1) Refuse(400, key, "one value is expected, not " + std::to_string(all.size()));
  return all[0];
}

// A flag's value: true or false.
bool Flag(const std::string& key, const Json& value) {
  if (!value.is_boolean()) Refuse(400, key, "true or false is expected");
  return value.get<bool>();
}

// A number's value (as --declared takes it): a whole number, 0 or more.
int Count(const std::string& key, const Json& value) {
  if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > 1000000000)
    Refuse(400, key, "a whole number, 0 or more, is expected");
  return value.get<int>();
}

// A loan option's values: true for one ("--take-loan"), a number or a list.
std::vector<std::string> Loans(const std::string& key, const Json& value) {
  if (value.is_boolean()) return value.get<bool>() ? std::vector<std::string>{""} : std::vector<std::string>{};
  if (value.is_number_integer()) return {std::to_string(Count(key, value))};
  return Strings(key, value);
}

// The moves a request asks for: apply's options (whatif's moves, the turn's
// money, --end-turn, --float).
struct Moves {
  WhatIfRequest q;
  MoneyRequest money;
  bool end_turn = false;
  std::vector<Floating> floats;
};

// A payout flag (pay, withhold, half): at most one of them.
void Payout(Moves& m, const std::string& key, const Json& value) {
  if (!Flag(key, value)) return;
  if (!m.money.payout.empty()) Refuse(400, key, "one of pay, withhold and half");
  m.money.payout = key == "pay" ? "payout" : key;
}

// The body's keys as apply's options (the long name without "--", dashes as
// underscores): the request apply reads from the command line.
Moves MoveRequest(const Json& body) {
  Moves m;
  WhatIfRequest& q = m.q;
  auto add = [](std::vector<std::string>& to, std::vector<std::string> more) { to.insert(to.end(), more.begin(), more.end()); };
  for (const auto& [key, value] : body.items()) {
    if (key == "company") q.company = One(key, value);
    else if (key == "trains") q.trains = One(key, value);
    else if (key == "add_train") add(q.add_train, Strings(key, value));
    else if (key == "remove_train") add(q.remove_train, Strings(key, value));
    else if (key == "lay") add(q.lay, Strings(key, value));
    else if (key == "token") add(q.token, Strings(key, value));
    else if (key == "block") add(q.block, Strings(key, value));
    else if (key == "buy_train") add(q.buy_train, Strings(key, value));
    else if (key == "return_train") add(q.return_train, Strings(key, value));
    else if (key == "export") add(q.export_card, Strings(key, value));
    else if (key == "phase") q.phase = One(key, value);
    else if (key == "exchange") add(q.exchange, Strings(key, value));
    else if (key == "cgr_keep") add(q.cgr_keep, Strings(key, value));
    else if (key == "discard") add(q.discard, Strings(key, value));
    else if (key == "pay" || key == "withhold" || key == "half") Payout(m, key, value);
    else if (key == "routes") m.money.routes = One(key, value);
    else if (key == "declared") m.money.declared = Count(key, value);
    else if (key == "take_loan") add(m.money.take_loan, Loans(key, value));
    else if (key == "repay_loan") add(m.money.repay_loan, Loans(key, value));
    else if (key == "buy_train_from") add(m.money.buy_from, Strings(key, value));
    else if (key == "shares") add(m.money.shares, Strings(key, value));
    else if (key == "par") add(m.money.par, Strings(key, value));
    else if (key == "end_turn") m.end_turn = Flag(key, value);
    else if (key == "float")
      for (const auto& f : Strings(key, value)) m.floats.push_back(ParseFloating(f, "float"));
    else
      Refuse(400, key, "unknown key (company, trains, add_train, remove_train, lay, token, block, buy_train, "
                       "return_train, export, phase, exchange, cgr_keep, discard, pay, withhold, half, routes, "
                       "declared, take_loan, repay_loan, buy_train_from, shares, par, end_turn, float)");
  }
  return m;
}

// The request's moves as one change, in a turn's order, as apply makes it.
Change MovesChange(const Moves& m) {
  Change change = WithMoneyEdits(RequestedChange(m.q), m.money);
  if (m.end_turn) {
    Edit end;
    end.kind = Edit::kEndTurn;
    end.source = "--end-turn";
    change.edits.push_back(end);
  }
  return change;
}

}  // namespace

ApiReply PostApply(ServedFile& served, const ApiRequest& request, std::string* log) {
  const Json body = BodyObject(request.body);
  Moves m;
  Change change;
  try {  // (a malformed option is a bad request; a move the rules refuse, 422)
    m = MoveRequest(body);
    change = MovesChange(m);
  } catch (const InputError& e) {
    throw ApiError{400, e};
  }
  const WhatIfRequest& q = m.q;
  const std::vector<Floating>& floats = m.floats;
  if (change.edits.empty() && floats.empty())
    Refuse(400, "body", "no move given: lay, token, buy_train, pay, ..., end_turn or float");
  Json reply;
  std::shared_ptr<const Snapshot> after = served.Change([&](const Snapshot& now) {
    const Position& p = PositionOf(now);
    if (!q.company.empty()) CompanyOf(p, q.company);
    auto session = LoadedPosition::Make(p, served.games(), {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
    TableTurn t = ApplyAtTable(now.text, std::move(session), q.company, floats, change);
    // (solved before the file is written, as apply does)
    std::optional<Solved> solved;
    const CompanySpec* co = t.after.FindCompany(t.company);
    if (co && !co->trains.empty())
      solved = SolvePosition(t.loaded->Load(t.after, {t.company, LoadOptions::kCompany, LoadOptions::kAudit}));
    WritePositionFile(served.file(), t.text, *t.loaded);
    reply = ApplyJson(served.file(), t, solved ? &*solved : nullptr);
    std::vector<std::string> moves;
    for (const TableMove& m : t.moves) moves.push_back(m.text);
    *log = "apply " + t.company + ": " + Join(moves, ", ");
    return Written{t.text, {t.company, Join(moves, ", ")}};
  });
  reply["version"] = after->version;
  return {200, reply};
}

ApiReply PostUndo(ServedFile& served, const ApiRequest& request, std::string* log) {
  if (!request.body.empty()) BodyObject(request.body);  // (nothing is asked of it, but it is JSON)
  MoveMade undone;
  std::shared_ptr<const Snapshot> after = served.Undo(&undone);
  if (!after) Refuse(409, "undo", "no move made through this server to undo");
  *log = "undo " + undone.company + ": " + undone.text;
  return {200, Json{{"undone", undone.text}, {"company", undone.company}, {"version", after->version}}};
}

}  // namespace xxroute::serve
