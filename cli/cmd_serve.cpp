// xxroute serve: a web page over a position file, for a game at the table:
// the board, the best routes, the legal lays and stations, trains to buy, a
// declared income checked, each move written to the file as apply writes it.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/serve.h"

namespace xxroute::cli {

Run AddServe(CLI::App& app) {
  auto o = std::make_shared<ServeOptions>();
  app.add_option("file", o->file, "Position file, rewritten in place by each move made on the page")->required();
  app.add_option("--port", o->port, "Port to listen on (default 8018; 0: any free port, the one chosen printed)")
      ->check(CLI::Range(0, 65535));
  app.add_option("--listen", o->listen,
                 "Address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: the phones at the table too, "
                 "changes then need the printed address's token)");
  app.add_option("--company,-c", o->company, "Company the page starts with");
  return [o]() {
    Serve(*o, std::cout);
    return kOk;
  };
}

}  // namespace xxroute::cli
