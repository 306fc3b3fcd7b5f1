#!/usr/bin/env bash
# Sets up, builds and runs xxroute on a Debian machine.
#   ./build.sh example   build, then solve the bundled example position
#   ./build.sh test      build, then run every test (ctest) and the install
#                        test (tests/install); then build a second tree, build-asan (clang, AddressSanitizer and
#                        UndefinedBehaviorSanitizer, libFuzzer), and run every
#                        test there too, with a short run of each fuzz target
#   ./build.sh           build only
# Missing Debian packages are installed with apt-get (needs root or sudo).
set -euo pipefail
cd "$(dirname "$0")"

packages=(cmake g++ make pkg-config libcli11-dev libboost-graph-dev libyaml-cpp-dev nlohmann-json3-dev doctest-dev libomp-dev
          libcpp-httplib-dev
          python3 python3-dev pybind11-dev)
# The tests: pytest for the Python module, dpkg-dev and file for the Debian
# package (cpack), clang and its runtimes for the sanitizer and fuzzing tree,
# PyYAML for the reference's flattener (tests/reference/flatten.py), Chromium
# and Selenium for the table page's browser test (tests/serve/browser_test.py).
[ "${1:-}" = test ] && packages+=(python3-pytest python3-yaml dpkg-dev file clang libclang-rt-14-dev
                                  chromium chromium-driver python3-selenium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "build.sh: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$jobs"

case "${1:-}" in
  example) ./build/cli/xxroute solve fixtures/example.yaml ;;
  test)
    ctest --test-dir build --output-on-failure -j "$jobs"
    # Installed: the program away from its build tree, an outside CMake
    # project, the Python module from the prefix, the Debian package.
    tests/install/install_test.sh build
    # Everything again under ASan and UBSan (any report fails), plus fuzz/.
    cmake -S . -B build-asan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
      -DXXROUTE_SANITIZE=ON -DXXROUTE_FUZZ=ON >/dev/null
    cmake --build build-asan -j "$jobs"
    ctest --test-dir build-asan --output-on-failure -j "$jobs"
    ;;
  "") ;;
  *) echo "usage: ./build.sh [example|test]" >&2; exit 2 ;;
esac
