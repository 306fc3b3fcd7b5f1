# The independent brute force (tests/reference, README.md there), included
# from tests/CMakeLists.txt.
#
# xxroute_reference is the reference itself: its board model, walk, scorer,
# assignment search, random boards, reader and writer. It links yaml-cpp and
# the standard library only and has no include path to lib/, so none of its
# files can include a header of the library: the build refuses it. Only the
# driver (reference_test: compare.cpp, cases.cpp, lays.cpp and
# reference_test.cpp) and the unit tests that take their expected answers from
# the reference (tests/search/solver_test.cpp) link both.
add_library(xxroute_reference STATIC
  reference/model.cpp
  reference/geometry.cpp
  reference/track.cpp
  reference/facts.cpp
  reference/walk.cpp
  reference/score.cpp
  reference/assign.cpp
  reference/reference.cpp
  reference/generate.cpp
  reference/write.cpp
  reference/read.cpp
  reference/declare.cpp
  reference/coverage.cpp
  reference/situations.cpp
  reference/shrink.cpp
)
target_link_libraries(xxroute_reference PUBLIC yaml-cpp)
target_compile_options(xxroute_reference PRIVATE -Wall -Wextra)

# The driver: random boards in every layout solved and checked by the library
# and by the reference; the saved cases against their hand-worked answers;
# game positions flattened (confirm.py) and every tile lay of a few
# (lays.py). Fewer boards in the sanitizer tree; `reference_test --boards
# 200000 --seed 7` for a long run.
add_executable(reference_test
  reference/reference_test.cpp
  reference/compare.cpp
  reference/cases.cpp
  reference/lays.cpp
)
target_link_libraries(reference_test PRIVATE xxroute_reference xxroute_lib)
target_compile_options(reference_test PRIVATE -Wall -Wextra ${XXROUTE_TEST_OPTIMIZE})
if(XXROUTE_SANITIZE)
  set(REFERENCE_BOARDS 500)  # per half: 1000 boards in all
else()
  set(REFERENCE_BOARDS 3000)  # per half: 6000 boards in all
endif()
math(EXPR REFERENCE_SECOND_SEED "1 + ${REFERENCE_BOARDS}")
add_test(NAME reference.random.1 COMMAND reference_test --boards ${REFERENCE_BOARDS} --seed 1)
add_test(NAME reference.random.2 COMMAND reference_test --boards ${REFERENCE_BOARDS} --seed ${REFERENCE_SECOND_SEED})
add_test(NAME reference.cases COMMAND reference_test --cases ${CMAKE_CURRENT_SOURCE_DIR}/reference/cases)
set_tests_properties(reference.random.1 reference.random.2 reference.cases PROPERTIES LABELS "reference")

