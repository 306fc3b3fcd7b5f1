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

// The moves whatif weighs and apply writes: one set of options for both.
void AddMoveOptions(CLI::App& app, WhatIfRequest& q) {
  app.add_option("--trains", q.trains, "Replace the company's trains, e.g. \"5,4+4\"");
  app.add_option("--add-train", q.add_train, "Add a train (repeatable)");
  app.add_option("--remove-train", q.remove_train, "Remove a train, e.g. one given back over the limit (repeatable)");
  app.add_option("--lay", q.lay, "Lay a tile: HEX=TILE@ROTATION, or HEX=TILE for its one legal rotation (repeatable)");
  app.add_option("--token", q.token, "Place the company's station: HEX or HEX.STOP (repeatable)");
  app.add_option("--block", q.block, "Place another company's token: HEX[.STOP]=COMPANY (repeatable)");
  app.add_option("--buy-train", q.buy_train,
                 "Buy a train from the bank by the rules: TRAIN, or TRAIN:OLD trading in OLD (repeatable)");
  app.add_option("--return-train", q.return_train,
                 "Give an obsolete train back to the bank, e.g. before buying at the limit (18Lilliput; repeatable)");
  app.add_option("--export", q.export_card, "18CZ: export this train card (its phase, all its faces sold); 18Lilliput: the deck's top train to the depot (Bureaucracy)");
  app.add_option("--phase", q.phase, "Move to this phase (revenue colour, rusted and obsolete trains)");
  app.add_option("--exchange", q.exchange,
                 "1824: close a company into the one it merges into (EPP into BK), or all that merge into this one "
                 "(SD: its pre-state railways) (repeatable)");
  app.add_option("--cgr-keep", q.cgr_keep,
                 "1836jr: the hexes whose stations the CGR keeps when it forms (--exchange MESS=B,GCL)")
      ->delimiter(',');
  app.add_option("--discard", q.discard,
                 "Give up a train over the train limit: TRAIN, or COMPANY:TRAIN for another company's (repeatable)");
}

Run AddWhatIf(CLI::App& app) {
  auto a = std::make_shared<WhatIfArgs>();
  WhatIfRequest& q = a->request;
  app.add_option("file", a->file, "Position file")->required();
  app.add_option("--company,-c", q.company, "Company to run");
  AddMoveOptions(app, q);
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
  return [a, threads, &app]() {
    threads();
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
