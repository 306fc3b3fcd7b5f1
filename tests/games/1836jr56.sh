#!/usr/bin/env bash
# 1836jr56.sh XXROUTE: a game of 1836jr56 (rulebook 003, 1856 rules) for
# three players, followed from `new` to phase 8 by `apply` alone: B, Nord and
# HSM float, run, withhold or pay, buy the bank's trains in order (003 lines
# 98-137; one of a type per turn, line 214), take loans (lines 222-224) and
# pay their interest (line 194), give up trains over the limit; NBDS floats
# in phase 5; the first 6 forms the CGR (MESS) of Nord and HSM, which did not
# repay their loans (lines 263-307); an 8 bought trading in a 4 (line 128).
# After chosen turns the file's facts are checked against the hand
# calculation in the comments; every refusal leaves the file as it was.
set -euo pipefail
source "$(dirname "$0")/steps.bash"

"$X" new 1836jr56 --companies B=500,Nord=450,HSM=400 --players 3 -o $F
fact 'bank_trains: {"2": 5, "3": 4, "4": 3, "5": 2, "6": 2, "8": 5}'
# The stock round: before phase 5 a company gets the money of the first 50%
# of its shares only (003 lines 60-62): B 5 x 100, Nord 5 x 90, HSM 5 x 80.
a -c B --par B=100 --par Nord=90 --par HSM=80 \
  --shares "Anna: B 30" --shares "Ben: B 20" --shares "ipo: B 50" \
  --shares "Ben: Nord 30" --shares "Cleo: Nord 20" --shares "ipo: Nord 50" \
  --shares "Cleo: HSM 30" --shares "Anna: HSM 20" --shares "ipo: HSM 50"

# OR 1 (phase 2). One train of a type a turn (003 line 214).
refused "003 line 214" -c B --buy-train 2 --buy-train 2
a -c B --lay G7=57@0 --buy-train 2 --end-turn      # 500 - 100 = 400
a -c Nord --buy-train 2 --end-turn                  # 450 - 100 = 350
a -c HSM --lay E7=57@2 --buy-train 2 --end-turn     # 400 - 100 = 300
company B 'trains: ["2"], treasury: 400'
company HSM 'trains: ["2"], treasury: 300'

# OR 2. One tile a turn (003 line 160).
refused "003 line 160" -c B --lay H4=5@3 --lay H2=3@0
a -c B --lay H4=5@3 --withhold --buy-train 2 --end-turn
# B's 2 runs Brussels-G7, 30 + 20 = 50, kept: 400 + 50 - 100 = 350.
said "withhold of 50"
company B 'trains: ["2", "2"], treasury: 350'
a -c Nord --lay I5=8@5 --withhold --buy-train 2 --end-turn   # 350 + 30 - 100 = 280
fact 'bank_trains: {"2": 0, "3": 4, "4": 3, "5": 2, "6": 2, "8": 5}'
# The last 2 is sold: the 3 is on sale and starts phase 3. F8 is water (40);
# HSM's 2 runs Amsterdam-Utrecht, 40 + 20 = 60: 300 - 40 + 60 - 225 = 95.
a -c HSM --lay F8=8@0 --withhold --buy-train 3 --end-turn
said "starts phase 3"
fact 'phase: "3"'
company HSM 'trains: ["2", "3"], treasury: 95'

# OR 3 (phase 3: green tiles). B's second station costs 40 (its card).
a -c B --lay H6=121@1 --token E7 --withhold --buy-train 3 --end-turn
said "withhold of 140"                                 # 350 - 40 + 140 - 225 = 225
company B 'trains: ["2", "2", "3"], treasury: 225'
# A loan taken in the turn after the run (the interest paid) brings 90
# (003 line 224): Nord 280 + 80 + 90 - 225 = 225.
a -c Nord --take-loan --lay J6=5@1 --withhold --buy-train 3 --end-turn
said "withhold of 80"
said "receives 90"
company Nord 'loans: 1'
company Nord 'trains: ["2", "2", "3"], treasury: 225'
a -c HSM --take-loan --lay E5=59@1 --withhold --buy-train 3 --end-turn   # 95 + 140 + 90 - 225 = 100
company HSM 'loans: 1'
company HSM 'treasury: 100'

