// Companies that close, and those that close into another (1824: coal
// railways into their regional railways, pre-state railways into their state
// railway): when the phase that closes them starts, or when the players
// exchange them; their trains, treasury and station markers moved as the
// game's data and rulebook say, the company written into `closed`.
#pragma once

#include <string>
#include <vector>

#include "xxroute/game.h"
#include "xxroute/position.h"

namespace xxroute {

// What closing did: one line per event, for the move's notes.
struct Closing {
  std::vector<std::string> notes;
};

// Whether the company's home station is on a mine (1824 coal railways, IV.2).
bool MineHome(const Game& g, const GameCompany& gc);

// Each of `from`'s tokens on the position's hexes made `to`'s ("": taken
// off); where `to` is already on that stop, `from`'s is only taken off.
// Returns the stops where `from` stood.
std::vector<std::string> MoveTokens(Position& pos, const std::string& from, const std::string& to);

// A token for the company on its home (a printed hex: the position adds it).
void PlaceHome(const GameCompany& gc, Position& pos);

// The phase moved from `from` to `to`: each company of the position whose
// `closes_on` phase was entered closes at once (into its `merges_into`
// company where the data names one), or, where it closes only at the end of
// the operating round, a note says so (FormDue makes it then).
Closing EnterPhases(const Game& g, Position& pos, const std::string& from, const std::string& to);

// The players' exchange of `name`: a company that merges into another (from
// its `merges_from` phase, or its `closes_on` phase), or the company others
// merge into (all of them that are open, in the data's order). InputError
// naming `source` and the rule where it may not be made now.
Closing Exchange(const Game& g, Position& pos, const std::string& name, const std::string& source);

// The end of an operating round: each company that closes then (closes_at:
// round_end) and whose phase has come closes into the one it merges into,
// which forms (Exchange); 1824 IV.3, IV.4.4, 002 lines 216, 332.
Closing FormDue(const Game& g, Position& pos, const std::string& source);

// 1836jr's CGR formed (`name`, a company with `forms_on`) of the companies
// the players name (those with loans not repaid, 003 lines 269-279): their
// treasuries, their permanent trains (the others to the market) and their
// stations, home stations first, at most its markers, `keep` saying which
// where there is a choice (003 lines 301, 305, 307).
Closing Form(const Game& g, Position& pos, const std::string& name, const std::vector<std::string>& joining,
             const std::vector<std::string>& keep, const std::string& source);

// The company of the position that makes the exchange of `name` (itself, or
// the first open one merging into it); "" when there is none.
std::string ExchangeMover(const Game& g, const Position& pos, const std::string& name);

}  // namespace xxroute
