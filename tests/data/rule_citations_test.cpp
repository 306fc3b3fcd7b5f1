// Every rule a game's data cites (RuleCitations: the operating turn, the
// trains given up and the pool, the president's money, floating, par prices,
// forced splits) names that game's own rulebook file in ../shared/rules
// (README.md there: 000 18CZ, 001 18Lilliput, 002 1824, 003 1836jr) and no
// other game's, in every game and variant: a refusal in an 18CZ game cites
// 18CZ's line, never 1824's.
#include <doctest/doctest.h>

#include <map>
#include <regex>
#include <set>
#include <string>

#include "xxroute/game.h"

using namespace xxroute;

namespace {

// Each game's rulebook file and the name its citations begin with.
struct Book {
  std::string file, family;
};
const std::map<std::string, Book>& Books() {
  static const std::map<std::string, Book> books = {
      {"18CZ", {"000", "18CZ"}},          {"18Lilliput", {"001", "18Lilliput"}},
      {"1824", {"002", "1824"}},          {"1824-cisleithania", {"002", "1824"}},
      {"1836jr56", {"003", "1836jr"}},    {"1836jr30", {"003", "1836jr"}},
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
  CHECK_MESSAGE(citations.size() >= 8, WithVariant(g.name, g.variant) << " cites only " << citations.size() << " rules");
  for (const auto& [key, text] : citations) {
    INFO(WithVariant(g.name, g.variant) << " " << key << ": " << text);
    CHECK(FilesCited(text) == std::set<std::string>{book.file});
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
