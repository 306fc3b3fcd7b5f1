#!/usr/bin/env bash
# 1846.sh XXROUTE: three operating rounds of 1846 from `new`, then the phases
# that turn its trains obsolete, through `apply` alone. What is checked, by
# hand, against 18xx.games' rules (the reference for 1846: NOTES.md):
# - the marker moves by what the holders get against the share price
#   (g_1846/step/dividend.rb share_price_change): below half the price 1
#   left, up to the price no move, at least the price 1 right;
# - half pay: the holders share half rounded up to tens, the shares in the
#   company's treasury pay the company (incremental capitalization);
# - obsolete trains (TRAINS obsolete_on: the 2 by the first 5, the 4 by the
#   first 6) still run, count against no train limit and are not sold to
#   another corporation (base.rb num_corp_trains, ALLOW_OBSOLETE_TRAIN_BUY);
# - the tile-laying privates (entities.rb tile_lay): the Michigan Central's
#   two free yellow tiles on B10 and B12 in one move, joined; the Little
#   Miami's lays on Dayton and Cincinnati, 20 off each, only while no
#   track joins them; neither counts as the turn's lay;
# - the Steamboat's marker (assign_hexes, assign_corporation): moved by
#   the player who holds it onto any company's routes, +40 at Wheeling
#   and Holland (two port symbols), +20 at the other ports, gone with the
#   private in phase III while a player holds it; in a second game whose
#   players are named (the file follows the rounds), once an operating
#   round, by its player as the round starts (count_per_or, or_start);
# - the C&WI's city in Chicago (D6 c3): reserved while a player holds it,
#   then its corporation's free extra station, unjoined (token ability);
#   a corporation's reserved slot (ERIE's on Erie) until phase IV.
set -euo pipefail
source "$(dirname "$0")/steps.bash"

