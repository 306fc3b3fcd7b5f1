#!/usr/bin/env bash
# 18CZ.sh XXROUTE: one game of 18CZ, from `new` to phase e through `apply`
# alone (issue 21). Three small companies (BCB, OFE, EKJ), the medium BN
# from phase b, the large SX from phase d; six operating rounds, a card
# exported at the end of each set (VIII.13), the phase following the cards
# bought and exported (VIII.12), the trains over phase e's limit given up
# (VIII.12, 000 lines 1163-1164), the red 2s rusted by the e card exported. After chosen turns the file's facts and the
# income apply printed are checked against hand calculations.
set -euo pipefail
source "$(dirname "$0")/steps.bash"

# Small companies at par 60, 70, 60: capital 4 x par (VII.5.a).
"$X" new 18CZ --players 4 --companies BCB=240,OFE=280,EKJ=240 -o $F
a --par BCB=60 --shares "Anna: BCB 50" --shares "Ben: BCB 25" --shares "ipo: BCB 25"
a --par OFE=70 --shares "Ben: OFE 50" --shares "ipo: OFE 50"
a --par EKJ=60 --shares "Cleo: EKJ 50" --shares "ipo: EKJ 50"
# OR1 (phase a): two yellow tiles in a company's first turn (VIII.4)
a -c OFE --lay C26=201@0 --lay C24=57@1 --buy-train 2 --end-turn
a -c BCB --lay E16=6@1 --lay D17=57@0 --buy-train 2 --end-turn
a -c EKJ --lay D5=5@0 --lay E4=3@2 --buy-train 2 --end-turn
# BCB: 240 - 10 - 10 (terrain) - 70 (a 2) = 150; OFE 280 - 70; EKJ 240 - 70.
fact 'BCB: {turns: 1, par: 60, share_price: 60, share_price_cell: [1, 3], shares: {Anna: 50, Ben: 25, ipo: 25}, trains: ["2"], treasury: 150}'
fact 'OFE: {turns: 1, par: 70, share_price: 70, share_price_cell: [1, 5], shares: {Ben: 50, ipo: 50}, trains: ["2"], treasury: 210}'
company EKJ 'trains: ["2"], treasury: 170}'
# end of the set: the top card (a) exported
a -c EKJ --export a
# OR2 (phase a)
a -c OFE --lay D25=8@1 --token C24 --pay --buy-train 2 --end-turn
a -c BCB --lay E14=55@0 --token D17 --pay --buy-train 2 --end-turn
a -c EKJ --lay D3=57@1 --pay --buy-train 2 --end-turn
# OFE pays 50 (C24 Opava 20 + C26 Ostrava 30): Ben's 50% gets 25.
said 'payout of 50; holders receive: Ben 25'
# The fifth a card went to OFE, so BCB's 2 is the first b card: phase b.
said 'buy 2                           70  (train 70; starts phase b)'
fact 'phase: b'
fact 'bank_trains: {"a": 0, "b": 2, "c": 4,'
# stock round: BN (medium, from phase b) floats at 100: 5 x 100 = 500
a --float BN=500
a --par BN=100 --shares "Anna: BN 40" --shares "Cleo: BN 20" --shares "ipo: BN 40"
# OR3 (phase b), by share price: BN 100, OFE 80, BCB 65, EKJ 65
a -c BN --lay E12=8889@1 --buy-train 2+2 --buy-train 2+2 --end-turn
a -c OFE --withhold --buy-train 3 --end-turn
a -c BCB --lay C18=8@4 --withhold --end-turn
a -c EKJ --withhold --buy-train 3 --end-turn
a -c EKJ --export c
# EKJ withheld 70: 2 D5 Karlovy Vary 20 + D3 Cheb 20 = 40; 2 D5 20 + E4 10 = 30.
said 'withhold of 70; EKJ'
fact 'phase: c'
# OR4 (phase c), by share price: BN 100, OFE 70, BCB 60, EKJ 60
a -c BN --lay D13=7@5 --withhold --end-turn
a -c OFE --withhold --end-turn
a -c BCB --withhold --buy-train 3 --end-turn
a -c EKJ --withhold --end-turn
a -c EKJ --export d
# The export of the first d card starts phase d (VIII.12-13).
said 'export d                            (starts phase d)'
fact 'phase: d'
# stock round: SX (large, from phase d) floats at 120: 10 x 120 = 1200
a --float SX=1200
a --par SX=120 --shares "Ben: SX 20" --shares "Anna: SX 10" --shares "ipo: SX 70"
# OR5 (phase d), by share price: SX 120, BN 90, OFE 65, BCB 55, EKJ 55
a -c SX --lay A8=8896@4 --token A8
a -c SX --withhold --buy-train 3E --buy-train 3E --buy-train 3E --end-turn
# BN buys the first e card (as 3+3): phase e, the small companies' limit
# drops to 2 (VIII.12), and each gives a 2 back to the bank. Refused without
# the choice, the file untouched:
refused "over phase e's limit of 2" -c BN --withhold --buy-train 3+3 --end-turn
a -c BN --withhold --buy-train 3+3 --discard BCB:2 --discard OFE:2 --discard EKJ:2 --end-turn
a -c OFE --withhold --end-turn
a -c BCB --withhold --end-turn
a -c EKJ --withhold --end-turn
# BCB withheld 100: 2 D17 Hradec Kralove 20 + E16 Pardubice 20 = 40; 3 E12
# Praha 30 + E14 10 + E16 20 = 60. 150 = 50 + 100.
said 'withhold of 100; BCB'
fact 'BCB: {turns: 5, par: 60, share_price: 50, share_price_cell: [1, 1], shares: {Anna: 50, Ben: 25, ipo: 25}, trains: ["2", "3"], treasury: 150}'
# EKJ withheld 80: 2 D5 20 + E4 10 = 30; 3 D1 10 + D3 20 + D5 20 = 50.
said 'withhold of 80; EKJ'
fact 'phase: e'
fact 'bank_trains: {"a": 0, "b": 0, "c": 0, "d": 0, "e": 3, "f": 4,'
fact 'BN: {turns: 3, par: 100, share_price: 80, share_price_cell: [1, 6], shares: {Anna: 40, Cleo: 20, ipo: 40}, trains: ["2+2", "2+2", "3+3"], treasury: 150}'
fact 'SX: {turns: 1, par: 120, share_price: 110, share_price_cell: [1, 9], shares: {Ben: 20, Anna: 10, ipo: 70}, trains: ["3E", "3E", "3E"], treasury: 450}'
fact 'turn: {}'
# The e card exported counts as each of its faces sold, its red 4 among them
# (VIII.12, 000 lines 1157-1158): every red 2 rusts; BN's e card, bought as a
# blue 3+3, rusted none ("Если же е-поезд покупается как 3+3-поезд или
# 3E-поезд - ни один поезд не списывается").
a -c EKJ --export e
said 'export e                            (removes 2; BCB loses 2; OFE loses 2; the pool loses 2, 2, 2)'
# OR6 (phase e), by share price: SX 110, BN 80, OFE 60, BCB 50, EKJ 50.
a -c SX --withhold --end-turn
a -c BN --withhold --end-turn
a -c OFE --withhold --end-turn
a -c BCB --withhold --end-turn
# EKJ withholds 50 (its 3: D1 10 + D3 20 + D5 20) and buys the last-but-one e
# card as a 4: 210 + 50 - 250 = 10.
a -c EKJ --withhold --buy-train 4 --end-turn
said 'withhold of 50; EKJ'
fact 'EKJ: {turns: 6, par: 60, share_price: 40, share_price_cell: [1, 0], shares: {Cleo: 50, ipo: 50}, trains: ["3", "4"], treasury: 10}'
fact 'BCB: {turns: 6, par: 60, share_price: 40, share_price_cell: [1, 0], shares: {Anna: 50, Ben: 25, ipo: 25}, trains: ["3"], treasury: 210}'
fact 'bank_trains: {"a": 0, "b": 0, "c": 0, "d": 0, "e": 1, "f": 4,'
# The file loads by the strict rules for every company.
strict BCB OFE EKJ BN SX
echo "18CZ: a game to phase e through apply"
