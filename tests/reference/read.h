// Reader: a position file back into the reference's model (the vocabulary
// the writer uses; `expect` is left to the caller), for the saved cases.
#pragma once

#include <string>

#include "model.h"

namespace ref {

// Throws std::runtime_error on anything outside that vocabulary.
Board ReadYaml(const std::string& text, const std::string& runner = "X");

}  // namespace ref
