// Reads a game record of 18xx.games (record.h): the JSON checked within the
// input limits, the players and actions read, undo and redo resolved.
#include "xxroute/record.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "xxroute/error.h"
#include "xxroute/limits.h"

namespace xxroute {

namespace {

using Json = nlohmann::json;

// The line of byte `offset` in `text`, counted from 1.
int LineOf(const std::string& text, size_t offset) {
  offset = std::min(offset, text.size());
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(offset), '\n'));
}

// Refuses JSON nested deeper than kMaxRecordDepth before the parser (which
// recurses once a level) sees it.
void CheckDepth(const std::string& text, const std::string& file) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxRecordDepth)
        throw InputError(file, LineOf(text, i),
                         "JSON nested deeper than " + std::to_string(kMaxRecordDepth) + " levels (limits.h)");
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
}

Json Parse(const std::string& text, const std::string& file) {
  CheckDepth(text, file);
  try {
    return Json::parse(text);
  } catch (const Json::parse_error& e) {
    std::string what = e.what();
    if (auto colon = what.find("]: "); colon != std::string::npos) what = what.substr(colon + 3);
    throw InputError(file, LineOf(text, e.byte > 0 ? e.byte - 1 : 0), "not a game record (JSON): " + what);
  } catch (const Json::out_of_range& e) {  // a number too large for any type ("1E999"): its line, by its text
    std::string what = e.what();
    if (auto bracket = what.find("] "); bracket != std::string::npos) what = what.substr(bracket + 2);
    size_t at = std::string::npos;
    if (auto open = what.find('\''), close = what.rfind('\''); open != std::string::npos && close > open)
      at = text.find(what.substr(open + 1, close - open - 1));
    throw InputError(file, LineOf(text, at == std::string::npos ? 0 : at), "not a game record (JSON): " + what);
  }
}

// The member `key` of `j`, which must be of the kind `is` tests; `where` names
// the object in the error.
const Json& Member(const Json& j, const char* key, bool (Json::*is)() const noexcept, const char* kind,
                   const std::string& file, const std::string& where) {
  auto it = j.find(key);
  if (it == j.end() || !((*it).*is)())
    throw InputError(file, 0, where + ": '" + key + "' " + kind + " is expected");
  return *it;
}

// A JSON value the record names an entity by: a string, or the site's
// numeric user id.
std::string EntityText(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  return "";
}

std::vector<RecordPlayer> ReadPlayers(const Json& root, const std::string& file) {
  std::vector<RecordPlayer> players;
  for (const Json& p : Member(root, "players", &Json::is_array, "(a list)", file, "the record")) {
    if (!p.is_object()) throw InputError(file, 0, "players: each player is an object {id, name}");
    const std::string name = EntityText(Member(p, "name", &Json::is_string, "(a string)", file, "a player"));
    const std::string id = EntityText(p.value("id", Json()));
    if (name.empty() || id.empty()) throw InputError(file, 0, "players: each player has an id and a name");
    players.push_back({id, name});
  }
  if (players.empty()) throw InputError(file, 0, "the record has no players");
  return players;
}

