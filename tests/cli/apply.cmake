# xxroute apply: a company's moves made on the file in place, each on a copy
# in a temporary folder; a refusal must leave the file as it was.
#   tests/data/table/bcb.yaml: 18CZ, BCB with 60 left;
#   jr56-nord.yaml: 1836jr56, Nord runs for 250 with 3 loans and 25 in its treasury;
#   1824-trade.yaml: 1824 phase 3, BK Anna's, MS and CL Bob's;
#   bcb-turn.yaml: an operating turn under way (a file with `turn:`): each rule
#   refused with its rulebook line, the file left byte for byte as it was; a
#   legal turn leaves its state in the file (turn_state_test: a line of the
#   file matches, tests/cli/turn_state.sh).
set(TABLE tests/data/table/bcb.yaml)
set(NORD tests/data/table/jr56-nord.yaml)
set(TRADE tests/data/table/1824-trade.yaml)
set(TURN tests/data/table/bcb-turn.yaml)
cli_copy_test(large_company_note 0 "SX starts on A8 \\(rotation [0-5 or]+\\) or B5 \\(rotation [0-5 or]+\\) with its red tile 8896, then its station there: `xxroute apply by-red-home-tile.yaml -c SX --lay A8=8896@[0-5] --token A8`" fixtures/18CZ/by-red-home-tile.yaml apply FILE --float SX)
cli_copy_test(moves 0 "^bcb.yaml: BCB\n  lay E14=55@0\n  token D17 +40  \\(station 40\\)\n  treasury 60 - 40 = 20\nBCB: income 40 \\(proven optimal\\)" ${TABLE} apply FILE --lay E14=55@0 --token D17)
cli_copy_test(float 0 "^bcb.yaml: EKJ\n  float EKJ with 200\n  home station D5\nEKJ: no trains yet$" ${TABLE} apply FILE --float EKJ=200)
cli_copy_test(illegal_lay 2 "^--lay: lay E14=57@0: hex E14: tile 57 \\(yellow\\): a town hex takes only town tiles, and the tile has 1 city$" ${TABLE} apply FILE --lay E14=57@0)
cli_copy_test(lay_not_joined 2 "^--lay: lay C12=4@0: tile 4 on C12 does not join BCB's track$" ${TABLE} apply FILE --lay C12=4@0)
cli_copy_test(not_enough_money 2 "^--buy-train: buy 2: costs 70 \\(train 70\\), BCB has 60 left$" ${TABLE} apply FILE --buy-train 2)
cli_copy_test(never_upgraded 2 "^--lay: lay D3=city-green@0: tile general-straight is never upgraded$" tests/data/rules/lilliput-general.yaml apply FILE --lay D3=city-green@0)
cli_copy_test(not_enough_money_after 2 "^--buy-train: buy 2: costs 70 \\(train 70\\), BCB has 50 left$" ${TABLE} apply FILE --lay C18=8@4 --buy-train 2)
cli_copy_test(unknown_company 2 "^--company: no company 'BN' in bcb.yaml \\(companies: BCB\\); a company that floats is added with --float BN$" ${TABLE} apply FILE -c BN --buy-train 2+2)
cli_copy_test(ambiguous_stop 2 "^--token: token E12: hex E12 has several cities: say which, e.g. E12.c0$" ${TABLE} apply FILE --token E12)
cli_copy_test(float_twice 2 "^--float: BCB is already in bcb.yaml$" ${TABLE} apply FILE --float BCB)
cli_copy_test(float_unknown 2 "^--float: 18CZ has no company 'ZZ' \\(companies: " ${TABLE} apply FILE --float ZZ)
cli_copy_test(nothing 2 "^bcb.yaml: no move given: use --lay, --token, --buy-train, ..., --end-turn or --float$" ${TABLE} apply FILE)
# A lay without its rotation: the one legal rotation is laid; several are
# listed, each with what its track joins, and the file is left as it was.
cli_copy_test(lay_one_rotation 0 "^bcb.yaml: BCB\n  lay C18=9 +10  \\(terrain 10; rotation 0, the only legal one: D17-B19\\)\n" ${TABLE} apply FILE --lay C18=9)
cli_copy_test(lay_rotations 2 "^--lay: lay E14=55: say the rotation, one of @0 \\(town to F13, D15; town to E12, E16\\), @1 \\(town to E12, E16; town to D13, F15\\)$" ${TABLE} apply FILE --lay E14=55)
cli_copy_test(bad_lay_text 2 "^--lay: 'E14': expected HEX=TILE@ROTATION, e.g. E12=57@2$" ${TABLE} apply FILE --lay E14)
cli_copy_test(unknown_phase 2 "^--phase: phase z: game 18CZ has no phase 'z'$" ${TABLE} apply FILE --phase z)
cli_test(missing_file 2 "^nowhere.yaml: no such file$" apply nowhere.yaml --buy-train 2)
# apply --format json and jsonl: the moves, the treasury, the income solved (or null).
cli_copy_test(json 0 "^\\{\"file\":\"bcb.yaml\",\"company\":\"BCB\",\"moves\":\\[\\{\"move\":\"lay E14=55@0\",\"cost\":0,\"costs\":\\[\\],\"notes\":\\[\\]\\},\\{\"move\":\"token D17\",\"cost\":40,\"costs\":\\[\"station 40\"\\],\"notes\":\\[\\]\\}\\],\"treasury_before\":60,\"treasury_after\":20,\"notes\":\\[\\],\"keep\":null,\"solve\":\\{\"company\":\"BCB\",\"income\":40," ${TABLE} apply FILE --lay E14=55@0 --token D17 --format json)
cli_copy_test(jsonl_float 0 "^\\{\"file\":\"bcb.yaml\",\"company\":\"EKJ\",\"moves\":\\[\\{\"move\":\"float EKJ with 200\",\"cost\":0,\"costs\":\\[\\],\"notes\":\\[\\]\\},\\{\"move\":\"home station D5\",.*\"treasury_before\":null,\"treasury_after\":null,\"notes\":\\[\\],\"keep\":null,\"solve\":null\\}$" ${TABLE} apply FILE --float EKJ=200 --format jsonl)
cli_copy_test(over_limit_refused 2 "^--buy-train: buy 5: B owns 3 trains \\(3, 4, 5\\), over phase 5's limit of 2: say which 1 to give up with --discard B:TRAIN \\(each goes to the bank's pool \\(1836jr 003 line 212\\)\\)$" fixtures/1836jr56/b-regie-des-postes.yaml apply FILE --buy-train 5)
cli_copy_test(json_discard 0 "\"move\":\"buy 5\",\"cost\":550,\"costs\":\\[\"train 550\"\\],\"notes\":\\[\"starts phase 5\",\"over phase 5's limit of 2: 1 train\\(s\\) to give up with --discard \\(each goes to the bank's pool \\(1836jr 003 line 212\\)\\)\"\\]\\},\\{\"move\":\"discard 3\",\"cost\":0,\"costs\":\\[\\],\"notes\":\\[\"B's 3 goes to the bank's pool \\(1836jr 003 line 212\\)\"\\]\\}\\],\"treasury_before\":null,\"treasury_after\":null,\"notes\":\\[\\],\"keep\":null,\"solve\":\\{\"company\":\"B\"," fixtures/1836jr56/b-regie-des-postes.yaml apply FILE --buy-train 5 --discard 3 --format json)
cli_copy_test(discard_within_limit 2 "^--discard: discard 3: B is within phase 4's train limit: a train is given up only over it" fixtures/1836jr56/b-regie-des-postes.yaml apply FILE --discard 3)
cli_copy_test(json_refused 2 "^--buy-train: buy 2: costs 70 \\(train 70\\), BCB has 60 left$" ${TABLE} apply FILE --buy-train 2 --format json)
cli_test(help 0 "--float" apply --help)
cli_copy_test(pay 0 "^jr56-nord.yaml: Nord\n  run, pay +\\(payout of 240; holders receive: Anna 120, Bob 48; the bank's shares: 48; interest 30: 20 from the treasury, 10 from the income \\(1836jr 003 line 194\\); Nord's treasury receives 24; share price 100 -> 110 \\(1 right\\)\\)\n  treasury 25 \\+ 4 = 29\n" ${NORD} apply FILE -c Nord --pay)
cli_copy_test(withhold_routes 0 "^jr56-nord.yaml: Nord\n  run 5: J2-I3-J6-J8, withhold +\\(withhold of 150; .*share price 100 -> 90 \\(1 left\\)\\)\n  treasury 25 \\+ 130 = 155\n" ${NORD} apply FILE -c Nord --withhold --routes "5: J2-I3-J6-J8")
cli_copy_test(routes_illegal 2 "^--withhold: run 4: G1-H2-I3-J6-J8, withhold: route 1 \\(4\\): too many stops for a 4 train" ${NORD} apply FILE -c Nord --withhold --routes "4: G1-H2-I3-J6-J8")
cli_copy_test(declared_over_best 2 "^--pay: run for 300 declared, pay: the income declared, 300, is more than the best, 250$" ${NORD} apply FILE -c Nord --pay --declared 300)
cli_copy_test(declared 0 "  run for 200 declared, pay +\\(payout of 190;" ${NORD} apply FILE -c Nord --pay --declared 200)
cli_copy_test(routes_without_payout 2 "^--routes: the routes run are paid with --pay, --withhold or --half$" ${NORD} apply FILE -c Nord --routes "5: J2-I3")
cli_copy_test(half_refused 2 "^--half: run, half: no half pay here: 1836jr56, 003 line 196: the company pays dividends or keeps the money$" ${NORD} apply FILE -c Nord --half)
cli_copy_test(half_coal 0 "  run, half +\\(half of 100; .*EPP's treasury receives 70; 1824 IV.2, IV.3, 002 lines 197, 221: coal and pre-state railways pay half" fixtures/1824/epp-coal-g-trains.yaml apply FILE --half)
cli_copy_test(half_brobdingnag 0 "^lilliput-brobdingnag.yaml: MR\n  run, half +\\(half of 70; holders receive: Player 1 20, Player 2 8; the bank's shares: 12; MR's treasury receives 40;" tests/data/table/lilliput-brobdingnag.yaml apply FILE --half)
cli_copy_test(pay_brobdingnag 2 "^--pay: run, pay: no full payout here: 18Lilliput, 001 lines 735-737" tests/data/table/lilliput-brobdingnag.yaml apply FILE --pay)
cli_copy_test(take_loan 0 "^jr56-nord.yaml: Nord\n  take a loan +\\(receives 100; 4 loan\\(s\\) now\\)\n  treasury 25 \\+ 100 = 125\n" ${NORD} apply FILE -c Nord --take-loan)
cli_copy_test(take_loan_after_run 0 "  take a loan +\\(receives 90; taken after the interest was paid: the company gets 90 \\(1836jr56, 003 line 224\\); 4 loan\\(s\\) now\\)" ${NORD} apply FILE -c Nord --withhold --take-loan)
cli_copy_test(take_two_loans 2 "^--take-loan: take 2 loans: 1836jr56, 003 line 222: a company borrows 100F once per operating round, not 2 loans$" ${NORD} apply FILE -c Nord --take-loan 2)
cli_copy_test(repay_loans 0 "  repay 2 loans +200  \\(100 a loan; 1 loan\\(s\\) now\\)\n  treasury 25 \\+ 20 = 45\n" ${NORD} apply FILE -c Nord --withhold --repay-loan 2)
cli_copy_test(repay_loan_no_money 2 "^--repay-loan: repay a loan: costs 100 \\(100 a loan\\), Nord has 25 left$" ${NORD} apply FILE -c Nord --repay-loan)
cli_copy_test(no_loans 2 "^--take-loan: take a loan: 1824 Austrian-Hungarian Railway has no loans" ${TRADE} apply FILE -c BK --take-loan)
cli_copy_test(buy_train_from 0 "^1824-trade.yaml: CL\n  buy 2 from MS for 1 +1  \\(train 1 to MS; MS's treasury 201; MS has no train left: it must buy one in its turn\\)\n  treasury 50 - 1 = 49\n" ${TRADE} apply FILE -c CL --buy-train-from MS:2:1)
cli_copy_test(buy_train_from_face_price 2 "^--buy-train-from: buy 3 from BK for 100: 1824 VII.11, 002 line 772: between companies of different directors \\(Bob, Anna\\) a train costs its face price, 180$" ${TRADE} apply FILE -c MS --buy-train-from BK:3:100)
cli_copy_test(buy_train_from_bad 2 "^--buy-train-from: 'BK3': expected COMPANY:TRAIN:PRICE, e.g. SD:3:120$" ${TRADE} apply FILE -c MS --buy-train-from BK3)
cli_copy_test(shares 0 "^jr56-nord.yaml: Nord\n  shares Carl: Nord 20%\n" ${NORD} apply FILE --shares "Carl: Nord 20")
cli_copy_test(shares_over_100 2 "^--shares: shares Carl: Nord 30%: Nord's shares would total 110%, more than 100%$" ${NORD} apply FILE --shares "Carl: Nord 30")
cli_copy_test(par 0 "^jr56-nord.yaml: B\n  par B 80\n" ${NORD} apply FILE --par B=80)
cli_copy_test(par_capital 0 "^bcb.yaml: EKJ\n  float EKJ\n  home station D5\n  par EKJ 60 +\\(capital 4 x 60 = 240 to the treasury\\)\n" ${TABLE} apply FILE --float EKJ --par EKJ=60)
# A par price is set once (rules: lines par_once, 18CZ 000 line 573): again, even at the same price, it would move the
# share price back to it. Where a game gives no line (a title whose rulebook is not held), the refusal cites none.
cli_copy_test(par_again 2 "^--par: par BCB 65: 18CZ VII.5, 000 line 573: the par price is set as the director's certificate is bought: BCB's par price is already 65: it is set once$" tests/data/table/ate-takeover.yaml apply FILE -c BCB --par BCB=65)
cli_copy_test(par_again_1824 2 "^--par: par BH 90: 1824 VI.4, 002 line 436: the par price is set by the buyer of the director's certificate of a company that has none: BH's par price is already 90: it is set once$" ${TRADE} apply FILE --float BH=300 --par BH=90 --par BH=90)
cli_copy_test(par_again_uncited 2 "^--par: par PRR 100: PRR's par price is already 100: it is set once$" tests/data/table/1830-prr-turn.yaml apply FILE -c PRR --par PRR=100 --par PRR=100)
cli_copy_test(par_not_on_market 2 "^--par: par B 85: 85 is not a price of 1836Jr-56's stock market$" ${NORD} apply FILE --par B=85)
cli_copy_test(float_par_shares 0 "^1824-trade.yaml: BH\n  float BH with 300\n  home station J13\n  shares Anna: BH 20%\n  par BH 90\n" ${TRADE} apply FILE --float BH=300 --par BH=90 --shares "Anna: BH 20")
# 18CZ VIII.4 (000 lines 693-694): 1 yellow tile a turn once the first turn is over.
cli_copy_test(turn_one_yellow 2 "^--lay: lay C20=58@5: 18CZ VIII.4, 000 lines 693-694: .*: 1 yellow tile\\(s\\) a turn, and BCB has laid 1 \\(its first turn is over\\)$" ${TURN} apply FILE --lay C18=8@4 --lay C20=58@5)
# 18CZ VIII.3 (000 lines 668-682): no tile after the trains bought.
cli_copy_test(turn_order 2 "^--lay: lay C18=8@4: 18CZ VIII.3, 000 lines 668-682 .*BCB has had a train purchase this turn, so a tile lay comes too late \\(end the turn with --end-turn\\)$" tests/data/table/bcb-bought.yaml apply FILE --lay C18=8@4)
# The bank's stock: the last a-card taken; the next 2 comes from a b-card and starts phase b.
cli_copy_test(turn_bank_next_card 0 "buy 2 .*\n  buy 2 .*starts phase b" ${TURN} apply FILE --buy-train 2 --buy-train 2)
turn_state_test(turn_state "^turn: \\{company: BCB, lays: 1, upgrades: 0, stations: 0, ran: false, bought: \\[\"2\"\\], trade_ins: 0\\}$" ${TURN} apply FILE --lay C18=8@4 --buy-train 2)
turn_state_test(turn_bank_taken "^bank_trains: \\{\"a\": 0, \"b\": 4\\}$" ${TURN} apply FILE --buy-train 2)
turn_state_test(end_turn "^  BCB: \\{turns: 2, trains: \\[\"2\"\\], treasury: 230\\}$" ${TURN} apply FILE --lay C18=8@4 --withhold --end-turn)
# 18CZ VIII.3 (000 line 676): the run is compulsory: a company with trains does not end its turn without it,
# nor does another company start its own.
cli_copy_test(end_turn_without_run 2 "^--end-turn: end turn: 18CZ VIII.3, 000 line 676: run the trains to earn income \\(compulsory\\): BCB has trains and has not run them this turn \\(apply -c BCB --pay or --withhold\\)$" ${TURN} apply FILE --lay C18=8@4 --end-turn)
turn_state_test(end_turn_alone "^turn: \\{\\}$" tests/data/table/bcb-bought.yaml apply FILE --end-turn)
cli_copy_test(end_turn_none 2 "^--end-turn: end turn: no turn is under way$" ${TURN} apply FILE -c BCB --end-turn)
# 18CZ VII.3 (000 lines 520-522): no large company before the first d train.
cli_copy_test(float_large_phase_a 2 "^--float: float SX: 18CZ VII.3, 000 line 522: large companies' shares are on sale from the first d train: a large company floats from phase d, not in phase a$" ${TABLE} apply FILE --float SX)
# Nor do its shares go on sale at a par price (found by fuzz_apply: the par listed SX, which the strict audit refused).
cli_copy_test(par_large_phase_a 2 "^--par: par SX 110: 18CZ VII.3, 000 line 522: large companies' shares are on sale from the first d train: a large company floats from phase d, not in phase a$" ${TABLE} apply FILE --par SX=110)
# The game's events (issue 21): closures, 1824's exchanges, 18Lilliput's start.
cli_copy_test(exchange_coal 0 "^1824-coal.yaml: EPP\n  exchange EPP +\\(EPP closes into BK \\(1824 IV.2, 002 line 204\\): its trains 1g, treasury 40 go to BK; its mine token leaves the game, B takes C6; BK places its home station on B9 in its first turn \\(1824 IV.2, 002 line 204\\)\\)\n  treasury 40 - 40 = 0\nEPP: closed$" tests/data/events/1824-coal.yaml apply FILE --exchange EPP)
cli_copy_test(exchange_none 2 "^--exchange: exchange MS: no open company of the file merges into MS$" tests/data/events/1824-coal.yaml apply FILE --exchange MS)
cli_copy_test(closed_slot_free 0 "^1824-graz.yaml: SD\n  token G10 +40  \\(station 40\\)\n" tests/data/events/1824-graz.yaml apply FILE -c SD --token G10)
cli_copy_test(lilliput_first_lay 0 "^lilliput-start.yaml: SR\n  lay J8=track-straight@0\n" tests/data/events/lilliput-start.yaml apply FILE -c SR --lay J8=track-straight@0)
cli_copy_test(cgr_forms 0 "^jr56-cgr.yaml: B\n  exchange B, GCL into MESS +\\(B, GCL form MESS \\(1836jr, 003 lines 267-323\\): stations I9, G7, trains 5, 5, treasury 150; 4 to the market \\(not permanent, 1836jr 003 line 305\\)\\)\n" tests/data/events/jr56-cgr.yaml apply FILE --exchange MESS=B,GCL)
cli_copy_test(cgr_keep 0 "stations G7, trains 5, 5" tests/data/events/jr56-cgr.yaml apply FILE --exchange MESS=B,GCL --cgr-keep G7)
# The rules of a company's turn (tests/data/turn/): one run a turn; a state
# railway's home (1824 IV.4.4, VII.6); the first tile on a printed yellow
# hex (1836jr 003 line 166); the bank's pool of trains given up (pool_trains:);
# the president's money for a train the company must buy (--president-pays,
# the players' cash:), each game by its own rulebook line.
set(TURN_RULES tests/data/turn)
cli_copy_test(second_run 2 "^--withhold: run, withhold: 18CZ VIII.7, 000 line 831: each train of a company runs once an operating round: BCB has run its trains this turn" ${TURN_RULES}/bcb-ran.yaml apply FILE --withhold)
cli_copy_test(token_beside_kk 0 "^  token E12.c1 +40  \\(station 40\\)$" ${TURN_RULES}/1824-wien-kk.yaml apply FILE -c MS --token E12.c1)
cli_copy_test(float_upgraded_home 0 "^  home station F17.c0$" ${TURN_RULES}/1824-budapest.yaml apply FILE --float UG=840)
cli_copy_test(float_home_by_exchange 0 "UG's home F17.c0 is UG1's station, which UG takes over with `xxroute apply 1824-budapest-ug1.yaml --exchange UG` \\(1824 IV.4.4, 002 line 342\\)$" ${TURN_RULES}/1824-budapest-ug1.yaml apply FILE --float UG=840)
cli_copy_test(printed_yellow_free 0 "^  lay E11=59@4$" ${TURN_RULES}/jr56-nbds-e11.yaml apply FILE -c NBDS --lay E11=59@4)
cli_copy_test(printed_yellow_engine 0 "^  lay E11=59@4 +40  \\(terrain 40; the terrain paid with the first tile on a printed hex, as 18xx.games charges it \\(terrain_reading: 18xx.games\\); by the rulebook an upgrade, free \\(1836jr 003 line 166: .*\\)\\)$" ${TURN_RULES}/jr56-nbds-e11-engine.yaml apply FILE -c NBDS --lay E11=59@4)
turn_state_test(pool_discard "^pool_trains: \\[\"4\"\\]$" ${TURN_RULES}/cz-over-limit.yaml apply FILE -c BCB --phase e --discard 4)
cli_copy_test(pool_buy 0 "^  buy 6 +700  \\(train 700 from the pool\\)$" ${TURN_RULES}/jr56-diesel-pool.yaml apply FILE --buy-train 6)
cli_copy_test(president_pays 0 "^  buy 4 +250  \\(train 250; Anna adds 230: 30 from their cash, 200 lent by the bank, and a penalty of 200 at the game's end \\(18CZ VIII.11, 000 lines 1087-1090, 1098-1099: .*\\); Anna's cash -200\\)$" ${TURN_RULES}/cz-no-train.yaml apply FILE -c BCB --buy-train 4 --president-pays 230)
turn_state_test(president_pays_cash "^cash: \\{Anna: -200, Ben: 200\\}$" ${TURN_RULES}/cz-no-train.yaml apply FILE -c BCB --buy-train 4 --president-pays 230)
turn_state_test(president_pays_debt "^cash: \\{Anna: -150, Ben: 300\\}$" ${TURN_RULES}/1824-no-train.yaml apply FILE -c MS --buy-train 4 --president-pays 200)
turn_state_test(president_pays_pool "^cash: \\{Anna: 75, Ben: 500\\}$" ${TURN_RULES}/jr56-pool.yaml apply FILE -c HSM --buy-train 3 --president-pays 125)
cli_copy_test(president_pays_exactly 2 "so the president adds 230, not 280$" ${TURN_RULES}/cz-no-train.yaml apply FILE -c BCB --buy-train 4 --president-pays 280)
cli_copy_test(president_pays_cheapest 2 "^--buy-train: buy 4: 1836jr 003 lines 366-376 do not say which train; 18xx.games sells only the cheapest the bank has: the cheapest train on sale costs 225, this one 350$" ${TURN_RULES}/jr56-pool.yaml apply FILE -c HSM --buy-train 4 --president-pays 250)
cli_copy_test(president_pays_alone 2 "^--president-pays: the president's money goes to a train the company buys: add --buy-train or --buy-train-from$" ${TURN_RULES}/cz-no-train.yaml apply FILE -c BCB --president-pays 230)
turn_state_test(president_pays_from_company "^  SB: \\{trains: \\[\"3\"\\], treasury: 280, " ${TURN_RULES}/1824-no-train.yaml apply FILE -c MS --buy-train-from SB:4:280 --president-pays 200)
# 18CZ VIII.9 (000 lines 991-1029), tests/data/table/ate-takeover.yaml: ATE
# (after its run) takes over BCB, paying Anna and Ben, the pool nothing;
# the trains taken over turned to a larger face or scrapped in the same turn.
set(TAKEOVER tests/data/table/ate-takeover.yaml)
# 1836jr: a private's marker (003 lines 258-261), a train borrowed by the
# national without one (lines 309-315), a president bankrupt (lines 196,
# 382); each position imported from its record just before the site's action
# (1836jr56 actions 88 and 405, 1836Jr30 action 382).
cli_copy_test(marker 0 "^  marker RdP on H6 +\\(\\+20 to B's routes that visit H6; RdP closes \\(readings: marker_closes_private\\)\\)$" tests/data/table/jr56-rdp-marker.yaml apply FILE -c B --marker RdP:H6)
cli_copy_test(marker_not_owner 2 "RdP is not HSM's: its owner places its marker" tests/data/table/jr56-rdp-marker.yaml apply FILE -c HSM --marker RdP:H6)
cli_copy_test(borrow_train 0 "^  borrow D +\\(MESS borrows a D for this turn \\(1836jr 003 lines 309-315\\)\\)$" tests/data/table/jr56-mess-borrow.yaml apply FILE -c MESS --borrow-train D)
cli_copy_test(bankrupt 0 "^  bankrupt +\\(Player 2 is bankrupt: the game ends \\(1836jr 003 lines 196, 382\\)\\)$" tests/data/table/jr30-bankrupt.yaml apply FILE -c B --bankrupt)
cli_copy_test(take_over 0 "^ate-takeover.yaml: ATE\n  take over BCB at 97 a share +291  \\(take over BCB 291; paid to Anna 194, Ben 97; ATE receives BCB's treasury 105, private S3, trains 2, 3 and stations; ATE's station E16.c0 goes back to the charter; BCB closes; ATE's markers not placed cost 100, 100, 100\\)\n  turn 2 to 2\\+2 +10  \\(2 turned to 2\\+2 10; the 2's card turned: a 2\\+2 \\(18CZ VIII.9, 000 lines 991-1029\\)\\)\n  scrap 3 +\\(ATE scraps the 3: it leaves the game\\)\n  treasury 400 - 196 = 204\n" ${TAKEOVER} apply FILE -c ATE --take-over BCB:97 --turn-train 2:2+2 --scrap-train 3)
turn_state_test(take_over_state "^turn: \\{company: ATE, lays: 0, upgrades: 0, stations: 0, ran: true, bought: \\[\\], trade_ins: 0, took_over: \\[BCB\\], taken_trains: \\[\"2\", \"3\"\\]\\}$" ${TAKEOVER} apply FILE -c ATE --take-over BCB:65)
turn_state_test(take_over_closed "^closed: \\[BCB\\]$" ${TAKEOVER} apply FILE -c ATE --take-over BCB:65)
turn_state_test(take_over_markers "^  ATE: \\{markers: \\[100, 100, 100\\], trains: \\[\"2\\+2\", \"2\", \"3\"\\], treasury: 310, " ${TAKEOVER} apply FILE -c ATE --take-over BCB:65)
cli_copy_test(take_over_price 2 "^--take-over: take over BCB at 98 a share: 18CZ VIII.9, 000 lines 991-1029: the price a share is 50% to 150% of BCB's share price 65, 33 to 97, not 98$" ${TAKEOVER} apply FILE -c ATE --take-over BCB:98)
cli_copy_test(take_over_form 2 "^--take-over: 'BCB': expected COMPANY:PRICE or COMPANY:PRICE:HEX.STOP \\(the station sent back\\), e.g. BCB:97$" ${TAKEOVER} apply FILE -c ATE --take-over BCB)
# The takeover and its trains come after the run and before the trains bought, whatever the options' order.
cli_copy_test(take_over_before_trains 0 "^ate-takeover.yaml: ATE\n  take over BCB at 65 a share +195 .*\n  scrap 3 .*\n  buy 3\\+3 +180  \\(train 180\\)\n  treasury 400 - 270 = 130\n" ${TAKEOVER} apply FILE -c ATE --buy-train 3+3 --take-over BCB:65 --scrap-train 3)
cli_copy_test(scrap_not_taken 2 "^--scrap-train: scrap 2\\+2: 18CZ VIII.9, 000 lines 991-1029: a train is turned or scrapped only as it is taken over, and ATE has taken over no train this turn$" ${TAKEOVER} apply FILE -c ATE --scrap-train 2+2)
cli_copy_test(turn_train_smaller 2 "^--turn-train: turn 3 to 2: 18CZ VIII.9, 000 lines 991-1029: a train is turned to another face of its own card, and no card has both a 3 and a 2$" ${TAKEOVER} apply FILE -c ATE --take-over BCB:65 --turn-train 3:2)
# The game's moves of 1824 (tests/data/table/1824-stock.yaml: the first stock
# round; 1824-mountain.yaml: Dan's B5 in phase 3): a charter bought starts its
# company (IV.2, VI.3); a mountain railway exchanged for a share (IV.1); a
# company with no train buys one with its president's money (VII.12); a
# declared income with its mine subsidy (VII.3).
set(STOCK24 tests/data/table/1824-stock.yaml)
cli_copy_test(charter 0 "^1824-stock.yaml: \n  Anna buys EPP for 200 +\\(Anna pays 200; EPP starts: Anna holds it whole, its treasury 200 \\(1824 IV.2, 002 lines 189-200; VI.3, line 429\\); EPP buys a 1g from the bank for 120; BK's par price: 100, half of 200; 20% of BK held back for Anna's exchange of EPP\\)" ${STOCK24} apply FILE --buy-private "Anna: EPP 200")
cli_copy_test(charter_par_once 2 "^--buy-private: Anna buys EPP for 200: 1824 VI.4, 002 line 436: .*: BK has its par price already$" tests/data/table/1824-bk-parred.yaml apply FILE --buy-private "Anna: EPP 200")
cli_copy_test(charter_price 2 "^--buy-private: Anna buys EOD for 130: EOD costs one of 120, 140, 160, 180, 200, as its buyer chooses, not 130 \\(1824 IV.2, 002 lines 189-200; VI.3, line 429\\)$" ${STOCK24} apply FILE --buy-private "Anna: EOD 130")
# 1824 Cisleithania X.3: the railways of stack 1 drawn, one of each list; a
# drawn coal railway's charter starts it as a construction railway and lists
# its regional as the bond railway.
set(CIS tests/data/table/cis-stock.yaml)
cli_copy_test(draw 0 "^cis-stock.yaml: \n  draw EOD, KK2 +\\(EOD, KK2 drawn: they work as construction_railway \\(1824 X.3, 002 lines 942-956; X.4, lines 968-979\\)\\)" ${CIS} apply FILE --draw EOD,KK2)
cli_copy_test(draw_two_coal 2 "^--draw: draw EOD, MLB: MLB: one railway of each list, not two \\(1824 X.3, 002 lines 942-956; X.4, lines 968-979\\)$" ${CIS} apply FILE --draw EOD,MLB)
cli_copy_test(draw_then_buy 0 "EOD starts as a construction_railway: Anna holds it, its price 120 goes to the bank; no treasury, no trains, no shares held back .*MS is the bond railway: share price 50, all its shares in the pool, its home station on C12" ${CIS} apply FILE --draw EOD,KK2 --buy-private "Anna: EOD 120")
cli_copy_test(draw_elsewhere 2 "^--draw: draw EOD, KK2: 1824 draws no railways \\(game.yaml draw:\\)$" ${STOCK24} apply FILE --draw EOD,KK2)
cli_copy_test(exchange_private 0 "^1824-mountain.yaml: MS\n  exchange B5 for a share of MS +\\(Dan exchanges B5 for 10% of MS; B5 closes \\(1824 IV.1, 002 lines 170-178\\)\\)" tests/data/table/1824-mountain.yaml apply FILE --exchange-private B5=MS)
cli_copy_test(exchange_private_bad 2 "^--exchange-private: 'B5': expected PRIVATE=COMPANY, e.g. B5=MS$" tests/data/table/1824-mountain.yaml apply FILE --exchange-private B5)
cli_copy_test(exchange_private_type 2 "^--exchange-private: exchange B5 for a share of EOD: EOD has no share price" tests/data/table/1824-mountain.yaml apply FILE --exchange-private B5=EOD)
cli_copy_test(subsidy 0 "  run for 90 and a subsidy of 20 declared, half +\\(half of 90; holders receive: Anna 45; EPP's treasury receives 65;" tests/data/table/1824-epp-owned.yaml apply FILE --half --declared 90 --subsidy 20)
cli_copy_test(subsidy_over 2 "^--half: run for 90 and a subsidy of 30 declared, half: the subsidy declared, 30, is more than the best routes', 20$" tests/data/table/1824-epp-owned.yaml apply FILE --half --declared 90 --subsidy 30)
cli_copy_test(subsidy_alone 2 "^--subsidy: the subsidy is declared with the income, --declared$" tests/data/table/1824-epp-owned.yaml apply FILE --half --subsidy 30)
