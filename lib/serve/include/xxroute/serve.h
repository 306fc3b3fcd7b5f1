// Serve: `xxroute serve FILE`, a small web server over one position file: a
// page compiled into the program (lib/serve/page/) and a JSON API
// (man/xxroute.1, section SERVE API: /api/position, /api/solve, /api/check,
// /api/options, /api/trains, /api/apply, /api/undo), every move made by the
// same rules as `apply` and written as `apply` writes it.
#pragma once

#include <functional>
#include <ostream>
#include <string>

namespace xxroute {

struct ServeOptions {
  std::string file;                  // the position file served, rewritten in place
  int port = 8018;                   // 0: any free port
  std::string listen = "127.0.0.1";  // the address listened on
  std::string company;               // the company the page starts with ("": the file's)
  size_t body_limit = 64 * 1024;     // the largest request body taken
};

// Whether `address` is a loopback address (127.x.x.x, ::1, localhost): the
// only machine that can reach it is this one, so no token is asked.
bool IsLoopback(const std::string& address);

// Serves until the process is stopped: prints "xxroute serve: open URL" on
// `out` once listening (with ?token=SECRET where the address is not a
// loopback one), then one line per change made. InputError when the file
// does not load or the address cannot be listened on.
void Serve(const ServeOptions& options, std::ostream& out);

}  // namespace xxroute
