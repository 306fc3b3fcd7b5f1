# steps.bash: a full game kept as a test, written as the game's log: one
# apply call a line, then what must hold. Sourced by every game script,
# tests/games/TITLE.sh (tests/CMakeLists.txt registers each as the ctest test
# games.TITLE), with the program's path in $1. X is the program; the work
# happens in a new temporary folder, F is the position file there.
#
#   "$X" new GAME ... -o $F    the starting file
#   a ARGS...                  an apply call on the file; it must succeed
#   fact TEXT                  a line of the file begins with TEXT (its indent aside)
#   company CO FIELDS          CO's line of the file holds FIELDS
#   said TEXT                  the apply calls since the last check printed TEXT
#   refused WHY ARGS...        an apply call refused (status 2) with WHY in its
#                              message, the file left byte for byte as it was
#   strict CO...               the file loads under --strict and solves for each CO
#
# TEXT, FIELDS and WHY are fixed strings, not patterns. Any check that does
# not hold ends the game with FAIL and what it expected.
set -euo pipefail
X=$(realpath "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
F=game.yaml
: >said.txt
checked=0

fail() {
  echo "FAIL: $*"
  exit 1
}

a() {
  local out
  [ $checked -eq 0 ] || { : >said.txt; checked=0; }
  out=$("$X" apply "$F" "$@" 2>&1) || { printf '%s\n' "$out"; fail "apply $* was refused"; }
  printf '%s\n' "$out" | tee -a said.txt
}

fact() {
  checked=1
  TEXT=$1 awk '{ sub(/^ +/, "") } index($0, ENVIRON["TEXT"]) == 1 { found = 1 } END { exit !found }' "$F" ||
    { cat "$F"; fail "no line of $F begins with: $1"; }
}

company() {
  checked=1
  grep -E "^  $1: \{" "$F" | grep -qF -- "$2" || fail "$1's line lacks: $2 ($(grep -E "^  $1: \{" "$F"))"
}

said() {
  checked=1
  grep -qF -- "$1" said.txt || fail "apply did not print: $1"
}

refused() {
  local why=$1 rc=0 err
  shift
  cp "$F" before.yaml
  err=$("$X" apply "$F" "$@" 2>&1 >/dev/null) || rc=$?
  [ $rc -eq 2 ] || { printf '%s\n' "$err"; fail "apply $* exited $rc; expected 2, refused"; }
  grep -qF -- "$why" <<<"$err" || { printf '%s\n' "$err"; fail "apply $* was refused without saying: $why"; }
  cmp -s "$F" before.yaml || { diff before.yaml "$F"; fail "the refused apply $* changed the file"; }
}

strict() {
  local co
  for co in "$@"; do
    "$X" solve --strict "$F" -c "$co" >/dev/null || fail "the file does not load under --strict for $co"
  done
}
