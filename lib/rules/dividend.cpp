#include "xxroute/dividend.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "xxroute/error.h"
#include "xxroute/yaml_reader.h"

namespace xxroute {

namespace fs = std::filesystem;

std::vector<MarketCell> Market::CellsWith(int price) const {
  std::vector<MarketCell> out;
  for (int r = 0; r < static_cast<int>(cells.size()); ++r)
    for (int c = 0; c < static_cast<int>(cells[r].size()); ++c)
      if (cells[r][c] == price) out.push_back({r, c});
  return out;
}

int Market::Price(const MarketCell& c) const {
  if (c.row < 0 || c.row >= static_cast<int>(cells.size()) || c.col < 0 ||
      c.col >= static_cast<int>(cells[c.row].size()))
    return 0;
  return cells[c.row][c.col];
}

MarketCell Market::Right(MarketCell c) const {
  if (Price({c.row, c.col + 1})) return {c.row, c.col + 1};
  if (!up_at_row_end) return c;
  if (zigzag) {  // the bottom row's end goes to the top row's last cell
    if (c.row == static_cast<int>(cells.size()) - 1) return {0, static_cast<int>(cells[0].size()) - 1};
    return c;
  }
  if (Price({c.row - 1, c.col})) return {c.row - 1, c.col};
  return c;
}

MarketCell Market::Left(MarketCell c) const {
  if (c.col > 0 && Price({c.row, c.col - 1})) return {c.row, c.col - 1};
  if (!down_at_row_start) return c;
  if (zigzag) {
    if (c.row == 0) return {static_cast<int>(cells.size()) - 1, 0};
    return c;
  }
  if (Price({c.row + 1, c.col})) return {c.row + 1, c.col};
  return c;
}

namespace {

int Leading(const std::string& code) {
  int v = 0;
  size_t i = 0;
  while (i < code.size() && isdigit(static_cast<unsigned char>(code[i]))) v = v * 10 + (code[i++] - '0');
  return i ? v : 0;
}

std::vector<std::string> List(const YamlReader& r, const YAML::Node& n, const char* key) {
  if (!n[key]) return {};
  return r.StrList(n[key], std::string("dividends ") + key);
}

void ReadRules(const YamlReader& r, const YAML::Node& d, Market* m) {
  if (d["kinds"]) m->kinds = List(r, d, "kinds");
  if (d["rounding"]) m->round_up = r.Str(d["rounding"], "dividends rounding") == "up";
  if (d["bank_shares_pay"]) m->pool_pays_company = d["bank_shares_pay"].Scalar() == "company";
  if (d["ipo_shares_pay"]) m->ipo_pays_company = d["ipo_shares_pay"].Scalar() == "company";
  if (d["unlisted_shares_pay"]) m->unlisted_pay_company = d["unlisted_shares_pay"].Scalar() == "company";
  if (d["minor_split"]) {
    m->minor_types = List(r, d["minor_split"], "types");
    if (d["minor_split"]["rule"]) m->minor_rule = r.Str(d["minor_split"]["rule"], "minor_split rule");
  }
  // A subsidy (mine income) is the treasury's by the position format ("A mine's
  // value is not income: it is paid to the company's treasury"); the key only says so.
  if (d["subsidy"] && d["subsidy"].Scalar() != "treasury")
    r.Fail(d["subsidy"], "dividends subsidy: a subsidy is paid to the treasury ('treasury')");
  if (const auto& mv = d["moves"]) {
    if (mv["right_at_row_end"]) m->up_at_row_end = mv["right_at_row_end"].Scalar() == "up";
    if (mv["left_at_row_start"]) m->down_at_row_start = mv["left_at_row_start"].Scalar() == "down";
  }
  if (const auto& st = d["steps"]) {
    m->steps.clear();
    for (auto it = st.begin(); it != st.end(); ++it)
      m->steps[it->first.Scalar()] = r.IntIn(it->second, "dividends steps", 0, 5);
  }
  if (const auto& in = d["interest"]) {
    if (in["per_loan"]) m->interest_per_loan = r.IntIn(in["per_loan"], "interest per_loan", 0, 1000);
    if (in["treasury_pays_in"]) m->interest_treasury_unit = r.IntIn(in["treasury_pays_in"], "interest unit", 1, 1000);
  }
  if (const auto& f = d["forced"])
    for (const auto& e : f)
      for (const auto& c : List(r, e, "companies")) m->forced_withhold.push_back(c);
  if (d["fixed_income"]) m->fixed_income_types = List(r, d["fixed_income"], "types");
  if (d["no_dividend"]) m->no_dividend_types = List(r, d["no_dividend"], "types");
  if (const auto& lr = d["last_round"]) {
    if (lr["income_multiplier"]) m->last_round_multiplier = r.IntIn(lr["income_multiplier"], "last_round", 1, 10);
    if (lr["steps"]) m->last_round_steps = r.IntIn(lr["steps"], "last_round steps", 0, 5);
  }
  if (const auto& h = d["half"])
    if (h["holders_total"]) m->half_up_to_10 = h["holders_total"].Scalar() == "up_to_10";
  if (const auto& a = d["automatic"])
    if (a["director"]) m->automatic_director = a["director"].Scalar();
}

}  // namespace

Market LoadMarket(const Game& g) {
  fs::path file = fs::path(g.dir) / "market.yaml";
  if (!fs::exists(file)) throw InputError(g.file, 0, "game " + g.name + " has no stock market (market.yaml)");
  YamlReader r(file.string());
  YAML::Node root = r.LoadFile();
  r.OnlyKeys(root, {"layout", "market", "zones", "dividends", "market_known", "notes"}, "market");
  Market m;
  m.file = file.string();
  m.zigzag = root["layout"] && root["layout"].Scalar() == "zigzag";
  if (root["market"] && root["market"].IsSequence())
    for (const auto& row : root["market"]) {
      std::vector<int> cells;
      for (const auto& c : row) cells.push_back(Leading(c.Scalar()));
      m.cells.push_back(cells);
    }
  if (const auto& k = root["market_known"]) {
    if (k["lowest"]) m.known_lowest = r.IntIn(k["lowest"], "market_known lowest", 0, 100000);
    if (k["highest"]) m.known_highest = r.IntIn(k["highest"], "market_known highest", 0, 100000);
    if (k["why"]) m.unknown_why = r.Str(k["why"], "market_known why");
  }
  if (!root["dividends"]) r.Fail(root, "market: missing 'dividends'");
  ReadRules(r, root["dividends"], &m);
  if (!g.variant.empty() && root["dividends"]["variants"] && root["dividends"]["variants"][g.variant])
    ReadRules(r, root["dividends"]["variants"][g.variant], &m);
  if (m.kinds.empty()) m.kinds = {"payout", "withhold"};
  if (!m.steps.count("default")) m.steps["default"] = 1;
  return m;
}

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
