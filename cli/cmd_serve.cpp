// xxroute serve: a web page over a position file, for a game at the table.
// The server is a program of its own, xxroute-serve (serve_main.cpp), beside
// xxroute in the build tree and in PREFIX/bin: `xxroute serve ARGS` runs it
// with ARGS (--help too), so that the other commands load no web server.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "commands.h"
#include "xxroute/error.h"

namespace xxroute::cli {

int RunServer(const std::vector<std::string>& args) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path server = fs::read_symlink("/proc/self/exe", ec).parent_path() / "xxroute-serve";
  std::vector<std::string> words{"xxroute-serve"};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  execv(server.c_str(), argv.data());
  throw InputError(server.string(), 0, std::string("cannot run the server: ") + std::strerror(errno));
}

}  // namespace xxroute::cli
