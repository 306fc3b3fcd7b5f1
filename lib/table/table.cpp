#include "xxroute/table.h"

#include <cctype>
#include <stdexcept>

#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/limits.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position_file.h"
#include "xxroute/position_text.h"
#include "xxroute/position_writer.h"
#include "xxroute/rules.h"
#include "xxroute/whatif.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

// The game's company `asked`, as the game spells it (in any case).
std::string CompanyNamed(const Game& g, const std::string& asked, const std::string& source) {
  if (g.companies.count(asked)) return asked;
  std::string found, known;
  for (const auto& [name, c] : g.companies) {
    known += (known.empty() ? "" : ", ") + name;
    bool same = name.size() == asked.size();
    for (size_t i = 0; same && i < name.size(); ++i)
      same = tolower(static_cast<unsigned char>(name[i])) == tolower(static_cast<unsigned char>(asked[i]));
    if (same) found = name;
  }
  if (found.empty()) throw InputError(source, 0, g.name + " has no company '" + asked + "' (companies: " + known + ")");
  return found;
}

// How an 18CZ large company starts: its red tile on one of its home hexes,
// at the rotations the rules allow there, then its station on it.
std::string HomeChoiceNote(const Position& pos, const Game& g, const GameCompany& gc, const std::string& file) {
  const std::string& co = gc.name;
  std::string tile;
  for (const auto& [id, t] : g.Tiles())
    if (t.color == "red" && std::count(t.shape.labels.begin(), t.shape.labels.end(), co)) tile = id;
  const std::string homes = Join(gc.home, " or ");
  if (tile.empty())
    return co + " starts on " + homes + ": place its station with `xxroute apply " + file + " -c " + co +
           " --token HEX`";
  auto lp = LoadedPosition::Make(pos, co, LoadedPosition::kCompany, LoadedPosition::kNoAudit);
  const Rules rules = lp->rules();
  std::vector<std::string> where;
  std::string example;
  for (const auto& hex : gc.home) {
    std::vector<std::string> rotations;
    for (int r = 0; r < lp->board().edges(); ++r)
      if (rules.CheckLay(hex, tile, r).ok) {
        rotations.push_back(std::to_string(r));
        if (example.empty()) example = "--lay " + hex + "=" + tile + "@" + std::to_string(r) + " --token " + hex;
      }
    if (!rotations.empty()) where.push_back(hex + " (rotation " + Join(rotations, " or ") + ")");
  }
  if (example.empty()) return co + " starts on " + homes + " with its red tile " + tile + ", which fits neither now";
  return co + " starts on " + Join(where, " or ") + " with its red tile " + tile + ", then its station there: `xxroute apply " +
         file + " -c " + co + " " + example + "`";
}

// Adds the company (no trains, its treasury) and its home station where the
// game's data names one city for it; otherwise a note says how to place it.
void Float(Position* pos, const Floating& f, const std::string& file, TableTurn* turn) {
  if (pos->game.empty()) throw InputError(f.source, 0, "a company floats in a game: the file names no 'game'");
  auto g = LoadGame(pos->game, pos->variant, pos->file, pos->game_line);
  const std::string name = CompanyNamed(*g, f.company, f.source);
  if (pos->FindCompany(name)) throw InputError(f.source, 0, name + " is already in " + file);
  CompanySpec c;
  c.name = name;
  c.treasury = f.treasury;
  pos->companies.push_back(c);
  turn->company = name;
  turn->moves.push_back({"float " + name + (f.treasury ? " with " + std::to_string(*f.treasury) : ""), 0, {}, {}});
  const GameCompany& gc = g->companies.at(name);
  if (gc.home.empty()) {
    turn->notes.push_back(name + ": " + g->name + "'s data names no home; write its first station's token in the file");
    return;
  }
  if (gc.home.size() > 1) {
    turn->notes.push_back(HomeChoiceNote(*pos, *g, gc, file));
    return;
  }
  const std::string& hex = gc.home[0];
  if (gc.home_stop.empty()) {  // (several cities and no word on which: the company chooses)
    auto lp = LoadedPosition::Make(*pos, name, LoadedPosition::kBoardOnly, LoadedPosition::kNoAudit);
    const Board& b = lp->board();
    std::vector<std::string> cities;
    if (const int h = b.FindHex(hex); h >= 0)
      for (int s : b.hexes()[h].stops)
        if (b.stops()[s].kind == StopKind::kCity) cities.push_back(b.stops()[s].id);
    if (cities.size() > 1) {
      turn->notes.push_back(name + "'s home " + hex + " has " + std::to_string(cities.size()) + " cities (" +
                            Join(cities) + "): place its station in one with `xxroute apply " + file + " -c " + name +
                            " --token " + hex + "." + cities[0] + "`");
      return;
    }
  }
  Edit e;
  e.kind = Edit::kToken;
  e.hex = hex;
  e.stop = gc.home_stop;
  e.source = f.source;
  Applied a = ApplyChange(*pos, name, Change{e.Text(), {e}});
  *pos = std::move(a.position);
  if (a.cost == 0) a.costs.clear();  // (the home station is free: "station 0" says nothing)
  turn->moves.push_back({"home station " + hex + (e.stop.empty() ? "" : "." + e.stop), a.cost, a.costs, a.notes});
}

