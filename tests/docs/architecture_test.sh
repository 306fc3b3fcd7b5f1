#!/usr/bin/env bash
# docs/architecture.md kept true: every file or folder it names in backquotes
# exists, each function of its "Where a rule lives" table is in the file the
# table names, every part of lib/ is in its table of parts, and serve, the
# top part, is included by no other part.
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

echo "architecture_test: $checked checked, $fail wrong"
[ "$fail" -eq 0 ]
