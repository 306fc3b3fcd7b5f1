// WhatIf: a position changed by edits (trains bought or lost, a tile laid, a
// station placed or blocked, a new phase), re-solved exactly; and the search
// for the best tile lay, next station or train to buy.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "xxroute/board.h"
#include "xxroute/edit.h"
#include "xxroute/network.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

namespace xxroute {

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
