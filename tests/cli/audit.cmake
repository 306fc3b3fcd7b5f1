# xxroute audit: every run of a recorded game against the best, the income
# left on the table (the runs' bests checked against reference.csv in
# tests/record/audit_test.cpp).
set(record fixtures/records/18CZ-29247-or4.json)
cli_test(all_best 0 "Left on the table: 0 in 0 of 10 runs \\(declared 820, best 820\\)" audit ${record})
cli_test(a_run 0 "^ +176  OR 4.1   BCB      Player 1 +90 +90 +0$" audit ${record})
cli_test(upto 0 "Left on the table: 0 in 0 of 4 runs" audit ${record} --upto 100)
cli_test(jsonl_run 0 "^\\{\"action\":59,\"round\":\"OR 2.1\",\"company\":\"BCB\",\"president\":\"Player 1\",\"trains\":\\[\"2\",\"2\"\\],\"declared\":70" audit ${record} --format jsonl)
cli_test(json_total 0 "\"total\":\\{\"runs\":10,\"short_runs\":0,\"above_runs\":0,\"declared\":820,\"best\":820,\"left\":0\\}" audit ${record} --format json)
cli_test(svg_not_a_folder 2 "no-such-folder: is not a folder" audit ${record} --svg no-such-folder)
cli_test(help 0 "--svg" audit --help)
