// Tests lib/serve/served_file.cpp, the file `xxroute serve` serves: versions,
// a move, its undo and redo written atomically and byte for byte, a change made on
// disk by someone else.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "helpers.h"
#include "served_file.h"

using namespace xxroute;
using namespace xxroute::serve;
using xxroute::test::Replaced;

using namespace xxroute::serve;

namespace {

const char* kBcb = R"(format: 1
game: 18CZ
phase: a
hexes:
  D17: {tile: "57", rotation: 0}  # Hradec Kralove
  E16: {tile: "6", rotation: 1, tokens: [BCB]}
companies:
  BCB: {trains: ["2"], treasury: 60}
)";

// A position file of its own in a fresh folder, removed at the end.
struct TempFile {
  std::filesystem::path dir, path;
  explicit TempFile(const std::string& text) {
    dir = std::filesystem::temp_directory_path() / ("serve_test_" + std::to_string(::getpid()) + "_" +
                                                    std::to_string(reinterpret_cast<uintptr_t>(this)));
    std::filesystem::create_directories(dir);
    path = dir / "bcb.yaml";
    Write(text);
  }
  ~TempFile() { std::filesystem::remove_all(dir); }
  void Write(const std::string& text) const { std::ofstream(path, std::ios::binary) << text; }
  std::string Read() const {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }
};

}  // namespace

TEST_CASE("a move goes on the undo stack and undo writes the text before it back, byte for byte") {
  TempFile f(kBcb);
  ServedFile served(f.path.string(), test::Games());
  auto first = served.Read();
  CHECK(first->version == 1);
  CHECK(first->moves.empty());
  const std::string moved = Replaced(kBcb, "treasury: 60", "treasury: 20");
  auto after = served.Change([&](const Snapshot& now) {
    CHECK(now.text == kBcb);
    WriteText(served.file(), moved, served.games());
    return Written{moved, {"BCB", "token D17"}};
  });
  CHECK(after->version == 2);
  CHECK(after->position->FindCompany("BCB")->treasury == 20);
  REQUIRE(after->moves.size() == 1);
  CHECK(after->moves[0].text == "token D17");
  CHECK(f.Read() == moved);
  MoveMade undone;
  auto back = served.Undo(&undone);
  REQUIRE(back);
  CHECK(undone.text == "token D17");
  CHECK(back->version == 3);
  CHECK(back->moves.empty());
  CHECK(f.Read() == kBcb);
  CHECK(served.Undo(&undone) == nullptr);  // nothing left to undo
}

TEST_CASE("redo writes an undone move's text again and puts it back on the undo stack, until a new move") {
  TempFile f(kBcb);
  ServedFile served(f.path.string(), test::Games());
  auto move = [&](const std::string& treasury, const std::string& text) {
    const std::string moved = Replaced(kBcb, "treasury: 60", "treasury: " + treasury);
    served.Change([&](const Snapshot&) {
      WriteText(served.file(), moved, served.games());
      return Written{moved, {"BCB", text}};
    });
    return moved;
  };
  const std::string after = move("20", "token D17");
  MoveMade step;
  CHECK(served.Redo(&step) == nullptr);  // (nothing undone)
  REQUIRE(served.Undo(&step));
  CHECK(served.Read()->undone.size() == 1);
  auto again = served.Redo(&step);
  REQUIRE(again);
  CHECK(step.company == "BCB");
  CHECK(step.text == "token D17");
  CHECK(f.Read() == after);
  CHECK(again->undone.empty());
  REQUIRE(again->moves.size() == 1);
  CHECK(again->history.back().second == "redo BCB: token D17");
  // A new move after an undo: nothing to make again.
  REQUIRE(served.Undo(&step));
  move("50", "lay E14=55@0");
  CHECK(served.Read()->undone.empty());
  CHECK(served.Redo(&step) == nullptr);
}

TEST_CASE("a move that throws changes nothing, neither the file nor the version") {
  TempFile f(kBcb);
  ServedFile served(f.path.string(), test::Games());
  CHECK_THROWS_AS(served.Change([](const Snapshot&) -> Written { throw InputError("--lay", 0, "refused"); }),
                  InputError);
  CHECK(served.Read()->version == 1);
  CHECK(f.Read() == kBcb);
  MoveMade undone;
  CHECK(served.Undo(&undone) == nullptr);
}

TEST_CASE("a file written on disk by someone else is read again and the undo stack emptied") {
  TempFile f(kBcb);
  ServedFile served(f.path.string(), test::Games());
  const std::string moved = Replaced(kBcb, "treasury: 60", "treasury: 20");
  served.Change([&](const Snapshot&) {
    WriteText(served.file(), moved, served.games());
    return Written{moved, {"BCB", "token D17"}};
  });
  const std::string edited = Replaced(kBcb, "treasury: 60", "treasury: 500");
  f.Write(edited);  // (another size: seen even within the file system's time resolution)
  auto now = served.Read();
  CHECK(now->text == edited);
  CHECK(now->position->FindCompany("BCB")->treasury == 500);
  CHECK(now->moves.empty());
  MoveMade undone;
  CHECK(served.Undo(&undone) == nullptr);
  // A file that no longer loads: the error, until it is mended.
  f.Write("format: 1\ngame: 18CZ\nphase: [\n");
  now = served.Read();
  CHECK(now->position == nullptr);
  REQUIRE(now->error);
  CHECK(now->error->file() == f.path.string());
}

TEST_CASE("a file that does not load is refused at the start") {
  TempFile f("format: 1\ngame: NoSuchGame\n");
  CHECK_THROWS_AS(ServedFile(f.path.string(), test::Games()), InputError);
  CHECK_THROWS_AS(ServedFile((f.dir / "missing.yaml").string(), test::Games()), InputError);
}

TEST_CASE("every answer of a version is made once") {
  TempFile f(kBcb);
  ServedFile served(f.path.string(), test::Games());
  auto s = served.Read();
  int made = 0;
  std::function<int()> make = [&] { return ++made; };
  CHECK(*s->Cached<int>("a", make) == 1);
  CHECK(*s->Cached<int>("a", make) == 1);
  CHECK(*s->Cached<int>("b", make) == 2);
}
