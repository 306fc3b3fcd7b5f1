// Tests lib/serve/assets.cpp: the page's files of `xxroute serve`, compiled
// in, each with its content type.
#include <doctest/doctest.h>

#include "assets.h"
#include "helpers.h"

using namespace xxroute::serve;

TEST_CASE("the page's files are compiled in, each with its content type") {
  Asset index;
  REQUIRE(FindAsset("index.html", &index));
  CHECK(index.type == "text/html; charset=utf-8");
  CHECK(index.body.find("<html") != std::string_view::npos);
  // Byte for byte the file of lib/serve/page/.
  CHECK(index.body == xxroute::test::ReadText(xxroute::test::kSource + "lib/serve/page/index.html"));
  Asset none;
  CHECK_FALSE(FindAsset("../CMakeLists.txt", &none));
  CHECK_FALSE(FindAsset("", &none));
}
