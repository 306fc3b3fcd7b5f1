// An example of xxroute as a library: load a position, ask what a company
// would earn with one more train, and print both incomes.
//
//   example_whatif POSITION.yaml TRAIN
//
// Built with the tests; run by ctest on the bundled example.
#include <iostream>

#include "xxroute/error.h"
#include "xxroute/game_cache.h"
#include "xxroute/loaded_position.h"
#include "xxroute/whatif.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: example_whatif POSITION.yaml TRAIN\n";
    return 2;
  }
  try {
    auto base = xxroute::LoadedPosition::Read(argv[1], std::make_shared<xxroute::GameCache>());
    xxroute::Change buy{std::string("buy ") + argv[2],
                        {xxroute::ParseEdit(xxroute::Edit::kAddTrain, argv[2], "train")}};
    std::vector<xxroute::Outcome> out = xxroute::RunChanges(std::move(base), {buy});
    for (const auto& o : out) {
      if (!o.ok) {
        std::cerr << o.error << "\n";
        return 2;
      }
      std::cout << o.change << ": " << o.result.company << " earns " << o.result.income << "\n";
    }
  } catch (const xxroute::InputError& e) {
    std::cerr << e.what() << "\n";
    return 2;
  }
  return 0;
}
