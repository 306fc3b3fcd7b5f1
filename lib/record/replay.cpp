// The replay of a record (replay.h) and ImportRecord (import.h): the game
// found by its title, started as `new` starts it with the record's players,
// then each action played by its type (record_actions.cpp) as moves made
// with MakeMoves; rounds and turns ended as the record moves on.
#include "replay.h"

#include <algorithm>

#include "xxroute/dividend.h"
#include "xxroute/error.h"
#include "xxroute/stock_rules.h"
#include "xxroute/table.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

// The game of maps/ whose record_title is the record's title, with the
// variant its optional rules name.
std::shared_ptr<const Game> RecordedGame(const GameRecord& record, GameCache& games) {
  std::vector<std::string> titles;
  for (const std::string& name : ListGames()) {
    std::shared_ptr<const Game> g = games.Get(name, "");
    if (g->record_title.empty()) continue;
    titles.push_back(g->record_title);
    if (g->record_title != record.title) continue;
    for (const std::string& v : g->variants)
      if (std::count(record.optional_rules.begin(), record.optional_rules.end(), v)) return games.Get(name, v);
    return g;
  }
  throw InputError(record.file, 0, "a record of " + record.title + ", which xxroute does not know (it imports " +
                                       JoinOrNone(titles) + ")");
}

std::vector<std::string> PlayerNames(const GameRecord& record) {
  std::vector<std::string> names;
  for (const auto& p : record.players) names.push_back(p.name);
  return names;
}

}  // namespace

Replay::Replay(const GameRecord& record, std::shared_ptr<GameCache> games, const std::string& file)
    : record_(record), games_(std::move(games)), file_(file) {
  game_ = RecordedGame(record, *games_);
  // (the file follows the site's readings of the rules where the game's data names them)
  const std::string reading = game_->HasSiteReading() ? "18xx.games" : "rulebook";
  const TableTurn t = StartGame(games_, game_->name, game_->variant, {}, file, static_cast<int>(record.players.size()),
                                PlayerNames(record), reading);
  text_ = t.text;
  // (the header says where the file comes from: the record, not `new`)
  const std::string said = "written by `xxroute new`", from = "written by `xxroute import` from " + record.file;
  if (const auto at = text_.find(said); at != std::string::npos) text_.replace(at, said.size(), from);
  pos_ = t.after;
  result_.text = text_;
  result_.game = game_->name;
  result_.variant = game_->variant;
}

void Replay::Make(const MoveArgs& args) {
  MakeSettings settings;
  settings.write = false;
  settings.solve = false;
  const MovesMade made = MakeMoves(file_, text_, pos_, games_, MovesFrom(args), settings);
  text_ = made.turn.text;
  pos_ = made.turn.after;
  for (const auto& m : made.turn.moves)  // (a move where the site's reading changed what happened)
    for (const auto& n : m.notes)
      if (n.rfind("18xx.games' reading", 0) == 0 && action_) Reading(n);
}

bool Replay::SplitsByRule() const {
  const CompanySpec* c = pos_.FindCompany(turn_company_);
  return c && SplitsIncome(game_->market(), CompanyTypeOf(*game_, *c));
}

std::string Replay::RoundText() const {
  if (!pos_.round) return "";
  if (pos_.round->kind == "operating")
    return "OR " + std::to_string(pos_.round->number) + "." + std::to_string(pos_.round->operating);
  return pos_.round->kind == "stock" ? "SR " + std::to_string(pos_.round->number) : "start";
}

void Replay::FinishTurn() {
  if (turn_company_.empty()) return;
  RunIfNotRun();
  turn_company_.clear();
}

void Replay::EndRound() {
  FinishTurn();
  Make({{"end_round", {}}});
  operated_.clear();
}

void Replay::InStockRound() {
  for (int guard = 0; pos_.round && pos_.round->kind != "stock" && guard < 4; ++guard) EndRound();
}

void Replay::InTurnOf(const std::string& company) {
  for (int guard = 0; pos_.round && pos_.round->kind != "operating" && guard < 4; ++guard) EndRound();
  if (company == turn_company_) return;
  if (operated_.count(company)) EndRound();  // (a company's second turn: the next operating round)
  for (int guard = 0; pos_.round && pos_.round->kind != "operating" && guard < 4; ++guard) EndRound();
  FinishTurn();
  turn_company_ = company;
  ran_ = false;
  operated_.insert(company);
}

void Replay::RunIfNotRun() {
  if (turn_company_.empty() || ran_) return;
  ran_ = true;
  Make({{"company", {turn_company_}}, {SplitsByRule() ? "half" : "withhold", {}}, {"declared", {"0"}}});
}

void Replay::Ran(int revenue, int subsidy, const std::string& routes, const std::vector<std::string>& trains) {
  revenue_ = revenue;
  subsidy_ = subsidy;
  routes_ = routes;
  result_.runs.push_back({action_->id, RoundText(), turn_company_, trains, revenue, routes, text_});
  if (SplitsByRule()) Paid("half");  // (no choice: 1824 IV.2, IV.3)
}

void Replay::Paid(const std::string& kind) {
  ran_ = true;
  MoveArgs args = {{"company", {turn_company_}}, {kind == "payout" ? "pay" : kind, {}},
                   {"declared", {std::to_string(revenue_)}}, {"recorded", {}}};
  if (subsidy_ > 0) args.push_back({"subsidy", {std::to_string(subsidy_)}});
  Make(args);
  revenue_ = subsidy_ = 0;
}

void Replay::Play(const RecordAction& action) {
  action_ = &action;
  try {
    PlayAction(*this, action);
  } catch (const InputError& e) {
    throw InputError(record_.file, 0, "action " + std::to_string(action.id) + " (" + action.type +
                                          (action.entity.empty() ? "" : " by " + action.entity) + "): " + e.what());
  }
  result_.text = text_;
  result_.last_action = action.id;
}

Imported ImportRecord(const GameRecord& record, std::shared_ptr<GameCache> games, int upto, const std::string& file,
                      bool stop_at_error) {
  Replay replay(record, std::move(games), file);
  for (const RecordAction& a : record.actions) {
    if (upto > 0 && a.id >= upto) break;
    try {
      replay.Play(a);
    } catch (const InputError& e) {
      if (!stop_at_error) throw;
      Imported out = replay.Result();
      out.stopped = e.what();
      return out;
    }
  }
  return replay.Result();
}

}  // namespace xxroute
