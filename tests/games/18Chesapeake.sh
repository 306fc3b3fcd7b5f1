#!/usr/bin/env bash
# 18Chesapeake.sh XXROUTE: three operating rounds of 18Chesapeake from `new`,
# through `apply` alone. What is checked, by hand, against 18xx.games' rules
# (the reference for 18Chesapeake: maps/18Chesapeake/NOTES.md):
# - the share price moves 1 right on a payout (the grid of market.yaml);
#   the holders get their percent, the IPO nobody;
# - the C&OC blocks Berlin (D2) while a player holds it; a corporation buys
#   it in phase 3 for half to twice its face (80: 40 to 160); then lays 57
#   on D2, unconnected, paying the 80 of the mountain, as its lay of the
#   turn, and a station there free (g_18_chesapeake/entities.rb: C&OC's
#   teleport);
# - the C-P's two 8/9 tiles on H2 and I3 (its tile_lay: count 2,
#   must_lay_together, must_lay_all): both in one move or none, the second
#   joining the first, besides the corporation's own lay.
set -euo pipefail
source "$(dirname "$0")/steps.bash"

"$X" new 18Chesapeake --players 3 --companies PRR=700 -o $F
a --par PRR=70 --shares "Anna: PRR 60" --shares "ipo: PRR 40"
a --buy-private "Anna: C&OC 80"
a --buy-private "Bob: C-P 40"
# OR1 (phase 2): PRR lays Harrisburg (F2, 57) and buys a 2: 700 - 80 = 620.
a -c PRR --lay F2=57@1 --buy-train 2 --end-turn
company PRR 'trains: ["2"], treasury: 620}'
# OR2: PRR lays Hagerstown (E3, 57) and runs Harrisburg 20 + Hagerstown 20 =
# 40: Anna's 60% 24; row 4, 70 to 75.
a -c PRR --lay E3=57@1 --pay --end-turn
said 'payout of 40; holders receive: Anna 24'
company PRR 'share_price: 75, share_price_cell: [4, 3]'
refused 'companies buy privates in phases 3 to 4, not in phase 2' -c PRR --buy-private "PRR: C&OC 40"
# Phase 3 (the first 3).
a -c PRR --phase 3
refused 'hex D2 is blocked while a player holds the private C&OC (Anna' -c PRR --lay D2=57
refused 'C&OC (face 80) is bought for 40 to 160, not 39' -c PRR --buy-private "PRR: C&OC 39"
a -c PRR --buy-private "PRR: C&OC 40"
company PRR 'treasury: 580}'
# OR3: 57 on Berlin (D2) by the C&OC (its one legal rotation), the 80 of
# the mountain paid: 500; the station there free; no other lay this turn.
# PRR pays its 40 again: 75 to 80.
a -c PRR --lay "C&OC:D2=57"
said 'terrain 80; rotation 1, the only legal one'
refused 'and PRR has laid 1' -c PRR --lay G3=3@2
a -c PRR --token "C&OC:D2" --pay --end-turn
said 'station free by C&OC'"'"'s ability'
fact 'D2: {tile: "57", rotation: 1, tokens: [PRR]}'
fact 'privates_used: ["C&OC"]'
company PRR 'share_price: 80, share_price_cell: [4, 4], shares: {Anna: 60, ipo: 40}, trains: ["2"], treasury: 500}'
strict PRR
# OR4: PRR buys the C-P from Bob for 20 (half its 40): 480. Its tiles go
# down in one move, H2's 8 and I3's 9 joined across their side, costing
# nothing (no terrain there), and are not the turn's lay (lays: 0).
a -c PRR --buy-private "PRR: C-P 20"
refused 'C-P lays its 2 tiles in one move, on H2, I3; this move lays H2' -c PRR --lay C-P:H2=8@5
refused "C-P's tiles join each other: the tile on I3 does not join H2" -c PRR --lay C-P:H2=8@5 --lay C-P:I3=9@1
a -c PRR --lay C-P:H2=8@5 --lay C-P:I3=9@2
fact 'H2: {tile: "8", rotation: 5}'
fact 'I3: {tile: "9", rotation: 2}'
fact 'privates_used: ["C&OC", C-P]'
fact 'turn: {company: PRR, lays: 0,'
refused "C-P's ability was used" -c PRR --lay C-P:H2=8@5
company PRR 'treasury: 480}'
strict PRR