RecordAction ReadAction(const Json& a, const std::vector<RecordPlayer>& players, const std::string& file) {
  if (!a.is_object()) throw InputError(file, 0, "actions: each action is an object");
  RecordAction r;
  const Json& id = Member(a, "id", &Json::is_number_integer, "(a whole number)", file, "an action");
  if (id.get<long long>() < 0 || id.get<long long>() > 1'000'000'000) throw InputError(file, 0, "an action's id is out of range");
  r.id = id.get<int>();
  const std::string where = "action " + std::to_string(r.id);
  r.type = Member(a, "type", &Json::is_string, "(a string)", file, where).get<std::string>();
  r.entity = EntityText(a.value("entity", Json()));
  r.entity_type = a.value("entity_type", Json()).is_string() ? a["entity_type"].get<std::string>() : "";
  if (r.entity_type == "player")
    for (const RecordPlayer& p : players)
      if (p.id == r.entity) r.entity = p.name;
  r.json = a.dump();
  return r;
}

// The record's actions with undo and redo resolved as the site resolves them
// (its Game.filtered_actions): an undo takes back every action after its
// action_id (0: all), or without one the last action still standing; a redo
// puts back the last group taken back; any other action clears what may be
// redone; messages are never taken back. Undo and redo themselves are kept
// out.
std::vector<std::optional<Json>> Resolve(const Json& actions, std::vector<int>* undone) {
  std::vector<std::optional<Json>> kept(actions.size());
  std::vector<std::vector<size_t>> taken;  // groups that a redo may put back
  auto standing = [&](size_t i) { return kept[i] && (*kept[i])["type"] != "message"; };
  for (size_t i = 0; i < actions.size(); ++i) {
    const Json& a = actions[i];
    const std::string type = a["type"];
    if (type == "undo") {
      size_t from = 0;
      if (const Json to = a.value("action_id", Json()); to.is_number_integer()) {
        if (to.get<long long>() != 0) {
          auto at = std::find_if(actions.begin(), actions.begin() + static_cast<long>(i),
                                 [&](const Json& b) { return b["id"] == to; });
          from = static_cast<size_t>(at - actions.begin()) + 1;
        }
      } else {
        for (size_t j = i; j-- > 0;)
          if (standing(j)) { from = j; break; }
      }
      std::vector<size_t> group;
      for (size_t j = from; j < i; ++j)
        if (standing(j)) group.push_back(j), kept[j].reset();
      taken.push_back(group);
    } else if (type == "redo") {
      if (taken.empty()) continue;
      for (size_t j : taken.back()) kept[j] = actions[j];
      taken.pop_back();
    } else {
      if (type != "message") taken.clear();
      kept[i] = a;
    }
  }
  for (size_t i = 0; i < actions.size(); ++i)
    if (!kept[i] && actions[i]["type"] != "undo" && actions[i]["type"] != "redo")
      undone->push_back(actions[i]["id"].get<int>());
  return kept;
}

}  // namespace

GameRecord ParseGameRecord(const std::string& text, const std::string& file) {
  const Json root = Parse(text, file);
  if (!root.is_object()) throw InputError(file, 1, "not a game record: a JSON object is expected");
  GameRecord g;
  g.file = file;
  g.title = Member(root, "title", &Json::is_string, "(a string)", file, "the record").get<std::string>();
  if (const Json s = root.value("settings", Json()); s.is_object())
    for (const Json& r : s.value("optional_rules", Json::array()))
      if (r.is_string()) g.optional_rules.push_back(r.get<std::string>());
  g.players = ReadPlayers(root, file);
  const Json& actions = Member(root, "actions", &Json::is_array, "(a list)", file, "the record");
  if (actions.size() > static_cast<size_t>(kMaxRecordActions))
    throw InputError(file, 0, "more than " + std::to_string(kMaxRecordActions) + " actions (limits.h)");
  std::vector<RecordAction> all;
  for (const Json& a : actions) all.push_back(ReadAction(a, g.players, file));
  for (size_t i = 1; i < all.size(); ++i)
    if (all[i].id <= all[i - 1].id)
      throw InputError(file, 0, "action " + std::to_string(all[i].id) + " comes after action " +
                                    std::to_string(all[i - 1].id) + ": ids must increase");
  if (!all.empty()) g.last_id = all.back().id;
  const std::vector<std::optional<Json>> kept = Resolve(actions, &g.undone);
  for (size_t i = 0; i < kept.size(); ++i) {
    if (!kept[i] || all[i].type == "undo" || all[i].type == "redo" || all[i].type == "message") continue;
    g.actions.push_back(all[i]);
    for (Json inner : kept[i]->value("auto_actions", Json::array())) {  // (the site's own moves)
      if (inner.is_object()) inner["id"] = all[i].id;  // (they have none of their own)
      RecordAction r = ReadAction(inner, g.players, file);
      r.automatic = true;
      r.parent = all[i].id;
      g.actions.push_back(std::move(r));
    }
  }
  return g;
}

GameRecord ReadGameRecord(const std::string& file) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) throw InputError(file, 0, "a folder, not a game record");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError(file, 0, "no such file");
  const auto size = std::filesystem::file_size(file, ec);
  if (!ec && size > kMaxRecordBytes)
    throw InputError(file, 0, "larger than " + std::to_string(kMaxRecordBytes >> 20) + " MiB (limits.h)");
  std::stringstream ss;
  ss << in.rdbuf();
  return ParseGameRecord(ss.str(), file);
}

}  // namespace xxroute
