#!/usr/bin/env bash
# 18Lilliput.sh XXROUTE: a game of 18Lilliput (rulebook 001) for three
# players, followed from `new` to phase 5 by `apply` alone. A round is the
# players' action cards, each one company's tiles, station or trains (Table
# 1, lines 120-180; an `apply ... --end-turn` each), then every company runs
# (--pay or --withhold), then the Bureaucracy puts the top train of the deck
# in the depot (line 632: apply --export), which may start a phase (line 269).
# Phases 2 to 5 come by purchase and by the depot; the 2s turn obsolete in
# phase 4 (half pay, rounded down to tens) and rust in phase 5; obsolete
# trains are given back before a purchase at the limit (lines 303-308).
# After chosen turns the file's facts are checked against the hand
# calculation in the comments; every refusal leaves the file as it was.
set -euo pipefail
source "$(dirname "$0")/steps.bash"

# The start (set-up 11-14, lines 61-86): SR on its Y north of Mildendo, MR
# east, LNR south (GVR left out with three players, line 922); the deck keeps
# two 2s (Table 6, footnote 2, lines 977-978).
"$X" new 18Lilliput --companies SR,MR,LNR --players 3 -o $F
fact 'bank_trains: {"2": 2, "3": 5, "4": 4, "5": 3, "3D": 2}'
company SR 'trains: ["2"], treasury: 500'
company MR 'trains: ["2"], treasury: 550'
company LNR 'trains: ["2", "2"], treasury: 500'
# Each director holds the 50% certificate; MR's price is 55 (line 85).
a -c SR --par SR=50 --par MR=55 --par LNR=50 \
  --shares "Ann: SR 50" --shares "ipo: SR 50" --shares "Ben: MR 50" --shares "ipo: MR 50" \
  --shares "Cleo: LNR 50" --shares "ipo: LNR 50"

# Round 1. A city card may not share a side with another (lines 208-217).
refused "city cards may not share a side (18Lilliput, 001 lines 208-217)" -c SR --lay J8=city-straight@0
a -c SR --lay J8=track-straight@0 --lay J7=city-straight@0 --end-turn
a -c MR --buy-train 2 --end-turn                  # 550 - 80 = 470
said "starts phase 2"
fact 'phase: "2"'
a -c LNR --lay J12=track-straight@0 --lay J13=city-straight@0 --end-turn
# One action card a turn (line 107): tiles, or a station, or trains.
refused "001 line 107" -c LNR --token J13 --buy-train 2
a -c LNR --token J13 --end-turn                   # station 40: 500 - 40 = 460
a -c MR --lay L10=track-straight@1 --lay M10=city-straight@1 --end-turn
a -c SR --token J7 --end-turn                     # 500 - 40 = 460
# The run. SR: Y 30 + Mildendo 30 = 60, paid out: Ann 30, the bank 30.
a -c SR --pay --end-turn
said "payout of 60; holders receive: Ann 30; the bank's shares: 30"
a -c MR --withhold --end-turn                     # 470 + 90 = 560
said "withhold of 90"
a -c LNR --pay --end-turn
said "payout of 90; holders receive: Cleo 45"
# Bureaucracy: the last 2 goes to the depot.
a -c SR --export 2
fact 'bank_trains: {"2": 0, "3": 5, "4": 4, "5": 3, "3D": 2}'
company SR 'trains: ["2"], treasury: 460'
company MR 'trains: ["2", "2"], treasury: 560'
company LNR 'trains: ["2", "2"], treasury: 460'

# Round 2. SR buys two 3s (the first starts phase 3: green cards).
a -c SR --buy-train 3 --buy-train 3 --end-turn    # 460 - 300 = 160
said "starts phase 3"
fact 'phase: "3"'
a -c MR --lay K10=city-green@1 --lay N10=track-straight@1 --end-turn
a -c LNR --buy-train 3 --end-turn                 # 460 - 150 = 310
a -c LNR --lay J11=city-green@0 --end-turn
a -c MR --lay O10=city-straight@1 --end-turn
a -c SR --lay J9=Y-green@0 --end-turn
a -c SR --withhold --end-turn                     # 160 + 130 = 290
said "withhold of 130"
a -c MR --withhold --end-turn                     # 560 + 110 = 670
a -c LNR --withhold --end-turn                    # 310 + 110 = 420
# Bureaucracy: the next 3 to the depot; a 4 is not on top (line 632).
refused "001 line 632: the top train of the bank's deck goes to the depot, a 3 (then 4), not a 5" -c SR --export 5
a -c SR --export 3
fact 'bank_trains: {"2": 0, "3": 1, "4": 4, "5": 3, "3D": 2}'
company SR 'trains: ["2", "3", "3"], treasury: 290'
company MR 'trains: ["2", "2"], treasury: 670'
company LNR 'trains: ["2", "2", "3"], treasury: 420'

