// Edit: one change to a position as the command line or a scenario file
// writes it (trains, a tile lay, a station, another company's token, a
// phase), and named sets of them (Change).
#pragma once

#include <string>
#include <vector>

namespace xxroute {

struct Edit {
  enum Kind { kTrains, kAddTrain, kRemoveTrain, kLay, kToken, kBlock, kPhase } kind = kTrains;
  std::vector<std::string> trains;  // kTrains: the company's trains, replaced
  std::string train;                // kAddTrain, kRemoveTrain
  std::string hex;                  // kLay, kToken, kBlock
  std::string tile;                 // kLay
  int rotation = 0;                 // kLay
  std::string stop;                 // kToken, kBlock: the stop id ("" = the hex's only city)
  std::string company;              // kBlock: whose token
  std::string phase;                // kPhase
  std::string Text() const;         // as written on the command line
};

// Parses the command line's forms: trains "5,4+4"; lay "E12=57@2"; token
// "E12" or "E12.c1"; block "E12.c1=BN"; phase "5". `option` names it in errors.
Edit ParseEdit(Edit::Kind kind, const std::string& text, const std::string& option);

struct Change {
  std::string name;  // as shown in the table
  std::vector<Edit> edits;
};

// Reads named change sets: `scenarios: [{name: N, trains: ..., lay: [..], ...}]`.
std::vector<Change> LoadScenarios(const std::string& file);

}  // namespace xxroute
