#include "xxroute/position_text.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <sstream>

#include "xxroute/board.h"
#include "xxroute/error.h"

namespace xxroute {

namespace {

int Indent(const std::string& s) {
  size_t i = 0;
  while (i < s.size() && s[i] == ' ') ++i;
  return static_cast<int>(i);
}

bool Blank(const std::string& s) { return s.find_first_not_of(" \t\r") == std::string::npos; }

bool Comment(const std::string& s) {
  size_t i = s.find_first_not_of(" \t");
  return i != std::string::npos && s[i] == '#';
}

// A line that holds YAML (not blank, not only a comment).
bool Content(const std::string& s) { return !Blank(s) && !Comment(s); }

// Whether a quote at `i` opens a quoted scalar: at the start of a scalar
// (after a blank, ':', '[', '{', ',' or '-'), not inside a plain one (L'État).
bool OpensQuote(const std::string& s, size_t i) {
  size_t j = i;
  while (j > 0 && (s[j - 1] == ' ' || s[j - 1] == '\t')) --j;
  if (j == 0) return true;
  const char c = s[j - 1];
  return c == ':' || c == '[' || c == '{' || c == ',' || c == '-' || c == '\n' || j < i;
}

// Past the quoted scalar that opens at `i` (one past its closing quote).
size_t SkipQuoted(const std::string& s, size_t i) {
  const char q = s[i];
  for (size_t j = i + 1; j < s.size(); ++j) {
    if (q == '"' && s[j] == '\\') {
      ++j;
    } else if (s[j] == q) {
      if (q == '\'' && j + 1 < s.size() && s[j + 1] == '\'') {
        ++j;
        continue;
      }
      return j + 1;
    }
  }
  return s.size();
}

// The key of a mapping line at `indent` ("E12:", "\"E12\":"), and where its
// value starts; false if the line holds no key there.
bool KeyAt(const std::string& line, int indent, std::string* key, size_t* value) {
  if (Indent(line) != indent || !Content(line)) return false;
  size_t i = indent;
  const char c = line[i];
  if (c == '-' || c == '{' || c == '[' || c == '#') return false;
  size_t colon;
  if (c == '"' || c == '\'') {
    size_t end = SkipQuoted(line, i);
    *key = line.substr(i + 1, end - i - 2);
    colon = end;
    while (colon < line.size() && line[colon] == ' ') ++colon;
    if (colon >= line.size() || line[colon] != ':') return false;
  } else {
    colon = i;
    while (colon < line.size() && !(line[colon] == ':' && (colon + 1 == line.size() || line[colon + 1] == ' ')))
      ++colon;
    if (colon >= line.size()) return false;
    *key = line.substr(i, colon - i);
    while (!key->empty() && key->back() == ' ') key->pop_back();
  }
  *value = colon + 1;
  return true;
}

// The value text after a key (its comment and surrounding blanks dropped).
std::string ValueText(const std::string& line, size_t from) {
  std::string v = line.substr(from);
  const size_t c = CommentStart(v);
  if (c != std::string::npos) v = v.substr(0, c);
  const size_t a = v.find_first_not_of(" \t"), b = v.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : v.substr(a, b - a + 1);
}

// The comment of a line with the blanks before it ("  # Praha"), or "".
std::string TrailingComment(const std::string& line) {
  const size_t c = CommentStart(line);
  if (c == std::string::npos || Comment(line)) return "";
  size_t from = c;
  while (from > 0 && (line[from - 1] == ' ' || line[from - 1] == '\t')) --from;
  std::string out = line.substr(from);
  while (!out.empty() && out.back() == '\r') out.pop_back();
  return out;
}

bool NullValue(const std::string& v) { return v == "{}" || v == "null" || v == "~" || v == "{ }"; }

// Coordinate order: letter(s), then number; malformed coordinates by text.
bool CoordBefore(const std::string& a, const std::string& b) {
  int la, na, lb, nb;
  const bool pa = ParseCoord(a, &la, &na), pb = ParseCoord(b, &lb, &nb);
  if (pa && pb) return la != lb ? la < lb : na < nb;
  if (pa != pb) return pa;
  return a < b;
}

// Spans inside one flow mapping: each key at its top level with its value.
struct FlowKey {
  std::string key;
  size_t value_start = 0, value_end = 0;  // [start, end): the value, blanks included
};

// The keys of the flow mapping opening at `open` in `s`; `close` is set to
// its closing brace. False where `s` holds no complete mapping there.
bool FlowKeys(const std::string& s, size_t open, std::vector<FlowKey>* keys, size_t* close) {
  int depth = 0;
  size_t item = open + 1;  // where the current item of the mapping begins
  FlowKey cur;
  bool in_value = false;
  auto trim = [&](size_t a, size_t b) {
    while (a < b && isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return std::make_pair(a, b);
  };
  for (size_t i = open; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '#' && i > 0 && (s[i - 1] == ' ' || s[i - 1] == '\t' || s[i - 1] == '\n')) {
      while (i + 1 < s.size() && s[i + 1] != '\n') ++i;
      continue;
    }
    if ((c == '"' || c == '\'') && OpensQuote(s, i)) {
      i = SkipQuoted(s, i) - 1;
      continue;
    }
    if (c == '{' || c == '[') {
      ++depth;
      continue;
    }
    const bool ends_item = depth == 1 && (c == ',' || c == '}');
    if (ends_item && in_value) {
      cur.value_end = i;
      keys->push_back(cur);
      in_value = false;
    }
    if (c == '}' || c == ']') {
      if (--depth == 0) {
        *close = i;
        return true;
      }
      continue;
    }
    if (depth != 1) continue;
    if (c == ',') {
      item = i + 1;
    } else if (c == ':' && !in_value && (i + 1 == s.size() || isspace(static_cast<unsigned char>(s[i + 1])))) {
      auto [a, b] = trim(item, i);
      cur.key = s.substr(a, b - a);
      if (cur.key.size() >= 2 && (cur.key[0] == '"' || cur.key[0] == '\''))
        cur.key = cur.key.substr(1, cur.key.size() - 2);
      cur.value_start = i + 1;
      in_value = true;
    }
  }
  return false;
}

}  // namespace

size_t CommentStart(const std::string& line) {
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if ((c == '"' || c == '\'') && OpensQuote(line, i)) {
      i = SkipQuoted(line, i) - 1;
      continue;
    }
    if (c == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) return i;
  }
  return std::string::npos;
}

