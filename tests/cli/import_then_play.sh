#!/usr/bin/env bash
# import_then_play.sh XXROUTE RECORD: RECORD imported up to BCB's run of the
# fourth operating round (action 176) into a new file; at the table then:
# BCB's declared 90 is the best (check), paid out (apply --pay: the share
# price moves right, the president's cash grows), and the same payout a
# second time refused (one run a turn) with the file left as it was.
set -u
bin=$1 record=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
game=$dir/game.yaml
"$bin" import "$record" --upto 176 -o "$game" || fail "import"
grep -q '^turn: {company: BCB' "$game" || fail "the file is not in BCB's turn"
out=$("$bin" check "$game" -c BCB --declared 90) || fail "check: $out"
grep -q "90 is the best income" <<<"$out" || fail "check: $out"
cash() { grep '^cash:' "$game" | grep -oE "\"Player 1\": -?[0-9]+" | grep -oE -- '-?[0-9]+$'; }
before=$(cash)
grep -qE '^  BCB: \{.*share_price: 70,' "$game" || fail "BCB's share price is not 70 before its run"
"$bin" apply "$game" -c BCB --pay >/dev/null || fail "apply --pay"
after=$(cash)
[ "$after" -eq $((before + 45)) ] || fail "Player 1's cash $before -> $after, not +45 (half of 90: the president's 50%)"
grep -qE '^  BCB: \{.*share_price: 80,' "$game" || fail "BCB's share price did not move from 70 to 80"
cp "$game" "$dir/kept.yaml"
if out=$("$bin" apply "$game" -c BCB --pay 2>&1); then fail "a second run in the same turn was taken: $out"; fi
cmp -s "$game" "$dir/kept.yaml" || fail "the refused second run changed the file"
echo "import then play: ok"
