#!/usr/bin/env bash
# install_test.sh BUILD: xxroute as installed, away from its build tree.
#   1. cmake --install BUILD into a prefix, then the prefix moved elsewhere;
#   2. with BUILD moved away: the installed program run from another folder
#      (its own game data, XXROUTE_MAPS overriding it), the Python module
#      imported from the prefix, the bash completion;
#   3. an outside CMake project (tests/install/) built against the package;
#   4. the Debian package (cpack -G DEB): its files, its dependencies (and
#      that apt could install them here), its program run from the unpacked tree.
# Run by ./build.sh test after the Release tests. Ends "N passed, M failed".
set -uo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
moved=""
cleanup() {
  [ -n "$moved" ] && [ -d "$moved" ] && mv "$moved" "$build"
  rm -rf "$tmp"
}
trap cleanup EXIT
passed=0 failed=0

# check WHAT COMMAND...: runs COMMAND, counts it.
check() {
  local what=$1
  shift
  local out
  if out=$("$@" 2>&1); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    printf 'install_test: FAILED: %s\n%s\n' "$what" "$out"
  fi
}
# has PATTERN COMMAND...: COMMAND succeeds and prints a line matching PATTERN.
has() {
  local pattern=$1
  shift
  local out
  out=$("$@" 2>&1) && printf '%s\n' "$out" | grep -Eq -- "$pattern"
}
cache() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }

python=$(cache _Python3_EXECUTABLE)
pydir=$(cache XXROUTE_PYTHON_DIR)
mkdir -p "$tmp/work"
cp "$src/fixtures/example.yaml" "$tmp/work/"
cd "$tmp/work"

# 1. Install, then move the prefix.
cmake --install "$build" --prefix "$tmp/first" >/dev/null || { echo "install_test: cmake --install failed"; exit 1; }
mv "$tmp/first" "$tmp/prefix"
P=$tmp/prefix
for f in bin/xxroute bin/xxroute-serve share/xxroute/maps/18CZ/game.yaml share/man/man1/xxroute.1 \
         share/bash-completion/completions/xxroute include/xxroute/run.h include/xxroute/json.h \
         lib/libxxroute_core.a lib/libxxroute_output.a lib/cmake/xxroute/xxrouteConfig.cmake; do
  check "installed $f" test -e "$P/$f"
done
if [ -n "$python" ]; then
  check "installed the Python package in $pydir" test -e "$P/$pydir/xxroute/__init__.py"
fi

# 2. The build tree moved away; the installed program, its data, the module.
moved=$build.away-$$
mv "$build" "$moved"
unset XXROUTE_MAPS
check "installed program solves a position naming its game" has "^BN: income 390 \(proven optimal\)" \
  "$P/bin/xxroute" solve example.yaml
check "installed program lists the games" has "^18Lilliput " "$P/bin/xxroute" games
check "installed xxroute serve runs the server beside it" has "^Usage: xxroute serve" "$P/bin/xxroute" serve --help
rm -r "$P/share/xxroute/maps/18Lilliput"
check "installed program reads its own game data" bash -c \
  "out=\$('$P/bin/xxroute' games) && grep -q '^18CZ ' <<<\"\$out\" && ! grep -q '^18Lilliput ' <<<\"\$out\""
check "XXROUTE_MAPS overrides it" has "^18Lilliput " env XXROUTE_MAPS="$src/maps" "$P/bin/xxroute" games
check "bad input: one line, status 2" has "^nowhere.yaml: no such file" bash -c "'$P/bin/xxroute' check nowhere.yaml; [ \$? -eq 2 ]"
check "bash completion offers the installed games" has "^18CZ$" bash -c \
  "source '$P/share/bash-completion/completions/xxroute'; COMP_WORDS=('$P/bin/xxroute' show ''); COMP_CWORD=2; _xxroute; printf '%s\n' \"\${COMPREPLY[@]}\""
if [ -n "$python" ]; then
  check "Python module imported from the prefix solves a position" has "^390 $P/share/xxroute/maps$" \
    env PYTHONPATH="$P/$pydir" "$python" -c \
    "import xxroute; print(xxroute.solve(xxroute.load('example.yaml'))['income'], xxroute.maps_dir())"
fi
mv "$moved" "$build"
moved=""

# 3. An outside project: find_package(xxroute), xxroute::xxroute.
check "outside project configures" cmake -S "$src/tests/install" -B "$tmp/outside" -DCMAKE_PREFIX_PATH="$P"
check "outside project builds" cmake --build "$tmp/outside"
check "outside project solves" has "^BN earns 390$" "$tmp/outside/app" example.yaml

# 4. The Debian package.
check "cpack -G DEB" cpack --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/deb"
deb=$(ls "$tmp"/deb/xxroute_*.deb 2>/dev/null | head -1)
if [ -z "$deb" ]; then
  failed=$((failed + 1))
  echo "install_test: FAILED: no .deb"
else
  contents=$(dpkg-deb -c "$deb")
  for f in usr/bin/xxroute usr/share/xxroute/maps/18CZ/game.yaml usr/share/man/man1/xxroute.1 \
           usr/share/bash-completion/completions/xxroute usr/lib/cmake/xxroute/xxrouteConfig.cmake \
           usr/include/xxroute/run.h; do
    check ".deb holds /$f" grep -q " \./$f\$" <<<"$contents"
  done
  [ -n "$python" ] && check ".deb holds the Python module" grep -q " \./usr/$pydir/xxroute/_xxroute" <<<"$contents"
  depends=$(dpkg-deb -f "$deb" Depends)
  for d in libyaml-cpp libgomp1 libstdc++6 libc6; do
    check ".deb depends on $d ($depends)" grep -q "$d" <<<"$depends"
  done
  check "apt could install the .deb here" apt-get install -s "$deb"
  dpkg-deb -x "$deb" "$tmp/root"
  check "the .deb's program solves with its data" has "^BN: income 390" "$tmp/root/usr/bin/xxroute" solve example.yaml
fi

echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
