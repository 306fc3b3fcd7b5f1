// What every handler of the API shares: its errors, the position a request
// reads, the company it names.
#include "api.h"
#include "xxroute/citation.h"

namespace xxroute::serve {

void Refuse(int status, const std::string& source, const std::string& what) {
  throw ApiError{status, InputError(source, 0, what)};
}

Json ApiErrorJson(const InputError& e) {
  // (status: the exit status the command line gives a refused input)
  Json j = ErrorJson(e.file(), e.line(), e.message(), 2);
  j["error"]["text"] = e.what();
  // (the page's words: one plain sentence, the rulebook lines behind a tap)
  const Cited cited = SplitCitations(e.message());
  j["error"]["plain"] = cited.plain;
  j["error"]["rules"] = cited.rules;
  return j;
}

const Position& PositionOf(const Snapshot& s) {
  if (!s.position) throw ApiError{422, *s.error};
  return *s.position;
}

std::string CompanyOf(const Position& p, const std::string& company) {
  if (company.empty() || p.FindCompany(company)) return company;
  std::string known;
  for (const auto& c : p.companies) known += (known.empty() ? "" : ", ") + c.name;
  Refuse(404, "company", "no company '" + company + "' in " + p.file + " (companies: " + known + ")");
}

Json BodyObject(const std::string& body) {
  Json j = Json::parse(body.empty() ? "{}" : body);  // (malformed: Json::exception, 400)
  if (!j.is_object()) Refuse(400, "body", "a JSON object is expected, not " + std::string(j.type_name()));
  return j;
}

std::string QueryValue(const ApiRequest& request, const std::string& key) {
  auto it = request.query.find(key);
  return it == request.query.end() ? "" : it->second;
}

std::unique_ptr<LoadedPosition> Session(ServedFile& served, const Snapshot& s, const std::string& company) {
  const Position& p = PositionOf(s);
  return LoadedPosition::Make(p, served.games(), {CompanyOf(p, company), LoadOptions::kCompany, LoadOptions::kAudit});
}

std::shared_ptr<const SolvedVersion> SolveVersion(ServedFile& served, const Snapshot& s, const std::string& company) {
  const std::string name = CompanyOf(PositionOf(s), company);
  return s.Cached<SolvedVersion>("solved " + name, [&] {
    SolvedVersion v;
    std::shared_ptr<const KnownRoutes> known;
    SolveOptions keep;
    keep.keep_known = &known;
    v.solved = SolvePosition(Session(served, s, name), keep);
    v.base = SolvedBase{v.solved.loaded.get(), v.solved.result, known};
    return v;
  });
}

}  // namespace xxroute::serve