# OR 4. The first 4: phase 4, the 2s rust (003 line 109), every company's.
a -c B --lay E7=14@1 --withhold --buy-train 4 --end-turn       # 225 + 240 - 350 = 115
said "starts phase 4"
fact 'phase: "4"'
company B 'trains: ["3", "4"], treasury: 115'
company Nord 'trains: ["3"]'
company HSM 'trains: ["3", "3"]'
# Nord's 3 runs Paris-Lille-Charleroi, 20 (its one station) + 30 + 40 = 90;
# the interest, 10, comes from the treasury (003 line 194): 225 - 10 + 90 =
# 305, short of a 4; with a loan (90, after the run) it buys one.
refused "buy 4: costs 350 (train 350), Nord has 305 left" -c Nord --lay I3=121@0 --withhold --buy-train 4
a -c Nord --lay I3=121@0 --withhold --take-loan --buy-train 4 --end-turn
said "withhold of 90; interest 10: 10 from the treasury"
company Nord 'loans: 2'
company Nord 'trains: ["3", "4"], treasury: 45'    # 305 + 90 - 350 = 45
a -c HSM --token E7 --lay G7=14@0 --withhold --end-turn
said "withhold of 220"                               # 100 - 40 - 10 + 220 = 270
company HSM 'treasury: 270'

# OR 5.
a -c B --withhold --take-loan --buy-train 4 --end-turn        # 115 + 220 + 90 - 350 = 75
company B 'loans: 1'
company B 'trains: ["3", "4", "4"], treasury: 75'
a -c Nord --lay H2=4@2 --withhold --take-loan --end-turn       # 45 - 20 + 170 + 90 = 285
said "withhold of 170; interest 20"
company Nord 'loans: 3'
company Nord 'treasury: 285'
# The first 5: phase 5, limit 2; B (3, 4, 4) and HSM (3, 3, 5) are over it,
# and the players must say which trains go (to the market, 003 line 212).
refused "B owns 3 trains (3, 4, 4), over phase 5's limit of 2: say which 1 to give up with --discard B:TRAIN" \
  -c HSM --lay H4=15@1 --withhold --take-loan --buy-train 5 --end-turn
a -c HSM --lay H4=15@1 --withhold --take-loan --buy-train 5 --discard 3 --discard B:3 --end-turn
said "starts phase 5"                                # 270 - 10 + 220 + 90 - 550 = 20
fact 'phase: "5"'
company B 'trains: ["4", "4"]'
company HSM 'loans: 2'
company HSM 'trains: ["3", "5"], treasury: 20'

# OR 6 (phase 5: brown tiles). B pays 290 out: Anna 30% = 87, Ben 20% = 58,
# the IPO's half to the bank; the interest, 10, from the treasury: 75 - 10 =
# 65; the price moves right, 70 -> 75.
a -c B --lay E5=67@1 --pay --end-turn
said "payout of 290; holders receive: Anna 87, Ben 58; the bank's shares: 145; interest 10"
said "share price 70 -> 75 (1 right)"
company B 'share_price: 75'
company B 'treasury: 65'
a -c Nord --lay I3=127@2 --withhold --take-loan --end-turn     # 285 - 30 + 210 + 90 = 555
company Nord 'loans: 4'
company Nord 'treasury: 555'
a -c HSM --lay E7=125@0 --withhold --take-loan --end-turn      # 20 - 20 + 360 + 90 = 450
company HSM 'loans: 3'
company HSM 'treasury: 450'

# Stock round: every company is at its limit of 2; NBDS floats in phase 5
# with the money of each share sold (003 line 63): 7 x 100 = 700.
a --float NBDS=700 -c NBDS --par NBDS=100 --shares "Anna: NBDS 60" --shares "Ben: NBDS 10" --shares "ipo: NBDS 30"
said "E11 has 2 cities"

