#!/usr/bin/env bash
# whatif_reapply.sh XXROUTE POSITION KIND...: every move `whatif` ranks on
# POSITION for each KIND (lay: --best-lay, token: --best-token, buy: --buy)
# is made again with `apply` on a copy of the file; apply must accept it (the
# rules and the money alike) and the company must then earn the income
# whatif promised. Where whatif gave trains back over the limit ("gives 3
# back"), the same apply gives those up (--discard), the owner's choice.
# A KIND for which whatif proposes nothing is a failure: the test is there to
# re-apply proposals, so a position must be given with the kinds it has.
# Run from the source folder; exit status 1 on any difference, refusal or
# kind without a proposal. (tests/cli/whatif.cmake registers one ctest test
# per position and kind: cli.whatif.reapply.POSITION.KIND.)
set -u
if [ $# -lt 3 ]; then
  echo "usage: whatif_reapply.sh XXROUTE POSITION KIND... (KIND: lay, token or buy)" >&2
  exit 2
fi
xx=$1 pos=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0
fail() { printf 'FAIL %s\n' "$1"; failed=$((failed + 1)); }

# The income in an apply --format json answer ("solve":{"company":..,"income":N).
income_of() { grep -o '"solve":{"company":"[^"]*","income":-\?[0-9]*' <<<"$1" | sed 's/.*"income"://'; }

# The apply options that make a whatif change: "lay E12=57@2, token E12.c0",
# "buy 6 for the 5", "return 3o, buy 4D".
options_of() {
  local change=$1 part
  local -a opts=()
  while IFS= read -r part; do
    case $part in
      "lay "*) opts+=(--lay "${part#lay }") ;;
      "token "*) opts+=(--token "${part#token }") ;;
      "return "*) opts+=(--return-train "${part#return }") ;;
      "buy "*" for the "*) part=${part#buy }; opts+=(--buy-train "${part%% for the *}:${part#* for the }") ;;
      "buy "*) opts+=(--buy-train "${part#buy }") ;;
      *) return 1 ;;
    esac
  done < <(sed 's/, /\n/g' <<<"$change")
  printf '%s\n' "${opts[@]}"
}

# Every proposal is made again; in the sanitizer tree every Nth, the first
# among them (XXROUTE_TEST_SAMPLE=N, tests/sample.h).
every=${XXROUTE_TEST_SAMPLE:-1}
[[ $every =~ ^[1-9][0-9]*$ ]] || every=1
total=0
for kind in "$@"; do
  case $kind in
    lay) flag=--best-lay ;;
    token) flag=--best-token ;;
    buy) flag=--buy ;;
    *) echo "whatif_reapply.sh: unknown kind '$kind' (lay, token or buy)" >&2; exit 2 ;;
  esac
  ranked=$("$xx" whatif "$pos" "$flag" --format jsonl 2>&1) || { fail "$pos: whatif $flag: $ranked"; continue; }
  company=$(head -1 <<<"$ranked" | grep -o '"solve":{"company":"[^"]*"' | sed 's/.*:"//; s/"$//')
  if [ -z "$company" ]; then fail "$pos: whatif $flag names no company: $(head -1 <<<"$ranked")"; continue; fi
  n=0 seen=0
  while IFS= read -r line; do
    seen=$((seen + 1))
    change=$(sed -E 's/^\{"change":"([^"]*)".*/\1/' <<<"$line")
    promised=$(sed -E 's/^\{"change":"[^"]*","income":(-?[0-9]+).*/\1/' <<<"$line")
    notes=$(grep -o '"notes":"[^"]*"' <<<"$line" | head -1)
    case "$kind:$change" in
      lay:"lay "* | token:"token "* | buy:"buy "* | buy:"return "*) ;;
      *) fail "$pos: whatif $flag proposes '$change', not a move of its kind"; continue ;;
    esac
    (( (seen - 1) % every == 0 )) || continue
    mapfile -t opts < <(options_of "$change") || true
    if [ ${#opts[@]} -eq 0 ]; then fail "$pos: '$change': not a move apply knows"; continue; fi
    copy=$tmp/$(basename "$pos")
    cp "$pos" "$copy"
    if [[ $notes == *" back, keeping the best "* ]]; then  # (over the limit: the same trains given up, in the same call)
      given=$(sed -E 's/.*gives (.*) back, keeping.*/\1/' <<<"$notes")
      while IFS= read -r t; do opts+=(--discard "$t"); done < <(sed 's/, /\n/g' <<<"$given")
    fi
    said=$("$xx" apply "$copy" -c "$company" "${opts[@]}" --format json 2>&1) || {
      fail "$pos: apply refuses '$change' that whatif proposed: $said"
      continue
    }
    got=$(income_of "$said")
    [ "$got" = "$promised" ] || fail "$pos: '$change': whatif promised $promised, apply's file earns ${got:-nothing}"
    n=$((n + 1))
  done < <(tail -n +2 <<<"$ranked")
  if [ "$seen" -eq 0 ]; then
    fail "$pos: whatif $flag proposes nothing for $company, so nothing was re-applied"
  fi
  printf '%s: %s: %d of %d proposal(s) re-applied\n' "$pos" "$flag" "$n" "$seen"
  total=$((total + n))
done
if [ "$failed" -gt 0 ]; then
  printf '%d problem(s)\n' "$failed"
  exit 1
fi
printf '%d proposal(s) made again with apply, each accepted and earning what whatif promised\n' "$total"
