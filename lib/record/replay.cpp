// The replay of a record (replay.h) and ImportRecord (import.h): the game
// found by its title, started as `new` starts it with the record's players,
// then each action played by its type (record_actions.cpp) as moves made
// with MakeMoves; rounds and turns ended as the record moves on.
#include "replay.h"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "xxroute/dividend.h"
#include "xxroute/error.h"
#include "xxroute/position_text.h"
#include "xxroute/stock_rules.h"
#include "xxroute/table.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

// The game of maps/ whose record_title is the record's title, with the
// variant its optional rules name.
std::shared_ptr<const Game> RecordedGame(const GameRecord& record, GameCache& games) {
  auto recorded_as = [&](const std::string& name) -> std::shared_ptr<const Game> {
    std::shared_ptr<const Game> g = games.Get(name, "");
    if (g->record_title != record.title) return nullptr;
    for (const std::string& v : g->variants)
      if (std::count(record.optional_rules.begin(), record.optional_rules.end(), v)) return games.Get(name, v);
    return g;
  };
  // (first the games whose file holds the title: the others not read)
  for (const std::string& name : ListGames())
    if (GameFileMentions(name, record.title))
      if (auto g = recorded_as(name)) return g;
  std::vector<std::string> titles;  // (then every game, for a title the file spells otherwise, and the refusal)
  for (const std::string& name : ListGames()) {
    if (auto g = recorded_as(name)) return g;
    if (const std::string& t = games.Get(name, "")->record_title; !t.empty()) titles.push_back(t);
  }
  throw InputError(record.file, 0, "a record of " + record.title + ", which xxroute does not know (it imports " +
                                       JoinOrNone(titles) + ")");
}

// The railways the site drew (game.yaml draw:; 1824 X.3), which the record
// does not name: the first stock round sells the charters in pairs, a stack
// at a time (X.5, 002 lines 983-986), and the drawn stack is the pair of one
// railway of each of the draw's lists. "" where no pair is.
std::string RecordedDraw(const GameRecord& record, const Game& g) {
  if (!g.draw) return "";
  std::vector<std::string> bought;  // the charters bought by players, in order
  for (const RecordAction& a : record.actions) {
    if (a.type != "buy_company" || a.entity_type != "player") continue;
    const std::string company = nlohmann::json::parse(a.json).value("company", "");
    auto p = g.privates.find(company);
    if (p != g.privates.end() && !p->second.company.empty()) bought.push_back(company);
  }
  auto list_of = [&](const std::string& c) {
    for (size_t i = 0; i < g.draw->from.size(); ++i)
      if (std::count(g.draw->from[i].begin(), g.draw->from[i].end(), c)) return static_cast<int>(i);
    return -1;
  };
  for (size_t i = 0; i + 1 < bought.size(); i += 2) {
    const int a = list_of(bought[i]), b = list_of(bought[i + 1]);
    if (a >= 0 && b >= 0 && a != b) return bought[i] + "," + bought[i + 1];
  }
  return "";
}

std::vector<std::string> PlayerNames(const GameRecord& record) {
  std::vector<std::string> names;
  for (const auto& p : record.players) names.push_back(p.name);
  return names;
}

}  // namespace

Replay::Replay(const GameRecord& record, std::shared_ptr<GameCache> games, const std::string& file, int upto)
    : record_(record), games_(std::move(games)), file_(file), upto_(upto) {
  game_ = RecordedGame(record, *games_);
  std::vector<std::string> readings;  // (where the site reads the rulebook otherwise: game.yaml site_readings)
  for (const auto& [name, rule] : game_->site_readings) readings.push_back(name);
  const TableTurn t = StartGame(games_, game_->name, game_->variant, {}, file, static_cast<int>(record.players.size()),
                                PlayerNames(record), readings);
  // The site's readings where they differ from the rulebook's, for the
  // whole game (each move that follows one is listed: Make)
  PositionText keys(t.text, file);
  keys.SetTop("terrain_reading", "18xx.games");
  keys.SetTop("takeover_reading", "18xx.games");
  text_ = keys.Text();
  // (the header says where the file comes from: the record, not `new`)
  const std::string said = "written by `xxroute new`", from = "written by `xxroute import` from " + record.file;
  if (const auto at = text_.find(said); at != std::string::npos) text_.replace(at, said.size(), from);
  pos_ = ParsePosition(text_, file);
  if (const std::string drawn = RecordedDraw(record, *game_); !drawn.empty()) Make({{"draw", {drawn}}});
  result_.text = text_;
  result_.game = game_->name;
  result_.variant = game_->variant;
}

