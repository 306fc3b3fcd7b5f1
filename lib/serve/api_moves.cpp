// POST /api/apply, /api/undo and /api/redo: a company's moves made on the file as
// `apply` makes them (the table of moves and MakeMoves, xxroute/moves.h: the
// same options, rules and atomic write), the last of them taken back and made again.
#include "api.h"
#include "xxroute/moves.h"
#include "xxroute/position_file.h"
#include "xxroute/turn.h"
#include "xxroute/text.h"

namespace xxroute::serve {

namespace {

[[noreturn]] void Expected(const std::string& key, const std::string& what) { Refuse(400, key, what + " is expected"); }

// A key's value: one string, or a list of them.
std::vector<std::string> Strings(const std::string& key, const Json& value) {
  if (value.is_string()) return {value.get<std::string>()};
  if (!value.is_array()) Expected(key, "a string or a list of strings");
  std::vector<std::string> out;
  for (const Json& v : value) {
    if (!v.is_string()) Expected(key, "a string or a list of strings");
    out.push_back(v.get<std::string>());
  }
  return out;
}

// A number's value (as --declared takes it): a whole number, 0 or more.
std::string Count(const std::string& key, const Json& value) {
  if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > 1000000000)
    Expected(key, "a whole number, 0 or more,");
  return std::to_string(value.get<long long>());
}

// The values of the move option `o` given as `value` (the option's kind says
// which JSON it takes); false for a flag not given.
bool Values(const MoveOption& o, const Json& value, std::vector<std::string>* out) {
  switch (o.value) {
    case MoveValue::kFlag:
      if (!value.is_boolean()) Expected(o.name, "true or false");
      return value.get<bool>();
    case MoveValue::kCount: *out = {Count(o.name, value)}; return true;
    case MoveValue::kLoans:  // (true: one loan; a number; or a list of numbers)
      if (value.is_boolean()) return value.get<bool>();
      *out = value.is_number_integer() ? std::vector<std::string>{Count(o.name, value)} : Strings(o.name, value);
      return true;
    case MoveValue::kOne:
    case MoveValue::kList: break;
  }
  *out = Strings(o.name, value);
  return true;
}

// The body's keys as the table of moves names them (xxroute/moves.h): the
// request apply reads from the command line.
MoveArgs MoveRequest(const Json& body) {
  MoveArgs args;
  for (const auto& [key, value] : body.items()) {
    const MoveOption* o = FindMoveOption(key);
    if (!o) {
      std::vector<std::string> names;
      for (const MoveOption& known : MoveOptions()) names.push_back(known.name);
      Refuse(400, key, "unknown key (" + Join(names) + ")");
    }
    std::vector<std::string> values;
    if (Values(*o, value, &values)) args.emplace_back(key, std::move(values));
  }
  return args;
}

// The version of the file the page saw (the body's `version`, optional),
// taken out of the body.
std::optional<long long> SeenVersion(Json* body) {
  auto it = body->find("version");
  if (it == body->end()) return std::nullopt;
  if (!it->is_number_integer() || it->get<long long>() < 0)
    Refuse(400, "version", "the version seen is a whole number (the position's `version`)");
  const long long seen = it->get<long long>();
  body->erase(it);
  return seen;
}

// A move made on a version older than the file's (two phones at the table):
// 409, with what happened since.
void RefuseStale(const Snapshot& now, std::optional<long long> seen, const std::string& what) {
  if (!seen || *seen == now.version) return;
  const std::vector<std::string> since = now.Since(*seen);
  Refuse(409, "version",
         what + " not made: the file changed since you looked (version " + std::to_string(*seen) + ", now " +
             std::to_string(now.version) + ")" + (since.empty() ? "" : ": " + Join(since, "; ")));
}

// The company whose turn the page chose to end before the moves (the body's
// `end_turn_of`, optional), taken out of the body.
std::optional<std::string> EndFirst(Json* body) {
  auto it = body->find("end_turn_of");
  if (it == body->end()) return std::nullopt;
  if (!it->is_string()) Expected("end_turn_of", "the company whose turn is under way, a string,");
  std::string company = it->get<std::string>();
  body->erase(it);
  return company;
}

// What a turn under way did, in words: "1 lay, ran".
std::string TurnSoFar(const TurnState& t) {
  std::vector<std::string> done;
  if (t.lays + t.upgrades) done.push_back(std::to_string(t.lays + t.upgrades) + (t.lays + t.upgrades == 1 ? " lay" : " lays"));
  if (t.stations) done.push_back(std::to_string(t.stations) + (t.stations == 1 ? " station" : " stations"));
  if (t.ran) done.push_back("ran");
  if (!t.bought.empty()) done.push_back("bought " + Join(t.bought));
  return done.empty() ? "nothing done yet" : Join(done);
}

// The turn under way ends only when the page says so: a move of another
// company (which would end it, turn.h: StartTurn) is refused with 409 and
// `end_turn_of` to send, never made silently. `was`: the turn before the moves.
void RefuseSilentEnd(const TurnState& was, const TableTurn& t) {
  const std::string& under_way = was.company;
  if (under_way.empty() || t.company == under_way) return;
  if (t.after.turn && t.after.turn->company == under_way) return;  // (no move of a turn: a float, a hypothesis)
  Refuse(409, "end_turn_of",
         under_way + "'s turn is under way (" + TurnSoFar(was) + "): end it first, or send end_turn_of: \"" +
             under_way + "\" with " + t.company + "'s moves");
}

}  // namespace

