#include "lays.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

#include "xxroute/error.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/position_file.h"
#include "xxroute/position_writer.h"
#include "xxroute/whatif.h"

namespace ref {

int WriteLays(const std::string& position, const std::string& dir) {
  try {
    std::ifstream in(position);
    std::stringstream buf;
    buf << in.rdbuf();
    const std::string text = buf.str();
    const xxroute::Position base = xxroute::LoadPosition(position);
    const std::string company = xxroute::DefaultCompany(base, "");
    auto session = xxroute::LoadedPosition::Make(base, std::make_shared<xxroute::GameCache>(), {company});
    const std::vector<xxroute::Change> lays = xxroute::LayOptions(*session, {});
    auto as_is = session->Load(base, {company});  // (RunChanges keeps the one it is given)
    const std::vector<xxroute::Outcome> out = xxroute::RunChanges(std::move(session), lays);
    std::filesystem::create_directories(dir);
    for (size_t i = 0; i < out.size(); ++i) {
      if (!out[i].ok) {
        std::cout << "reference_test: " << position << ": " << out[i].change << " refused: " << out[i].error << "\n";
        return 2;
      }
      char name[32];
      std::snprintf(name, sizeof name, "/lay-%03zu.yaml", i);
      const std::string file = dir + name;
      // The position after the lay, written as `apply` writes it (and read
      // back: it must load as the position the ranking solved).
      if (i == 0) {
        xxroute::WritePositionFile(file, text, *as_is);
      } else {
        const xxroute::Applied after = xxroute::ApplyChange(*as_is, lays[i - 1]);
        xxroute::WritePositionFile(file, xxroute::RewritePosition(text, base, after.loaded->board()), *after.loaded);
      }
      std::cout << file << "\t" << company << "\t" << out[i].change << "\t" << out[i].result.income << "\t"
                << out[i].result.subsidy << "\n";
    }
  } catch (const xxroute::InputError& e) {
    std::cout << "reference_test: " << e.what() << "\n";
    return 2;
  }
  return 0;
}

}  // namespace ref
