#include "xxroute/ability_moves.h"

#include "lay_rotations.h"
#include "xxroute/game.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

// The privates `company` owns whose ability it has not used, with their cards.
std::vector<std::pair<std::string, const GamePrivate*>> UnusedAbilities(const Board& board, const Company& company) {
  std::vector<std::pair<std::string, const GamePrivate*>> out;
  const Game* g = board.game();
  if (!g) return out;
  const Position& pos = board.position();
  for (const auto& [name, owner] : pos.privates) {
    const GamePrivate* p = g->FindPrivate(name);
    if (owner == company.name && p && !Has(pos.privates_used, name))
      out.push_back({name, p});
  }
  return out;
}

}  // namespace

std::vector<AbilityLay> AbilityLays(const Board& board, const Company& company, const std::vector<std::string>& colors) {
  std::vector<AbilityLay> out;
  const Rules rules(board, company);
  for (const auto& [name, card] : UnusedAbilities(board, company)) {
    if (!card->lays) continue;
    const GamePrivate::Lay& lays = *card->lays;
    if (lays.all || lays.on_purchase || lays.by_player) continue;
    for (const std::string& hex : lays.hexes)
      for (const std::string& tile : lays.tiles) {
        const auto t = board.game()->Tiles().find(tile);
        if (t == board.game()->Tiles().end() || (!colors.empty() && !Has(colors, t->second.color))) continue;
        std::string why;
        for (const RotationChoice& r : LegalRotations(rules, board, hex, tile, &why, name))
          out.push_back({name, rules.CheckLay(hex, tile, r.rotation, name)});
      }
  }
  return out;
}

std::vector<AbilityStation> AbilityStations(const Board& board, const Company& company) {
  std::vector<AbilityStation> out;
  const Rules rules(board, company);
  for (const auto& [name, card] : UnusedAbilities(board, company)) {
    if (!card->token) continue;
    Station st = rules.CheckStation(card->token->hex, card->token->stop, name);
    if (st.ok) out.push_back({name, std::move(st)});
  }
  return out;
}

}  // namespace xxroute
