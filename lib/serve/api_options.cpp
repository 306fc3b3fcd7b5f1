// GET /api/options, GET /api/playable and GET /api/trains: what the company
// may do now on a hex (every legal lay in every rotation, the legal
// stations), where on the board it may do something, and with its
// trains (the bank's trains it may buy), found by the same Rules functions
// as whatif and apply, each with its price and the move that makes it. The
// sheet of a hex is made once a version, and those of the playable hexes
// are worked out ahead of the taps (WorkAhead).
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <optional>
#include <sstream>

#include "api.h"
#include "xxroute/ability_moves.h"
#include "xxroute/move_edits.h"
#include "xxroute/rules.h"
#include "xxroute/reach.h"
#include "xxroute/svg.h"
#include "xxroute/turn.h"
#include "xxroute/whatif.h"

namespace xxroute::serve {

namespace {

// The picture `svg` of a board cut to the hex `hex` (its polygon's bounds,
// a small margin): the blank cells around left out, the caption outside.
std::string CropToHex(const std::string& svg, const std::string& hex) {
  std::istringstream in(svg);
  std::string out, line;
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  while (std::getline(in, line)) {
    if (line.find("class=\"hex blank\"") != std::string::npos) continue;
    if (line.find("<polygon class=\"hex\" data-hex=\"" + hex + "\"") == 0) {
      std::istringstream points(line.substr(line.find("points=\"") + 8));
      double x, y;
      char comma;
      while (points >> x >> comma >> y) x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
    }
    out += line + "\n";
  }
  if (x1 < x0) return out;
  const double margin = 0.04 * (x1 - x0);
  std::ostringstream box;
  box << std::fixed << std::setprecision(1) << "width=\"" << (x1 - x0 + 2 * margin) << "\" height=\"" << (y1 - y0 + 2 * margin)
      << "\" viewBox=\"" << x0 - margin << " " << y0 - margin << " " << (x1 - x0 + 2 * margin) << " " << (y1 - y0 + 2 * margin)
      << "\"";
  const size_t from = out.find("width=\""), to = out.find("\"", out.find("viewBox=\"") + 9);
  if (from == std::string::npos || to == std::string::npos) return out;
  return out.replace(from, to + 1 - from, box.str());
}

// The tile as laid on the hex: a board of that one hex, drawn small.
std::string LaidTileSvg(const LoadedPosition& base, const Lay& lay) {
  const Position& p = base.position();
  Position one;
  one.file = p.file;
  one.game = p.game;
  one.variant = p.variant;
  one.phase = p.phase;
  one.color = p.color;
  one.layout = p.layout;
  one.axes = p.axes;
  one.base_map = false;
  one.hexes.push_back(lay.result);
  auto loaded = base.Load(std::move(one), {"", LoadOptions::kBoardOnly, LoadOptions::kNoAudit});
  SvgOptions svg;
  svg.tile_sheet = true;
  svg.title = lay.hex + " " + lay.tile + "@" + std::to_string(lay.rotation);
  return CropToHex(RenderSvg(loaded->board(), svg), lay.hex);
}

Json PriceJson(const Move& m) { return m.cost_text.empty() ? Json(nullptr) : Json(m.cost_text); }

// The sheet of a hex, once made for a version: its JSON, and whether the
// work ahead made it (before a tap asked).
struct Sheet {
  Json json;
  bool ahead = false;
};

// Why nothing may be laid or placed on `hex` by the session's company, in
// one sentence, each part asked of its rule: the turn (ViewTurn, as apply
// asks it), the track the company reaches (ComputeReach, as the lays ask
// it), else the tiles and the city's slots.
std::string NothingHere(const LoadedPosition& base, const std::string& hex) {
  const Board& b = base.board();
  const Company& co = base.company();
  std::string lay, station;
  for (const auto& [step, why] : ViewTurn(b, co.name).steps) {
    if (step == "lay") lay = why;
    if (step == "station") station = why;
  }
  if (!lay.empty() && !station.empty()) return co.name + " may lay no tile and place no station now: " + lay;
  if (!ComputeReach(b, co).Touches(b.FindHex(hex))) return hex + " is not connected to " + co.name + "'s track or stations";
  if (!lay.empty()) return co.name + " may lay no tile now (" + lay + "), and " + hex + " has no free slot for its station";
  return "No tile may go on " + hex + " in this phase (none that fits is left, or none upgrades what is there), and " +
         hex + " has no free slot for " + co.name + "'s station";
}

}  // namespace

namespace {

std::shared_ptr<const Sheet> SheetOf(ServedFile& served, const std::shared_ptr<const Snapshot>& s,
                                     const std::string& company, const std::string& hex, bool ahead);

// The work ahead of the page (WorkAhead): the sheet of each hex in `hexes`
// for this version, in order, each made once (SheetOf) unless a tap made it
// first; stopped as soon as the file moves on to another version.
void WorkOutSheets(ServedFile& served, const std::shared_ptr<const Snapshot>& s, const std::string& company,
                   const std::string& name, const std::vector<std::string>& hexes, const WorkAhead& work) {
  const auto start = std::chrono::steady_clock::now();
  size_t done = 0;
  for (const std::string& hex : hexes) {
    work.WaitForRequests();  // (a tap working out its own sheet has the cores)
    if (work.Stopping()) return;
    if (const long now = served.Read()->version; now != s->version) {
      work.Log(name + ": the sheets of version " + std::to_string(s->version) + " stopped after " +
               std::to_string(done) + " of " + std::to_string(hexes.size()) + " hexes (the file is at version " +
               std::to_string(now) + ")");
      return;
    }
    try {
      SheetOf(served, s, company, hex, true);
    } catch (...) {  // (the sheet's error, an InputError or ApiError: kept for its tap)
    }
    ++done;
  }
  std::ostringstream seconds;
  seconds << std::fixed << std::setprecision(2)
          << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  work.Log(name + ": the sheets of " + std::to_string(hexes.size()) + " hexes of version " +
           std::to_string(s->version) + " worked out ahead in " + seconds.str() + " s");
}

}  // namespace

ApiReply GetPlayable(ServedFile& served, const ApiRequest& request) {
  std::shared_ptr<const Snapshot> s = served.Read();
  const std::string company = CompanyOf(PositionOf(*s), QueryValue(request, "company"));
  // (the same for every request of this version and company: made once,
  // and the sheets of its hexes then worked out ahead of the taps)
  return {200, *s->Cached<Json>("playable " + company, [&] {
    std::unique_ptr<LoadedPosition> base = Session(served, *s, company);
    Json hexes = Json::array();
    std::vector<std::string> sheets;
    for (const PlayableHex& p : PlayableHexes(base->board(), base->company())) {
      hexes.push_back({{"hex", p.hex}, {"lay", p.lay}, {"station", p.station}});
      sheets.push_back(p.hex);
    }
    served.ahead().Add([&served, s, company, name = base->company().name, sheets](const WorkAhead& work) {
      WorkOutSheets(served, s, company, name, sheets, work);
    });
    return Json{{"company", base->company().name}, {"hexes", hexes}, {"version", s->version}};
  })};
}

namespace {

// A lay the sheet of a hex offers: the turn's own (`by` empty) or by the
// ability of a private the company owns (`by`: the private).
struct OfferedLay {
  std::string by;
  Lay lay;
  std::string Move() const {
    return (by.empty() ? "" : by + ":") + lay.hex + "=" + lay.tile + "@" + std::to_string(lay.rotation);
  }
};

// Every lay on `hex`: the turn's (Rules::Lays), then the privates' (AbilityLays).
std::vector<OfferedLay> LaysOn(const LoadedPosition& base, const std::string& hex) {
  std::vector<OfferedLay> out;
  for (const Lay& lay : base.rules().Lays({}, hex)) out.push_back({"", lay});
  for (const AbilityLay& a : AbilityLays(base.board(), base.company()))
    if (a.lay.hex == hex) out.push_back({a.ability, a.lay});
  return out;
}

// Every station on `hex`: the turn's (Rules::Stations), then the privates' (AbilityStations).
Json StationsOn(const LoadedPosition& base, const std::string& hex) {
  Json out = Json::array();
  for (const Station& st : base.rules().Stations())
    if (st.hex == hex)
      out.push_back({{"stop", st.hex + "." + st.stop_id}, {"cost", st.cost}, {"cost_text", PriceJson(st)},
                     {"by", nullptr}, {"move", st.hex + "." + st.stop_id}});
  for (const AbilityStation& a : AbilityStations(base.board(), base.company()))
    if (a.station.hex == hex)
      out.push_back({{"stop", a.station.hex + "." + a.station.stop_id}, {"cost", a.station.cost},
                     {"cost_text", PriceJson(a.station)}, {"by", a.ability}, {"move", a.ability + ":" + a.station.hex + "." + a.station.stop_id}});
  return out;
}


// The sheet of `hex` for the company (as the request names it) on this
// version: every lay there with the income after it, and the stations.
Json MakeSheet(ServedFile& served, const Snapshot& s, const std::string& company, const std::string& hex) {
  // The version as it is, solved once for every tap: each lay's solve
  // carries its routes over. (A position too large to solve: the lays
  // offered all the same, without their income.)
  std::shared_ptr<const SolvedVersion> version;
  std::unique_ptr<LoadedPosition> unsolved;
  try {
    version = SolveVersion(served, s, company);
  } catch (const InputError&) {
    unsolved = Session(served, s, company);
  }
  const LoadedPosition* base = version ? version->solved.loaded.get() : unsolved.get();
  if (base->board().FindHex(hex) < 0) Refuse(404, "hex", "no hex " + hex + " on the board");
  const std::vector<OfferedLay> lays = LaysOn(*base, hex);
  // Each lay's income after it, solved as whatif solves it (in parallel).
  std::vector<Change> changes;
  for (const OfferedLay& o : lays) {
    const Edit e = LayEdit(o.lay, o.by, "lay");
    changes.push_back(Change{e.Text(), {e}});
  }
  const bool runs = version && !base->company().trains.empty();
  Json j = {{"hex", hex}, {"lays", Json::array()}, {"stations", StationsOn(*base, hex)}};
  // (nothing here: why, in one sentence)
  j["why"] = lays.empty() && j["stations"].empty() ? Json(NothingHere(*base, hex)) : Json(nullptr);
  std::vector<Json> svgs;
  for (const OfferedLay& o : lays) svgs.push_back(LaidTileSvg(*base, o.lay));
  std::vector<Outcome> outcomes;
  if (runs && !changes.empty()) outcomes = RankChanges(version->base, changes);
  for (size_t i = 0; i < lays.size(); ++i) {
    const Lay& lay = lays[i].lay;
    Json income = nullptr;
    if (runs && i < outcomes.size() && outcomes[i].ok) income = outcomes[i].result.income;
    j["lays"].push_back({{"tile", lay.tile},
                         {"rotation", lay.rotation},
                         {"cost", lay.cost},
                         {"cost_text", PriceJson(lay)},
                         {"by", lays[i].by.empty() ? Json(nullptr) : Json(lays[i].by)},
                         {"move", lays[i].Move()},
                         {"svg", svgs[i]},
                         {"income", income}});
  }
  j["version"] = s.version;
  return j;
}

std::shared_ptr<const Sheet> SheetOf(ServedFile& served, const std::shared_ptr<const Snapshot>& s,
                                     const std::string& company, const std::string& hex, bool ahead) {
  return s->Cached<Sheet>("sheet " + company + " " + hex, [&] {
    std::optional<WorkAhead::Request> asking;  // (a tap's own: the work ahead waits for it)
    if (!ahead) asking.emplace(served.ahead());
    return Sheet{MakeSheet(served, *s, company, hex), ahead};
  });
}

}  // namespace

ApiReply GetOptions(ServedFile& served, const ApiRequest& request) {
  const std::string hex = QueryValue(request, "hex");
  if (hex.empty()) Refuse(400, "hex", "which hex? give ?hex=E16");
  std::shared_ptr<const Snapshot> s = served.Read();
  const std::string company = CompanyOf(PositionOf(*s), QueryValue(request, "company"));
  std::shared_ptr<const Sheet> sheet = SheetOf(served, s, company, hex, false);
  Json j = sheet->json;
  j["ahead"] = sheet->ahead;
  return {200, j};
}

namespace {

// The bank's stock (`bank_trains:`), by name in the file's order; null when the file keeps none.
Json BankJson(const Position& p) {
  if (!p.bank_trains) return nullptr;
  Json out = Json::object();
  for (const auto& [train, count] : *p.bank_trains) out[train] = count;
  return out;
}

// True when the bank sells the purchase's train now, else why not (BankRefusal, as apply asks it).
Json OnSale(const LoadedPosition& base, const Purchase& p) {
  if (!base.game()) return true;
  const std::string why = BankRefusal(*base.game(), base.position(), p.card.empty() ? p.train : p.card);
  return why.empty() ? Json(true) : Json(why);
}

}  // namespace

ApiReply GetTrains(ServedFile& served, const ApiRequest& request) {
  std::shared_ptr<const Snapshot> s = served.Read();
  std::unique_ptr<LoadedPosition> base = Session(served, *s, QueryValue(request, "company"));
  const Company& co = base->company();
  Json trains = Json::array();
  for (const TrainRef& t : co.spec->trains) trains.push_back(t.name);
  const TurnView view = ViewTurn(base->board(), co.name);
  Json buy = Json::array();
  for (const Purchase& p : base->rules().Purchases()) {
    buy.push_back({{"train", p.train},
                   {"trade_in", p.trade_in.empty() ? Json(nullptr) : Json(p.trade_in)},
                   {"cost", p.cost},
                   {"cost_text", PriceJson(p)},
                   {"move", p.train + (p.trade_in.empty() ? "" : ":" + p.trade_in)},
                   {"notes", PurchaseWords(p)},
                   {"on_sale", OnSale(*base, p)}});
  }
  return {200, Json{{"company", co.name},
                    {"trains", trains},
                    {"limit", view.limit ? Json(*view.limit) : Json(nullptr)},
                    {"over", view.over},
                    {"buy", buy},
                    {"bank", BankJson(base->position())},
                    {"version", s->version}}};
}

}  // namespace xxroute::serve
