#!/usr/bin/env bash
# cli_expect.sh XXROUTE STATUS PATTERN ARGS...: runs `XXROUTE ARGS...` and
# fails unless it exits with STATUS and its output (stdout and stderr) matches
# the regular expression PATTERN (match.py: several lines checked together).
bin=$1 status=$2 pattern=$3
shift 3
out=$("$bin" "$@" 2>&1)
got=$?
if [ "$got" -ne "$status" ]; then
  printf 'expected exit status %s, got %s\n--- output ---\n%s\n' "$status" "$got" "$out"
  exit 1
fi
if ! printf '%s\n' "$out" | /usr/bin/python3 "$(dirname "$0")/match.py" "$pattern"; then
  printf 'output does not match /%s/\n--- output ---\n%s\n' "$pattern" "$out"
  exit 1
fi
exit 0
