// The JSON API's handlers, one file per group of endpoints: each takes the
// served file and the request's query and body, and answers a status and a
// JSON object, or throws ApiError (the server turns it into the error object).
#pragma once

#include <map>
#include <string>

#include "served_file.h"
#include "xxroute/loaded_position.h"
#include "xxroute/error.h"
#include "xxroute/json.h"
#include "xxroute/run.h"
#include "xxroute/whatif.h"

namespace xxroute::serve {

struct ApiRequest {
  std::map<std::string, std::string> query;  // each parameter's first value
  std::string body;
};

struct ApiReply {
  int status = 200;
  Json body;
};

// A request refused: the HTTP status (400 bad request, 404 unknown company,
// 409 nothing to undo, 422 a rule) and the error, "FILE:LINE: what".
struct ApiError {
  int status;
  InputError error;
};
[[noreturn]] void Refuse(int status, const std::string& source, const std::string& what);

// The error object of an API answer: ErrorJson's, {"error": {"file", "line",
// "message", "status"}}, its "text" the whole line "FILE:LINE: what", its
// "plain" and "rules" the message apart from the rulebook lines it cites
// (SplitCitations, xxroute/citation.h).
Json ApiErrorJson(const InputError& e);

// The request body as a JSON object ("" is {}); Json::exception (400) when malformed.
Json BodyObject(const std::string& body);
// The query's parameter `key`, "" when not given.
std::string QueryValue(const ApiRequest& request, const std::string& key);
// The session of the snapshot's position with `company` to run ("": the
// file's), audited as `solve` audits it: an impossible state refused (422).
std::unique_ptr<LoadedPosition> Session(ServedFile& served, const Snapshot& s, const std::string& company);

// A version of the file solved for a company, once for every request that
// needs it (GET /api/solve; each sheet of a hex, GET /api/options, ranks its
// lays against it, carrying its routes over: RankChanges).
struct SolvedVersion {
  Solved solved;
  SolvedBase base;  // (solved's session and answer, with its candidate routes)
};
std::shared_ptr<const SolvedVersion> SolveVersion(ServedFile& served, const Snapshot& s, const std::string& company);

// The snapshot's position, or ApiError 422 when the file on disk no longer loads.
const Position& PositionOf(const Snapshot& s);
// The query's `company`, "" when not given; ApiError 404 when the position has no such company.
std::string CompanyOf(const Position& p, const std::string& company);

// GET /api/position (api_position.cpp).
ApiReply GetPosition(ServedFile& served, const ApiRequest& request);
// GET /api/solve, POST /api/check (api_solve.cpp).
ApiReply GetSolve(ServedFile& served, const ApiRequest& request);
ApiReply PostCheck(ServedFile& served, const ApiRequest& request);
// GET /api/options, GET /api/trains (api_options.cpp).
ApiReply GetOptions(ServedFile& served, const ApiRequest& request);
// GET /api/playable?company=C: the hexes where the company may lay a tile or place a station now (api_options.cpp).
ApiReply GetPlayable(ServedFile& served, const ApiRequest& request);
ApiReply GetTrains(ServedFile& served, const ApiRequest& request);
// POST /api/apply, /api/undo, /api/redo (api_moves.cpp); `log` gets a line per change.
ApiReply PostApply(ServedFile& served, const ApiRequest& request, std::string* log);
ApiReply PostUndo(ServedFile& served, const ApiRequest& request, std::string* log);
ApiReply PostRedo(ServedFile& served, const ApiRequest& request, std::string* log);

}  // namespace xxroute::serve
