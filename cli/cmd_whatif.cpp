// xxroute whatif: the income with and without changes (trains, tiles,
// stations, phase), each re-solved exactly; or the best lay, station or train.
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/json.h"
#include "xxroute/position.h"
#include "xxroute/run.h"
#include "xxroute/whatif_report.h"

namespace xxroute::cli {

namespace {

struct WhatIfArgs {
  std::string file;
  WhatIfRequest request;
  std::string format = "text";
};

}  // namespace

Run AddWhatIf(CLI::App& app) {
  auto a = std::make_shared<WhatIfArgs>();
  WhatIfRequest& q = a->request;
  app.add_option("file", a->file, "Position file")->required();
  std::function<MoveArgs()> given = AddMoveOptions(app, true);
  app.add_option("--scenarios", q.scenarios, "YAML file of named change sets");
  app.add_option("--fix", q.fix,
                 "A route already run, kept in every change: TRAIN: STOP-STOP-... (repeatable); the other trains "
                 "are ranked by their best around it");
  app.add_flag("--best-lay", q.best_lay, "Rank every legal tile lay on the hexes the company reaches");
  app.add_option("--colors", q.colors, "With --best-lay: only tiles of these colours, e.g. yellow,green")
      ->delimiter(',');
  app.add_flag("--best-token", q.best_token, "Rank every legal next station");
  app.add_flag("--buy", q.buy, "Rank every train the company could buy now, by next round's income");
  app.add_option("--top", q.top, "Show only the best N changes")->check(CLI::NonNegativeNumber);
  app.add_option("--rank", q.rank, "Rank by income gained (gain) or by income gained per money spent (per-money)")
      ->check(CLI::IsMember({"gain", "per-money"}));
  app.add_option("--format", a->format, "Output: text, json or jsonl")->check(CLI::IsMember({"text", "json", "jsonl"}));
  auto threads = AddThreads(app);
  return [a, given, threads, &app]() {
    threads();
    static_cast<MoveEdits&>(a->request) = MovesFrom(given()).edits;  // (the table's what-if changes)
    auto base = LoadedPosition::Read(a->file, std::make_shared<GameCache>(), Loading(app, a->request.company));
    WhatIfRun run = RunWhatIf(std::move(base), a->request);
    if (a->format == "text") std::cout << WhatIfText(run, a->request.rank);
    else if (a->format == "jsonl") std::cout << JsonLines(WhatIfJsonLines(run.outcomes, run.shown));
    else {
      Json j = WhatIfJson(run.outcomes, run.shown);
      if (run.unaffordable > 0) j["unaffordable"] = run.unaffordable;  // (ranked moves left out for money)
      std::cout << JsonText(j) << "\n";
    }
    return kOk;
  };
}

}  // namespace xxroute::cli
