# xxroute show: a game's data checked and printed: map, tiles, phases,
# trains, companies; --tiles and --map with their stop ids, --svg sheets.
cli_test(18CZ 0 "consistent" show 18CZ)
cli_test(variant 0 "Bohemia" show 18CZ --variant Bohemia)
cli_test(moravia_silesia 0 "trains: 2 3 4 4\\+4 5\\+5 3E" show 18CZ --variant Moravia-Silesia)
cli_test(unknown_game 2 "unknown game 'Nope'" show Nope)
cli_test(unknown_variant 2 "game 18CZ has no variant 'Nope'" show 18CZ --variant Nope)
# show --tiles and --map: the stop ids a route needs, each tile's number
cli_test(tiles 0 "  8898 +red +1 +BY +colour rule +c0 city yellow 0/green 30/brown 40/gray 50 \\(route end\\)" show 18CZ --tiles)
cli_test(tiles_upgrades 0 "  city-straight +yellow +6 +- +city-green, castle +c0 city 20" show 18Lilliput --tiles)
cli_test(tiles_never_upgraded 0 "  castle\\* \\(Castle\\) +green +1 +- +none +c0 city 30 \\(50 with a token\\)" show 18Lilliput --tiles)
cli_test(tiles_variant 0 "  Tottenham +brown +1" show 18Lilliput --variant Allenbeck-Tottenham-Express --tiles)
cli_test(map 0 "  B9 +Prag +white +- +c0 city 0" show 1824 --map)
cli_test(map_cities 0 "  E12 +Wien +white +W +c0 city 30 \\(group E12\\); c1 city 30 \\(group E12\\); c2 city 30" show 1824 --map)
cli_test(tiles_svg 0 "<text class=\"tile-id\" data-hex=\"[A-Z]+[0-9]+\" data-tile=\"castle\"[^>]*>castle</text>" show 18Lilliput --tiles --svg -)
cli_test(tiles_svg_stop_ids 0 "<text class=\"stop-id\" data-stop=\"[A-Z]+[0-9]+.c3\"[^>]*>c3</text>" show 18CZ --tiles --svg -)
cli_test(tiles_svg_file 0 "^$" show 1836jr30 --tiles --svg ${CMAKE_CURRENT_BINARY_DIR}/tiles-1836jr30.svg)
cli_test(svg_needs_tiles 2 "--svg requires --tiles" show 18CZ --svg x.svg)
cli_test(svg_unwritable 2 "nowhere/x.svg: cannot write the picture" show 18CZ --tiles --svg nowhere/x.svg)
# Game and variant names are matched without regard to case.
cli_test(game_any_case 0 "18CZ \\(Bohemia\\)" show 18cz --variant bohemia)
# show refuses inconsistent game data (here: a tile id defined twice).
cli_test(broken_game 2 "tiles.yaml:3: tile 7 is defined twice" show Dup)
set_tests_properties(cli.show.broken_game PROPERTIES ENVIRONMENT "XXROUTE_MAPS=${CMAKE_SOURCE_DIR}/tests/data/maps-broken")
# ... and a tile's revenue under a key no phase's colour nor any train's
# revenue_key (its 57's diesel is the D's: read).
# (the printed map's too: its A1's gray, a colour no phase of Keys reads)
cli_test(revenue_key_unread 2 "tiles.yaml:3: tile 58 stop c0: revenue for 'grey', which is no colour" show Keys)
cli_test(revenue_key_unread_map 2 "map.yaml:2: hex A1 stop c0: revenue for 'gray', which is no colour" show Keys)
foreach(t revenue_key_unread revenue_key_unread_map)
  set_tests_properties(cli.show.${t} PROPERTIES ENVIRONMENT "XXROUTE_MAPS=${CMAKE_SOURCE_DIR}/tests/data/maps-broken")
endforeach()
# A game served at the route level says what its file does not follow (game.yaml not_modelled).
cli_test(not_modelled 0 "\nnot modelled: 1861's operating turn: .*the national railway \\(RSR\\) does not run.*\nconsistent\n$" show 1861)
