// Tests lib/data/game.cpp: a game's data as read from maps/<game>/, here
// 18CZ's trains and train cards against the rulebook's examples, and every
// rule a game's data cites (RuleCitations) naming the game's own rulebook.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>

#include <yaml-cpp/yaml.h>

#include "helpers.h"
#include "xxroute/game.h"
#include "xxroute/pay.h"
#include "xxroute/train.h"

using namespace xxroute;

TEST_CASE("18CZ Moravia-Silesia: 4+4 and 5+5 take two red tile bonuses, 2, 3, 4 none, the 3E shares track") {
  auto g = test::Games()->Get("18CZ", "Moravia-Silesia");
  for (const char* name : {"2", "3", "4"}) {
    INFO(name);
    REQUIRE(g->FindTrain(name));
    CHECK(g->FindTrain(name)->stop_bonuses == 0);
    CHECK_FALSE(g->FindTrain(name)->shares_track);
  }
  for (const char* name : {"4+4", "5+5"}) {
    INFO(name);
    REQUIRE(g->FindTrain(name));
    CHECK(g->FindTrain(name)->stop_bonuses == 2);
  }
  REQUIRE(g->FindTrain("3E"));
  CHECK(g->FindTrain("3E")->shares_track);
  CHECK(g->MapHexes().empty());  // the M-S board is not available: positions list every hex
  // The base game's trains take every bonus and share no track.
  auto base = test::Games()->Get("18CZ", "");
  CHECK(base->FindTrain("4+4")->stop_bonuses > 2);
  CHECK_FALSE(base->FindTrain("3E")->shares_track);
}

// 18CZ VIII.7 (shared/rules/000_*.txt lines 856-857): "Например, поезд 3+3 может
// посещать не более 6 мест дохода, не более 3 из которых могут быть городами или
// красными тайлами" (e.g. a 3+3 may visit at most 6 revenue places, at most 3
// of them cities or red tiles). The Chinese text (004_*.txt lines 760-762) has
// a 2+4, "which does not exist": at most 6 places, at most 2 cities or red tiles.
TEST_CASE("18CZ VIII.7 example: the game's 3+3 visits at most 6 places, at most 3 cities or red tiles, a 2+4 likewise") {
  auto g = test::Games()->Get("18CZ", "");
  const Train* t = g->FindTrain("3+3");
  REQUIRE(t);
  auto legal = [](const Train& train, int cities, int red, int towns) {
    std::vector<PayStop> s;
    auto add = [&](StopKind k, int value) {
      PayStop p;
      p.kind = k;
      p.value = value;
      p.order = static_cast<int>(s.size());
      s.push_back(p);
    };
    for (int i = 0; i < cities; ++i) add(StopKind::kCity, 30);
    for (int i = 0; i < red; ++i) add(StopKind::kOffboard, 40);
    for (int i = 0; i < towns; ++i) add(StopKind::kTown, 10);
    return ChoosePaid(train, s, BonusRules{}, 0).legal();
  };
  CHECK(legal(*t, 3, 0, 3));        // 6 places, 3 cities
  CHECK(legal(*t, 2, 1, 3));        // a red tile counts as a city
  CHECK(legal(*t, 1, 0, 5));        // towns fill the other places
  CHECK_FALSE(legal(*t, 4, 0, 0));  // a 4th city
  CHECK_FALSE(legal(*t, 3, 1, 0));  // a 4th city or red tile
  CHECK_FALSE(legal(*t, 3, 0, 4));  // a 7th place
  CHECK_FALSE(legal(*t, 0, 0, 7));
  // The 2+4 of the Chinese text, in the data's shape: towns in the first
  // row, any place in the second.
  Train two_four = *t;
  two_four.name = "2+4";
  REQUIRE(two_four.rows.size() == 2);
  two_four.rows[0].visit = two_four.rows[0].pay = 4;
  two_four.rows[1].visit = two_four.rows[1].pay = 2;
  CHECK(legal(two_four, 2, 0, 4));
  CHECK(legal(two_four, 1, 1, 4));
  CHECK_FALSE(legal(two_four, 3, 0, 0));
  CHECK_FALSE(legal(two_four, 2, 0, 5));
}

