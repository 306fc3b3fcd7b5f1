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

bool SplitsIncome(const Market& m, const std::string& type) {
  return std::count(m.minor_types.begin(), m.minor_types.end(), type) > 0;
}

bool MayPayHalf(const Market& m, const std::string& type) {
  return SplitsIncome(m, type) || std::count(m.kinds.begin(), m.kinds.end(), "half") > 0;
}

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

namespace {

// What the company does with its income: the kind, and whether its share
// price stays (frozen) whatever it pays.
struct Choice {
  std::string kind;
  int income = 0;  // before interest
  bool minor = false;
  bool frozen = false;
  bool fixed = false;  // a fixed income (the share price: 1824 X.4, the bond railway)
};

// The kind a company's type or situation imposes, else the one asked for, else
// the game's default; refused when the game does not allow it.
Choice ChooseKind(const Market& m, const DividendInput& in, const std::string& file, DividendResult* res) {
  Choice c;
  c.minor = SplitsIncome(m, in.type);
  c.income = in.income * (in.last_round ? m.last_round_multiplier : 1);
  c.kind = in.kind;
  if (std::count(m.fixed_income_types.begin(), m.fixed_income_types.end(), in.type)) {
    c.income = in.share_price.value_or(0);
    c.kind = "payout";
    c.fixed = true;
    res->notes.push_back("a bond railway pays its share price");
  } else if (std::count(m.no_dividend_types.begin(), m.no_dividend_types.end(), in.type)) {
    c.income = 0;
    c.kind = "withhold";
    c.frozen = true;
    res->notes.push_back("a construction railway pays no dividend");
  } else if (c.minor) {
    // A minor chooses nothing: it splits its income by rule (1824 IV.2, IV.3:
    // half to its owner, half kept). A kind asked for that the rule does not
    // make is refused, never silently replaced.
    const std::string rule =
        m.minor_rule.empty() ? "a " + in.type + " splits its income by rule: half to its owner, half kept"
                             : m.minor_rule;
    if (in.kind == "payout") throw InputError(file, 0, in.company + ": no full payout: " + rule);
    if (in.kind == "withhold" && c.income > 0)
      throw InputError(file, 0, in.company + ": no withholding: " + rule);
    c.kind = c.income > 0 ? "half" : "withhold";
    c.frozen = true;  // minors have no share price
    res->notes.push_back(rule);
  } else if (std::count(m.forced_withhold.begin(), m.forced_withhold.end(), in.company) && in.no_permanent_train) {
    c.kind = "withhold";
    c.frozen = true;
    res->notes.push_back(in.company + " has not owned a permanent train: it withholds, its price stays");
  } else if (!m.automatic_director.empty() && in.shares.count(m.automatic_director)) {
    c.kind = "payout";
    res->notes.push_back(m.automatic_director + "'s companies always pay out");
  }
  if (c.kind.empty()) c.kind = std::count(m.kinds.begin(), m.kinds.end(), "payout") ? "payout" : m.kinds.front();
  if (!c.minor && !c.frozen && std::find(m.kinds.begin(), m.kinds.end(), c.kind) == m.kinds.end()) {
    std::string allowed;
    for (const auto& k : m.kinds) allowed += (allowed.empty() ? "" : ", ") + k;
    throw InputError(file, 0, "a dividend '" + c.kind + "' is not allowed here (" + allowed + ")");
  }
  if (in.last_round && c.kind == "withhold" && m.last_round_multiplier > 1)
    throw InputError(file, 0, "no withholding in the last round");
  return c;
}

// Interest on loans comes first: from the treasury in whole units, the rest
// from the income. Returns the income left.
int PayInterest(const Market& m, const DividendInput& in, int income, DividendResult* res) {
  if (!m.interest_per_loan || in.loans <= 0) return income;
  int owed = m.interest_per_loan * in.loans;
  int from_treasury = std::min(owed, in.treasury - in.treasury % m.interest_treasury_unit);
  res->interest = std::min(owed - from_treasury, income);
  res->interest_from_treasury = from_treasury;
  res->interest_unpaid = owed - from_treasury - res->interest;
  res->notes.push_back("interest " + std::to_string(owed) + " on " + std::to_string(in.loans) + " loan(s): " +
                       std::to_string(from_treasury) + " from the treasury, " + std::to_string(res->interest) +
                       " from the income");
  return income - res->interest;
}

// `pot` shared by the holders' percentages: players get theirs; the pool's,
// the IPO's and the unlisted shares' go to the company or the bank by the game.
void PayShares(const Market& m, const DividendInput& in, int pot, bool up, DividendResult* res) {
  if (in.share_percent > 0) res->per_share = Part(pot, in.share_percent, up);
  int listed = 0;
  for (const auto& [h, p] : in.shares) listed += p;
  for (const auto& [h, p] : in.shares) {
    int part = Part(pot, p, up);
    if (IsPlayerHolder(h)) {
      if (part) res->per_holder[h] += part;
    } else if ((h == "pool" || h == "market") ? m.pool_pays_company : h == "ipo" ? m.ipo_pays_company : false) {
      res->to_treasury += part;
    } else {
      res->to_bank += part;
    }
  }
  if (listed < 100) {
    int part = Part(pot, 100 - listed, up);
    if (m.unlisted_pay_company) res->to_treasury += part;
    else res->to_bank += part;
  }
}

// The income (after interest) to the treasury, the holders, or both; returns
// what the holders get (the company's own shares among them).
int Distribute(const Market& m, const DividendInput& in, const Choice& c, int income, DividendResult* res) {
  if (c.kind == "withhold") {
    res->to_treasury += income;
    return 0;
  }
  if (c.kind == "half" && c.minor) {
    int kept = income / 2;
    res->to_treasury += kept;
    for (const auto& [h, p] : in.shares)
      if (IsPlayerHolder(h) && income - kept) res->per_holder[h] += Part(income - kept, p, p == 100 ? false : m.round_up);
    if (res->per_holder.empty() && income - kept)
      res->notes.push_back("the position names no owner (company key shares): the owner's half, " +
                           std::to_string(income - kept) + ", is paid to nobody shown");
    return income - kept;
  }
  if (c.kind == "half") {
    int pot = m.half_up_to_10 ? (income + 19) / 20 * 10 : income / 2;  // half, up to tens
    res->to_treasury += income - pot;
    PayShares(m, in, pot, m.round_up, res);
    return pot;
  }
  PayShares(m, in, income, c.fixed ? m.fixed_income_up.value_or(m.round_up) : m.round_up, res);
  return income;
}

// Where the price marker moves, without the market: a payout of some income
// moves it right (its type's steps, the last round's), anything else left.
struct PriceMove {
  int steps = 1;
  std::string dir;
};

// By what the holders get (`paid`) against the share price, where the game
// says so (by_income): the first move whose threshold is met.
PriceMove MoveByIncome(const Market& m, int price, int paid) {
  for (const Market::IncomeMove& mv : m.by_income)
    if (price >= mv.min_price && static_cast<long>(paid) >= static_cast<long>(price) * mv.num / mv.den)
      return {mv.steps, mv.dir};
  return {0, "right"};  // (the data's last move is for any income)
}

PriceMove MoveFor(const Market& m, const DividendInput& in, const std::string& kind, int income, int paid) {
  if (!m.by_income.empty() && in.share_price) return MoveByIncome(m, *in.share_price, paid);
  if (kind == "payout" && income > 0) {
    int steps = m.steps.count(in.type) ? m.steps.at(in.type) : m.steps.at("default");
    if (in.last_round && m.last_round_steps > 1) steps = m.last_round_steps;
    return {steps, "right"};
  }
  if (kind == "half") return {1, "right"};
  return {1, "left"};
}

// The market's prices are unknown (18Lilliput: its picture is lost): the move
// is known, the new price only at the known ends, where it stays.
void MoveOnUnknownMarket(const Market& m, int price, const PriceMove& mv, const std::string& file,
                         DividendResult* res) {
  if ((m.known_lowest && price < *m.known_lowest) || (m.known_highest && price > *m.known_highest))
    throw InputError(file, 0, "share price " + std::to_string(price) + " is outside the market (" +
                                  std::to_string(m.known_lowest.value_or(0)) + " to " +
                                  std::to_string(m.known_highest.value_or(0)) + ")");
  if (mv.dir == "right" && m.known_highest && price == *m.known_highest) {
    res->price_after.push_back(price);
    res->price_moves.push_back("no move: the top of the market");
  } else if (mv.dir == "left" && m.known_lowest && price == *m.known_lowest) {
    res->price_after.push_back(price);
    res->price_moves.push_back("no move: the bottom of the market");
  } else {
    res->price_moves.push_back(std::to_string(mv.steps) + " " + mv.dir);
    res->notes.push_back("the market's prices are unknown" + (m.unknown_why.empty() ? "" : " (" + m.unknown_why + ")") +
                         ": the marker moves " + std::to_string(mv.steps) + " " + mv.dir +
                         ", to a price not known here");
  }
}

// The cells the marker may be on: the one given, else every cell of the price.
std::vector<MarketCell> CellsFrom(const Market& m, const DividendInput& in, int price, const std::string& file) {
  if (in.cell) {
    if (m.Price(*in.cell) != price)
      throw InputError(file, 0, "share_price_cell [" + std::to_string(in.cell->row) + ", " +
                                    std::to_string(in.cell->col) + "] holds " + std::to_string(m.Price(*in.cell)) +
                                    ", not the share price " + std::to_string(price));
    return {*in.cell};
  }
  std::vector<MarketCell> from = m.CellsWith(price);
  if (from.empty()) throw InputError(file, 0, "share price " + std::to_string(price) + " is not on the stock market");
  return from;
}

// The marker moved step by step on the market from each cell it may be on.
void MoveOnMarket(const Market& m, const DividendInput& in, int price, const PriceMove& mv, const std::string& file,
                  DividendResult* res) {
  std::map<int, std::pair<std::string, MarketCell>> after;  // price -> the move that led there, the cell
  for (MarketCell c : CellsFrom(m, in, price, file)) {
    std::vector<std::string> moved;  // what happened, step by step
    for (int i = 0; i < mv.steps; ++i) {
      MarketCell n = mv.dir == "right" ? m.Right(c) : m.Left(c);
      if (n == c) break;  // the row's end (18CZ IX.2: the marker stays)
      moved.push_back(n.row == c.row ? mv.dir : n.row < c.row ? "up" : "down");
      c = n;
    }
    after.emplace(m.Price(c), std::make_pair(DescribeMoves(moved, mv.steps, mv.dir), c));
  }
  for (const auto& [p, how] : after) {
    res->price_after.push_back(p);
    res->price_moves.push_back(how.first);
    res->cell_after.push_back(how.second);
  }
  if (res->price_after.size() > 1)
    res->notes.push_back("the share price " + std::to_string(price) +
                         " is in several cells of the market: give share_price_cell for one answer");
}

}  // namespace

DividendResult PayDividend(const Market& m, const DividendInput& in, const std::string& file) {
  DividendResult res;
  res.price_before = in.share_price;
  const Choice choice = ChooseKind(m, in, file, &res);
  res.kind = choice.kind;
  const int income = PayInterest(m, in, choice.income, &res);
  res.income = income;
  res.to_treasury += in.subsidy;  // mine income: the treasury's, whatever is paid out
  const int paid = Distribute(m, in, choice, income, &res);
  // The share price.
  if (!in.share_price) return res;
  const int price = *in.share_price;
  if (choice.frozen) {
    res.price_after.push_back(price);
    res.price_moves.push_back("no move");
    return res;
  }
  const PriceMove mv = MoveFor(m, in, choice.kind, income, paid);
  if (m.cells.empty()) MoveOnUnknownMarket(m, price, mv, file, &res);
  else MoveOnMarket(m, in, price, mv, file, &res);
  return res;
}

}  // namespace xxroute
