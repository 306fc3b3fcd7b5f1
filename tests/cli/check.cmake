# xxroute check: declared routes or a declared income against every rule and
# the optimum; stops by their ids or by the names of places.
cli_test(directory 2 "data: is a directory" check tests/data)
cli_test(optimal 0 "this is the optimum" check tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A5")
cli_test(better_exists 1 "a better income exists: 90 \\(\\+50\\)" check tests/data/line.yaml --routes "2: A3-A5")
cli_test(illegal 3 "--routes: route 1 \\(2\\): too many stops for a 2 train" check tests/data/line.yaml --routes "2: A1-A3-A5")
cli_test(shared_track 3 "shares track with route 1" check tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A1")
cli_test(expect_routes 1 "a better income exists" check tests/data/line.yaml)
cli_test(declared_differs 1 "declared income 100 differs from the routes' total 90" check tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A5" --declared 100)
cli_test(bad_notation 2 "--routes: route 1 'A1-A3': write TRAIN" check tests/data/line.yaml --routes "A1-A3")
cli_test(json 0 "\"legal\":true" check --format json tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A5")
cli_test(illegal_in_file 3 "line_illegal.yaml:[0-9]+: route 1 \\(2\\): visits A1.c0 twice" check tests/data/line_illegal.yaml)
cli_test(help 0 "--routes" check --help)
cli_test(jsonl 0 "^\\{\"company\":\"X\",\"legal\":true" check --format jsonl tests/data/line.yaml --routes "2: A1-A3$<SEMICOLON> 2: A3-A5")
# At the table: "they declared 330, is that the best?", routes by names, the
# best routes shown after a rule break.
cli_test(declared_only 1 "declared 330; a better income exists: 390 \\(\\+60\\)" check fixtures/example.yaml --declared 330)
cli_test(declared_is_best 0 "390 is the best income" check fixtures/example.yaml --declared 390)
cli_test(by_place_names 1 "5\\+5 +140 +D17.c0-E12.c0" check fixtures/example.yaml --routes "5+5: hradec-PRAHA")
cli_test(illegal_shows_best 3 "the best income is 90" check tests/data/line.yaml --routes "2: A1-A3-A5")
# ... or by the other names the rulebooks and players use (maps' `aliases`,
# maps/<game>/NOTES.md "Place names"): Vienna (002_*.txt line 574), Sarajewo
# (002 line 317), Aussig (000_*.txt line 351), 布拉格 (004_*.txt line 227).
cli_test(by_other_names_1824 0 "5 +220 +J13.c0-I8.c0-G10.c0-F11.t0-E12.c0" check fixtures/1824/bh-sarajevo-lanes.yaml --routes "5: Sarajewo-Trieste-Graz-F11-Vienna$<SEMICOLON> 4: Sarajevo-Pécs-H17")
cli_test(by_other_names_18CZ 0 "2\\+2 +90 +E12.c1-C14.t0-B13.c0" check fixtures/18CZ/bn-plus-trains.yaml --routes "3+3: Aussig-Tetschen-Reichenberg-B15-B17$<SEMICOLON> 2+2: 布拉格-C14-Liberec")
cli_test(by_other_names_1836jr 0 "4 +130 +D6.c0-E7.c0-G7.c0-H6.c0" check fixtures/1836jr56/b-regie-des-postes.yaml --routes "4: Amsterdam-Utrecht-G7-Bruxelles$<SEMICOLON> 3: H2-H4-Brussel")
cli_test(unknown_name_near_other_name 2 "no stop, hex or place named 'Viena' on the board. did you mean Wien \\(Vienna\\)\\?" check fixtures/1824/bh-sarajevo-lanes.yaml --routes "5: Sarajevo-Viena")
# Income first, then subsidy (IncomeRank): the same income with more mine money is better.
cli_test(subsidy_tie 1 "the same income with a larger subsidy exists: 30, subsidy 20 \\(\\+10\\)" check tests/data/rules/mine-subsidy-tie.yaml --routes "2g: A1-A3")
# The most-stops bonus on declared routes: the longest of them earns it.
cli_test(most_stops_bonus 1 "4 +160 +A3.t0-B4.c0-B6.o0  \\(incl. most-stops bonus 60: 3 stops x 20\\)" check tests/data/most_stops_bonus.yaml --routes "2: B4-A5$<SEMICOLON> 4: A3-B4-B6")
