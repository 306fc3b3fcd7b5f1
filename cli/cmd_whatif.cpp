// xxroute whatif: the income with and without changes (trains, tiles,
// stations, phase), each re-solved exactly; or the best lay, station or train.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.h"
#include "xxroute/error.h"
#include "xxroute/position.h"
#include "xxroute/report.h"
#include "xxroute/whatif.h"

namespace xxroute::cli {

namespace {

struct WhatIfArgs {
  std::string file;
  std::string company;
  std::string trains;
  std::vector<std::string> add, remove, lay, token, block;
  std::string phase;
  std::string scenarios;
  bool best_lay = false, best_token = false, buy = false;
  std::vector<std::string> colors;
  int top = 0;
  std::string format = "text";
};

std::string RoutesShort(const Outcome& o) {
  std::string s;
  for (const auto& r : o.result.routes)
    s += (s.empty() ? "" : "; ") + r.train->name + " " + std::to_string(r.value.revenue) + ": " + StopsText(*o.board, r);
  return s.empty() ? "(no route)" : s;
}

}  // namespace

Run AddWhatIf(CLI::App& app) {
  auto a = std::make_shared<WhatIfArgs>();
  app.add_option("file", a->file, "Position file")->required();
  app.add_option("--company,-c", a->company, "Company to run");
  app.add_option("--trains", a->trains, "Replace the company's trains, e.g. \"5,4+4\"");
  app.add_option("--add-train", a->add, "Add a train (repeatable)");
  app.add_option("--remove-train", a->remove, "Remove a train (repeatable)");
  app.add_option("--lay", a->lay, "Lay a tile: HEX=TILE@ROTATION (repeatable)");
  app.add_option("--token", a->token, "Place the company's station: HEX or HEX.STOP (repeatable)");
  app.add_option("--block", a->block, "Place another company's token: HEX[.STOP]=COMPANY (repeatable)");
  app.add_option("--phase", a->phase, "Move to this phase (revenue colour, rusted and obsolete trains)");
  app.add_option("--scenarios", a->scenarios, "YAML file of named change sets");
  app.add_flag("--best-lay", a->best_lay, "Rank every legal tile lay on the hexes the company reaches");
  app.add_option("--colors", a->colors, "With --best-lay: only tiles of these colours, e.g. yellow,green")
      ->delimiter(',');
  app.add_flag("--best-token", a->best_token, "Rank every legal next station");
  app.add_flag("--buy", a->buy, "Rank every train the company could buy now, by next round's income");
  app.add_option("--top", a->top, "Show only the best N changes")->check(CLI::NonNegativeNumber);
  app.add_option("--format", a->format, "Output: text, json or jsonl")->check(CLI::IsMember({"text", "json", "jsonl"}));
  auto threads = AddThreads(app);
  return [a, threads]() {
    threads();
    Position base = LoadPosition(a->file);
    std::string company = a->company;
    if (company.empty() && base.expect) company = base.expect->company;
    // The edits on the command line make one change.
    Change mine;
    if (!a->trains.empty()) mine.edits.push_back(ParseEdit(Edit::kTrains, a->trains, "--trains"));
    for (const auto& t : a->add) mine.edits.push_back(ParseEdit(Edit::kAddTrain, t, "--add-train"));
    for (const auto& t : a->remove) mine.edits.push_back(ParseEdit(Edit::kRemoveTrain, t, "--remove-train"));
    for (const auto& t : a->lay) mine.edits.push_back(ParseEdit(Edit::kLay, t, "--lay"));
    for (const auto& t : a->token) mine.edits.push_back(ParseEdit(Edit::kToken, t, "--token"));
    for (const auto& t : a->block) mine.edits.push_back(ParseEdit(Edit::kBlock, t, "--block"));
    if (!a->phase.empty()) mine.edits.push_back(ParseEdit(Edit::kPhase, a->phase, "--phase"));
    std::vector<Change> changes;
    if (!mine.edits.empty()) {
      for (const auto& e : mine.edits) mine.name += (mine.name.empty() ? "" : ", ") + e.Text();
      changes.push_back(mine);
    }
    if (!a->scenarios.empty())
      for (auto& c : LoadScenarios(a->scenarios)) changes.push_back(std::move(c));
    const size_t given = changes.size();
    bool ranked = false;
    if (a->best_lay) {
      auto more = LayOptions(base, company, a->colors);
      changes.insert(changes.end(), more.begin(), more.end());
      ranked = true;
    }
    if (a->best_token) {
      auto more = TokenOptions(base, company);
      changes.insert(changes.end(), more.begin(), more.end());
      ranked = true;
    }
    if (a->buy) {
      auto more = BuyOptions(base, company);
      changes.insert(changes.end(), more.begin(), more.end());
      ranked = true;
    }
    if (changes.empty() && !ranked)
      throw InputError(a->file, 0, "no change given: use --trains, --lay, --token, ..., --scenarios or --best-lay");
    std::vector<Outcome> out = RunChanges(base, company, changes);
    if (!out[0].ok) throw InputError(a->file, 0, out[0].error.substr(out[0].error.find(": ") + 2));
    // A change the user asked for that breaks a rule is bad input.
    for (size_t i = 1; i <= given; ++i)
      if (!out[i].ok) {
        std::cerr << out[i].error << "\n";
        return kBadInput;
      }
    std::vector<size_t> order;
    for (size_t i = 1; i < out.size(); ++i)
      if (out[i].ok) order.push_back(i);
    if (ranked)
      std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) {
        return out[x].result.income > out[y].result.income;
      });
    if (a->top > 0 && order.size() > static_cast<size_t>(a->top)) order.resize(a->top);
    const int base_income = out[0].result.income;
    if (a->format == "text") {
      std::printf("%s: %s%zu change(s)\n", out[0].result.company.c_str(), ranked ? "ranked, " : "", order.size());
      std::printf("  %-34s %7s %6s  %s\n", "change", "income", "diff", "routes");
      auto row = [&](const Outcome& o, bool base_row) {
        std::string diff = base_row ? "" : (o.result.income >= base_income ? "+" : "") +
                                               std::to_string(o.result.income - base_income);
        std::printf("  %-34s %7d %6s  %s\n", o.change.c_str(), o.result.income, diff.c_str(), RoutesShort(o).c_str());
      };
      row(out[0], true);
      for (size_t i : order) row(out[i], false);
    } else {
      auto item = [&](const Outcome& o) {
        std::ostringstream s;
        s << "{\"change\":" << JsonString(o.change) << ",\"income\":" << o.result.income
          << ",\"difference\":" << o.result.income - base_income << ",\"solve\":" << SolveJson(*o.board, o.result)
          << "}";
        return s.str();
      };
      if (a->format == "jsonl") {
        std::cout << item(out[0]) << "\n";
        for (size_t i : order) std::cout << item(out[i]) << "\n";
      } else {
        std::cout << "{\"company\":" << JsonString(out[0].result.company) << ",\"base\":" << item(out[0])
                  << ",\"changes\":[";
        for (size_t k = 0; k < order.size(); ++k) std::cout << (k ? "," : "") << item(out[order[k]]);
        std::cout << "]}\n";
      }
    }
    return kOk;
  };
}

}  // namespace xxroute::cli
