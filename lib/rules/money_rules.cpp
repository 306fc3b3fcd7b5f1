// Loans and trains between companies, by each game's rulebook (the files
// under shared/rules: 000 18CZ, 001 18Lilliput, 002 1824, 003 1836jr).
#include "xxroute/money_rules.h"

#include <algorithm>

#include "xxroute/company_trains.h"
#include "xxroute/train_rules.h"
#include "xxroute/text.h"

namespace xxroute {

namespace {

bool Starts(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// 1836jr56, 003 lines 216, 222-224.
constexpr int kLoan = 100;
constexpr int kLoanAfterInterest = 90;
constexpr int kLastLoanPhase = 3;  // "w fazie 1-4": the phases of the 2, 3, 4 and 5 trains

}  // namespace

int PlayerShares(const CompanySpec& c) {
  if (c.shares.empty()) return -1;
  int percent = 0;
  for (const auto& [holder, p] : c.shares)
    if (IsPlayerHolder(holder)) percent += p;
  return percent / 10;
}

std::string President(const CompanySpec& c) {
  std::string best;
  int most = 0;
  for (const auto& holder : c.shares_order)
    if (IsPlayerHolder(holder) && c.shares.at(holder) > most) best = holder, most = c.shares.at(holder);
  return best;
}

LoanMove CheckPresidentPays(const CompanySpec& c, size_t trains, int amount, int cash) {
  LoanMove m;
  const std::string rule = "1824 VII.11-12, 002 lines 753, 778-794";
  if (trains > 0) {
    m.why = rule + ": the president pays toward a train only for a company that must buy one, having none (" + c.name +
            " has " + std::to_string(trains) + ")";
    return m;
  }
  const std::string president = President(c);
  if (president.empty()) {
    m.why = c.name + " has no president the file knows (no player holds its shares)";
    return m;
  }
  if (cash >= 0 && amount > cash) {
    m.why = president + " has " + std::to_string(cash) + ", not " + std::to_string(amount) + " (" + rule +
            ": shares sold and the bank's loan at 50% make up the rest; xxroute does not make them)";
    return m;
  }
  m.ok = true;
  m.cash = amount;
  m.note = rule + ": the president makes up what the treasury lacks";
  return m;
}

LoanMove CheckTakeLoan(const Game& g, const CompanySpec& c, int phase, int count, bool after_run, int taken) {
  LoanMove m;
  const Market& market = g.market();
  if (!market.interest_per_loan) {
    m.why = g.title + " has no loans (its market gives no interest on them)";
    return m;
  }
  if (phase > kLastLoanPhase) {
    m.why = "1836jr56, 003 line 222: a company borrows only in phases 1-4 (the 2 to 5 trains); this is phase " +
            g.phases[phase].name;
    return m;
  }
  if (count > 1) {
    m.why = "1836jr56, 003 line 222: a company borrows 100F once per operating round, not " + std::to_string(count) +
            " loans";
    return m;
  }
  if (taken > 0) {
    m.why = "1836jr56, 003 line 222: a company borrows 100F once per operating round, and " + c.name +
            " has borrowed in this one";
    return m;
  }
  const int loans = c.loans.value_or(0), held = PlayerShares(c);
  if (held >= 0 && loans + count > held) {
    m.why = "1836jr56, 003 line 218: no more loans than shares in the players' hands (" + std::to_string(held) +
            "; " + c.name + " has " + std::to_string(loans) + ")";
    return m;
  }
  m.ok = true;
  m.cash = after_run ? kLoanAfterInterest : kLoan;
  if (after_run) m.note = "taken after the interest was paid: the company gets 90 (003 line 224)";
  if (held < 0)
    m.note += std::string(m.note.empty() ? "" : "; ") + "the file lists no shares: the limit of 003 line 218 is not checked";
  return m;
}

LoanMove CheckRepayLoan(const Game& g, const CompanySpec& c, int count) {
  LoanMove m;
  if (!g.market().interest_per_loan) {
    m.why = g.title + " has no loans (its market gives no interest on them)";
    return m;
  }
  const int loans = c.loans.value_or(0);
  if (count > loans) {
    m.why = c.name + " has " + std::to_string(loans) + " loan(s), not " + std::to_string(count) + " to repay";
    return m;
  }
  m.ok = true;
  m.cash = kLoan * count;  // 003 line 216: "każdą za 100F"
  const int held = PlayerShares(c);
  if (held >= 0 && loans - count > held)
    m.note = "still " + std::to_string(loans - count - held) +
             " loan(s) more than the players' shares: the president must repay them (003 line 218)";
  return m;
}

namespace {

// The game's rule on a price between companies; "" when it allows `price`.
std::string PriceRule(const Game& g, const Company& buyer, const CompanySpec& seller, const std::string& train,
                      int price, std::string* note) {
  const TrainOffer* offer = g.FindOffer(train);
  const int face = offer ? offer->price : 0;
  const std::string& game = g.name;
  if (Starts(game, "1824") && face) {  // 002 lines 771-772
    const std::string a = buyer.spec ? President(*buyer.spec) : "", b = President(seller);
    if (!a.empty() && !b.empty() && a != b && price != face)
      return "1824 VII.11, 002 line 772: between companies of different directors (" + a + ", " + b +
             ") a train costs its face price, " + std::to_string(face);
    if (a.empty() || b.empty())
      *note = "the directors are not known (no shares: listed): a train between different directors costs " +
              std::to_string(face) + " (002 line 772)";
  }
  if (Starts(game, "1836jr") && face && seller.name == "MESS" && price != face)  // 003 line 204
    return "1836jr56, 003 line 204: a train bought from the CGR (MESS) costs the price on its card, " +
           std::to_string(face);
  if (price < 1) {
    if (Starts(game, "18CZ")) return "18CZ VIII.10, 000 line 1059: the price is at least 1 K";
    if (Starts(game, "18Lilliput")) return "18Lilliput, 001 line 256: the price is at least 1";
    if (Starts(game, "1824")) return "1824 VII.11, 002 line 771: the price is at least 1";
    return "the price is at least 1";
  }
  return "";
}

// The phase from which trains change hands; "" when they may now.
std::string PhaseRule(const Game& g, int phase) {
  if (Starts(g.name, "18CZ") && phase < 1)  // 000 line 1058
    return "18CZ VIII.10, 000 line 1058: trains change hands only after the first b train is sold";
  if (Starts(g.name, "1824") && phase < 1)  // 002 lines 763, 770
    return "1824 VII.11, 002 line 770: trains change hands only after the first 3 train is bought";
  return "";
}

}  // namespace

Trade CheckTrainFrom(const Board& board, const Company& buyer, const CompanySpec& seller, const std::string& train,
                     int price) {
  Trade t;
  if (!board.game()) {
    t.why = "a train between companies needs the game's rules: the file names no 'game'";
    return t;
  }
  const Game& g = *board.game();
  const int phase = g.PhaseIndex(board.position().phase);
  if (seller.name == buyer.name) {
    t.why = "a company does not buy its own train";
    return t;
  }
  if (std::none_of(seller.trains.begin(), seller.trains.end(), [&](const TrainRef& r) { return r.name == train; })) {
    t.why = seller.name + " has no " + train + " train";
    return t;
  }
  if (t.why = PhaseRule(g, phase); !t.why.empty()) return t;
  const std::vector<std::string> may_own = MayOwnTrains(g, buyer.name, buyer.type);
  if (!may_own.empty() && std::find(may_own.begin(), may_own.end(), train) == may_own.end()) {
    t.why = buyer.name + " (" + buyer.type + ") may own only " + Join(may_own) + " trains, not a " + train;
    return t;
  }
  if (const TrainLimitCount c = TrainLimitOf(g, phase, buyer); c.Over(1) > 0) {  // 1824 VII.11, 002 line 766: no purchase at the limit
    t.why = "train limit " + std::to_string(*c.limit) + " in phase " + g.phases[phase].name + ": " + buyer.name +
            " owns " + std::to_string(c.owned);
    return t;
  }
  if (t.why = PriceRule(g, buyer, seller, train, price, &t.note); !t.why.empty()) return t;
  t.ok = true;
  return t;
}

}  // namespace xxroute
