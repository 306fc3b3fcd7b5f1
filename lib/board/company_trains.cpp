// Which trains a company may own (xxroute/company_trains.h).
#include "xxroute/company_trains.h"

namespace xxroute {

std::vector<std::string> MayOwnTrains(const Game& g, const std::string& company, const std::string& type) {
  if (auto it = g.companies.find(company); it != g.companies.end() && !it->second.may_own.empty())
    return it->second.may_own;
  if (const CompanyType* t = g.FindCompanyType(type)) return t->may_own.empty() ? t->trains : t->may_own;
  return {};
}

}  // namespace xxroute
