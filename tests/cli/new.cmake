# xxroute new: a game's starting file, written to standard output or, on a
# copy in a temporary folder, to a file (tests/data/table/bcb.yaml: 18CZ,
# BCB with 60 left, is the file new must not write over).
set(TABLE tests/data/table/bcb.yaml)
cli_test(stdout 0 "^format: 1\ngame: 18CZ\nphase: a\nbank_trains: \\{\"a\": 5, .*\nturn: \\{\\}.*\nhexes:.*\n  E16: \\{tokens: \\[BCB\\]\\}\ncompanies:.*\n  BCB: \\{trains: \\[\\], treasury: 240\\}" new 18cz --companies BCB=240)
cli_test(header 0 "^# 18CZ, written by `xxroute new`.*\n.*\n.*\n#   xxroute apply FILE -c COMPANY --lay HEX=TILE@ROTATION" new 18CZ)
cli_test(variant_any_case 0 "\nvariant: Bohemia\n" new 18cz --variant BOHEMIA)
# A large company floats from phase d (18CZ VII.3, 000 line 522): new writes phase a, so it refuses one;
# floated later, its home is a choice of red tiles.
cli_test(large_company_phase_a 2 "^--companies: float SX: 18CZ VII.3, 000 line 522: .*not in phase a$" new 18CZ --companies SX)
cli_test(unknown_game 2 "xxroute new: unknown game 'Nope' \\(known: " new Nope)
cli_test(unknown_variant 2 "game 18CZ has no variant 'Nope'" new 18CZ --variant Nope)
cli_test(unknown_company 2 "^--companies: 18CZ has no company 'XX' \\(companies: " new 18CZ --companies BCB,XX)
cli_test(bad_treasury 2 "^--companies: 'BN=lots': expected COMPANY or COMPANY=TREASURY, e.g. BN=360$" new 18CZ --companies BN=lots)
cli_test(help 0 "--companies" new --help)
cli_copy_test(to_file 0 "^game.yaml: 18CZ, phase a\n  float BCB with 240\n  home station E16$" ${TABLE} new 18CZ --companies BCB=240 -o game.yaml)
cli_copy_test(not_over_a_file 2 "^bcb.yaml: exists; new does not write over a file \\(remove it, or choose another name\\)$" ${TABLE} new 18CZ -o FILE)
# new --players: the bank's trains counted for the players (18Lilliput Table 6: 3 players, five 3s; two 2s, 001 lines 977-978).
cli_test(players 0 "^players: 3\nbank_trains: \\{\"2\": 2, \"3\": 5, \"4\": 4, \"5\": 3, \"3D\": 2\\}" new 18Lilliput --players 3)
cli_copy_test(lilliput_start 0 "^game.yaml: 18Lilliput, phase 1\n  float SR with 500 and its trains 2\n  home card J9=Y-straight@0 with its station\n  float MR with 550 and its trains 2\n  home card K10=city-straight@1 with its station$" ${TABLE} new 18Lilliput --companies SR,MR -o game.yaml)
# new --names: the file follows the whole game (1846: 400 each for 3 players, g_1846 STARTING_CASH; the start, privates on sale).
cli_test(names 0 "^players: 3\n.*\nturn: \\{\\}.*\ncash: \\{Anna: 400, Ben: 400, Cy: 400\\}.*\nround: \\{kind: start, number: 0\\}.*\nprivates: \\{\\}" new 1846 --names Anna,Ben,Cy)
cli_test(names_not_players 2 "^--names: 2 names for 3 players \\(--players\\)$" new 1846 --players 3 --names Anna,Ben)
cli_test(names_twice 2 "cash: Anna is listed twice" new 1846 --names Anna,Anna,Cy)
# new 1861 says plainly that its turn is not modelled (game.yaml not_modelled), in the file and on the screen.
cli_copy_test(not_modelled 0 "^game.yaml: 1861, phase 2\n  not modelled: 1861's operating turn: .*solve, check, whatif and render answer for the company a position names$" ${TABLE} new 1861 -o game.yaml)
cli_test(not_modelled_in_file 0 "\n# not modelled: 1861's operating turn: " new 1861)
cli_test(names_empty 2 "^--names: a player's name is empty: give each player a name, Anna,Ben,Cy$" new 1846 --names "Anna, ,Cy")
cli_test(names_company 2 "^--names: 'NYC' names a company of 1846 in the file \\(shares, privates\\): give the player another name$" new 1846 --names NYC,Ben,Cy)
cli_test(names_ipo 2 "^--names: 'ipo' names the ipo in the file" new 1846 --names Anna,ipo,Cy)
cli_test(names_count 2 "^--names: 2 player\\(s\\): 1846 is played by 3 to 5 players$" new 1846 --names Anna,Ben)