# Round 3. MR buys the last 3 and the first 4: phase 4, limit 3, every 2
# turns obsolete (line 283); MR over the limit gives one up (lines 308-310).
refused "MR owns 4 trains (2o, 2o, 3, 4), over phase 4's limit of 3" -c MR --buy-train 3 --buy-train 4 --end-turn
a -c MR --buy-train 3 --buy-train 4 --discard 2o --end-turn   # 670 - 450 = 220
said "starts phase 4"
fact 'phase: "4"'
company MR 'trains: ["2o", "3", "4"], treasury: 220'
company SR 'trains: ["2o", "3", "3"]'
company LNR 'trains: ["2o", "2o", "3"]'
a -c SR --lay J7=city-green@0 --lay J6=track-straight@0 --end-turn
a -c LNR --lay J13=city-green@0 --lay J14=track-straight@0 --end-turn
a -c LNR --lay J15=city-straight@0 --end-turn
a -c MR --lay M10=city-green@1 --end-turn
a -c SR --lay J5=city-straight@0 --end-turn
a -c SR --withhold --end-turn                     # 290 + 160 = 450
said "withhold of 160"
a -c MR --withhold --end-turn                     # 220 + 140 = 360
# LNR's obsolete 2 runs J13 (30) - J15 (20): 50, half 25, down to tens 20
# (line 284: 90 pays 40); its 3 runs Mildendo-J11-J13, 30 + 30 + 30 = 90.
a -c LNR --withhold --end-turn                    # 420 + 110 = 530
said "2o     20    J13.c0-J15.c0"
said "withhold of 110"
a -c SR --export 4
fact 'bank_trains: {"2": 0, "3": 0, "4": 2, "5": 3, "3D": 2}'
company SR 'treasury: 450'
company MR 'treasury: 360'
company LNR 'treasury: 530'

# Round 4. At the limit a company may not buy (lines 303-306), but may give
# an obsolete train back first (lines 306-308).
refused "SR owns 3 train(s), the limit in phase 4: no train may be bought" -c SR --buy-train 4
refused "only an obsolete train may be given back to the bank by choice (18Lilliput, 001 lines 300-301)" -c SR --return-train 3 --buy-train 4
a -c SR --return-train 2o --buy-train 4 --end-turn   # 450 - 300 = 150
company SR 'trains: ["3", "3", "4"], treasury: 150'
a -c MR --lay O10=city-green@1 --end-turn
a -c LNR --return-train 2o --buy-train 4 --end-turn  # 530 - 300 = 230
fact 'bank_trains: {"2": 0, "3": 0, "4": 0, "5": 3, "3D": 2}'
a -c SR --pay --end-turn
said "payout of 190; holders receive: Ann 95"
a -c MR --pay --end-turn
a -c LNR --pay --end-turn
# Bureaucracy: the first 5 goes to the depot and starts phase 5 (line 269):
# brown cards, limit 2, the 2s rust (lines 290-294); SR gives a 3 up.
refused "SR owns 3 trains (3, 3, 4), over phase 5's limit of 2" -c SR --export 5
a -c SR --export 5 --discard 3
said "starts phase 5"
fact 'phase: "5"'
fact 'bank_trains: {"2": 0, "3": 0, "4": 0, "5": 2, "3D": 2}'
company SR 'trains: ["3", "4"], treasury: 150'
company MR 'trains: ["3", "4"], treasury: 360'
company LNR 'trains: ["3", "4"], treasury: 230'

strict SR MR LNR
echo "18Lilliput: a game to phase 5 by apply alone, every fact as calculated"
