// xxroute-serve: the web server of `xxroute serve`, a program of its own so
// that no other command loads a web server (and the TLS and compression
// libraries Debian's cpp-httplib brings). `xxroute serve ARGS` runs
// `xxroute-serve ARGS` (cmd_serve.cpp).
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/error.h"
#include "xxroute/serve.h"

int main(int argc, char** argv) {
  using namespace xxroute;
  CLI::App app{"Serve a web page over a position file for the table: the board, routes, legal moves, undo"};
  app.name("xxroute serve");
  auto o = std::make_shared<ServeOptions>();
  app.add_option("file", o->file, "Position file, rewritten in place by each move made on the page")->required();
  app.add_option("--port", o->port, "Port to listen on (default 8018; 0: any free port, the one chosen printed)")
      ->check(CLI::Range(0, 65535));
  app.add_option("--listen", o->listen,
                 "Address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: the phones at the table too, "
                 "changes then need the printed address's token)");
  app.add_option("--company,-c", o->company, "Company the page starts with");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? cli::kOk : cli::kBadInput;
  }
  try {
    Serve(*o, std::cout);
    return cli::kOk;
  } catch (const InputError& e) {
    std::cerr << e.what() << "\n";
  } catch (const std::exception& e) {  // never a crash: one line, as for bad input
    std::cerr << "xxroute serve: " << e.what() << "\n";
  }
  return cli::kBadInput;
}
