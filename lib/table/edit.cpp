#include "xxroute/edit.h"

#include <sstream>

#include "xxroute/board.h"
#include "xxroute/error.h"
#include "xxroute/position.h"
#include "xxroute/yaml_reader.h"
#include "xxroute/text.h"

namespace xxroute {

void RefuseEdit(const Edit& e, const Position& pos, const std::string& why) {
  throw InputError(e.source.empty() ? pos.file : e.source, 0, e.Text() + ": " + why);
}

std::string Edit::Text() const {
  switch (kind) {
    case kTrains: return "trains " + Join(trains, ",");
    case kAddTrain: return "add " + train;
    case kRemoveTrain: return "remove " + train;
    case kLay: {
      std::string text = "lay " + (ability.empty() ? "" : ability + ":") + hex + "=" + tile;
      if (rotation >= 0) text += '@' + std::to_string(rotation);
      return text;
    }
    case kToken: return "token " + (ability.empty() ? "" : ability + ":") + hex + (stop.empty() ? "" : "." + stop);
    case kBlock: return "block " + hex + (stop.empty() ? "" : "." + stop) + "=" + company;
    case kPhase: return "phase " + phase;
    case kBuy: return "buy " + train + (trade_in.empty() ? "" : " for the " + trade_in);
    case kExport: return "export " + train;
    case kRun: {
      const std::string how = payout == "payout" ? "pay" : payout;
      if (!routes.empty()) return "run " + routes + ", " + how;
      if (amount >= 0)
        return "run for " + std::to_string(amount) + (subsidy >= 0 ? " and a subsidy of " + std::to_string(subsidy) : "") +
               " declared, " + how;
      return "run, " + how;
    }
    case kTakeLoan: return amount > 1 ? "take " + std::to_string(amount) + " loans" : "take a loan";
    case kRepayLoan: return amount > 1 ? "repay " + std::to_string(amount) + " loans" : "repay a loan";
    case kBuyFrom: return "buy " + train + " from " + company + " for " + std::to_string(amount);
    case kShares: return "shares " + holder + ": " + company + " " + std::to_string(amount) + "%";
    case kPar: return "par " + company + " " + std::to_string(amount);
    case kReturn: return "return " + train;
    case kEndTurn: return "end turn";
    case kExchange: return "exchange " + (companies.empty() ? company : Join(companies) + " into " + company);
    case kDiscard: return "discard " + (company.empty() ? "" : company + "'s ") + train;
    case kBuyShares:
      return holder + " buys " + std::to_string(amount) + "% of " + company + (from.empty() ? "" : " from the " + from);
    case kSellShares: return holder + " sells " + std::to_string(amount) + "% of " + company;
    case kBuyPrivate: return holder + " buys " + company + " for " + std::to_string(amount);
    case kSellPrivate: return "sell " + company + " for " + std::to_string(amount);
    case kEndRound: return "end round";
    case kTakeOver:
      return "take over " + company + " at " + std::to_string(amount) + " a share" +
             (back.empty() ? "" : ", " + Join(back) + " sent back");
    case kTurnTrain: return "turn " + train + " to " + face;
    case kScrap: return "scrap " + train;
    case kMarker: return "marker " + company + " on " + hex;
    case kBorrow: return "borrow " + train;
    case kBankrupt: return "bankrupt";
    case kExchangePrivate: return "exchange " + company + " for a share of " + share_of;
    case kDraw: return "draw " + Join(companies);
  }
  return "";
}

namespace {

std::string Trim(std::string s) {
  while (!s.empty() && isspace(static_cast<unsigned char>(s.front()))) s.erase(s.begin());
  while (!s.empty() && isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  return s;
}

// A whole number of at most `digits` digits, or -1.
int Number(const std::string& s, size_t digits = 7) { return WholeNumber(s, digits); }

void SplitStop(const std::string& text, Edit* e) {
  auto dot = text.find('.');
  e->hex = text.substr(0, dot);
  if (dot != std::string::npos) e->stop = text.substr(dot + 1);
}

// Each reads one form of edit from `text` (trimmed, not empty) into `e`:
// "" when it reads, else the form it expects.

// Trains: "5,4+4".
std::string ReadTrainList(const std::string& text, Edit* e) {
  std::stringstream ss(text);
  for (std::string t; std::getline(ss, t, ',');) {
    t = Trim(t);
    if (t.empty()) return "train names separated by commas, e.g. 5,4+4";
    e->trains.push_back(t);
  }
  return "";
}

// A lay: "E12=57@2", or "E12=57" (the rotation left to the rules).
std::string ReadLay(std::string text, Edit* e) {
  if (const auto colon = text.find(':'); colon != std::string::npos) {  // "M3:G22=888p@0": by a private's ability
    e->ability = text.substr(0, colon);
    text = text.substr(colon + 1);
    if (e->ability.empty()) return "PRIVATE:HEX=TILE@ROTATION, e.g. M3:G22=888p@0";
  }
  auto eq = text.find('='), at = text.find('@');
  if (eq == std::string::npos || eq == 0) return "HEX=TILE@ROTATION, e.g. E12=57@2";
  e->hex = text.substr(0, eq);
  e->tile = text.substr(eq + 1, at == std::string::npos ? std::string::npos : at - eq - 1);
  if (e->tile.empty()) return "HEX=TILE@ROTATION, e.g. E12=57@2";
  if (at != std::string::npos) {
    std::string r = text.substr(at + 1);
    if (r.empty() || r.size() > 1 || !isdigit(static_cast<unsigned char>(r[0]))) return "a rotation 0..5 after '@'";
    e->rotation = r[0] - '0';
  }
  return "";
}

// The company's station: "E12", "E12.c1", or "DH:F16" by a private's ability.
std::string ReadToken(const std::string& text, Edit* e) {
  const auto colon = text.find(':');
  if (colon != std::string::npos) {
    e->ability = text.substr(0, colon);
    if (e->ability.empty() || colon + 1 == text.size()) return "HEX, HEX.STOP or PRIVATE:HEX, e.g. DH:F16";
  }
  SplitStop(colon == std::string::npos ? text : text.substr(colon + 1), e);
  return "";
}

// Another company's token: "E12.c1=BN".
std::string ReadBlock(const std::string& text, Edit* e) {
  auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == text.size()) return "HEX[.STOP]=COMPANY, e.g. E12.c1=BN";
  SplitStop(text.substr(0, eq), e);
  e->company = text.substr(eq + 1);
  return "";
}

// A purchase: "6", or "6:5" (a 6, trading in a 5).
std::string ReadBuy(const std::string& text, Edit* e) {
  auto colon = text.find(':');
  e->train = Trim(text.substr(0, colon));
  if (colon != std::string::npos) e->trade_in = Trim(text.substr(colon + 1));
  if (e->train.empty() || (colon != std::string::npos && e->trade_in.empty()))
    return "TRAIN or TRAIN:TRADED_IN, e.g. 6 or 6:5";
  return "";
}

// The run's payout: payout, withhold or half.
std::string ReadPayout(const std::string& text, Edit* e) {
  if (text != "payout" && text != "withhold" && text != "half") return "payout, withhold or half";
  e->payout = text;
  return "";
}

// A train bought from another company: "SD:3:120".
std::string ReadBuyFrom(const std::string& text, Edit* e) {
  const size_t first = text.find(':'), last = text.rfind(':');
  if (first == std::string::npos || first == last) return "COMPANY:TRAIN:PRICE, e.g. SD:3:120";
  e->company = Trim(text.substr(0, first));
  e->train = Trim(text.substr(first + 1, last - first - 1));
  e->amount = Number(Trim(text.substr(last + 1)));
  if (e->company.empty() || e->train.empty() || e->amount < 0) return "COMPANY:TRAIN:PRICE, e.g. SD:3:120";
  return "";
}

// A holder's shares: "Anna: BN 30".
std::string ReadShares(const std::string& text, Edit* e) {
  const size_t colon = text.find(':');
  const std::string rest = colon == std::string::npos ? "" : Trim(text.substr(colon + 1));
  const size_t blank = rest.find_last_of(" \t");
  if (colon == std::string::npos || blank == std::string::npos)
    return "\"HOLDER: COMPANY PERCENT\", e.g. \"Anna: BN 30\"";
  e->holder = Trim(text.substr(0, colon));
  e->company = Trim(rest.substr(0, blank));
  e->amount = Number(rest.substr(blank + 1), 3);
  if (e->holder.empty() || e->company.empty() || e->amount < 0 || e->amount > 100)
    return "\"HOLDER: COMPANY PERCENT\" with a percent 0..100, e.g. \"Anna: BN 30\"";
  return "";
}

// A player's shares bought or sold: "Anna: BN 20", "Anna: BN 20 pool".
std::string ReadShareDeal(const std::string& raw, Edit* e) {
  std::string text = raw;
  const std::string form = e->kind == Edit::kBuyShares
                               ? "\"PLAYER: COMPANY PERCENT\" or \"PLAYER: COMPANY PERCENT pool\", e.g. \"Anna: BN 20\""
                               : "\"PLAYER: COMPANY PERCENT\", e.g. \"Anna: BN 20\"";
  for (const char* place : {"ipo", "pool"}) {
    const std::string tail = std::string(" ") + place;
    if (e->kind == Edit::kBuyShares && text.size() > tail.size() &&
        text.compare(text.size() - tail.size(), tail.size(), tail) == 0) {
      e->from = place;
      text = Trim(text.substr(0, text.size() - tail.size()));
    }
  }
  if (!ReadShares(text, e).empty() || e->amount < 1) return form;
  return "";
}

// A private sold to the bank: "S1 60".
std::string ReadPrivateSold(const std::string& text, Edit* e) {
  const size_t blank = text.find_last_of(" \t");
  e->company = blank == std::string::npos ? "" : Trim(text.substr(0, blank));
  e->amount = blank == std::string::npos ? -1 : Number(text.substr(blank + 1));
  if (e->company.empty() || e->amount < 0) return "\"PRIVATE PRICE\", e.g. \"S1 60\"";
  return "";
}

// A private bought: "Anna: S1 25" (the buyer, the private, the price).
std::string ReadPrivateBought(const std::string& text, Edit* e) {
  const size_t colon = text.find(':');
  if (colon == std::string::npos || ReadPrivateSold(Trim(text.substr(colon + 1)), e) != "")
    return "\"BUYER: PRIVATE PRICE\", e.g. \"Anna: S1 25\"";
  e->holder = Trim(text.substr(0, colon));
  return e->holder.empty() ? "\"BUYER: PRIVATE PRICE\", e.g. \"Anna: S1 25\"" : "";
}

// A par price: "BN=100".
std::string ReadPar(const std::string& text, Edit* e) {
  const size_t eq = text.find('=');
  e->company = Trim(text.substr(0, eq));
  e->amount = eq == std::string::npos ? -1 : Number(Trim(text.substr(eq + 1)));
  if (e->company.empty() || e->amount < 1) return "COMPANY=PRICE, e.g. BN=100";
  return "";
}

// An exchange: "EPP", or "MESS=B,GCL" (the companies that form it).
std::string ReadExchange(const std::string& text, Edit* e) {
  auto eq = text.find('=');
  e->company = Trim(text.substr(0, eq));
  if (eq != std::string::npos) {
    std::stringstream ss(text.substr(eq + 1));
    for (std::string c; std::getline(ss, c, ',');)
      if (!Trim(c).empty()) e->companies.push_back(Trim(c));
    if (e->companies.empty()) return "COMPANY or COMPANY=JOINING,..., e.g. EPP or MESS=B,GCL";
  }
  if (e->company.empty()) return "COMPANY or COMPANY=JOINING,..., e.g. EPP or MESS=B,GCL";
  return "";
}

// The railways drawn: "EOD,KK2".
std::string ReadDraw(const std::string& text, Edit* e) {
  std::stringstream ss(text);
  for (std::string c; std::getline(ss, c, ',');)
    if (!Trim(c).empty()) e->companies.push_back(Trim(c));
  if (e->companies.empty()) return "COMPANY,COMPANY, e.g. EOD,KK2";
  return "";
}

// A private exchanged for a share: "B5=MS".
std::string ReadPrivateExchange(const std::string& text, Edit* e) {
  const size_t eq = text.find('=');
  e->company = Trim(text.substr(0, eq));
  e->share_of = eq == std::string::npos ? "" : Trim(text.substr(eq + 1));
  if (e->company.empty() || e->share_of.empty()) return "PRIVATE=COMPANY, e.g. B5=MS";
  return "";
}

// A train given up: "2", or "BK:2" (another company's).
std::string ReadDiscard(const std::string& text, Edit* e) {
  auto colon = text.find(':');
  if (colon != std::string::npos) e->company = Trim(text.substr(0, colon));
  e->train = Trim(text.substr(colon == std::string::npos ? 0 : colon + 1));
  if (e->train.empty() || (colon != std::string::npos && e->company.empty()))
    return "TRAIN or COMPANY:TRAIN, e.g. 2 or BK:2";
  return "";
}

// A takeover: "BCB:97", or "BCB:97:E12.c0,D5" (the stations sent back).
std::string ReadTakeOver(const std::string& text, Edit* e) {
  const std::string form = "COMPANY:PRICE or COMPANY:PRICE:HEX.STOP (the station sent back), e.g. BCB:97";
  const size_t first = text.find(':');
  if (first == std::string::npos) return form;
  const size_t second = text.find(':', first + 1);
  e->company = Trim(text.substr(0, first));
  e->amount = Number(Trim(text.substr(first + 1, second == std::string::npos ? std::string::npos : second - first - 1)));
  if (e->company.empty() || e->amount < 1) return form;
  if (second != std::string::npos) {
    std::stringstream ss(text.substr(second + 1));
    for (std::string s; std::getline(ss, s, ',');)
      if (!Trim(s).empty()) e->back.push_back(Trim(s));
    if (e->back.empty()) return form;
  }
  return "";
}

// A train turned: "2:2+2" (the train, the face it becomes).
std::string ReadTurnTrain(const std::string& text, Edit* e) {
  const size_t colon = text.find(':');
  e->train = Trim(text.substr(0, colon));
  e->face = colon == std::string::npos ? "" : Trim(text.substr(colon + 1));
  if (e->train.empty() || e->face.empty()) return "TRAIN:FACE, e.g. 2:2+2";
  return "";
}

// A private's marker: "RdP:H6".
std::string ReadMarker(const std::string& text, Edit* e) {
  const size_t colon = text.find(':');
  e->company = colon == std::string::npos ? "" : Trim(text.substr(0, colon));
  e->hex = colon == std::string::npos ? "" : Trim(text.substr(colon + 1));
  if (e->company.empty() || e->hex.empty()) return "PRIVATE:HEX, e.g. RdP:H6";
  return "";
}

// The value of an edit of `kind` read into `e` by its form: "" or the form expected.
std::string ReadEditValue(Edit::Kind kind, const std::string& text, Edit* e) {
  switch (kind) {
    case Edit::kTrains: return ReadTrainList(text, e);
    case Edit::kAddTrain:
    case Edit::kRemoveTrain:
    case Edit::kExport:
    case Edit::kReturn:
    case Edit::kBorrow: e->train = text; break;
    case Edit::kLay: return ReadLay(text, e);
    case Edit::kToken: return ReadToken(text, e);
    case Edit::kBlock: return ReadBlock(text, e);
    case Edit::kPhase: e->phase = text; break;
    case Edit::kBuy: return ReadBuy(text, e);
    case Edit::kRun: return ReadPayout(text, e);
    case Edit::kTakeLoan:
    case Edit::kRepayLoan:
    case Edit::kEndTurn: break;
    case Edit::kBuyFrom: return ReadBuyFrom(text, e);
    case Edit::kShares: return ReadShares(text, e);
    case Edit::kPar: return ReadPar(text, e);
    case Edit::kExchange: return ReadExchange(text, e);
    case Edit::kDiscard: return ReadDiscard(text, e);
    case Edit::kBuyShares:
    case Edit::kSellShares: return ReadShareDeal(text, e);
    case Edit::kBuyPrivate: return ReadPrivateBought(text, e);
    case Edit::kSellPrivate: return ReadPrivateSold(text, e);
    case Edit::kEndRound:
    case Edit::kBankrupt: break;
    case Edit::kTakeOver: return ReadTakeOver(text, e);
    case Edit::kTurnTrain: return ReadTurnTrain(text, e);
    case Edit::kScrap: e->train = text; break;
    case Edit::kMarker: return ReadMarker(text, e);
    case Edit::kExchangePrivate: return ReadPrivateExchange(text, e);
    case Edit::kDraw: return ReadDraw(text, e);
  }
  return "";
}

}  // namespace

Edit ParseEdit(Edit::Kind kind, const std::string& raw, const std::string& option) {
  Edit e;
  e.kind = kind;
  e.source = option;
  const std::string text = Trim(raw);
  auto bad = [&](const std::string& form) -> Edit {
    throw InputError(option, 0, "'" + text + "': expected " + form);
  };
  if (kind == Edit::kEndRound) return e;  // (no value)
  if (kind == Edit::kTakeLoan || kind == Edit::kRepayLoan) {  // (no value: one loan)
    e.amount = text.empty() ? 1 : Number(text, 2);
    if (e.amount < 1) return bad("a number of loans, e.g. 1");
    return e;
  }
  if (text.empty()) return bad("a value");
  if (const std::string form = ReadEditValue(kind, text, &e); !form.empty()) return bad(form);
  int letter, number;
  if ((kind == Edit::kLay || kind == Edit::kToken || kind == Edit::kBlock) && !ParseCoord(e.hex, &letter, &number))
    return bad("a hex coordinate such as E12");
  return e;
}

std::vector<Change> LoadScenarios(const std::string& file) {
  YamlReader r(file);
  YAML::Node root = r.LoadFile();
  r.OnlyKeys(root, {"scenarios"}, "scenarios file");
  if (!root["scenarios"] || !root["scenarios"].IsSequence()) r.Fail(root, "scenarios: expected a list of change sets");
  std::vector<Change> out;
  for (const auto& n : root["scenarios"]) {
    r.OnlyKeys(n, {"name", "trains", "add_train", "remove_train", "lay", "token", "block", "phase", "buy", "export",
                    "return_train", "exchange", "discard"},
               "scenario");
    Change c;
    if (!n["name"]) r.Fail(n, "scenario: missing 'name'");
    c.name = r.Str(n["name"], "scenario name");
    auto each = [&](const char* key, Edit::Kind kind) {
      if (!n[key]) return;
      std::vector<std::string> values;
      if (n[key].IsSequence()) values = r.StrList(n[key], std::string("scenario ") + key);
      else values.push_back(r.Str(n[key], std::string("scenario ") + key));
      for (const auto& v : values) {
        try {
          c.edits.push_back(ParseEdit(kind, v, file + ":" + std::to_string(YamlReader::Line(n[key]))));
        } catch (const InputError& e) {
          r.Fail(n[key], "scenario " + c.name + " " + key + ": " + e.message());
        }
      }
    };
    if (n["trains"]) {
      std::string joined;
      if (n["trains"].IsSequence())
        for (const auto& t : r.StrList(n["trains"], "scenario trains")) joined += (joined.empty() ? "" : ",") + t;
      else joined = r.Str(n["trains"], "scenario trains");
      c.edits.push_back(ParseEdit(Edit::kTrains, joined, file + ":" + std::to_string(YamlReader::Line(n["trains"]))));
    }
    each("add_train", Edit::kAddTrain);
    each("remove_train", Edit::kRemoveTrain);
    each("lay", Edit::kLay);
    each("token", Edit::kToken);
    each("block", Edit::kBlock);
    each("phase", Edit::kPhase);
    each("return_train", Edit::kReturn);
    each("buy", Edit::kBuy);
    each("export", Edit::kExport);
    each("exchange", Edit::kExchange);
    each("discard", Edit::kDiscard);
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace xxroute
