#!/usr/bin/env bash
# 1889.sh XXROUTE: four operating rounds of 1889 from `new`, through `apply`
# alone. What is checked, by hand, against 18xx.games' rules (the reference
# for 1889: maps/1889/NOTES.md):
# - the share price moves 1 right on a payout, 1 left when withheld (the
#   grid of market.yaml); the holders get their percent, the IPO nobody;
# - the bank sells its 2s before any 3, and the first 3 starts phase 3;
# - a private blocks its hex while a player holds it (TR blocks Takamatsu,
#   K4, KO's home: g_1889/entities.rb blocks_hexes), and corporations buy
#   privates in phases 3 and 4 only, for half to twice the face value;
# - the Ehime Railway's green tile on Ohzu (C4), laid in the move that
#   buys it, besides the round's lay (entities.rb ER tile_lay, when sold);
# - the Mitsubishi Ferry's port tile, laid by the player who holds it, as
#   a move of the game (MF tile_lay, owner_type player).
set -euo pipefail
source "$(dirname "$0")/steps.bash"

"$X" new 1889 --players 3 --companies KO=650,AR=700 -o $F
a --par KO=65 --shares "Anna: KO 60" --shares "ipo: KO 40"
a --par AR=70 --shares "Bea: AR 60" --shares "ipo: AR 40"
a --buy-private "Anna: TR 20" --buy-private "Bea: ER 40" --buy-private "Cy: MF 30"
fact 'privates: {TR: Anna, ER: Bea, MF: Cy}'
# OR1 (phase 2): KO lays J3 (tile 8) from Takamatsu (K4, printed yellow,
# 30) to the offboard J1 (20) and buys a 2: 650 - 80 = 570. AR lays
# Tokushima (K8, 57: 20) towards Naruto (L7, offboard 20) and buys a 2:
# 700 - 80 = 620.
a -c KO --lay J3=8@3 --buy-train 2 --end-turn
a -c AR --lay K8=57@1 --buy-train 2 --end-turn
company KO 'trains: ["2"], treasury: 570}'
company AR 'trains: ["2"], treasury: 620}'
# OR2: KO runs J1 20 + Takamatsu 30 = 50 and pays: Anna's 60% 30; row 5, 65
# to 70. AR runs Naruto 20 + Tokushima 20 = 40: Bea's 60% 24; row 4, 70 to
# 75. Each buys two more 2s (160), the bank's last: KO 410, AR 460.
a -c KO --pay --buy-train 2 --buy-train 2 --end-turn
said 'payout of 50; holders receive: Anna 30'
a -c AR --pay --buy-train 2 --buy-train 2 --end-turn
said 'payout of 40; holders receive: Bea 24'
company KO 'share_price: 70, share_price_cell: [5, 4], shares: {Anna: 60, ipo: 40}, trains: ["2", "2", "2"], treasury: 410}'
company AR 'share_price: 75, share_price_cell: [4, 4], shares: {Bea: 60, ipo: 40}, trains: ["2", "2", "2"], treasury: 460}'
fact 'bank_trains: {"2": 0, "3": 5,'
refused 'companies buy privates in phases 3 to 4, not in phase 2' -c KO --buy-private "KO: TR 20"
# OR3: KO withholds its 50 (70 to 65) and buys the first 3 (180), which
# starts phase 3: 410 + 50 - 180 = 280. AR withholds its 40: 75 to 70, 500.
a -c KO --withhold --buy-train 3 --end-turn
said 'starts phase 3'
a -c AR --withhold --end-turn
fact 'phase: "3"'
company KO 'share_price: 65, share_price_cell: [5, 3], shares: {Anna: 60, ipo: 40}, trains: ["2", "2", "2", "3"], treasury: 280}'
company AR 'share_price: 70, share_price_cell: [4, 3], shares: {Bea: 60, ipo: 40}, trains: ["2", "2", "2"], treasury: 500}'
# OR4: Takamatsu is blocked while Anna holds TR; KO buys it (face 20: 10 to
# 40) for 10: 270; then lays green Takamatsu (440: 40) and a train runs J1 20
# + Takamatsu 40 = 60: Anna's 36; 65 to 70.
refused 'hex K4 is blocked while a player holds the private TR (Anna' -c KO --lay K4=440@0
refused 'TR (face 20) is bought for 10 to 40, not 41' -c KO --buy-private "KO: TR 41"
a -c KO --buy-private "KO: TR 10"
a -c KO --lay K4=440@0 --pay --end-turn
said 'payout of 60; holders receive: Anna 36'
fact 'K4: {tile: "440", rotation: 0, tokens: [KO]}'
company KO 'share_price: 70, share_price_cell: [5, 4], shares: {Anna: 60, ipo: 40}, trains: ["2", "2", "2", "3"], treasury: 270}'
strict KO AR
# AR buys the ER from Bea at its face, 40 (460), and in the same move lays
# green 14 on Ohzu (C4, printed yellow, its track to side 2 kept), joined
# to nothing of AR's; AR's turn has laid no tile of its own (lays: 0).
refused 'ER is Bea'"'"'s, not AR'"'"'s' -c AR --lay ER:C4=14@1
a -c AR --buy-private "AR: ER 40" --lay ER:C4=14@1
fact 'C4: {tile: "14", rotation: 1}'
fact 'turn: {company: AR, lays: 0, upgrades: 0,'
refused "ER's ability was used" -c AR --lay ER:C4=15@5
company AR 'treasury: 460}'
strict KO AR
# Cy, who holds the MF, lays the port tile (437, a town of 30) on Nangoku
# (G10), joined to no track, for nothing, once; the MF stays Cy's, open.
a --lay MF:G10=437@2
said 'Cy lays by MF'"'"'s ability'
fact 'G10: {tile: "437", rotation: 2}'
fact 'privates: {TR: KO, ER: AR, MF: Cy}'
refused "MF's ability was used" --lay MF:B11=437@0
refused 'tile 437 is laid only with the Mitsubishi Ferry' -c AR --lay B11=437@0
strict KO AR
