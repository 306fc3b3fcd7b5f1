#!/usr/bin/env bash
# turn_state.sh XXROUTE FILE PATTERN ARGS...: runs `XXROUTE ARGS...` on a
# copy of FILE in a new temporary folder (an ARG "FILE" stands for it); fails
# unless it succeeds and the copy then matches the regular expression PATTERN
# (match.py; the turn's state the file keeps).
bin=$(realpath "$1") file=$2 pattern=$3
shift 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
name=$(basename "$file")
cp "$file" "$tmp/$name"
args=()
for a in "$@"; do
  if [ "$a" = FILE ]; then args+=("$name"); else args+=("$a"); fi
done
out=$(cd "$tmp" && "$bin" "${args[@]}" 2>&1) || { printf 'failed:\n%s\n' "$out"; exit 1; }
if ! /usr/bin/python3 "$(dirname "$0")/match.py" "$pattern" < "$tmp/$name"; then
  printf 'no line matches /%s/ in the file:\n' "$pattern"
  cat "$tmp/$name"
  exit 1
fi
exit 0
