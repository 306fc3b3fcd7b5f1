// Tests lib/serve/server.cpp: which addresses keep other machines out.
#include <doctest/doctest.h>

#include "xxroute/serve.h"

using namespace xxroute;

TEST_CASE("only a loopback address keeps other machines out") {
  CHECK(IsLoopback("127.0.0.1"));
  CHECK(IsLoopback("127.1.2.3"));
  CHECK(IsLoopback("::1"));
  CHECK(IsLoopback("localhost"));
  CHECK_FALSE(IsLoopback("0.0.0.0"));
  CHECK_FALSE(IsLoopback("192.168.1.20"));
  CHECK_FALSE(IsLoopback("::"));
}
