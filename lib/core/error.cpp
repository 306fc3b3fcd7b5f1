#include "xxroute/error.h"

namespace xxroute {

namespace {
std::string Format(const std::string& file, int line, const std::string& what) {
  if (line > 0) return file + ":" + std::to_string(line) + ": " + what;
  return file + ": " + what;
}
}  // namespace

InputError::InputError(std::string file, int line, const std::string& what)
    : std::runtime_error(Format(file, line, what)),
      file_(std::move(file)),
      line_(line),
      message_(what) {}

}  // namespace xxroute
