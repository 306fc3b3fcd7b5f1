// PositionText: the lines of a position file, edited in place: a hex entry
// replaced by one flow-style line or inserted in coordinate order, a
// top-level scalar (phase, color) or a company's key (trains, treasury)
// rewritten, a company added. Every line it does not change stays as it is,
// comments included: those inside a replaced entry move above it.
#pragma once

#include <string>
#include <vector>

namespace xxroute {

class PositionText {
 public:
  // `file` names the text in errors (a shape it cannot edit).
  PositionText(const std::string& text, const std::string& file);

  std::string Text() const;

  // Whether the top level has `key:`.
  bool HasTop(const std::string& key) const;
  // The top-level `key: VALUE` given `value` (YAML text), its comment kept;
  // where the file has no such key, put after the last of the one-line keys
  // `after` it has, else appended at the end.
  void SetTop(const std::string& key, const std::string& value, const std::vector<std::string>& after = {});

  // Whether `hexes:` is written as one flow mapping with entries
  // (`hexes: {A1: {...}}`), which SetHex cannot edit entry by entry.
  bool FlowWithEntries(const std::string& section) const;
  // `section:` (hexes or companies) replaced whole by these entries, one a
  // line: `  KEY: FLOW`.
  void SetSection(const std::string& section, const std::vector<std::pair<std::string, std::string>>& entries);

  // The entry `coord` under `hexes:` replaced by the line `  COORD: FLOW`, or
  // inserted before the first entry with a later coordinate (letter, then
  // number) where there is none.
  void SetHex(const std::string& coord, const std::string& flow);

  // Company `name`'s `key: VALUE` (a block entry's line, or a flow entry's
  // key) given `value`; added where the company has no such key.
  void SetCompanyKey(const std::string& name, const std::string& key, const std::string& value);
  // A new entry `  NAME: FLOW` at the end of `companies:`.
  void AddCompany(const std::string& name, const std::string& flow);

 private:
  // One `KEY: ...` entry of a section (a hex, a company).
  struct Entry {
    std::string key;
    int start = 0, end = 0;  // its first and last line (comments after it are not its)
  };
  // A top-level key with its lines and entries.
  struct Section {
    int key_line = -1;  // -1: the file has no such top-level key
    int end = 0;        // one past its last line (the next top-level key)
    int indent = 2;     // of its entries
    std::vector<Entry> entries;
  };

  Section Find(const std::string& key) const;
  // The section's key line made `key:` with no value (a `{}` or `null` value
  // dropped; entries written in flow style refused); the section is added at
  // the end of the file where it is missing.
  Section Block(const std::string& key);
  // Lines [start, end] replaced by `line`, the comments inside kept above it.
  void ReplaceEntry(int start, int end, int indent, const std::string& line);
  [[noreturn]] void Fail(int line, const std::string& what) const;

  std::string file_;
  std::vector<std::string> lines_;
  bool final_newline_ = true;
};

// YAML text helpers shared by the writers.
// `s` as a YAML scalar: plain where it is a simple name, else double-quoted.
std::string YamlScalar(const std::string& s);
// `s` double-quoted.
std::string YamlQuoted(const std::string& s);
// Where a comment starts in a line (a '#' at the start or after a blank,
// outside quotes); std::string::npos if none.
size_t CommentStart(const std::string& line);

}  // namespace xxroute
