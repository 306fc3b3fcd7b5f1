#!/usr/bin/env bash
# cli_on_copy.sh XXROUTE STATUS PATTERN FILE ARGS...: copies FILE into a new
# temporary folder and runs `XXROUTE ARGS...` there, an ARG "FILE" standing
# for the copy (by its bare name). Fails unless it exits with STATUS and its
# output matches PATTERN (as cli_expect.sh), or unless a refusal (STATUS 2)
# leaves the copy byte for byte as it was: commands that write a position
# (apply, new -o) are tested without touching the source tree.
bin=$(realpath "$1") status=$2 pattern=$3 file=$4
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
name=$(basename "$file")
cp "$file" "$tmp/$name"
args=()
for a in "$@"; do
  if [ "$a" = FILE ]; then args+=("$name"); else args+=("$a"); fi
done
expect=$(realpath "$(dirname "$0")/cli_expect.sh")
(cd "$tmp" && bash "$expect" "$bin" "$status" "$pattern" "${args[@]}") || exit 1
if [ "$status" -eq 2 ] && ! cmp -s "$file" "$tmp/$name"; then
  printf 'refused, yet %s was changed:\n' "$name"
  diff "$file" "$tmp/$name"
  exit 1
fi
leftover=$(cd "$tmp" && ls -A | grep -v -x -F -e "$name" -e game.yaml)
if [ -n "$leftover" ]; then
  printf 'files left behind: %s\n' "$leftover"
  exit 1
fi
exit 0
