// Citation: a refusal's plain words told apart from the rulebook lines it
// cites, for a player to read the one and tap for the other (the page).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace xxroute {

struct Cited {
  std::string plain;               // the message without its citations nor the command line's
                                   //   hints (a bracket naming an option), as a sentence
  std::vector<std::string> rules;  // each citation, as the game data writes it
};

// A citation is how the game data names a rule (maps/README.md, `rule`
// keys): the title, then a section, a rulebook file's lines or the
// 18xx.games file read ("1824 VII.5, 002 lines 571-574 (and VII.6, line
// 589)", "18CZ VIII.7, 000 line 831", "1830 (18xx.games g_1830/game.rb ...)"),
// up to the ": " that ends it, the ")" that closes a bracket round it, or
// the end. The words around it are kept, in order.
Cited SplitCitations(std::string_view message);

}  // namespace xxroute
