#!/usr/bin/env bash
# Sets up, builds and runs xxroute on a Debian machine.
#   ./build.sh example   build, then solve the bundled example position
#   ./build.sh test      build, then run every test (ctest) and the install
#                        test (tests/install), while a second tree builds,
#                        build-asan (clang, AddressSanitizer and
#                        UndefinedBehaviorSanitizer, libFuzzer); then run every
#                        test there too, with a short run of each fuzz target
#   ./build.sh           build only
# Missing Debian packages are installed with apt-get (needs root or sudo).
set -euo pipefail
cd "$(dirname "$0")"

# What each command needs: the program alone for `example`; the Python
# module and the web server of `xxroute serve` besides for a plain build;
# for `test`: doctest and pytest, PyYAML for the reference's flattener
# (tests/reference/flatten.py), dpkg-dev and file for the Debian package
# (cpack), clang with its OpenMP and sanitizer runtimes for the sanitizer and
# fuzzing tree, Chromium and Selenium for the table page's browser test; lld,
# the linker both trees of `test` link with (CMakeLists.txt: XXROUTE_LLD), and
# Ninja, which keeps both cores busy to the end of a tree.
packages=(cmake g++ make libcli11-dev libboost-graph-dev libyaml-cpp-dev libyaml-dev nlohmann-json3-dev)
[ "${1:-}" = example ] || packages+=(pkg-config libcpp-httplib-dev python3 python3-dev pybind11-dev doctest-dev)
[ "${1:-}" = test ] && packages+=(lld ninja-build python3-pytest python3-yaml dpkg-dev file clang libomp-dev
                                  libclang-rt-14-dev chromium chromium-driver python3-selenium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "build.sh: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  # (the example: what it needs and no more, for a first answer in minutes)
  quick=()
  [ "${1:-}" = example ] && quick=(--no-install-recommends)
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${quick[@]}" "${missing[@]}" >/dev/null
fi

jobs=$(nproc 2>/dev/null || echo 2)
# ccache, where the machine has it, keeps compiled files across builds.
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# Ninja where the machine has it, unless the tree was made by another generator.
generator() {
  command -v ninja >/dev/null || return 0
  if [ -f "$1/CMakeCache.txt" ] && ! grep -q "^CMAKE_GENERATOR:INTERNAL=Ninja$" "$1/CMakeCache.txt"; then return 0; fi
  echo "-GNinja"
}
if [ "${1:-}" = example ]; then  # the program alone: no tests, module or server
  cmake -S . -B build $(generator build) -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DXXROUTE_PYTHON=OFF -DXXROUTE_SERVE=OFF \
    "${launcher[@]}" >/dev/null
  cmake --build build -j "$jobs" --target xxroute
else
  cmake -S . -B build $(generator build) -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON -DXXROUTE_PYTHON=ON -DXXROUTE_SERVE=ON \
    "${launcher[@]}" >/dev/null
  cmake --build build -j "$jobs"
fi

case "${1:-}" in
  example) ./build/cli/xxroute solve fixtures/example.yaml ;;
  test)
    # Everything again under ASan and UBSan (any report fails), plus fuzz/:
    # the sanitizer tree builds (its own process group, its output in
    # build-asan/build.log) while the Release tree's tests run, which leave
    # the cores idle part of the time (a test waiting on a browser or a
    # server, the last tests of a run).
    mkdir -p build-asan
    setsid bash -c "cmake -S . -B build-asan $(generator build-asan) -DCMAKE_CXX_COMPILER=clang++ \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo ${launcher[*]} -DCMAKE_CXX_FLAGS_RELWITHDEBINFO='-O1 -gline-tables-only' \
      -DXXROUTE_SANITIZE=ON -DXXROUTE_FUZZ=ON >/dev/null && cmake --build build-asan -j $jobs" >build-asan/build.log 2>&1 &
    sanitizer_build=$!
    trap 'kill -- -$sanitizer_build 2>/dev/null || true' EXIT  # (a failed test stops the build too)
    ctest --test-dir build --output-on-failure -j "$jobs"
    # Installed: the program away from its build tree, an outside CMake
    # project, the Python module from the prefix, the Debian package.
    tests/install/install_test.sh build
    if ! wait "$sanitizer_build"; then
      tail -40 build-asan/build.log
      echo "build.sh: the sanitizer tree did not build (build-asan/build.log)" >&2
      exit 1
    fi
    trap - EXIT
    tail -1 build-asan/build.log
    ctest --test-dir build-asan --output-on-failure -j "$jobs"
    ;;
  "") ;;
  *) echo "usage: ./build.sh [example|test]" >&2; exit 2 ;;
esac
