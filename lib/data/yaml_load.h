// ParseYaml: the text of one YAML document as a yaml-cpp tree, read by libyaml.
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>

namespace xxroute {

// The first document of `text`, each node marked with its line. Syntax
// errors, nesting past kMaxYamlDepth and aliases that expand the document
// past kMaxYamlNodes throw InputError naming `file` and the line.
YAML::Node ParseYaml(const std::string& text, const std::string& file);

}  // namespace xxroute