// 18CZ train card legend (shared/rules/004_*.txt lines 900-912): card f is the
// blue 4+4 at 400K, "perm." (never rusted); its back shows the red 4 at 250K and
// the green 4E at 350K.
TEST_CASE("18CZ card f: the 4+4 at 400, never rusted, on its back the 4 at 250 and the 4E at 350") {
  auto g = test::Games()->Get("18CZ", "");
  const TrainCard* f = nullptr;
  for (const auto& c : g->train_cards)
    if (c.card == "f") f = &c;
  REQUIRE(f);
  CHECK(f->faces == std::map<std::string, std::string>{{"small", "4"}, {"medium", "4+4"}, {"large", "4E"}});
  // Prices are informational in the library: read them from the data file.
  YAML::Node data = YAML::LoadFile(MapsDir() + "/18CZ/game.yaml");
  std::map<std::string, int> price;
  for (const auto& t : data["trains"]) price[t["name"].as<std::string>()] = t["price"].as<int>();
  CHECK(price.at("4+4") == 400);
  CHECK(price.at("4") == 250);
  CHECK(price.at("4E") == 350);
  for (const auto& p : g->phases) CHECK(std::count(p.rusts.begin(), p.rusts.end(), "4+4") == 0);
}

// Every rule a game's data cites (RuleCitations: the operating turn, the
// trains given up and the pool, the president's money, floating, par prices,
// forced splits) names that game's own rulebook file in ../shared/rules
// (README.md there: 000 18CZ, 001 18Lilliput, 002 1824, 003 1836jr) and no
// other game's, in every game and variant: a refusal in an 18CZ game cites
// 18CZ's line, never 1824's.
namespace {

// Each game's rulebook file and the name its citations begin with. A title
// whose rulebook ../shared/rules does not hold has file "": its data follows
// 18xx.games (the public engine, tobymao/18xx), and each line it cites names
// no rulebook file and says "18xx.games".
struct Book {
  std::string file, family;
};
const std::map<std::string, Book>& Books() {
  static const std::map<std::string, Book> books = {
      {"18CZ", {"000", "18CZ"}},          {"18Lilliput", {"001", "18Lilliput"}},
      {"1824", {"002", "1824"}},          {"1824-cisleithania", {"002", "1824"}},
      {"1836jr56", {"003", "1836jr"}},    {"1836jr30", {"003", "1836jr"}},
      {"1889", {"", "1889"}},          {"1830", {"", "1830"}}, {"18Chesapeake", {"", "18Chesapeake"}}, {"1861", {"", "1861"}}, {"1846", {"", "1846"}},
  };
  return books;
}

// The rulebook files a citation names ("000 line 831", "002 lines 782-790").
std::set<std::string> FilesCited(const std::string& text) {
  static const std::regex file(R"(\b(00[0-9]) lines?\b)");
  std::set<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), file); it != std::sregex_iterator(); ++it)
    out.insert((*it)[1]);
  return out;
}

void CheckGame(const Game& g, const Book& book) {
  const auto citations = RuleCitations(g);
  if (!book.file.empty())
    CHECK_MESSAGE(citations.size() >= 8, WithVariant(g.name, g.variant) << " cites only " << citations.size() << " rules");
  for (const auto& citation : citations) {
    // (a named pair, not a structured binding: clang 14 cannot capture one in INFO's lambda)
    const std::string& key = citation.first;
    const std::string& text = citation.second;
    INFO(WithVariant(g.name, g.variant) << " " << key << ": " << text);
    if (book.file.empty()) {
      CHECK(FilesCited(text).empty());
      CHECK(text.find("18xx.games") != std::string::npos);
    } else {
      CHECK(FilesCited(text) == std::set<std::string>{book.file});
    }
    CHECK(text.find(book.family) != std::string::npos);
    for (const auto& [name, other] : Books())
      if (other.family != book.family && other.family.find(book.family) == std::string::npos)
        CHECK(text.find(other.family + " ") == std::string::npos);
  }
}

}  // namespace

