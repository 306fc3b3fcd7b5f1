#!/usr/bin/env bash
# 1824-cisleithania.sh XXROUTE: one game of 1824 Cisleithania (2 players,
# rulebook X), from `new` to phase 5 through `apply` alone (issue 21).
# Stack 1 (X.3) drew KK2 and MLB: they are construction railways, with no
# trains and no treasury, so they are not in the file (their optional tile
# lays are not made here). Anna holds EOD, SD1, SD3 (and KK2), Ben EPP, SD2,
# KK1 (and MLB). A coal railway's buyer pays twice the regional's par into
# it (X.5), and it buys its 1g at once. Five operating rounds: the coal
# railways exchanged into BK and MS from phase 3 (IV.2), the 2s rusted by the
# first 4 and SD formed at that round's end (IV.4.4), the first 5 bought and
# KK formed at that round's end (X.4: "КК работает с покупки первого
# 5-поезда"). After chosen turns the file's facts and the incomes apply
# printed are checked against hand calculations.
set -euo pipefail
source "$(dirname "$0")/steps.bash"

# EPP and EOD at 2 x 100; SD1 and KK1 240, SD2 and SD3 120 (IV.3).
"$X" new 1824-cisleithania --players 2 --companies EPP=200,EOD=200,SD1=240,SD2=120,SD3=120,KK1=240 -o $F
fact 'bank_trains: {"2": 6, "3": 5, "4": 4, "5": 2, "6": 2, "8": 1, "1g": 3,'
a -c EPP --buy-train 1g --end-turn
a -c EOD --buy-train 1g --end-turn
a --shares "Ben: EPP 100"
a --shares "Anna: EOD 100"
a --shares "Anna: SD1 100"
a --shares "Ben: SD2 100"
a --shares "Anna: SD3 100"
a --shares "Ben: KK1 100"
# OR1 (phase 2)
a -c EPP --lay B5=57@2 --half --end-turn
a -c EOD --lay B13=1@1 --half --end-turn
a -c SD1 --lay F11=2@0 --buy-train 2 --end-turn
a -c SD2 --lay G10=5@3 --buy-train 2 --end-turn
a -c SD3 --lay G4=5@0 --buy-train 2 --end-turn
a -c KK1 --lay E12=499@0 --buy-train 2 --end-turn
# EOD ran A12 (mine) - B13 (10): Anna 5, the treasury 5 and the mine's 10;
# 80 - 20 (terrain) + 15 = 75.
said "half of 10; holders receive: Anna 5; EOD's treasury receives 15"
fact 'EOD: {shares: {Anna: 100}, turns: 2, trains: ["1g"], treasury: 75}'
fact 'bank_trains: {"2": 2,'
# OR2 (phase 2)
a -c EPP --half --end-turn
a -c EOD --lay B15=5@0 --half --end-turn
a -c SD1 --half --buy-train 2 --end-turn
a -c SD2 --half --end-turn
a -c SD3 --half --end-turn
a -c KK1 --half --buy-train 2 --end-turn
# OR3 (phase 2)
a -c EPP --half --end-turn
a -c EOD --half --end-turn
a -c SD1 --half --end-turn
a -c SD2 --half --end-turn
a -c SD3 --lay H3=5@2 --half --end-turn
a -c KK1 --half --buy-train 3:2 --end-turn
# KK1 trades a 2 for the first 3: phase 3.
fact 'phase: "3"'
fact 'KK1: {turns: 3, shares: {Ben: 100}, trains: ["2", "3"], treasury: 0}'
# stock round: EPP into BK, EOD into MS (IV.2): each floats with 8 x par 100
a --float BK=800
a --exchange EPP
a --par BK=100 --shares "Ben: BK 30" --shares "Anna: BK 20" --shares "ipo: BK 50"
a --float MS=800
a --exchange EOD
a --par MS=100 --shares "Anna: MS 30" --shares "Ben: MS 20" --shares "ipo: MS 50"
# OR4 (phase 3)
a -c SD1 --lay E12=491@0 --half --end-turn
a -c SD2 --lay G10=14@0 --half --end-turn
a -c SD3 --lay G2=58@4 --half --end-turn
a -c KK1 --half --end-turn
a -c BK --lay B9=5@0 --withhold --buy-train 3 --buy-train 3 --end-turn
a -c MS --lay C12=5@0 --withhold --buy-train 3 --buy-train 3 --buy-train 4:3 --end-turn
fact 'phase: "4"'
fact 'MS: {turns: 1, par: 100, share_price: 90, share_price_cell: [2, 1], shares: {Anna: 30, Ben: 20, ipo: 50}, trains: ["1g", "3", "4"], treasury: 375}'
# End of the round of the first 4: SD forms with 120 for each share not
# reserved (SD1 20%, SD2 and SD3 10% each: 6 x 120 = 720) and its pre-state
# railways' money (140 + 115 + 40) and stations.
a --float SD=720
a --exchange SD
a --par SD=120 --shares "Anna: SD 30" --shares "Ben: SD 10" --shares "ipo: SD 60"
fact 'SD: {par: 120, share_price: 120, share_price_cell: [0, 2], shares: {Anna: 30, Ben: 10, ipo: 60}, trains: [], treasury: 1015}'
fact 'closed: [EPP, EOD, SD1, SD2, SD3]'
# OR5 (phase 4): KK1, then by share price SD 120, BK 90, MS 90
a -c KK1 --lay E10=7@4 --half --end-turn
a -c SD --lay F13=7@1 --buy-train 4 --buy-train 4 --buy-train 4 --end-turn
a -c BK --lay B7=8@4 --withhold --end-turn
a -c MS --lay D11=8@3 --pay --buy-train 5:4 --end-turn
# KK1 90: E14 Preßburg 30 (green) + E12 Wien 50 + F11 10; half to Ben.
said 'half of 90; holders receive: Ben 45'
# MS 70: C12 Brünn 20 + E12 50; then a 5 for its 4: phase 5.
said 'payout of 70; holders receive: Anna 21, Ben 14'
said 'buy 5 for the 4                260  (train 400 - 140 for the 4 traded in; starts phase 5'
fact 'phase: "5"'
# End of the round of the first 5: KK forms (X.4) with 120 for each share not
# reserved (KK1 20%, KK2 10%: 7 x 120 = 840), the 120 the construction
# railway KK2 leaves it when it closes (X.3), and KK1's money and station.
a --float KK=960
a --exchange KK
a --par KK=120 --shares "Ben: KK 20" --shares "Anna: KK 10" --shares "ipo: KK 70"
fact 'KK: {par: 120, share_price: 120, share_price_cell: [0, 2], shares: {Ben: 20, Anna: 10, ipo: 70}, trains: ["3"], treasury: 1025}'
fact 'closed: [EPP, EOD, SD1, SD2, SD3, KK1]'
fact 'E12: {tile: "491", rotation: 0, tokens: {c0: [SD], c1: [KK]}}'
fact 'bank_trains: {"2": 0, "3": 0, "4": 0, "5": 1,'
fact 'turn: {}'
# The file loads by the strict rules for every company that runs.
strict BK MS SD KK
echo "1824 Cisleithania: a game to phase 5 through apply"
