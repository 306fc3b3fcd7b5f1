# cli_test(NAME STATUS PATTERN ARGS...): `xxroute ARGS...` exits with STATUS
# and prints something matching PATTERN. Run from the source folder.

# solve
cli_test(solve_example 0 "income [0-9]+ \\(proven optimal\\)" solve fixtures/example.yaml)
cli_test(solve_json 0 "\"optimal\":true" solve --format json tests/data/line.yaml)
cli_test(solve_json_keys 0 "\"company\":\"X\",\"income\":90,\"subsidy\":0,\"optimal\":true,\"routes\":\\[\\{\"train\":\"2\",\"stops\":\\[" solve --format json tests/data/line.yaml)
cli_test(solve_several_files 0 "line.yaml: X: income 90" solve tests/data/line.yaml tests/data/line.yaml)
cli_test(solve_company 0 "X: income 90" solve --company X tests/data/line.yaml)
cli_test(solve_unknown_company 2 "line.yaml: no company 'Q' in the position" solve --company Q tests/data/line.yaml)
cli_test(solve_missing_file 2 "nowhere.yaml: no such file" solve nowhere.yaml)
cli_test(solve_directory 2 "line.yaml: X: income 90" solve tests/data)
cli_test(check_directory 2 "data: is a directory" check tests/data)
cli_test(solve_bad_yaml 2 "bad_yaml.yaml:[0-9]+: YAML syntax error" solve tests/data/bad_yaml.yaml)
cli_test(solve_unknown_key 2 "unknown_key.yaml:4: position: unknown key 'hexs'" solve tests/data/unknown_key.yaml)
cli_test(solve_json_error 2 "^\\{\"error\":\\{\"file\":\"tests/data/unknown_key.yaml\",\"line\":4,\"message\":\"position: unknown key 'hexs'\",\"status\":2\\}\\}$" solve --format json tests/data/unknown_key.yaml)
cli_test(solve_jsonl_error_no_line 2 "^\\{\"error\":\\{\"file\":\"nowhere.yaml\",\"line\":null,\"message\":\"no such file or folder\",\"status\":2\\}\\}$" solve --format jsonl nowhere.yaml)
cli_test(solve_time_limit 0 "income" solve --time-limit 5 tests/data/line.yaml)
cli_test(solve_help 0 "--company" solve --help)