# OR 7. NBDS (price 100) first: its home station, then its turn; it buys the
# last 5 and HSM's 3 at a price the players agree (50).
a -c NBDS --token E11.c0
a -c NBDS --lay E11=59@4 --buy-train 5 --buy-train-from HSM:3:50 --end-turn   # 700 - 550 - 50 = 100
company NBDS 'trains: ["5", "3"], treasury: 100'
company HSM 'trains: ["5"], treasury: 500'
fact 'bank_trains: {"2": 0, "3": 0, "4": 0, "5": 0, "6": 2, "8": 5}'
# B repays its loan (item 7, 100): 65 - 10 + 350 - 100 = 305.
a -c B --lay H4=63@0 --withhold --repay-loan --end-turn
said "withhold of 350"
company B 'loans: 0'
company B 'treasury: 305'
# Nord pays 300 out (Ben 90, Cleo 60), the interest on 4 loans from the
# treasury: 555 - 40 + 90 (a fifth loan) = 605.
a -c Nord --lay G7=125@2 --pay --take-loan --end-turn
said "payout of 300; holders receive: Ben 90, Cleo 60"
company Nord 'loans: 5'
company Nord 'treasury: 605'
# HSM buys the first 6: phase 6, the 3s rust. 500 - 30 + 240 + 90 - 700 = 100.
a -c HSM --withhold --take-loan --buy-train 6 --end-turn
said "starts phase 6"
fact 'phase: "6"'
company HSM 'loans: 4'
company HSM 'trains: ["5", "6"], treasury: 100'
company Nord 'trains: ["4"]'
company NBDS 'trains: ["5"]'
# The CGR forms (003 lines 267-323): Nord and HSM do not repay their loans;
# their money (605 + 100), permanent trains (5, 6; Nord's 4 to the market)
# and stations go to MESS, and they close.
a --exchange MESS=Nord,HSM
said "stations D6, I3, E7, trains 5, 6, treasury 705"
fact 'closed: [Nord, HSM]'
company MESS 'trains: ["5", "6"], treasury: 705'
refused "closed" -c HSM --withhold
# Its shares, 2 for 1 (odd shares to the market, exchanged there), its price
# 100: the companies' average (65, 50) is lower (003 lines 279-301). The file
# follows no cash: the players are the holders of Nord's and HSM's shares.
said "shares Cleo 20%, Ben 10%, Anna 10%, pool 10%, ipo 50% (1836jr 003 lines 279-287, 319), share price 100 (1836jr 003 lines 297-301)"

# OR 8 (phase 6: gray tiles). MESS, formed in the round before, runs first.
# It pays 540 out; the market's share pays the company (003 line 196), 54:
# 705 + 54 - 700 = 59 with the last 6.
a -c MESS --lay H6=126@0 --pay --buy-train 6 --end-turn
said "payout of 540; holders receive: Anna 54, Ben 54, Cleo 108; the bank's shares: 270; MESS's treasury receives 54"
company MESS 'trains: ["5", "6", "6"], treasury: 59'
fact 'bank_trains: {"2": 0, "3": 0, "4": 0, "5": 0, "6": 0, "8": 5}'
a -c NBDS --lay E11=64@4 --withhold --end-turn                  # 100 + 100 = 200
company NBDS 'treasury: 200'
# Loans only up to the 5's phase (003 line 222).
refused "003 line 222: a company borrows only in phases 1-4" -c B --take-loan
a -c B --lay E5=123@3 --withhold --end-turn                     # 305 + 390 = 695
company B 'treasury: 695'

# OR 9.
a -c MESS --lay I5=25@1 --withhold --end-turn                   # 59 + 720 = 779
company MESS 'treasury: 779'
a -c NBDS --withhold --end-turn                                 # 200 + 100 = 300
# B pays 390 out and buys the first 8 for 1000 - 350 with a 4 (003 line
# 128): phase 8, its other 4 rusts. 695 - 650 = 45.
a -c B --pay --buy-train 8:4 --end-turn
said "payout of 390; holders receive: Anna 117, Ben 78"
said "buy 8 for the 4                650"
fact 'phase: "8"'
company B 'trains: ["8"], treasury: 45'
company B 'turns: 9'
company MESS 'turns: 2'
fact 'bank_trains: {"2": 0, "3": 0, "4": 0, "5": 0, "6": 0, "8": 4}'

strict B NBDS MESS
echo "1836jr56: a game to phase 8 by apply alone, every fact as calculated"
