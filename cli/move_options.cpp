// The move options of apply and whatif on the command line: each row of the
// table of moves (xxroute/moves.h) as a CLI11 option.
#include <memory>

#include "commands.h"

namespace xxroute::cli {

namespace {

// What the command line gave for one option.
struct Given {
  const MoveOption* option = nullptr;
  CLI::Option* cli = nullptr;
  std::string one;
  std::vector<std::string> list;
  int count = 0;
};

CLI::Option* Add(CLI::App& app, Given& g) {
  const MoveOption& o = *g.option;
  const std::string names = o.Flag() + (o.short_name.empty() ? "" : ",-" + o.short_name);
  switch (o.value) {
    case MoveValue::kFlag: return app.add_flag(names, o.help);
    case MoveValue::kOne: return app.add_option(names, g.one, o.help);
    case MoveValue::kCount: return app.add_option(names, g.count, o.help)->check(CLI::NonNegativeNumber);
    case MoveValue::kLoans: return app.add_option(names, g.list, o.help)->expected(0, 1)->default_str("");
    case MoveValue::kList: break;
  }
  CLI::Option* opt = app.add_option(names, g.list, o.help);
  if (o.comma_list) opt->delimiter(',');
  return opt;
}

std::vector<std::string> Values(const Given& g) {
  switch (g.option->value) {
    case MoveValue::kFlag: return {};
    case MoveValue::kOne: return {g.one};
    case MoveValue::kCount: return {std::to_string(g.count)};
    case MoveValue::kList:
    case MoveValue::kLoans: break;
  }
  return g.list;
}

}  // namespace

std::function<MoveArgs()> AddMoveOptions(CLI::App& app, bool whatif) {
  auto given = std::make_shared<std::vector<Given>>();
  given->reserve(MoveOptions().size());  // (the options point into it)
  for (const MoveOption& o : MoveOptions()) {
    if (whatif && !o.whatif) continue;
    given->push_back(Given{&o, nullptr, "", {}, 0});
    given->back().cli = Add(app, given->back());
  }
  return [given]() {
    MoveArgs args;
    for (const Given& g : *given)
      if (g.cli->count() > 0) args.emplace_back(g.option->name, Values(g));
    return args;
  };
}

}  // namespace xxroute::cli
