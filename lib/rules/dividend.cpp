#include "xxroute/dividend.h"

#include <algorithm>
#include <map>

#include "xxroute/error.h"

namespace xxroute {

namespace {

int Part(int amount, int percent, bool up) {
  long x = static_cast<long>(amount) * percent;
  return static_cast<int>(up ? (x + 99) / 100 : x / 100);
}

bool IsPlayer(const std::string& h) { return h != "pool" && h != "ipo" && h != "market" && h != "bank"; }

// "2 right", "1 right, 1 up"; where the rule asked for more steps than the
// market had cells: "no move: the end of its row", "1 right, then the end of its row".
std::string DescribeMoves(const std::vector<std::string>& moved, int wanted, const std::string& dir) {
  std::string out;
  for (size_t i = 0; i < moved.size();) {
    size_t j = i;
    while (j < moved.size() && moved[j] == moved[i]) ++j;
    out += (out.empty() ? "" : ", ") + std::to_string(j - i) + " " + moved[i];
    i = j;
  }
  if (static_cast<int>(moved.size()) < wanted) {
    const std::string edge = dir == "right" ? "the end of its row" : "the start of its row";
    out = out.empty() ? "no move: " + edge : out + ", then " + edge;
  }
  return out.empty() ? "no move" : out;
}

}  // namespace

DividendInput DividendInputFor(const CompanySpec& c, const std::string& type) {
  DividendInput in;
  in.company = c.name;
  in.type = type;
  in.shares = c.shares;
  in.share_price = c.share_price;
  if (c.share_price_cell) in.cell = MarketCell{c.share_price_cell->first, c.share_price_cell->second};
  in.treasury = c.treasury.value_or(0);
  in.loans = c.loans.value_or(0);
  in.no_permanent_train = c.no_permanent_train.value_or(false);
  return in;
}

DividendResult PayDividend(const Market& m, const DividendInput& in, const std::string& file) {
  DividendResult res;
  res.price_before = in.share_price;
  const bool minor = std::count(m.minor_types.begin(), m.minor_types.end(), in.type) > 0;
  int income = in.income * (in.last_round ? m.last_round_multiplier : 1);
  bool frozen = false;
  std::string kind = in.kind;
  if (std::count(m.fixed_income_types.begin(), m.fixed_income_types.end(), in.type)) {
    income = in.share_price.value_or(0);
    kind = "payout";
    res.notes.push_back("a bond railway pays its share price");
  } else if (std::count(m.no_dividend_types.begin(), m.no_dividend_types.end(), in.type)) {
    income = 0;
    kind = "withhold";
    frozen = true;
    res.notes.push_back("a construction railway pays no dividend");
  } else if (minor) {
    // A minor chooses nothing: it splits its income by rule (1824 IV.2, IV.3:
    // half to its owner, half kept). A kind asked for that the rule does not
    // make is refused, never silently replaced.
    const std::string rule =
        m.minor_rule.empty() ? "a " + in.type + " splits its income by rule: half to its owner, half kept"
                             : m.minor_rule;
    if (in.kind == "payout") throw InputError(file, 0, in.company + ": no full payout: " + rule);
    if (in.kind == "withhold" && income > 0) throw InputError(file, 0, in.company + ": no withholding: " + rule);
    kind = income > 0 ? "half" : "withhold";
    frozen = true;  // minors have no share price
    res.notes.push_back(rule);
  } else if (std::count(m.forced_withhold.begin(), m.forced_withhold.end(), in.company) && in.no_permanent_train) {
    kind = "withhold";
    frozen = true;
    res.notes.push_back(in.company + " has not owned a permanent train: it withholds, its price stays");
  } else if (!m.automatic_director.empty() && in.shares.count(m.automatic_director)) {
    kind = "payout";
    res.notes.push_back(m.automatic_director + "'s companies always pay out");
  }
  if (kind.empty()) kind = std::count(m.kinds.begin(), m.kinds.end(), "payout") ? "payout" : m.kinds.front();
  if (!minor && !frozen && std::find(m.kinds.begin(), m.kinds.end(), kind) == m.kinds.end()) {
    std::string allowed;
    for (const auto& k : m.kinds) allowed += (allowed.empty() ? "" : ", ") + k;
    throw InputError(file, 0, "a dividend '" + kind + "' is not allowed here (" + allowed + ")");
  }
  if (in.last_round && kind == "withhold" && m.last_round_multiplier > 1)
    throw InputError(file, 0, "no withholding in the last round");
  res.kind = kind;
  // Interest on loans first: from the treasury in whole units, the rest from the income.
  if (m.interest_per_loan && in.loans > 0) {
    int owed = m.interest_per_loan * in.loans;
    int from_treasury = std::min(owed, in.treasury - in.treasury % m.interest_treasury_unit);
    res.interest = std::min(owed - from_treasury, income);
    income -= res.interest;
    res.notes.push_back("interest " + std::to_string(owed) + " on " + std::to_string(in.loans) + " loan(s): " +
                        std::to_string(from_treasury) + " from the treasury, " + std::to_string(res.interest) +
                        " from the income");
  }
  res.income = income;
  res.to_treasury += in.subsidy;  // mine income: the treasury's, whatever is paid out
  int listed = 0;
  for (const auto& [h, p] : in.shares) listed += p;
  auto pay_shares = [&](int pot, bool up) {
    for (const auto& [h, p] : in.shares) {
      int part = Part(pot, p, up);
      if (IsPlayer(h)) {
        if (part) res.per_holder[h] += part;
      } else if ((h == "pool" || h == "market") ? m.pool_pays_company : h == "ipo" ? m.ipo_pays_company : false) {
        res.to_treasury += part;
      } else {
        res.to_bank += part;
      }
    }
    if (listed < 100) {
      int part = Part(pot, 100 - listed, up);
      if (m.unlisted_pay_company) res.to_treasury += part;
      else res.to_bank += part;
    }
  };
  if (kind == "withhold") {
    res.to_treasury += income;
  } else if (kind == "half" && minor) {
    int kept = income / 2;
    res.to_treasury += kept;
    for (const auto& [h, p] : in.shares)
      if (IsPlayer(h) && income - kept) res.per_holder[h] += Part(income - kept, p, p == 100 ? false : m.round_up);
    if (res.per_holder.empty() && income - kept)
      res.notes.push_back("the position names no owner (company key shares): the owner's half, " +
                          std::to_string(income - kept) + ", is paid to nobody shown");
  } else if (kind == "half") {
    int pot = m.half_up_to_10 ? (income + 19) / 20 * 10 : income / 2;  // half, up to tens
    res.to_treasury += income - pot;
    pay_shares(pot, m.round_up);
  } else {
    pay_shares(income, m.round_up);
  }
  // The share price.
  if (!in.share_price) return res;
  if (frozen) {
    res.price_after.push_back(*in.share_price);
    res.price_moves.push_back("no move");
    return res;
  }
  int steps = 0;
  std::string dir;
  if (kind == "payout" && income > 0) {
    steps = m.steps.count(in.type) ? m.steps.at(in.type) : m.steps.at("default");
    if (in.last_round && m.last_round_steps > 1) steps = m.last_round_steps;
    dir = "right";
  } else if (kind == "half") {
    steps = 1;
    dir = "right";
  } else {
    steps = 1;
    dir = "left";
  }
  const int price = *in.share_price;
  if (m.cells.empty()) {
    // The market's prices are unknown (18Lilliput: its picture is lost): the
    // move is known, the new price only at the known ends, where it stays.
    if ((m.known_lowest && price < *m.known_lowest) || (m.known_highest && price > *m.known_highest))
      throw InputError(file, 0, "share price " + std::to_string(price) + " is outside the market (" +
                                    std::to_string(m.known_lowest.value_or(0)) + " to " +
                                    std::to_string(m.known_highest.value_or(0)) + ")");
    if (dir == "right" && m.known_highest && price == *m.known_highest) {
      res.price_after.push_back(price);
      res.price_moves.push_back("no move: the top of the market");
    } else if (dir == "left" && m.known_lowest && price == *m.known_lowest) {
      res.price_after.push_back(price);
      res.price_moves.push_back("no move: the bottom of the market");
    } else {
      res.price_moves.push_back(std::to_string(steps) + " " + dir);
      res.notes.push_back("the market's prices are unknown" + (m.unknown_why.empty() ? "" : " (" + m.unknown_why + ")") +
                          ": the marker moves " + std::to_string(steps) + " " + dir + ", to a price not known here");
    }
    return res;
  }
  std::vector<MarketCell> from;
  if (in.cell) {
    if (m.Price(*in.cell) != price)
      throw InputError(file, 0, "share_price_cell [" + std::to_string(in.cell->row) + ", " +
                                    std::to_string(in.cell->col) + "] holds " + std::to_string(m.Price(*in.cell)) +
                                    ", not the share price " + std::to_string(price));
    from.push_back(*in.cell);
  } else {
    from = m.CellsWith(price);
    if (from.empty())
      throw InputError(file, 0, "share price " + std::to_string(price) + " is not on the stock market");
  }
  std::map<int, std::string> after;  // price -> the move that led there
  for (MarketCell c : from) {
    std::vector<std::string> moved;  // what happened, step by step
    for (int i = 0; i < steps; ++i) {
      MarketCell n = dir == "right" ? m.Right(c) : m.Left(c);
      if (n == c) break;  // the row's end (18CZ IX.2: the marker stays)
      moved.push_back(n.row == c.row ? dir : n.row < c.row ? "up" : "down");
      c = n;
    }
    after.emplace(m.Price(c), DescribeMoves(moved, steps, dir));
  }
  for (const auto& [p, how] : after) {
    res.price_after.push_back(p);
    res.price_moves.push_back(how);
  }
  if (res.price_after.size() > 1)
    res.notes.push_back("the share price " + std::to_string(price) +
                        " is in several cells of the market: give share_price_cell for one answer");
  return res;
}

}  // namespace xxroute