"$X" new 1846 --players 4 --companies NYC=400,GT=400 -o $F
a --par NYC=40 --shares "Anna: NYC 50" --shares "Ben: NYC 20" --shares "ipo: NYC 30"
a --par GT=80 --shares "Ben: GT 50" --shares "ipo: GT 50"
a --buy-private "Anna: MC 40" --buy-private "Ben: LM 40" --buy-private "Cy: SC 40" --buy-private "Dee: C&WI 60"
# OR1 (phase I): each buys a 2 (80) before it has run.
a -c NYC --buy-train 2 --end-turn
a -c GT --buy-train 2 --end-turn
company NYC 'share_price: 40, share_price_cell: [0, 4], shares: {Anna: 50, Ben: 20, ipo: 30}, trains: ["2"], treasury: 320}'
company GT 'trains: ["2"], treasury: 320}'
# OR2: NYC's 2 runs Erie D20 (10) - Buffalo C21 (30) = 40 and pays it out:
# Anna 50% 20, Ben 20% 8, the 30% in NYC's treasury 12 to NYC. 40 is at
# least the price 40: 1 right, to 50.
a -c NYC --pay --end-turn
said 'payout of 40; holders receive: Anna 20, Ben 8; NYC'"'"'s treasury receives 12; share price 40 -> 50 (1 right)'
company NYC 'share_price: 50, share_price_cell: [0, 5]'
company NYC 'treasury: 332}'
# GT lays Port Huron's town into a city (B16 tile 5), paying the 20 every
# lay costs (g_1846 TILE_COST): 320 - 20 = 300, and runs Detroit C15 (40) -
# Port Huron (20) = 60: at least half the price 80, less than it: no move;
# its own 50% pays it 30: 330.
a -c GT --lay B16=5@0 --pay --end-turn
said 'lay B16=5@0                     20  (tile lay 20)'
said 'payout of 60; holders receive: Ben 30; GT'"'"'s treasury receives 30; share price 80 -> 80 (no move)'
company GT 'share_price: 80, share_price_cell: [0, 8], shares: {Ben: 50, ipo: 50}, trains: ["2"], treasury: 330}'
# OR3: NYC withholds its 40 (the holders get 0: 1 left, 50 to 40); GT pays
# half of 60: the holders share 30, Ben's half 15, the treasury keeps 30
# and its own shares' 15 (330 + 45 = 375); 30 is below half the price 80:
# 1 left, to 70.
a -c NYC --withhold --end-turn
said 'withhold of 40; NYC'"'"'s treasury receives 40; share price 50 -> 40 (1 left)'
a -c GT --half --end-turn
said 'half of 60; holders receive: Ben 15; GT'"'"'s treasury receives 45; share price 80 -> 70 (1 left)'
company NYC 'share_price: 40, share_price_cell: [0, 4], shares: {Anna: 50, Ben: 20, ipo: 30}, trains: ["2"], treasury: 372}'
company GT 'share_price: 70, share_price_cell: [0, 7], shares: {Ben: 50, ipo: 50}, trains: ["2"], treasury: 375}'
strict NYC GT
# OR4 (phase I): GT buys the MC from Anna at its face, 40 (up to the face in
# phases I and II): 335. Its straights on B10 and B12 run across both
# hexes, free (the 20 of a lay not paid), joined to nothing of GT's.
a -c GT --buy-private "GT: MC 40"
refused "MC's tiles join each other: the tile on B12 does not join B10" -c GT --lay MC:B10=9@1 --lay MC:B12=7@4
a -c GT --lay MC:B10=9@1 --lay MC:B12=9@1
said '20 not paid: free by MC'
fact 'B10: {tile: "9", rotation: 1}'
fact 'turn: {company: GT, lays: 0,'
refused "MC's ability was used (its card is turned over); its 2 lays are made in one move" -c GT --lay MC:B12=8@0
company GT 'treasury: 335}'
# GT withholds its 60 (Detroit - Port Huron): 395.
a -c GT --withhold --end-turn
company GT 'treasury: 395}'
# NYC buys the LM from Ben for 30 (342) in its turn; Dayton's town (G13, 5) and
# Cincinnati's (H12, 291) joined, each lay's 20 less the LM's 20; once they
# are joined the ability has nothing left to do.
a -c NYC --buy-private "NYC: LM 30"
a -c NYC --lay LM:G13=5@0 --lay LM:H12=291@2
said 'tile lay 20, 20 off by LM'
company NYC 'treasury: 342}'
# NYC withholds its 40: 382.
a -c NYC --withhold --end-turn
company NYC 'treasury: 382}'
# Cy's Steamboat: its marker onto NYC's routes at Wheeling (G19, +40), then
# moved onto GT's at Toledo (D14, +20); its card is never turned over.
a -c NYC --marker SC:G19
company NYC 'hex_bonus: [{company: SC, hexes: [G19], amount: 40}]'
a -c GT --marker SC:D14
said "SC's marker leaves NYC's routes on G19; +20 to GT's routes that visit D14"
company GT 'hex_bonus: [{company: SC, hexes: [D14], amount: 20}]'
refused "SC's marker goes on B8 or C5 or D14 or I1 or G19, not on B10" -c GT --marker SC:B10
# Dee's C&WI holds Chicago's south-east city (D6 c3) while she has it; GT
# buys it at its face, 60 (395 - 60 = 335), and at once places its station
# there, free, joined to nothing of GT's, besides the turn's station.
refused 'D6.c3 is reserved while a player holds C&WI (Dee)' -c NYC --token D6.c3
a -c GT --buy-private "GT: C&WI 60" --token "C&WI:D6"
said 'station free by C&WI'"'"'s ability'
fact 'D6: {tokens: {c3: [GT]}}'
company GT 'treasury: 335}'
refused "C&WI's ability was used" -c GT --token "C&WI:D6"
# Erie's second slot (D20, NYC's home) is ERIE's until phase IV (ERIE's
# reservation: ERIE has not floated, its slot is held all the same; a file
# whose game left ERIE out says `closed: [ERIE]`).
refused "D20.c0's free slot is ERIE's until phase IV" -c GT --token D20
strict NYC GT
# Phase III (the first 5): the 2s turn obsolete and stay, NYC's and GT's.
a -c NYC --trains "2,4,4,5"
a -c NYC --phase III
said 'the 2 turns obsolete; GT'"'"'s 2 turns obsolete'
said "SC's marker leaves GT's routes: SC closes while a player holds it"
company NYC 'trains: ["2", "4", "4", "5"]'
company GT 'trains: ["2"]'
# NYC owns four trains in phase III (limit 3), its 2 not counted: at the
# limit, within it (the strict load finds no company over its limit).
strict NYC
refused 'NYC owns 3 train(s), the limit in phase III' -c NYC --buy-train 4
# GT's obsolete 2 is not sold to NYC.
refused 'the 2 is obsolete in phase III: an obsolete train is not sold to another company' -c NYC --buy-train-from GT:2:50
# Phase IV (the first 6): the 2s rust, the 4s turn obsolete; NYC then
# counts one train (its 5) against the limit of 2.
a -c NYC --phase IV
said 'removes 2; the 4 turns obsolete; the 4 turns obsolete; GT loses 2'
company NYC 'trains: ["4", "4", "5"]'
company GT 'trains: []'
strict NYC
# A second game, its players named (`new --names`): the file follows the
# rounds, and the Steamboat's marker moves once an operating round, by Cy as
# the round starts (entities.rb SC count_per_or 1, when or_start).
F=rounds.yaml
"$X" new 1846 --names Anna,Ben,Cy -o $F
fact 'round: {kind: start, number: 0}'
a --buy-private "Cy: SC 40"
a --end-round
a --par NYC=40
a --buy-shares "Anna: NYC 20"
a --par GT=80
a --buy-shares "Ben: GT 20"
refused "SC's marker moves in an operating round, not in a stock round" -c NYC --marker SC:G19
a --end-round
fact 'round: {kind: operating, number: 1, operating: 1, of: 2}'
a -c NYC --marker SC:G19
fact 'round: {kind: operating, number: 1, operating: 1, of: 2, markers: [SC]}'
refused "SC's marker has moved in this operating round: once a round" -c GT --marker SC:D14
a -c GT --buy-train 2 --end-turn
a -c NYC --buy-train 2
fact 'round: {kind: operating, number: 1, operating: 1, of: 2, operated: [GT, NYC], markers: [SC]}'
a -c NYC --end-turn
a --end-round
fact 'round: {kind: operating, number: 1, operating: 2, of: 2}'
a -c NYC --withhold
refused "SC's marker moves as the operating round starts, while Cy holds it, not in NYC's turn" -c GT --marker SC:D14
a -c NYC --end-turn
refused "SC's marker moves as the operating round starts, while Cy holds it: NYC has operated in it" -c GT --marker SC:D14
a --end-round
a --end-round
a -c GT --marker SC:D14
said "SC's marker leaves NYC's routes on G19; +20 to GT's routes that visit D14"
company GT 'hex_bonus: [{company: SC, hexes: [D14], amount: 20}]'
echo "1846: new, three operating rounds and phases III-IV checked; the Steamboat once an operating round"
