#!/usr/bin/env bash
# corpus.titles: the real games of five more titles (../shared/corpus-titles:
# 1830, 1846, 1861, 1889, 18Chesapeake, every hex written inline) verified
# with `xxroute verify`: each position's declared routes legal and paid as
# the site paid them, its optimum at least the declared income. A file whose
# index.csv `unexpressed` names a rule the format now says is verified with
# the rule written in (tests/corpus/express.py: 1846's Mail Contract as the
# company's most_stops_bonus); a rule it cannot say yet leaves its file out,
# listed. Every file verified must pass.
#   titles.sh XXROUTE TITLES_DIR
set -euo pipefail
xxroute=$1 dir=$2
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -f "$dir/index.csv" ]; then
  echo "skipped: no corpus at $dir"
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
listing=$(/usr/bin/python3 "$here/express.py" "$dir" "$tmp")
files=() expressed=() left_out=()
while read -r what rest; do
  case $what in
    verify) files+=("$rest") ;;
    expressed) files+=("${rest% (*}"); expressed+=("${rest#"$tmp/"}") ;;
    left) left_out+=("${rest#out "$tmp/"}") ;;
  esac
done <<< "$listing"
[ ${#files[@]} -ge 300 ] || { echo "titles: only ${#files[@]} files listed in $dir/index.csv"; exit 1; }
# The sanitizer tree verifies every Nth (XXROUTE_TEST_SAMPLE=N, tests/sample.h).
every=${XXROUTE_TEST_SAMPLE:-1} all=${#files[@]}
sample=()
for i in "${!files[@]}"; do (( i % every == 0 )) && sample+=("${files[$i]}"); done
files=("${sample[@]}")
[ "$every" -eq 1 ] || echo "titles: $all files listed, every ${every}th verified"
out=$("$xxroute" verify "${files[@]}" 2>&1) || { echo "$out" | grep -v ' beats the declared' | tail -20; exit 1; }
summary=$(echo "$out" | tail -1)
echo "$summary"
[ "$summary" = "${#files[@]} passed, 0 failed" ] || { echo "titles: expected ${#files[@]} passed, 0 failed"; exit 1; }
echo "titles: verified with a rule written in (tests/corpus/express.py): ${#expressed[@]}"
for f in "${expressed[@]}"; do echo "  $f"; done
echo "titles: left out, a rule the format cannot say yet: ${#left_out[@]}"
for f in "${left_out[@]}"; do echo "  $f"; done
