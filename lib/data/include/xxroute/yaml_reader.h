// YamlReader: strict, line-aware access to a parsed YAML document.
#pragma once

#include <yaml-cpp/yaml.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "xxroute/error.h"

namespace xxroute {

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

  int Int(const YAML::Node& n, const std::string& what) const;
  int IntIn(const YAML::Node& n, const std::string& what, int lo, int hi) const;
  bool Bool(const YAML::Node& n, const std::string& what) const;
  std::string Str(const YAML::Node& n, const std::string& what) const;
  std::vector<std::string> StrList(const YAML::Node& n, const std::string& what) const;

 private:
  std::string file_;
};

}  // namespace xxroute
