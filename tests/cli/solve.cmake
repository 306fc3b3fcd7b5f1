# xxroute solve: the proven best routes of a position, in text and JSON, of
# several files and folders, with --svg, --threads, --strict and --fix.
cli_test(example 0 "income [0-9]+ \\(proven optimal\\)" solve fixtures/example.yaml)
cli_test(json 0 "\"optimal\":true" solve --format json tests/data/line.yaml)
cli_test(json_keys 0 "\"company\":\"X\",\"income\":90,\"subsidy\":0,\"optimal\":true,\"routes\":\\[\\{\"train\":\"2\",\"stops\":\\[" solve --format json tests/data/line.yaml)
cli_test(several_files 0 "line.yaml: X: income 90" solve tests/data/line.yaml tests/data/line.yaml)
cli_test(company 0 "X: income 90" solve --company X tests/data/line.yaml)
cli_test(unknown_company 2 "line.yaml: no company 'Q' in the position" solve --company Q tests/data/line.yaml)
cli_test(missing_file 2 "nowhere.yaml: no such file" solve nowhere.yaml)
cli_test(directory 2 "line.yaml: X: income 90" solve tests/data)
cli_test(bad_yaml 2 "bad_yaml.yaml:[0-9]+: YAML syntax error" solve tests/data/bad_yaml.yaml)
cli_test(unknown_key 2 "unknown_key.yaml:4: position: unknown key 'hexs'" solve tests/data/unknown_key.yaml)
cli_test(json_error 2 "^\\{\"error\":\\{\"file\":\"tests/data/unknown_key.yaml\",\"line\":4,\"message\":\"position: unknown key 'hexs'\",\"status\":2\\}\\}$" solve --format json tests/data/unknown_key.yaml)
cli_test(jsonl_error_no_line 2 "^\\{\"error\":\\{\"file\":\"nowhere.yaml\",\"line\":null,\"message\":\"no such file or folder\",\"status\":2\\}\\}$" solve --format jsonl nowhere.yaml)
cli_test(time_limit 0 "income" solve --time-limit 5 tests/data/line.yaml)
cli_test(help 0 "--company" solve --help)
cli_test(svg 0 "X: income 90" solve tests/data/line.yaml --svg ${CMAKE_CURRENT_BINARY_DIR}/solve_line.svg)
# solve --svg takes render's picture options (and they need --svg).
cli_test(svg_stop_ids 0 "<text class=\"stop-id\" data-stop=\"E12.c0\"[^>]*>c0</text>" solve fixtures/example.yaml --svg - --stop-ids)
cli_test(svg_tile_ids 0 "<text class=\"tile-id\" data-hex=\"F3\" data-tile=\"8898\"[^>]*>8898</text>" solve fixtures/18CZ/by-red-home-tile.yaml --svg - --tile-ids)
cli_test(stop_ids_needs_svg 2 "--stop-ids requires --svg" solve fixtures/example.yaml --stop-ids)
cli_test(svg_one_file 2 "--svg: draws one position; give one file, not 2" solve tests/data/line.yaml tests/data/line.yaml --svg x.svg)
cli_test(threads 0 "BN: income 390" solve --threads 1 fixtures/example.yaml)
cli_test(folder_jsonl 0 "^\\{\"file\":\"fixtures/1824/[^\"]+\",\"company\":" solve --format jsonl fixtures/1824)
cli_test(folder_json_array 0 "^\\[\\{\"file\":" solve --format json fixtures/1824)
# The array is one JSON value on one line; a file that cannot be read leaves
# no gap in it (its error goes to standard error).
cli_test(folder_json_array_one_line 0 "^\\[\\{\"file\":\"fixtures/1824/[^\"]+\",.*\\}\\]$" solve --format json fixtures/1824)
cli_test(json_array_skips_bad_file 2 "^\\[\\{\"file\":\"tests/data/bad_yaml.yaml\",\"error\":\\{\"file\":\"tests/data/bad_yaml.yaml\",\"line\":[0-9]+,\"message\":[^}]*\"status\":2\\}\\},\\{\"file\":\"tests/data/line.yaml\",\"company\":\"X\"" solve --format json tests/data/bad_yaml.yaml tests/data/line.yaml)
cli_test(jsonl_skipped_file 2 "^\\{\"error\":\\{\"file\":\"tests/data/bad_yaml.yaml\".*\n\\{\"file\":\"tests/data/line.yaml\",\"company\":\"X\"" solve --format jsonl tests/data/bad_yaml.yaml tests/data/line.yaml)
# A folder with no position in it is an error, not "0 passed" (issue: exact to the last rule).
cli_test(folder_without_positions 2 "no-positions: the folder holds no position file" solve tests/data/no-positions)
cli_test(game_any_case 0 "BN: income 390" solve tests/data/example-lowercase-game.yaml)
cli_test(over_limit_warns 0 "warning: company B: 3 trains, over the limit of 2 in phase 5" solve tests/data/rules/jr56-over-limit.yaml)
cli_test(over_limit_strict 2 "jr56-over-limit.yaml:[0-9]+: company B: 3 trains, over the limit of 2 in phase 5 \\(--strict\\)" solve --strict tests/data/rules/jr56-over-limit.yaml)
cli_test(large_phase_a_warns 0 "warning: company SX: 18CZ VII.3, 000 line 522: .*not in phase a" solve tests/data/rules/cz-large-phase-a.yaml)
cli_test(large_phase_a_strict 2 "cz-large-phase-a.yaml:[0-9]+: company SX: 18CZ VII.3, 000 line 522: .*\\(--strict\\)" solve --strict tests/data/rules/cz-large-phase-a.yaml)
# solve --fix: a route already run kept, the other trains' best around it
# (fixtures/1836jr30/b-diesel-dover.yaml works each split out by hand).
cli_test(fix 0 "B: income 280 \\(the others' routes proven best around those run\\)\n  6 +170 +H6.c0-G7.c0-E7.c0-D6.c1  \\(as run\\)\n  D +110 +G1.o0-H2.t0-H4.c0-H6.c0"
         solve fixtures/1836jr30/b-diesel-dover.yaml --fix "6: H6-G7-E7-D6.c1")
