#!/usr/bin/env bash
# 1824.sh XXROUTE: one game of 1824 (3 players), from `new` to phase 5
# through `apply` alone (issue 21). The coal railway EPP (bought at 200, its
# 1g at once: IV.2, 002 lines 195 and 429), the pre-state railways SD1-SD3,
# the regionals BH and MS (no coal railway of theirs in play: 10 x par,
# IV.4.3); five operating rounds: EPP exchanged into BK from phase 3 (IV.2),
# the 2s rusted by the first 4, SD formed of SD1-SD3 at the end of that round
# (IV.4.4), the first 5 bought. After chosen turns the file's facts and the
# incomes apply printed are checked against hand calculations; refused moves
# leave the file byte-identical.
set -euo pipefail
source "$(dirname "$0")/steps.bash"

# Stock round 1: EPP bought at 200 (its treasury 200 - 120 for the 1g),
# SD1 at 240, SD2 and SD3 at 120 (IV.3: their price is their treasury).
"$X" new 1824 --players 3 --companies EPP=200,SD1=240,SD2=120,SD3=120 -o $F
a -c EPP --buy-train 1g --end-turn
a --shares "Anna: EPP 100"
a --shares "Ben: SD1 100"
a --shares "Cleo: SD2 100"
a --shares "Anna: SD3 100"
a --float BH=1000
a --par BH=100 --shares "Cleo: BH 20" --shares "Ben: BH 30" --shares "ipo: BH 50"
a --float MS=1000
a --par MS=100 --shares "Ben: MS 20" --shares "Anna: MS 30" --shares "ipo: MS 50"
fact 'EPP: {shares: {Anna: 100}, turns: 1, trains: ["1g"], treasury: 80}'
fact 'bank_trains: {"2": 9, "3": 7, "4": 4, "5": 3, "6": 3, "8": 2, "1g": 5,'
# OR1 (phase 2)
a -c EPP --lay B5=57@2 --half --end-turn
a -c SD1 --lay F11=1@0 --buy-train 2 --end-turn
a -c SD2 --lay G10=5@0 --buy-train 2 --end-turn
a -c SD3 --lay G4=57@1 --buy-train 2 --end-turn
a -c BH --lay I16=2@0 --buy-train 2 --buy-train 2 --end-turn
a -c MS --lay C12=5@0 --buy-train 2 --buy-train 2 --end-turn
# EPP ran C6 (mine) - B5 (20): half to Anna (10), half kept (10) and the
# mine's 10 to the treasury: 80 + 20 = 100.
said "half of 20; holders receive: Anna 10; EPP's treasury receives 20"
fact 'EPP: {shares: {Anna: 100}, turns: 2, trains: ["1g"], treasury: 100}'
fact 'bank_trains: {"2": 2,'
# OR2 (phase 2)
# One yellow tile a turn (VII.5): a second is refused.
refused "one yellow tile, or one upgrade, a turn" -c SD1 --lay E12=499@0 --lay F9=7@3
a -c EPP --half --end-turn
a -c SD1 --lay E12=499@0 --half --end-turn
a -c SD2 --lay H9=7@2 --half --end-turn
a -c SD3 --lay G2=3@4 --half --end-turn
a -c BH --lay I14=7@4 --pay --buy-train 2 --end-turn
a -c MS --pay --buy-train 2 --buy-train 3 --end-turn
# MS bought the last 2 and the first 3: phase 3, green tiles.
said 'buy 3                          180  (train 180; starts phase 3)'
fact 'phase: "3"'
# stock round: Anna exchanges EPP for BK's director certificate (IV.2):
# BK floats with 8 x its par 100 (IV.4.2, line 309) and EPP's 1g and money.
a --float BK=800
a --exchange EPP
a --par BK=100 --shares "Anna: BK 30" --shares "Cleo: BK 20" --shares "ipo: BK 50"
# BK: 800 + EPP's 120 (100 + its OR2 run: half of 20 and the mine's 10); B on C6.
fact 'BK: {par: 100, share_price: 100, share_price_cell: [2, 2], shares: {Anna: 30, Cleo: 20, ipo: 50}, trains: ["1g"], treasury: 920}'
fact 'C6: {tokens: [B]}'
fact 'closed: [EPP]'
# OR3 (phase 3): the pre-state railways, then the regionals by share price
a -c SD1 --lay E12=491@0 --half --buy-train 3 --end-turn
a -c SD2 --lay G10=14@0 --half --end-turn
a -c SD3 --lay G4=15@4 --half --end-turn
a -c BH --lay H15=5@4 --pay --buy-train 3:2 --end-turn
a -c BK --lay B9=5@0 --withhold --buy-train 3 --buy-train 3 --end-turn
a -c MS --lay D11=8@3 --pay --buy-train 3:2 --end-turn
# OR4 (phase 3)
a -c SD1 --half --end-turn
a -c SD2 --half --end-turn
a -c SD3 --half --end-turn
# At most one train traded in a round (VII.13):
refused "at most 1 train(s) traded in a round" -c BH --pay --buy-train 3:2 --buy-train 4:3
# BH trades its last 2 for the last 3 and buys the first 4: phase 4, every
# 2 rusts (SD2 and SD3 are left with none: they close at the round's end).
a -c BH --pay --buy-train 3:2 --buy-train 4 --end-turn
fact 'phase: "4"'
fact 'BH: {turns: 4, par: 100, share_price: 135, share_price_cell: [2, 5], shares: {Cleo: 20, Ben: 30, ipo: 50}, trains: ["3", "3", "4"], treasury: 200}'
fact 'MS: {turns: 3, par: 100, share_price: 100, share_price_cell: [2, 2], shares: {Ben: 20, Anna: 30, ipo: 50}, trains: ["3", "3"], treasury: 440}'
a -c MS --pay --end-turn
a -c BK --withhold --buy-train 4:3 --end-turn
# End of the operating round of the first 4: SD forms (IV.4.4): 120 for each
# share not reserved for the pre-state railways' owners (SD1 20%, SD2 and
# SD3 10% each: 6 x 120 = 720), then SD1-SD3 close into it.
a --float SD=720
a --exchange SD
a --par SD=120 --shares "Ben: SD 20" --shares "Cleo: SD 10" --shares "Anna: SD 10" --shares "ipo: SD 60"
# SD: 720 + SD1's 65, SD2's 80, SD3's 95 = 960, SD1's 3, the three stations.
fact 'SD: {par: 120, share_price: 120, share_price_cell: [0, 2], shares: {Ben: 20, Cleo: 10, Anna: 10, ipo: 60}, trains: ["3"], treasury: 960}'
fact 'closed: [EPP, SD1, SD2, SD3]'
fact 'E12: {tile: "491", rotation: 0, tokens: {c0: [SD]}}'
fact 'G10: {tile: "14", rotation: 0, tokens: [SD]}'
# OR5 (phase 4), by share price: BH 135, SD 120, MS 110, BK 80
a -c BH --lay H17=3@0 --pay --end-turn
a -c SD --lay F13=7@1 --pay --buy-train 4 --buy-train 4 --end-turn
a -c MS --lay C10=3@3 --pay --buy-train 5 --end-turn
a -c BK --lay B7=8@4 --withhold --end-turn
# BH 90: 3 H15 Fünfkirchen 20 + I16 10 + J13 Sarajevo 10 = 40; 4 H15 20 + H17 10
# + I16 10 + J13 10 = 50.
said 'payout of 90; holders receive: Ben 27, Cleo 18'
# SD ran its 3 before buying: E12 Wien 50 + F11 10 + G10 Graz 30 = 90.
said 'payout of 90; holders receive: Anna 9, Ben 18, Cleo 9'
# MS 100: 3 C12 Brünn 20 + E12 50 = 70; 3 C12 20 + C10 10 = 30. Then the first 5.
said 'payout of 100; holders receive: Anna 30, Ben 20'
said 'buy 5                          400  (train 400; starts phase 5)'
fact 'phase: "5"'
fact 'bank_trains: {"2": 0, "3": 0, "4": 0, "5": 2,'
fact 'MS: {turns: 5, par: 100, share_price: 120, share_price_cell: [2, 4], shares: {Ben: 20, Anna: 30, ipo: 50}, trains: ["3", "3", "5"], treasury: 40}'
fact 'SD: {turns: 1, par: 120, share_price: 130, share_price_cell: [0, 3], shares: {Ben: 20, Cleo: 10, Anna: 10, ipo: 60}, trains: ["3", "4", "4"], treasury: 400}'
fact 'turn: {}'
# The file loads by the strict rules for every company that runs.
strict BH MS BK SD
echo "1824: a game to phase 5 through apply"
