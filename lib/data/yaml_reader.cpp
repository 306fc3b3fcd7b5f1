#include "xxroute/yaml_reader.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "xxroute/limits.h"
#include "yaml_load.h"

namespace xxroute {

namespace {

const std::string kFileLimit = std::to_string(kMaxFileBytes) + " bytes (the file size limit)";

// The line (from 1) of the first byte that is not part of a UTF-8 character; 0 if none.
int FirstNonUtf8Line(const std::string& text) {
  int line = 1;
  for (size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const int more = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
    if (more < 0 || i + more >= text.size()) return line;
    for (int k = 1; k <= more; ++k)
      if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2) return line;
    if (c == '\n') ++line;
    i += 1 + more;
  }
  return 0;
}

}  // namespace

YAML::Node YamlReader::LoadFile() const {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(file_, ec)) throw InputError(file_, 0, "is a directory, not a position file");
  if (!fs::exists(file_, ec)) throw InputError(file_, 0, "no such file");
  auto size = fs::file_size(file_, ec);
  if (!ec && size > kMaxFileBytes)
    throw InputError(file_, 0, "file is " + std::to_string(size) + " bytes; the limit is " + kFileLimit);
  std::ifstream in(file_, std::ios::binary);
  if (!in) throw InputError(file_, 0, "cannot be read");
  // Read at most one byte past the limit: a pipe or device has no size. A
  // file's own size (when known) is read in one go, without clearing a
  // buffer of the limit's size first.
  std::string text;
  const size_t want = !ec && fs::is_regular_file(file_, ec) && !ec ? static_cast<size_t>(size) + 1 : kMaxFileBytes + 1;
  for (size_t got = 0; got < kMaxFileBytes + 1;) {
    text.resize(std::min<size_t>(got ? 2 * got : want, kMaxFileBytes + 1));
    in.read(text.data() + got, static_cast<std::streamsize>(text.size() - got));
    got += static_cast<size_t>(in.gcount());
    text.resize(got);
    if (!in) break;  // end of file (or an error, below)
  }
  if (in.bad()) throw InputError(file_, 0, "cannot be read");
  if (text.size() > kMaxFileBytes) throw InputError(file_, 0, "file is larger than the limit of " + kFileLimit);
  return LoadString(text);
}

YAML::Node YamlReader::LoadString(const std::string& text) const {
  if (text.find('\0') != std::string::npos) throw InputError(file_, 0, "is not text (contains a NUL byte)");
  if (int line = FirstNonUtf8Line(text)) throw InputError(file_, line, "is not UTF-8 text");
  YAML::Node root = ParseYaml(text, file_);
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

void YamlReader::KeyedMap(const YAML::Node& n, const std::string& what, std::initializer_list<const char*> allowed,
                          std::initializer_list<const char*> required) const {
  OnlyKeys(n, allowed, what);
  std::string needs;  // ("hex, until, cost and rule")
  size_t i = 0;
  for (const char* key : required) needs += (i++ == 0 ? "" : i == required.size() ? " and " : ", ") + std::string(key);
  for (const char* key : required)
    if (!Field(n, key)) Fail(n, what + ": needs " + needs);
}

void YamlReader::OnlyKeys(const YAML::Node& n, std::initializer_list<const char*> allowed,
                          const std::string& what) const {
  ExpectMap(n, what);
  std::vector<std::string> seen;
  for (auto it = n.begin(); it != n.end(); ++it) {
    if (!it->first.IsScalar()) Fail(it->first, what + ": a key must be a plain name");
    const std::string key = it->first.Scalar();
    bool ok = false;
    for (const char* a : allowed) ok = ok || key == a;
    if (!ok) Fail(it->first, what + ": unknown key '" + key + "'");
    // yaml-cpp keeps both; a lookup would silently take the first.
    for (const auto& k : seen)
      if (k == key) Fail(it->first, what + ": key '" + key + "' given twice");
    seen.push_back(key);
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
