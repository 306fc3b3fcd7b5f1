#!/usr/bin/env bash
# docs/architecture.md kept true: every file or folder it names in backquotes
# exists, each function of its "Where a rule lives" table is in the file the
# table names, every part of lib/ is in its table of parts, serve, the top
# part, is included by no other part, and no known second spelling of a
# rule of the table is back. And tests/README.md kept true: every folder of
# tests/ is in its table, and every unit test file of a part's folder,
# tests/PART/NAME_test.cpp, tests lib/PART/NAME.cpp or is one of its named
# exceptions. And every path in the documents (README.md, man/xxroute.1, every
# .md file) and in the comments of the code names a file or folder that
# exists: each one that does not is reported as FILE:LINE: names PATH, which
# does not exist.
set -u
cd "$(dirname "$0")/../.."
doc=docs/architecture.md
fail=0; checked=0
bad() { echo "architecture_test: $doc: $*"; fail=$((fail + 1)); }

# Paths: `lib/...`, `cli/...`, `tests/...`, `maps/...`, `python/...`, `docs/...`.
while read -r path; do
  checked=$((checked + 1))
  case "$path" in *'<'* | *'*'*) continue ;; esac  # a pattern such as lib/<part>/include, lib/serve/api_*.cpp
  [ -e "$path" ] || bad "names $path, which does not exist"
done < <(grep -oE '`(lib|cli|tests|maps|python|docs|fixtures)/[^`]*`' "$doc" | tr -d '`' | sort -u)

# Paths anywhere: in the documents (README.md, man/xxroute.1, every .md file)
# and in the comments of the code (// in C++ and JavaScript, # elsewhere), a
# word that starts with a top folder of the project and looks like a file (an
# extension) or a folder (a trailing /) names one that exists. Not checked:
# patterns (<part>, PART, NAME, GAME, TITLE, COMMAND, FILE, DIR, X, *, {...},
# ...), paths after a / or a . (../shared/..., build/..., PREFIX/...: not in
# the repository), and lib/engine/..., the files of 18xx.games (tobymao/18xx)
# that maps/ cites as its sources.
top='lib|cli|tests|maps|python|docs|fixtures|man|cmake|completion|fuzz'
paths=0
while IFS=: read -r file line path; do
  paths=$((paths + 1)) checked=$((checked + 1))
  [ -e "$path" ] && continue
  echo "$file:$line: names $path, which does not exist"
  fail=$((fail + 1))
