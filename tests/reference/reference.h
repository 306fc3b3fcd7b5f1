// Reference: the brute force for one board. Every walk, every route scored
// for every train of the company, the best assignment, and the verdict on
// declared routes. It shares no code with the library.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "assign.h"
#include "facts.h"
#include "model.h"
#include "score.h"
#include "track.h"
#include "walk.h"

namespace ref {

// A declared route: a train's name and its stops by label.
struct DeclaredStops {
  std::string train;
  std::vector<std::string> stops;  // HEX.ID
};

// The reference's verdict on declared routes.
struct Verdict {
  bool legal = false;
  bool ambiguous = false;  // a route reads several ways (its stops left out)
  std::string why;
  int income = 0;
  int subsidy = 0;
  std::vector<int> revenue;  // per declared route
  std::vector<int> subsidies;
};

// The best the company earns with some routes fixed: the declared routes as
// Judge reads them, the other trains' best routes on the track they leave.
struct FixedBest {
  Verdict fixed;      // the declared routes (without the most-stops bonus); not legal: nothing was searched
  int income = 0;     // fixed routes' revenue plus the others' best, the most-stops bonus over them all
  int subsidy = 0;
  Assignment others;  // the other trains' routes (fixed trains idle here)
};

// The brute force on one board.
class Reference {
 public:
  // Throws std::runtime_error when the board has more than `walk_limit` walks.
  explicit Reference(const Board& board, long walk_limit = 20000);

  const Board& board() const { return board_; }
  const Track& track() const { return track_; }
  const Facts& facts() const { return facts_; }
  const std::vector<Walk>& walks() const { return walks_; }
  const Scorer& scorer() const { return *scorer_; }
  // The company's trains, in the order the company lists them.
  const std::vector<const Train*>& trains() const { return trains_; }

  // The best assignment; `most_stops` false: as if the company had no
  // most-stops bonus (its options as they are).
  Assignment Best(bool least_subsidy = false, bool most_stops = true) const;
  // Whether some train of the company has a route worth something.
  bool AnyRoute() const;
  // The hex of that coordinate when it has track and no stop (a declared
  // route may name it as a waypoint, below), else -1.
  int TrackOnlyHex(const std::string& coord) const;
  // Whether the routes are legal together and what they earn (the
  // most-stops bonus to the first of those visiting the most stops). Each route is
  // read as the position format's notation says (docs/route-rules.md,
  // "Declared routes"): its stops exactly, if they are a legal route of its
  // train; else the one legal route of its train that starts at the first
  // stop, ends at the last and passes the listed ones in order with others
  // between (several such routes: ambiguous). A hex of only track written
  // between two stops is a waypoint: only the walks that pass it between
  // them, after any waypoint written before it, count. Then some choice of
  // walks, one per route, must share no track.
  Verdict Judge(const std::vector<DeclaredStops>& routes) const;
  // Some trains run the declared routes (read as Judge reads them); every
  // way to run them together without sharing track is tried, and for each
  // the best assignment of the company's other trains on the track left.
  // The largest total income, then subsidy.
  FixedBest BestWithFixed(const std::vector<DeclaredStops>& routes) const;

 private:
  // A declared route as read: the train slot running it and the walks that
  // have its stops (any of them may be the one run).
  struct Reading {
    int slot = -1;
    std::vector<int> walks;
  };
  // Reads each declared route (Judge's rules, one by one); fills `v` with
  // revenue and subsidy, or its reason when a route is illegal (false).
  bool Read(const std::vector<DeclaredStops>& routes, Verdict* v, std::vector<Reading>* read) const;

  const Board& board_;
  Track track_;
  Facts facts_;
  std::vector<Walk> walks_;
  std::unique_ptr<Scorer> scorer_;
  std::vector<const Train*> trains_;
  std::map<std::vector<int>, std::vector<int>> by_stops_;  // stop sequence -> walks
  std::vector<std::vector<Option>> options_;              // per train
};

}  // namespace ref
