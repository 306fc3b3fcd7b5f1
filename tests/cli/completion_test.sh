#!/usr/bin/env bash
# completion_test.sh XXROUTE COMPLETION: the bash completion offers every
# subcommand and every option that `XXROUTE [SUB] --help` lists, the values of
# --format and --payout, the games and variants `XXROUTE games` names, and
# files. Run from the source folder.
bin=$1
source "$2"
failed=0

# What the completion offers for the words typed (the last one being completed).
offer() {
  COMP_WORDS=("$bin" "$@")
  COMP_CWORD=$#
  COMPREPLY=()
  _xxroute
  printf '%s\n' "${COMPREPLY[@]}"
}

# expect WORD "TYPED...": WORD is offered.
expect() {
  local word=$1
  shift
  if ! offer "$@" | grep -qxF -- "$word"; then
    echo "'xxroute $*': '$word' not offered (got: $(offer "$@" | tr '\n' ' '))"
    failed=1
  fi
}

# The subcommands and options the program lists.
subcommands=$("$bin" --help | sed -n '/^Subcommands:/,$p' | sed -n 's/^  \([a-z]*\) .*/\1/p')
[ -n "$subcommands" ] || { echo "no subcommands in --help"; exit 1; }
for sub in $subcommands; do
  expect "$sub" ""
  # (a build without the server, -DXXROUTE_SERVE=OFF: serve runs nothing to list)
  if [ "$sub" = serve ] && ! "$bin" serve --help >/dev/null 2>&1; then continue; fi
  options=$("$bin" "$sub" --help | sed -n '/^Options:/,/^[A-Z]/s/^  \(-[^ ]*\).*/\1/p' | tr ',' ' ')
  [ -n "$options" ] || { echo "'xxroute $sub --help' lists no options (not even --help)"; failed=1; }
  for opt in $options; do
    expect "$opt" "$sub" "-"
  done
done
expect solve "so"
expect --version "--"
expect --strict "--"
expect per-money whatif --rank ""
expect jsonl solve --format ""
expect json bench --format j
expect jsonl verify --format j
expect jsonl apply game.yaml --format ""
expect withhold dividends fixtures/example.yaml --payout w
games=$("$bin" games | cut -d' ' -f1)
[ -n "$games" ] || { echo "'xxroute games' lists no game"; failed=1; }
for game in $games; do
  expect "$game" show ""
done
expect 18CZ show 18
expect Moravia-Silesia show 18CZ --variant ""
expect 18CZ new 18
expect Bohemia new 18CZ --variant B
expect Bohemia new 18CZ --companies BN -o g.yaml --variant B
expect --float apply game.yaml --fl
expect three_players show 1824-cisleithania --variant ""
expect fixtures/example.yaml solve fixtures/ex
expect fixtures/example.yaml whatif --buy fixtures/examp
for typed in "solve --company" "new 18CZ --companies" "apply game.yaml --float"; do
  if offer $typed "" | grep -q .; then
    echo "'xxroute $typed ': offers words for a value"
    failed=1
  fi
done
[ $failed -eq 0 ] && echo "completion: all offered"
exit $failed
