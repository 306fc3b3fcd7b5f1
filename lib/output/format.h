// Format: printf-style formatting into a string, for the reports' tables.
#pragma once

#include <string>

namespace xxroute {

std::string Format(const char* format, ...) __attribute__((format(printf, 1, 2)));

}  // namespace xxroute
