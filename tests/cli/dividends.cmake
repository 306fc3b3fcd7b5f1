# xxroute dividends: the optimum or a given income paid out by the game's
# stock market: each holder's cash, the treasury, the share price's move.
cli_test(optimum 0 "BN: payout of 390" dividends fixtures/example.yaml)
# (BN, a large company of 18CZ: 5 shares of 20%; Player 3's three get 234)
cli_test(per_share 0 "^  per share +78$" dividends fixtures/example.yaml)
# A pattern of several lines is checked as one (tests/cli/match.py): these two
# lines are both printed, but not one after the other, so this test must fail.
cli_test(lines_together_or_not_at_all 0 "^BN: payout of 390\n  treasury" dividends fixtures/example.yaml)
set_tests_properties(cli.dividends.lines_together_or_not_at_all PROPERTIES WILL_FAIL TRUE)
cli_test(income 0 "Player 3 +60" dividends fixtures/example.yaml --income 100)
cli_test(withhold 0 "treasury +100" dividends fixtures/example.yaml --income 100 --payout withhold)
cli_test(json 0 "\"kind\":\"payout\",\"income\":390,\"interest\":0,\"per_holder\":\\{\"Player 3\":234\\},\"per_share\":78" dividends --format json fixtures/example.yaml)
cli_test(half_refused 2 "a dividend 'half' is not allowed here" dividends fixtures/example.yaml --payout half)
cli_test(no_game 2 "dividends need a 'game'" dividends tests/data/line.yaml)
cli_test(jsonl 0 "^\\{\"company\":\"BN\"" dividends --format jsonl fixtures/example.yaml)
cli_test(last_round_no_withhold 2 "no withholding in the last round" dividends fixtures/18Lilliput/lnr-castle-3d-and-3o.yaml --payout withhold --last-round)
# dividends: the move that happened, not the rule's steps (18CZ IX.2, 000_*.txt
# lines 1183-1185: at a row's end the marker stays)
cli_test(row_end 0 "share price +335 -> 370 \\(1 right, then the end of its row\\)" dividends tests/data/cz-large-near-row-end.yaml)
# 18Lilliput (001_*.txt lines 613-615, 624-626, 641): one place right on
# payout, one left when kept, two right in the last round; the board's prices
# are a lost picture, so the new price is said to be unknown
cli_test(lilliput_payout_move 0 "share price +80 -> unknown \\(1 right\\)" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml)
cli_test(lilliput_withhold_move 0 "share price +80 -> unknown \\(1 left\\)" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml --payout withhold)
cli_test(lilliput_last_round_move 0 "share price +80 -> unknown \\(2 right\\)" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml --last-round)
cli_test(lilliput_price_json 0 "\"share_price_after\":\\[\\],\"share_price_moves\":\\[\"1 right\"\\]" dividends --format json fixtures/18Lilliput/mr-scenario-mine-dividend.yaml)
# 18Lilliput Table 4 (001_*.txt lines 866-867): the scenario mine's money goes
# to the treasury, the income paid out or kept
cli_test(lilliput_mine_to_treasury 0 "treasury +10" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml)
cli_test(lilliput_mine_withheld 0 "treasury +80" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml --payout withhold)
cli_test(subsidy_option 0 "treasury +20" dividends fixtures/18Lilliput/mr-scenario-mine-dividend.yaml --income 100 --subsidy 20)
