# xxroute render: the board as SVG, with routes, stop and tile ids, companies'
# colours and bonus hexes (tests/cli/svg_check.py parses the pictures back).
cli_test(stdout 0 "<svg xmlns=\"http://www.w3.org/2000/svg\"" render tests/data/line.yaml -o -)
cli_test(routes 0 "class=\"route\" data-index=\"1\" data-train=\"2\"" render tests/data/line.yaml --routes -o -)
cli_test(company 0 "class=\"token highlight\" data-company=\"X\"" render tests/data/line.yaml --company X -o -)
cli_test(unknown_company 2 "no company 'Q' in the position" render tests/data/line.yaml --company Q -o -)
cli_test(no_output 2 "output.*required" render tests/data/line.yaml)
cli_test(unwritable 2 "nowhere/x.svg: cannot write the picture" render tests/data/line.yaml -o nowhere/x.svg)
cli_test(help 0 "--routes" render --help)
cli_test(help_ids 0 "--tile-ids" render --help)
cli_test(stop_ids 0 "<text class=\"stop-id\" data-stop=\"E12.c0\"[^>]*>c0</text>" render fixtures/example.yaml --stop-ids -o -)
cli_test(stop_ids_hex 0 "<text class=\"hex-id\" data-hex=\"E12\"[^>]*>E12</text>" render fixtures/example.yaml --stop-ids -o -)
cli_test(tile_ids 0 "<text class=\"tile-id\" data-hex=\"F3\" data-tile=\"8898\"[^>]*>8898</text>" render fixtures/18CZ/by-red-home-tile.yaml --tile-ids -o -)
cli_test(red_tile_value 0 "<g class=\"revenue current-value\" data-stop=\"F3.c0\">" render fixtures/18CZ/by-red-home-tile.yaml -o -)
cli_test(company_colour 0 "data-company=\"KK\" data-color=\"brown\"" render fixtures/1824-cisleithania/kk-bukowina-bonus.yaml -o -)
cli_test(bonus_hexes 0 "class=\"bonus-hex\" data-hex=\"D25\" data-bonus=\"Bukowina \\+50\"" render fixtures/1824-cisleithania/kk-bukowina-bonus.yaml -o -)
cli_test(castle 0 "<text class=\"name\" data-hex=\"C6\"[^>]*>Castle</text>" render fixtures/18Lilliput/lnr-castle-3d-and-3o.yaml -o -)
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  # The example, a small board and a fixture of each game with its own marks,
  # and (svg_check.corpus, skipped without the corpus) one position per corpus
  # game: rendered with and without routes and with --stop-ids --tile-ids,
  # parsed with xml.etree, every route checked against solve; and every
  # game's tile sheet (show --tiles --svg).
  add_test(NAME cli.render.svg_check
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/svg_check.py $<TARGET_FILE:xxroute>
                   ${CMAKE_CURRENT_BINARY_DIR}/svg fixtures/example.yaml
                   tests/data/line.yaml fixtures/18Lilliput/sr-4d-and-4o-foreign-castle.yaml
                   fixtures/18CZ/moravia-silesia-bonuses.yaml fixtures/18CZ/by-red-home-tile.yaml
                   fixtures/1824-cisleithania/kk-bukowina-bonus.yaml fixtures/1824/epp-coal-g-trains.yaml
                   fixtures/1836jr56/b-regie-des-postes.yaml --sheets
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  add_test(NAME cli.render.svg_check.corpus
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/svg_check.py $<TARGET_FILE:xxroute>
                   ${CMAKE_CURRENT_BINARY_DIR}/svg-corpus --corpus ${XXROUTE_CORPUS_DIR}
           WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(cli.render.svg_check cli.render.svg_check.corpus PROPERTIES LABELS "cli;cli.render")
  set_tests_properties(cli.render.svg_check.corpus PROPERTIES SKIP_REGULAR_EXPRESSION "${CORPUS_SKIPPED}")
endif()
