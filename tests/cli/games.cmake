# xxroute games: the games in maps/ and their variants.
cli_test(list 0 "18CZ .*variants: Bohemia" games)
