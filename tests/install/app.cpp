// app POSITION.yaml: solves the position with the installed xxroute library
// and prints the company's income and the solve JSON, as `xxroute solve` does.
#include <iostream>

#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/game_cache.h"
#include "xxroute/json.h"
#include "xxroute/loaded_position.h"
#include "xxroute/run.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: app POSITION.yaml\n";
    return 2;
  }
  xxroute::SetMapsDir(MAPS_DIR);
  try {
    auto games = std::make_shared<xxroute::GameCache>();
    xxroute::Solved s = xxroute::SolvePosition(xxroute::LoadedPosition::Read(argv[1], games));
    std::cout << s.result.company << " earns " << s.result.income << "\n"
              << xxroute::JsonText(xxroute::SolveJson(s.board(), s.result)) << "\n";
  } catch (const xxroute::InputError& e) {
    std::cerr << e.what() << "\n";
    return 2;
  }
  return 0;
}
