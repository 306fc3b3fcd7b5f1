// The stock market of a game (maps/<game>/market.yaml): its cells and its
// dividend rules, as read.
#include "xxroute/market.h"

#include <string>

#include "xxroute/text.h"
#include "xxroute/yaml_reader.h"

namespace xxroute {

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

// On a zigzag market (two rows, bottom[0] < top[0] < bottom[1] < ...) a
// cell's place in the rising sequence, and the cell of a place.
namespace {
int ZigzagPlace(const Market& m, MarketCell c) {
  return c.row == static_cast<int>(m.cells.size()) - 1 ? 2 * c.col : 2 * c.col + 1;
}
MarketCell ZigzagCell(const Market& m, int place) {
  return place % 2 == 0 ? MarketCell{static_cast<int>(m.cells.size()) - 1, place / 2} : MarketCell{0, place / 2};
}
}  // namespace

MarketCell Market::Down(MarketCell c) const {
  if (zigzag) {
    const int place = ZigzagPlace(*this, c);
    return place > 0 && Price(ZigzagCell(*this, place - 1)) ? ZigzagCell(*this, place - 1) : c;
  }
  return Price({c.row + 1, c.col}) ? MarketCell{c.row + 1, c.col} : c;
}

MarketCell Market::Up(MarketCell c) const {
  if (zigzag) {
    const MarketCell up = ZigzagCell(*this, ZigzagPlace(*this, c) + 1);
    return Price(up) ? up : c;
  }
  return c.row > 0 && Price({c.row - 1, c.col}) ? MarketCell{c.row - 1, c.col} : c;
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

// "N" or "N/D", whole numbers with D at least 1; false for anything else.
bool ParseFraction(const std::string& s, int* num, int* den) {
  const size_t slash = s.find('/');
  const std::string n = s.substr(0, slash), d = slash == std::string::npos ? "1" : s.substr(slash + 1);
  *num = WholeNumber(n, 5);
  *den = WholeNumber(d, 5);
  return *num >= 0 && *den >= 1;
}

// dividends by_income: {rule, moves: [{at_least: "N" or "N/D", price_at_least,
// right: STEPS or left: STEPS}, ...]}, the last for any income (at_least 0).
void ReadByIncome(const YamlReader& r, const YAML::Node& b, Market* m) {
  r.ExpectMap(b, "dividends by_income");
  r.OnlyKeys(b, {"rule", "moves"}, "dividends by_income");
  if (!Field(b, "rule") || !Field(b, "moves")) r.Fail(b, "dividends by_income: needs rule and moves");
  m->by_income_rule = r.Str(Field(b, "rule"), "dividends by_income rule");
  const YAML::Node moves = Field(b, "moves");
  if (!moves.IsSequence() || moves.size() == 0) r.Fail(moves, "dividends by_income moves: expected a list");
  m->by_income.clear();
  for (const auto& e : moves) {
    r.ExpectMap(e, "dividends by_income move");
    r.OnlyKeys(e, {"at_least", "price_at_least", "right", "left"}, "dividends by_income move");
    Market::IncomeMove mv;
    if (!Field(e, "at_least")) r.Fail(e, "dividends by_income move: needs at_least (times the share price)");
    const std::string at = r.Str(Field(e, "at_least"), "dividends by_income at_least");
    if (!ParseFraction(at, &mv.num, &mv.den))
      r.Fail(Field(e, "at_least"), "dividends by_income at_least: expected N or N/D times the share price, got '" + at + "'");
    if (Field(e, "price_at_least"))
      mv.min_price = r.IntIn(Field(e, "price_at_least"), "dividends by_income price_at_least", 0, 100000);
    if (Field(e, "right").IsDefined() == Field(e, "left").IsDefined())
      r.Fail(e, "dividends by_income move: give right or left, the steps");
    mv.dir = Field(e, "right") ? "right" : "left";
    mv.steps = r.IntIn(Field(e, mv.dir), "dividends by_income " + mv.dir, 0, 5);
    m->by_income.push_back(mv);
  }
  if (m->by_income.back().num != 0 || m->by_income.back().min_price != 0)
    r.Fail(moves, "dividends by_income moves: the last must be for any income (at_least: \"0\")");
}

void ReadRules(const YamlReader& r, const YAML::Node& d, Market* m) {
  r.ExpectMap(d, "dividends");
  r.OnlyKeys(d, {"kinds", "kinds_rule", "rounding", "bank_shares_pay", "ipo_shares_pay", "unlisted_shares_pay",
                 "minor_split", "subsidy", "moves", "steps", "by_income", "interest", "forced", "fixed_income", "no_dividend",
                 "last_round", "half", "automatic", "variants", "notes"},
             "dividends");
  if (Field(d, "kinds")) m->kinds = List(r, d, "kinds");
  if (Field(d, "kinds_rule")) m->kinds_rule = r.Str(Field(d, "kinds_rule"), "dividends kinds_rule");
  if (Field(d, "rounding")) m->round_up = r.Str(Field(d, "rounding"), "dividends rounding") == "up";
  if (Field(d, "bank_shares_pay")) m->pool_pays_company = Field(d, "bank_shares_pay").Scalar() == "company";
  if (Field(d, "ipo_shares_pay")) m->ipo_pays_company = Field(d, "ipo_shares_pay").Scalar() == "company";
  if (Field(d, "unlisted_shares_pay")) m->unlisted_pay_company = Field(d, "unlisted_shares_pay").Scalar() == "company";
  if (Field(d, "minor_split")) {
    m->minor_types = List(r, Field(d, "minor_split"), "types");
    if (Field(Field(d, "minor_split"), "rule")) m->minor_rule = r.Str(Field(Field(d, "minor_split"), "rule"), "minor_split rule");
  }
  // A subsidy (mine income) is the treasury's by the position format ("A mine's
  // value is not income: it is paid to the company's treasury"); the key only says so.
  if (Field(d, "subsidy") && Field(d, "subsidy").Scalar() != "treasury")
    r.Fail(Field(d, "subsidy"), "dividends subsidy: a subsidy is paid to the treasury ('treasury')");
  if (const auto& mv = Field(d, "moves")) {
    if (Field(mv, "right_at_row_end")) m->up_at_row_end = Field(mv, "right_at_row_end").Scalar() == "up";
    if (Field(mv, "left_at_row_start")) m->down_at_row_start = Field(mv, "left_at_row_start").Scalar() == "down";
  }
  if (const auto& st = Field(d, "steps")) {
    m->steps.clear();
    for (auto it = st.begin(); it != st.end(); ++it)
      m->steps[it->first.Scalar()] = r.IntIn(it->second, "dividends steps", 0, 5);
  }
  if (const auto& b = Field(d, "by_income")) ReadByIncome(r, b, m);
  if (const auto& in = Field(d, "interest")) {
    if (Field(in, "per_loan")) m->interest_per_loan = r.IntIn(Field(in, "per_loan"), "interest per_loan", 0, 1000);
    if (Field(in, "treasury_pays_in")) m->interest_treasury_unit = r.IntIn(Field(in, "treasury_pays_in"), "interest unit", 1, 1000);
  }
  if (const auto& f = Field(d, "forced"))
    for (const auto& e : f)
      for (const auto& c : List(r, e, "companies")) m->forced_withhold.push_back(c);
  if (Field(d, "fixed_income")) m->fixed_income_types = List(r, Field(d, "fixed_income"), "types");
  if (Field(d, "fixed_income") && Field(Field(d, "fixed_income"), "rounding"))
    m->fixed_income_up = r.Str(Field(Field(d, "fixed_income"), "rounding"), "dividends fixed_income rounding") == "up";
  if (Field(d, "fixed_income") && Field(Field(d, "fixed_income"), "rule"))
    m->fixed_income_rule = r.Str(Field(Field(d, "fixed_income"), "rule"), "dividends fixed_income rule");
  if (Field(d, "no_dividend")) m->no_dividend_types = List(r, Field(d, "no_dividend"), "types");
  if (const auto& lr = Field(d, "last_round")) {
    if (Field(lr, "income_multiplier")) m->last_round_multiplier = r.IntIn(Field(lr, "income_multiplier"), "last_round", 1, 10);
    if (Field(lr, "steps")) m->last_round_steps = r.IntIn(Field(lr, "steps"), "last_round steps", 0, 5);
  }
  if (const auto& h = Field(d, "half"))
    if (Field(h, "holders_total")) m->half_up_to_10 = Field(h, "holders_total").Scalar() == "up_to_10";
  if (const auto& a = Field(d, "automatic"))
    if (Field(a, "director")) m->automatic_director = Field(a, "director").Scalar();
}

}  // namespace

Market ReadMarket(const std::string& file, const std::string& variant) {
  YamlReader r(file);
  YAML::Node root = r.LoadFile();
  r.OnlyKeys(root, {"layout", "market", "zones", "par_by_type", "dividends", "market_known", "notes"}, "market");
  Market m;
  m.file = file;
  m.zigzag = Field(root, "layout") && Field(root, "layout").Scalar() == "zigzag";
  std::map<char, std::vector<std::string>> types_of;  // a par cell's letter: the company types it is for
  if (const auto& t = Field(root, "par_by_type")) {
    for (auto it = t.begin(); it != t.end(); ++it) {
      const std::string key = it->first.Scalar(), value = it->second.Scalar();
      if (key == "rule") {
        m.par_rule = value;
      } else if (value == "none") {  // (never parred: 1846's minors)
        m.par_cells_by_type[key];
      } else {
        if (value.size() != 1 || std::string("pPz").find(value) == std::string::npos)
          r.Fail(it->second, "par_by_type " + key + ": expected one of the par letters p, P, z, or none");
        types_of[value[0]].push_back(key);
      }
    }
  }
  if (Field(root, "market") && Field(root, "market").IsSequence())
    for (const auto& row : Field(root, "market")) {
      std::vector<int> cells;
      for (const auto& c : row) {
        const std::string code = c.Scalar();
        const MarketCell at{static_cast<int>(m.cells.size()), static_cast<int>(cells.size())};
        if (code.find_first_of("pPzs") != std::string::npos) m.par_cells.push_back(at);  // (s: 1824's state railways' 120)
        for (const char letter : code)
          for (const auto& type : types_of[letter]) m.par_cells_by_type[type].push_back(at);
        cells.push_back(Leading(code));
      }
      m.cells.push_back(cells);
    }
  if (const auto& k = Field(root, "market_known")) {
    if (Field(k, "lowest")) m.known_lowest = r.IntIn(Field(k, "lowest"), "market_known lowest", 0, 100000);
    if (Field(k, "highest")) m.known_highest = r.IntIn(Field(k, "highest"), "market_known highest", 0, 100000);
    if (Field(k, "why")) m.unknown_why = r.Str(Field(k, "why"), "market_known why");
  }
  if (!Field(root, "dividends")) r.Fail(root, "market: missing 'dividends'");
  ReadRules(r, Field(root, "dividends"), &m);
  if (!variant.empty() && Field(Field(root, "dividends"), "variants") && Field(Field(root, "dividends"), "variants")[variant])
    ReadRules(r, Field(Field(root, "dividends"), "variants")[variant], &m);
  if (m.kinds.empty()) m.kinds = {"payout", "withhold"};
  if (!m.steps.count("default")) m.steps["default"] = 1;
  return m;
}

}  // namespace xxroute
