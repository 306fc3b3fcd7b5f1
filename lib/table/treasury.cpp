#include "treasury.h"

#include "xxroute/text.h"

namespace xxroute {

void CheckAffordable(const Position& pos, const std::string& company, const Edit& e, int cost,
                     const std::vector<std::string>& costs) {
  const CompanySpec* co = pos.FindCompany(company);
  if (!co || !co->treasury || cost <= *co->treasury) return;
  throw CannotPay(e.source.empty() ? pos.file : e.source, 0,
                  e.Text() + ": costs " + std::to_string(cost) + " (" + Join(costs) + "), " + company + " has " +
                      std::to_string(*co->treasury) + " left");
}

}  // namespace xxroute
