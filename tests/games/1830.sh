#!/usr/bin/env bash
# 1830.sh XXROUTE: four operating rounds of 1830 from `new`, then the
# phases that rust the 2s and close the privates, through `apply` alone.
# What is checked, by hand, against 18xx.games' rules (the reference for
# 1830: maps/1830/NOTES.md):
# - the share price moves 1 right on a payout, 1 left when withheld (the
#   grid of market.yaml); the holders get their percent, the IPO nobody
#   (full capitalization);
# - a private blocks its hex while a player holds it (blocks_hexes);
# - corporations buy privates in phases 3 and 4 only, for half to twice the
#   face value (PHASES can_buy_companies, company.rb min_price, max_price);
# - CS: its corporation lays 3, 4 or 58 on B20 once, unconnected, besides
#   its lay (ability tile_lay); DH: its corporation lays 57 on F16 paying
#   the 120 of the mountain, as its lay, then a free station there, as its
#   station (ability teleport);
# - the first tile on printed New York pays its 80 (upgrade=cost:80);
# - the bank sells the trains in order; the first 4 rusts the 2s, the first
#   5 closes the privates.
set -euo pipefail
source "$(dirname "$0")/steps.bash"

"$X" new 1830 --players 4 --companies PRR=670,NYC=710 -o $F
a --par PRR=67 --shares "Anna: PRR 60" --shares "Ben: PRR 10" --shares "ipo: PRR 30"
a --par NYC=71 --shares "Ben: NYC 60" --shares "ipo: NYC 40"
a --buy-private "Anna: CS 40" --buy-private "Ben: DH 70"
fact 'privates: {CS: Anna, DH: Ben}'
# Burlington (B20) is blocked while Anna holds the CS.
refused 'hex B20 is blocked while a player holds the private CS (Anna' -c NYC --lay B20=3@0
# OR1 (phase 2): PRR lays Pittsburgh (H10, tile 57: a city of 20) beside
# Altoona (H12, gray, 10) and buys a 2 (80): 670 - 80 = 590. NYC lays
# Albany (E19, 57) towards Hartford and buys a 2: 710 - 80 = 630.
a -c PRR --lay H10=57@1 --buy-train 2 --end-turn
a -c NYC --lay E19=57@2 --buy-train 2 --end-turn
company PRR 'trains: ["2"], treasury: 590}'
company NYC 'trains: ["2"], treasury: 630}'
# OR2: PRR's 2 runs Pittsburgh 20 + Altoona 10 = 30 and pays it: Anna's 60%
# 18, Ben's 10% 3, the IPO's 30% nobody; 1 right on row 5: 67 to 71.
a -c PRR --pay --end-turn
said 'payout of 30; holders receive: Anna 18, Ben 3'
company PRR 'share_price: 71, share_price_cell: [5, 7]'
# NYC lays New Haven & Hartford (F20, 56) and runs Albany 20 + a town 10 =
# 30: Ben's 60% 18; 1 right on row 4: 71 to 76.
a -c NYC --lay F20=56@0 --pay --end-turn
said 'payout of 30; holders receive: Ben 18'
company NYC 'share_price: 76, share_price_cell: [4, 7]'
# No company buys a private before phase 3.
refused 'companies buy privates in phases 3 to 4, not in phase 2' -c PRR --buy-private "PRR: DH 70"
# The bank sells its 2s before any 3.
refused 'the bank sells 2 trains until they are sold out (4 left), then 3 trains' -c PRR --buy-train 3
# OR3: both withhold their 30 (1 left: PRR 71 to 67, NYC 76 to 71). PRR
# buys two 2s: 590 + 30 - 160 = 460. NYC buys the last two 2s and the first
# 3, which starts phase 3: 630 + 30 - 160 - 180 = 320.
a -c PRR --withhold --buy-train 2 --buy-train 2 --end-turn
a -c NYC --withhold --buy-train 2 --buy-train 2 --buy-train 3 --end-turn
said 'starts phase 3'
fact 'phase: "3"'
company PRR 'share_price: 67, share_price_cell: [5, 6], shares: {Anna: 60, Ben: 10, ipo: 30}, trains: ["2", "2", "2"], treasury: 460}'
company NYC 'share_price: 71, share_price_cell: [4, 6], shares: {Ben: 60, ipo: 40}, trains: ["2", "2", "2", "3"], treasury: 320}'
# Phase 3: the privates are bought for half to twice their face: PRR pays
# Ben 35 for the DH (face 70, the least), NYC pays Anna 80 for the CS (face
# 40, the most); 81 is refused.
refused 'CS (face 40) is bought for 20 to 80, not 81' -c NYC --buy-private "NYC: CS 81"
a -c PRR --buy-private "PRR: DH 35"
a -c NYC --buy-private "NYC: CS 80"
fact 'privates: {CS: NYC, DH: PRR}'
company PRR 'treasury: 425}'
company NYC 'treasury: 240}'
# OR4: PRR lays 57 on Scranton (F16) by the DH, unconnected, paying the
# mountain's 120: 425 - 120 = 305. It is PRR's lay of the turn: another is
# refused. The DH's station goes there free; no other station this turn.
refused "DH's station follows its tile" -c PRR --token DH:F16
a -c PRR --lay DH:F16=57@0
said 'terrain 120'
refused 'and PRR has laid 1' -c PRR --lay H14=8@0
a -c PRR --token DH:F16
said 'station free by DH'"'"'s ability'
fact 'F16: {tile: "57", rotation: 0, tokens: [PRR]}'
refused 'PRR has placed 1' -c PRR --token H14
# PRR pays its 30 again (Scranton joins nothing): 67 to 71.
a -c PRR --pay --end-turn
company PRR 'share_price: 71, share_price_cell: [5, 7], shares: {Anna: 60, Ben: 10, ipo: 30}, trains: ["2", "2", "2"], treasury: 305}'
# NYC lays 3 on Burlington (B20) by the CS, unconnected and free, besides
# its own lay: green New York (G19, 54) for the 80 of its water: 240 - 80 =
# 160. Its 3 runs Albany 20 + Hartford 10 + New York 60 = 90 and pays: Ben's
# 60% 54; 71 to 76. The CS was used once: the card is turned over.
a -c NYC --lay CS:B20=3@0 --lay G19=54@0 --pay --end-turn
said 'lay G19=54@0                    80  (terrain 80)'
said 'payout of 90; holders receive: Ben 54'
fact 'B20: {tile: "3", rotation: 0}'
fact 'privates_used: [DH, CS]'
company NYC 'share_price: 76, share_price_cell: [4, 7], shares: {Ben: 60, ipo: 40}, trains: ["2", "2", "2", "3"], treasury: 160}'
strict PRR NYC
# Phase 4 (the first 4): the 2s rust, PRR's three (removed) and NYC's three; PRR
# owns no train and buys a 3 (180): 305 - 180 = 125.
a -c PRR --phase 4
said 'phase 4                             (removes 2, 2, 2; NYC loses 2, 2, 2)'
company NYC 'trains: ["3"]'
a -c PRR --buy-train 3
company PRR 'trains: ["3"], treasury: 125}'
# Phase 5 (the first 5): the privates close; their tiles and the DH's
# station stay.
a -c PRR --phase 5
said 'the private companies CS, DH close'
fact 'privates: {}'
fact 'F16: {tile: "57", rotation: 0, tokens: [PRR]}'
strict PRR NYC