ApiReply PostApply(ServedFile& served, const ApiRequest& request, std::string* log) {
  Json body = BodyObject(request.body);
  const std::optional<long long> seen = SeenVersion(&body);
  const std::optional<std::string> end_first = EndFirst(&body);
  MoveList moves;
  try {  // (a malformed option is a bad request; a move the rules refuse, 422)
    moves = MovesFrom(MoveRequest(body));
    if (moves.AsChange().edits.empty() && moves.floats.empty())
      Refuse(400, "body", "no move given: lay, token, buy_train, pay, ..., end_turn or float");
  } catch (const InputError& e) {
    throw ApiError{400, e};
  }
  Json reply;
  std::shared_ptr<const Snapshot> after = served.Change([&](const Snapshot& now) {
    RefuseStale(now, seen, "move");
    Position p = PositionOf(now);
    std::string text = now.text;
    CompanyOf(p, moves.edits.company);
    const TurnState was = p.turn ? *p.turn : TurnState{};
    std::vector<std::string> texts;
    if (end_first) {  // (the turn under way ended first, as the page chose: one write for both)
      if (was.company.empty() || *end_first != was.company)
        Refuse(409, "end_turn_of",
               "no turn of " + *end_first + " is under way" + (was.company.empty() ? "" : " (it is " + was.company + "'s)"));
      MoveList end;
      end.edits.company = was.company;
      end.end_turn = true;
      const MovesMade ended = MakeMoves(served.file(), text, p, served.games(), end, {false, false});
      text = ended.turn.text;
      p = ParsePosition(text, served.file());
      texts.push_back("end " + was.company + "'s turn");
    }
    MakeSettings settings;
    settings.write = false;  // (written below, once the turn's end is known to be chosen)
    settings.warnings = WarningPolicy::kKeep;
    const MovesMade made = MakeMoves(served.file(), text, p, served.games(), moves, settings);
    const TableTurn& t = made.turn;
    if (!end_first) RefuseSilentEnd(was, t);
    WritePositionFile(served.file(), t.text, *t.loaded);
    reply = ApplyJson(served.file(), t, made.solved ? &*made.solved : nullptr);
    if (end_first) reply["ended_turn"] = was.company;
    for (const TableMove& m : t.moves) texts.push_back(m.text);
    *log = "apply " + t.company + ": " + Join(texts, ", ");
    return Written{t.text, {t.company, Join(texts, ", ")}};
  });
  reply["version"] = after->version;
  return {200, reply};
}

namespace {

// POST /api/undo and /api/redo: the last move made through the server taken
// back, or the last one undone made again; refused as stale when the body's
// version is not the file's. The reply names the move and its company, and
// what it does to the treasury, where the file follows it.
ApiReply StepMove(ServedFile& served, const ApiRequest& request, std::string* log, bool redo) {
  const std::string step = redo ? "redo" : "undo";
  std::optional<long long> seen;
  if (!request.body.empty()) {  // (JSON, with at most the version seen)
    Json body = BodyObject(request.body);
    seen = SeenVersion(&body);
    if (!body.empty()) Refuse(400, body.begin().key(), "unknown key (an " + step + " takes only the version seen)");
  }
  MoveMade moved;
  std::shared_ptr<const Position> before;
  auto check = [&](const Snapshot& now) {
    RefuseStale(now, seen, step);
    before = now.position;
  };
  std::shared_ptr<const Snapshot> after = redo ? served.Redo(&moved, check) : served.Undo(&moved, check);
  if (!after)
    Refuse(409, step, redo ? "no move undone to make again (a move made since, or the file changed, ends the redos)"
                           : "no move made through this server to undo");
  *log = step + " " + moved.company + ": " + moved.text;
  Json reply{{redo ? "redone" : "undone", moved.text}, {"company", moved.company}, {"version", after->version}};
  // What the undo gives the company back (a lay's cost) or takes back (an
  // income kept), what the redo pays again: its treasury after less before.
  const CompanySpec* was = before ? before->FindCompany(moved.company) : nullptr;
  const CompanySpec* is = after->position ? after->position->FindCompany(moved.company) : nullptr;
  if (was && is && was->treasury && is->treasury) reply["treasury_back"] = *is->treasury - *was->treasury;
  return {200, reply};
}

}  // namespace

ApiReply PostUndo(ServedFile& served, const ApiRequest& request, std::string* log) {
  return StepMove(served, request, log, /*redo=*/false);
}

ApiReply PostRedo(ServedFile& served, const ApiRequest& request, std::string* log) {
  return StepMove(served, request, log, /*redo=*/true);
}

}  // namespace xxroute::serve