TEST_CASE("every rule a game's data cites names the game's own rulebook (000 18CZ, 001 18Lilliput, 002 1824, 003 1836jr)") {
  const std::vector<std::string> games = ListGames();
  CHECK(games.size() >= Books().size());
  for (const std::string& name : games) {
    INFO("game " << name);
    auto book = Books().find(name);
    REQUIRE_MESSAGE(book != Books().end(), name << ": which rulebook file? add it to Books()");
    const auto base = ReadGame(name, "");
    CheckGame(*base, book->second);
    for (const std::string& variant : base->variants) CheckGame(*ReadGame(name, variant), book->second);
  }
}

TEST_CASE("the refusals that used to cite several games cite their own: a train given up within the limit") {
  // 18CZ VIII.10, 000 line 1066, not "1824 VII.11, 002 line 775; 1836jr 003 line 210".
  CHECK(ReadGame("18CZ", "")->discard_rule.rfind("18CZ VIII.10, 000 line 1066", 0) == 0);
  CHECK(ReadGame("1824", "")->discard_rule.rfind("1824 VII.11, 002 line 774", 0) == 0);
  CHECK(ReadGame("1836jr56", "")->discard_rule.rfind("1836jr 003 line 210", 0) == 0);
  CHECK(ReadGame("18Lilliput", "")->discard_rule.rfind("18Lilliput 001 lines 300-301", 0) == 0);
}

TEST_CASE("the citations reach the company types and the market: 18CZ's floating and par prices, 1824's split") {
  auto keys = [](const std::string& game) {
    std::set<std::string> out;
    for (const auto& [key, text] : RuleCitations(*ReadGame(game, ""))) out.insert(key);
    return out;
  };
  const std::set<std::string> cz = keys("18CZ");
  CHECK(cz.count("company_types medium floats_rule"));
  CHECK(cz.count("market par_by_type rule"));
  CHECK(cz.count("rules president_pays short_rule"));
  CHECK(keys("1824").count("market minor_split rule"));
  CHECK_FALSE(keys("1824").count("rules pool"));  // (1824 keeps no pool: VII.11, 002 line 775)
}

// Trains between companies and the kinds of payout are keys of the game data
// (rules: train_trade; market.yaml dividends kinds_rule), not the game's name.
TEST_CASE("trains between companies, by the data: 18CZ from phase b, 1824 at face between presidents, the CGR at face") {
  const auto cz = ReadGame("18CZ", "");
  CHECK(cz->train_trade.from_phase == 2);
  CHECK(cz->phases.at(cz->train_trade.from_phase - 1).name == "b");
  CHECK(cz->train_trade.least_rule.rfind("18CZ VIII.10, 000 line 1059", 0) == 0);
  CHECK(cz->train_trade.face_between_presidents.empty());
  for (const std::string game : {"1824", "1824-cisleithania"}) {
    const auto g = ReadGame(game, "");
    CHECK(g->phases.at(g->train_trade.from_phase - 1).name == "3");
    CHECK(g->train_trade.face_between_presidents == "1824 VII.11, 002 line 772");
  }
  for (const std::string game : {"1836jr56", "1836jr30"}) {
    const auto g = ReadGame(game, "");
    CHECK(g->train_trade.from_phase == 1);
    CHECK(g->train_trade.face_from == std::vector<std::string>{"MESS"});
  }
  CHECK(ReadGame("18Lilliput", "")->train_trade.least_rule.rfind("18Lilliput, 001 line 256", 0) == 0);
}

TEST_CASE("what a director may choose is cited from the market: no half pay in 18CZ, no full payout in Brobdingnag") {
  CHECK(ReadGame("18CZ", "")->market().kinds_rule == "18CZ, 000 line 929: the income is paid out whole or kept whole");
  const auto brob = ReadGame("18Lilliput", "Brobdingnag");
  CHECK(brob->market().kinds == std::vector<std::string>{"half", "withhold"});
  CHECK(brob->market().kinds_rule.rfind("18Lilliput, 001 lines 735-737", 0) == 0);
  CHECK(ReadGame("18Lilliput", "")->market().kinds_rule.rfind("18Lilliput, 001 line 735:", 0) == 0);
}

