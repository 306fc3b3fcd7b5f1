# xxroute whatif: a position re-solved with changes, each move asked of the
# rules and priced; --best-lay, --best-token and --buy ranked.
cli_test(trains 0 "trains 4\\+4 +330 +-60" whatif fixtures/example.yaml --trains 4+4)
cli_test(combined 0 "add 4\\+4, remove 5\\+5 +330" whatif fixtures/example.yaml --add-train 4+4 --remove-train 5+5)
# (BN, medium, phase j, limit 1, owns a 5+5: at its limit, it may buy nothing; 18CZ VIII.10)
cli_test(buy_at_limit 0 "BN: ranked by income gained, 0 change\\(s\\)" whatif fixtures/example.yaml --buy)
# (a 5 starts phase 5, whose limit is 2: B gives back the train it can best spare; 003 lines 112-121)
cli_test(buy 0 "buy 4 +320 +\\+90 +350.*\n.*\n.*buy 5 +280 +\\+50 +550.*\n.*train 550; starts phase 5;.*gives 3 back" whatif fixtures/1836jr56/b-regie-des-postes.yaml --buy)
cli_test(best_lay 0 "ranked.*\n.*\n.*as is +390" whatif fixtures/example.yaml --best-lay --top 3)
cli_test(rank_per_money 0 "ranked by income gained per money spent, 2 change.*\n.*\n.*\n.*buy 4 +320" whatif fixtures/1836jr56/b-regie-des-postes.yaml --buy --rank per-money)
cli_test(best_token 0 "token G7.c0 +230 +\\+0 +40.*\n.*station 40" whatif fixtures/1836jr56/b-regie-des-postes.yaml --best-token)
cli_test(scenarios 0 "two trains +690" whatif fixtures/example.yaml --scenarios tests/data/scenarios.yaml)
cli_test(json 0 "\"base\":\\{\"change\":\"as is\",\"income\":390" whatif --format json fixtures/example.yaml --buy)
cli_test(jsonl 0 "^\\{\"change\":\"as is\",\"income\":390" whatif --format jsonl fixtures/example.yaml --buy)
cli_test(illegal_lay 2 "--lay: lay E12=57@0: hex E12: tile 57 \\(yellow\\) has label\\(s\\) none but the hex has P" whatif fixtures/example.yaml --lay E12=57@0)
cli_test(bad_lay_text 2 "--lay: 'E12': expected HEX=TILE@ROTATION" whatif fixtures/example.yaml --lay E12)
cli_test(nothing 2 "no change given" whatif fixtures/example.yaml)
cli_test(help 0 "--best-lay" whatif --help)
# whatif proposes only what the company can pay: a treasury of 0 leaves the
# paid moves out, counted once.
cli_test(unaffordable_left_out 0 "^  \\([1-9][0-9]* more move\\(s\\) left out: each costs more than BN's treasury of 0\\)$"
         whatif fixtures/example.yaml --best-lay --top 2)
# Trains given are the rankings' base: B with a 2 added is at its limit.
cli_test(trains_under_rankings 0 "^  as is with add 2 +300 "
         whatif fixtures/1836jr56/b-regie-des-postes.yaml --buy --add-train 2)
# 18Lilliput at its train limit: an obsolete train given back, then a purchase (001 lines 303-308).
cli_test(lilliput_return_obsolete 0 "^  return 3o, buy 4D +380 +\\+110 +650 "
         whatif fixtures/18Lilliput/lnr-castle-3d-and-3o.yaml --buy)