std::string YamlQuoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string YamlScalar(const std::string& s) {
  // (a number, or what reads as one, is quoted: phase "4", not 4)
  static const std::regex number(R"([-+]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?)");
  if (s.empty() || !isalnum(static_cast<unsigned char>(s[0])) || std::regex_match(s, number)) return YamlQuoted(s);
  for (char c : s)
    if (!isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-' && c != '+' && c != '.') return YamlQuoted(s);
  std::string lower;
  for (char c : s) lower += static_cast<char>(tolower(static_cast<unsigned char>(c)));
  for (const char* word : {"y", "n", "yes", "no", "true", "false", "on", "off", "null"})
    if (lower == word) return YamlQuoted(s);
  return s;
}

PositionText::PositionText(const std::string& text, const std::string& file) : file_(file) {
  std::stringstream ss(text);
  for (std::string line; std::getline(ss, line);) lines_.push_back(line);
  final_newline_ = text.empty() || text.back() == '\n';
}

std::string PositionText::Text() const {
  std::string out;
  for (size_t i = 0; i < lines_.size(); ++i) {
    out += lines_[i];
    if (i + 1 < lines_.size() || final_newline_) out += "\n";
  }
  return out;
}

void PositionText::Fail(int line, const std::string& what) const { throw InputError(file_, line + 1, what); }

PositionText::Section PositionText::Find(const std::string& key) const {
  Section s;
  std::string k;
  size_t v;
  const int n = static_cast<int>(lines_.size());
  for (int i = 0; i < n && s.key_line < 0; ++i)
    if (KeyAt(lines_[i], 0, &k, &v) && k == key) s.key_line = i;
  if (s.key_line < 0) return s;
  s.end = s.key_line + 1;
  while (s.end < n && !(Content(lines_[s.end]) && Indent(lines_[s.end]) == 0)) ++s.end;
  int indent = -1;
  for (int i = s.key_line + 1; i < s.end; ++i) {
    if (!Content(lines_[i])) continue;
    if (indent < 0) indent = Indent(lines_[i]);
    if (Indent(lines_[i]) != indent) {
      if (!s.entries.empty()) s.entries.back().end = i;
      continue;
    }
    Entry e;
    if (!KeyAt(lines_[i], indent, &e.key, &v)) Fail(i, key + ": expected one `KEY: ...` entry a line");
    e.start = e.end = i;
    s.entries.push_back(e);
  }
  if (indent > 0) s.indent = indent;
  return s;
}

bool PositionText::HasTop(const std::string& key) const { return Find(key).key_line >= 0; }

void PositionText::SetTop(const std::string& key, const std::string& value, const std::vector<std::string>& after) {
  Section s = Find(key);
  if (s.key_line < 0) {
    int at = -1;  // (the last line of the keys it goes after, written one a line)
    for (const auto& k : after)
      if (const Section a = Find(k); a.key_line >= 0 && a.entries.empty()) at = std::max(at, a.key_line);
    if (at >= 0) lines_.insert(lines_.begin() + at + 1, key + ": " + value);
    else lines_.push_back(key + ": " + value);
    return;
  }
  std::string& line = lines_[s.key_line];
  if (!s.entries.empty()) Fail(s.key_line, key + " holds a block; expected one value");
  line = key + ": " + value + TrailingComment(line);
}

bool PositionText::FlowWithEntries(const std::string& section) const {
  Section s = Find(section);
  if (s.key_line < 0) return false;
  std::string k;
  size_t v;
  KeyAt(lines_[s.key_line], 0, &k, &v);
  const std::string value = ValueText(lines_[s.key_line], v);
  return !value.empty() && !NullValue(value);
}

PositionText::Section PositionText::Block(const std::string& key) {
  Section s = Find(key);
  if (s.key_line < 0) {
    if (!lines_.empty() && !final_newline_) final_newline_ = true;
    lines_.push_back(key + ":");
    return Find(key);
  }
  std::string k;
  size_t v;
  KeyAt(lines_[s.key_line], 0, &k, &v);
  const std::string value = ValueText(lines_[s.key_line], v);
  if (NullValue(value)) {
    lines_[s.key_line] = key + ":" + TrailingComment(lines_[s.key_line]);
    return Find(key);
  }
  if (!value.empty())
    Fail(s.key_line, key + " is written in flow style ({...}); write one entry a line to let it be edited");
  return s;
}

void PositionText::ReplaceEntry(int start, int end, int indent, const std::string& line) {
  std::vector<std::string> out;
  for (int i = start + 1; i <= end; ++i) {
    if (Comment(lines_[i])) out.push_back(lines_[i]);
    else if (std::string c = TrailingComment(lines_[i]); !c.empty())
      out.push_back(std::string(indent, ' ') + c.substr(c.find('#')));
  }
  out.push_back(line + TrailingComment(lines_[start]));
  lines_.erase(lines_.begin() + start, lines_.begin() + end + 1);
  lines_.insert(lines_.begin() + start, out.begin(), out.end());
}

void PositionText::SetSection(const std::string& section,
                              const std::vector<std::pair<std::string, std::string>>& entries) {
  Section s = Find(section);
  std::vector<std::string> out{section + ":"};
  for (const auto& [key, flow] : entries) out.push_back("  " + key + ": " + flow);
  if (s.key_line < 0) {
    final_newline_ = true;
    lines_.insert(lines_.end(), out.begin(), out.end());
    return;
  }
  out[0] += TrailingComment(lines_[s.key_line]);
  // (the section's own lines up to its last entry; comments after it stay)
  int last = s.key_line;
  for (int i = s.key_line + 1; i < s.end; ++i)
    if (Content(lines_[i])) last = i;
  lines_.erase(lines_.begin() + s.key_line, lines_.begin() + last + 1);
  lines_.insert(lines_.begin() + s.key_line, out.begin(), out.end());
}

void PositionText::SetHex(const std::string& coord, const std::string& flow) {
  Section s = Block("hexes");
  const std::string line = std::string(s.indent, ' ') + YamlScalar(coord) + ": " + flow;
  for (const Entry& e : s.entries)
    if (e.key == coord) {
      ReplaceEntry(e.start, e.end, s.indent, line);
      return;
    }
  int at = -1;
  for (const Entry& e : s.entries)
    if (CoordBefore(coord, e.key)) {
      at = e.start;
      // (above the comments that head the entry)
      while (at - 1 > s.key_line && Comment(lines_[at - 1]) && Indent(lines_[at - 1]) == s.indent) --at;
      break;
    }
  if (at < 0) {
    at = s.key_line + 1;
    if (!s.entries.empty()) at = s.entries.back().end + 1;
    else
      while (at < s.end && Comment(lines_[at]) && Indent(lines_[at]) > 0) ++at;
  }
  lines_.insert(lines_.begin() + at, line);
}

void PositionText::AddCompany(const std::string& name, const std::string& flow) {
  Section s = Block("companies");
  int at = s.key_line + 1;
  if (!s.entries.empty()) at = s.entries.back().end + 1;
  else
    while (at < s.end && Comment(lines_[at]) && Indent(lines_[at]) > 0) ++at;
  lines_.insert(lines_.begin() + at, std::string(s.indent, ' ') + YamlScalar(name) + ": " + flow);
}

void PositionText::SetCompanyKey(const std::string& name, const std::string& key, const std::string& value) {
  Section s = Block("companies");
  const Entry* entry = nullptr;
  for (const Entry& e : s.entries)
    if (e.key == name) entry = &e;
  if (!entry) Fail(s.key_line, "companies: no entry for " + name);
  std::string k;
  size_t v;
  KeyAt(lines_[entry->start], s.indent, &k, &v);
  const std::string first = ValueText(lines_[entry->start], v);
  if (!first.empty() && first[0] == '{') {  // a flow entry, perhaps over several lines
    std::string text;
    for (int i = entry->start; i <= entry->end; ++i) text += lines_[i] + (i < entry->end ? "\n" : "");
    const size_t open = text.find('{', v);
    std::vector<FlowKey> keys;
    size_t close = 0;
    if (!FlowKeys(text, open, &keys, &close)) Fail(entry->start, "company " + name + ": its {...} does not close");
    bool found = false;
    for (auto it = keys.rbegin(); it != keys.rend() && !found; ++it)
      if (it->key == key) {
        text.replace(it->value_start, it->value_end - it->value_start, " " + value);
        found = true;
      }
    if (!found) {
      const bool empty = text.find_first_not_of(" \t\n", open + 1) == close;
      text.insert(open + 1, key + ": " + value + (empty ? "" : ", "));
    }
    std::vector<std::string> out;
    std::stringstream ss(text);
    for (std::string l; std::getline(ss, l);) out.push_back(l);
    lines_.erase(lines_.begin() + entry->start, lines_.begin() + entry->end + 1);
    lines_.insert(lines_.begin() + entry->start, out.begin(), out.end());
    return;
  }
  if (!first.empty()) Fail(entry->start, "company " + name + ": expected a mapping of its keys");
  // A block entry: its keys one a line, at the indent of the first.
  int child = -1;
  for (int i = entry->start + 1; i <= entry->end; ++i)
    if (Content(lines_[i])) {
      child = Indent(lines_[i]);
      break;
    }
  if (child < 0) child = s.indent + 2;
  const std::string line = std::string(child, ' ') + key + ": " + value;
  for (int i = entry->start + 1; i <= entry->end; ++i) {
    if (!KeyAt(lines_[i], child, &k, &v) || k != key) continue;
    int end = i;  // its value's lines: deeper, or a block list's items at its indent
    for (int j = i + 1; j <= entry->end; ++j) {
      if (!Content(lines_[j])) continue;
      const int ind = Indent(lines_[j]);
      if (ind > child || (ind == child && lines_[j][ind] == '-')) end = j;
      else break;
    }
    ReplaceEntry(i, end, child, line);
    return;
  }
  lines_.insert(lines_.begin() + entry->start + 1, line);
}

}  // namespace xxroute