done < <(
  {
    find README.md man/xxroute.1 docs lib cli tests python fuzz maps fixtures -name '.?*' -prune \
      -o \( -name '*.md' -o -name xxroute.1 \) -print
    find CMakeLists.txt build.sh lib cli tests python fuzz cmake completion maps fixtures -name '.?*' -prune \
      -o -type f \( -name '*.cpp' -o -name '*.h' -o -name '*.js' -o -name '*.py' -o -name '*.sh' -o -name '*.bash' \
         -o -name '*.cmake' -o -name CMakeLists.txt -o -name '*.yaml' -o -name build.sh \) -print
  } | sort -u | xargs awk -v top="$top" '
    FNR == 1 { doc = FILENAME ~ /\.md$|\.1$/; cpp = FILENAME ~ /\.(cpp|h|js)$/ }
    { text = ""
      if (doc) { text = $0; gsub(/\\-/, "-", text); gsub(/\\f[BIRP]/, "", text) }  # roff: \- and fonts
      else if (cpp) { i = index($0, "//"); if (i) text = substr($0, i) }
      else if (match($0, /(^|[ \t])#/)) text = substr($0, RSTART)
      while (text != "" && match(text, "(^|[^A-Za-z0-9_./~$-])(" top ")/[A-Za-z0-9_./+*<>{}~-]*")) {
        word = substr(text, RSTART, RLENGTH); text = substr(text, RSTART + RLENGTH)
        sub(/^[^a-z]/, "", word)
        if (word ~ /[<*{]|\.\.\./ || word ~ /(^|[^A-Za-z0-9])(PART|NAME|GAME|TITLE|COMMAND|FILE|DIR|X)([^A-Za-z0-9]|$)/) continue
        if (word ~ /^lib\/engine\//) continue
        sub(/\.+$/, "", word)
        if (word ~ /\/$/ || word ~ /\.[A-Za-z0-9]+$/) print FILENAME ":" FNR ":" word
      }
    }' | sort -u)
[ "$paths" -gt 0 ] || { echo "architecture_test: no path found in the documents and comments"; fail=$((fail + 1)); }

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

# Known second spellings of a rule of the table: for each, a pattern only a
# re-implementation would match (outside comments), the file the rule lives
# in (where it may match; "-": nowhere) and the folders searched. A match
# elsewhere is a rule spelt twice: call the rule's function instead.
# rule | home | folders | pattern (grep -E)
while IFS='|' read -r rule home where pattern; do
  [ -n "$rule" ] || continue
  checked=$((checked + 1))
  # shellcheck disable=SC2086  # (where: several folders)
  while IFS= read -r hit; do
    file=${hit%%:*}; rest=${hit#*:}; line=${rest%%:*}; code=${rest#*:}
    [ "$file" = "$home" ] && continue
    echo "${code%%//*}" | grep -qE -- "$pattern" || continue  # (only in a comment)
    at=" (the rule lives in $home)"; [ "$home" = - ] && at=""
    bad "$rule: spelt again at $file:$line$at: $(echo "$code" | sed 's/^ *//')"
  done < <(grep -rnE --include='*.cpp' --include='*.h' -- "$pattern" $where 2>/dev/null)
done <<'SPELLINGS'
the order of tile colours (SheetRank)|lib/board/board.cpp|lib cli python|\bSheetRank\b
the order of tile colours (compared with two track colours)|lib/board/board.cpp|lib cli python|(==|!=) *"(yellow|green|brown|gray)".*(==|!=) *"(yellow|green|brown|gray)"
the order of tile colours (a list of colour names)|lib/board/board.cpp|lib cli python|"(white|yellow|red|green|brown|gray|grey)", *"(white|yellow|red|green|brown|gray|grey)"
the train limit (a phase's limit read)|lib/rules/train_rules.cpp|lib cli python|(\.|->)TrainLimit\(
the train limit (trains compared with a limit)|lib/rules/train_rules.cpp|lib cli python|(owned|trains)(\.size\(\)\)?)? *>=? *\*?[a-z_]*limit\b
half pay (the market's kinds or minor types looked at)|lib/rules/dividend.cpp|lib cli python|kinds\.(begin|end)\(\).*"half"|minor_types\.(begin|end)\(\)
the words of what a move brings about|lib/rules/purchase_rules.cpp|lib cli python|"(starts phase|removes) 
what a page shows of a turn (serve asks ViewTurn)|-|lib/serve|\b(TurnRefusal|TrainLimitOf|MayPayHalf|SplitsIncome)\(
the one city on a hex (one, else -2)|lib/board/board.cpp|lib cli python|\? *[a-z_]+ *: *-2\b
income first, then subsidy (incomes compared alone)|lib/route/include/xxroute/route.h|lib cli python|\.income *>= *[a-z_.]*best[a-z_.]*\.income|best[a-z_.]*\.income *> *[a-z_.]*\.income
a train read (ReadOffer, or its keys read again)|lib/data/position.cpp|lib cli python|\bReadOffer\b|\["(distance|rusts_on|trade_in)"\]
a train put into the bank's pool (pool_trains written by hand)|lib/table/bank_stock.cpp|lib cli python|pool_trains->(push_back|insert|emplace_back)\(
a behaviour chosen by the game's name (give the game a key of its data: maps/README.md)|-|lib|(Starts\(|rfind\(|==|!=) *[^;]*"1[0-9][0-9A-Z][0-9A-Za-z]
a rulebook line written in lib/ (the game's data says it: rules: lines, Game::Line)|-|lib|"[^"]*\b00[0-9],? lines?\b
SPELLINGS

# Every rule the code cites by name (Game::Line("NAME")) is in maps/README.md's list of rules: lines.
for name in $(grep -rhoE 'Line\("[a-z_]+"\)' lib | sed -E 's/Line\("([a-z_]+)"\)/\1/' | sort -u); do
  checked=$((checked + 1))
  grep -qE -- "^ +$name:" maps/README.md || bad "Game::Line(\"$name\") in lib/: no line for it in maps/README.md (rules: lines)"
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

# A unit test's name is a ctest name too: a ';' in it is CMake's list
# separator, and ctest would run a test that matches nothing.
while IFS= read -r hit; do
  checked=$((checked + 1))
  [ -n "$hit" ] || continue
  echo "architecture_test: $hit: a test case named with ';', which ctest splits"
  fail=$((fail + 1))
done < <(grep -rnE 'TEST_CASE\("[^"]*;' tests lib --include='*.cpp' | cut -d: -f1,2)

echo "architecture_test: $checked checked, $fail wrong"
[ "$fail" -eq 0 ]
