// xxroute whatif: the income with and without changes (trains, tiles,
// stations, phase), each re-solved exactly; or the best lay, station or train.
#include <cstdio>
#include <iostream>
#include <memory>

#include "commands.h"
#include "xxroute/json.h"
#include "xxroute/position.h"
#include "xxroute/report.h"
#include "xxroute/run.h"

namespace xxroute::cli {

namespace {

struct WhatIfArgs {
  std::string file;
  WhatIfRequest request;
  std::string format = "text";
};

// The routes in brief, with the subsidy and the trains that stand idle.
std::string RoutesShort(const Outcome& o) {
  std::string s;
  for (const auto& r : o.result.routes) {
    s += (s.empty() ? "" : "; ") + r.train->name + " " + std::to_string(r.value.revenue) + ": " + StopsText(o.board(), r);
    if (r.value.subsidy) s += " (+" + std::to_string(r.value.subsidy) + " subsidy)";
  }
  const size_t idle = o.loaded->company().trains.size() - o.result.routes.size();
  if (idle) s += (s.empty() ? "" : "; ") + std::to_string(idle) + " train(s) idle";
  return s.empty() ? "(no route)" : s;
}

}  // namespace

// The moves whatif weighs and apply writes: one set of options for both.
void AddMoveOptions(CLI::App& app, WhatIfRequest& q) {
  app.add_option("--trains", q.trains, "Replace the company's trains, e.g. \"5,4+4\"");
  app.add_option("--add-train", q.add_train, "Add a train (repeatable)");
  app.add_option("--remove-train", q.remove_train, "Remove a train, e.g. one given back over the limit (repeatable)");
  app.add_option("--lay", q.lay, "Lay a tile: HEX=TILE@ROTATION (repeatable)");
  app.add_option("--token", q.token, "Place the company's station: HEX or HEX.STOP (repeatable)");
  app.add_option("--block", q.block, "Place another company's token: HEX[.STOP]=COMPANY (repeatable)");
  app.add_option("--buy-train", q.buy_train,
                 "Buy a train from the bank by the rules: TRAIN, or TRAIN:OLD trading in OLD (repeatable)");
  app.add_option("--export", q.export_card, "18CZ: export this train card (its phase, all its faces sold)");
  app.add_option("--phase", q.phase, "Move to this phase (revenue colour, rusted and obsolete trains)");
}

Run AddWhatIf(CLI::App& app) {
  auto a = std::make_shared<WhatIfArgs>();
  WhatIfRequest& q = a->request;
  app.add_option("file", a->file, "Position file")->required();
  app.add_option("--company,-c", q.company, "Company to run");
  AddMoveOptions(app, q);
  app.add_option("--scenarios", q.scenarios, "YAML file of named change sets");
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
    if (!run.refused.empty()) {
      std::cerr << run.refused << "\n";
      return kBadInput;
    }
    const std::vector<Outcome>& out = run.outcomes;
    const int base_income = out[0].result.income;
    if (a->format == "text") {
      const char* ranked = !run.ranked ? ""
                           : a->request.rank == "per-money" ? "ranked by income gained per money spent, "
                                                            : "ranked by income gained, ";
      std::printf("%s: %s%zu change(s)\n", out[0].result.company.c_str(), ranked,
                  run.shown.size());
      std::printf("  %-34s %7s %6s %6s  %s\n", "change", "income", "diff", "cost", "routes");
      auto row = [&](const Outcome& o, bool base_row) {
        std::string diff = base_row ? "" : (o.result.income >= base_income ? "+" : "") +
                                               std::to_string(o.result.income - base_income);
        std::string cost = base_row ? "" : std::to_string(o.cost);
        std::printf("  %-34s %7d %6s %6s  %s\n", o.change.c_str(), o.result.income, diff.c_str(), cost.c_str(),
                    RoutesShort(o).c_str());
        std::string said = o.cost_text;
        if (!o.notes.empty()) said += (said.empty() ? "" : "; ") + o.notes;
        if (!said.empty()) std::printf("  %-34s %s\n", "", ("  (" + said + ")").c_str());
      };
      row(out[0], true);
      for (size_t i : run.shown) row(out[i], false);
    } else if (a->format == "jsonl") {
      std::cout << JsonText(WhatIfItemJson(out[0], base_income)) << "\n";
      for (size_t i : run.shown) std::cout << JsonText(WhatIfItemJson(out[i], base_income)) << "\n";
    } else {
      std::cout << JsonText(WhatIfJson(out, run.shown)) << "\n";
    }
    return kOk;
  };
}

}  // namespace xxroute::cli
