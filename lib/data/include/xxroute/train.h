// Train: a train type as counting rules (rows of stop kinds with visit and
// pay caps, a multiplier, a divisor); pay.h chooses the stops it pays.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

namespace xxroute {

enum class StopKind : uint8_t { kCity = 0, kTown = 1, kOffboard = 2, kMine = 3 };
constexpr int kStopKinds = 4;
const char* KindName(StopKind k);
bool ParseKind(const std::string& s, StopKind* out);

using KindMask = uint8_t;  // bit (1 << kind)
inline KindMask Bit(StopKind k) { return static_cast<KindMask>(1u << static_cast<int>(k)); }

enum class Rounding : uint8_t { kDown, kDownTo10, kUp, kUpTo10 };
// Divides `value` by `divisor` with the named rounding.
int Divide(int value, int divisor, Rounding r);

constexpr int kNoCap = 1 << 20;  // "99" and "999" in the files mean no cap

struct TrainRow {
  KindMask kinds = 0;
  int visit = 0;  // how many stops the row may hold
  int pay = 0;    // how many of them are paid (the best ones)
};

// Counts of visited stops per kind.
using KindCounts = std::array<int, kStopKinds>;

struct Train {
  std::string name;
  std::vector<TrainRow> rows;
  int pay_total = kNoCap;
  int multiplier = 1;
  int divisor = 1;
  Rounding rounding = Rounding::kDown;
  std::array<int, kStopKinds> must_visit{};  // at least this many of each kind
  KindMask pay_first = 0;
  bool paid_stops_need_token = false;
  int stop_bonuses = kNoCap;  // how many stop `bonus`es a route earns (the best ones)
  bool shares_track = false;  // runs on track the company's other trains use
  // The key of a stop's revenue this train is paid where the stop has one,
  // instead of the phase's colour (1889's D: the offboards' `diesel` value;
  // 18xx.games part/revenue_center.rb route_revenue). "": the colour's.
  std::string revenue_key;
  std::string obsolete_as;  // (game data) the train it becomes when obsolete

  // A train with one row of every kind but mines and this range.
  static Train Plain(const std::string& name, int range);

  bool CanVisit(StopKind k) const;
  // One row paying every stop it holds: no choice to make (plain, diesel).
  bool Simple() const { return rows.size() == 1 && rows[0].pay >= rows[0].visit && pay_total >= rows[0].visit; }
  // Whether the counts fit the rows (ignores must_visit, which only the
  // finished route can meet).
  bool Fits(const KindCounts& n) const;
  // Maximal numbers of paid stops per kind for these visited counts; empty
  // when the counts do not fit. Cached; safe to call from several threads.
  const std::vector<KindCounts>& PayOptions(const KindCounts& n) const;
  // What a route of it may hold, for messages: "3 towns and 3 cities, towns or offboards".
  std::string Capacity() const;

 private:
  mutable std::shared_mutex cache_mutex_;
  mutable std::map<KindCounts, std::vector<KindCounts>> cache_;

 public:
  Train() = default;
  Train(const Train& o);
  Train& operator=(const Train& o);
};

}  // namespace xxroute
