// Citation: a refusal's plain words told apart from the rulebook lines it cites.
#include "xxroute/citation.h"

#include <algorithm>
#include <cctype>
#include <regex>

namespace xxroute {

namespace {

// Where a citation starts: a title ("1824", "1836jr56", "18CZ",
// "18Lilliput", "1824 Cisleithania") followed by what only a citation has
// there: a section (a Roman numeral, "set-up"), a rulebook file's lines
// ("002 lines 571"), or the 18xx.games source read.
const std::regex& Start() {
  static const std::regex start(
      R"((^|[\s(;])((?:18\d\d[a-z0-9]*|18[A-Z][A-Za-z]*)(?: Cisleithania)?,? (?:\(18xx\.games|[IVX]+\b|set-up|\d{3} lines? \d)))");
  return start;
}

// Whether a word outside brackets may be part of a citation: a section
// ("VII.5", "IV.4.2-3", "VII.5.a", "set-up"), "line(s)", a number or a range
// of them, "and", the title, "Table".
bool CitationWord(std::string_view word) {
  static const std::regex words(R"(([IVX]+(\.[0-9a-z]+)*(-[0-9]+)?|set-up|lines?|[0-9]+(-[0-9]+)?|and|Table|Cisleithania|18\w+))");
  while (!word.empty() && (word.back() == ',' || word.back() == ';')) word.remove_suffix(1);
  return std::regex_match(word.begin(), word.end(), words);
}

// The end of the citation that starts at `from`: the ": " after it outside
// brackets, the ")" closing a bracket opened before it, a word no citation
// has (outside brackets), or the end.
size_t CitationEnd(std::string_view s, size_t from) {
  int depth = 0;
  for (size_t i = from; i < s.size(); ++i) {
    if (depth == 0 && (i == from || s[i - 1] == ' ') && s[i] != '(') {
      const size_t space = s.find(' ', i);
      std::string_view word = s.substr(i, (space == std::string_view::npos ? s.size() : space) - i);
      word = word.substr(0, std::min(word.size(), word.find_first_of(":)")));
      if (!CitationWord(word)) return i > from ? i - 1 : i;
    }
    if (s[i] == '(') ++depth;
    if (s[i] == ')' && --depth < 0) return i;
    if (depth == 0 && s[i] == ':' && (i + 1 == s.size() || s[i + 1] == ' ')) return i;
  }
  return s.size();
}

std::string Trimmed(std::string s) {
  const auto first = s.find_first_not_of(" ,;");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" ,;") - first + 1);
}

// The words without the command line's hints: a bracket that names an
// option ("(apply -c BCB --pay or --withhold)", "(end the turn with
// --end-turn)") helps at a terminal, not on a phone.
std::string WithoutHints(std::string s) {
  for (size_t open = s.find('('); open != std::string::npos; open = s.find('(', open + 1)) {
    int depth = 0;
    size_t close = open;
    for (; close < s.size(); ++close) {
      if (s[close] == '(') ++depth;
      if (s[close] == ')' && --depth == 0) break;
    }
    if (close == s.size()) break;
    const std::string inside = s.substr(open, close - open);
    if (inside.find("--") == std::string::npos) continue;
    size_t from = open;
    while (from > 0 && s[from - 1] == ' ') --from;
    s.erase(from, close + 1 - from);
    open = from == 0 ? 0 : from - 1;
  }
  return s;
}

// The words as a sentence: a capital first, a full stop last.
std::string Sentence(std::string s) {
  s = WithoutHints(std::move(s));
  s = Trimmed(std::move(s));
  while (s.size() >= 2 && s.compare(s.size() - 2, 2, " :") == 0) s.erase(s.size() - 2);
  if (!s.empty() && s.back() == ':') s.pop_back();
  if (s.empty()) return s;
  s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  if (s.back() != '.' && s.back() != '!' && s.back() != '?') s += '.';
  return s;
}

}  // namespace

Cited SplitCitations(std::string_view message) {
  Cited out;
  std::string rest(message);
  std::vector<std::string> kept;  // citations that are part of the sentence ("\x01" in `rest` for now)
  std::smatch m;
  while (std::regex_search(rest, m, Start())) {
    const size_t begin = static_cast<size_t>(m.position(2));
    size_t end = CitationEnd(rest, begin);
    const std::string raw = rest.substr(begin, end - begin);
    const std::string cite = Trimmed(raw);
    out.rules.push_back(cite);
    size_t cut_begin = begin, cut_end = end;
    const char after = end < rest.size() ? rest[end] : '\0';
    if (begin > 0 && rest[begin - 1] == '(' && after == ')') {
      cut_begin = begin - 1, cut_end = end + 1;  // " (CITATION)": the brackets go too
      while (cut_begin > 0 && rest[cut_begin - 1] == ' ') --cut_begin;
    } else if (after == ':') {
      cut_end = end + 1;  // "CITATION: what it says": the words stay
      while (cut_end < rest.size() && rest[cut_end] == ' ') ++cut_end;
    } else if (after == ' ' && raw.find_last_not_of(' ') != std::string::npos &&
               (raw[raw.find_last_not_of(' ')] == ';' || raw[raw.find_last_not_of(' ')] == ',')) {
      cut_end = end + 1;  // "CITATION; what follows"
    } else if (after != '\0') {
      // (part of the sentence: "1836jr 003 lines 366-376 do not say ...": kept there)
      rest.replace(begin, end - begin, "\x01");
      kept.push_back(cite);
      continue;
    } else {
      while (cut_begin > 0 && std::string_view(" ,;:").find(rest[cut_begin - 1]) != std::string_view::npos)
        --cut_begin;  // "what it says: CITATION" at the end
    }
    rest.erase(cut_begin, cut_end - cut_begin);
  }
  std::string words;
  size_t k = 0;
  for (char c : rest) words += c == '\x01' ? kept[k++] : std::string(1, c);
  out.plain = Sentence(words);
  return out;
}

}  // namespace xxroute
