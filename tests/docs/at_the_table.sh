#!/usr/bin/env bash
# at_the_table.sh XXROUTE README [SECTION [LEAST]]: runs the worked example of
# README's section SECTION (default "At the table", a session of at least
# LEAST commands, default 8) and compares what each command prints with what
# the README shows under it. Each `    $ COMMAND` line of the section is run
# with bash, in order, in a new temporary folder where build/cli/xxroute is
# XXROUTE and fixtures/ the project's (read only, as a player's copy); the
# indented lines after it, up to the next command or the next paragraph, are
# its output (stdout and stderr; blank lines aside). So the README cannot
# drift from what the program does.
bin=$(realpath "$1") readme=$(realpath "$2") section=${3:-At the table} least=${4:-8}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/build/cli"
ln -s "$bin" "$tmp/build/cli/xxroute"
ln -s "$(dirname "$readme")/fixtures" "$tmp/fixtures"

commands=() outputs=()
in_section=0 current=-1
while IFS= read -r line; do
  case $line in
    "## $section") in_section=1; continue ;;
    "## "*) [ $in_section -eq 1 ] && break ;;
  esac
  [ $in_section -eq 1 ] || continue
  if [[ $line == '    $ '* ]]; then
    commands+=("${line#    \$ }")
    outputs+=("")
    current=$((${#commands[@]} - 1))
  elif [[ $line == '    '* ]] && [ $current -ge 0 ]; then
    outputs[current]+="${line#    }"$'\n'
  elif [ -n "$line" ]; then
    current=-1  # a paragraph: the output shown above has ended
  fi
done <"$readme"

if [ ${#commands[@]} -lt "$least" ]; then
  echo "README: the section \"$section\" shows ${#commands[@]} command(s), expected at least $least"
  exit 1
fi
failed=0
for i in "${!commands[@]}"; do
  got=$(cd "$tmp" && bash -c "${commands[i]}" 2>&1 | grep -v '^$')
  want=$(printf '%s' "${outputs[i]}" | grep -v '^$')
  if [ "$got" != "$want" ]; then
    echo "README command $((i + 1)): ${commands[i]}"
    diff <(printf '%s\n' "$want") <(printf '%s\n' "$got") | sed 's/^/    /'
    failed=1
  fi
done
[ $failed -eq 0 ] && echo "$section: ${#commands[@]} commands print what README.md shows"
exit $failed