cli_test(fix_names 0 "income 280" solve fixtures/1836jr30/b-diesel-dover.yaml --fix "6: Bruxelles-Antwerpen-E7-Amsterdam")
cli_test(fix_json 0 "\"fixed\":true.*\"fixed\":false" solve fixtures/1836jr30/b-diesel-dover.yaml --format json --fix "6: H6-G7-E7-D6.c1")
cli_test(fix_illegal 3 "--fix: route 1 \\(6\\): too many stops for a 6 train"
         solve fixtures/1836jr30/b-diesel-dover.yaml --fix "6: G1-H2-H4-H6-G7-E7-D6.c1")
cli_test(fix_illegal_json 3 "^\\{\"error\":\\{\"file\":\"--fix\",\"line\":null,\"message\":\"route 1 \\(6\\): too many stops for a 6 train[^\"]*\",\"status\":3\\}\\}$"
         solve fixtures/1836jr30/b-diesel-dover.yaml --format json --fix "6: G1-H2-H4-H6-G7-E7-D6.c1")
cli_test(fix_unknown_name 2 "no stop, hex or place named 'Bruxels' on the board; did you mean"
         solve fixtures/1836jr30/b-diesel-dover.yaml --fix "6: Bruxels-G7")
# The most-stops bonus (company key most_stops_bonus): the route earning it
# named with its amount, in text and in JSON.
cli_test(most_stops_bonus 0 "4 +170 +B6.o0-B4.c0-B2.c0-C1.c0  \\(incl. most-stops bonus 80: 4 stops x 20\\)" solve tests/data/most_stops_bonus.yaml)
cli_test(most_stops_bonus_json 0 "\"stops\":\\[\"B6.o0\",\"B4.c0\",\"B2.c0\",\"C1.c0\"\\],\"places\":\\[\"B6.o0\",\"B4.c0\",\"B2.c0\",\"C1.c0\"\\],\"paid\":\\[true,true,true,true\\],\"revenue\":170,\"subsidy\":0,\"bonus\":0,\"most_stops_bonus\":80" solve --format json tests/data/most_stops_bonus.yaml)