namespace {

// A game of one phase and one train, with `rules` and `dividends` as given,
// in a folder of its own; what reading it says (empty when it reads).
std::string ReadWith(const std::string& rules, const std::string& dividends) {
  static int n = 0;
  const auto maps = std::filesystem::temp_directory_path() / ("xxroute-trade-test-" + std::to_string(getpid()) + "-" + std::to_string(++n));
  const auto dir = maps / "Trade";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "game.yaml") << "game: Trade\ntitle: Trade\nlayout: pointy\n"
                                      "phases:\n  - {name: a, color: yellow}\n  - {name: b, color: green}\n"
                                      "trains:\n  - {name: \"2\", distance: 2}\n"
                                   << rules;
  std::ofstream(dir / "market.yaml") << "market: [[50, 60]]\n"
                                     << (dividends.empty() ? "dividends: {kinds: [payout, withhold]}\n" : dividends);
  std::ofstream(dir / "map.yaml") << "hexes: {}\n";
  std::ofstream(dir / "tiles.yaml") << "tiles: {}\n";
  setenv("XXROUTE_MAPS", maps.c_str(), 1);
  std::string said;
  try {
    ReadGame("Trade", "")->market();
  } catch (const InputError& e) {
    said = e.what();
  }
  unsetenv("XXROUTE_MAPS");
  std::filesystem::remove_all(maps);
  return said;
}

// Game data with `yaml` added to the game file is refused, saying `says`.
void Refused(const std::string& yaml, const std::string& says) {
  const std::string said = ReadWith(yaml, "");
  CHECK_MESSAGE(test::Contains(said, says), said);
}

}  // namespace

TEST_CASE("rules train_trade and dividends: a key misspelt or a phase the game lacks is an error with its line") {
  CHECK(ReadWith("rules:\n  train_trade: {from_phase: 2, from_phase_rule: \"x\"}\n", "") == "");
  const std::string third = ReadWith("rules:\n  train_trade: {from_phase: 3, from_phase_rule: \"x\"}\n", "");
  CHECK_MESSAGE(third.find("game.yaml:10: rules train_trade from_phase: 3 is out of range 1..2") != std::string::npos, third);
  CHECK(ReadWith("rules:\n  train_trade: {from_phase: 2}\n", "").find("from_phase needs from_phase_rule") !=
        std::string::npos);
  CHECK(ReadWith("rules:\n  train_trade: {face_from: [X]}\n", "").find("face_from needs face_from_rule") !=
        std::string::npos);
  CHECK(ReadWith("rules:\n  train_trade: {least: 5}\n", "").find("unknown key") != std::string::npos);
  CHECK(ReadWith("", "dividends: {kinds: [payout], kinds_rule: \"y\"}\n") == "");
  CHECK(ReadWith("", "dividends: {kinds: [payout], kind_rule: \"y\"}\n").find("market.yaml:2") != std::string::npos);
}

TEST_CASE("rules turn operating_order: by share price, the types first the game has, its rule, or an error with its line") {
  const std::string turn = "rules:\n  turn:\n    order: [lay, run]\n    order_rule: \"o\"\n";
  CHECK(ReadWith(turn + "    operating_order: {by: share_price, rule: \"r\"}\n", "") == "");
  CHECK(ReadWith(turn + "    operating_order: {by: share_price}\n", "").find("operating_order: needs rule") !=
        std::string::npos);
  CHECK(ReadWith(turn + "    operating_order: {by: treasury, rule: \"r\"}\n", "").find("share_price is the one order known") !=
        std::string::npos);
  const std::string type = ReadWith(turn + "    operating_order: {first: [coal], rule: \"r\"}\n", "");
  CHECK_MESSAGE(type.find("game.yaml:") != std::string::npos, type);
  CHECK_MESSAGE(type.find("no company of type 'coal' in the game") != std::string::npos, type);
  // The seed titles' orders, from their rulebooks.
  CHECK(ReadGame("18CZ", "")->turn.operating_by_price);
  CHECK(ReadGame("1824", "")->turn.operating_first == std::vector<std::string>{"minor"});
  CHECK(ReadGame("1836jr56", "")->turn.operating_order_rule.rfind("1836jr 003 lines 154-156", 0) == 0);
  CHECK(ReadGame("18Lilliput", "")->turn.operating_order_rule.rfind("18Lilliput 001 lines 496-498", 0) == 0);
}

