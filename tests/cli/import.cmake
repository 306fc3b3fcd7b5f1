# xxroute import: a game recorded on 18xx.games played through the rules
# into one position file (fixtures/records/18CZ-29247-or4.json: an 18CZ game's
# first 179 actions, to its fourth operating round).
set(record fixtures/records/18CZ-29247-or4.json)
cli_test(to_stdout 0 "written by `xxroute import` from ${record}" import ${record})
cli_test(cash_and_round 0 "^cash: \\{\"Player 1\": 78, \"Player 2\": 131, \"Player 3\": 43\\}" import ${record} --upto 176)
cli_test(upto_first_run 0 "^round: \\{kind: operating, number: 2, operating: 1, operated: \\[BCB\\]\\}" import ${record} --upto 59)
cli_test(help 0 "--upto" import --help)
cli_test(missing_record 2 "no-such.json: no such file" import no-such.json)
cli_test(output_exists 2 "fixtures/example.yaml: exists; import does not write over a file" import ${record} -o fixtures/example.yaml)
# As a player would: the game imported up to BCB's run, then its income
# checked and paid at the table (tests/cli/import_then_play.sh).
add_test(NAME cli.import.then_play COMMAND bash ${CLI_DIR}/import_then_play.sh $<TARGET_FILE:xxroute> ${record}
         WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(cli.import.then_play PROPERTIES LABELS "cli;cli.import")
