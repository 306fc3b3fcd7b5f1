#!/usr/bin/env bash
# bad_inputs.sh XXROUTE FILE...: every input FILE (of fixtures/bad) must be
# refused with a clear answer, never a crash.
# bad_inputs.sh XXROUTE --limit NAME...: the same for the limits (file_size,
# hexes, stops, trains), on inputs made here, too large to commit.
# tests/CMakeLists.txt registers one ctest test per file, bad.NAME, and one
# per limit, bad.limit.NAME; by hand: bad_inputs.sh build/cli/xxroute fixtures/bad/*
#
# The first line of each file says how it must be refused:
#   # expect: STATUS COMMAND [OPTIONS] | MESSAGE
# `xxroute COMMAND [OPTIONS] FILE` must exit with STATUS and print MESSAGE as a
# whole line on standard error, FILE standing for the file's path (MESSAGE
# ending in "..." need only begin a line). A file that cannot carry the line
# (an empty file, a directory) has it in NAME.expect beside it (given as
# FILE... itself, NAME.expect is skipped).
# Then `xxroute verify FILE` must not crash either: it must end with its
# "N passed, M failed" line and exit 0 or 1.
# Every run is killed after $BAD_INPUTS_TIMEOUT seconds (default 30): a hang
# is a failure, as is any sanitizer report, and so is a call that checks
# nothing (no FILE, no limit).
set -u
bin=$1
shift
limit=${BAD_INPUTS_TIMEOUT:-30}
failed=0
checked=0

fail() {
  printf 'FAIL %s: %s\n' "$1" "$2"
  [ -n "${3:-}" ] && printf '%s\n' "$3" | sed 's/^/    | /' | head -20
  failed=$((failed + 1))
}

sanitizer_report() { grep -Eq 'AddressSanitizer|LeakSanitizer|runtime error:|UndefinedBehaviorSanitizer' <<<"$1"; }

# check_one FILE SPEC: SPEC is the text after "# expect: ".
check_one() {
  local file=$1 spec=$2
  local left=${spec%% | *} message=${spec#* | }
  if [ "$left" = "$spec" ]; then
    fail "$file" "no ' | ' in the expect line: $spec"
    return
  fi
  local status=${left%% *} argstr=${left#* }
  local -a args
  # OPTIONS may quote words, as a shell would ("2: A1-A3; 2: A3-A5").
  mapfile -t args < <(xargs -n1 printf '%s\n' <<<"$argstr")
  message=${message//FILE/$file}
  local err got
  err=$(timeout "$limit" "$bin" "${args[@]}" "$file" 2>&1 >/dev/null)
  got=$?
  checked=$((checked + 1))
  if [ "$got" -eq 124 ]; then
    fail "$file" "xxroute ${args[*]} did not finish within $limit s"
    return
  fi
  if sanitizer_report "$err"; then
    fail "$file" "sanitizer report" "$err"
    return
  fi
  if [ "$got" -ne "$status" ]; then
    fail "$file" "exit status $got, expected $status" "$err"
    return
  fi
  local found=0 line
  while IFS= read -r line; do
    if [ "${message%...}" != "$message" ]; then
      [[ "$line" == "${message%...}"* ]] && found=1
    else
      [ "$line" = "$message" ] && found=1
    fi
  done <<<"$err"
  if [ "$found" -ne 1 ]; then
    fail "$file" "no line '$message' on standard error" "$err"
    return
  fi
  # verify must not crash on it either: it counts the file as failed, or
  # (a folder with no position) refuses it with one line and status 2.
  local out
  out=$(timeout "$limit" "$bin" verify "$file" 2>&1)
  got=$?
  if [ "$got" -eq 124 ] || [ "$got" -gt 2 ] || sanitizer_report "$out" ||
     { [ "$got" -le 1 ] && ! grep -Eq '^[0-9]+ passed, [0-9]+ failed$' <<<"$out"; } ||
     { [ "$got" -eq 2 ] && [ "$(wc -l <<<"$out")" -ne 1 ]; }; then
    fail "$file" "verify exited $got" "$out"
  fi
}

# check_file FILE: FILE's expect line, then check_one.
check_file() {
  local file=$1 spec
  if [ -f "$file.expect" ]; then
    spec=$(head -n 1 "$file.expect")
  else
    spec=$(head -n 1 "$file" 2>/dev/null | tr -d '\0')
  fi
  case "$spec" in
    "# expect: "*) check_one "$file" "${spec#\# expect: }" ;;
    *) fail "$file" "its first line (or $file.expect) is not '# expect: STATUS COMMAND | MESSAGE'" ;;
  esac
}

# The limits (lib/core/include/xxroute/limits.h), on inputs too large to commit.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check_limit() {
  local f
  case $1 in
    file_size)  # A file over 1 MiB (the file size limit): comment lines.
      f=$tmp/too_large.yaml
      for ((i = 0; i < 20000; i++)); do echo "# a comment line of about sixty bytes, twenty thousand times"; done >"$f"
      check_one "$f" "2 solve | FILE: file is $(wc -c <"$f") bytes; the limit is 1048576 bytes (the file size limit)" ;;
    hexes)  # 1001 hexes (the hex limit): the one past the limit is on line 1004.
      f=$tmp/too_many_hexes.yaml
      {
        printf 'format: 1\nlayout: pointy\nhexes:\n'
        for ((i = 0; i < 1001; i++)); do printf '  A%d: {}\n' $((2 * i + 1)); done
      } >"$f"
      check_one "$f" "2 solve | FILE:1004: more than 1000 hexes (the hex limit)" ;;
    stops)  # 2010 stops on 201 hexes (the stop limit).
      f=$tmp/too_many_stops.yaml
      {
        printf 'format: 1\nlayout: pointy\ncolor: yellow\nhexes:\n'
        local stops="t0: {kind: town}" k
        for ((k = 1; k < 10; k++)); do stops="$stops, t$k: {kind: town}"; done
        for ((i = 0; i < 201; i++)); do printf '  A%d: {stops: {%s}}\n' $((2 * i + 1)) "$stops"; done
        printf 'companies:\n  X: {trains: ["2"]}\n'
      } >"$f"
      check_one "$f" "2 solve | FILE: 2010 stops; the limit is 2000 (the stop limit)" ;;
    trains)  # Nine trains for one company (the train limit).
      f=$tmp/too_many_trains.yaml
      printf 'format: 1\nlayout: pointy\nhexes: {}\ncompanies:\n  X: {trains: ["2", "2", "2", "2", "2", "2", "2", "2", "2"]}\n' >"$f"
      check_one "$f" "2 solve | FILE:5: company X: 9 trains; the limit is 8 (the train limit)" ;;
    *) fail "--limit $1" "no such limit (file_size, hexes, stops, trains)" ;;
  esac
}

if [ "${1:-}" = --limit ]; then
  shift
  for name in "$@"; do check_limit "$name"; done
else
  for file in "$@"; do
    case "$file" in *.expect) continue ;; esac
    if [ ! -e "$file" ]; then
      fail "$file" "no such file"
      continue
    fi
    check_file "$file"
  done
fi

if [ "$checked" -eq 0 ] && [ "$failed" -eq 0 ]; then
  echo "bad_inputs.sh: nothing checked (give the files of fixtures/bad, or --limit NAME)"
  exit 1
fi
if [ "$failed" -ne 0 ]; then
  echo "$failed of $checked bad inputs not refused as expected"
  exit 1
fi
echo "$checked bad inputs refused as expected"