TEST_CASE("loans are the data's: 1836jr56 100 each up to phase 5, 90 after the interest, the other games none") {
  for (const std::string variant : {"", "diesel_variant"}) {
    const auto g = ReadGame("1836jr56", variant);
    CHECK(g->loans.amount == 100);
    CHECK(g->loans.after_interest == 90);
    CHECK(g->phases.at(g->loans.last_phase - 1).name == "5");
  }
  for (const std::string game : {"18CZ", "1824", "1824-cisleithania", "1836jr30", "18Lilliput"})
    CHECK_MESSAGE(ReadGame(game, "")->loans.amount == 0, game);
  CHECK(ReadWith("rules:\n  loans: {amount: 100}\n", "").find("rules loans: needs after_interest") != std::string::npos);
  CHECK(ReadWith("rules:\n  loans: {amount: 100, after_interest: 120, last_phase: 1, phase_rule: a, once_rule: b, "
                 "limit_rule: c, after_interest_rule: d}\n",
                 "")
            .find("rules loans after_interest: 120 is out of range 0..100") != std::string::npos);
}

TEST_CASE("a rule the code cites by name takes its line from the game's data, or names the key it lacks") {
  CHECK(ReadGame("1836jr56", "")->Line("national_loans") == "1836jr 003 lines 273-275");
  CHECK(ReadGame("1824", "")->Line("state_forms") == "1824 IV.4.4, 002 line 342");
  CHECK(ReadGame("18Lilliput", "")->Line("card_sides") == "18Lilliput, 001 lines 208-217");
  const auto cz = ReadGame("18CZ", "");
  CHECK(cz->Line("national_loans") == cz->title + "'s rule 'national_loans' (no line in game.yaml rules: lines)");
  CHECK(ReadWith("rules:\n  lines: [a, b]\n", "").find("rules lines: expected a mapping") != std::string::npos);
}

TEST_CASE("rules obsolete_trains: what an obsolete train may no longer do, with its rule, or an error with its line") {
  CHECK(ReadWith("rules:\n  obsolete_trains: {count_for_limit: false, rule: \"r\"}\n", "") == "");
  CHECK(ReadWith("rules:\n  obsolete_trains: {count_for_limit: false}\n", "").find("obsolete_trains: needs rule") !=
        std::string::npos);
  CHECK(ReadWith("rules:\n  obsolete_trains: {limit: false, rule: \"r\"}\n", "").find("unknown key 'limit'") !=
        std::string::npos);
  CHECK(ReadWith("rules:\n  obsolete_trains: {count_for_limit: maybe, rule: \"r\"}\n", "")
            .find("rules obsolete_trains count_for_limit: expected true or false") != std::string::npos);
  const auto g = ReadGame("1846", "");
  CHECK_FALSE(g->obsolete_count_for_limit);
  CHECK_FALSE(g->obsolete_sold_between_companies);
  const auto li = ReadGame("18Lilliput", "");
  CHECK(li->obsolete_count_for_limit);
  CHECK(li->obsolete_sold_between_companies);
}

TEST_CASE("privates blocks: the hexes a private blocks while a player holds it, with its rule, or an error with its line") {
  CHECK(ReadWith("privates:\n  SV: {price: 20, blocks: {hexes: [G15], rule: \"r\"}}\n", "") == "");
  Refused("privates:\n  SV: {price: 20, blocks: {hexes: [G15]}}\n", "game.yaml:10: private SV blocks: needs hexes and rule");
  Refused("privates:\n  SV: {price: 20, blocks: [G15]}\n", "private SV blocks: expected a mapping");
  const auto g = ReadGame("1830", "");
  CHECK(g->privates.at("BO").blocks == std::vector<std::string>{"I13", "I15"});
  CHECK(g->privates.at("SV").blocks_rule.rfind("1830 (18xx.games", 0) == 0);
}