# Rusting and trade-ins through whatif (the rulebook lines are in each file's header):
# 18CZ VIII.12 (000 lines 1152-1155): an e-card bought as a 4 scraps the 2s, as a 3+3 nothing.
cli_test(cz_e_card_as_4 0 "buy 4 .*\n.*train 250; removes 2; BN loses 2\\)" whatif tests/data/rules/cz-e-card.yaml --company BCB --buy)
cli_test(cz_e_card_as_3plus3 0 "buy 3\\+3 .*\n.*\\(train 180\\)\n" whatif tests/data/rules/cz-e-card.yaml --company BN --buy)
# 18CZ VIII.12 (000 lines 1157-1161): an exported h-card scraps what a 5, a 5+5 and a 5E would.
cli_test(cz_export_h 0 "export h .*\n.*starts phase h; removes 3, 3\\+3\\)" whatif tests/data/rules/cz-export-h.yaml --export h)
cli_test(lilliput_character_never_upgraded 2 "^--lay: lay D3=city-green@0: tile general-straight is never upgraded$" whatif tests/data/rules/lilliput-general.yaml --lay D3=city-green@0)
# 1824 VII.13 (002 lines 803-807): the last 5 traded in for the first 6, which costs 400 instead of 600.
cli_test(1824_trade_in 0 "buy 6 for the 5 +0 +\\+0 +400.*\n.*train 600 - 200 for the 5 traded in; starts phase 6; removes 5" whatif tests/data/rules/1824-last-5.yaml --buy-train 6:5)
# Phases only move forward; --strict refuses a position no game reaches.
cli_test(phase_backwards 2 "--phase: phase 2: phase 2 comes before phase 5: phases only move forward" whatif tests/data/rules/1824-last-5.yaml --phase 2)
cli_test(lay_rotations 2 "^--lay: lay C18=8: say the rotation, one of @0 \\(D17-B17\\), @4 \\(D17-C20\\)$" whatif tests/data/table/bcb.yaml --lay C18=8)
# whatif --fix: the route already run kept in every change, the others ranked around it.
cli_test(fix 0 "as is +280 .*6 170: H6.c0-G7.c0-E7.c0-D6.c1; D 110.*\n  remove D +170 +-110"
         whatif fixtures/1836jr30/b-diesel-dover.yaml --fix "6: H6-G7-E7-D6.c1" --remove-train D)
cli_test(fix_illegal 2 "route 1 \\(6\\): too many stops for a 6 train"
         whatif fixtures/1836jr30/b-diesel-dover.yaml --fix "6: G1-H2-H4-H6-G7-E7-D6.c1" --remove-train D)
cli_test(closed_slot_free 0 "token G10" whatif tests/data/events/1824-graz.yaml -c SD --best-token)
# Every move whatif ranks (lays, stations, trains), in a position of each
# game, made again with apply on a copy: accepted, and earning what whatif
# promised (the money too: 1824 and 18Lilliput files with treasuries)
# (tests/cli/whatif_reapply.sh). One test per position and kind of move,
# cli.whatif.reapply.POSITION.KIND, each kind one whatif proposes there: a kind
# with no proposal fails, so a position is listed with the kinds it has.
# The hard boards of fixtures/bench too, where each change's solve carries
# routes over from the position as it is (docs/architecture.md, "One
# `whatif`"): diesels, 1867's stations, 18Lilliput's D trains; and in the
# Release tree the full late maps of 1824 (172 lays, 20 s) and 18CZ (137).
# (The sanitizer tree makes every third move again: tests/CMakeLists.txt.)
set(reapply_positions
    "18CZ/bn-plus-trains lay token buy"
    "1824/epp-coal-g-trains lay buy"
    "1824-cisleithania/cl-g-train-bukowina-no-bonus lay token buy"
    "1836jr56/b-regie-des-postes lay token buy"
    "1836jr30/nord-paris-green lay buy"
    "18Lilliput/lnr-castle-3d-and-3o lay token buy"
    "18Lilliput/mr-scenario-mine-dividend lay"
    "bench/1836jr56-diesels-B lay"
    "bench/1867-bc-GW token"
    "bench/18Lilliput-60-cards-MR lay")
if(NOT XXROUTE_SANITIZE)
  list(APPEND reapply_positions "bench/1824-full-gray-KK lay" "bench/18CZ-all-towns-8E-BY lay")
endif()
foreach(position_kinds IN LISTS reapply_positions)
  string(REPLACE " " ";" kinds "${position_kinds}")
  list(POP_FRONT kinds position)
  get_filename_component(name ${position} NAME)
  foreach(kind IN LISTS kinds)
    add_test(NAME cli.whatif.reapply.${name}.${kind}
             COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/whatif_reapply.sh $<TARGET_FILE:xxroute> fixtures/${position}.yaml ${kind}
             WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
    set_tests_properties(cli.whatif.reapply.${name}.${kind} PROPERTIES LABELS "cli;cli.whatif")
  endforeach()
endforeach()