void Replay::Make(const MoveArgs& args) {
  MakeSettings settings;
  settings.write = false;
  settings.solve = false;
  if (!session_)
    session_ = LoadedPosition::Make(pos_, games_, {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
  MovesMade made = MakeMoves(file_, text_, std::move(session_), MovesFrom(args), settings);
  text_ = made.turn.text;
  pos_ = made.turn.after;
  session_ = std::move(made.turn.loaded);
  for (const TableMove& m : made.turn.moves)
    for (const std::string& what : m.readings) Reading(what);
  for (const auto& m : made.turn.moves)  // (a round whose length the site's reading changed)
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
  taken.clear();
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
  PlaceHomeIfDue();
}


// The site places a company's home station in its first operating turn
// (readings: home_at_first_turn), where its home has one city; on a hex of
// two cities the record's own place_token says which.
void Replay::PlaceHomeIfDue() {
  if (!pos_.Reads("home_at_first_turn") || pos_.HasStation(turn_company_)) return;
  auto gc = game_->companies.find(turn_company_);
  if (gc == game_->companies.end() || gc->second.home.size() != 1) return;
  const std::string& home = gc->second.home[0];
  const HexSpec* laid = pos_.FindHex(home);
  const HexSpec* printed = game_->FindMapHex(home);
  std::vector<StopSpec> stops = printed ? printed->stops : std::vector<StopSpec>{};
  if (laid && !laid->tile.empty())
    if (auto t = game_->Tiles().find(laid->tile); t != game_->Tiles().end()) stops = t->second.shape.stops;
  const long cities = std::count_if(stops.begin(), stops.end(), [](const StopSpec& s) { return s.kind == StopKind::kCity; });
  // (two cities and no track yet: the site takes the first, and the
  // station moves with the track laid there)
  const bool bare = (!laid || laid->tile.empty()) && printed && printed->paths.empty();
  if (cities != 1 && gc->second.home_stop.empty() && !bare) return;
  Make({{"company", {turn_company_}}, {"token", {cities != 1 && gc->second.home_stop.empty() ? home + ".c0" : home}}});
  Reading(turn_company_ + "'s home station placed in its first operating turn (" + game_->ReadingRule("home_at_first_turn") + ")");
}

bool Replay::EmergencySale() const {
  if (turn_company_.empty() || !pos_.round || pos_.round->kind != "operating") return false;
  const auto& all = record_.actions;
  for (size_t i = static_cast<size_t>(action_ - all.data()) + 1; i < all.size(); ++i) {
    if (all[i].type == "sell_shares") continue;
    return (all[i].type == "buy_train" || all[i].type == "bankrupt") && all[i].entity == turn_company_;
  }
  return false;
}


void Replay::RunIfNotRun() {
  if (turn_company_.empty() || ran_) return;
  if (pending_) return Paid("withhold");  // (a run the site withholds by itself: a national without a permanent train)
  ran_ = true;
  Make({{"company", {turn_company_}}, {SplitsByRule() ? "half" : "withhold", {}}, {"declared", {"0"}}});
}

void Replay::Ran(int revenue, int subsidy, const std::string& routes, const std::vector<std::string>& trains) {
  revenue_ = revenue;
  pending_ = true;
  subsidy_ = subsidy;
  routes_ = routes;
  result_.runs.push_back({action_->id, RoundText(), turn_company_, trains, revenue + subsidy, subsidy, routes, text_});
  if (SplitsByRule()) Paid("half");  // (no choice: 1824 IV.2, IV.3)
}

void Replay::Paid(const std::string& kind) {
  ran_ = true;
  MoveArgs args = {{"company", {turn_company_}}, {kind == "payout" ? "pay" : kind, {}},
                   {"declared", {std::to_string(revenue_)}}, {"recorded", {}}};
  if (subsidy_ > 0) args.push_back({"subsidy", {std::to_string(subsidy_)}});
  Make(args);
  revenue_ = subsidy_ = 0;
  pending_ = false;
  if (loan_after_payout_) Make({{"company", {turn_company_}}, {"take_loan", {}}});
  loan_after_payout_ = false;
}

std::vector<const RecordAction*> Replay::TakeFollowing(const std::string& type) {
  std::vector<const RecordAction*> out;
  const auto& all = record_.actions;
  for (size_t i = static_cast<size_t>(action_ - all.data()) + 1; i < all.size(); ++i) {
    if (upto_ > 0 && all[i].id >= upto_) break;
    if (all[i].type == "pass") continue;  // (a pass between them changes nothing)
    if (all[i].type != type) break;
    out.push_back(&all[i]);
    played_ahead_.insert(all[i].id);
  }
  return out;
}

void Replay::Play(const RecordAction& action) {
  action_ = &action;
  if (played_ahead_.count(action.id)) {  // (played with an action before it)
    result_.last_action = action.id;
    return;
  }
  try {
    PlayAction(*this, action);
  } catch (const InputError& e) {
    throw InputError(record_.file, 0, "action " + std::to_string(action.id) + " (" + action.type +
                                          (action.entity.empty() ? "" : " by " + action.entity) + "): " + e.what());
  } catch (const nlohmann::json::exception& e) {  // (a key of the wrong kind: the record is broken there)
    throw InputError(record_.file, 0, "action " + std::to_string(action.id) + " (" + action.type +
                                          "): not an action as 18xx.games writes it: " + e.what());
  }
  result_.text = text_;
  result_.last_action = action.id;
}

Imported ImportRecord(const GameRecord& record, std::shared_ptr<GameCache> games, int upto, const std::string& file,
                      bool stop_at_error) {
  Replay replay(record, std::move(games), file, upto);
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
