# steps.sh: the steps of a full game written as plain apply calls
# (tests/games/18CZ.sh, 1824.sh, 1824-cisleithania.sh; lib.sh is the other
# style). Sourced with the program's path in $1: X is the program, the work
# happens in a temporary folder, F is the position file there, log.txt what
# apply printed.
X=$(realpath "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
F=game.yaml
# a ARGS...: an apply call on the file, its output kept in log.txt.
a() { "$X" apply "$F" "$@" | tee -a log.txt; }
# fact LINE: the file holds LINE; said TEXT: apply printed TEXT.
fact() { grep -qF -- "$1" "$F" || { echo "expected in $F: $1"; cat "$F"; exit 1; }; }
said() { grep -qF -- "$1" log.txt || { echo "expected apply to print: $1"; exit 1; }; }
# refused WHY ARGS...: a move the rules forbid: refused with the rule's words, the file untouched.
refused() {
  local why=$1
  shift
  cp "$F" before.yaml
  if "$X" apply "$F" "$@" 2>err.txt; then echo "accepted: $*"; exit 1; fi
  grep -qF -- "$why" err.txt || { echo "refused otherwise: $*"; cat err.txt; exit 1; }
  cmp "$F" before.yaml
}
