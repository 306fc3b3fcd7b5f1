#!/usr/bin/env bash
# rulebook_table.sh DIR: DIR/README.md (fixtures/rulebook) is the table of the
# rulebooks' worked examples. Every fixture of DIR (*.yaml) must be named in
# it (as `NAME.yaml`), every fixture it names must exist in DIR, and every test
# it names (`tests/PART/FILE.cpp` "TEST CASE NAME") must exist. A table that
# names no fixture or no test fails too (it would check nothing). Run from the
# source folder.
set -u
dir=$1
readme=$dir/README.md
failed=0
fail() { printf 'FAIL %s\n' "$1"; failed=$((failed + 1)); }

[ -f "$readme" ] || { echo "FAIL no $readme"; exit 1; }
named=$(grep -o '`[A-Za-z0-9._-]*\.yaml`' "$readme" | tr -d '`' | sort -u)
count=0
for f in "$dir"/*.yaml; do
  [ -e "$f" ] || continue
  count=$((count + 1))
  b=$(basename "$f")
  grep -qxF -- "$b" <<<"$named" || fail "$b is in $dir but not in the table ($readme)"
done
while IFS= read -r n; do
  [ -n "$n" ] || continue
  [ -f "$dir/$n" ] || fail "the table names $n, which is not in $dir"
done <<<"$named"
tests=0
while IFS= read -r ref; do
  [ -n "$ref" ] || continue
  tests=$((tests + 1))
  file=${ref#\`}
  file=${file%%\`*}
  name=${ref#*\"}
  name=${name%\"}
  if [ ! -f "$file" ]; then
    fail "the table names $file, which does not exist"
  elif ! grep -qF -- "TEST_CASE(\"$name\")" "$file"; then
    fail "the table names the test \"$name\", which is not in $file"
  fi
done < <(grep -o '`tests/[A-Za-z0-9_/]*\.cpp` "[^"]*"' "$readme")
[ "$count" -gt 0 ] || fail "no fixture (*.yaml) in $dir"
[ "$tests" -gt 0 ] || fail "$readme names no test (\`tests/PART/FILE.cpp\` \"TEST CASE NAME\")"
if [ "$failed" -gt 0 ]; then
  printf '%d problem(s) in %s\n' "$failed" "$readme"
  exit 1
fi
printf '%d fixtures and %d tests named in %s, all present\n' "$count" "$tests" "$readme"
