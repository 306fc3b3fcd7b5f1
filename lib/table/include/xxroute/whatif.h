// WhatIf: a position changed by edits (a tile laid, a station placed, a
// train bought or given, a new phase), each move checked by the rules
// module and priced, re-solved exactly; and every legal lay, station or
// purchase ranked.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "xxroute/edit.h"
#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/solver.h"

namespace xxroute {

// A change applied to a position: the session it leads to and what its moves cost.
struct Applied {
  std::unique_ptr<LoadedPosition> loaded;  // the position changed, its board and the company's network built
  int cost = 0;
  std::vector<std::string> costs;  // each move's price: "terrain 40", "train 350 - 200 for the 5 traded in"
  std::vector<std::string> notes;  // what followed: "starts phase 6", "removes 3", "the 4 turns 4o" (ConsequenceWords)
  std::vector<std::string> readings;  // where a move followed 18xx.games' reading of a rule (Move::reading)
  // Over the train limit after a purchase started a new phase: the trains
  // the company keeps (its owner chooses which go to the bank); -1: no limit.
  int keep = -1;
  const Position& position() const { return loaded->position(); }
};

// The change's edits made in order by the company `base` runs, each move
// asked of the rules module (rules.h) on the position as it then stands,
// which each edit changes (its board and network built again, its game not
// read again); `base` itself stays as it is. InputError naming the edit's
// source (option or scenario line) and the rule otherwise. Trains given with
// kTrains/kAddTrain/kRemoveTrain and other companies' tokens (kBlock) are
// hypotheses, not moves: no rule or price.
Applied ApplyChange(const LoadedPosition& base, const Change& change);

struct Outcome {
  std::string change;
  bool ok = false;
  std::string error;                   // its line, when not ok
  std::optional<InputError> failure;   // the same as bad input (its file and line), when not ok
  bool unaffordable = false;           // not ok for want of money: more than the company's treasury
  std::unique_ptr<LoadedPosition> loaded;
  Result result;
  int cost = 0;
  std::string cost_text;  // the moves' prices, "" when free
  std::string notes;      // what followed
  const Board& board() const { return loaded->board(); }
};

// Solves each change (in parallel) made on `base` (a session with its
// company chosen); the base position first, named "as is", `base` its session.
std::vector<Outcome> RunChanges(std::unique_ptr<LoadedPosition> base, const std::vector<Change>& changes,
                                const SolveOptions& options = {});

// A position solved once, to rank changes against: its answer, and the
// candidate routes that a change's solve carries over where the change does
// not touch them (SolveOptions::known). A server keeps one for each version
// of its file, which every tap on a hex ranks its lays against.
struct SolvedBase {
  const LoadedPosition* loaded = nullptr;  // not owned: it must outlive this
  Result result;                           // (its routes' trains are `loaded`'s)
  std::shared_ptr<const KnownRoutes> known;  // (null where the solve kept none: each change solved from nothing)
};
// InputError as Solve.
SolvedBase SolveBase(const LoadedPosition& base, const SolveOptions& options = {});
// RunChanges against a base solved before: the changes' outcomes alone, in order.
std::vector<Outcome> RankChanges(const SolvedBase& base, const std::vector<Change>& changes,
                                 const SolveOptions& options = {});

// Every legal tile lay of the manifest's tiles of these colours (all if
// empty) that joins the track of the company `base` runs, as the rules module
// finds them, and its privates' ability lays (AbilityLays); on `hex` alone
// where it is given.
std::vector<Change> LayOptions(const LoadedPosition& base, const std::vector<std::string>& colors,
                               const std::string& hex = "");
// Every legal next station of the company, a private's token ability's too (AbilityStations).
std::vector<Change> TokenOptions(const LoadedPosition& base);
// Every train the company may buy from the bank now (trade-ins included;
// at the limit, an obsolete train given back first where the game allows it).
std::vector<Change> BuyOptions(const LoadedPosition& base);

}  // namespace xxroute
