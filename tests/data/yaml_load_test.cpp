// Tests lib/data/yaml_load.cpp: YAML text read by libyaml into yaml-cpp's
// tree (through YamlReader::LoadString), and Field, the readers' key lookup.
#include <doctest/doctest.h>

#include <string>

#include "xxroute/error.h"
#include "xxroute/yaml_reader.h"

using namespace xxroute;

namespace {

YAML::Node Load(const std::string& text) { return YamlReader("t.yaml").LoadString(text); }

std::string LoadError(const std::string& text) {
  try {
    Load(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("every node knows its line, as yaml-cpp's own parser marked it") {
  const YAML::Node root = Load("format: 1\n# a comment\nhexes:\n  A1: {tile: '57'}\n  A3:\n    - [1, c0]\n");
  CHECK(YamlReader::Line(root) == 1);
  CHECK(YamlReader::Line(Field(root, "format")) == 1);
  CHECK(YamlReader::Line(Field(root, "hexes")) == 4);
  CHECK(YamlReader::Line(Field(Field(Field(root, "hexes"), "A1"), "tile")) == 4);
  CHECK(YamlReader::Line(Field(Field(root, "hexes"), "A3")[0]) == 6);
  // The tree is the one yaml-cpp would have built, text for text.
  CHECK(YAML::Dump(root) == YAML::Dump(YAML::Load("format: 1\n# a comment\nhexes:\n  A1: {tile: '57'}\n  A3:\n    - [1, c0]\n")));
}

TEST_CASE("a plain ~, null or nothing is null, a quoted one is text") {
  const YAML::Node root = Load("a: ~\nb: null\nc:\nd: 'null'\ne: \"~\"\nf: NULL\n");
  CHECK(Field(root, "a").IsNull());
  CHECK(Field(root, "b").IsNull());
  CHECK(Field(root, "c").IsNull());
  CHECK(Field(root, "f").IsNull());
  REQUIRE(Field(root, "d").IsScalar());
  CHECK(Field(root, "d").Scalar() == "null");
  CHECK(Field(root, "e").Scalar() == "~");
}

TEST_CASE("an alias is the node its anchor names, and only the first document is read") {
  const YAML::Node root = Load("a: &x [1, 2]\nb: *x\n---\nc: 3\n");
  REQUIRE(Field(root, "b").IsSequence());
  CHECK(Field(root, "b")[1].Scalar() == "2");
  CHECK(!Field(root, "c"));
}

TEST_CASE("Field: a key's value, or undefined when it is absent or the node is no mapping") {
  const YAML::Node root = Load("name: Praha\nlist: [a, b]\nempty:\n");
  CHECK(Field(root, "name").Scalar() == "Praha");
  CHECK(!Field(root, "nam"));
  CHECK(!Field(root, "name2"));
  CHECK(Field(root, "empty"));  // present, null
  CHECK(!Field(Field(root, "list"), "a"));
  CHECK(!Field(Field(root, "name"), "x"));
  CHECK(!Field(Field(root, "absent"), "x"));
  CHECK(YamlReader::Line(Field(root, "absent")) == 0);
}

TEST_CASE("syntax errors give libyaml's words and the line") {
  CHECK(LoadError("format: 1\nhexes:\n  A1: x\n   b: 2\n") ==
        "t.yaml:4: YAML syntax error: mapping values are not allowed in this context");
  CHECK(LoadError("format: 1\nsource: {title: x\n") ==
        "t.yaml:3: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 2)");
  CHECK(LoadError("format: 1\nb: *nowhere\n") == "t.yaml:2: YAML syntax error: alias *nowhere names no anchor defined before it");
  CHECK(LoadError("") == "t.yaml: is empty");
  CHECK(LoadError("# only a comment\n") == "t.yaml: is empty");
}

TEST_CASE("nesting is refused past the limit, at the line where it goes too deep") {
  std::string deep = "format: 1\nx:\n  " + std::string(498, '[') + std::string(498, ']') + "\n";
  CHECK(LoadError(deep) == "");
  std::string deeper = "format: 1\nx:\n  " + std::string(499, '[') + std::string(499, ']') + "\n";
  CHECK(LoadError(deeper) == "t.yaml:3: YAML nesting deeper than 499 levels");
}
