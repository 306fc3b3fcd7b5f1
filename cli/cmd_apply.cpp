// xxroute apply: a company's moves made on a position file in place (tiles,
// stations, trains bought, the phase), each by the rules and paid from its
// treasury; then its new income.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "commands.h"
#include "xxroute/error.h"
#include "xxroute/position.h"
#include "xxroute/position_file.h"
#include "xxroute/report.h"
#include "xxroute/run.h"
#include "xxroute/table.h"
#include "xxroute/text.h"

namespace xxroute::cli {

namespace {

struct ApplyArgs {
  std::string file;
  WhatIfRequest request;  // (only its edits: the same options as whatif)
  std::vector<std::string> floats;
};

std::string ReadText(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError(file, 0, "no such file");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

Run AddApply(CLI::App& app) {
  auto a = std::make_shared<ApplyArgs>();
  WhatIfRequest& q = a->request;
  app.add_option("file", a->file, "Position file, rewritten in place")->required();
  app.add_option("--company,-c", q.company, "Company making the moves (may be left out when the file has one)");
  app.add_option("--float", a->floats,
                 "Add a company that floats, with its home station: COMPANY or COMPANY=TREASURY (repeatable)");
  AddMoveOptions(app, q);
  return [a, &app]() {
    Position base = LoadPosition(a->file);  // (a directory, a missing or huge file: said here)
    const std::string text = ReadText(a->file);
    std::vector<Floating> floats;
    for (const auto& f : a->floats) floats.push_back(ParseFloating(f, "--float"));
    const Change change = RequestedChange(a->request);
    if (change.edits.empty() && floats.empty())
      throw InputError(a->file, 0, "no move given: use --lay, --token, --buy-train, ..., or --float");
    auto session = LoadedPosition::Make(std::move(base), std::make_shared<GameCache>(),
                                        {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
    TableTurn t = ApplyAtTable(text, std::move(session), a->request.company, floats, change);
    // (solved before the file is written: with --strict, a state the rules
    // cannot reach refuses the moves and leaves the file as it was)
    const CompanySpec* co = t.after.FindCompany(t.company);
    std::optional<Solved> solved;
    if (co && !co->trains.empty()) solved = SolvePosition(t.loaded->Load(t.after, Loading(app, t.company)));
    WritePositionFile(a->file, t.text, *t.loaded);
    std::printf("%s: %s\n", a->file.c_str(), t.company.c_str());
    for (const auto& m : t.moves) {
      std::string said = Join(m.costs, "; ");
      if (!m.notes.empty()) said += (said.empty() ? "" : "; ") + Join(m.notes, "; ");
      std::string cost = m.cost ? std::to_string(m.cost) : "";
      std::string out = "  " + m.text + std::string(m.text.size() < 28 ? 28 - m.text.size() : 0, ' ') + " " +
                        std::string(cost.size() < 5 ? 5 - cost.size() : 0, ' ') + cost +
                        (said.empty() ? "" : "  (" + said + ")");
      out.erase(out.find_last_not_of(' ') + 1);
      std::printf("%s\n", out.c_str());
    }
    if (t.treasury_before && t.treasury_after && *t.treasury_before != *t.treasury_after)
      std::printf("  treasury %d - %d = %d\n", *t.treasury_before, *t.treasury_before - *t.treasury_after,
                  *t.treasury_after);
    for (const auto& n : t.notes) std::printf("  %s\n", n.c_str());
    if (t.keep >= 0)
      std::printf("  over the train limit: %s keeps %d; give the others back with --remove-train TRAIN\n",
                  t.company.c_str(), t.keep);
    if (solved) {
      std::cout << SolveText(solved->board(), solved->result);
    } else if (co) {
      std::printf("%s: no trains yet\n", t.company.c_str());
    }
    return kOk;
  };
}

}  // namespace xxroute::cli
