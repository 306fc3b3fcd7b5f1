#include "xxroute/dividend_report.h"

#include <sstream>


namespace xxroute {

std::string DividendText(const std::string& company, const DividendResult& d) {
  std::ostringstream o;
  o << company << ": " << d.kind << " of " << d.income;
  if (d.interest) o << " (after " << d.interest << " interest)";
  o << "\n";
  if (d.per_share) o << "  per share       " << d.per_share << "\n";
  for (const auto& [holder, cash] : d.per_holder) o << "  " << holder << std::string(holder.size() < 16 ? 16 - holder.size() : 1, ' ') << cash << "\n";
  if (d.to_bank) o << "  (bank)" << std::string(10, ' ') << d.to_bank << "\n";
  o << "  treasury        " << d.to_treasury << "\n";
  if (d.price_before) {
    o << "  share price     " << *d.price_before << " -> ";
    // Each outcome with the move that happened (at a row's end fewer steps
    // than the rule asks); "unknown" with the rule's move where the market's
    // prices are not known.
    if (d.price_after.empty()) o << "unknown";
    for (size_t i = 0; i < d.price_after.size(); ++i) {
      o << (i ? " or " : "") << d.price_after[i];
      if (i < d.price_moves.size()) o << " (" << d.price_moves[i] << ")";
    }
    if (d.price_after.empty() && !d.price_moves.empty()) o << " (" << d.price_moves[0] << ")";
    o << "\n";
  }
  for (const auto& n : d.notes) o << "  note: " << n << "\n";
  return o.str();
}

}  // namespace xxroute
