# lib.sh: the few helpers of a full game kept as a test (tests/games/*.sh).
# A game script sources it with the program's path in $1: it makes a
# temporary folder, and `game` is the position file there.
bin=$(realpath "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
game=$tmp/game.yaml
out=""
step=""

fail() {
  echo "FAIL ($step): $*"
  echo "--- last output:"
  echo "$out"
  exit 1
}

# new ARGS...: the game's starting file.
new() {
  step="new $*"
  out=$("$bin" new "$@" -o "$game" 2>&1) || fail "new refused"
}

# ap ARGS...: an apply call on the file that must succeed; its output in $out.
ap() {
  step="apply $*"
  out=$("$bin" apply "$game" "$@" 2>&1) || fail "apply refused"
}

# refused PATTERN ARGS...: an apply call that must fail with status 2, say
# PATTERN (grep -E) and leave the file byte for byte as it was.
refused() {
  local pattern=$1 rc=0
  shift
  step="refused apply $*"
  cp "$game" "$tmp/before.yaml"
  out=$("$bin" apply "$game" "$@" 2>&1) || rc=$?
  [ $rc -eq 2 ] || fail "expected status 2, got $rc"
  grep -qE -- "$pattern" <<<"$out" || fail "expected: $pattern"
  cmp -s "$game" "$tmp/before.yaml" || fail "the refused move changed the file"
}

# said TEXT: apply's last output holds TEXT (a fixed string).
said() { grep -qF -- "$1" <<<"$out" || fail "apply did not say: $1"; }

# has PATTERN: a line of the file matches PATTERN (grep -E).
has() { grep -qE -- "$1" "$game" || fail "no line of the file matches: $1"; }

# company CO FIELDS: the company's line holds FIELDS (a fixed string, e.g.
# 'trains: ["4"], treasury: 45').
company() { grep -E "^  $1: \{" "$game" | grep -qF -- "$2" || fail "$1's line lacks: $2 ($(grep -E "^  $1: \{" "$game"))"; }

# strict CO: the file loads under --strict and solves for CO.
strict() {
  step="solve --strict -c $1"
  out=$("$bin" solve --strict "$game" -c "$1" 2>&1) || fail "solve --strict refused the file"
}
