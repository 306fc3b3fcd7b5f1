# The program itself: no subcommand, an unknown one, --help, --version.
cli_test(no_command 2 "subcommand" )
cli_test(unknown_command 2 "subcommand is required|not expected" frobnicate)
cli_test(help 0 "solve.*check.*verify|solve" --help)
cli_test(version 0 "xxroute 0.1" --version)
