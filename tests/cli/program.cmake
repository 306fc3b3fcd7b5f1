# The program itself: no subcommand, an unknown one, --help, --version.
cli_test(no_command 2 "subcommand" )
cli_test(unknown_command 2 "subcommand is required|not expected" frobnicate)
cli_test(help 0 "solve.*check.*verify|solve" --help)
cli_test(version 0 "xxroute 0.1" --version)

# What the program loads at start (cli/CMakeLists.txt, XXROUTE_STATIC_RUNTIME):
# libstdc++ and yaml-cpp from their archives, never the web server's
# libraries (cpp-httplib, OpenSSL, brotli: only xxroute-serve loads them).
# The dynamic section's NEEDED entries, read with readelf (binutils, which g++
# brings).
add_test(NAME cli.program.loads_little
         COMMAND bash -c "needed=$(readelf -d \"$1\" | grep NEEDED) || exit 1; echo \"$needed\"; \
! grep -Eq 'httplib|libssl|libcrypto|brotli' <<<\"$needed\" || { echo 'loads the server'; exit 1; }; \
[ \"$2\" != ON ] || ! grep -Eq 'yaml-cpp|libstdc' <<<\"$needed\" || { echo 'loads libstdc++ or yaml-cpp'; exit 1; }"
         _ $<TARGET_FILE:xxroute> ${XXROUTE_STATIC_PROGRAM})
set_tests_properties(cli.program.loads_little PROPERTIES LABELS "cli;cli.program")
