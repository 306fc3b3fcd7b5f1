// A company listed before it floats, its shares on sale at its par price;
// and its float, once its players hold enough of it: its capital to its
// treasury (xxroute/stock_rules.h: FloatsNow, FloatCapital).
#pragma once

#include <string>
#include <vector>

#include "xxroute/edit.h"
#include "xxroute/game.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/whatif.h"

namespace xxroute {

// A company put in the file before it floats: not floated, nothing in its
// treasury, its shares in its IPO.
CompanySpec Unfloated(const std::string& name);

// `c` floats if it has not and its shares as they are float it (with
// `train_on_sale` the bank's next train, where the game's float percent
// goes by it: stock float_train_percent): its capital added to its
// treasury, said in `notes`. Whether it floated.
bool FloatIfSold(const Game& g, CompanySpec& c, std::vector<std::string>* notes, const std::string& train_on_sale = "");

// The par price `e` (kPar) of a company the position does not list yet: the
// company listed, not floated, its shares in its IPO, its par price and
// share price set (turn_money.cpp); where the game's capital goes by phase
// (stock: capital_from), the capital of its phase (escrow, incremental or
// full). InputError naming the edit's source.
void ListAtPar(const LoadedPosition& now, const Edit& e, Position& pos, Applied* a);

// The company `name` as the position lists it; one it does not list yet
// whose par price the game fixes (1824's state railways, 120: IV.4.4, 002
// line 334) listed now at that price (ListAtPar). Null where neither.
CompanySpec* ListedAtFixedPar(const LoadedPosition& now, Position& pos, const std::string& name,
                              const std::string& source, Applied* a);

}  // namespace xxroute
