#include "xxroute/edit.h"

#include <sstream>

#include "xxroute/board.h"
#include "xxroute/error.h"
#include "xxroute/yaml_reader.h"
#include "xxroute/text.h"

namespace xxroute {

std::string Edit::Text() const {
  switch (kind) {
    case kTrains: return "trains " + Join(trains, ",");
    case kAddTrain: return "add " + train;
    case kRemoveTrain: return "remove " + train;
    case kLay: {
      std::string text = "lay " + hex + "=" + tile;
      if (rotation >= 0) text += '@' + std::to_string(rotation);
      return text;
    }
    case kToken: return "token " + hex + (stop.empty() ? "" : "." + stop);
    case kBlock: return "block " + hex + (stop.empty() ? "" : "." + stop) + "=" + company;
    case kPhase: return "phase " + phase;
    case kBuy: return "buy " + train + (trade_in.empty() ? "" : " for the " + trade_in);
    case kExport: return "export " + train;
    case kExchange: return "exchange " + (companies.empty() ? company : Join(companies) + " into " + company);
    case kDiscard: return "discard " + (company.empty() ? "" : company + "'s ") + train;
  }
  return "";
}

namespace {

std::string Trim(std::string s) {
  while (!s.empty() && isspace(static_cast<unsigned char>(s.front()))) s.erase(s.begin());
  while (!s.empty() && isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  return s;
}

void SplitStop(const std::string& text, Edit* e) {
  auto dot = text.find('.');
  e->hex = text.substr(0, dot);
  if (dot != std::string::npos) e->stop = text.substr(dot + 1);
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
  if (text.empty()) return bad("a value");
  switch (kind) {
    case Edit::kTrains: {
      std::stringstream ss(text);
      for (std::string t; std::getline(ss, t, ',');) {
        t = Trim(t);
        if (t.empty()) return bad("train names separated by commas, e.g. 5,4+4");
        e.trains.push_back(t);
      }
      break;
    }
    case Edit::kAddTrain:
    case Edit::kRemoveTrain: e.train = text; break;
    case Edit::kLay: {
      auto eq = text.find('='), at = text.find('@');
      if (eq == std::string::npos || eq == 0) return bad("HEX=TILE@ROTATION, e.g. E12=57@2");
      e.hex = text.substr(0, eq);
      e.tile = text.substr(eq + 1, at == std::string::npos ? std::string::npos : at - eq - 1);
      if (e.tile.empty()) return bad("HEX=TILE@ROTATION, e.g. E12=57@2");
      if (at != std::string::npos) {
        std::string r = text.substr(at + 1);
        if (r.empty() || r.size() > 1 || !isdigit(static_cast<unsigned char>(r[0])))
          return bad("a rotation 0..5 after '@'");
        e.rotation = r[0] - '0';
      }
      break;
    }
    case Edit::kToken: SplitStop(text, &e); break;
    case Edit::kBlock: {
      auto eq = text.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
        return bad("HEX[.STOP]=COMPANY, e.g. E12.c1=BN");
      SplitStop(text.substr(0, eq), &e);
      e.company = text.substr(eq + 1);
      break;
    }
    case Edit::kPhase: e.phase = text; break;
    case Edit::kBuy: {
      auto colon = text.find(':');
      e.train = Trim(text.substr(0, colon));
      if (colon != std::string::npos) e.trade_in = Trim(text.substr(colon + 1));
      if (e.train.empty() || (colon != std::string::npos && e.trade_in.empty()))
        return bad("TRAIN or TRAIN:TRADED_IN, e.g. 6 or 6:5");
      break;
    }
    case Edit::kExport: e.train = text; break;
    case Edit::kExchange: {
      auto eq = text.find('=');
      e.company = Trim(text.substr(0, eq));
      if (eq != std::string::npos) {
        std::stringstream ss(text.substr(eq + 1));
        for (std::string c; std::getline(ss, c, ',');)
          if (!Trim(c).empty()) e.companies.push_back(Trim(c));
        if (e.companies.empty()) return bad("COMPANY or COMPANY=JOINING,..., e.g. EPP or MESS=B,GCL");
      }
      if (e.company.empty()) return bad("COMPANY or COMPANY=JOINING,..., e.g. EPP or MESS=B,GCL");
      break;
    }
    case Edit::kDiscard: {
      auto colon = text.find(':');
      if (colon != std::string::npos) e.company = Trim(text.substr(0, colon));
      e.train = Trim(text.substr(colon == std::string::npos ? 0 : colon + 1));
      if (e.train.empty() || (colon != std::string::npos && e.company.empty()))
        return bad("TRAIN or COMPANY:TRAIN, e.g. 2 or BK:2");
      break;
    }
  }
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
                     "exchange", "discard"},
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
    each("buy", Edit::kBuy);
    each("export", Edit::kExport);
    each("exchange", Edit::kExchange);
    each("discard", Edit::kDiscard);
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace xxroute
