#include "yaml_reader.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace xxroute {

namespace {
// Largest position or game file read (a board of the largest game is ~100 KiB).
constexpr std::uintmax_t kMaxFileBytes = 16u << 20;
}  // namespace

YAML::Node YamlReader::LoadFile() const {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(file_, ec)) throw InputError(file_, 0, "is a directory, not a position file");
  if (!fs::exists(file_, ec)) throw InputError(file_, 0, "no such file");
  auto size = fs::file_size(file_, ec);
  if (!ec && size > kMaxFileBytes)
    throw InputError(file_, 0, "file is " + std::to_string(size) + " bytes; the limit is " +
                                   std::to_string(kMaxFileBytes));
  std::ifstream in(file_, std::ios::binary);
  if (!in) throw InputError(file_, 0, "cannot be read");
  std::stringstream buf;
  buf << in.rdbuf();
  return LoadString(buf.str());
}

YAML::Node YamlReader::LoadString(const std::string& text) const {
  if (text.find('\0') != std::string::npos) throw InputError(file_, 0, "is not text (contains a NUL byte)");
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    throw InputError(file_, e.mark.line >= 0 ? e.mark.line + 1 : 0, "YAML syntax error: " + e.msg);
  }
  if (!root || root.IsNull()) throw InputError(file_, 0, "is empty");
  if (!root.IsMap()) Fail(root, "expected a mapping of keys at the top level");
  return root;
}

void YamlReader::Fail(const YAML::Node& n, const std::string& what) const {
  throw InputError(file_, Line(n), what);
}

void YamlReader::ExpectMap(const YAML::Node& n, const std::string& what) const {
  if (!n.IsMap()) Fail(n, what + ": expected a mapping");
}

void YamlReader::OnlyKeys(const YAML::Node& n, std::initializer_list<const char*> allowed,
                          const std::string& what) const {
  ExpectMap(n, what);
  for (auto it = n.begin(); it != n.end(); ++it) {
    if (!it->first.IsScalar()) Fail(it->first, what + ": a key must be a plain name");
    const std::string key = it->first.Scalar();
    bool ok = false;
    for (const char* a : allowed) ok = ok || key == a;
    if (!ok) Fail(it->first, what + ": unknown key '" + key + "'");
  }
}

int YamlReader::Int(const YAML::Node& n, const std::string& what) const {
  if (!n.IsScalar()) Fail(n, what + ": expected an integer");
  const std::string& s = n.Scalar();
  errno = 0;
  char* end = nullptr;
  long v = std::strtol(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || errno == ERANGE || v < INT_MIN || v > INT_MAX)
    Fail(n, what + ": expected an integer, got '" + s + "'");
  return static_cast<int>(v);
}

int YamlReader::IntIn(const YAML::Node& n, const std::string& what, int lo, int hi) const {
  int v = Int(n, what);
  if (v < lo || v > hi)
    Fail(n, what + ": " + std::to_string(v) + " is out of range " + std::to_string(lo) + ".." +
                std::to_string(hi));
  return v;
}

bool YamlReader::Bool(const YAML::Node& n, const std::string& what) const {
  if (n.IsScalar()) {
    const std::string& s = n.Scalar();
    if (s == "true" || s == "True" || s == "yes") return true;
    if (s == "false" || s == "False" || s == "no") return false;
  }
  Fail(n, what + ": expected true or false");
}

std::string YamlReader::Str(const YAML::Node& n, const std::string& what) const {
  if (!n.IsScalar()) Fail(n, what + ": expected a string");
  if (n.Scalar().empty()) Fail(n, what + ": must not be empty");
  return n.Scalar();
}

std::vector<std::string> YamlReader::StrList(const YAML::Node& n, const std::string& what) const {
  if (!n.IsSequence()) Fail(n, what + ": expected a list");
  std::vector<std::string> out;
  for (const auto& e : n) out.push_back(Str(e, what));
  return out;
}

}  // namespace xxroute
