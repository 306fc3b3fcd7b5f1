#!/usr/bin/env bash
# Sets up, builds and runs xxroute on a Debian machine.
#   ./build.sh example   build, then solve the bundled example position
#   ./build.sh test      build, then run every test (ctest)
#   ./build.sh           build only
# Missing Debian packages are installed with apt-get (needs root or sudo).
set -euo pipefail
cd "$(dirname "$0")"

packages=(cmake g++ make libcli11-dev libboost-graph-dev libyaml-cpp-dev doctest-dev libomp-dev python3)
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
  test) ctest --test-dir build --output-on-failure -j "$jobs" ;;
  "") ;;
  *) echo "usage: ./build.sh [example|test]" >&2; exit 2 ;;
esac
