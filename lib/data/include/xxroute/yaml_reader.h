// YamlReader: strict, line-aware access to a parsed YAML document.
#pragma once

#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "xxroute/error.h"

namespace xxroute {

// The value under `key` in a mapping; undefined (false in a test) when the
// key is absent or `n` is not a mapping. The readers look keys up this way:
// yaml-cpp's own n["key"] spells an absent key's name through a
// std::stringstream, some 3,000 instructions a lookup, and most lookups are of
// optional keys that are absent.
const YAML::Node Field(const YAML::Node& n, std::string_view key);

class YamlReader {
 public:
  explicit YamlReader(std::string file) : file_(std::move(file)) {}

  // Parses a whole file; syntax errors become InputError with the line.
  YAML::Node LoadFile() const;
  YAML::Node LoadString(const std::string& text) const;

  const std::string& file() const { return file_; }
  static int Line(const YAML::Node& n) { return n.Mark().line >= 0 ? n.Mark().line + 1 : 0; }
  [[noreturn]] void Fail(const YAML::Node& n, const std::string& what) const;

  // Refuses any key of a mapping not in `allowed`.
  void ExpectMap(const YAML::Node& n, const std::string& what) const;
  void OnlyKeys(const YAML::Node& n, std::initializer_list<const char*> allowed,
                const std::string& what) const;
  // A mapping of `allowed` keys, each of `required` among them ("WHAT:
  // needs a, b and c" where one is missing).
  void KeyedMap(const YAML::Node& n, const std::string& what, std::initializer_list<const char*> allowed,
                std::initializer_list<const char*> required) const;

  int Int(const YAML::Node& n, const std::string& what) const;
  int IntIn(const YAML::Node& n, const std::string& what, int lo, int hi) const;
  bool Bool(const YAML::Node& n, const std::string& what) const;
  std::string Str(const YAML::Node& n, const std::string& what) const;
  std::vector<std::string> StrList(const YAML::Node& n, const std::string& what) const;

 private:
  std::string file_;
};

}  // namespace xxroute
