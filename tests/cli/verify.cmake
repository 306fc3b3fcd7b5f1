# xxroute verify: every position's expect: block, one line per failure.
cli_test(passes 0 "^1 passed, 0 failed$" verify tests/data/line.yaml)
cli_test(fails 1 "optimum 90, expected revenue 100" verify tests/data/line_wrong.yaml)
cli_test(folder 0 "^2 passed, 0 failed$" verify tests/data/line.yaml fixtures/example.yaml)
# The rulebooks' worked examples, each a proven optimum, and the hand-written
# positions of each game (tiles laid by id). fixtures/bad holds inputs that
# must be refused (tests/cli/bad_inputs.sh); fixtures/bench the hard boards.
cli_test(rulebook 0 "^[1-9][0-9]* passed, 0 failed$" verify --quiet fixtures/rulebook)
foreach(game 18CZ 1824 1824-cisleithania 1836jr56 1836jr30 18Lilliput 1889 1830 18Chesapeake 1846 1861)
  cli_test(fixtures_${game} 0 "^([3-9]|[1-9][0-9]+) passed, 0 failed$" verify --quiet fixtures/${game})
endforeach()
# The hard boards and the scaling ladder: every optimum as recorded (a few
# seconds; the slowest rung, four unlimited trains on the full 1824 map, is
# most of it). The sanitizer tree, ten times slower, verifies the boards of
# one to four trains that take it about a second each (three and four trains
# among them, where the search's Lagrangian bound runs), the corpus's hardest
# ten and the ladder's quarter map: 8 s there, where the whole took 67.
if(XXROUTE_SANITIZE)
  set(bench_boards)
  foreach(board 1824-full-gray-KK 1836jr56-diesels-B 1836jr56-diesels-B-DDD 1867-bc-CO 1867-bc-GW
                18CZ-all-towns-8E-BY 18CZ-all-towns-BY-8E-8E-6E 18CZ-all-towns-BY-8E-8E-6E-6E 18Lilliput-60-cards-MR
                1861-MKN-8-8)
    list(APPEND bench_boards fixtures/bench/${board}.yaml)
  endforeach()
  file(GLOB quarter RELATIVE ${CMAKE_SOURCE_DIR} ${CMAKE_SOURCE_DIR}/fixtures/bench/ladder/1824-quarter-*.yaml)
  cli_test(bench 0 "^[1-9][0-9]* passed, 0 failed$" verify --quiet ${bench_boards} fixtures/bench/corpus ${quarter})
else()
  cli_test(bench 0 "^[1-9][0-9]* passed, 0 failed$" verify --quiet fixtures/bench)
endif()
cli_test(missing 2 "nowhere: no such file or folder" verify nowhere)
cli_test(json 1 "^\\{\"positions\":\\[\\{\"file\":\"tests/data/line.yaml\",\"passed\":true,\"failures\":\\[\\],\"notes\":\\[\\],\"optimum\":90,\"declared\":50,\"seconds\":[0-9.e+-]+\\},\\{\"file\":\"tests/data/line_wrong.yaml\",\"passed\":false,\"failures\":\\[\"tests/data/line_wrong.yaml:12: optimum 90, expected revenue 100\"\\],.*\\}\\],\"passed\":1,\"failed\":1,\"better\":1,\"largest_gain\":40\\}$" verify --format json tests/data/line.yaml tests/data/line_wrong.yaml)
cli_test(jsonl 0 "^\\{\"file\":\"fixtures/example.yaml\",\"passed\":true,\"failures\":\\[\\],\"notes\":\\[\\],\"optimum\":390,\"declared\":330,\"seconds\":[0-9.e+-]+\\}$" verify --format jsonl tests/data/line.yaml fixtures/example.yaml)
cli_test(help 0 "PATHS|paths" verify --help)
cli_test(facts 0 "^2 passed, 0 failed$" verify --quiet --facts tests/data/corpus-dividend-facts.csv tests/data/line.yaml fixtures/example.yaml)
cli_test(facts_bad 2 "line.yaml:2: expected FILE,LOANS,true\\|false" verify --facts tests/data/line.yaml tests/data/line.yaml)
cli_test(folder_without_positions 2 "no-positions: the folder holds no position file" verify tests/data/no-positions)
