#include "xxroute/dividend.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "xxroute/error.h"
#include "yaml_reader.h"

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
  if (d["minor_split"]) m->minor_types = List(r, d["minor_split"], "types");
  if (d["subsidy"]) m->subsidy_to_treasury = d["subsidy"].Scalar() == "treasury";
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
    kind = income > 0 ? "half" : "withhold";
    frozen = true;  // minors have no share price
    res.notes.push_back("a " + in.type + " splits its income by rule: half to its owner, half kept");
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
  if (m.subsidy_to_treasury) res.to_treasury += in.subsidy;
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
  } else if (kind == "half") {
    int pot = m.half_up_to_10 ? (income + 19) / 20 * 10 : income / 2;  // half, up to tens
    res.to_treasury += income - pot;
    pay_shares(pot, m.round_up);
  } else {
    pay_shares(income, m.round_up);
  }
  // The share price.
  if (!in.share_price || m.cells.empty() || frozen) {
    if (in.share_price) res.price_after.push_back(*in.share_price);
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
  for (int i = 0; i < steps; ++i) res.moves.push_back(dir);
  std::vector<MarketCell> from;
  if (in.cell) {
    if (m.Price(*in.cell) != *in.share_price)
      throw InputError(file, 0, "share_price_cell [" + std::to_string(in.cell->row) + ", " +
                                    std::to_string(in.cell->col) + "] holds " + std::to_string(m.Price(*in.cell)) +
                                    ", not the share price " + std::to_string(*in.share_price));
    from.push_back(*in.cell);
  } else {
    from = m.CellsWith(*in.share_price);
    if (from.empty())
      throw InputError(file, 0, "share price " + std::to_string(*in.share_price) + " is not on the stock market");
  }
  std::set<int> after;
  for (MarketCell c : from) {
    for (int i = 0; i < steps; ++i) c = dir == "right" ? m.Right(c) : m.Left(c);
    after.insert(m.Price(c));
  }
  res.price_after.assign(after.begin(), after.end());
  if (res.price_after.size() > 1)
    res.notes.push_back("the share price " + std::to_string(*in.share_price) +
                        " is in several cells of the market: give share_price_cell for one answer");
  return res;
}

}  // namespace xxroute