# check
cli_test(check_optimal 0 "this is the optimum" check tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A5")
cli_test(check_better_exists 1 "a better income exists: 90 \\(\\+50\\)" check tests/data/line.yaml --routes "2: A3-A5")
cli_test(check_illegal 3 "--routes: route 1 \\(2\\): too many stops for a 2 train" check tests/data/line.yaml --routes "2: A1-A3-A5")
cli_test(check_shared_track 3 "shares track with route 1" check tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A1")
cli_test(check_expect_routes 1 "a better income exists" check tests/data/line.yaml)
cli_test(check_declared_differs 1 "declared income 100 differs from the routes' total 90" check tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A5" --declared 100)
cli_test(check_bad_notation 2 "--routes: route 1 'A1-A3': write TRAIN" check tests/data/line.yaml --routes "A1-A3")
cli_test(check_json 0 "\"legal\":true" check --format json tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A5")
cli_test(check_illegal_in_file 3 "line_illegal.yaml:[0-9]+: route 1 \\(2\\): visits A1.c0 twice" check tests/data/line_illegal.yaml)
cli_test(check_help 0 "--routes" check --help)

# verify
cli_test(verify_passes 0 "^1 passed, 0 failed$" verify tests/data/line.yaml)
cli_test(verify_fails 1 "optimum 90, expected revenue 100" verify tests/data/line_wrong.yaml)
cli_test(verify_folder 0 "^2 passed, 0 failed$" verify tests/data/line.yaml fixtures/example.yaml)
# The rulebooks' worked examples, each a proven optimum, and the hand-written
# positions of each game (tiles laid by id). fixtures/bad holds inputs that
# must be refused (tests/bad_inputs.sh); fixtures/bench the hard boards.
cli_test(verify_rulebook 0 "^[1-9][0-9]* passed, 0 failed$" verify --quiet fixtures/rulebook)
foreach(game 18CZ 1824 1824-cisleithania 1836jr56 1836jr30 18Lilliput)
  cli_test(verify_fixtures_${game} 0 "^([3-9]|[1-9][0-9]+) passed, 0 failed$" verify --quiet fixtures/${game})
endforeach()
# The hard boards and the scaling ladder: every optimum as recorded (a few
# seconds; the slowest rung, four unlimited trains on the full 1824 map, is
# most of it).
cli_test(verify_bench 0 "^[1-9][0-9]* passed, 0 failed$" verify --quiet fixtures/bench)
cli_test(verify_missing 2 "nowhere: no such file or folder" verify nowhere)
cli_test(verify_json 1 "^\\{\"positions\":\\[\\{\"file\":\"tests/data/line.yaml\",\"passed\":true,\"failures\":\\[\\],\"notes\":\\[\\],\"optimum\":90,\"declared\":50,\"seconds\":[0-9.e+-]+\\},\\{\"file\":\"tests/data/line_wrong.yaml\",\"passed\":false,\"failures\":\\[\"tests/data/line_wrong.yaml:12: optimum 90, expected revenue 100\"\\],.*\\}\\],\"passed\":1,\"failed\":1,\"better\":1,\"largest_gain\":40\\}$" verify --format json tests/data/line.yaml tests/data/line_wrong.yaml)
cli_test(verify_jsonl 0 "^\\{\"file\":\"fixtures/example.yaml\",\"passed\":true,\"failures\":\\[\\],\"notes\":\\[\\],\"optimum\":390,\"declared\":330,\"seconds\":[0-9.e+-]+\\}$" verify --format jsonl tests/data/line.yaml fixtures/example.yaml)
cli_test(verify_help 0 "PATHS|paths" verify --help)

# the program
cli_test(no_command 2 "subcommand" )
cli_test(unknown_command 2 "subcommand is required|not expected" frobnicate)
cli_test(help 0 "solve.*check.*verify|solve" --help)
cli_test(version 0 "xxroute 0.1" --version)

# games and show
cli_test(games 0 "18CZ .*variants: Bohemia" games)
cli_test(show_18CZ 0 "consistent" show 18CZ)
cli_test(show_variant 0 "Bohemia" show 18CZ --variant Bohemia)
cli_test(show_moravia_silesia 0 "trains: 2 3 4 4\\+4 5\\+5 3E" show 18CZ --variant Moravia-Silesia)
cli_test(show_unknown_game 2 "unknown game 'Nope'" show Nope)
cli_test(show_unknown_variant 2 "game 18CZ has no variant 'Nope'" show 18CZ --variant Nope)
# show --tiles and --map: the stop ids a route needs, each tile's number
cli_test(show_tiles 0 "  8898 +red +1 +BY +colour rule +c0 city yellow 0/green 30/brown 40/gray 50 \\(route end\\)" show 18CZ --tiles)
cli_test(show_tiles_upgrades 0 "  city-straight +yellow +6 +- +city-green, castle +c0 city 20" show 18Lilliput --tiles)
cli_test(show_tiles_never_upgraded 0 "  castle\\* \\(Castle\\) +green +1 +- +none +c0 city 30 \\(50 with a token\\)" show 18Lilliput --tiles)
cli_test(show_tiles_variant 0 "  Tottenham +brown +1" show 18Lilliput --variant Allenbeck-Tottenham-Express --tiles)
cli_test(show_map 0 "  B9 +Prag +white +- +c0 city 0" show 1824 --map)
cli_test(show_map_cities 0 "  E12 +Wien +white +W +c0 city 30 \\(group E12\\); c1 city 30 \\(group E12\\); c2 city 30" show 1824 --map)
cli_test(show_tiles_svg 0 "<text class=\"tile-id\" data-hex=\"[A-Z]+[0-9]+\" data-tile=\"castle\"[^>]*>castle</text>" show 18Lilliput --tiles --svg -)
cli_test(show_tiles_svg_stop_ids 0 "<text class=\"stop-id\" data-stop=\"[A-Z]+[0-9]+.c3\"[^>]*>c3</text>" show 18CZ --tiles --svg -)
cli_test(show_tiles_svg_file 0 "^$" show 1836jr30 --tiles --svg ${CMAKE_CURRENT_BINARY_DIR}/tiles-1836jr30.svg)
cli_test(show_svg_needs_tiles 2 "--svg requires --tiles" show 18CZ --svg x.svg)
cli_test(show_svg_unwritable 2 "nowhere/x.svg: cannot write the picture" show 18CZ --tiles --svg nowhere/x.svg)

# dividends
cli_test(dividends_optimum 0 "BN: payout of 390" dividends fixtures/example.yaml)
cli_test(dividends_income 0 "Player 3 +60" dividends fixtures/example.yaml --income 100)
cli_test(dividends_withhold 0 "treasury +100" dividends fixtures/example.yaml --income 100 --payout withhold)
cli_test(dividends_json 0 "\"kind\":\"payout\",\"income\":390,\"interest\":0,\"per_holder\":\\{\"Player 3\":234\\}" dividends --format json fixtures/example.yaml)
cli_test(dividends_half_refused 2 "a dividend 'half' is not allowed here" dividends fixtures/example.yaml --payout half)
cli_test(dividends_no_game 2 "dividends need a 'game'" dividends tests/data/line.yaml)

# render and solve --svg (pictures; tests/svg_check.py parses them back)
cli_test(render_stdout 0 "<svg xmlns=\"http://www.w3.org/2000/svg\"" render tests/data/line.yaml -o -)
cli_test(render_routes 0 "class=\"route\" data-index=\"1\" data-train=\"2\"" render tests/data/line.yaml --routes -o -)
cli_test(render_company 0 "class=\"token highlight\" data-company=\"X\"" render tests/data/line.yaml --company X -o -)
cli_test(render_unknown_company 2 "no company 'Q' in the position" render tests/data/line.yaml --company Q -o -)
cli_test(render_no_output 2 "output.*required" render tests/data/line.yaml)
cli_test(render_unwritable 2 "nowhere/x.svg: cannot write the picture" render tests/data/line.yaml -o nowhere/x.svg)
cli_test(render_help 0 "--routes" render --help)
cli_test(render_help_ids 0 "--tile-ids" render --help)
cli_test(render_stop_ids 0 "<text class=\"stop-id\" data-stop=\"E12.c0\"[^>]*>c0</text>" render fixtures/example.yaml --stop-ids -o -)
cli_test(render_stop_ids_hex 0 "<text class=\"hex-id\" data-hex=\"E12\"[^>]*>E12</text>" render fixtures/example.yaml --stop-ids -o -)
cli_test(render_tile_ids 0 "<text class=\"tile-id\" data-hex=\"F3\" data-tile=\"8898\"[^>]*>8898</text>" render fixtures/18CZ/by-red-home-tile.yaml --tile-ids -o -)
cli_test(render_red_tile_value 0 "<g class=\"revenue current-value\" data-stop=\"F3.c0\">" render fixtures/18CZ/by-red-home-tile.yaml -o -)
cli_test(render_company_colour 0 "data-company=\"KK\" data-color=\"brown\"" render fixtures/1824-cisleithania/kk-bukowina-bonus.yaml -o -)
cli_test(render_bonus_hexes 0 "class=\"bonus-hex\" data-hex=\"D25\" data-bonus=\"Bukowina \\+50\"" render fixtures/1824-cisleithania/kk-bukowina-bonus.yaml -o -)
cli_test(render_castle 0 "<text class=\"name\" data-hex=\"C6\"[^>]*>Castle</text>" render fixtures/18Lilliput/lnr-castle-3d-and-3o.yaml -o -)
cli_test(solve_svg 0 "X: income 90" solve tests/data/line.yaml --svg ${CMAKE_CURRENT_BINARY_DIR}/solve_line.svg)
# solve --svg takes render's picture options (and they need --svg).
cli_test(solve_svg_stop_ids 0 "<text class=\"stop-id\" data-stop=\"E12.c0\"[^>]*>c0</text>" solve fixtures/example.yaml --svg - --stop-ids)
cli_test(solve_svg_tile_ids 0 "<text class=\"tile-id\" data-hex=\"F3\" data-tile=\"8898\"[^>]*>8898</text>" solve fixtures/18CZ/by-red-home-tile.yaml --svg - --tile-ids)
cli_test(solve_stop_ids_needs_svg 2 "--stop-ids requires --svg" solve fixtures/example.yaml --stop-ids)
cli_test(solve_svg_one_file 2 "--svg: draws one position; give one file, not 2" solve tests/data/line.yaml tests/data/line.yaml --svg x.svg)
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  # The example, a small board and a fixture of each game with its own marks,
  # and (svg_check.corpus, skipped without the corpus) one position per corpus
  # game: rendered with and without routes and with --stop-ids --tile-ids,
  # parsed with xml.etree, every route checked against solve; and every
  # game's tile sheet (show --tiles --svg).
  add_test(NAME svg_check
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/svg_check.py $<TARGET_FILE:xxroute>
                   ${CMAKE_CURRENT_BINARY_DIR}/svg fixtures/example.yaml
                   tests/data/line.yaml fixtures/18Lilliput/sr-4d-and-4o-foreign-castle.yaml
                   fixtures/18CZ/moravia-silesia-bonuses.yaml fixtures/18CZ/by-red-home-tile.yaml
                   fixtures/1824-cisleithania/kk-bukowina-bonus.yaml fixtures/1824/epp-coal-g-trains.yaml
                   fixtures/1836jr56/b-regie-des-postes.yaml --sheets
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  add_test(NAME svg_check.corpus
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/svg_check.py $<TARGET_FILE:xxroute>
                   ${CMAKE_CURRENT_BINARY_DIR}/svg-corpus --corpus ${XXROUTE_CORPUS_DIR}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(svg_check.corpus PROPERTIES SKIP_REGULAR_EXPRESSION "${CORPUS_SKIPPED}")
endif()
cli_test(solve_threads 0 "BN: income 390" solve --threads 1 fixtures/example.yaml)
cli_test(bench_runs 0 "1 positions, 1 thread\\(s\\): median" bench --repeat 2 --threads 1 fixtures/example.yaml)
cli_test(bench_json 0 "\"median_seconds\":" bench --format json --repeat 1 tests/data/line.yaml)
cli_test(bench_jsonl 0 "^\\{\"file\":\"fixtures/example.yaml\",\"company\":\"BN\",\"income\":390,\"optimal\":true,\"candidates\":[0-9]+,\"nodes\":[0-9]+,\"median_seconds\":[0-9.e+-]+,\"peak_kib\":[0-9]+\\}$" bench --format jsonl --repeat 1 tests/data/line.yaml fixtures/example.yaml)
cli_test(solve_folder_jsonl 0 "^\\{\"file\":\"fixtures/1824/[^\"]+\",\"company\":" solve --format jsonl fixtures/1824)
cli_test(solve_folder_json_array 0 "^\\[\\{\"file\":" solve --format json fixtures/1824)
# The array is one JSON value on one line; a file that cannot be read leaves
# no gap in it (its error goes to standard error).
cli_test(solve_folder_json_array_one_line 0 "^\\[\\{\"file\":\"fixtures/1824/[^\"]+\",.*\\}\\]$" solve --format json fixtures/1824)
cli_test(solve_json_array_skips_bad_file 2 "^\\[\\{\"file\":\"tests/data/bad_yaml.yaml\",\"error\":\\{\"file\":\"tests/data/bad_yaml.yaml\",\"line\":[0-9]+,\"message\":[^}]*\"status\":2\\}\\},\\{\"file\":\"tests/data/line.yaml\",\"company\":\"X\"" solve --format json tests/data/bad_yaml.yaml tests/data/line.yaml)
cli_test(solve_jsonl_skipped_file 2 "^\\{\"error\":\\{\"file\":\"tests/data/bad_yaml.yaml\".*\n\\{\"file\":\"tests/data/line.yaml\",\"company\":\"X\"" solve --format jsonl tests/data/bad_yaml.yaml tests/data/line.yaml)
cli_test(check_jsonl 0 "^\\{\"company\":\"X\",\"legal\":true" check --format jsonl tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A5")
cli_test(dividends_jsonl 0 "^\\{\"company\":\"BN\"" dividends --format jsonl fixtures/example.yaml)

# whatif
cli_test(whatif_trains 0 "trains 4\\+4 +330 +-60" whatif fixtures/example.yaml --trains 4+4)
cli_test(whatif_combined 0 "add 4\\+4, remove 5\\+5 +330" whatif fixtures/example.yaml --add-train 4+4 --remove-train 5+5)
# (BN, medium, phase j, limit 1, owns a 5+5: at its limit, it may buy nothing; 18CZ VIII.10)
cli_test(whatif_buy_at_limit 0 "BN: ranked by income gained, 0 change\\(s\\)" whatif fixtures/example.yaml --buy)
# (a 5 starts phase 5, whose limit is 2: B gives back the train it can best spare; 003 lines 112-121)
cli_test(whatif_buy 0 "buy 4 +320 +\\+90 +350.*\n.*\n.*buy 5 +280 +\\+50 +550.*\n.*train 550; starts phase 5;.*gives 3 back" whatif fixtures/1836jr56/b-regie-des-postes.yaml --buy)
cli_test(whatif_best_lay 0 "ranked.*\n.*\n.*as is +390" whatif fixtures/example.yaml --best-lay --top 3)
cli_test(whatif_rank_per_money 0 "ranked by income gained per money spent, 2 change.*\n.*\n.*\n.*buy 4 +320" whatif fixtures/1836jr56/b-regie-des-postes.yaml --buy --rank per-money)
cli_test(whatif_best_token 0 "token G7.c0 +230 +\\+0 +40.*\n.*station 40" whatif fixtures/1836jr56/b-regie-des-postes.yaml --best-token)
cli_test(whatif_scenarios 0 "two trains +690" whatif fixtures/example.yaml --scenarios tests/data/scenarios.yaml)
cli_test(whatif_json 0 "\"base\":\\{\"change\":\"as is\",\"income\":390" whatif --format json fixtures/example.yaml --buy)
cli_test(whatif_jsonl 0 "^\\{\"change\":\"as is\",\"income\":390" whatif --format jsonl fixtures/example.yaml --buy)
cli_test(whatif_illegal_lay 2 "--lay: lay E12=57@0: hex E12: tile 57 \\(yellow\\) has label\\(s\\) none but the hex has P" whatif fixtures/example.yaml --lay E12=57@0)
cli_test(whatif_bad_lay_text 2 "--lay: 'E12': expected HEX=TILE@ROTATION" whatif fixtures/example.yaml --lay E12)
cli_test(whatif_nothing 2 "no change given" whatif fixtures/example.yaml)
cli_test(whatif_help 0 "--best-lay" whatif --help)
# whatif proposes only what the company can pay: a treasury of 0 leaves the
# paid moves out, counted once.
cli_test(whatif_unaffordable_left_out 0 "^  \\([1-9][0-9]* more move\\(s\\) left out: each costs more than BN's treasury of 0\\)$"
         whatif fixtures/example.yaml --best-lay --top 2)
# Trains given are the rankings' base: B with a 2 added is at its limit.
cli_test(whatif_trains_under_rankings 0 "^  as is with add 2 +300 "
         whatif fixtures/1836jr56/b-regie-des-postes.yaml --buy --add-train 2)
# 18Lilliput at its train limit: an obsolete train given back, then a purchase (001 lines 303-308).
cli_test(whatif_lilliput_return_obsolete 0 "^  return 3o, buy 4D +380 +\\+110 +650 "
         whatif fixtures/18Lilliput/lnr-castle-3d-and-3o.yaml --buy)
# Every move whatif ranks (lays, stations, trains), in a position of each
# game, made again with apply on a copy: accepted, and earning what whatif
# promised (the money too: 1824 and 18Lilliput files with treasuries).
add_test(NAME cli.whatif_reapply
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/whatif_reapply.sh $<TARGET_FILE:xxroute>
                 fixtures/18CZ/bn-plus-trains.yaml fixtures/1824/epp-coal-g-trains.yaml
                 fixtures/1824-cisleithania/cl-g-train-bukowina-no-bonus.yaml fixtures/1836jr56/b-regie-des-postes.yaml
                 fixtures/1836jr30/nord-paris-green.yaml fixtures/18Lilliput/lnr-castle-3d-and-3o.yaml
                 fixtures/18Lilliput/mr-scenario-mine-dividend.yaml
         WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
# One full game of each title from `new` through `apply` alone (issue 21):
# tests/games/TITLE.sh checks the file's facts and the incomes as it goes.
foreach(title 18CZ 1824 1824-cisleithania)
  add_test(NAME cli.game_${title}
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/games/${title}.sh $<TARGET_FILE:xxroute>
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(cli.game_${title} PROPERTIES TIMEOUT 60)
endforeach()
cli_test(verify_facts 0 "^2 passed, 0 failed$" verify --quiet --facts tests/data/corpus-dividend-facts.csv tests/data/line.yaml fixtures/example.yaml)
cli_test(verify_facts_bad 2 "line.yaml:2: expected FILE,LOANS,true\\|false" verify --facts tests/data/line.yaml tests/data/line.yaml)
cli_test(dividends_last_round_no_withhold 2 "no withholding in the last round" dividends fixtures/18Lilliput/lnr-castle-3d-and-3o.yaml --payout withhold --last-round)

# A folder with no position in it is an error, not "0 passed" (issue: exact to the last rule).
cli_test(solve_folder_without_positions 2 "no-positions: the folder holds no position file" solve tests/data/no-positions)
cli_test(verify_folder_without_positions 2 "no-positions: the folder holds no position file" verify tests/data/no-positions)
cli_test(bench_folder_without_positions 2 "no-positions: the folder holds no position file" bench tests/data/no-positions)
# Game and variant names are matched without regard to case.
cli_test(show_game_any_case 0 "18CZ \\(Bohemia\\)" show 18cz --variant bohemia)
cli_test(solve_game_any_case 0 "BN: income 390" solve tests/data/example-lowercase-game.yaml)

# At the table: "they declared 330, is that the best?", routes by names, the
# best routes shown after a rule break.
cli_test(check_declared_only 1 "declared 330; a better income exists: 390 \\(\\+60\\)" check fixtures/example.yaml --declared 330)
cli_test(check_declared_is_best 0 "390 is the best income" check fixtures/example.yaml --declared 390)
cli_test(check_by_place_names 1 "5\\+5 +140 +D17.c0-E12.c0" check fixtures/example.yaml --routes "5+5: hradec-PRAHA")
cli_test(check_illegal_shows_best 3 "the best income is 90" check tests/data/line.yaml --routes "2: A1-A3-A5")
# ... or by the other names the rulebooks and players use (maps' `aliases`,
# maps/<game>/NOTES.md "Place names"): Vienna (002_*.txt line 574), Sarajewo
# (002 line 317), Aussig (000_*.txt line 351), 布拉格 (004_*.txt line 227).
cli_test(check_by_other_names_1824 0 "5 +220 +J13.c0-I8.c0-G10.c0-F11.t0-E12.c0" check fixtures/1824/bh-sarajevo-lanes.yaml --routes "5: Sarajewo-Trieste-Graz-F11-Vienna$<SEMICOLON> 4: Sarajevo-Pécs-H17")
cli_test(check_by_other_names_18CZ 0 "2\\+2 +90 +E12.c1-C14.t0-B13.c0" check fixtures/18CZ/bn-plus-trains.yaml --routes "3+3: Aussig-Tetschen-Reichenberg-B15-B17$<SEMICOLON> 2+2: 布拉格-C14-Liberec")
cli_test(check_by_other_names_1836jr 0 "4 +130 +D6.c0-E7.c0-G7.c0-H6.c0" check fixtures/1836jr56/b-regie-des-postes.yaml --routes "4: Amsterdam-Utrecht-G7-Bruxelles$<SEMICOLON> 3: H2-H4-Brussel")
cli_test(check_unknown_name_near_other_name 2 "no stop, hex or place named 'Viena' on the board. did you mean Wien \\(Vienna\\)\\?" check fixtures/1824/bh-sarajevo-lanes.yaml --routes "5: Sarajevo-Viena")
# dividends: the move that happened, not the rule's steps (18CZ IX.2, 000_*.txt
# lines 1183-1185: at a row's end the marker stays)
cli_test(dividends_row_end 0 "share price +335 -> 370 \\(1 right, then the end of its row\\)" dividends tests/data/cz-large-near-row-end.yaml)
# 18Lilliput (001_*.txt lines 613-615, 624-626, 641): one place right on
# payout, one left when kept, two right in the last round; the board's prices
# are a lost picture, so the new price is said to be unknown
cli_test(dividends_lilliput_payout_move 0 "share price +80 -> unknown \\(1 right\\)" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml)
cli_test(dividends_lilliput_withhold_move 0 "share price +80 -> unknown \\(1 left\\)" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml --payout withhold)
cli_test(dividends_lilliput_last_round_move 0 "share price +80 -> unknown \\(2 right\\)" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml --last-round)
cli_test(dividends_lilliput_price_json 0 "\"share_price_after\":\\[\\],\"share_price_moves\":\\[\"1 right\"\\]" dividends --format json fixtures/18Lilliput/mr-scenario-mine-dividend.yaml)
# 18Lilliput Table 4 (001_*.txt lines 866-867): the scenario mine's money goes
# to the treasury, the income paid out or kept
cli_test(dividends_lilliput_mine_to_treasury 0 "treasury +10" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml)
cli_test(dividends_lilliput_mine_withheld 0 "treasury +80" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml --payout withhold)
cli_test(dividends_subsidy_option 0 "treasury +20" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml --income 100 --subsidy 20)

# Rusting and trade-ins through whatif (the rulebook lines are in each file's header):
# 18CZ VIII.12 (000 lines 1152-1155): an e-card bought as a 4 scraps the 2s, as a 3+3 nothing.
cli_test(whatif_cz_e_card_as_4 0 "buy 4 .*\n.*train 250; removes 2\\)" whatif tests/data/rules/cz-e-card.yaml --company BCB --buy)
cli_test(whatif_cz_e_card_as_3plus3 0 "buy 3\\+3 .*\n.*\\(train 180\\)\n" whatif tests/data/rules/cz-e-card.yaml --company BN --buy)
# 18CZ VIII.12 (000 lines 1157-1161): an exported h-card scraps what a 5, a 5+5 and a 5E would.
cli_test(whatif_cz_export_h 0 "export h .*\n.*starts phase h; removes 3, 3\\+3\\)" whatif tests/data/rules/cz-export-h.yaml --export h)
cli_test(whatif_lilliput_character_never_upgraded 2 "^--lay: lay D3=city-green@0: tile general-straight is never upgraded$" whatif tests/data/rules/lilliput-general.yaml --lay D3=city-green@0)
# 1824 VII.13 (002 lines 803-807): the last 5 traded in for the first 6, which costs 400 instead of 600.
cli_test(whatif_1824_trade_in 0 "buy 6 for the 5 +0 +\\+0 +400.*\n.*train 600 - 200 for the 5 traded in; starts phase 6; removes 5" whatif tests/data/rules/1824-last-5.yaml --buy-train 6:5)
# Phases only move forward; --strict refuses a position no game reaches.
cli_test(whatif_phase_backwards 2 "--phase: phase 2: phase 2 comes before phase 5: phases only move forward" whatif tests/data/rules/1824-last-5.yaml --phase 2)
cli_test(solve_over_limit_warns 0 "warning: company B: 3 trains, over the limit of 2 in phase 5" solve tests/data/rules/jr56-over-limit.yaml)
cli_test(solve_over_limit_strict 2 "jr56-over-limit.yaml:[0-9]+: company B: 3 trains, over the limit of 2 in phase 5 \\(--strict\\)" solve --strict tests/data/rules/jr56-over-limit.yaml)

# At the table: new writes a game's starting file, apply makes a company's
# moves on it in place (tests/data/table/bcb.yaml: 18CZ, BCB with 60 left).
# Each runs on a copy; a refusal must leave the file as it was.
set(TABLE tests/data/table/bcb.yaml)
cli_test(new_stdout 0 "^format: 1\ngame: 18CZ\nphase: a\nbank_trains: \\{\"a\": 5, .*\nturn: \\{\\}.*\nhexes:.*\n  E16: \\{tokens: \\[BCB\\]\\}\ncompanies:.*\n  BCB: \\{trains: \\[\\], treasury: 240\\}" new 18cz --companies BCB=240)
cli_test(new_header 0 "^# 18CZ, written by `xxroute new`.*\n.*\n.*\n#   xxroute apply FILE -c COMPANY --lay HEX=TILE@ROTATION" new 18CZ)
cli_test(new_variant_any_case 0 "\nvariant: Bohemia\n" new 18cz --variant BOHEMIA)
# A large company floats from phase d (18CZ VII.3, 000 line 522): new writes phase a, so it refuses one;
# floated later, its home is a choice of red tiles.
cli_test(new_large_company_phase_a 2 "^--companies: float SX: 18CZ VII.3, 000 line 522: .*not in phase a$" new 18CZ --companies SX)
cli_copy_test(apply_large_company_note 0 "SX starts on A8 \\(rotation [0-5 or]+\\) or B5 \\(rotation [0-5 or]+\\) with its red tile 8896, then its station there: `xxroute apply by-red-home-tile.yaml -c SX --lay A8=8896@[0-5] --token A8`" fixtures/18CZ/by-red-home-tile.yaml apply FILE --float SX)
cli_test(new_unknown_game 2 "xxroute new: unknown game 'Nope' \\(known: " new Nope)
cli_test(new_unknown_variant 2 "game 18CZ has no variant 'Nope'" new 18CZ --variant Nope)
cli_test(new_unknown_company 2 "^--companies: 18CZ has no company 'XX' \\(companies: " new 18CZ --companies BCB,XX)
cli_test(new_bad_treasury 2 "^--companies: 'BN=lots': expected COMPANY or COMPANY=TREASURY, e.g. BN=360$" new 18CZ --companies BN=lots)
cli_test(new_help 0 "--companies" new --help)
cli_copy_test(new_to_file 0 "^game.yaml: 18CZ, phase a\n  float BCB with 240\n  home station E16$" ${TABLE} new 18CZ --companies BCB=240 -o game.yaml)
cli_copy_test(new_not_over_a_file 2 "^bcb.yaml: exists; new does not write over a file \\(remove it, or choose another name\\)$" ${TABLE} new 18CZ -o FILE)
cli_copy_test(apply_moves 0 "^bcb.yaml: BCB\n  lay E14=55@0\n  token D17 +40  \\(station 40\\)\n  treasury 60 - 40 = 20\nBCB: income 40 \\(proven optimal\\)" ${TABLE} apply FILE --lay E14=55@0 --token D17)
cli_copy_test(apply_float 0 "^bcb.yaml: EKJ\n  float EKJ with 200\n  home station D5\nEKJ: no trains yet$" ${TABLE} apply FILE --float EKJ=200)
cli_copy_test(apply_illegal_lay 2 "^--lay: lay E14=57@0: hex E14: tile 57 \\(yellow\\): a town hex takes only town tiles, and the tile has 1 city$" ${TABLE} apply FILE --lay E14=57@0)
cli_copy_test(apply_lay_not_joined 2 "^--lay: lay C12=4@0: tile 4 on C12 does not join BCB's track$" ${TABLE} apply FILE --lay C12=4@0)
cli_copy_test(apply_not_enough_money 2 "^--buy-train: buy 2: costs 70 \\(train 70\\), BCB has 60 left$" ${TABLE} apply FILE --buy-train 2)
cli_copy_test(apply_never_upgraded 2 "^--lay: lay D3=city-green@0: tile general-straight is never upgraded$" tests/data/rules/lilliput-general.yaml apply FILE --lay D3=city-green@0)
cli_copy_test(apply_not_enough_money_after 2 "^--buy-train: buy 2: costs 70 \\(train 70\\), BCB has 50 left$" ${TABLE} apply FILE --lay C18=8@4 --buy-train 2)
cli_copy_test(apply_unknown_company 2 "^--company: no company 'BN' in bcb.yaml \\(companies: BCB\\); a company that floats is added with --float BN$" ${TABLE} apply FILE -c BN --buy-train 2+2)
cli_copy_test(apply_ambiguous_stop 2 "^--token: token E12: hex E12 has several cities: say which, e.g. E12.c0$" ${TABLE} apply FILE --token E12)
cli_copy_test(apply_float_twice 2 "^--float: BCB is already in bcb.yaml$" ${TABLE} apply FILE --float BCB)
cli_copy_test(apply_float_unknown 2 "^--float: 18CZ has no company 'ZZ' \\(companies: " ${TABLE} apply FILE --float ZZ)
cli_copy_test(apply_nothing 2 "^bcb.yaml: no move given: use --lay, --token, --buy-train, ..., --end-turn or --float$" ${TABLE} apply FILE)
# A lay without its rotation: the one legal rotation is laid; several are
# listed, each with what its track joins, and the file is left as it was.
cli_copy_test(apply_lay_one_rotation 0 "^bcb.yaml: BCB\n  lay C18=9 +10  \\(terrain 10; rotation 0, the only legal one: D17-B19\\)\n" ${TABLE} apply FILE --lay C18=9)
cli_copy_test(apply_lay_rotations 2 "^--lay: lay E14=55: say the rotation, one of @0 \\(town to F13, D15; town to E12, E16\\), @1 \\(town to E12, E16; town to D13, F15\\)$" ${TABLE} apply FILE --lay E14=55)
cli_test(whatif_lay_rotations 2 "^--lay: lay C18=8: say the rotation, one of @0 \\(D17-B17\\), @4 \\(D17-C20\\)$" whatif ${TABLE} --lay C18=8)
cli_copy_test(apply_bad_lay_text 2 "^--lay: 'E14': expected HEX=TILE@ROTATION, e.g. E12=57@2$" ${TABLE} apply FILE --lay E14)
cli_copy_test(apply_unknown_phase 2 "^--phase: phase z: game 18CZ has no phase 'z'$" ${TABLE} apply FILE --phase z)
cli_test(apply_missing_file 2 "^nowhere.yaml: no such file$" apply nowhere.yaml --buy-train 2)
# apply --format json and jsonl: the moves, the treasury, the income solved (or null).
cli_copy_test(apply_json 0 "^\\{\"file\":\"bcb.yaml\",\"company\":\"BCB\",\"moves\":\\[\\{\"move\":\"lay E14=55@0\",\"cost\":0,\"costs\":\\[\\],\"notes\":\\[\\]\\},\\{\"move\":\"token D17\",\"cost\":40,\"costs\":\\[\"station 40\"\\],\"notes\":\\[\\]\\}\\],\"treasury_before\":60,\"treasury_after\":20,\"notes\":\\[\\],\"keep\":null,\"solve\":\\{\"company\":\"BCB\",\"income\":40," ${TABLE} apply FILE --lay E14=55@0 --token D17 --format json)
cli_copy_test(apply_jsonl_float 0 "^\\{\"file\":\"bcb.yaml\",\"company\":\"EKJ\",\"moves\":\\[\\{\"move\":\"float EKJ with 200\",\"cost\":0,\"costs\":\\[\\],\"notes\":\\[\\]\\},\\{\"move\":\"home station D5\",.*\"treasury_before\":null,\"treasury_after\":null,\"notes\":\\[\\],\"keep\":null,\"solve\":null\\}$" ${TABLE} apply FILE --float EKJ=200 --format jsonl)
cli_copy_test(apply_over_limit_refused 2 "^--buy-train: buy 5: B owns 3 trains \\(3, 4, 5\\), over phase 5's limit of 2: say which 1 to give up with --discard B:TRAIN \\(each goes to the bank's pool \\(1836jr 003 line 212\\)\\)$" fixtures/1836jr56/b-regie-des-postes.yaml apply FILE --buy-train 5)
cli_copy_test(apply_json_discard 0 "\"move\":\"buy 5\",\"cost\":550,\"costs\":\\[\"train 550\"\\],\"notes\":\\[\"starts phase 5\",\"over phase 5's limit of 2: 1 train\\(s\\) to give up with --discard \\(each goes to the bank's pool \\(1836jr 003 line 212\\)\\)\"\\]\\},\\{\"move\":\"discard 3\",\"cost\":0,\"costs\":\\[\\],\"notes\":\\[\"B's 3 goes to the bank's pool \\(1836jr 003 line 212\\)\"\\]\\}\\],\"treasury_before\":null,\"treasury_after\":null,\"notes\":\\[\\],\"keep\":null,\"solve\":\\{\"company\":\"B\"," fixtures/1836jr56/b-regie-des-postes.yaml apply FILE --buy-train 5 --discard 3 --format json)
cli_copy_test(apply_discard_within_limit 2 "^--discard: discard 3: B is within phase 4's train limit: a train is given up only over it" fixtures/1836jr56/b-regie-des-postes.yaml apply FILE --discard 3)
cli_copy_test(apply_json_refused 2 "^--buy-train: buy 2: costs 70 \\(train 70\\), BCB has 60 left$" ${TABLE} apply FILE --buy-train 2 --format json)
cli_test(apply_help 0 "--float" apply --help)

# The turn's money (tests/data/table/jr56-nord.yaml: 1836jr56, Nord runs for
# 250 with 3 loans and 25 in its treasury; 1824-trade.yaml: 1824 phase 3,
# BK Anna's, MS and CL Bob's). Each refusal leaves the copy byte-identical.
set(NORD tests/data/table/jr56-nord.yaml)
set(TRADE tests/data/table/1824-trade.yaml)
cli_copy_test(apply_pay 0 "^jr56-nord.yaml: Nord\n  run, pay +\\(payout of 240; holders receive: Anna 120, Bob 48; the bank's shares: 48; interest 30: 20 from the treasury, 10 from the income \\(003 line 194\\); Nord's treasury receives 24; share price 100 -> 110 \\(1 right\\)\\)\n  treasury 25 \\+ 4 = 29\n" ${NORD} apply FILE -c Nord --pay)
cli_copy_test(apply_withhold_routes 0 "^jr56-nord.yaml: Nord\n  run 5: J2-I3-J6-J8, withhold +\\(withhold of 150; .*share price 100 -> 90 \\(1 left\\)\\)\n  treasury 25 \\+ 130 = 155\n" ${NORD} apply FILE -c Nord --withhold --routes "5: J2-I3-J6-J8")
cli_copy_test(apply_routes_illegal 2 "^--withhold: run 4: G1-H2-I3-J6-J8, withhold: route 1 \\(4\\): too many stops for a 4 train" ${NORD} apply FILE -c Nord --withhold --routes "4: G1-H2-I3-J6-J8")
cli_copy_test(apply_declared_over_best 2 "^--pay: run for 300 declared, pay: the income declared, 300, is more than the best, 250$" ${NORD} apply FILE -c Nord --pay --declared 300)
cli_copy_test(apply_declared 0 "  run for 200 declared, pay +\\(payout of 190;" ${NORD} apply FILE -c Nord --pay --declared 200)
cli_copy_test(apply_routes_without_payout 2 "^--routes: the routes run are paid with --pay, --withhold or --half$" ${NORD} apply FILE -c Nord --routes "5: J2-I3")
cli_copy_test(apply_half_refused 2 "^--half: run, half: no half pay here: 1836jr56, 003 line 196: the company pays dividends or keeps the money$" ${NORD} apply FILE -c Nord --half)
cli_copy_test(apply_half_coal 0 "  run, half +\\(half of 100; .*EPP's treasury receives 70; coal and pre-state railways pay half" fixtures/1824/epp-coal-g-trains.yaml apply FILE --half)
cli_copy_test(apply_half_brobdingnag 0 "^lilliput-brobdingnag.yaml: MR\n  run, half +\\(half of 70; holders receive: Player 1 20, Player 2 8; the bank's shares: 12; MR's treasury receives 40;" tests/data/table/lilliput-brobdingnag.yaml apply FILE --half)
cli_copy_test(apply_pay_brobdingnag 2 "^--pay: run, pay: no full payout in Brobdingnag: 18Lilliput, 001 lines 735-737" tests/data/table/lilliput-brobdingnag.yaml apply FILE --pay)
cli_copy_test(apply_take_loan 0 "^jr56-nord.yaml: Nord\n  take a loan +\\(receives 100; 4 loan\\(s\\) now\\)\n  treasury 25 \\+ 100 = 125\n" ${NORD} apply FILE -c Nord --take-loan)
cli_copy_test(apply_take_loan_after_run 0 "  take a loan +\\(receives 90; taken after the interest was paid: the company gets 90 \\(003 line 224\\); 4 loan\\(s\\) now\\)" ${NORD} apply FILE -c Nord --withhold --take-loan)
cli_copy_test(apply_take_two_loans 2 "^--take-loan: take 2 loans: 1836jr56, 003 line 222: a company borrows 100F once per operating round, not 2 loans$" ${NORD} apply FILE -c Nord --take-loan 2)
cli_copy_test(apply_repay_loans 0 "  repay 2 loans +200  \\(100 a loan; 1 loan\\(s\\) now\\)\n  treasury 25 \\+ 20 = 45\n" ${NORD} apply FILE -c Nord --withhold --repay-loan 2)
cli_copy_test(apply_repay_loan_no_money 2 "^--repay-loan: repay a loan: costs 100 \\(100 a loan\\), Nord has 25 left$" ${NORD} apply FILE -c Nord --repay-loan)
cli_copy_test(apply_no_loans 2 "^--take-loan: take a loan: 1824 Austrian-Hungarian Railway has no loans" ${TRADE} apply FILE -c BK --take-loan)
cli_copy_test(apply_buy_train_from 0 "^1824-trade.yaml: CL\n  buy 2 from MS for 1 +1  \\(train 1 to MS; MS's treasury 201; MS has no train left: it must buy one in its turn\\)\n  treasury 50 - 1 = 49\n" ${TRADE} apply FILE -c CL --buy-train-from MS:2:1)
cli_copy_test(apply_buy_train_from_face_price 2 "^--buy-train-from: buy 3 from BK for 100: 1824 VII.11, 002 line 772: between companies of different directors \\(Bob, Anna\\) a train costs its face price, 180$" ${TRADE} apply FILE -c MS --buy-train-from BK:3:100)
cli_copy_test(apply_buy_train_from_bad 2 "^--buy-train-from: 'BK3': expected COMPANY:TRAIN:PRICE, e.g. SD:3:120$" ${TRADE} apply FILE -c MS --buy-train-from BK3)
cli_copy_test(apply_shares 0 "^jr56-nord.yaml: Nord\n  shares Carl: Nord 20%\n" ${NORD} apply FILE --shares "Carl: Nord 20")
cli_copy_test(apply_shares_over_100 2 "^--shares: shares Carl: Nord 30%: Nord's shares would total 110%, more than 100%$" ${NORD} apply FILE --shares "Carl: Nord 30")
cli_copy_test(apply_par 0 "^jr56-nord.yaml: B\n  par B 80\n" ${NORD} apply FILE --par B=80)
cli_copy_test(apply_par_capital 0 "^bcb.yaml: EKJ\n  float EKJ\n  home station D5\n  par EKJ 60 +\\(capital 4 x 60 = 240 to the treasury\\)\n" ${TABLE} apply FILE --float EKJ --par EKJ=60)
cli_copy_test(apply_par_not_on_market 2 "^--par: par B 85: 85 is not a price of 1836Jr-56's stock market$" ${NORD} apply FILE --par B=85)
cli_copy_test(apply_float_par_shares 0 "^1824-trade.yaml: BH\n  float BH with 300\n  home station J13\n  shares Anna: BH 20%\n  par BH 90\n" ${TRADE} apply FILE --float BH=300 --par BH=90 --shares "Anna: BH 20")
# The operating turn (a file with `turn:`): each rule refused with its
# rulebook line, the file left byte for byte as it was; a legal turn leaves
# its state in the file (tests/turn_state.sh: a line of the file matches).
set(TURN tests/data/table/bcb-turn.yaml)
function(turn_state_test name pattern file)
  add_test(NAME cli.${name}
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/turn_state.sh $<TARGET_FILE:xxroute> ${CMAKE_SOURCE_DIR}/${file}
                   "${pattern}" ${ARGN}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
endfunction()
# 18CZ VIII.4 (000 lines 693-694): 1 yellow tile a turn once the first turn is over.
cli_copy_test(apply_turn_one_yellow 2 "^--lay: lay C20=58@5: 18CZ VIII.4, 000 lines 693-694: .*: 1 yellow tile\\(s\\) a turn, and BCB has laid 1 \\(its first turn is over\\)$" ${TURN} apply FILE --lay C18=8@4 --lay C20=58@5)
# 18CZ VIII.3 (000 lines 668-682): no tile after the trains bought.
cli_copy_test(apply_turn_order 2 "^--lay: lay C18=8@4: 18CZ VIII.3, 000 lines 668-682 .*BCB has had a train purchase this turn, so a tile lay comes too late \\(end the turn with --end-turn\\)$" tests/data/table/bcb-bought.yaml apply FILE --lay C18=8@4)
# The bank's stock: the last a-card taken; the next 2 comes from a b-card and starts phase b.
cli_copy_test(apply_turn_bank_next_card 0 "buy 2 .*\n  buy 2 .*starts phase b" ${TURN} apply FILE --buy-train 2 --buy-train 2)
turn_state_test(apply_turn_state "^turn: \\{company: BCB, lays: 1, upgrades: 0, stations: 0, ran: false, bought: \\[\"2\"\\], trade_ins: 0\\}$" ${TURN} apply FILE --lay C18=8@4 --buy-train 2)
turn_state_test(apply_turn_bank_taken "^bank_trains: \\{\"a\": 0, \"b\": 4\\}$" ${TURN} apply FILE --buy-train 2)
turn_state_test(apply_end_turn "^  BCB: \\{turns: 2, trains: \\[\"2\"\\], treasury: 230\\}$" ${TURN} apply FILE --lay C18=8@4 --withhold --end-turn)
# 18CZ VIII.3 (000 line 676): the run is compulsory: a company with trains does not end its turn without it,
# nor does another company start its own.
cli_copy_test(apply_end_turn_without_run 2 "^--end-turn: end turn: 18CZ VIII.3, 000 line 676: run the trains to earn income \\(compulsory\\): BCB has trains and has not run them this turn \\(apply -c BCB --pay or --withhold\\)$" ${TURN} apply FILE --lay C18=8@4 --end-turn)
turn_state_test(apply_end_turn_alone "^turn: \\{\\}$" tests/data/table/bcb-bought.yaml apply FILE --end-turn)
cli_copy_test(apply_end_turn_none 2 "^--end-turn: end turn: no turn is under way$" ${TURN} apply FILE -c BCB --end-turn)
# 18CZ VII.3 (000 lines 520-522): no large company before the first d train.
cli_copy_test(apply_float_large_phase_a 2 "^--float: float SX: 18CZ VII.3, 000 line 522: large companies' shares are on sale from the first d train: a large company floats from phase d, not in phase a$" ${TABLE} apply FILE --float SX)
cli_test(solve_large_phase_a_warns 0 "warning: company SX: 18CZ VII.3, 000 line 522: .*not in phase a" solve tests/data/rules/cz-large-phase-a.yaml)
cli_test(solve_large_phase_a_strict 2 "cz-large-phase-a.yaml:[0-9]+: company SX: 18CZ VII.3, 000 line 522: .*\\(--strict\\)" solve --strict tests/data/rules/cz-large-phase-a.yaml)
# new --players: the bank's trains counted for the players (18Lilliput Table 6: 3 players, five 3s; two 2s, 001 lines 977-978).
cli_test(new_players 0 "^players: 3\nbank_trains: \\{\"2\": 2, \"3\": 5, \"4\": 4, \"5\": 3, \"3D\": 2\\}" new 18Lilliput --players 3)

# solve --fix: a route already run kept, the other trains' best around it
# (fixtures/1836jr30/b-diesel-dover.yaml works each split out by hand).
cli_test(solve_fix 0 "B: income 280 \\(the others' routes proven best around those run\\)\n  6 +170 +H6.c0-G7.c0-E7.c0-D6.c1  \\(as run\\)\n  D +110 +G1.o0-H2.t0-H4.c0-H6.c0"
         solve fixtures/1836jr30/b-diesel-dover.yaml --fix "6: H6-G7-E7-D6.c1")
cli_test(solve_fix_names 0 "income 280" solve fixtures/1836jr30/b-diesel-dover.yaml --fix "6: Bruxelles-Antwerpen-E7-Amsterdam")
cli_test(solve_fix_json 0 "\"fixed\":true.*\"fixed\":false" solve fixtures/1836jr30/b-diesel-dover.yaml --format json --fix "6: H6-G7-E7-D6.c1")
cli_test(solve_fix_illegal 3 "--fix: route 1 \\(6\\): too many stops for a 6 train"
         solve fixtures/1836jr30/b-diesel-dover.yaml --fix "6: G1-H2-H4-H6-G7-E7-D6.c1")
cli_test(solve_fix_illegal_json 3 "^\\{\"error\":\\{\"file\":\"--fix\",\"line\":null,\"message\":\"route 1 \\(6\\): too many stops for a 6 train[^\"]*\",\"status\":3\\}\\}$"
         solve fixtures/1836jr30/b-diesel-dover.yaml --format json --fix "6: G1-H2-H4-H6-G7-E7-D6.c1")
cli_test(solve_fix_unknown_name 2 "no stop, hex or place named 'Bruxels' on the board; did you mean"
         solve fixtures/1836jr30/b-diesel-dover.yaml --fix "6: Bruxels-G7")
# whatif --fix: the route already run kept in every change, the others ranked around it.
cli_test(whatif_fix 0 "as is +280 .*6 170: H6.c0-G7.c0-E7.c0-D6.c1; D 110.*\n  remove D +170 +-110"
         whatif fixtures/1836jr30/b-diesel-dover.yaml --fix "6: H6-G7-E7-D6.c1" --remove-train D)
cli_test(whatif_fix_illegal 2 "route 1 \\(6\\): too many stops for a 6 train"
         whatif fixtures/1836jr30/b-diesel-dover.yaml --fix "6: G1-H2-H4-H6-G7-E7-D6.c1" --remove-train D)
# bench goes on past a file it cannot read; in JSON its place holds the error object.
cli_test(bench_json_skipped_file 2 "\"positions\":\\[\\{\"file\":\"tests/data/bad_yaml.yaml\",\"error\":\\{\"file\":\"tests/data/bad_yaml.yaml\",\"line\":2,\"message\":\"YAML syntax error: illegal flow end\",\"status\":2\\}\\},\\{\"file\":\"tests/data/line.yaml\""
         bench --format json --repeat 1 tests/data/bad_yaml.yaml tests/data/line.yaml)

# The game's events (issue 21): closures, 1824's exchanges, 18Lilliput's start.
cli_copy_test(apply_exchange_coal 0 "^1824-coal.yaml: EPP\n  exchange EPP +\\(EPP closes into BK \\(1824 IV.2, 002 line 204\\): its trains 1g, treasury 40 go to BK; its mine token leaves the game, B takes C6; BK places its home station on B9 in its first turn \\(1824 IV.2, 002 line 204\\)\\)\n  treasury 40 - 40 = 0\nEPP: closed$" tests/data/events/1824-coal.yaml apply FILE --exchange EPP)
cli_copy_test(apply_exchange_none 2 "^--exchange: exchange MS: no open company of the file merges into MS$" tests/data/events/1824-coal.yaml apply FILE --exchange MS)
cli_copy_test(apply_closed_slot_free 0 "^1824-graz.yaml: SD\n  token G10 +40  \\(station 40\\)\n" tests/data/events/1824-graz.yaml apply FILE -c SD --token G10)
cli_test(whatif_closed_slot_free 0 "token G10" whatif tests/data/events/1824-graz.yaml -c SD --best-token)
cli_copy_test(new_lilliput_start 0 "^game.yaml: 18Lilliput, phase 1\n  float SR with 500 and its trains 2\n  home card J9=Y-straight@0 with its station\n  float MR with 550 and its trains 2\n  home card K10=city-straight@1 with its station$" ${TABLE} new 18Lilliput --companies SR,MR -o game.yaml)
cli_copy_test(apply_lilliput_first_lay 0 "^lilliput-start.yaml: SR\n  lay J8=track-straight@0\n" tests/data/events/lilliput-start.yaml apply FILE -c SR --lay J8=track-straight@0)
cli_copy_test(apply_cgr_forms 0 "^jr56-cgr.yaml: B\n  exchange B, GCL into MESS +\\(B, GCL form MESS \\(1836jr, 003 lines 263-307\\): stations I9, G7, trains 5, 5, treasury 150; 4 to the market \\(not permanent, 003 line 305\\)\\)\n" tests/data/events/jr56-cgr.yaml apply FILE --exchange MESS=B,GCL)
cli_copy_test(apply_cgr_keep 0 "stations G7, trains 5, 5" tests/data/events/jr56-cgr.yaml apply FILE --exchange MESS=B,GCL --cgr-keep G7)
# One full game per title by apply alone (issue 21): tests/games/<title>.sh.
foreach(title 1836jr56 18Lilliput)
  add_test(NAME cli.game_${title}
           COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/games/${title}.sh $<TARGET_FILE:xxroute>
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(cli.game_${title} PROPERTIES TIMEOUT 60)
endforeach()