# The reference on the bench boards (fixtures/bench): each game position
# flattened by tests/reference/flatten.py (PyYAML) into a self-contained file,
# and `reference_test --file` against the library on it and on the position.
# Only the boards the brute force finishes in about a second or less (some
# 15 s for the lists in a Release tree); fewer in the sanitizer tree. The
# others are in fixtures/bench/README.md with how each optimum is confirmed.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  set(BENCH "${CMAKE_SOURCE_DIR}/fixtures/bench")
  if(XXROUTE_SANITIZE)
    set(REFERENCE_LADDER
      ${BENCH}/ladder/1824-quarter-1x4.yaml ${BENCH}/ladder/1824-quarter-2x8.yaml
      ${BENCH}/ladder/1824-quarter-3xU.yaml ${BENCH}/ladder/1824-quarter-4x4.yaml
      ${BENCH}/ladder/1824-half-1x4.yaml ${BENCH}/ladder/1824-half-2x8.yaml
      ${BENCH}/ladder/1824-half-2xU.yaml ${BENCH}/ladder/1824-half-4x4.yaml)
    set(REFERENCE_BOARDS ${BENCH}/18Lilliput-60-cards-MR.yaml ${BENCH}/corpus/1824_game_end_reason_bank-642.yaml)
  else()
    file(GLOB REFERENCE_LADDER ${BENCH}/ladder/1824-quarter-*.yaml)
    list(APPEND REFERENCE_LADDER
      ${BENCH}/ladder/1824-half-1x4.yaml ${BENCH}/ladder/1824-half-1x8.yaml ${BENCH}/ladder/1824-half-1xU.yaml
      ${BENCH}/ladder/1824-half-2x4.yaml ${BENCH}/ladder/1824-half-2x8.yaml ${BENCH}/ladder/1824-half-2xU.yaml
      ${BENCH}/ladder/1824-half-3x4.yaml ${BENCH}/ladder/1824-half-3x8.yaml ${BENCH}/ladder/1824-half-3xU.yaml
      ${BENCH}/ladder/1824-half-4x4.yaml
      ${BENCH}/ladder/1824-three-quarters-1x4.yaml ${BENCH}/ladder/1824-three-quarters-1x8.yaml
      ${BENCH}/ladder/1824-three-quarters-2x4.yaml ${BENCH}/ladder/1824-three-quarters-2x8.yaml
      ${BENCH}/ladder/1824-three-quarters-3x4.yaml ${BENCH}/ladder/1824-three-quarters-4x4.yaml
      ${BENCH}/ladder/1824-full-1x4.yaml)
    set(REFERENCE_BOARDS
      ${BENCH}/18Lilliput-60-cards-MR.yaml ${BENCH}/1867-bc-GW.yaml
      ${BENCH}/corpus/1824_game_end_reason_bank-642.yaml ${BENCH}/corpus/1824_game_end_reason_bank-668.yaml
      ${BENCH}/corpus/1824_game_end_reason_bank-676.yaml ${BENCH}/corpus/1824_game_end_reason_bank-684.yaml
      ${BENCH}/corpus/1824_game_end_reason_bank-696.yaml ${BENCH}/corpus/1824_game_end_reason_bank-703.yaml
      ${BENCH}/corpus/1824_game_end_reason_bank-711.yaml ${BENCH}/corpus/1824_game_end_reason_bank-719.yaml)
  endif()
  # The game fixtures (every game's features: bonuses, markers, mines, lanes,
  # obsolete and D trains, a train sharing track), a few milliseconds each.
  file(GLOB REFERENCE_FIXTURES ${CMAKE_SOURCE_DIR}/fixtures/1824/*.yaml ${CMAKE_SOURCE_DIR}/fixtures/1824-cisleithania/*.yaml
       ${CMAKE_SOURCE_DIR}/fixtures/1836jr30/*.yaml ${CMAKE_SOURCE_DIR}/fixtures/1836jr56/*.yaml
       ${CMAKE_SOURCE_DIR}/fixtures/18CZ/*.yaml ${CMAKE_SOURCE_DIR}/fixtures/18Lilliput/*.yaml)
  add_test(NAME reference.fixtures
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/reference/confirm.py
                   $<TARGET_FILE:reference_test> ${REFERENCE_FIXTURES} --seconds 60)
  add_test(NAME reference.bench.ladder
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/reference/confirm.py
                   $<TARGET_FILE:reference_test> ${REFERENCE_LADDER} --seconds 60)
  add_test(NAME reference.bench.boards
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/reference/confirm.py
                   $<TARGET_FILE:reference_test> ${REFERENCE_BOARDS} --seconds 60)

  # What-if's ranking of tile lays (whatif --best-lay) against the reference:
  # every legal lay of a position of each game, its position written as
  # `apply` writes it, flattened and solved by the reference; each lay's
  # income as ranked must be the reference's, so the best lay ranked is the
  # best of the same lays solved one by one (tests/reference/lays.py). Game
  # fixtures the reference solves in milliseconds (a corpus position takes a
  # second a lay: 267 lays); three in the sanitizer tree.
  set(LAYS "${CMAKE_SOURCE_DIR}/fixtures")
  set(REFERENCE_LAYS ${LAYS}/1836jr30/b-diesel-dover.yaml ${LAYS}/1824/bk-g-train-foreign-mine.yaml
                     ${LAYS}/18Lilliput/gvr-terminus-two-mildendo-routes.yaml)
  if(NOT XXROUTE_SANITIZE)
    list(APPEND REFERENCE_LAYS ${LAYS}/18CZ/bn-plus-trains.yaml ${LAYS}/1836jr56/b-regie-des-postes.yaml
                               ${LAYS}/1824-cisleithania/kk-bukowina-bonus.yaml ${LAYS}/1824/bh-sarajevo-lanes.yaml)
  endif()
  add_test(NAME reference.whatif.lays
           COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/reference/lays.py
                   $<TARGET_FILE:reference_test> ${REFERENCE_LAYS})
  set_tests_properties(reference.fixtures reference.bench.ladder reference.bench.boards reference.whatif.lays
                       PROPERTIES LABELS "reference")
endif()
