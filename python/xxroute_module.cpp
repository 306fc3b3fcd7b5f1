// The Python module xxroute (this extension, xxroute._xxroute, and
// xxroute/__init__.py): positions loaded, solved, checked, changed and
// paid out by the library functions the program uses (xxroute/run.h); each
// result is the JSON object the program prints, as dicts and lists.
#include <dlfcn.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <filesystem>
#include <memory>
#include <optional>

#include "xxroute/error.h"
#include "xxroute/game.h"
#include "xxroute/game_cache.h"
#include "xxroute/json.h"
#include "xxroute/loaded_position.h"
#include "xxroute/position.h"
#include "xxroute/run.h"

namespace py = pybind11;
using namespace xxroute;

namespace {

using PositionPtr = std::shared_ptr<Position>;

py::str Text(const std::string& s) {  // bytes that are not UTF-8 become U+FFFD, as in the JSON
  return py::reinterpret_steal<py::str>(PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace"));
}

py::object ToPython(const Json& j) {
  switch (j.type()) {
    case Json::value_t::boolean: return py::bool_(j.get<bool>());
    case Json::value_t::number_integer: return py::int_(j.get<std::int64_t>());
    case Json::value_t::number_unsigned: return py::int_(j.get<std::uint64_t>());
    case Json::value_t::number_float: return py::float_(j.get<double>());
    case Json::value_t::string: return Text(j.get_ref<const std::string&>());
    case Json::value_t::array: {
      py::list list;
      for (const auto& e : j) list.append(ToPython(e));
      return list;
    }
    case Json::value_t::object: {
      py::dict dict;
      for (const auto& [key, value] : j.items()) dict[Text(key)] = ToPython(value);
      return dict;
    }
    default: return py::none();
  }
}

std::string PathText(const py::object& path) {  // str, bytes or os.PathLike; else TypeError
  return py::module_::import("os").attr("fsdecode")(path).cast<std::string>();
}

// A function's position: a Position already loaded, or a path (str or
// os.PathLike) read now. (Its game is read once, by the module's GameCache.)
PositionPtr PositionArg(const py::object& position) {
  if (py::isinstance<Position>(position)) return position.cast<PositionPtr>();
  return std::make_shared<Position>(LoadPosition(PathText(position)));
}

// The game data installed with the module: PREFIX/XXROUTE_PYTHON_DIR/xxroute/_xxroute*.so
// finds PREFIX/share/xxroute/maps; in the build tree, the source tree's maps/.
void FindMaps() {
  Dl_info info{};
  std::filesystem::path dir = XXROUTE_MAPS_DIR;
  if (dladdr(reinterpret_cast<void*>(&FindMaps), &info) && info.dli_fname) {
    std::filesystem::path prefix = std::filesystem::path(info.dli_fname).parent_path().parent_path();
    for (const auto& part : std::filesystem::path(XXROUTE_PYTHON_DIR)) {
      (void)part;
      prefix = prefix.parent_path();
    }
    std::error_code ec;
    if (std::filesystem::is_directory(prefix / "share/xxroute/maps", ec)) dir = prefix / "share/xxroute/maps";
  }
  SetMapsDir(dir.string());
}

py::object ExpectDict(const Position& p) {
  if (!p.expect) return py::none();
  const Expect& e = *p.expect;
  py::dict d;
  d["company"] = Text(e.company);
  if (e.revenue) d["revenue"] = *e.revenue;
  if (e.at_least) d["at_least"] = *e.at_least;
  if (e.subsidy) d["subsidy"] = *e.subsidy;
  if (e.routes) {
    py::list routes;
    for (const auto& r : *e.routes) {
      py::dict route;
      route["train"] = Text(r.train);
      route["stops"] = r.stops;
      routes.append(route);
    }
    d["routes"] = routes;
  }
  return d;
}

// The position in a session on the module's games (each read once), for `company`.
std::unique_ptr<LoadedPosition> Session(const std::shared_ptr<GameCache>& games, const Position& pos,
                                        const std::string& company) {
  LoadOptions options;
  options.company = company;
  return LoadedPosition::Make(pos, games, options);
}

SolveOptions Options(double time_limit) {
  SolveOptions o;
  o.time_limit = time_limit;
  return o;
}

}  // namespace

PYBIND11_MODULE(_xxroute, m) {
  m.doc() = R"(Proven-best train routes for 18xx railway games.

    import xxroute
    pos = xxroute.load("fixtures/example.yaml")
    best = xxroute.solve(pos)                   # as `xxroute solve --format json`
    best["income"], [r["stops"] for r in best["routes"]]
    xxroute.solve("fixtures/example.yaml")      # a path (str or os.PathLike) is read first

solve, check, whatif and dividends take a position loaded or its path.

Results are dicts and lists with the keys of the program's JSON output (see
xxroute(1), JSON OUTPUT). Bad input raises xxroute.InputError (a ValueError)
whose text is the program's: "FILE:LINE: what is wrong".)";
  m.attr("__version__") = XXROUTE_VERSION;
  FindMaps();
  // The games the module has read: every position of a game shares it.
  auto games = std::make_shared<GameCache>();
  static py::exception<InputError> input_error(m, "InputError", PyExc_ValueError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) {
      input_error(e.what());
    }
  });

  py::class_<Position, PositionPtr>(m, "Position", "A board position, as loaded from YAML.")
      .def_readonly("file", &Position::file, "The file it was read from (or the name given to parse)")
      .def_readonly("game", &Position::game, "The game it names, or ''")
      .def_readonly("variant", &Position::variant)
      .def_readonly("phase", &Position::phase)
      .def_property_readonly(
          "companies",
          [](const Position& p) {
            std::vector<std::string> names;
            for (const auto& c : p.companies) names.push_back(c.name);
            return names;
          },
          "The companies' names")
      .def_property_readonly("expect", &ExpectDict,
                             "The expect: block as a dict (company, revenue, at_least, subsidy, routes), or None")
      .def("__repr__", [](const Position& p) { return "<xxroute.Position " + p.file + ">"; });

  m.def(
      "load", [](const py::object& file) { return std::make_shared<Position>(LoadPosition(PathText(file))); },
      py::arg("file"), "Reads a position file.");
  m.def(
      "parse", [](const std::string& text, const std::string& name) {
        return std::make_shared<Position>(ParsePosition(text, name));
      },
      py::arg("text"), py::arg("name") = "<text>", "Reads a position from YAML text; `name` stands for the file in errors.");

  m.def(
      "solve",
      [games](const py::object& position, const std::string& company, double time_limit, const std::string& fix) {
        const PositionPtr pos = PositionArg(position);
        Json j;
        {
          py::gil_scoped_release unlocked;
          if (fix.empty()) {
            Solved s = SolvePosition(Session(games, *pos, company), Options(time_limit));
            j = SolveJson(s.board(), s.result);
          } else {  // solve --fix: these routes kept, the others' best around them
            SolvedAround s = SolveAroundRoutes(Session(games, *pos, company), fix, "fix", Options(time_limit));
            if (!s.refused.legal) throw InputError("fix", 0, s.refused.error);
            j = SolveJson(s.solved.board(), s.solved.result, "", &s.fixed);
          }
        }
        return ToPython(j);
      },
      py::arg("position"), py::arg("company") = "", py::arg("time_limit") = 0.0, py::arg("fix") = "",
      "The best routes: the object of `xxroute solve --format json`. With `fix` (routes in the notation of "
      "`check`, e.g. \"6: H6-G7-E7\"), those routes are kept as run and the other trains get the best around "
      "them (`xxroute solve --fix`); a fixed route that breaks a rule raises InputError with the rule.");
  m.def(
      "check",
      [games](const py::object& position, const std::string& routes, const std::string& company, double time_limit) {
        const PositionPtr pos = PositionArg(position);
        Json j;
        {
          py::gil_scoped_release unlocked;
          Checked c = CheckPosition(Session(games, *pos, company), routes, "routes", -1, Options(time_limit));
          j = CheckJson(c.best.board(), c.check, c.best.result);
        }
        return ToPython(j);
      },
      py::arg("position"), py::arg("routes") = "", py::arg("company") = "", py::arg("time_limit") = 0.0,
      "Declared routes (\"5+5: C8-B9.c0-E12; 4: ...\", default: the position's expect.routes) checked and\n"
      "compared with the optimum: the object of `xxroute check --format json` (\"legal\", \"optimal\", ...).");
  m.def(
      "whatif",
      [games](const py::object& position, const std::string& company, const std::string& trains,
              const std::vector<std::string>& add_train, const std::vector<std::string>& remove_train,
              const std::vector<std::string>& lay, const std::vector<std::string>& token,
              const std::vector<std::string>& block, const std::vector<std::string>& buy_train,
              const std::vector<std::string>& export_card, const std::string& phase, const py::object& scenarios,
              bool best_lay, const std::vector<std::string>& colors, bool best_token, bool buy, int top,
              const std::string& rank, const std::vector<std::string>& fix) {
        const PositionPtr pos = PositionArg(position);
        WhatIfRequest q{{company, trains, add_train, remove_train, lay, token, block, buy_train, export_card, phase, {}, {}, {}, {}, {}},
                        scenarios.is_none() ? "" : PathText(scenarios), best_lay, best_token, buy, colors, top, rank,
                        fix};
        Json j;
        {
          py::gil_scoped_release unlocked;
          WhatIfRun run = RunWhatIf(Session(games, *pos, company), q);  // (a change refused: InputError)
          j = WhatIfJson(run.outcomes, run.shown);
          if (run.unaffordable > 0) j["unaffordable"] = run.unaffordable;  // (ranked moves left out for money)
        }
        return ToPython(j);
      },
      py::arg("position"), py::kw_only(), py::arg("company") = "", py::arg("trains") = "",
      py::arg("add_train") = std::vector<std::string>{}, py::arg("remove_train") = std::vector<std::string>{},
      py::arg("lay") = std::vector<std::string>{}, py::arg("token") = std::vector<std::string>{},
      py::arg("block") = std::vector<std::string>{}, py::arg("buy_train") = std::vector<std::string>{},
      py::arg("export") = std::vector<std::string>{}, py::arg("phase") = "", py::arg("scenarios") = py::none(),
      py::arg("best_lay") = false, py::arg("colors") = std::vector<std::string>{}, py::arg("best_token") = false,
      py::arg("buy") = false, py::arg("top") = 0, py::arg("rank") = "gain", py::arg("fix") = std::vector<std::string>{},
      "Re-solves with changes, as `xxroute whatif --format json`: {\"company\", \"base\", \"changes\"}.\n"
      "The edits given (trains=\"5,4+4\", add_train=[...], lay=[\"E12=57@2\"], token=[...], block=[...],\n"
      "buy_train=[\"6:5\"], export=[\"h\"], phase=...) make one change; scenarios names a file of change\n"
      "sets; best_lay, best_token and buy rank every legal option (top: the best N; rank: gain or per-money);\n"
      "fix=[\"6: H6-G7\"] keeps routes already run in every change (whatif --fix).");
  m.def(
      "dividends",
      [games](const py::object& position, const std::string& company, std::optional<int> income,
              const std::string& payout, bool last_round) {
        const PositionPtr pos = PositionArg(position);
        Json j;
        {
          py::gil_scoped_release unlocked;
          Paid paid = PayPosition(*Session(games, *pos, company), {income ? *income : -1, payout, last_round});
          j = DividendJson(paid.company, paid.result);
        }
        return ToPython(j);
      },
      py::arg("position"), py::arg("company") = "", py::arg("income") = py::none(), py::arg("payout") = "",
      py::arg("last_round") = false,
      "Pays out the optimum (or income) by the game's stock market: the object of\n"
      "`xxroute dividends --format json`. payout: full, withhold or half.");
  m.def("games", &ListGames, "The names of the games in the game data.");
  m.def("maps_dir", &MapsDir, "The folder of game data in use ($XXROUTE_MAPS overrides it).");
}
