#!/usr/bin/env bash
# docs/architecture.md kept true: every file or folder it names in backquotes
# exists, each function of its "Where a rule lives" table is in the file the
# table names, every part of lib/ is in its table of parts, and serve, the
# top part, is included by no other part. And tests/README.md kept true:
# every folder of tests/ is in its table, and every unit test file of a
# part's folder, tests/PART/NAME_test.cpp, tests lib/PART/NAME.cpp or is one
# of its named exceptions.
set -u
cd "$(dirname "$0")/../.."
doc=docs/architecture.md
fail=0; checked=0
bad() { echo "architecture_test: $doc: $*"; fail=$((fail + 1)); }

# Paths: `lib/...`, `cli/...`, `tests/...`, `maps/...`, `python/...`, `docs/...`.
while read -r path; do
  checked=$((checked + 1))
  case "$path" in *'<'*) continue ;; esac  # a pattern such as lib/<part>/include
  [ -e "$path" ] || bad "names $path, which does not exist"
done < <(grep -oE '`(lib|cli|tests|maps|python|docs|fixtures)/[^`]*`' "$doc" | tr -d '`' | sort -u)

# The rule table: | rule | `file` | `Function` |
rules=0
while IFS='|' read -r _ rule file func _; do
  rules=$((rules + 1))
  file=$(echo "$file" | tr -d '` '); func=$(echo "$func" | tr -d '` ')
  [ -f "$file" ] || continue  # reported above
  checked=$((checked + 1))
  name=${func##*::}
  # Declared or defined there: the name followed by '('.
  grep -qE "\b${name}\(" "$file" || bad "says $func is in $file; it is not there"
done < <(sed -n '/^## Where a rule lives/,/^## /p' "$doc" | grep -E '^\| [^-]' | tail -n +2)
[ "$rules" -gt 0 ] || bad "has no rows in its table \"Where a rule lives\""

# Every part folder is in the parts table, and every part in the table is a folder.
for d in lib/*/; do
  part=$(basename "$d")
  checked=$((checked + 1))
  grep -qE "^\| $part \| \`lib/$part/\`" "$doc" || bad "has no row for the part lib/$part/"
done

# serve is the top part and the program's alone: no other part includes its
# header, and only its server speaks HTTP (httplib.h).
checked=$((checked + 1))
for f in $(grep -rl '"xxroute/serve.h"' lib python 2>/dev/null | grep -v '^lib/serve/'); do
  bad "$f includes xxroute/serve.h, the part above it"
done
checked=$((checked + 1))
for f in $(grep -rl '<httplib.h>' lib cli python 2>/dev/null | grep -vx 'lib/serve/server.cpp'); do
  bad "$f includes httplib.h: only lib/serve/server.cpp speaks HTTP"
done

# tests/README.md: its table names every folder of tests/ (a row "| `NAME/` |").
tests_doc=tests/README.md
folders=0
for d in tests/*/; do
  name=$(basename "$d")
  folders=$((folders + 1)) checked=$((checked + 1))
  grep -qF -- "| \`$name/\` |" "$tests_doc" || { echo "architecture_test: $tests_doc: no row for the folder tests/$name/"; fail=$((fail + 1)); }
done
[ "$folders" -gt 0 ] || { echo "architecture_test: no folder in tests/"; fail=$((fail + 1)); }

# Each unit test file of a part's folder, tests/PART/NAME_test.cpp, names a
# file of lib/PART/, NAME.cpp, or is a named exception of tests/README.md
# (a row "| `tests/PART/NAME_test.cpp` |" after "## Named exceptions").
exceptions=$(sed -n '/^## Named exceptions/,/^## /p' "$tests_doc" | grep -oE '^\| `tests/[^`]*_test\.cpp` \|' | tr -d '`| ')
unit=0
for d in lib/*/; do
  part=$(basename "$d")
  for t in tests/"$part"/*_test.cpp; do
    [ -e "$t" ] || continue
    unit=$((unit + 1)) checked=$((checked + 1))
    name=$(basename "$t" _test.cpp)
    [ -f "lib/$part/$name.cpp" ] && continue
    grep -qxF -- "$t" <<<"$exceptions" && continue
    echo "architecture_test: $t names no file of lib/$part/ (lib/$part/$name.cpp) and is no named exception in $tests_doc"
    fail=$((fail + 1))
  done
done
[ "$unit" -gt 0 ] || { echo "architecture_test: no unit test file in tests/PART/"; fail=$((fail + 1)); }
# ... and every named exception is a file that is there.
while IFS= read -r t; do
  [ -n "$t" ] || continue
  checked=$((checked + 1))
  [ -f "$t" ] || { echo "architecture_test: $tests_doc names the exception $t, which does not exist"; fail=$((fail + 1)); }
done <<<"$exceptions"

echo "architecture_test: $checked checked, $fail wrong"
[ "$fail" -eq 0 ]