std::vector<std::string> Names(const Position& p) {
  std::vector<std::string> v;
  for (const auto& c : p.companies) v.push_back(c.name);
  return v;
}

}  // namespace

Floating ParseFloating(const std::string& raw, const std::string& source) {
  std::string text = raw;
  while (!text.empty() && isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
  while (!text.empty() && isspace(static_cast<unsigned char>(text.front()))) text.erase(text.begin());
  Floating f;
  f.source = source;
  const size_t eq = text.find('=');
  f.company = text.substr(0, eq);
  auto bad = [&]() { throw InputError(source, 0, "'" + text + "': expected COMPANY or COMPANY=TREASURY, e.g. BN=360"); };
  if (f.company.empty()) bad();
  if (eq != std::string::npos) {
    const std::string money = text.substr(eq + 1);
    if (money.empty() || money.size() > 7 || money.find_first_not_of("0123456789") != std::string::npos) bad();
    f.treasury = std::stoi(money);
  }
  return f;
}

TableTurn ApplyAtTable(const std::string& text, const Position& base, const std::string& company,
                       const std::vector<Floating>& floats, const Change& change) {
  TableTurn t;
  t.before = base;
  Position pos = base;
  const std::string& file = base.file;
  for (const auto& f : floats) Float(&pos, f, file, &t);
  if (!change.edits.empty()) {
    std::string name = company;
    if (name.empty() && !floats.empty()) name = t.company;
    if (name.empty() && pos.companies.size() == 1) name = pos.companies.front().name;
    if (name.empty()) name = DefaultCompany(pos, "");
    if (name.empty() && pos.companies.empty())
      throw InputError(file, 0, "no company in the file: add one as it floats with --float COMPANY");
    if (name.empty())
      throw InputError(file, 0, "several companies (" + Join(Names(pos)) + "): say whose moves these are with --company");
    if (!pos.FindCompany(name))
      throw InputError("--company", 0, "no company '" + name + "' in " + file + " (companies: " + Join(Names(pos)) +
                                           "); a company that floats is added with --float " + name);
    t.company = name;
    t.treasury_before = pos.FindCompany(name)->treasury;
    for (const Edit& e : change.edits) {
      Applied a = ApplyChange(pos, name, Change{e.Text(), {e}});
      const std::optional<int> money = pos.FindCompany(name)->treasury;
      if (money && a.cost > *money)
        throw InputError(e.source.empty() ? file : e.source, 0,
                         e.Text() + ": costs " + std::to_string(a.cost) + " (" + Join(a.costs) + "), " + name +
                             " has " + std::to_string(*money) + " left");
      pos = std::move(a.position);
      if (money) pos.FindCompany(name)->treasury = *money - a.cost;
      t.moves.push_back({e.Text(), a.cost, a.costs, a.notes});
      if (a.keep >= 0) t.keep = a.keep;
    }
    t.treasury_after = pos.FindCompany(name)->treasury;
  }
  t.after = std::move(pos);
  t.text = RewritePosition(text, base, t.after);
  return t;
}

TableTurn StartGame(const std::string& game, const std::string& variant, const std::vector<Floating>& companies,
                    const std::string& file) {
  auto g = LoadGame(game, variant, "xxroute new", 0);
  if (g->phases.empty()) throw InputError(g->file, 0, "the game has no phases");
  std::string body = "format: 1\ngame: " + YamlScalar(g->name) + "\n";
  if (!g->variant.empty()) body += "variant: " + YamlScalar(g->variant) + "\n";
  body += "phase: " + YamlScalar(g->phases.front().name) + "\n";
  body += "hexes:       # the printed map, but for the hexes listed here (one a line)\n";
  body += "companies:   # as they float; `trains` and `treasury` follow the moves\n";
  Position base = ParsePosition(body, file);
  TableTurn t;
  Position pos = base;
  for (const auto& f : companies) Float(&pos, f, file, &t);
  std::string header = "# " + TitleWithVariant(*g) +
                       ", written by `xxroute new`: one file that follows the game.\n"
                       "# Each operating turn, one company's moves, checked by the rules and paid\n"
                       "# from its treasury (the file is rewritten in place):\n"
                       "#   xxroute apply " + file + " -c COMPANY --lay HEX=TILE@ROTATION --token HEX --buy-train TRAIN\n"
                       "# A company that floats:  xxroute apply " + file + " --float COMPANY=TREASURY\n"
                       "# Its declared income:    xxroute check " + file + " -c COMPANY --declared INCOME\n";
  for (const auto& n : t.notes) header += "# " + n + "\n";
  t.before = base;
  t.after = pos;
  t.text = RewritePosition(header + body, base, pos);
  // (the text must say what was made: read back, hex by hex)
  Position back = ParsePosition(t.text, file);
  if (const std::string diff = PositionDifference(pos, back); !diff.empty())
    throw std::logic_error("the new game's file differs from its position: " + diff);
  return t;
}

}  // namespace xxroute