TEST_CASE("privates lays: a private's own lay (hexes, tiles, extra, connected, station, free, rule), or an error with its line") {
  CHECK(ReadWith("privates:\n  CS: {price: 40, lays: {hexes: [B20], tiles: [\"3\"], extra: true, connected: false, rule: \"r\"}}\n",
                 "") == "");
  Refused("privates:\n  CS: {price: 40, lays: {hexes: [B20], tiles: [\"3\"]}}\n", "game.yaml:10: private CS lays: needs hexes, tiles and rule");
  Refused("privates:\n  CS: {price: 40, lays: {hexes: [B20], tiles: [\"3\"], rule: r, cost: 0}}\n", "game.yaml:10: private CS lays: unknown key 'cost'");
  Refused("privates:\n  CS: {price: 40, lays: {hexes: [], tiles: [\"3\"], rule: r}}\n", "hexes and tiles name one at least");
  const auto g = ReadGame("1830", "");
  const auto& cs = *g->privates.at("CS").lays;
  CHECK(cs.hexes == std::vector<std::string>{"B20"});
  CHECK(cs.tiles == std::vector<std::string>{"3", "4", "58"});
  CHECK(cs.extra);
  CHECK(!cs.connected);
  CHECK(!cs.station);
  const auto& dh = *g->privates.at("DH").lays;
  CHECK(!dh.extra);
  CHECK(dh.station);
  CHECK(!g->privates.at("SV").lays);
}

TEST_CASE("privates lays: several lays of one move (count, together, all, unjoined, on_purchase, discount), or an error") {
  const std::string head = "privates:\n  MC: {price: 40, lays: {hexes: [B10, B12], tiles: [\"7\"], rule: r, ";
  CHECK(ReadWith(head + "count: 2, together: true, all: true, unjoined: true, discount: 20}}\n", "") == "");
  Refused(head + "count: 2}}\n", "game.yaml:10: private MC lays: a count of 2 or more is laid together (together: true)");
  Refused(head + "together: true}}\n", "private MC lays: together and all are for a count of 2 or more");
  Refused(head + "count: 0, together: true}}\n", "count");
  Refused("privates:\n  LM: {price: 40, lays: {hexes: [H12], tiles: [\"5\"], rule: r, unjoined: true}}\n",
          "private LM lays: unjoined names the two hexes it joins");
  const auto g = ReadGame("1846", "");
  const auto& mc = *g->privates.at("MC").lays;
  CHECK(mc.count == 2);
  CHECK(mc.together);
  CHECK(!mc.all);
  CHECK(mc.free);
  const auto& lm = *g->privates.at("LM").lays;
  CHECK(lm.unjoined);
  CHECK(lm.discount == 20);
  CHECK(ReadGame("18Chesapeake", "")->privates.at("C-P").lays->all);
  CHECK(ReadGame("1889", "")->privates.at("ER").lays->on_purchase);
  CHECK(ReadGame("1889", "")->privates.at("MF").lays->by_player);
  Refused(head + "by_player: true, extra: true}}\n", "private MC lays: a player's lay (by_player) is no company's");
}

TEST_CASE("rules private_purchase: the phases and price range of a private bought from its owner, or an error with its line") {
  CHECK(ReadWith("rules:\n  private_purchase: {from: b, until: b, price_percent: [50, 200], least: 1, rule: r}\n", "") == "");
  Refused("rules:\n  private_purchase: {from: b}\n", "game.yaml:10: rules private_purchase: needs rule");
  Refused("rules:\n  private_purchase: {price_percent: [50], rule: r}\n", "game.yaml:10: rules private_purchase price_percent: [MIN, MAX]");
  Refused("rules:\n  private_purchase: {price_percent: [200, 50], rule: r}\n",
          "game.yaml:10: rules private_purchase price_percent: 50 is out of range 200..1000");
  const auto g = ReadGame("1830", "");
  REQUIRE(g->private_purchase);
  CHECK(g->private_purchase->from == "3");
  CHECK(g->private_purchase->until == "4");
  CHECK(g->private_purchase->max_percent == 200);
}

TEST_CASE("privates terrain_discount: {terrain, amount, rule}, or an error with its line") {
  CHECK(ReadWith("privates:\n  SMR: {price: 50, terrain_discount: {terrain: mountain, amount: 80, rule: r}}\n", "") == "");
  Refused("privates:\n  SMR: {price: 50, terrain_discount: {terrain: mountain, amount: 80}}\n", "game.yaml:10: private SMR terrain_discount: needs terrain, amount and rule");
  const auto g = ReadGame("1889", "");
  CHECK(g->privates.at("SMR").discount_terrain == "mountain");
  CHECK(g->privates.at("SMR").discount_amount == 80);
}

