// Where the game data is: MapsDir() and SetMapsDir() of xxroute/game.h.
#include <cstdlib>
#include <filesystem>
#include <string>

#include "xxroute/game.h"

namespace xxroute {

namespace fs = std::filesystem;

namespace {
std::string& GivenDir() {
  static std::string dir;
  return dir;
}
}  // namespace

void SetMapsDir(const std::string& dir) { GivenDir() = dir; }

std::string MapsDir() {
  if (const char* env = std::getenv("XXROUTE_MAPS"); env && *env) return env;
  if (!GivenDir().empty()) return GivenDir();
  // Installed as PREFIX/bin/xxroute: the data is PREFIX/share/xxroute/maps,
  // wherever the prefix has been moved.
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    fs::path beside = exe.parent_path().parent_path() / "share" / "xxroute" / "maps";
    if (fs::is_directory(beside, ec)) return beside.string();
  }
  return XXROUTE_MAPS_DIR;
}

}  // namespace xxroute
