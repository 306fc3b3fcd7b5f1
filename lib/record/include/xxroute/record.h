// GameRecord: a game as 18xx.games records it (a game's Tools tab, Game
// Data, Download): its title, optional rules, players and every action in
// order. Read with its undo and redo resolved as the site resolves them, so
// that what is left is the game as it was played.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace xxroute {

// One action of a record, as the site wrote it.
struct RecordAction {
  int id = 0;               // the record's numbering (`--upto`, the corpus's `source: action:`)
  std::string type;         // "lay_tile", "buy_train", "run_routes", "pass", ...
  std::string entity;       // who acted: a player's name (the record's numeric id resolved),
                            // a company's or a private's symbol
  std::string entity_type;  // "player", "corporation", "company"
  std::string json;         // the action's own JSON text (its keys: hex, tile, rotation, ...)
  bool automatic = false;   // played inside another action (its `auto_actions`): the site's own move
  int parent = 0;           // the id of the action it was played inside (automatic ones)
};

struct RecordPlayer {
  std::string id;    // the site's user id, as the actions name it
  std::string name;
};

struct GameRecord {
  std::string file;
  std::string title;                        // the site's title: "18CZ", "1836Jr30", "1824 Cisleithania"
  std::vector<std::string> optional_rules;  // settings.optional_rules
  std::vector<RecordPlayer> players;        // in seat order
  std::vector<RecordAction> actions;        // played, in order (undone ones left out; embedded ones after their parent)
  std::vector<int> undone;                  // ids of actions taken back by an undo and never redone
  int last_id = 0;                          // the record's last action id
};

// Reads the record `file` (JSON, within the limits of xxroute/limits.h:
// kMaxRecordBytes, kMaxRecordDepth, kMaxRecordActions) and resolves its undo and redo as the site
// does (an undo takes back the last action still standing, or every one
// after its action_id; a redo puts back the last group taken; any other
// action ends what may be redone; messages are never taken back).
// InputError naming the file, and the line where the JSON is malformed, or
// the action whose keys are wrong.
GameRecord ReadGameRecord(const std::string& file);
// The same from the record's text.
GameRecord ParseGameRecord(const std::string& text, const std::string& file);

}  // namespace xxroute