TEST_CASE("privates token: a station on a private's own city, reserved or extra, or an error with its line") {
  CHECK(ReadWith("privates:\n  CW: {price: 60, token: {hex: D6, stop: c3, reserved: true, extra: true, rule: r}}\n", "") == "");
  Refused("privates:\n  CW: {price: 60, token: {hex: D6, rule: r}}\n", "game.yaml:10: private CW token: needs hex, stop and rule");
  Refused("privates:\n  CW: {price: 60, token: {hex: D6, stop: c3, rule: r, cost: 0}}\n", "private CW token: unknown key 'cost'");
  const auto g = ReadGame("1846", "");  // (kept: the private is the game's)
  const GamePrivate& cwi = g->privates.at("C&WI");
  REQUIRE(cwi.token);
  CHECK(cwi.token->hex == "D6");
  CHECK(cwi.token->stop == "c3");
  CHECK(cwi.token->reserved);
  CHECK(cwi.token->extra);
}

TEST_CASE("privates marker_hexes: a list, or each hex with its own bonus, and marker_moves needs a marker") {
  CHECK(ReadWith("privates:\n  SC: {price: 40, marker_hexes: {B8: 40, C5: 20}, marker_moves: true, marker_leaves_with_player: true}\n",
                 "") == "");
  Refused("privates:\n  SC: {price: 40, marker_moves: true}\n",
          "game.yaml:10: private SC: marker_moves and marker_leaves_with_player are for a private with a marker");
  Refused("privates:\n  SC: {price: 40, marker_hexes: {B8: 0}}\n", "private SC marker_hexes B8");
  const auto g = ReadGame("1846", "");
  const GamePrivate& sc = g->privates.at("SC");
  CHECK(sc.marker_hexes == std::vector<std::string>{"B8", "C5", "D14", "I1", "G19"});
  CHECK(sc.marker_amounts.at("B8") == 40);
  CHECK(sc.marker_amounts.at("D14") == 20);
  CHECK(sc.marker_moves);
  CHECK(sc.marker_leaves_with_player);
  CHECK(g->privates.at("BT").marker_amounts.empty());
  // The first edition's privates are the same cards (YAML aliases), but for
  // Boomtown and Little Miami.
  const auto first = ReadGame("1846", "first_ed");
  CHECK(first->privates.at("SC").marker_moves);
  CHECK(first->privates.at("MAIL").most_stops_bonus == 10);
  CHECK(first->privates.at("MC").lays->count == 2);
  CHECK(!first->privates.count("LM"));
}

TEST_CASE("companies reserved, par_subsidy and lay_discount: read, or an error with its line") {
  CHECK(ReadWith("companies:\n  PRR2: {home: A1, reserved: {hex: A1, until: b, cost: 40, unjoined_cost: 60, rule: r},\n"
                 "    par_subsidy: s, lay_discount: {hexes: [A1], tiles: [\"7\"], amount: 20, rule: r}}\n", "") == "");
  Refused("companies:\n  PRR2: {home: A1, reserved: {hex: A1, cost: 40, rule: r}}\n",
          "game.yaml:10: company PRR2 reserved: needs hex, until, cost and rule");
  Refused("companies:\n  PRR2: {home: A1, lay_discount: {hexes: [A1], amount: 20, rule: r}}\n",
          "company PRR2 lay_discount: needs hexes, tiles, amount and rule");
  Refused("companies:\n  PRR2: {home: A1, reserved: {hex: A1, until: b, cost: 40, rule: r, slot: 1}}\n",
          "company PRR2 reserved: unknown key 'slot'");
  const auto g = ReadGame("1846", "");
  const GameCompany& prr = g->companies.at("PRR");
  REQUIRE(prr.reserved);
  CHECK(prr.reserved->hex == "E11");
  CHECK(prr.reserved->cost == 40);
  CHECK(prr.reserved->unjoined_cost == 60);
  CHECK(g->companies.at("ERIE").reserved->unjoined_cost == 0);
  CHECK(!g->companies.at("IC").par_subsidy.empty());
  CHECK(g->companies.at("IC").lay_discount->amount == 20);
  CHECK(g->companies.at("NYC").par_subsidy.empty());
}
