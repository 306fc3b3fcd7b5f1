// InputError: bad input, reported as one line "FILE:LINE: what is wrong".
#pragma once

#include <stdexcept>
#include <string>

namespace xxroute {

class InputError : public std::runtime_error {
 public:
  InputError(std::string file, int line, const std::string& what);
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  // The message without the "FILE:LINE: " prefix.
  const std::string& message() const { return message_; }

 private:
  std::string file_;
  int line_;
  std::string message_;
};

}  // namespace xxroute
