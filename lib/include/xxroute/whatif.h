// WhatIf: a position changed by edits (trains bought or lost, a tile laid, a
// station placed or blocked, a new phase), re-solved exactly; and the search
// for the best tile lay, next station or train to buy.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

namespace xxroute {

struct Edit {
  enum Kind { kTrains, kAddTrain, kRemoveTrain, kLay, kToken, kBlock, kPhase } kind = kTrains;
  std::vector<std::string> trains;  // kTrains: the company's trains, replaced
  std::string train;                // kAddTrain, kRemoveTrain
  std::string hex;                  // kLay, kToken, kBlock
  std::string tile;                 // kLay
  int rotation = 0;                 // kLay
  std::string stop;                 // kToken, kBlock: the stop id ("" = the hex's only city)
  std::string company;              // kBlock: whose token
  std::string phase;                // kPhase
  std::string Text() const;         // as written on the command line
};

// Parses the command line's forms: trains "5,4+4"; lay "E12=57@2"; token
// "E12" or "E12.c1"; block "E12.c1=BN"; phase "5". `option` names it in errors.
Edit ParseEdit(Edit::Kind kind, const std::string& text, const std::string& option);

struct Change {
  std::string name;  // as shown in the table
  std::vector<Edit> edits;
};

// Reads named change sets: `scenarios: [{name: N, trains: ..., lay: [..], ...}]`.
std::vector<Change> LoadScenarios(const std::string& file);

// The position with the change's edits applied, each checked against the
// rules (manifest and upgrades, a free slot, the game's phases); InputError
// naming the change and the rule otherwise.
Position ApplyChange(const Position& base, const std::string& company, const Change& change);

struct Outcome {
  std::string change;
  bool ok = false;
  std::string error;
  std::unique_ptr<Position> position;
  std::unique_ptr<Board> board;
  std::unique_ptr<Network> network;
  Result result;
};

// Solves each change (in parallel); the base position first, named "as is".
std::vector<Outcome> RunChanges(const Position& base, const std::string& company,
                                const std::vector<Change>& changes, const SolveOptions& options = {});

// Every legal tile lay of the game's available tiles, of these colours (all
// if empty), on every hex the company's track reaches or touches.
std::vector<Change> LayOptions(const Position& base, const std::string& company,
                               const std::vector<std::string>& colors);
// Every legal next station: a free slot in a city the company's track reaches.
std::vector<Change> TokenOptions(const Position& base, const std::string& company);
// Every train the company could buy now (the phase's trains, the next one),
// with the phase change its purchase starts.
std::vector<Change> BuyOptions(const Position& base, const std::string& company);

}  // namespace xxroute
